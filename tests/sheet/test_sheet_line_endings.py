"""CRLF line ends, in the deck (a Windows checkout with git's core.autocrlf) and in the sheet, are
imported as LF ones are."""

from __future__ import annotations

import csv
from pathlib import Path

import openpyxl
import pytest

from deckfactory import VALID_CARDS

MULTILINE = VALID_CARDS["knowledge"].replace("  back: Blue.\n", "  back: |-\n    Blue.\n    On a clear day.\n")


def _crlf(deck: Path) -> None:
    for path in [deck / "deck.yaml", *sorted((deck / "cards").glob("*.yaml"))]:
        path.write_bytes(path.read_bytes().replace(b"\n", b"\r\n"))


def _edit(sheet: Path, card_id: str, header: str, value: str) -> None:
    if sheet.suffix == ".xlsx":
        book = openpyxl.load_workbook(sheet)
        headers = [c.value for c in book["cards"][1]]
        row = next(r for r in book["cards"].iter_rows(min_row=2) if r[0].value == card_id)
        row[headers.index(header)].value = value
        book.save(sheet)
        return
    with sheet.open(encoding="utf-8-sig", newline="") as handle:
        rows = list(csv.reader(handle))
    next(r for r in rows if r[0] == card_id)[rows[0].index(header)] = value
    with sheet.open("w", encoding="utf-8-sig", newline="") as handle:
        csv.writer(handle, lineterminator="\r\n").writerows(rows)


@pytest.mark.parametrize("suffix", [".csv", ".xlsx"])
def test_a_crlf_deck_imports_like_an_lf_one(make_deck, tmp_path, cli, suffix):
    deck = make_deck("knowledge", MULTILINE)
    _crlf(deck)
    sheet = tmp_path / f"deck{suffix}"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    before = (deck / "cards" / "cards.yaml").read_bytes()
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0 and run.stdout == "" and "0 files written" in run.stderr
    _edit(sheet, "insect-legs", "back", "Three pairs, less one pair: two.")
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0, run.stdout
    after = (deck / "cards" / "cards.yaml").read_bytes()
    changed = [(a, b) for a, b in zip(before.split(b"\n"), after.split(b"\n")) if a != b]
    assert changed == [(b"  back: Three pairs, so two.\r", b"  back: 'Three pairs, less one pair: two.'\r")]
    assert after.count(b"\n") == after.count(b"\r\n") == before.count(b"\r\n")  # still CRLF throughout
    assert cli("validate", deck).exit_code == 0


def test_a_crlf_csv_with_line_breaks_in_cells_imports_like_an_lf_one(make_deck, tmp_path, cli):
    deck = make_deck("knowledge", MULTILINE)
    sheet = tmp_path / "deck.csv"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    data = sheet.read_bytes()
    assert b"Blue.\nOn a clear day." in data  # a line break in a cell, as spreadsheets write it
    # Converted whole, as git's core.autocrlf or an editor saving with Windows line ends does.
    sheet.write_bytes(data.replace(b"\r\n", b"\n").replace(b"\n", b"\r\n"))
    assert b"Blue.\r\nOn a clear day." in sheet.read_bytes()
    before = (deck / "cards" / "cards.yaml").read_bytes()
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0 and run.stdout == "" and "0 files written" in run.stderr
    assert (deck / "cards" / "cards.yaml").read_bytes() == before
    # An edited multi-line cell is written as LF lines in its block.
    _edit(sheet, "sky-colour", "back", "Blue.\r\nOn a clear day, at noon.")
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0, run.stdout
    assert b"  back: |-\n    Blue.\n    On a clear day, at noon.\n" in (deck / "cards" / "cards.yaml").read_bytes()


def test_a_card_file_saved_with_a_byte_order_mark_keeps_it(make_deck, tmp_path, cli):
    deck = make_deck("knowledge", MULTILINE)
    path = deck / "cards" / "cards.yaml"
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes().replace(b"\n", b"\r\n"))
    before = path.read_bytes()
    sheet = tmp_path / "deck.csv"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    _edit(sheet, "insect-legs", "back", "Two.")
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0, run.stdout
    assert path.read_bytes() == before.replace(b"  back: Three pairs, so two.\r\n", b"  back: Two.\r\n")
