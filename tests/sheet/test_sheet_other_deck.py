"""A sheet exported from a deck of another game, imported: one error naming the deck it came from."""

from __future__ import annotations

import shutil

from deckfactory import DECKS


def test_a_sheet_of_another_games_deck_is_one_error_naming_that_deck(cli, tmp_path):
    """Not an `unknown-column` error for each column of the other game's (five, each listing this
    game's columns, and a hint to rename headers)."""
    sheet = tmp_path / "cards.csv"
    assert cli("export", "sheet", DECKS / "knowledge-starter", "-o", sheet).exit_code == 0
    other = tmp_path / "other"
    shutil.copytree(DECKS / "i-know-starter", other)
    run = cli("import", "sheet", sheet, other)
    assert run.exit_code == 1
    errors = [line for line in run.stdout.splitlines() if ": error: " in line]
    assert len(errors) == 1 and "[other-deck]" in errors[0], run.stdout
    assert "the sheet was exported from the deck `knowledge-starter`" in errors[0]
    assert "the folder whose deck.yaml says `id: knowledge-starter`" in run.stdout
