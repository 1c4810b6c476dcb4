"""A carriage return alone (CR, as spreadsheets on classic Mac OS ended lines) is a line break in
a sheet, as the CSV reader takes it between rows and YAML takes it in a file: no card text holds a
CR, so none is lost."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import openpyxl
import pytest

from deckfactory import VALID_CARDS

BLOCK = VALID_CARDS["knowledge"].replace("  back: Blue.\n", "  back: |\n    Blue.\n    On a clear day.\n")


def _exported(make_deck, tmp_path, cli, suffix: str) -> tuple[Path, Path]:
    deck = make_deck("knowledge", BLOCK)
    sheet = tmp_path / f"cards{suffix}"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    return deck, sheet


def _csv_with_cr_line_ends(sheet: Path, delimiter: str, back: str) -> None:
    """The sheet as a CSV whose every line break, between rows and inside cells, is a lone CR."""
    rows = list(csv.reader(io.StringIO(sheet.read_text(encoding="utf-8-sig"), newline="")))
    next(r for r in rows if r[0] == "sky-colour")[rows[0].index("back")] = back
    out = io.StringIO(newline="")
    csv.writer(out, delimiter=delimiter, lineterminator="\r\n").writerows(rows)  # (quotes cells with line breaks)
    sheet.write_bytes(out.getvalue().replace("\r\n", "\r").replace("\n", "\r").encode("utf-8"))


def test_a_lone_cr_in_an_xlsx_cell_is_a_line_break(make_deck, tmp_path, cli):
    deck, sheet = _exported(make_deck, tmp_path, cli, ".xlsx")
    book = openpyxl.load_workbook(sheet)
    rows = book["cards"]
    headers = [c.value for c in rows[1]]
    next(r for r in rows.iter_rows(min_row=2) if r[0].value == "sky-colour")[headers.index("back")].value = \
        "first\rsecond"
    book.save(sheet)
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0, run.stdout
    assert "  back: |\n    first\n    second\n" in (deck / "cards" / "cards.yaml").read_text(encoding="utf-8")


@pytest.mark.parametrize("delimiter", [",", ";"])
def test_a_csv_with_cr_line_ends_imports_like_an_lf_one(make_deck, tmp_path, cli, delimiter):
    deck, sheet = _exported(make_deck, tmp_path, cli, ".csv")
    # Commas enough that the file holds more of them than semicolons: the header line alone decides.
    back = "Blue, or grey" + ", or grey" * 30 + ".\nOn a clear day.\n"
    _csv_with_cr_line_ends(sheet, delimiter, back)
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0, run.stdout
    text = (deck / "cards" / "cards.yaml").read_text(encoding="utf-8")
    assert f"  back: |\n    {back.replace(chr(10), chr(10) + '    ')}".rstrip(" ") in text


def test_a_byte_not_utf8_in_a_cr_csv_that_cannot_be_split_is_placed_at_its_line(make_deck, tmp_path):
    from deckctl.sheet.export import export_sheet
    from deckctl.sheet.merge import merge_sheet

    deck = make_deck("knowledge")  # (no line break in a cell: each row one line)
    sheet = tmp_path / "cards.csv"
    export_sheet(deck, sheet)
    lines = sheet.read_bytes().split(b"\r\n")
    lines[4] = b'"' + lines[4][:3] + b"\xe9" + lines[4][3:]  # an open quote, and a Latin-1 letter
    sheet.write_bytes(b"\r".join(lines))
    errors = [d for d in merge_sheet(sheet, deck).diagnostics if d.is_error]
    assert [(d.code, d.line, d.col) for d in errors] == [("not-utf8", 5, 5)]
