"""A deck's full CSV export (every column, `exported-from` last) with a comma typed outside quotes
into a card's front, then converted to XLSX by LibreOffice (`soffice --headless
--infilter=CSV:44,34,76,1 --convert-to xlsx`): the split row has one cell more than the header,
its record lands in column M, which has no header. The import had refused it only as `M1: this
column holds values but has no header [unknown-column]`, naming no split. It is a `shifted-row`
error at the cell starting with a space, naming the text joined again and the CSV the XLSX was made
from, nothing written; a value typed by hand past the last header (no space after a text) keeps
the `unknown-column` error (deckctl/sheet/shifted.py `converted_split`)."""

from __future__ import annotations

import shutil
import subprocess

import openpyxl
import pytest

SOFFICE = shutil.which("soffice")


def _converted(cli, make_deck, tmp_path, edit):
    deck = make_deck("knowledge")
    sheet = tmp_path / "deck.csv"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    text = sheet.read_bytes().decode("utf-8-sig")
    sheet.write_bytes(("\ufeff" + edit(text)).encode("utf-8"))
    subprocess.run([SOFFICE, f"-env:UserInstallation=file://{tmp_path / 'profile'}", "--headless",
                    "--infilter=CSV:44,34,76,1", "--convert-to", "xlsx", "--outdir", str(tmp_path), str(sheet)],
                   check=True, capture_output=True, timeout=180)
    return deck, tmp_path / "deck.xlsx"


@pytest.mark.skipif(SOFFICE is None, reason="LibreOffice is not installed (make test installs it)")
def test_a_split_csv_converted_to_xlsx_names_the_split(cli, make_deck, tmp_path):
    def split(text):
        assert text.count(",The colour of a clear daytime sky.,") == 1  # (the cell, not the record)
        return text.replace(",The colour of a clear daytime sky.,", ",The colour of a clear, daytime sky.,")
    deck, xlsx = _converted(cli, make_deck, tmp_path, split)
    before = (deck / "cards" / "cards.yaml").read_bytes()
    cells = next(r for r in openpyxl.load_workbook(xlsx).active.iter_rows(values_only=True) if r[0] == "sky-colour")
    assert cells[3:5] == ("The colour of a clear", " daytime sky.") and cells[12]  # (as LibreOffice wrote it)
    run = cli("import", "sheet", xlsx, deck, cwd=tmp_path)
    assert run.exit_code == 1, run.stdout
    assert ("deck.xlsx!E4: error: card `sky-colour`: the row has one cell more than the header row, a value in the "
            "column past its last header, and the `back` cell (` daytime sky.`) starts with a space: a comma typed "
            "outside quotes into the `front` cell (`The colour of a clear, daytime sky.`) of the CSV this XLSX was "
            "made from likely split it there, and moved every later cell one column right [shifted-row]") in run.stdout
    assert ("hint: fix the CSV (put the whole `front` cell in double quotes: \"...\") and convert it again, or fix the "
            "cells in the XLSX (join the two cells, then move the later ones back one column left)") in run.stdout
    assert run.stdout.count("error:") == 1 and "unknown-column" not in run.stdout
    assert "Traceback" not in run.stdout + run.stderr
    assert (deck / "cards" / "cards.yaml").read_bytes() == before


@pytest.mark.skipif(SOFFICE is None, reason="LibreOffice is not installed (make test installs it)")
def test_a_value_past_the_last_header_without_the_space_stays_unknown_column(cli, make_deck, tmp_path):
    def typed(text):
        assert text.count("a clear daytime sky.,Blue.,") == 1
        return text.replace("a clear daytime sky.,Blue.,", "a clear daytime sky.,Blue.,Azure.,")
    deck, xlsx = _converted(cli, make_deck, tmp_path, typed)
    before = (deck / "cards" / "cards.yaml").read_bytes()
    run = cli("import", "sheet", xlsx, deck, cwd=tmp_path)
    assert run.exit_code == 1, run.stdout
    assert "deck.xlsx!M1: error: this column holds values but has no header [unknown-column]" in run.stdout
    assert "shifted-row" not in run.stdout
    assert (deck / "cards" / "cards.yaml").read_bytes() == before
