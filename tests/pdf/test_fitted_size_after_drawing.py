"""A text a card's drawing has typeset (`fit`) is not worked out again when lint then asks how large
it is set (`fitted_size`): the size is read back from what `_typeset` found, and is the one a
fresh `fitted_size` answers."""

from __future__ import annotations

import pytest
from fitcases import FIT_ARGUMENTS, SIZE
from hypothesis import given, settings

from deckctl.export.pdf import text
from deckctl.export.pdf.text import fit, fitted_size, line_width, text_height

QUESTION = "Welcher Komponist schrieb die Sinfonie Aus der Neuen Welt, uraufgeführt 1893 in New York?"


def _not_worked_out_again(*args):
    pytest.fail("fitted_size worked out a text the drawing had typeset")


@pytest.mark.parametrize("lines", [1, 2, 3, 5])
def test_the_size_of_a_drawn_text_is_read_back(monkeypatch, lines):
    width, height = 120.0, text_height(lines, SIZE, SIZE * 1.2) + 1e-3
    text.forget_texts()
    drawn = fit(QUESTION, width, height, SIZE, language="de")
    monkeypatch.setattr(text, "_fits_as_designed", _not_worked_out_again)
    monkeypatch.setattr(text, "_typeset_afresh", _not_worked_out_again)
    assert fitted_size(QUESTION, width, height, SIZE, language="de") == (drawn.size if drawn.ok else None)
    monkeypatch.undo()
    text.forget_texts()
    assert fitted_size(QUESTION, width, height, SIZE, language="de") == (drawn.size if drawn.ok else None)


def test_what_is_read_back_is_forgotten_with_the_texts_and_bounded(monkeypatch):
    text.forget_texts()
    monkeypatch.setattr(text, "_TYPESET_KEPT", 3)
    for n in range(7):
        fit(f"{QUESTION} {n}", 80.0, 200.0, SIZE, language="de")
        assert len(text._typeset_sizes) <= 3
    text.forget_texts()
    assert text._typeset_sizes == {}




@settings(max_examples=150, deadline=None)
@given(*FIT_ARGUMENTS)
def test_drawn_first_or_not_the_size_is_the_same(value, share, height, language, hyphenate, grow):
    width = max(line_width(value.replace("\n", " "), "regular", SIZE) * share, 1.0)
    text.forget_texts()
    fresh = fitted_size(value, width, height, SIZE, grow=grow, language=language, hyphenate=hyphenate)
    text.forget_texts()
    fit(value, width, height, SIZE, grow=grow, language=language, hyphenate=hyphenate)  # (the drawing)
    fit(value, width, height, SIZE, language=language, hyphenate=hyphenate)
    assert fitted_size(value, width, height, SIZE, grow=grow, language=language, hyphenate=hyphenate) == fresh
