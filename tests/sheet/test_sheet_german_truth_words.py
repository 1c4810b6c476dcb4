"""A CSV export writes a text a German spreadsheet reads as a truth value (`Wahr`, `falsch`, in
any case) with the apostrophe it writes before `true`, so that the round trip through a German
spreadsheet keeps the text: LibreOffice opening the CSV in German read `Wahr` as a truth value and
saved it as `TRUE` (its interface's word), which the import had written over the card
(deckctl/sheet/readings.py `TRUTH_VALUES`, cells.py `kept_as_text`)."""

from __future__ import annotations

import csv
import io
import shutil
import subprocess

import pytest
from sheetbook import knowledge_deck_with_backs

BACKS = {"grass-colour": "Wahr", "sky-colour": "falsch", "first-letters": "FALSCH", "last-letters": "wahr"}
GERMAN = "44,34,76,1,,1031"  # LibreOffice's CSV filter: comma, double quote, UTF-8, from row 1, German


def _deck(make_deck):
    return knowledge_deck_with_backs(make_deck, BACKS)


def _exported(cli, make_deck, tmp_path):
    deck = _deck(make_deck)
    sheet = tmp_path / "cards.csv"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    return deck, sheet


def test_german_truth_words_get_an_apostrophe_in_a_csv_and_come_back(cli, make_deck, tmp_path):
    deck, sheet = _exported(cli, make_deck, tmp_path)
    rows = list(csv.reader(io.StringIO(sheet.read_text(encoding="utf-8-sig"), newline="")))
    back = rows[0].index("back")
    assert {row[0]: row[back] for row in rows[1:] if row[0] in BACKS} == {
        card_id: "'" + text for card_id, text in BACKS.items()}
    before = (deck / "cards" / "cards.yaml").read_bytes()
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0 and run.stdout == "", run.stdout
    assert (deck / "cards" / "cards.yaml").read_bytes() == before


@pytest.fixture(scope="module")
def profile(tmp_path_factory):
    """LibreOffice's settings folder for this module's runs: made once, by the first."""
    return tmp_path_factory.mktemp("libreoffice-profile") / "profile"


@pytest.mark.skipif(shutil.which("soffice") is None, reason="LibreOffice is not installed (make test installs it)")
@pytest.mark.parametrize("to", ["csv", "xlsx"])
def test_a_csv_opened_in_german_libreoffice_comes_back(cli, make_deck, tmp_path, profile, to):
    """Opened with German as the language (the CSV filter's), saved as CSV or as XLSX."""
    deck, sheet = _exported(cli, make_deck, tmp_path)
    out = tmp_path / "saved"
    subprocess.run([shutil.which("soffice"), f"-env:UserInstallation=file://{profile}", "--headless",
                    f"--infilter=CSV:{GERMAN}", "--convert-to", "csv:Text - txt - csv (StarCalc):44,34,76" if to == "csv"
                    else "xlsx", "--outdir", str(out), str(sheet)], check=True, capture_output=True, timeout=180)
    before = (deck / "cards" / "cards.yaml").read_bytes()
    run = cli("import", "sheet", out / f"cards.{to}", deck, cwd=tmp_path)
    assert run.exit_code == 0 and run.stdout == "", run.stdout
    assert (deck / "cards" / "cards.yaml").read_bytes() == before
