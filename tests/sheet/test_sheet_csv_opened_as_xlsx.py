"""A CSV export opened in a spreadsheet and saved as XLSX (LibreOffice keeps each cell's text as
the CSV holds it): the apostrophes the CSV export put inside texts (`formulas.neutralise_inside`)
are taken off as the CSV reader takes them off, by what the row's record says was exported."""

from __future__ import annotations

import csv
from pathlib import Path

import openpyxl

from deckfactory import VALID_CARDS

CARDS = (VALID_CARDS["knowledge"]
         .replace("  back: Two, the cephalothorax and the abdomen.\n",
                  '  back: "Two, -the cephalothorax; and the abdomen."\n  terms: [Head, =Thorax, -Abdomen]\n')
         .replace("  back: Three pairs, so two.\n", "  back: |\n    Three pairs, so two.\n    =1+2\n"))


def _csv_saved_as_xlsx(csv_sheet: Path) -> Path:
    """The XLSX a spreadsheet saves from the CSV: every cell's text as the CSV holds it (numbers as numbers)."""
    with csv_sheet.open(encoding="utf-8-sig", newline="") as handle:
        rows = list(csv.reader(handle))
    book = openpyxl.Workbook()
    for row in rows:
        book.active.append([int(v) if v.isdigit() else (v or None) for v in row])
    xlsx = csv_sheet.with_suffix(".xlsx")
    book.save(xlsx)
    return xlsx


def _set(xlsx: Path, card_id: str, header: str, value: str) -> None:
    book = openpyxl.load_workbook(xlsx)
    sheet = book.worksheets[0]
    headers = [c.value for c in sheet[1]]
    next(r for r in sheet.iter_rows(min_row=2) if r[0].value == card_id)[headers.index(header)].value = value
    book.save(xlsx)


def _exported(make_deck, tmp_path, cli, suffix: str) -> tuple[Path, Path]:
    deck = make_deck("knowledge", CARDS)
    assert cli("validate", deck).exit_code == 0
    sheet = tmp_path / f"cards{suffix}"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    return deck, sheet


def test_a_csv_saved_as_xlsx_imports_with_no_change(make_deck, tmp_path, cli):
    deck, sheet = _exported(make_deck, tmp_path, cli, ".csv")
    assert "Two,' -the" in sheet.read_text(encoding="utf-8-sig")  # escaped inside, as the CSV export does
    xlsx = _csv_saved_as_xlsx(sheet)
    before = (deck / "cards" / "cards.yaml").read_bytes()
    run = cli("import", "sheet", xlsx, deck, cwd=tmp_path)
    assert run.exit_code == 0, run.stdout  # the record's list items (`,'"=Thorax"`) read as written
    assert "0 files written" in run.stderr
    assert (deck / "cards" / "cards.yaml").read_bytes() == before


def test_an_escaped_cell_edited_in_the_xlsx_loses_the_export_s_apostrophes(make_deck, tmp_path, cli):
    deck, sheet = _exported(make_deck, tmp_path, cli, ".csv")
    xlsx = _csv_saved_as_xlsx(sheet)
    _set(xlsx, "spider-legs", "back", "Two,' -the prosoma; and the abdomen.")
    _set(xlsx, "insect-legs", "back", "Three pairs, so two.\n'=1+2\n'=3\n")
    run = cli("import", "sheet", xlsx, deck, cwd=tmp_path)
    assert run.exit_code == 0, run.stdout
    text = (deck / "cards" / "cards.yaml").read_text(encoding="utf-8")
    assert 'back: "Two, -the prosoma; and the abdomen."\n' in text
    assert "    Three pairs, so two.\n    =1+2\n    =3\n" in text
    assert "'=" not in text and ",'" not in text


def test_an_apostrophe_typed_into_an_xlsx_cell_stays(make_deck, tmp_path, cli):
    # The recorded value has nothing the CSV export escapes inside: the apostrophe is the editor's.
    deck, xlsx = _exported(make_deck, tmp_path, cli, ".xlsx")
    _set(xlsx, "sky-colour", "back", "Blue,'-ish")
    run = cli("import", "sheet", xlsx, deck, cwd=tmp_path)
    assert run.exit_code == 0, run.stdout
    assert "back: Blue,'-ish\n" in (deck / "cards" / "cards.yaml").read_text(encoding="utf-8")


def test_an_unedited_escaped_row_of_a_card_deleted_in_yaml_is_not_an_edit(make_deck, tmp_path, cli):
    deck, sheet = _exported(make_deck, tmp_path, cli, ".csv")
    xlsx = _csv_saved_as_xlsx(sheet)
    cards = deck / "cards" / "cards.yaml"
    text = cards.read_text(encoding="utf-8")
    cards.write_text(text[text.index("- id: first-letters"):], encoding="utf-8")
    run = cli("import", "sheet", xlsx, deck, cwd=tmp_path)
    assert run.exit_code == 0, run.stdout
    assert "[deleted-in-yaml]" in run.stdout and "edit-conflict" not in run.stdout


def test_rows_of_another_deck_lose_the_csv_apostrophes_too(make_deck, tmp_path, cli):
    # The record is of another deck (it counts for nothing in the merge), but it still says what
    # the CSV export wrote in the row: the row is read as every other row is.
    deck, sheet = _exported(make_deck, tmp_path, cli, ".csv")
    xlsx = _csv_saved_as_xlsx(sheet)
    manifest = deck / "deck.yaml"
    manifest.write_text(manifest.read_text(encoding="utf-8").replace("id: test-deck", "id: other-deck"),
                        encoding="utf-8")
    before = (deck / "cards" / "cards.yaml").read_bytes()
    run = cli("import", "sheet", xlsx, deck, cwd=tmp_path)
    assert run.exit_code == 0, run.stdout
    assert "[other-deck]" in run.stdout
    assert "0 files written" in run.stderr
    assert (deck / "cards" / "cards.yaml").read_bytes() == before


def test_a_row_given_a_new_id_loses_the_csv_apostrophes_too(make_deck, tmp_path, cli):
    # A changed id makes the row a new card (its record is another card's), copied from the exported one.
    deck, sheet = _exported(make_deck, tmp_path, cli, ".csv")
    xlsx = _csv_saved_as_xlsx(sheet)
    _set(xlsx, "insect-legs", "id", "insect-legs-copy")
    run = cli("import", "sheet", xlsx, deck, cwd=tmp_path)
    assert run.exit_code == 0, run.stdout
    text = (deck / "cards" / "cards.yaml").read_text(encoding="utf-8")
    copy = text[text.index("- id: insect-legs-copy"):]
    assert "    Three pairs, so two.\n    =1+2\n" in copy
    assert "'=" not in text and ",'" not in text
