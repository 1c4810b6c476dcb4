"""Cells a spreadsheet rewrote (`1.10` read as 1.1) are refused at the cell, never written over a
card (deckctl/sheet/coercion.py)."""

from __future__ import annotations

import csv
import datetime as dt
from pathlib import Path

import openpyxl
import pytest

from deckfactory import VALID_CARDS
from deckctl.sheet.coercion import TRUTH_LANGUAGES, coercion

# (the card's text, the cell as read back, what the spreadsheet did)
COERCED = [
    ("1.10", "1.1", "dropped its trailing zeros"),
    ("1.10", 1.1, "dropped its trailing zeros"),
    ("1.10", "1,1", "dropped its trailing zeros"),  # LibreOffice in a locale with a decimal comma
    ("2.500", "2.5", "dropped its trailing zeros"),
    ("007", "7", "dropped its leading zeros"),
    ("007", 7, "dropped its leading zeros"),
    ("0100", 100.0, "dropped its leading zeros"),
    ("1.10", "01.10.2026", "as a date"),  # German Excel: the first of October
    ("1.10", dt.datetime(2026, 10, 1), "as a date"),
    ("3.5", "03.05.26", "as a date"),
    ("2026-10-01", "10/01/26", "as a date"),  # LibreOffice (en-US) saving a CSV
    ("2026-10-01", "01.10.2026", "as a date"),
    ("01.10.2026", "2026-10-01", "as a date"),
    ("01.10.2026", dt.datetime(2026, 10, 1), "as a date"),
    ("2026-10-01", 46296, "serial number"),  # the date's format lost
    ("1/2", "01/02/26", "as a date"),
    ("1/2", dt.datetime(2026, 1, 2), "as a date"),
    ("3-4", "4-Mar", "as a date"),
    ("3-4", "4. Mär", "as a date"),
    ("12:30", "12:30:00 PM", "as a time"),
    ("12:30", dt.time(12, 30), "as a time"),
    ("12345678901234567890", "1.23456789012346E+019", "scientific notation"),  # LibreOffice
    ("12345678901234567890", "1.23457E+19", "scientific notation"),  # Excel
    ("12345678901234567890", 1.2345678901234567e19, "scientific notation"),
    ("1,000", "1000", "dropped its thousands separators"),
    ("1,000", 1000, "dropped its thousands separators"),
    ("1.000.000", "1000000", "dropped its thousands separators"),
    ("1 000", "1000", "dropped its thousands separators"),
    ("1,5", "1.5", "decimal comma"),
    ("50%", 0.5, "as a number"),
    ("+5", "5", "as a number"),
    ("1e3", "1000", "as a number"),
    ("true", "TRUE", "TRUE or FALSE"),
    # Shown in the format the spreadsheet recognised in the text (LibreOffice, en-US): its symbols
    # kept, two decimals, a minus sign for a negative.
    ("1e3", "1.00E+03", "as a number"),
    ("5e-3", "5.00E-03", "as a number"),
    ("5e-3", "0.005", "as a number"),
    ("(5)", "-5", "as a number"),
    ("5-", "-5", "as a number"),
    ("$5", "$5.00", "as a number"),
    ("$1000", "$1,000.00", "as a number"),
    ("($5)", "-$5.00", "as a number"),
    ("12.345%", "12.35%", "as a number"),
    ("Jan 5", "01/05/26", "as a date"),
    ("Jan 5", dt.datetime(2026, 1, 5), "as a date"),
    ("January 2026", "01/01/26", "as a date"),
    ("12:30:45.5", "12:30:45.50", "as a time"),
    ("12:30:45.123", "12:30:45.12", "as a time"),
    ("12:30:45.5", dt.time(12, 30, 45, 500000), "as a time"),
    ("1:2:3", "01:02:03 AM", "as a time"),
    ("25:00", "25:00:00", "as a time"),
    ("2026-01-05 10:00", "2026-01-05 10:00:00", "date and time"),
    ("2026-01-05 10:00", dt.datetime(2026, 1, 5, 10, 0), "date and time"),
    ("false", False, "TRUE or FALSE"),
    ("Wahr", "WAHR", "WAHR or FALSCH"),  # German Excel or LibreOffice saving a CSV
    ("falsch", "FALSCH", "WAHR or FALSCH"),
    # LibreOffice reading a CSV in German saves a truth value in its interface's words.
    ("Wahr", "TRUE", "WAHR or FALSCH, and saved it as TRUE"),
    ("true", "WAHR", "TRUE or FALSE, and saved it as WAHR"),
    # An XLSX truth-value cell, which a German spreadsheet shows as WAHR (imported as TRUE).
    ("Wahr", True, "WAHR or FALSCH"),
    ("falsch", False, "WAHR or FALSCH"),
    ("WAHR", True, "WAHR or FALSCH"),
    # French, Spanish, Italian, Portuguese, Dutch: each spreadsheet reads its own words.
    ("Vrai", "VRAI", "VRAI or FAUX"),  # French Excel saving a CSV
    ("Vrai", "TRUE", "VRAI or FAUX, and saved it as TRUE"),  # LibreOffice reading a CSV in French
    ("Vrai", True, "VRAI or FAUX"),
    ("Onwaar", False, "WAAR or ONWAAR"),
    ("Verdadero", "VERDADERO", "VERDADERO or FALSO"),
    ("Falso", "FALSE", "the truth value FALSO, and saved it as FALSE"),  # (Spanish, Italian, Portuguese)
    ("vero", True, "VERO or FALSO"),
]

