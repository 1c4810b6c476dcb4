"""Exported sheets opened and saved by a real spreadsheet program (LibreOffice, headless): no
deck text becomes a formula, and the saved sheet imports back to the same cards."""

from __future__ import annotations

import shutil
import subprocess

import openpyxl
import pytest
from deckfactory import DECKS

SOFFICE = shutil.which("soffice")
pytestmark = pytest.mark.skipif(SOFFICE is None, reason="LibreOffice is not installed (make test installs it)")

HOSTILE = {"japan-flag-disc": '=HYPERLINK("http://evil.example";"click")'}


def libreoffice(source, out_dir, to: str, infilter: str = "") -> None:
    profile = out_dir / "profile"  # its own settings folder: nothing shared with another run
    command = [SOFFICE, f"-env:UserInstallation=file://{profile}", "--headless", "--convert-to", to,
               "--outdir", str(out_dir), str(source)]
    if infilter:
        command.insert(3, f"--infilter={infilter}")
    subprocess.run(command, check=True, capture_output=True, timeout=180)


@pytest.fixture
def deck(tmp_path):
    deck = tmp_path / "deck"
    shutil.copytree(DECKS / "knowledge-starter", deck)
    shutil.rmtree(deck / "locales")
    colour = deck / "cards" / "colour.yaml"
    text = colour.read_text(encoding="utf-8")
    text = text.replace("front: The colour of the disc on the flag of Japan.",
                        "front: '=HYPERLINK(\"http://evil.example\";\"click\")'", 1)
    colour.write_text(text, encoding="utf-8")
    return deck


def formulas_and_texts(path) -> tuple[list[str], list[str]]:
    book = openpyxl.load_workbook(path)
    cells = [cell for sheet in book.worksheets for row in sheet.iter_rows() for cell in row]
    return ([c.coordinate for c in cells if c.data_type == "f"],
            [c.value for c in cells if isinstance(c.value, str)])


@pytest.mark.parametrize("kind", ["csv", "xlsx"])
def test_no_deck_text_becomes_a_formula_and_the_saved_sheet_imports_back(cli, deck, tmp_path, kind):
    exported = tmp_path / f"cards.{kind}"
    assert cli("export", "sheet", deck, "-o", exported).exit_code == 0
    saved = tmp_path / "saved"
    # CSV opened with formulas evaluated (the last option), as a user opening it would see it.
    libreoffice(exported, saved, "xlsx", "CSV:44,34,76,1,,0,false,false,false,false,false,true" if kind == "csv" else "")
    formulas, texts = formulas_and_texts(saved / "cards.xlsx")
    assert formulas == []
    assert "'" + HOSTILE["japan-flag-disc"] in texts  # shown as the text it is
    before = {p.name: p.read_bytes() for p in (deck / "cards").glob("*.yaml")}
    run = cli("import", "sheet", saved / "cards.xlsx", deck)
    assert run.exit_code == 0, run.stdout + run.stderr
    assert {p.name: p.read_bytes() for p in (deck / "cards").glob("*.yaml")} == before
