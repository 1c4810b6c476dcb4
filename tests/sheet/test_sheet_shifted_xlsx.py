"""The shifted-row check is a CSV's only (deckctl/sheet/shifted.py `shifted`: `if not
table.separator`). An XLSX cell is never split by a separator typed into it, and each value stands
under the header the editor sees it under, so an XLSX row holding a card's values one column right
of their own is the editor's edit, imported as the sheet shows it; the same cells in a CSV are a
comma typed outside quotes, refused. Without the exemption the XLSX row was refused as shifted-row,
its message naming a separator the XLSX does not have."""

from __future__ import annotations

import shutil
import subprocess

import openpyxl
import pytest
import yaml
from deckfactory import VALID_CARDS
from sheetbook import excel_short_csv

SOFFICE = shutil.which("soffice")
CARDS = VALID_CARDS["knowledge"].replace(
    "  value: blue\n", "  value: blue\n  tags: [sky]\n  source: https://example.org/sky\n", 1)


@pytest.mark.skipif(SOFFICE is None, reason="LibreOffice is not installed (make test installs it)")
def test_cells_shifted_right_in_an_xlsx_are_an_edit_where_a_csv_is_refused(cli, make_deck, tmp_path):
    deck = make_deck("knowledge", CARDS)
    sheet = tmp_path / "deck.csv"
    rows = excel_short_csv(cli, deck, sheet)  # (no exported-from: the rows merge two ways)
    before = (deck / "cards" / "cards.yaml").read_bytes()
    # LibreOffice opens the CSV (UTF-8, comma-separated) and saves it as XLSX, as an editor does.
    subprocess.run([SOFFICE, f"-env:UserInstallation=file://{tmp_path / 'profile'}", "--headless",
                    "--infilter=CSV:44,34,76,1", "--convert-to", "xlsx", "--outdir", str(tmp_path), str(sheet)],
                   check=True, capture_output=True, timeout=180)
    book = openpyxl.load_workbook(tmp_path / "deck.xlsx")
    cells = next(row for row in book.active.iter_rows(min_row=2) if row[0].value == "sky-colour")
    back = rows[0].index("back")
    shown = [cell.value for cell in cells]
    assert shown[back:] == ["Blue.", None, None, "sky", "https://example.org/sky", None]
    # Insert Cells > Shift cells right at the back, and a new back typed: the old one goes to
    # `accept`, the tags to `source`, the source to `notes`, every value under the header shown.
    for cell, value in zip(cells[back:], ["Azure.", *shown[back:-1]]):
        cell.value = value
    book.save(tmp_path / "deck.xlsx")
    run = cli("import", "sheet", tmp_path / "deck.xlsx", deck, cwd=tmp_path)
    assert run.exit_code == 0 and "shifted-row" not in run.stdout, run.stdout
    card = {c["id"]: c for c in yaml.safe_load((deck / "cards" / "cards.yaml").read_text(encoding="utf-8"))}[
        "sky-colour"]
    assert (card["back"], card["accept"], card["source"], card["notes"]) == (
        "Azure.", ["Blue."], "sky", "https://example.org/sky")
    assert "tags" not in card
    # The same cells in the CSV, `Azure.,` typed before the back in a text editor: refused.
    (deck / "cards" / "cards.yaml").write_bytes(before)
    text = sheet.read_bytes().decode("utf-8-sig")
    assert text.count(",Blue.,") == 1
    sheet.write_bytes(("\ufeff" + text.replace(",Blue.,", ",Azure.,Blue.,")).encode("utf-8"))
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1 and run.stdout.count("error:") == 1, run.stdout
    assert "card `sky-colour`: the row holds the card's values right of their own columns (`back` in `accept`, " \
           "`tags` in `source`, `source` in `notes`)" in run.stdout and "[shifted-row]" in run.stdout
    assert (deck / "cards" / "cards.yaml").read_bytes() == before
