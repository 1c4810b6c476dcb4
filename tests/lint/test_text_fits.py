"""text-fits on decks with errors: cards validate refuses are not laid out (and never crash the rule)."""

from __future__ import annotations

import json

from deckfactory import questions

LONG = "Which word " * 40 + "ends here?"


def test_a_card_in_an_area_its_deck_lacks_is_left_to_validate(cli, make_deck):
    cards = (
        "- id: elsewhere\n  area: geographie\n  questions:\n" + questions(6)
        + "- id: crowded\n  area: history\n  questions:\n"
        + f"    - {{question: {LONG}, answer: A}}\n" + questions(5)
    )
    deck = make_deck("wissens-spektrum", cards=cards)
    result = cli("lint", "--format", "json", deck)
    assert result.exit_code == 1, result.stderr  # not 70: no internal error
    found = {(d["code"], d["card_id"]) for d in json.loads(result.stdout)}
    assert ("unknown-area", "elsewhere") in found
    # the other card is still measured, and its overlong question reported
    assert ("text-fits", "crowded") in found
    assert not any(card == "elsewhere" for code, card in found if code == "text-fits")


def test_a_word_wider_than_its_row_is_reported_and_its_neighbours_are_not(cli, make_deck):
    """Answers are never hyphenated: one long word wider than its row at 7 pt does not fit. The
    rows share a size (and may grow), so the others are measured again at it: they still fit."""
    word = "Donaudampfschifffahrtsgesellschaftskapitaenswitwenrente"
    cards = ("- id: wide\n  area: history\n  questions:\n"
             f"    - {{question: Which word is this?, answer: {word}}}\n" + questions(5))
    deck = make_deck("wissens-spektrum", cards=cards)
    result = cli("lint", "--format", "json", deck)
    assert result.exit_code == 1, result.stderr
    fits = [d for d in json.loads(result.stdout) if d["code"] == "text-fits"]
    assert [(d["card_id"], d["line"]) for d in fits] == [("wide", 4)], fits
    assert "one word is wider than the box" in fits[0]["message"]


def test_a_catalog_that_does_not_read_is_not_measured_again_as_its_language(cli, make_deck):
    """The proof draws such a language in the source texts; text-fits has measured those already
    (validate reports the catalog), so a text that does not fit is reported once, not per catalog."""
    cards = "- id: crowded\n  area: history\n  questions:\n" + f"    - {{question: {LONG}, answer: A}}\n" + questions(5)
    deck = make_deck("wissens-spektrum", cards=cards)
    (deck / "locales").mkdir()
    (deck / "locales" / "de.po").write_text('msgid "unclosed\n')
    result = cli("lint", "--format", "json", deck)
    assert result.exit_code == 1, result.stderr
    fits = [d for d in json.loads(result.stdout) if d["code"] == "text-fits"]
    assert [d["card_id"] for d in fits] == ["crowded"], fits


def test_a_source_text_is_named_with_positions_from_1_as_catalogs_and_diff_name_it(cli, make_deck):
    """The first question is `questions/1/question` in a catalog's msgctxt, in `deckctl diff` and
    in docs/pdf.md's example: text-fits named it `questions/0/question` in the deck's own language."""
    cards = "- id: crowded\n  area: history\n  questions:\n" + f"    - {{question: {LONG}, answer: A}}\n" + questions(5)
    deck = make_deck("wissens-spektrum", cards=cards)
    result = cli("lint", "--format", "json", deck)
    fits = [d for d in json.loads(result.stdout) if d["code"] == "text-fits"]
    assert len(fits) == 1 and fits[0]["message"].endswith("[en, front, questions/1/question]"), fits
