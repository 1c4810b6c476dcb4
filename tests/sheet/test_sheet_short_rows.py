"""A CSV row of an exported card that ends before its `exported-from` cell (its last cells cut off,
by hand or by a line break typed into a cell outside its quotes) is an error, nothing written:
its missing cells had been read as emptied, and the card's `notes`, `source`... cleared, with a
warning only. So is a short row whose missing cells hold the card's values, in a sheet without
the `exported-from` column or past it. A row lacking only cells its card has empty, and a new
card's row lacking its empty last cells, import, as some spreadsheets save them
(deckctl/sheet/merge.py `_cut_short`)."""

from __future__ import annotations

import csv

from deckfactory import VALID_CARDS

CARDS = VALID_CARDS["knowledge"].replace("  value: blue\n", "  value: blue\n  source: https://example.org/sky\n"
                                         "  notes: Checked.\n")


def _rows(sheet):
    with sheet.open(encoding="utf-8-sig", newline="") as handle:
        return list(csv.reader(handle))


def _write(sheet, rows):
    with sheet.open("w", encoding="utf-8", newline="") as handle:
        csv.writer(handle).writerows(rows)


def _exported(cli, make_deck, tmp_path):
    deck = make_deck("knowledge", CARDS)
    sheet = tmp_path / "deck.csv"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    return deck, sheet


def test_an_exported_row_cut_short_is_refused(cli, make_deck, tmp_path):
    deck, sheet = _exported(cli, make_deck, tmp_path)
    rows = _rows(sheet)
    number = next(i for i, row in enumerate(rows) if row[0] == "sky-colour")
    notes = rows[0].index("notes")
    rows[number] = rows[number][:notes - 1]  # source, notes, file and the record gone
    _write(sheet, rows)
    before = (deck / "cards" / "cards.yaml").read_bytes()
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1
    assert (f"deck.csv:{number + 1}:{notes}: error: card `sky-colour`: the row ends after its {notes - 1} cells, "
            "before its `exported-from` record: its last cells are missing") in run.stdout
    assert "[short-row]" in run.stdout
    assert (deck / "cards" / "cards.yaml").read_bytes() == before


def test_a_line_break_typed_outside_quotes_loses_nothing(cli, make_deck, tmp_path):
    deck, sheet = _exported(cli, make_deck, tmp_path)
    text = sheet.read_text(encoding="utf-8-sig")
    assert text.count("The colour of a clear daytime sky.,") == 1
    # An edit in a text editor: a line break in the front, which is not in quotes.
    sheet.write_text(text.replace("The colour of a clear daytime sky.,", "The colour of a clear\r\ndaytime sky.,"),
                     encoding="utf-8")
    before = (deck / "cards" / "cards.yaml").read_bytes()
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1
    assert "card `sky-colour`: the row ends after its 4 cells" in run.stdout
    assert (deck / "cards" / "cards.yaml").read_bytes() == before


def test_a_new_row_may_lack_its_empty_last_cells(cli, make_deck, tmp_path):
    deck, sheet = _exported(cli, make_deck, tmp_path)
    rows = _rows(sheet)
    headers = rows[0]
    new = {"id": "moon-colour", "category": "colour", "value": "white", "front": "The colour of the full moon.",
           "back": "White."}
    rows.append([new.get(header, "") for header in headers[:headers.index("back") + 1]])
    _write(sheet, rows)
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0 and run.stdout == "", run.stdout
    assert "1 added" in run.stderr
    assert cli("validate", deck).exit_code == 0


def _without_records(sheet):
    """The sheet as one without the `exported-from` column (an older export, a sheet made by hand)."""
    rows = _rows(sheet)
    record = rows[0].index("exported-from")
    rows = [row[:record] + row[record + 1:] for row in rows]
    _write(sheet, rows)
    return rows


def test_a_row_cut_short_without_records_is_refused(cli, make_deck, tmp_path):
    deck, sheet = _exported(cli, make_deck, tmp_path)
    rows = _without_records(sheet)
    number = next(i for i, row in enumerate(rows) if row[0] == "sky-colour")
    source = rows[0].index("source")
    rows[number] = rows[number][:source]  # source, notes and file gone
    _write(sheet, rows)
    before = (deck / "cards" / "cards.yaml").read_bytes()
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1, run.stdout
    assert (f"deck.csv:{number + 1}:{source + 1}: error: card `sky-colour`: the row ends after its {source} cells: "
            "its last cells are missing, and read as empty they would clear the card's `source`, `notes`") in run.stdout
    assert "[short-row]" in run.stdout
    assert (deck / "cards" / "cards.yaml").read_bytes() == before


def test_a_row_cut_after_its_record_is_refused(cli, make_deck, tmp_path):
    """With `notes` moved right of `exported-from`, a row ending at its record still lacks a cell."""
    deck, sheet = _exported(cli, make_deck, tmp_path)
    rows = _rows(sheet)
    notes = rows[0].index("notes")
    rows = [row[:notes] + row[notes + 1:] + [row[notes]] for row in rows]
    number = next(i for i, row in enumerate(rows) if row[0] == "sky-colour")
    rows[number] = rows[number][:-1]
    _write(sheet, rows)
    before = (deck / "cards" / "cards.yaml").read_bytes()
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1, run.stdout
    assert "card `sky-colour`: the row ends after" in run.stdout and "clear the card's `notes`" in run.stdout
    assert (deck / "cards" / "cards.yaml").read_bytes() == before


def test_rows_lacking_only_cells_their_cards_have_empty_import(cli, make_deck, tmp_path):
    """As a spreadsheet may save rows (Excel, some blocks of rows), without their empty last cells;
    the cells the row has are merged, the `file` cell missing keeps the card in its file."""
    deck, sheet = _exported(cli, make_deck, tmp_path)
    rows = _without_records(sheet)
    source = rows[0].index("source")
    back = rows[0].index("back")
    for number, row in enumerate(rows[1:], start=1):
        if row[0] != "sky-colour":
            rows[number] = row[:source]
        if row[0] == "grass-colour":
            rows[number][back] = "Green, fresh."
    _write(sheet, rows)
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0, run.stdout
    text = (deck / "cards" / "cards.yaml").read_text(encoding="utf-8")
    assert text == CARDS.replace("back: Green.", "back: Green, fresh.")
