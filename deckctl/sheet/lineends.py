"""Each line of a card file keeps its own line end when the import edits the file.

A file whose lines all end alike is written back with that line end (`merge._as_saved`). A file
that mixes CRLF and LF (lines pasted from another editor, a merge from a Windows checkout) is
edited as text whose lines end either way: the lines the edits do not touch must come back byte
for byte, and the lines they write take the line end of the lines they replace, or of their
neighbours where they replace none.
"""

from __future__ import annotations

from bisect import bisect_left
from collections import Counter
from difflib import SequenceMatcher

CRLF, LF = "\r\n", "\n"
# A stretch of lines without a line unique to it on both sides is diffed line by line (difflib,
# quadratic in the worst case) up to this many pairs of lines, else taken line for line.
_DIFFED_PAIRS = 40_000


def mixed(text: str) -> bool:
    """Do `text`'s lines end some with CRLF, some with LF?"""
    return 0 < text.count(CRLF) < text.count(LF)


def with_own_line_ends(old: str, new: str) -> str:
    """`new`, the edited text of the file whose text was `old` (either with any line ends), each of
    its lines ended as in `old`. A line of `old` that `new` keeps (matched as a diff matches lines,
    their ends aside) keeps its end; the lines written between two kept ones stand each for the
    old line in its place there and take its end, and those past them the end of the line above
    (below, at the top). A last line without an end stays so; a line after it takes the end of
    the line above that one."""
    was, ends = _lines(old)
    now, now_ends = _lines(new)
    counted = Counter(end for end in ends if end).most_common(1)
    usual = counted[0][0] if counted else LF
    kept = _matched(was, now)
    out = []
    previous_old, previous_new = -1, -1
    for old_index, new_index in [*kept, (len(was), len(now))]:
        for k, j in enumerate(range(previous_new + 1, new_index)):  # (the lines written between)
            stands_for = previous_old + 1 + k
            out.append(now[j] + (_end(ends, stands_for, usual) if stands_for < old_index
                                 else _around(ends, old_index, usual)) * bool(now_ends[j]))
        if new_index < len(now):
            out.append(now[new_index] + _end(ends, old_index, usual) * bool(now_ends[new_index]))
        previous_old, previous_new = old_index, new_index
    return "".join(out)


def _end(ends: list[str], index: int, usual: str) -> str:
    """The end of old line `index`; for the old last line without one (now followed by a line),
    the end of the line above it."""
    return ends[index] or _around(ends, index, usual)


def _around(ends: list[str], before: int, usual: str) -> str:
    """The end for a line added before old line `before`: the line above's (where that is the last
    line, without one, the end it now takes: the one above it), else the line below's, else the
    file's most usual one."""
    for index in (before - 1, before - 2, before):
        if 0 <= index < len(ends) and ends[index]:
            return ends[index]
    return usual


def _matched(was: list[str], now: list[str]) -> list[tuple[int, int]]:
    """The pairs (old line, new line) of the lines `now` keeps from `was`, in order: a patience
    diff (lines alike at both ends, then the lines found once on each side as anchors, and again
    between them), so that a file of thousands of cards costs about its length."""
    found: list[tuple[int, int]] = []
    stack = [(0, len(was), 0, len(now))]
    while stack:
        alo, ahi, blo, bhi = stack.pop()
        while alo < ahi and blo < bhi and was[alo] == now[blo]:
            found.append((alo, blo))
            alo, blo = alo + 1, blo + 1
        while alo < ahi and blo < bhi and was[ahi - 1] == now[bhi - 1]:
            ahi, bhi = ahi - 1, bhi - 1
            found.append((ahi, bhi))
        if alo == ahi or blo == bhi:
            continue
        anchors = _anchors(was, now, alo, ahi, blo, bhi)
        if anchors:
            found += anchors
            edges = [(alo - 1, blo - 1), *anchors, (ahi, bhi)]
            stack += [(a + 1, c, b + 1, d) for (a, b), (c, d) in zip(edges, edges[1:])]
        elif (ahi - alo) * (bhi - blo) <= _DIFFED_PAIRS:
            blocks = SequenceMatcher(None, was[alo:ahi], now[blo:bhi], autojunk=False).get_matching_blocks()
            found += [(alo + a + k, blo + b + k) for a, b, size in blocks for k in range(size)]
    return sorted(found)


def _anchors(was: list[str], now: list[str], alo: int, ahi: int, blo: int, bhi: int) -> list[tuple[int, int]]:
    """The longest run, in order on both sides, of the lines found exactly once in `was[alo:ahi]`
    and once in `now[blo:bhi]`."""
    counts: dict[str, list] = {}
    for i in range(alo, ahi):
        entry = counts.setdefault(was[i], [0, 0, i])
        entry[0] += 1
    for j in range(blo, bhi):
        entry = counts.get(now[j])
        if entry is not None:
            entry[1] += 1
            entry.append(j)
    pairs = sorted((entry[2], entry[3]) for entry in counts.values() if entry[0] == 1 and entry[1] == 1)
    # The longest increasing run of new positions (patience sorting).
    tails: list[int] = []  # the new position ending the best run of each length
    tail_pair: list[int] = []
    back: list[int] = []
    for index, (_, j) in enumerate(pairs):
        length = bisect_left(tails, j)
        if length == len(tails):
            tails.append(j)
            tail_pair.append(index)
        else:
            tails[length], tail_pair[length] = j, index
        back.append(tail_pair[length - 1] if length else -1)
    run, index = [], tail_pair[-1] if tail_pair else -1
    while index >= 0:
        run.append(pairs[index])
        index = back[index]
    return run[::-1]


def _lines(text: str) -> tuple[list[str], list[str]]:
    """`text`'s lines without their ends, and their ends (CRLF, LF, or "" for a last line without
    one). A CR alone stays in its line: no edit writes one."""
    parts = text.split(LF)
    lines, ends = [], []
    for part in parts[:-1]:
        crlf = part.endswith("\r")
        lines.append(part[:-1] if crlf else part)
        ends.append(CRLF if crlf else LF)
    if parts[-1]:
        lines.append(parts[-1])
        ends.append("")
    return lines, ends
