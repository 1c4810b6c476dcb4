"""A card's drawing sets each text once: what a role's shared size (`roles._sizes`), a ruled row's
gap (`parts.rule_gap`) or lint asked of it first (`text.fitted_size`) is not worked out again when
the text is then set (`text.fit`), and is the same as working it out afresh."""

from __future__ import annotations

import pytest
from fitcases import FIT_ARGUMENTS, SIZE
from hypothesis import given, settings

from deckctl.export.pdf import linebreak, text
from deckctl.export.pdf.text import fit, fitted_size, line_width, text_height

QUESTION = "Which river flows through Vienna, Bratislava, Budapest and Belgrade before the Black Sea"
ANSWER = "Danube"


def _not_again(*args):
    pytest.fail("worked out again")


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("lines", [1, 2, 3])
def test_a_text_vouched_for_at_its_design_size_is_set_without_filling_its_lines_again(monkeypatch, language, lines):
    width = line_width(QUESTION, "regular", SIZE) / lines + 20.0
    height = text_height(lines, SIZE, SIZE * 1.2) + 1e-3
    text.forget_texts()
    fresh = fit(QUESTION, width, height, SIZE, language=language)
    text.forget_texts()
    assert fitted_size(QUESTION, width, height, SIZE, language=language) == SIZE
    monkeypatch.setattr(text, "_plain_at_size", _not_again)
    monkeypatch.setattr(linebreak, "greedy_will_do", _not_again)
    assert fit(QUESTION, width, height, SIZE, language=language) == fresh


def test_a_grown_text_is_set_at_the_growth_its_size_was_asked_at_without_deciding_it_again(monkeypatch):
    width, height = 120.0, 60.0
    text.forget_texts()
    fresh = fit(ANSWER, width, height, SIZE, grow=1.3, language="en", hyphenate=False)
    assert fresh.size > SIZE
    text.forget_texts()
    assert fitted_size(ANSWER, width, height, SIZE, grow=1.3, language="en", hyphenate=False) == fresh.size
    monkeypatch.setattr(text, "_grown", _not_again)
    monkeypatch.setattr(text, "_strands", _not_again)
    assert fit(ANSWER, width, height, SIZE, grow=1.3, language="en", hyphenate=False) == fresh


def test_what_is_kept_is_bounded_and_forgotten(monkeypatch):
    text.forget_texts()
    monkeypatch.setattr(text, "_TYPESET_KEPT", 3)
    for n in range(7):
        fitted_size(f"{QUESTION} {n}", 400.0, 200.0, SIZE, language="en")
        assert len(text._designed) <= 3
    text.forget_texts()
    assert text._designed == {} and text._best_growth.cache_info().currsize == 0




@settings(max_examples=150, deadline=None)
@given(*FIT_ARGUMENTS)
def test_asked_first_or_not_a_text_is_set_the_same(value, share, height, language, hyphenate, grow):
    width = max(line_width(value.replace("\n", " "), "regular", SIZE) * share, 1.0)
    text.forget_texts()
    fresh = fit(value, width, height, SIZE, grow=grow, language=language, hyphenate=hyphenate)
    text.forget_texts()
    fitted_size(value, width, height, SIZE, grow=grow, language=language, hyphenate=hyphenate)
    fitted_size(value, width, height, SIZE, language=language, hyphenate=hyphenate)  # (as a ruled row's gap asks)
    assert fit(value, width, height, SIZE, grow=grow, language=language, hyphenate=hyphenate) == fresh
