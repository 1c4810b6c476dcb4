"""A number in a cell formatted as a date that no date can be (1e20, past the year 9999), or a cell
holding a spreadsheet error (`#N/A`), is an error at that cell: both had been imported without a
word as the card's text (openpyxl puts the error value `#VALUE!` in place of such a date)."""

from __future__ import annotations

import datetime as dt
import zipfile

import openpyxl

SERIAL = "46023"  # 2026-01-01, as a date cell keeps it


def with_value(sheet, old: str, new: str) -> None:
    """The workbook with the worksheet's cell value `old` written `new` (as an editor's file may hold)."""
    with zipfile.ZipFile(sheet) as source:
        entries = {name: source.read(name) for name in source.namelist()}
    worksheet = "xl/worksheets/sheet1.xml"
    assert entries[worksheet].count(f"<v>{old}</v>".encode()) == 1
    entries[worksheet] = entries[worksheet].replace(f"<v>{old}</v>".encode(), f"<v>{new}</v>".encode())
    with zipfile.ZipFile(sheet, "w") as target:
        for name, data in entries.items():
            target.writestr(name, data)


def _exported_front_cell(cli, deck, sheet):
    """The deck exported to `sheet`: (its workbook, the second card's front cell, that card's id)."""
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    book = openpyxl.load_workbook(sheet)
    cards = book["cards"]
    front = [cell.value for cell in cards[1]].index("front")
    return book, cards.cell(row=3, column=front + 1), cards.cell(row=3, column=1).value


def test_a_date_cell_no_date_can_be_is_an_error_at_its_cell(make_deck, tmp_path, cli):
    deck = make_deck("knowledge")
    sheet = tmp_path / "deck.xlsx"
    book, cell, card_id = _exported_front_cell(cli, deck, sheet)
    cell.value = dt.datetime(2026, 1, 1)  # (formatted as a date)
    book.save(sheet)
    with_value(sheet, SERIAL, "1e20")
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1 and run.exception is None, run.stdout + run.stderr
    assert (f"deck.xlsx!{cell.coordinate}: error: card `{card_id}`: the cell is formatted as a date, but its number "
            "1e+20 is no date a spreadsheet can show") in run.stdout, run.stdout
    assert "[bad-cell]" in run.stdout and "hint: format the cell as text" in run.stdout
    assert "#VALUE!" not in (deck / "cards" / "cards.yaml").read_text(encoding="utf-8")


def test_a_cell_holding_a_spreadsheet_error_is_an_error_at_its_cell(make_deck, tmp_path, cli):
    """`<c t="e"><v>#N/A</v></c>` (a formula's error result, or one typed) had been imported as the
    text `#N/A`."""
    deck = make_deck("knowledge")
    sheet = tmp_path / "deck.xlsx"
    book, cell, card_id = _exported_front_cell(cli, deck, sheet)
    cell.value = "#DIV/0!"
    cell.data_type = "e"
    book.save(sheet)
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1 and run.exception is None, run.stdout + run.stderr
    assert (f"deck.xlsx!{cell.coordinate}: error: card `{card_id}`: the cell shows the spreadsheet error `#DIV/0!`, "
            "not a value [bad-cell]") in run.stdout, run.stdout
    assert "#DIV/0!" not in (deck / "cards" / "cards.yaml").read_text(encoding="utf-8")
