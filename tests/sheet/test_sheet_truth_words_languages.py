"""The truth words of every language deckctl knows are treated alike (deckctl/sheet/readings.py
`TRUTH_VALUES`): a CSV export writes a text a French, Spanish, Italian, Portuguese or Dutch
spreadsheet reads as a truth value (`Vrai`, `faux`, `Verdadero`, `Vero`, `Onwaar`...) with the
apostrophe `true` and `Wahr` get, and the import takes it off; a spreadsheet's truth value where
the card has such a word is `coerced-cell`, as one where it has `true` or `Wahr` is, and one where
the card has another text is `formatted-cell`. Before, only English and German words were
known: LibreOffice opening the export in French read `Vrai` as a truth value and saved it as
`TRUE`, which the import wrote over the card; an XLSX truth-value cell against `Vrai` was
`formatted-cell` where against `Wahr` it was `coerced-cell`."""

from __future__ import annotations

import csv
import io
import shutil
import subprocess

import pytest
from sheetbook import exported_book, knowledge_deck_with_backs

BACKS = {"spider-legs": "Vrai", "first-letters": "faux", "sky-colour": "Verdadero", "insect-legs": "Verdadeiro",
         "grass-colour": "Vero", "last-letters": "Onwaar", "snow-colour": "Falso"}
TRUE_WORDS = {"Vrai", "Verdadero", "Verdadeiro", "Vero"}


def _exported(cli, make_deck, tmp_path):
    deck = knowledge_deck_with_backs(make_deck, BACKS)
    sheet = tmp_path / "cards.csv"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    return deck, sheet


def test_truth_words_of_every_language_get_an_apostrophe_in_a_csv_and_come_back(cli, make_deck, tmp_path):
    deck, sheet = _exported(cli, make_deck, tmp_path)
    rows = list(csv.reader(io.StringIO(sheet.read_text(encoding="utf-8-sig"), newline="")))
    back = rows[0].index("back")
    assert {row[0]: row[back] for row in rows[1:]} == {card_id: "'" + text for card_id, text in BACKS.items()}
    before = (deck / "cards" / "cards.yaml").read_bytes()
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0 and run.stdout == "", run.stdout
    assert (deck / "cards" / "cards.yaml").read_bytes() == before


def test_an_xlsx_truth_value_is_coerced_where_the_card_has_a_truth_word_of_any_language(cli, make_deck, tmp_path):
    """Each back a truth-value cell of its word's value: `coerced-cell` at each, as for `true`; a
    truth value where the card has `Green.`, no truth word, stays `formatted-cell`."""
    deck = knowledge_deck_with_backs(make_deck, {**BACKS, "grass-colour": "Green."})
    book = exported_book(cli, deck, tmp_path)
    back = book.headers.index("back")
    for card_id, row in book.rows.items():
        row[back].value = BACKS[card_id] in TRUE_WORDS if card_id != "grass-colour" else True
    before = (deck / "cards" / "cards.yaml").read_bytes()
    run = cli("import", "sheet", book.save(), deck, cwd=tmp_path)
    assert run.exit_code == 1, run.stdout
    assert run.stdout.count("[coerced-cell]") == len(BACKS) - 1, run.stdout
    assert run.stdout.count("[formatted-cell]") == 1
    letter = "ABCDEFGHIJKL"[back]
    number = {card_id: row[0].row for card_id, row in book.rows.items()}
    assert (f"deck.xlsx!{letter}{number['spider-legs']}: error: card `spider-legs`: the cell holds `TRUE` where the "
            "card has `Vrai`: the spreadsheet read it as VRAI or FAUX [coerced-cell]") in run.stdout
    assert (f"deck.xlsx!{letter}{number['snow-colour']}: error: card `snow-colour`: the cell holds `FALSE` where the "
            "card has `Falso`: the spreadsheet read it as the truth value FALSO [coerced-cell]") in run.stdout
    assert f"deck.xlsx!{letter}{number['grass-colour']}: error: card `grass-colour`: the cell holds the truth " \
           "value `TRUE`" in run.stdout
    assert (deck / "cards" / "cards.yaml").read_bytes() == before


@pytest.fixture(scope="module")
def profile(tmp_path_factory):
    """LibreOffice's settings folder for this module's runs: made once, by the first."""
    return tmp_path_factory.mktemp("libreoffice-profile") / "profile"


@pytest.mark.skipif(shutil.which("soffice") is None, reason="LibreOffice is not installed (make test installs it)")
@pytest.mark.parametrize("language, to", [(1036, "csv"), (1036, "xlsx"), (1043, "csv")])
def test_a_csv_opened_in_a_french_or_dutch_libreoffice_comes_back(cli, make_deck, tmp_path, profile, language, to):
    """Opened with French (1036) or Dutch (1043) as the CSV filter's language, saved as CSV or XLSX."""
    deck, sheet = _exported(cli, make_deck, tmp_path)
    out = tmp_path / "saved"
    subprocess.run([shutil.which("soffice"), f"-env:UserInstallation=file://{profile}", "--headless",
                    f"--infilter=CSV:44,34,76,1,,{language}", "--convert-to",
                    "csv:Text - txt - csv (StarCalc):44,34,76" if to == "csv" else "xlsx", "--outdir", str(out),
                    str(sheet)], check=True, capture_output=True, timeout=180)
    before = (deck / "cards" / "cards.yaml").read_bytes()
    run = cli("import", "sheet", out / f"cards.{to}", deck, cwd=tmp_path)
    assert run.exit_code == 0 and run.stdout == "", run.stdout
    assert (deck / "cards" / "cards.yaml").read_bytes() == before
