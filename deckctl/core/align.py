"""Where two sequences (a text's words, a file's lines) differ, in bounded time: difflib's answer
where it is cheap, an edit script computed in C where it is not.

difflib's SequenceMatcher (without autojunk, which would miss changes to frequent words) finds the
longest common run, then recurses on each side of it; on repetitive input ("a a a ..." against
"a b a b ...") that is about cubic: 2.6 s for two texts of 1,000 characters, hours for a pull
request rewriting a deck's texts so. Its steps are counted as it goes (each index of the first
sequence it scans, and each position of the second it visits there): past STEPS it is stopped and
the answer is rapidfuzz's shortest edit script instead (insertions and deletions, in C: a bit per
pair of elements, both in time and in memory). Ordinary texts and files take a small share of
STEPS and keep difflib's answer exactly; where both sides' remainders, after their common start
and end, are over MAX_CELLS pairs, that remainder is shown as replaced whole.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Hashable, Sequence
from difflib import SequenceMatcher

from rapidfuzz.distance import Indel

# A 1,000-character text rewritten from scratch takes difflib up to about 190,000 steps, one with
# thirty words changed about 65,000 (measured on the starter decks' words); a step costs about
# 65 ns in CPython, so an alignment stops after about 20 ms.
STEPS = 300_000
# The pairs of elements rapidfuzz aligns at most: its matrix holds a bit per pair (16 MB here,
# about 0.1 s); 11,000 lines against 11,000.
MAX_CELLS = 1 << 27

Opcode = tuple[str, int, int, int, int]


def opcodes(a: Sequence[Hashable], b: Sequence[Hashable]) -> list[Opcode]:
    """`a` turned into `b`, as SequenceMatcher.get_opcodes() puts it: (tag, a_start, a_end,
    b_start, b_end), tags "equal", "replace", "delete", "insert", never two unequal ones in a row."""
    try:
        return _Counted(a, b).get_opcodes()
    except _TooCostly:
        return _shortest(a, b)


class _TooCostly(Exception):
    pass


class _Counted(SequenceMatcher):
    """SequenceMatcher, stopped once its steps would pass STEPS."""

    def __init__(self, a: Sequence[Hashable], b: Sequence[Hashable]):
        self.steps_left = STEPS
        super().__init__(None, a, b, autojunk=False)

    def find_longest_match(self, alo=0, ahi=None, blo=0, bhi=None):
        ahi = len(self.a) if ahi is None else ahi
        bhi = len(self.b) if bhi is None else bhi
        a, positions, none = self.a, self.b2j, ()
        # difflib scans, for each index of a[alo:ahi], the positions of its element in b up to bhi.
        steps = ahi - alo
        for i in range(alo, ahi):
            steps += bisect_left(positions.get(a[i], none), bhi)
            if steps > self.steps_left:
                raise _TooCostly
        self.steps_left -= steps
        return super().find_longest_match(alo, ahi, blo, bhi)


def _shortest(a: Sequence[Hashable], b: Sequence[Hashable]) -> list[Opcode]:
    """A shortest edit script (rapidfuzz's), its adjacent insertions and deletions made one opcode."""
    start = 0
    while start < len(a) and start < len(b) and a[start] == b[start]:
        start += 1
    a_end, b_end = len(a), len(b)
    while a_end > start and b_end > start and a[a_end - 1] == b[b_end - 1]:
        a_end, b_end = a_end - 1, b_end - 1
    found: list[Opcode] = [("equal", 0, start, 0, start)] if start else []
    if (a_end - start) * (b_end - start) <= MAX_CELLS:
        numbers: dict[Hashable, int] = {}  # (each element a number of its own: rapidfuzz compares hashes)
        ours = [numbers.setdefault(item, len(numbers)) for item in a[start:a_end]]
        theirs = [numbers.setdefault(item, len(numbers)) for item in b[start:b_end]]
        for op in Indel.opcodes(ours, theirs):
            _add(found, op.tag, start + op.src_start, start + op.src_end, start + op.dest_start, start + op.dest_end)
    else:
        _add(found, "replace", start, a_end, start, b_end)
    _add(found, "equal", a_end, len(a), b_end, len(b))
    return found


def _add(found: list[Opcode], tag: str, a_start: int, a_end: int, b_start: int, b_end: int) -> None:
    if a_start == a_end and b_start == b_end:
        return
    if tag != "equal" and found and found[-1][0] != "equal":
        _, a_start, _, b_start, _ = found.pop()
    if tag != "equal":
        tag = "replace" if a_start < a_end and b_start < b_end else "delete" if a_start < a_end else "insert"
    found.append((tag, a_start, a_end, b_start, b_end))
