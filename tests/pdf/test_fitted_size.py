"""`text.fitted_size` (what lint and the sizes a role shares ask) answers as `fit` does, though a
text that certainly fits at its design size is not typeset (`text._fits_as_designed`): never for a
text that does not fit there, whether a hair too long for its box, a word too wide for it, kept
together by a no-break rule, or fitting only hyphenated."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from deckctl.export.pdf import text
from deckctl.export.pdf.text import fit, fitted_size, line_width, text_height, wrap

SIZE = 10.0
HAIR = 1e-3  # pt


def _as_fit(value, width, height, language="en", hyphenate=True, grow=1.0):
    found = fit(value, width, height, SIZE, grow=grow, language=language, hyphenate=hyphenate)
    return found.size if found.ok else None


def _lines_high(lines: int) -> float:
    return text_height(lines, SIZE, SIZE * 1.2) + HAIR


# Words too short to be hyphenated: only the spaces break.
SHORT_WORDS = "Which river flows past the old town and on to the sea"


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_text_a_hair_too_long_for_its_lines_is_not_taken_for_fitting(language):
    narrow, wide = 1.0, line_width(SHORT_WORDS, "regular", SIZE)  # the narrowest box of two lines, by bisection
    while wide - narrow > HAIR / 10:
        middle = (narrow + wide) / 2
        lines = wrap(SHORT_WORDS, "regular", SIZE, middle)
        narrow, wide = (narrow, middle) if lines is not None and len(lines) <= 2 else (middle, wide)
    for width, fits in ((wide + HAIR, True), (wide - HAIR, False)):
        text.forget_texts()
        assert text._fits_as_designed(SHORT_WORDS, round(width, 3), round(_lines_high(2), 3), SIZE, "regular", 1.2,
                                      language) is fits
        text.forget_texts()
        size = fitted_size(SHORT_WORDS, width, _lines_high(2), SIZE, language=language)
        assert size == _as_fit(SHORT_WORDS, width, _lines_high(2), language)
        assert (size == SIZE) is fits


def test_a_word_wider_than_its_box_does_not_fit():
    word = "Donaudampfschifffahrtsgesellschaftskapitaenswitwe"
    width = line_width(word, "regular", text.MIN_READABLE) - HAIR
    for grow in (1.0, 1.3):
        text.forget_texts()
        assert fitted_size(f"Die {word}", width, 300.0, SIZE, grow=grow, language="de", hyphenate=False) is None


def test_a_text_that_fits_only_hyphenated_is_typeset_and_keeps_its_size():
    value = "Von einem Komponisten"
    width = line_width("Komponisten", "regular", SIZE) * 0.75
    text.forget_texts()
    assert not text._fits_as_designed(value, round(width, 3), 300.0, SIZE, "regular", 1.2, "de")
    assert fitted_size(value, width, 300.0, SIZE, language="de") == SIZE == _as_fit(value, width, 300.0, "de")
    text.forget_texts()
    assert fitted_size(value, width, 300.0, SIZE, language="de", hyphenate=False) < SIZE


def test_a_space_a_rule_keeps_is_not_broken_to_make_a_text_fit():
    # Filled as far as each line goes, the lines break between `54` and its unit; the rule keeps
    # them together, which takes a third line the box does not have.
    value = "Die ganze Fläche misst 54 Quadratmeter und etwas."
    width = line_width("Die ganze Fläche misst 54", "regular", SIZE) + 0.5
    assert wrap(value, "regular", SIZE, width) == ["Die ganze Fläche misst 54", "Quadratmeter und etwas."]
    text.forget_texts()
    assert not text._fits_as_designed(value, round(width, 3), round(_lines_high(2), 3), SIZE, "regular", 1.2, "de")
    size = fitted_size(value, width, _lines_high(2), SIZE, language="de")
    assert size == _as_fit(value, width, _lines_high(2), "de") and size != SIZE


word = st.sampled_from(["a", "I", "of", "river", "Danube", "Donau\u00addampf\u00adschiff", "north-east", "and/or",
                        "X-15", "54", "Quadratmeter", "21.", "Juli", "\u201cDon", "Quixote\u201d", "New", "York",
                        "Komponisten", "unquestionably", "WWWWWW", "iiii", "Zürich", "z.\u00a0B.", "Wien.", "\n"])
texts = st.lists(word, min_size=1, max_size=25).map(" ".join)


@settings(max_examples=200, deadline=None)
@given(texts, st.floats(0.15, 1.1), st.one_of(st.integers(1, 5).map(_lines_high), st.floats(8, 120)),
       st.sampled_from(["en", "de", "fr", None]), st.booleans(), st.sampled_from([1.0, 1.3]))
def test_the_size_is_the_one_fit_sets(value, share, height, language, hyphenate, grow):
    width = max(line_width(value.replace("\n", " "), "regular", SIZE) * share, 1.0)
    text.forget_texts()  # (asked first, with nothing typeset before)
    size = fitted_size(value, width, height, SIZE, grow=grow, language=language, hyphenate=hyphenate)
    assert size == _as_fit(value, width, height, language, hyphenate, grow)
