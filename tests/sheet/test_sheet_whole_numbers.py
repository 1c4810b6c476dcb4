"""Whole numbers in sheet cells are read exactly, never through a float, and a number too long for
a card is a located error (309 nines overflowed a float: internal error)."""

from __future__ import annotations

import csv

import pytest

from deckctl.sheet.cells import CellError, from_cell
from deckctl.sheet.columns import Column
from deckctl.sheet.export import export_sheet

WHOLE = Column(("seed",), whole=True)


@pytest.mark.parametrize("text, number", [
    ("12345678901234567891", 12345678901234567891),  # (through a float: ...567168)
    ("-9007199254740993", -9007199254740993), ("007", 7), ("3.00", 3), ("+0", 0),
])
def test_a_whole_number_is_read_exactly(text, number):
    assert from_cell(text, WHOLE) == number


@pytest.mark.parametrize("column", [WHOLE, Column(("value",), whole=True, text=True)])
def test_a_number_too_long_for_a_card_is_refused(column):
    with pytest.raises(CellError, match="a number of 309 digits"):
        from_cell("9" * 309, column)


def test_309_nines_in_a_number_cards_value_are_a_located_error(make_deck, tmp_path, cli):
    deck = make_deck("knowledge")
    sheet = tmp_path / "deck.csv"
    export_sheet(deck, sheet)
    with sheet.open(encoding="utf-8-sig", newline="") as handle:
        rows = list(csv.reader(handle))
    value = rows[0].index("value")
    row = next(i for i, row in enumerate(rows) if row[0] == "spider-legs")
    rows[row][value] = "9" * 309
    with sheet.open("w", encoding="utf-8", newline="") as handle:
        csv.writer(handle).writerows(rows)
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exception is None and run.exit_code == 1, run.stderr[-400:]
    assert f"deck.csv:{row + 1}:{value + 1}: error: card `spider-legs`: `{'9' * 59}…` is a number of 309 digits" \
        in run.stdout
