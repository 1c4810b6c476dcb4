"""A workbook with a second sheet of cards (the editor copied `cards` and edited the copy) is an
error, nothing written: import reads one sheet, and the edits made in the other had been dropped
with nothing said, `0 files written` (deckctl/sheet/xlsx.py `_no_other_card_sheet`)."""

from __future__ import annotations

import openpyxl


def _exported(cli, make_deck, tmp_path):
    deck = make_deck("knowledge")
    sheet = tmp_path / "deck.xlsx"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    return deck, sheet


def test_an_edited_copy_of_the_cards_sheet_is_not_dropped(cli, make_deck, tmp_path):
    deck, sheet = _exported(cli, make_deck, tmp_path)
    book = openpyxl.load_workbook(sheet)
    copy = book.copy_worksheet(book["cards"])
    copy.title = "cards (2)"
    back = [cell.value for cell in copy[1]].index("back") + 1
    copy.cell(row=2, column=back).value = "Edited in the copy."
    book.save(sheet)
    before = (deck / "cards" / "cards.yaml").read_bytes()
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1
    assert ("deck.xlsx: error: the workbook has a second sheet of cards, `cards (2)`, beside `cards`, the one "
            "imported: what was changed in `cards (2)` would be lost [two-card-sheets]") in run.stdout
    assert "hint: copy the rows changed in `cards (2)` into `cards`, then delete the sheet" in run.stdout
    assert (deck / "cards" / "cards.yaml").read_bytes() == before


def test_other_sheets_are_no_sheets_of_cards(cli, make_deck, tmp_path):
    """The hidden `lists` sheet, a sheet of the editor's notes, a copy of the header alone: no cards."""
    deck, sheet = _exported(cli, make_deck, tmp_path)
    book = openpyxl.load_workbook(sheet)
    notes = book.create_sheet("notes", 0)
    notes["A1"], notes["A2"] = "to check", "spider-legs"
    header = book.create_sheet("header")
    header.append([cell.value for cell in book["cards"][1]])
    back = [cell.value for cell in book["cards"][1]].index("back") + 1
    book["cards"].cell(row=2, column=back).value = "Edited."
    book.save(sheet)
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0 and run.stdout == "", run.stdout
    assert "  back: Edited.\n" in (deck / "cards" / "cards.yaml").read_text(encoding="utf-8")
