"""`export sheet` does not write over a sheet holding edits not imported yet: they had been lost
without a word when the export ran again to the same file. A sheet with nothing to import, or a
file that is no sheet of the deck's, is written over as before."""

from __future__ import annotations

import shutil

import pytest

from deckfactory import DECKS, edit_sheet_cells


@pytest.fixture
def deck(tmp_path):
    folder = tmp_path / "deck"
    shutil.copytree(DECKS / "knowledge-starter", folder)
    return folder


@pytest.mark.parametrize("suffix", [".csv", ".xlsx"])
def test_a_sheet_with_edits_not_imported_is_not_written_over(cli, deck, tmp_path, suffix):
    sheet = tmp_path / f"cards{suffix}"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0  # (nothing to import: written over)
    if suffix == ".csv":
        edit_sheet_cells(sheet, {("pikachu-colour", "front"): "The colour of Pikachu, the mouse."})
    else:
        from openpyxl import load_workbook

        book = load_workbook(sheet)
        rows = book.active
        column = next(cell.column for cell in rows[1] if cell.value == "front")
        row = next(cell.row for cell in rows["A"] if cell.value == "pikachu-colour")
        rows.cell(row, column, "The colour of Pikachu, the mouse.")
        book.save(sheet)
    edited = sheet.read_bytes()
    again = cli("export", "sheet", "deck", "-o", sheet.name, cwd=tmp_path)
    assert again.exit_code == 1
    assert (f"cards{suffix} holds edits not imported into the deck (1 card: 1 changed): not written over"
            in again.stderr), again.stderr
    assert f"hint: import them first (`deckctl import sheet cards{suffix} deck`)" in again.stderr
    assert sheet.read_bytes() == edited
    assert cli("import", "sheet", sheet, deck).exit_code == 0
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0  # (imported: nothing left to lose)


def test_a_file_that_is_no_sheet_of_the_deck_is_written_over(cli, deck, tmp_path):
    sheet = tmp_path / "cards.csv"
    sheet.write_text("a,b\n1,2\n", encoding="utf-8")
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    assert sheet.read_text(encoding="utf-8-sig").startswith("id,")



def test_a_link_at_the_sheets_place_is_not_read(cli, deck, tmp_path, monkeypatch):
    """The export refuses to write through a link; looking for edits there first had read the file
    it leads to, which may lie outside the repository."""
    import builtins

    outside = tmp_path / "outside.csv"
    outside.write_text("id,front\nx,y\n", encoding="utf-8")
    (tmp_path / "cards.csv").symlink_to(outside)
    opened = []
    real_open = builtins.open
    monkeypatch.setattr(builtins, "open", lambda file, *a, **k: opened.append(str(file)) or real_open(file, *a, **k))
    run = cli("export", "sheet", deck, "-o", tmp_path / "cards.csv")
    assert run.exit_code == 74 and "a symbolic link is there" in run.stderr
    assert str(outside) not in opened and outside.read_text(encoding="utf-8") == "id,front\nx,y\n"
