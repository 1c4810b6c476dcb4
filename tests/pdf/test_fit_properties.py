"""Fitting's shortcuts decide as the plain search does: over arbitrary texts and boxes, the size
`fit` picks is the one found by trying every size it may shrink to from the top, and a grown text's step the
largest one every smaller step also takes."""

from __future__ import annotations

import os

from grownlines import largest_unstranded
from hypothesis import example, given, settings
from hypothesis import strategies as st

from deckctl.export.pdf import text
from deckctl.export.pdf.text import MIN_READABLE, fit, shrink_steps, wrap

EXAMPLES = int(os.environ.get("DECKCTL_FUZZ_EXAMPLES", "150"))
SETTINGS = settings(max_examples=EXAMPLES, deadline=None)

# Words of the lengths cards have, with hyphens, slashes and soft hyphens to break at.
word = st.sampled_from(["a", "an", "of", "river", "Danube", "Donau\u00addampf\u00adschiff", "north-east",
                        "and/or", "Wissens-Spektrum", "WWWWWW", "iiii", "Zürich", "„Quoi“", "z.\u00a0B."])
texts = st.lists(word, min_size=1, max_size=40).map(" ".join)
boxes = st.tuples(st.floats(20, 260), st.floats(8, 140), st.sampled_from([7.5, 8.75, 10.0, 11.5, 12.5]))


def _plain_search(value, width, height, size, weight, leading=1.2):
    """(size, lines) of the first of the sizes from `size` down that wraps into the box, else None."""
    for current in shrink_steps(size, MIN_READABLE):
        lines = wrap(value, weight, current, width)
        if lines is not None and text.text_height(len(lines), current, current * leading) <= height + 1e-6:
            return current, tuple(lines)
    return None


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
    taken = []
    for step in text._steps(size, grow):  # one by one from the smallest, stopping at the first refusal
        grown = text._grown(value, width, height, step, "regular", 1.2, 0)
        if grown is None:
            break
        taken.append(grown)
    assert best == largest_unstranded(taken, text._grown(value, width, height, size, "regular", 1.2, 0))


# Plain texts (`text._is_plain`): words parted by spaces only, sometimes several, or another space
# that is not a no-break one (an em space), which the shortcut measures instead of adding up.
plain_word = st.sampled_from(["a", "an", "of", "river", "Danube", "WWWWWW", "iiii", "Zürich", "„Quoi“",
                              "Donaudampfschifffahrt", "Ωμέγα", "Ёлка", "?"])
gaps = st.sampled_from([" ", " ", " ", "  ", "\u2003"])
plain_texts = st.lists(st.tuples(plain_word, gaps), min_size=1, max_size=30).map(
    lambda parts: "".join(w + g for w, g in parts).rstrip(" "))


def _search_from_scratch(value, width, height, size, min_size, weight, leading=1.2, max_lines=0):
    return text._search(value, text._layout(value, weight), width, height, size, min_size, weight, leading,
                        max_lines)


# Heights anywhere, or within a hair of what 1 to 4 lines need (the `+ 1e-6` the search allows).
heights = st.one_of(st.floats(8, 140).map(lambda h: round(h, 3)),
                    st.tuples(st.integers(1, 4), st.sampled_from([-2e-6, -1e-6, -5e-7, 0.0, 5e-7, 1e-6, 2e-6])))


@SETTINGS
@given(plain_texts, st.floats(0.15, 1.1), heights, st.sampled_from([7.5, 8.75, 11.5]),
       st.sampled_from(["regular", "medium"]), st.sampled_from([0, 1, 2, 3]), st.sampled_from([MIN_READABLE, 7.0]))
# (two lines a hair within the box: the lines it holds were worked out one short, so the search
# gave the size up untried where the shortcut set it on two lines)
@example("a a", 1.0, (2, -1e-6), 7.5, "regular", 0, MIN_READABLE)
def test_a_plain_text_at_its_design_size_is_set_as_the_search_sets_it(value, share, height, size, weight, max_lines,
                                                                       min_size):
    """Boxes from a sixth of the text's own width to a little more than all of it: where one
    line, a few or none will do, and where the lines allowed or the height decide."""
    text.forget_texts()
    width = round(text._string_width(value, weight) * size * share, 3)
    if isinstance(height, tuple):
        lines, off = height
        height = text.text_height(lines, size, size * 1.2) + off
    assert text._is_plain(value)
    words = value.split()
    widths = text._word_widths(words, weight)
    shortcut = text._plain_at_size(value, words, widths, sum(widths, 0.0), width, height, size, min_size, weight,
                                   1.2, max_lines)
    searched = _search_from_scratch(value, width, height, size, min_size, weight, max_lines=max_lines)
    assert shortcut is None or shortcut == searched
    assert text._fit(value, width, height, size, min_size, weight, 1.2, max_lines) == searched


@SETTINGS
@given(plain_texts, st.sampled_from(["regular", "medium", "bold"]), st.sampled_from([6.0, 8.75, 11.5]),
       st.integers(-30, 30))
def test_one_line_is_decided_as_measuring_the_whole_text_decides(value, weight, size, steps):
    """At and around the width of the whole text (within rounding, where adding up the words'
    widths cannot decide, and beyond, where it does), the shortcut sets the text as the search
    does, which measures the whole text."""
    text.forget_texts()
    width = text._string_width(value, weight) * size * (1 + steps * 1e-10)
    words = value.split()
    widths = text._word_widths(words, weight)
    shortcut = text._plain_at_size(value, words, widths, sum(widths, 0.0), width, 200.0, size, MIN_READABLE, weight,
                                   1.2, 0)
    assert shortcut is None or shortcut == _search_from_scratch(value, width, 200.0, size, MIN_READABLE, weight)


@SETTINGS
@given(texts, st.floats(0.15, 1.1), heights, st.sampled_from([7.5, 8.75, 11.5]), st.sampled_from(["regular", "bold"]))
def test_fit_picks_the_size_the_plain_search_finds_in_boxes_near_the_texts_width(value, share, height, size, weight):
    """As above, in boxes from a sixth of the text's own width to a little more: where lines are
    full, so that a size is skipped only if its lines cannot hold the words and the spaces they
    must hold (all but one a line)."""
    text.forget_texts()
    width = round(text._string_width(value.replace("\u00ad", ""), weight) * size * share, 3)
    if isinstance(height, tuple):
        lines, off = height
        height = round(text.text_height(lines, size, size * 1.2) + off, 6)
    result = fit(value, width, height, size, weight=weight)
    found = _plain_search(value, width, round(height, 3), size, weight)
    if found is None:
        assert not result.ok and result.size == MIN_READABLE
    else:
        assert result.ok and result.size == found[0]
