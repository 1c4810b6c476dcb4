"""Excel's separator line: a CSV whose first line is `sep=;` (`sep=,`, `sep=` and a tab), which
users add so that Excel opens a semicolon CSV in columns, imports as the same CSV without it
(deckctl/sheet/csvfile.py); the old code read it as the header, an unknown column `sep=`. One that
names another separator than the header's, or holds anything else, is one error at line 1 with
a hint. Rows are counted under it, as Excel shows them (the header is row 1). Export writes none."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from deckfactory import VALID_CARDS

BOM = "\ufeff"


def _snapshot(deck: Path) -> dict[str, bytes]:
    return {str(p.relative_to(deck)): p.read_bytes() for p in sorted(deck.rglob("*")) if p.is_file()}


def _exported(cli, make_deck, tmp_path) -> tuple[Path, Path, list[list[str]]]:
    deck = make_deck("knowledge", VALID_CARDS["knowledge"])
    sheet = tmp_path / "cards.csv"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    rows = list(csv.reader(io.StringIO(sheet.read_text(encoding="utf-8-sig"), newline="")))
    return deck, sheet, rows


def _written(sheet: Path, rows: list[list[str]], separator: str, first_line: str | None, bom: bool = True) -> None:
    out = io.StringIO(newline="")
    csv.writer(out, delimiter=separator, lineterminator="\r\n").writerows(rows)
    head = "" if first_line is None else first_line + "\r\n"
    sheet.write_bytes(((BOM if bom else "") + head + out.getvalue()).encode("utf-8"))


def test_export_writes_no_separator_line(cli, make_deck, tmp_path):
    _, sheet, _ = _exported(cli, make_deck, tmp_path)
    assert sheet.read_bytes().startswith(b"\xef\xbb\xbfid,category,")


@pytest.mark.parametrize("separator, first_line, bom", [
    (",", "sep=,", True), (";", "sep=;", True), (";", "sep=;", False), ("\t", "sep=\t", True), (";", "SEP=;", True)])
def test_an_unchanged_export_with_a_separator_line_imports_with_nothing_written(
        cli, make_deck, tmp_path, separator, first_line, bom):
    deck, sheet, rows = _exported(cli, make_deck, tmp_path)
    before = _snapshot(deck)
    _written(sheet, rows, separator, first_line, bom)
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0 and run.exception is None, run.stdout + run.stderr
    assert "0 cards changed, 0 added" in run.stderr and "0 files written" in run.stderr, run.stderr
    assert _snapshot(deck) == before


def test_an_edit_under_a_separator_line_is_written_as_without_it(cli, make_deck, tmp_path):
    deck, sheet, rows = _exported(cli, make_deck, tmp_path)
    back = rows[0].index("back")
    row = next(r for r in rows if r[0] == "sky-colour")
    row[back] = "Blue; or azure."
    _written(sheet, rows, ";", "sep=;")
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0, run.stdout + run.stderr
    text = (deck / "cards" / "cards.yaml").read_text(encoding="utf-8")
    assert "back: 'Blue; or azure.'" in text or 'back: "Blue; or azure."' in text or "back: Blue; or azure." in text
    assert "sep" not in text


def test_rows_are_counted_under_the_separator_line_as_excel_shows_them(make_deck, tmp_path):
    from deckctl.sheet.export import export_sheet
    from deckctl.sheet.merge import merge_sheet

    deck = make_deck("knowledge", VALID_CARDS["knowledge"])
    sheet = tmp_path / "cards.csv"
    export_sheet(deck, sheet)
    rows = list(csv.reader(io.StringIO(sheet.read_text(encoding="utf-8-sig"), newline="")))
    rows[2][rows[0].index("value")] = "99"  # no value a card may have
    found = {}
    for first_line in (None, "sep=;"):
        _written(sheet, rows, ";", first_line)
        found[first_line] = [(d.code, d.line, d.col) for d in merge_sheet(sheet, deck).diagnostics if d.is_error]
    assert found["sep=;"] == found[None] and found[None] and found[None][0][1:] == (3, rows[0].index("value") + 1)


@pytest.mark.parametrize("separator, first_line, words", [
    (",", "sep=;", "names the semicolon as the separator, but the header under it is separated by commas"),
    (";", "sep=,", "names the comma as the separator, but the header under it is separated by semicolons"),
    (";", "sep=\t", "names the tab as the separator, but the header under it is separated by semicolons"),
    (",", "sep=|", "names a separator deckctl does not read"),
    (",", "sep=", "names no separator"),
    (",", "sep=, ", "holds more than the comma after `sep=`"),
    (",", "sep=,,", "holds more than the comma after `sep=`"),
    (",", '"sep=,"', "is in quotes"),
    ("\t", "sep=\\t", "holds `\\t`, two characters"),
])
def test_a_wrong_separator_line_is_one_error_at_line_1(cli, make_deck, tmp_path, separator, first_line, words):
    deck, sheet, rows = _exported(cli, make_deck, tmp_path)
    before = _snapshot(deck)
    _written(sheet, rows, separator, first_line)
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1 and run.exception is None, run.stdout + run.stderr
    errors = [line for line in run.stdout.splitlines() if ": error: " in line]
    assert len(errors) == 1 and errors[0].startswith("cards.csv:1:1: error: the first line"), run.stdout
    assert words in errors[0] and errors[0].endswith("[bad-separator-line]"), errors[0]
    assert "hint: " in run.stdout and "delete" in run.stdout and "unknown-column" not in run.stdout
    assert _snapshot(deck) == before


def test_a_file_of_only_a_separator_line_is_empty(cli, make_deck, tmp_path):
    deck = make_deck("knowledge", VALID_CARDS["knowledge"])
    sheet = tmp_path / "cards.csv"
    sheet.write_bytes(b"sep=;\r\n")
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1 and run.exception is None
    assert "cards.csv:1:1: error: the file holds only the separator line `sep=;`" in run.stdout, run.stdout
