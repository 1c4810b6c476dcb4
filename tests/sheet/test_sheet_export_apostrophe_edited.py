"""The apostrophe the CSV export writes before a text a spreadsheet would read as a date or number
(`'3 October`) is shown by a spreadsheet that opens the CSV as part of the text: an editor who adds
to the text keeps it (`'3 October, in Berlin`). The import takes it off, as it does from the
unedited cell, since the row's record says the export put it there; it had been written into the
card (`answer: '''3 October, in Berlin'`). An apostrophe the record does not account for stays."""

from __future__ import annotations

import shutil

import pytest
from deckfactory import DECKS, import_edited_sheet

from deckctl.validate.deck import load_deck

COLUMN = "questions/2/answer"


def _answer(deck, card_id: str) -> str:
    card = next(ref.card for ref in load_deck(deck).cards if ref.id == card_id)
    return card.questions[1].answer  # (the sheet's questions/2: its columns count from 1)


@pytest.fixture
def deck(tmp_path):
    copy = tmp_path / "decks" / "wissens-spektrum-starter"
    shutil.copytree(DECKS / "wissens-spektrum-starter", copy)
    assert _answer(copy, "german-history") == "3 October"
    return copy


@pytest.mark.parametrize("typed, written", [
    ("'3 October, in Berlin", "3 October, in Berlin"),  # (added to: the export's apostrophe goes)
    ("'3 October", "3 October"),  # (unedited)
    ("'3 October 1990", "3 October 1990"),  # (still a date: taken off as before)
    ("''3 October, in Berlin", "'3 October, in Berlin"),  # (one typed before it stays)
])
def test_the_exports_apostrophe_goes_when_the_text_is_edited(deck, tmp_path, cli, typed, written):
    result = import_edited_sheet(cli, deck, tmp_path, {("german-history", COLUMN): typed})
    assert result.exit_code == 0, result.stderr
    assert _answer(deck, "german-history") == written


def test_an_apostrophe_the_export_did_not_write_stays(deck, tmp_path, cli):
    """A text the export wrote without one (it reads as no date): an apostrophe typed before it is
    the editor's, kept as before."""
    before = next(ref.card for ref in load_deck(deck).cards if ref.id == "german-history").questions[0].answer
    result = import_edited_sheet(cli, deck, tmp_path, {("german-history", "questions/1/answer"): f"'{before}, or so"})
    assert result.exit_code == 0, result.stderr
    assert next(ref.card for ref in load_deck(deck).cards if ref.id == "german-history").questions[0].answer == \
        f"'{before}, or so"