# (the card's text, the cell): edits, the text itself, or cells the spreadsheet kept as text.
NOT_COERCED = [
    ("1.10", "1.10"),
    ("1.10", "  1.10 "),
    ("1.10", "1.2"),
    ("1.10", 1.2),
    ("007", "008"),
    ("007", "'7"),  # typed with an apostrophe: meant as text
    ("1.5", "1.50"),  # no spreadsheet adds zeros of its own
    ("5", "+5"),
    ("1000", "1,000"),
    ("1.10", "02.10.2026"),
    ("2026-10-01", "10/02/26"),
    ("2026-10-01", dt.datetime(2026, 10, 1)),  # read as the same text: nothing changes
    ("12345678901234567890", "1.23456789012347E+19"),
    ("12:30", "12:31:00 PM"),
    ("Paris", "1"),
    ("Paris", 1.0),
    ("yes", True),
    ("Wahr", "FALSCH"),
    ("Wahr", "FALSE"),
    ("Wahr", False),
    ("faux", "TRUE"),  # (another truth value: an edit)
    ("Vrai", "FAUX"),
    ("Vero", False),
    ("TRUE", True),  # (imported as it is: nothing changes)
    ("nan", float("nan")),
    ("3.5", "4 May"),
    # What no format of the spreadsheet's own adds: a currency, a percent, zeros, another value.
    ("5", "$5.00"),
    ("0.05", "5.00%"),
    ("1.5", "1.50%"),
    ("$5", "$6.00"),
    ("$5.5", "$6"),
    ("(5)", "5"),
    ("1e3", "1.00E+04"),
    ("Jan 5", "01/06/26"),
    ("12:30:45.5", "12:30:46.50"),
    ("2026-01-05 10:00", "2026-01-05 10:01:00"),
]


@pytest.mark.parametrize("original, cell, how", COERCED, ids=lambda v: repr(v))
def test_a_spreadsheets_rewriting_is_recognised(original, cell, how):
    found = coercion(original, cell)
    assert found is not None and how in found


@pytest.mark.parametrize("original, cell", NOT_COERCED, ids=lambda v: repr(v))
def test_an_edit_or_the_same_text_is_not_a_coercion(original, cell):
    assert coercion(original, cell) is None


@pytest.mark.parametrize("original, cell", [("1.10", "1.1"), ("007", "7"), ("2026-10-01", "10/01/26")])
def test_a_text_cell_of_an_xlsx_is_the_editors_text(original, cell):
    assert coercion(original, cell, cell_is_text=True) is None
    assert coercion(original, cell) is not None


