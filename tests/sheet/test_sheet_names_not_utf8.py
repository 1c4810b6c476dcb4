"""A sheet whose file name is not UTF-8 (`s\\xff.csv`) is named in the sheet commands' messages as
every other command names such a file, the byte escaped (`s\\xff.csv`), never as Python holds it
(`s\\udcff.csv`): in each finding's place, in text and JSON, and in what stops the reading."""

from __future__ import annotations

import json
import os

import pytest

from deckfactory import edit_sheet_cells, write_deck


@pytest.fixture
def here(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write_deck(tmp_path / "decks", name="d")
    return tmp_path


def _said(result) -> str:
    shown = result.stdout + result.stderr
    assert result.exception is None, shown
    assert "\\udc" not in shown and "\udcff" not in shown, shown
    return shown


@pytest.mark.parametrize("kind", ["csv", "xlsx"])
def test_a_finding_in_the_sheet_names_it_escaped(cli, here, kind):
    sheet = os.fsdecode(b"s\xff." + kind.encode())
    assert cli("export", "sheet", "decks/d", "-o", sheet).exit_code == 0
    if kind == "csv":
        edit_sheet_cells(here / sheet, {("spider-legs", "value"): "two"})
        place = "s\\xff.csv:2:3: error"
    else:
        import openpyxl

        book = openpyxl.load_workbook(sheet)
        book.worksheets[0]["C2"] = "two"
        book.save(sheet)
        place = "s\\xff.xlsx!C2: error"
    result = cli("import", "sheet", sheet, "decks/d")
    assert result.exit_code == 1 and place in _said(result)
    result = cli("import", "sheet", sheet, "decks/d", "--format", "json")
    assert result.exit_code == 1
    assert json.loads(result.stdout)[0]["file"] in ("s\\xff.csv", "s\\xff.xlsx!C2")  # (a CSV's row and column apart)


def test_a_sheet_that_cannot_be_read_is_named_escaped(cli, here):
    (here / os.fsdecode(b"b\xff.xlsx")).write_bytes(b"not a zip")
    result = cli("import", "sheet", os.fsdecode(b"b\xff.xlsx"), "decks/d")
    assert result.exit_code == 1 and "b\\xff.xlsx: error: the file is not an XLSX workbook" in _said(result)
    os.mkfifo(os.fsdecode(b"p\xff.csv"))
    result = cli("import", "sheet", os.fsdecode(b"p\xff.csv"), "decks/d")
    assert result.exit_code == 1 and "p\\xff.csv: error: the file is not read: p\\xff.csv is a named pipe" in _said(result)


def test_a_sheet_that_cannot_be_written_is_named_escaped(cli, here):
    (here / os.fsdecode(b"f\xff.csv")).write_text("", encoding="utf-8")
    result = cli("export", "sheet", "decks/d", "-o", os.fsdecode(b"f\xff.csv/s.csv"))
    assert result.exit_code == 74 and "cannot read or write f\\xff.csv/s.csv" in _said(result)
