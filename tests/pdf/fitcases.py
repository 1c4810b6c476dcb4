"""Texts and boxes to typeset, drawn by hypothesis: the cases the tests of asking a text's size
before or after setting it share (test_fit_work_once.py, test_fitted_size_after_drawing.py)."""

from __future__ import annotations

from hypothesis import strategies as st

from deckctl.export.pdf.text import text_height

SIZE = 10.0
WORD = st.sampled_from(["a", "of", "river", "Donau\u00addampf\u00adschiff", "north-east", "and/or", "54",
                        "Quadratmeter", "21.", "Juli", "\u201cDon", "Quixote\u201d", "Komponisten", "WWWWWW",
                        "z.\u00a0B.", "Wien.", "\n"])
# (text, its box's width as a share of its one-line width, the box's height, language, hyphenate, grow)
FIT_ARGUMENTS = (st.lists(WORD, min_size=1, max_size=25).map(" ".join), st.floats(0.15, 1.1),
                 st.one_of(st.integers(1, 5).map(lambda n: text_height(n, SIZE, SIZE * 1.2) + 1e-3),
                           st.floats(8, 120)),
                 st.sampled_from(["en", "de"]), st.booleans(), st.sampled_from([1.0, 1.3]))
