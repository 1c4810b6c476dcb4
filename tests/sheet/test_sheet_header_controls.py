"""A control character (or a text too long) in a sheet's header row is named as the column header
it is in: the header row is no card, and had been reported as `card `id`:`, the text of the `id`
column's header taken for the row's card id (deckctl/sheet/limits.py, `check_cells`)."""

from __future__ import annotations

import csv

import openpyxl

from deckctl.sheet import limits


def _exported(cli, make_deck, tmp_path, kind: str):
    deck = make_deck("knowledge")
    sheet = tmp_path / f"deck.{kind}"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    return deck, sheet


def _with_header(sheet, column: int, header: str) -> None:
    with sheet.open(encoding="utf-8-sig", newline="") as handle:
        rows = list(csv.reader(handle))
    rows[0][column] = header
    with sheet.open("w", encoding="utf-8", newline="") as handle:
        csv.writer(handle).writerows(rows)


def test_a_control_character_in_a_csv_header_names_the_column_header(cli, make_deck, tmp_path):
    deck, sheet = _exported(cli, make_deck, tmp_path, "csv")
    _with_header(sheet, 9, "notes\x1b[31m")
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1 and run.exception is None
    assert ("deck.csv:1:10: error: the column header `notes\\x1b[31m` holds the control character U+001B ESC, "
            "which no column header may contain [control-character]") in run.stdout
    assert "card `" not in run.stdout and "\x1b" not in run.stdout


def test_a_control_character_in_an_xlsx_header_names_the_column_header(cli, make_deck, tmp_path):
    deck, sheet = _exported(cli, make_deck, tmp_path, "xlsx")
    book = openpyxl.load_workbook(sheet)
    book["cards"]["A1"] = "id\x9b2J"
    book.save(sheet)
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1 and run.exception is None
    assert "deck.xlsx!A1: error: the column header `id\\x9b2J` holds the control character U+009B CSI" in run.stdout
    assert "card `" not in run.stdout


def test_a_header_too_long_names_the_column_header(cli, make_deck, tmp_path):
    deck, sheet = _exported(cli, make_deck, tmp_path, "csv")
    _with_header(sheet, 0, "i" * (limits.MAX_CELL_CHARS + 1))
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1 and run.exception is None
    assert "deck.csv:1:1: error: the column header holds more than 32,767 characters [cell-too-long]" in run.stdout
