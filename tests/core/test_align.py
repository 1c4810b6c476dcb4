"""deckctl.core.align: difflib's opcodes where they are cheap, a shortest edit script in C where
difflib's work would pass its budget (repetitive input), the remainder replaced whole past
MAX_CELLS."""

from __future__ import annotations

import random
import re
from difflib import SequenceMatcher

from difflibsteps import count_difflib_steps
from rapidfuzz.distance import LCSseq

from deckctl.core import align


def _words(text: str) -> list[str]:
    return re.findall(r"\s+|\S+", text)


def _check_script(a, b, ops) -> int:
    """That `ops` turns a into b, as get_opcodes() would shape it; the elements it keeps."""
    at_a = at_b = kept = 0
    for before, after in zip(ops, ops[1:]):
        assert "equal" in (before[0], after[0]), ops  # (unequal runs are one opcode)
    for tag, a_start, a_end, b_start, b_end in ops:
        assert (a_start, b_start) == (at_a, at_b) and (a_start < a_end or b_start < b_end), ops
        if tag == "equal":
            assert a[a_start:a_end] == b[b_start:b_end]
            kept += a_end - a_start
        else:
            assert tag == {(True, True): "replace", (True, False): "delete", (False, True): "insert"}[
                (a_start < a_end, b_start < b_end)]
        at_a, at_b = a_end, b_end
    assert (at_a, at_b) == (len(a), len(b))
    return kept


def test_ordinary_texts_keep_difflibs_answer():
    rng = random.Random(7)
    pairs = [("The colour of a clear sky.", "The colour of a clear daytime sky."),
             ("the cat the dog", "the dog"),  # (two shortest scripts: difflib's is kept)
             ("Blue.", "Blue like the <sea>."), ("", "new"), ("old", "")]
    words = "the a colour of sky sea blue red white snow coal capital city river".split()
    for _ in range(300):
        old = [rng.choice(words) for _ in range(rng.randrange(1, 170))]
        new = [rng.choice(words) if rng.random() < 0.1 else word for word in old]
        pairs.append((" ".join(old), " ".join(new)))
    for old, new in pairs:
        a, b = _words(old), _words(new)
        assert align.opcodes(a, b) == SequenceMatcher(None, a, b, autojunk=False).get_opcodes()


def test_a_repetitive_pair_is_a_shortest_script_within_difflibs_budget(monkeypatch):
    steps = count_difflib_steps(monkeypatch)
    a, b = _words(("a " * 500)[:999]), _words(("a b " * 250)[:999])  # (difflib alone: 47 million steps)
    ops = align.opcodes(a, b)
    assert steps[0] <= align.STEPS
    assert _check_script(a, b, ops) == LCSseq.similarity(a, b)


def test_past_max_cells_the_middle_is_replaced_whole(monkeypatch):
    monkeypatch.setattr(align, "STEPS", 0)
    lines = [f"line {n}" for n in range(10)]
    a, b = lines[:3] + ["x", "y", "z"] + lines[3:], lines[:3] + ["z", "y"] + lines[3:]
    assert _check_script(a, b, align.opcodes(a, b)) == 11  # (a shortest script: y or z kept)
    monkeypatch.setattr(align, "MAX_CELLS", 5)  # (the middle, past the common start and end: x y z against z y)
    assert align.opcodes(a, b) == [("equal", 0, 3, 0, 3), ("replace", 3, 6, 3, 5), ("equal", 6, 13, 5, 12)]
