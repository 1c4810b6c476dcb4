"""A CSV export writes a text a spreadsheet would read as a number, date, time or truth value, and
show otherwise, with the apostrophe an editor types before such a text (`'1,440`), which
LibreOffice keeps when it opens and saves the CSV and `import sheet` takes off; a whole number
every spreadsheet shows as written (`12`) is written as it is. An XLSX cell is text and needs none."""

from __future__ import annotations

import csv
import io

import openpyxl

from sheetbook import knowledge_deck_with_backs

BACKS = {"spider-legs": "1,440", "first-letters": "12", "sky-colour": "007", "insect-legs": "3 October",
         "grass-colour": "'90s", "last-letters": "true", "snow-colour": "0.75"}
CELLS = {"spider-legs": "'1,440", "first-letters": "12", "sky-colour": "'007", "insect-legs": "'3 October",
         "grass-colour": "''90s", "last-letters": "'true", "snow-colour": "'0.75"}


def _deck(make_deck):
    return knowledge_deck_with_backs(make_deck, BACKS, quoted=True)


def test_number_like_texts_get_an_apostrophe_in_a_csv_and_come_back(make_deck, tmp_path, cli):
    deck = _deck(make_deck)
    sheet = tmp_path / "cards.csv"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    rows = list(csv.reader(io.StringIO(sheet.read_text(encoding="utf-8-sig"), newline="")))
    back = rows[0].index("back")
    assert {row[0]: row[back] for row in rows[1:]} == CELLS
    before = (deck / "cards" / "cards.yaml").read_bytes()
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0 and run.stdout == "", run.stdout
    assert "0 files written" in run.stderr and (deck / "cards" / "cards.yaml").read_bytes() == before


def test_an_xlsx_holds_them_as_typed(make_deck, tmp_path, cli):
    deck = _deck(make_deck)
    sheet = tmp_path / "cards.xlsx"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    rows = list(openpyxl.load_workbook(sheet)["cards"].iter_rows(values_only=True))
    back = rows[0].index("back")
    assert {row[0]: row[back] for row in rows[1:]} == {**BACKS, "grass-colour": "''90s"}


def test_a_cell_of_a_sign_or_a_mark_alone_is_text(make_deck, tmp_path, cli):
    """A cell holding only `-`, `+`, `%`, `$` or ` % ` (an editor's "none") is read as the text it
    is: a sign with nothing after it had ended `import sheet` with an internal error (exit 70)."""
    deck = _deck(make_deck)
    sheet = tmp_path / "cards.csv"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    rows = list(csv.reader(io.StringIO(sheet.read_text(encoding="utf-8-sig"), newline="")))
    back, front = rows[0].index("back"), rows[0].index("front")
    marks = ["-", "+", "%", "$", " % "]
    for row, mark in zip(rows[1:], marks):
        row[back] = row[front] = mark
    with sheet.open("w", encoding="utf-8", newline="") as handle:
        csv.writer(handle).writerows(rows)
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exception is None and run.exit_code == 0, run.stdout + run.stderr
    import yaml

    cards = yaml.safe_load((deck / "cards" / "cards.yaml").read_text(encoding="utf-8"))
    assert [(card["front"], card["back"]) for card in cards[:len(marks)]] == [(m.strip(), m.strip()) for m in marks]
