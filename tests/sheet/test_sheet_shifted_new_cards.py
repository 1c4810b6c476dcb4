"""A new card's row (an id the deck does not have yet) typed into a CSV in a text editor, with a
comma and a space typed into a text outside quotes: the text is split there, its tail lands in the
next cell and every later cell moves one column right. No card tells what the cells should hold,
and the row had been imported as typed, the front cut at the comma and its tail written as the
back (deckctl/sheet/shifted.py `new_row_split`). It is a `shifted-row` error at the cell starting
with the space, nothing written; a row typed with a space after every comma, and the split cell
put in quotes, import as before."""

from __future__ import annotations

import pytest
import yaml
from sheetbook import with_typed_row as _with_row

NEW = "sea-colour,colour,blue,The colour of a calm deep sea.,Blue.,Navy."


def _cards(deck) -> dict:
    return {c["id"]: c for c in yaml.safe_load((deck / "cards" / "cards.yaml").read_text(encoding="utf-8"))}


@pytest.mark.parametrize("line, column, message", [
    (NEW.replace("calm deep", "calm, deep"), "back",
     "the `back` cell (` deep sea.`) of this new card starts with a space after a comma: a comma typed outside "
     "quotes into the `front` cell (`The colour of a calm, deep sea.`) splits it there, and its tail lands in the "
     "next cell, every later cell one column right [shifted-row]"),
    (NEW.replace("Blue.,Navy.", "Blue, or navy."), "accept",
     "the `accept` cell (` or navy.`) of this new card starts with a space after a comma: a comma typed outside "
     "quotes into the `back` cell (`Blue, or navy.`) splits it there, and its tail lands in the next cell "
     "[shifted-row]"),
])
def test_a_comma_typed_into_a_new_cards_row_is_refused(cli, make_deck, tmp_path, line, column, message):
    deck, sheet, rows = _with_row(cli, make_deck, tmp_path, line)
    before = (deck / "cards" / "cards.yaml").read_bytes()
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1, run.stdout
    assert f"deck.csv:{len(rows) + 1}:{rows[0].index(column) + 1}: error: card `sea-colour`: {message}" in run.stdout
    assert f"hint: if the text belongs to the `{rows[0][rows[0].index(column) - 1]}` cell, put that whole cell in " \
           "double quotes" in run.stdout
    assert run.stdout.count("error:") == 1 and "Traceback" not in run.stdout + run.stderr
    assert (deck / "cards" / "cards.yaml").read_bytes() == before


@pytest.mark.parametrize("line, front, back, accept", [
    (NEW.replace("The colour of a calm deep sea.", '"The colour of a calm, deep sea."'),
     "The colour of a calm, deep sea.", "Blue.", ["Navy."]),
    (NEW.replace(",", ", "), "The colour of a calm deep sea.", "Blue.", ["Navy."]),  # (a space after every comma)
    (NEW.replace("Blue.,Navy.", "Blue,navy"), "The colour of a calm deep sea.", "Blue", ["navy"]),
])
def test_a_new_cards_row_without_a_lone_leading_space_imports(cli, make_deck, tmp_path, line, front, back, accept):
    """The last: a comma typed without a space cannot be told from two cells typed so (docs/sheets.md)."""
    deck, sheet, _ = _with_row(cli, make_deck, tmp_path, line)
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0, run.stdout
    card = _cards(deck)["sea-colour"]
    assert (card["front"], card["back"], card["accept"]) == (front, back, accept)
