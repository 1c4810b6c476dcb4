"""A sheet a program read as Latin-1 or Windows-1252 (LibreOffice converting deckctl's CSV on a
command line without `--infilter`, a spreadsheet told the wrong character set) has deckctl's
byte-order mark written into its first cell as `ï»¿` and every accented letter garbled (`é` as
`Ã©`): one `mis-encoded-sheet` error at that cell, saying why and how to open the file, and
nothing written. It had been `unknown-column` (`ï»¿id` is not a field), which hid the cause."""

from __future__ import annotations

import shutil
import subprocess

import pytest
from deckfactory import VALID_CARDS

SOFFICE = shutil.which("soffice")
CARDS = VALID_CARDS["knowledge"].replace("back: Blue.", "back: Bleu café.", 1)


def _refused(cli, deck, sheet, place: str) -> None:
    before = (deck / "cards" / "cards.yaml").read_bytes()
    result = cli("import", "sheet", sheet, deck)
    assert result.exit_code == 1, result.stderr
    assert result.stderr.strip() == "nothing written: fix the errors above and import again", result.stderr
    lines = result.stdout.splitlines()
    where, _, said = lines[0].partition(": error: ")
    assert where.endswith(place), result.stdout  # (the sheet named as given or from the working folder)
    assert said.startswith("the first cell begins with `ï»¿`: the program that saved the sheet read deckctl's "
                           "CSV (UTF-8) as Latin-1 or Windows-1252"), result.stdout
    assert lines[0].endswith("[mis-encoded-sheet]") and "Character set" in lines[1], result.stdout
    assert len(lines) == 2, result.stdout  # (the one cause, not a column's error)  # (the one cause, not a column's error)
    assert (deck / "cards" / "cards.yaml").read_bytes() == before


def test_a_csv_read_as_latin_1_and_saved_again_is_refused_at_its_first_cell(cli, make_deck, tmp_path):
    deck = make_deck("knowledge", CARDS)
    sheet = tmp_path / "deck.csv"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    sheet.write_bytes(sheet.read_bytes().decode("latin-1").encode("utf-8"))  # (what such a program saves)
    assert "Bleu cafÃ©." in sheet.read_text(encoding="utf-8")
    _refused(cli, deck, sheet, "deck.csv:1:1")


def test_a_csv_exported_as_is_still_imports(cli, make_deck, tmp_path):
    deck = make_deck("knowledge", CARDS)
    sheet = tmp_path / "deck.csv"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    result = cli("import", "sheet", sheet, deck)
    assert result.exit_code == 0 and "mis-encoded-sheet" not in result.stderr, result.stderr


@pytest.mark.skipif(SOFFICE is None, reason="LibreOffice is not installed (make test installs it)")
def test_libreoffice_converting_the_csv_without_its_character_set_is_refused(cli, make_deck, tmp_path):
    deck = make_deck("knowledge", CARDS)
    sheet = tmp_path / "deck.csv"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    subprocess.run([SOFFICE, f"-env:UserInstallation=file://{tmp_path / 'profile'}", "--headless",
                    "--convert-to", "xlsx", "--outdir", str(tmp_path), str(sheet)],
                   check=True, capture_output=True, timeout=180)
    _refused(cli, deck, tmp_path / "deck.xlsx", "deck.xlsx!A1")
