"""Fitting a text that may grow tells most texts at once that they take no step (`text._best_growth`
tests the smallest step's room before wrapping at any step): what it then sets is what trying the
steps one by one sets, in boxes a hair either side of what a text needs, and a text that does not
fit (one too long for its box, a word too wide for it) is never reported as fitting."""

from __future__ import annotations

import pytest
from grownlines import calmest, hyphenated, no_more_hyphens
from hypothesis import given, settings
from hypothesis import strategies as st

from deckctl.export.pdf import text
from deckctl.export.pdf.text import ASCENT, DESCENT, GROWN_FILL, MIN_READABLE, fit, line_width

SIZE = 10.0  # its steps: 11.5 and 13 pt
GROW = 1.3
SMALL, TOP = text._steps(SIZE, GROW)
HAIR = 1e-3  # pt


def _one_by_one(value, width, height, language, hyphenate=True):
    """The step `_best_growth` must take, without its shortcuts: each tried from the smallest, and
    the last one taken before the first refused, that hyphenates no more lines than the designed
    size does; a title alone that its designed size parts grows parted (`_parted_title_growth`)."""
    if language is not None and any(paragraph.whole_title for paragraph in text._paragraphs(value, "regular", language,
                                                                                             False)):
        parted = text._parted_title_growth(value, width, height, SIZE, "regular", 1.2, 0, language, hyphenate,
                                           (SMALL, TOP))
        if parted is not None:
            return parted
    taken = []
    for step in (SMALL, TOP):
        grown = text._grown(value, width, height, step, "regular", 1.2, 0, language, hyphenate)
        if grown is None:
            break
        taken.append(grown)
    if language is not None:  # (typeset: lines filled greedily are not held to the designed size's hyphens)
        as_designed = fit(value, width, height, SIZE, language=language, hyphenate=hyphenate)
        taken = no_more_hyphens(taken, as_designed if as_designed.ok and as_designed.size == SIZE else None, value)
    designed = text._grown(value, width, height, SIZE, "regular", 1.2, 0, language, hyphenate)
    return calmest(taken, designed, lambda grown: text._breaks_badly(grown, value, width, height, SIZE, "regular", 1.2,
                                                                     0, language, hyphenate))


def _one_line_box(value, size, width_share=1.0):
    """A box as wide as `value` on one line at `size` (times `width_share`), high enough for one
    line at `size` within the share of the box a grown text may fill, and not for two."""
    return line_width(value, "regular", size) * width_share, size * (ASCENT + DESCENT) / GROWN_FILL + HAIR


VALUE = "Which river flows through Vienna"


@pytest.mark.parametrize("language", [None, "en", "de"])
@pytest.mark.parametrize("change", [-HAIR, HAIR])
def test_a_text_just_too_long_for_the_smallest_step_takes_none(language, change):
    text.forget_texts()
    width, height = _one_line_box(VALUE, SMALL)
    width += change
    best = text._best_growth(VALUE, round(width, 3), round(height, 3), SIZE, "regular", 1.2, 0, GROW, language)
    assert best == _one_by_one(VALUE, round(width, 3), round(height, 3), language)
    result = fit(VALUE, width, height, SIZE, grow=GROW, language=language)
    if change < 0:  # a hair too narrow for one line at 11.5 pt: set as designed
        assert best is None and result.size == SIZE and result.ok and result.lines == (VALUE,)
    else:
        assert best is not None and result.size == SMALL and result.ok and result.lines == (VALUE,)


@pytest.mark.parametrize("language", [None, "en", "de"])
def test_the_words_alone_a_hair_wider_than_the_box_take_no_step(language):
    """The early test compares the words' widths without spaces (`ink`) with the lines the box
    has room for: a box a hair narrower than that is refused there, one a hair wider is wrapped."""
    text.forget_texts()
    ink = text._layout(VALUE, "regular")[1]
    height = SMALL * (ASCENT + DESCENT) / GROWN_FILL + HAIR
    for width in (ink * SMALL - HAIR, ink * SMALL + HAIR):
        best = text._best_growth(VALUE, round(width, 3), round(height, 3), SIZE, "regular", 1.2, 0, GROW, language)
        assert best is None and _one_by_one(VALUE, round(width, 3), round(height, 3), language) is None
        result = fit(VALUE, width, height, SIZE, grow=GROW, language=language)
        assert result.ok and result.size == SIZE and result.lines == (VALUE,)


WORD = "Donaudampfschifffahrtsgesellschaftskapitaenswitwe"


def test_a_word_too_wide_for_its_box_is_reported_at_the_smallest_size():
    width = line_width(WORD, "regular", MIN_READABLE) - HAIR
    for language in (None, "en", "de"):
        text.forget_texts()
        result = fit(f"Die {WORD}", width, 200.0, SIZE, grow=GROW, language=language, hyphenate=False)
        assert not result.ok and result.size == MIN_READABLE and result.needed == float("inf")


def test_a_text_that_fits_only_hyphenated_keeps_its_size_and_the_hyphen():
    value = "Von einem Komponisten"
    width = line_width("Komponisten", "regular", SIZE) * 0.75
    for height in (60.0, 200.0):  # five lines at the design size (not grown), or room to grow
        text.forget_texts()
        result = fit(value, width, height, SIZE, grow=GROW, language="de")
        # (grown, to 11.5 pt: `Kompo-` / `nisten` as at 10 pt; 13 pt needs `Kom-` / `ponis-` / `ten`)
        assert result.ok and result.size == (SIZE if height < 100 else SMALL), result
        assert hyphenated(result.lines, value) == 1, result
        if height > 100:
            top = text._grown(value, round(width, 3), height, TOP, "regular", 1.2, 0, "de", True)
            assert top is not None and hyphenated(top.lines, value) == 2
        best = text._best_growth(value, round(width, 3), height, SIZE, "regular", 1.2, 0, GROW, "de")
        assert best == _one_by_one(value, round(width, 3), height, "de")
    # not hyphenated (an answer), the word is wider than the box until the text shrinks
    unhyphenated = fit(value, width, 60.0, SIZE, grow=GROW, language="de", hyphenate=False)
    assert unhyphenated.size < SIZE and not any(line.endswith("-") for line in unhyphenated.lines)


word = st.sampled_from(["a", "of", "river", "Danube", "Donau\u00addampf\u00adschiff", "north-east", "and/or",
                        "Komponisten", "unquestionably", "WWWWWW", "iiii", "Zürich", "„Quoi“", "z.\u00a0B.", "54"])
texts = st.lists(word, min_size=1, max_size=25).map(" ".join)


@settings(max_examples=150, deadline=None)
@given(texts, st.floats(20, 200), st.floats(8, 120), st.sampled_from([None, "en", "de"]), st.booleans())
def test_growth_typeset_for_a_language_takes_the_step_trying_each_step_takes(value, width, height, language,
                                                                           hyphenate):
    width, height = round(width, 3), round(height, 3)
    text.forget_texts()
    best = text._best_growth(value, width, height, SIZE, "regular", 1.2, 0, GROW, language, hyphenate)
    assert best == _one_by_one(value, width, height, language, hyphenate)