def test_truth_words_cover_every_table_catalog():
    """The rewritten-text check knows the truth values of each language deckctl's table speaks."""
    locales = Path(coercion.__code__.co_filename).parents[1] / "engine" / "locales"
    assert {path.stem for path in locales.glob("*.po")} <= TRUTH_LANGUAGES


# --- through the command line -----------------------------------------------------------------

TEXTS = {"spider-legs": "1.10", "first-letters": "007", "sky-colour": "2026-10-01",
         "insect-legs": "12345678901234567890", "grass-colour": "1,000"}


@pytest.fixture
def deck(make_deck):
    cards = VALID_CARDS["knowledge"]
    for card_id, text in TEXTS.items():
        head, rest = cards.split(f"- id: {card_id}\n", 1)
        line = next(line for line in rest.split("\n") if line.startswith("  back: "))
        cards = f"{head}- id: {card_id}\n" + rest.replace(line, f'  back: "{text}"', 1)
    cards = cards.replace("  value: white\n", "  value: white\n  accept: [\"007\", snow]\n")
    return make_deck("knowledge", cards)


def _snapshot(deck: Path) -> dict[str, bytes]:
    return {p.relative_to(deck).as_posix(): p.read_bytes() for p in sorted(deck.rglob("*")) if p.is_file()}


def _rewrite_csv(sheet: Path, cells: dict[tuple[str, str], str]) -> dict[tuple[str, str], tuple[int, int]]:
    """Set CSV cells by (card id, header); where each is, as (row, column)."""
    with sheet.open(encoding="utf-8-sig", newline="") as handle:
        rows = list(csv.reader(handle))
    places = {}
    for (card_id, header), value in cells.items():
        number = next(i for i, row in enumerate(rows) if row[0] == card_id)
        column = rows[0].index(header)
        rows[number][column] = value
        places[card_id, header] = (number + 1, column + 1)
    with sheet.open("w", encoding="utf-8", newline="") as handle:
        csv.writer(handle).writerows(rows)
    return places


def test_a_csv_a_spreadsheet_rewrote_is_refused_cell_by_cell(deck, tmp_path, cli):
    sheet = tmp_path / "deck.csv"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    places = _rewrite_csv(sheet, {("spider-legs", "back"): "1.1", ("first-letters", "back"): "7",
                                  ("sky-colour", "back"): "10/01/26", ("insect-legs", "back"): "1.23457E+19",
                                  ("grass-colour", "back"): "1000", ("snow-colour", "accept"): "7 | snow",
                                  ("last-letters", "back"): "An edit."})
    before = _snapshot(deck)
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1 and run.exception is None
    for (card_id, header), original in {**{(c, "back"): t for c, t in TEXTS.items()},
                                        ("snow-colour", "accept"): "007"}.items():
        row, col = places[card_id, header]
        assert f"deck.csv:{row}:{col}: error: card `{card_id}`: the cell holds `" in run.stdout
        assert f"` where the card has `{original}`: the spreadsheet " in run.stdout
        assert f"hint: to keep `{original}`, type it again as text (in the CSV: '{original})" in run.stdout
    assert run.stdout.count("[coerced-cell]") == 6
    assert "last-letters" not in run.stdout  # an edit is an edit
    assert "nothing written" in run.stderr and _snapshot(deck) == before
    # Typed back as text (with the apostrophe a spreadsheet needs for it), the sheet imports.
    _rewrite_csv(sheet, {**{(c, "back"): "'" + t for c, t in TEXTS.items()}, ("snow-colour", "accept"): "007 | snow"})
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0, run.stdout
    assert "1 card changed" in run.stderr and 'back: "1.10"' in (deck / "cards/cards.yaml").read_text()


