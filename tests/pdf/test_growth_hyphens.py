"""A text grows only as far as it needs no more words hyphenated than its designed size does: a
step whose lines fit with every word whole is set so, and a step that still breaks more lines at
a hyphenation point is not taken (the largest step that needs no more is, else the designed
size). A word's own hyphen is no hyphenation point."""

from __future__ import annotations

import pytest
from grownlines import hyphenated  # (lines ending at a hyphenation point)
from test_growth import sizes  # ({a line of text: its size} in a PDF)

from deckctl.export.pdf import PdfOptions, export_pdf
from deckctl.export.pdf.linebreak import CENTRED
from deckctl.export.pdf.preview import card_pdf
from deckctl.export.pdf.text import fit, reach
from deckctl.lint import lint

# A Knowledge? question on a bridge card: its box in pt, designed at 11.25 pt (medium, centred);
# its steps are 13 pt (1.15) and 14.5 pt (1.3).
BOX = (138.493, 183.037)
DESIGN = 11.25


def grown(value: str, grow: float = 1.3):
    return fit(value, *BOX, DESIGN, weight="medium", grow=grow, language="de", hyphenate=CENTRED)


@pytest.mark.parametrize("value", [
    "Der Anfangsbuchstabe der Hauptstadt Griechenlands.",  # at 14.5 pt: `Der Anfangs-` / `buchstabe der`
    "Der Anfangsbuchstabe des Kontinents, auf dem Kenia liegt.",
])
def test_a_step_that_hyphenates_a_word_the_designed_size_keeps_whole_is_not_taken(value):
    designed = fit(value, *BOX, DESIGN, weight="medium", language="de", hyphenate=CENTRED)
    assert designed.size == DESIGN and hyphenated(designed.lines, value) == 0
    set_ = grown(value)
    assert set_.size == 13.0 and hyphenated(set_.lines, value) == 0  # 1.15: whole words
    # as the deck measures it: the step reached is 1.15
    assert reach(value, *BOX, DESIGN, "medium", grow=1.3, language="de", hyphenate=CENTRED) == 13.0 / DESIGN


@pytest.mark.parametrize("value, lines", [
    # typeset as evenly as it goes, 14.5 pt broke `Die Farbe des Gür-` / `tels, ...`
    ("Die Farbe des Gürtels, den Anfänger im Judo tragen.",
     ("Die Farbe des", "Gürtels, den", "Anfänger im", "Judo tragen.")),
    # ... and `ein gewöhn-` / `liches`, which the designed size breaks too
    ("Aus wie vielen Linien besteht ein gewöhnliches Notensystem?",
     ("Aus wie vielen", "Linien besteht", "ein gewöhnliches", "Notensystem?")),
])
def test_a_step_whose_lines_fit_with_every_word_whole_is_set_so(value, lines):
    set_ = grown(value)
    assert set_.size == 14.5 and set_.lines == lines
    assert reach(value, *BOX, DESIGN, "medium", grow=1.3, language="de", hyphenate=CENTRED) == 14.5 / DESIGN


def test_a_step_that_hyphenates_no_more_than_the_designed_size_is_taken():
    value = "Wo steht die Kraftfahrzeughaftpflichtversicherung?"  # too long to be whole at either size
    designed = fit(value, *BOX, DESIGN, weight="medium", language="de", hyphenate=CENTRED)
    assert hyphenated(designed.lines, value) == 1
    set_ = grown(value)
    assert set_.size == 14.5 and hyphenated(set_.lines, value) == 1


def test_hyphenated_lines_are_counted_not_only_whether_there_is_one():
    """One hyphenated line at the designed size allows one at a step, not two: 14.5 pt needs
    `Anfangs-` and `Relativitätstheo-`, 13 pt only `Relativi-`."""
    value = ("Der Anfangsbuchstabe des Nachnamens des Physikers, der 1915 die allgemeine "
             "Relativitätstheorie vorstellte.")
    designed = fit(value, *BOX, DESIGN, weight="medium", language="de", hyphenate=CENTRED)
    assert hyphenated(designed.lines, value) == 1
    set_ = grown(value)
    assert set_.size == 13.0 and hyphenated(set_.lines, value) == 1


def test_a_break_at_a_words_own_hyphen_keeps_the_step():
    """`Fußball-` / `Weltmeisterschaft` breaks where the word is written with a hyphen: no
    hyphenation point, and the text grows as far as it fits."""
    value = "Wer gewann die erste Fußball-Weltmeisterschaft der Frauen?"
    set_ = grown(value)
    assert set_.size == 14.5
    assert any(line.endswith("Fußball-") for line in set_.lines) and hyphenated(set_.lines, value) == 0


def questions(texts: list[str]) -> str:
    return "".join(f"- id: q{i}\n  category: letter\n  front: {text}\n  back: Weil.\n  value: A\n"
                   for i, text in enumerate(texts))


GERMAN = "format: 1\ngame: knowledge\nid: test-deck\ntitle: Testdeck\nlanguage: de\nversion: 1.0.0\n"
LONG_WORDS = [f"Der Anfangsbuchstabe der Hauptstadt {country}." for country in (
    "Griechenlands", "Deutschlands", "Frankreichs", "Österreichs", "Norwegens", "Schwedens")]


def test_a_decks_kind_grows_only_as_far_as_its_texts_need_no_hyphen(make_deck, load):
    """German Knowledge? questions on a bridge card: at 14.5 pt (1.3) each breaks
    `Anfangs-` / `buchstabe`, at 13 pt (1.15) none does; the deck prints them at 13 pt, whole, and
    a preview and lint agree."""
    deck = load(make_deck("knowledge", cards=questions(LONG_WORDS), manifest=GERMAN))
    options = PdfOptions(card_size="bridge")
    printed = sizes(export_pdf(deck, options))
    lines = [line for line in printed if line.startswith("Der Anfangs") or "buchstabe" in line]
    assert lines and all(not line.endswith("-") for line in lines)
    assert {printed[line] for line in lines} == {13.0}
    one = sizes(card_pdf(deck, "q0", options))
    assert one["Der Anfangsbuchstabe"] == 13.0
    assert [d for d in lint([deck]) if d.code in ("text-fits", "text-overflow")] == []
