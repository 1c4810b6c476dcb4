"""A value typed right of a sheet's last column is refused at that column's header, as an XLSX's
column without a header is, rather than dropped with nothing said: the edit it holds would have
been lost (deckctl/sheet/csvfile.py `read_csv`). A spreadsheet writes every row of a CSV, the
header too, as long as the longest; a row longer than its CSV header, typed so by hand, is refused
at that row (`long-row`, tests/sheet/test_sheet_long_rows.py)."""

from __future__ import annotations

import csv

import openpyxl
import pytest


def _exported(cli, make_deck, tmp_path, kind: str):
    deck = make_deck("knowledge")
    sheet = tmp_path / f"deck.{kind}"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    return deck, sheet


@pytest.mark.parametrize("kind", ["csv", "xlsx"])
def test_a_value_right_of_the_last_column_is_refused_at_its_column(cli, make_deck, tmp_path, kind):
    deck, sheet = _exported(cli, make_deck, tmp_path, kind)
    if kind == "csv":
        with sheet.open(encoding="utf-8-sig", newline="") as handle:
            rows = list(csv.reader(handle))
        width = len(rows[0])
        rows[2] += ["", "The back, typed one column too far."]
        rows = [row + [""] * (width + 2 - len(row)) for row in rows]  # as a spreadsheet saves it
        with sheet.open("w", encoding="utf-8", newline="") as handle:
            csv.writer(handle).writerows(rows)
        place = f"deck.csv:1:{width + 2}"
    else:
        book = openpyxl.load_workbook(sheet)
        width = book["cards"].max_column
        book["cards"].cell(row=3, column=width + 2).value = "The back, typed one column too far."
        book.save(sheet)
        place = f"deck.xlsx!{openpyxl.utils.get_column_letter(width + 2)}1"
    before = (deck / "cards" / "cards.yaml").read_bytes()
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1
    assert f"{place}: error: this column holds values but has no header [unknown-column]" in run.stdout
    assert (deck / "cards" / "cards.yaml").read_bytes() == before


def test_empty_cells_right_of_the_last_column_are_no_column(cli, make_deck, tmp_path):
    """Trailing separators (`a,b,,,`, as a spreadsheet saves every row, the header too, where a
    cell right of the last column was once used) add nothing."""
    deck, sheet = _exported(cli, make_deck, tmp_path, "csv")
    with sheet.open(encoding="utf-8-sig", newline="") as handle:
        rows = list(csv.reader(handle))
    rows = [row + ["", "", ""] for row in rows]
    with sheet.open("w", encoding="utf-8", newline="") as handle:
        csv.writer(handle).writerows(rows)
    before = (deck / "cards" / "cards.yaml").read_bytes()
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0 and run.stdout == "", run.stdout
    assert (deck / "cards" / "cards.yaml").read_bytes() == before