def test_an_xlsx_number_cell_for_a_text_is_refused_at_its_cell(deck, tmp_path, cli):
    sheet = tmp_path / "deck.xlsx"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    book = openpyxl.load_workbook(sheet)
    cards = book["cards"]
    headers = [c.value for c in cards[1]]
    rows = {row[0].value: row for row in cards.iter_rows(min_row=2)}
    back = headers.index("back")
    rows["spider-legs"][back].value = 1.1
    rows["sky-colour"][back].value = dt.datetime(2026, 10, 1)
    rows["first-letters"][back].value = "7"  # a text cell: the editor typed 7 as text
    book.save(sheet)
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1
    spider, sky = rows["spider-legs"][back].coordinate, rows["sky-colour"][back].coordinate
    assert (f"deck.xlsx!{spider}: error: card `spider-legs`: the cell holds `1.1` where the card has `1.10`: "
            "the spreadsheet read the text as a number and dropped its trailing zeros [coerced-cell]") in run.stdout
    assert "hint: to keep `1.10`, format the cell as text and type `1.10` into it again; " \
           "to change the card to `1.1`, edit its YAML file" in run.stdout
    assert f"deck.xlsx!{sky}: error: card `sky-colour`: the cell holds `2026-10-01` where the card has `2026-10-01`" \
        not in run.stdout  # the same date read back is no change
    assert run.stdout.count("[coerced-cell]") == 1 and "first-letters" not in run.stdout


def test_an_xlsx_export_marks_number_like_texts_as_text(deck, tmp_path):
    sheet = tmp_path / "deck.xlsx"
    from deckctl.sheet.export import export_sheet

    assert export_sheet(deck, sheet) == []
    cards = openpyxl.load_workbook(sheet)["cards"]
    headers = [c.value for c in cards[1]]
    rows = {row[0].value: row for row in cards.iter_rows(min_row=2)}
    for card_id, text in TEXTS.items():
        cell = rows[card_id][headers.index("back")]
        assert (cell.value, cell.data_type, cell.number_format) == (text, "s", "@")
    accept = rows["snow-colour"][headers.index("accept")]
    assert (accept.value, accept.data_type, accept.number_format) == ("007 | snow", "s", "@")


def test_a_german_spreadsheets_truth_value_is_refused_in_a_csv(make_deck, tmp_path, cli):
    """German Excel or LibreOffice reads a CSV's `Wahr` as a truth value and saves it as `WAHR`:
    imported, that had been an edit of the card."""
    deck = make_deck("knowledge", VALID_CARDS["knowledge"].replace("back: Green.", "back: Wahr")
                     .replace("back: Blue.", "back: falsch"))
    sheet = tmp_path / "deck.csv"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    places = _rewrite_csv(sheet, {("grass-colour", "back"): "WAHR", ("sky-colour", "back"): "FALSCH"})
    before = _snapshot(deck)
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1, run.stdout
    row, col = places["grass-colour", "back"]
    assert (f"deck.csv:{row}:{col}: error: card `grass-colour`: the cell holds `WAHR` where the card has `Wahr`: "
            "the spreadsheet read it as WAHR or FALSCH [coerced-cell]") in run.stdout
    assert "card `sky-colour`: the cell holds `FALSCH` where the card has `falsch`" in run.stdout
    assert run.stdout.count("[coerced-cell]") == 2 and _snapshot(deck) == before


def test_a_german_truth_word_saved_in_english_is_refused_in_a_csv(make_deck, tmp_path, cli):
    """LibreOffice opening a CSV in German reads `Wahr` as a truth value and saves it as `TRUE` (its
    interface's word): that had been taken as an edit, and `TRUE` written over the card. A CSV from
    an earlier export, without the apostrophe before `Wahr` that keeps it text now."""
    deck = make_deck("knowledge", VALID_CARDS["knowledge"].replace("back: Green.", "back: Wahr"))
    sheet = tmp_path / "deck.csv"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    places = _rewrite_csv(sheet, {("grass-colour", "back"): "TRUE"})
    before = _snapshot(deck)
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1, run.stdout
    row, col = places["grass-colour", "back"]
    assert (f"deck.csv:{row}:{col}: error: card `grass-colour`: the cell holds `TRUE` where the card has `Wahr`: "
            "the spreadsheet read it as WAHR or FALSCH, and saved it as TRUE [coerced-cell]") in run.stdout
    assert _snapshot(deck) == before
