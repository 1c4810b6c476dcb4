"""The work difflib's SequenceMatcher does, counted as it is done, for tests of bounded alignments.

Its find_longest_match scans each index of the first sequence's range and, for each, the positions
of that element in the second sequence up to the range's end: those scans are counted. On
repetitive input ("a a a ..." against "a b a b ...") they grow about as the cube of the length.
"""

from __future__ import annotations

import difflib
from bisect import bisect_left


def count_difflib_steps(monkeypatch) -> list[int]:
    """A one-item list holding the steps every SequenceMatcher has taken since this call."""
    steps = [0]
    original = difflib.SequenceMatcher.find_longest_match

    def counted(self, alo=0, ahi=None, blo=0, bhi=None):
        ahi = len(self.a) if ahi is None else ahi
        bhi = len(self.b) if bhi is None else bhi
        steps[0] += (ahi - alo) + sum(bisect_left(self.b2j.get(self.a[i], ()), bhi) for i in range(alo, ahi))
        return original(self, alo, ahi, blo, bhi)

    monkeypatch.setattr(difflib.SequenceMatcher, "find_longest_match", counted)
    return steps
