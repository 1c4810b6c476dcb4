"""Fitting's shortcuts decide as the plain search does: over arbitrary texts and boxes, the size
`fit` picks is the one found by trying every size from the top, and a grown text's step the
largest one every smaller step also takes."""

from __future__ import annotations

import os

from hypothesis import given, settings
from hypothesis import strategies as st

from deckctl.export.pdf import text
from deckctl.export.pdf.text import MIN_READABLE, SIZE_STEP, fit, wrap

EXAMPLES = int(os.environ.get("DECKCTL_FUZZ_EXAMPLES", "150"))
SETTINGS = settings(max_examples=EXAMPLES, deadline=None)

# Words of the lengths cards have, with hyphens, slashes and soft hyphens to break at.
word = st.sampled_from(["a", "an", "of", "river", "Danube", "Donau\u00addampf\u00adschiff", "north-east",
                        "and/or", "Wissens-Spektrum", "WWWWWW", "iiii", "Zürich", "„Quoi“", "z.\u00a0B."])
texts = st.lists(word, min_size=1, max_size=40).map(" ".join)
boxes = st.tuples(st.floats(20, 260), st.floats(8, 140), st.sampled_from([7.5, 8.75, 10.0, 11.5, 12.5]))


def _plain_search(value, width, height, size, weight, leading=1.2):
    """(size, lines) of the first size from `size` down that wraps into the box, else None."""
    current = size
    while True:
        lines = wrap(value, weight, current, width)
        if lines is not None and text.text_height(len(lines), current, current * leading) <= height + 1e-6:
            return current, tuple(lines)
        if current <= MIN_READABLE + 1e-9:
            return None
        current = max(MIN_READABLE, current - SIZE_STEP)


@SETTINGS
@given(texts, boxes, st.sampled_from(["regular", "medium"]))
def test_fit_picks_the_size_the_plain_search_finds(value, box, weight):
    width, height, size = box
    text.forget_texts()
    result = fit(value, width, height, size, weight=weight)
    found = _plain_search(value, round(width, 3), round(height, 3), size, weight)
    if found is None:
        assert not result.ok and result.size == MIN_READABLE
        return
    assert result.ok and result.size == found[0]
    if len(result.lines) > 1 or len(found[1]) > 1:  # (one line may be measured as one piece of text)
        assert result.lines == found[1]


@SETTINGS
@given(texts, boxes, st.sampled_from([1.0, 1.15, 1.3, 2.0]))
def test_growth_takes_the_largest_step_that_every_smaller_step_takes(value, box, grow):
    width, height, size = (round(v, 3) for v in box)
    text.forget_texts()
    best = text._best_growth(value, width, height, size, "regular", 1.2, 0, grow)
    expected = None
    for step in text._steps(size, grow):  # one by one from the smallest, stopping at the first refusal
        grown = text._grown(value, width, height, step, "regular", 1.2, 0)
        if grown is None:
            break
        expected = grown
    assert best == expected
