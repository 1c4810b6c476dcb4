"""On Linux and macOS a card file's name may hold a backslash (validate warns, card-file-name-unsafe),
and `export sheet` writes it in the `file` cell and the `exported-from` record as it is
(`cards/a\\u200bb.yaml`, the six characters). `import sheet` had read every backslash of the cell
as a folder's (`cards/a/u200bb.yaml`) and the record's file as no card file, so such a deck could
not import its own unchanged sheet: a bad-file and a bad-record error for each of the file's rows
(deckctl/sheet/cardfiles.py, provenance.py). A backslash typed as a separator (`cards\\letter.yaml`,
a sheet edited on Windows) is still one, and no cell names a file outside cards/."""

from __future__ import annotations

import csv
import shutil
from pathlib import Path

import pytest

from deckfactory import DECKS, edit_sheet_cells
from deckctl.sheet.export import export_sheet
from sheetbook import exported_book

ODD = "a\\u200bb.yaml"  # (a backslash and u200b: no zero width space)


def _deck(tmp_path: Path) -> Path:
    deck = tmp_path / "repo" / "knowledge-starter"
    shutil.copytree(DECKS / "knowledge-starter", deck)
    shutil.move(deck / "cards/colour.yaml", deck / "cards" / ODD)
    return deck


def _snapshot(root: Path) -> dict[str, bytes]:
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


@pytest.mark.parametrize("kind", ["csv", "xlsx"])
def test_a_deck_imports_its_own_unchanged_sheet_with_a_backslash_in_a_card_file_name(tmp_path, cli, kind):
    deck = _deck(tmp_path)
    sheet = tmp_path / f"deck.{kind}"
    assert cli("export", "sheet", deck, "-o", sheet, cwd=tmp_path).exit_code == 0
    before = _snapshot(tmp_path / "repo")
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0 and run.exception is None, run.stdout + run.stderr
    assert (run.stdout + run.stderr).strip() == "0 cards changed, 0 added, 0 not in the sheet; 0 files written"
    assert _snapshot(tmp_path / "repo") == before


def test_a_row_of_such_a_file_is_edited_in_it_and_a_new_row_naming_it_joins_it(tmp_path, cli):
    deck = _deck(tmp_path)
    book = exported_book(cli, deck, tmp_path)
    front, file = book.headers.index("front"), book.headers.index("file")
    row = book.rows["japan-flag-disc"]
    assert row[file].value == f"cards/{ODD}"
    row[front].value = "The colour of the disc on the Japanese flag."
    new = [None] * len(book.headers)
    for header, value in {"id": "new-red", "category": "colour", "value": "red", "front": "The colour of a new thing.",
                          "back": "The new thing is red.", "tags": "flags", "file": ODD}.items():
        new[book.headers.index(header)] = value
    book.cards.append(new)
    run = cli("import", "sheet", book.save(), deck, cwd=tmp_path)
    assert run.exit_code == 0 and run.exception is None, run.stdout + run.stderr
    text = (deck / "cards" / ODD).read_text(encoding="utf-8")
    assert "  front: The colour of the disc on the Japanese flag.\n" in text
    assert text.endswith("- id: new-red\n  category: colour\n  front: The colour of a new thing.\n"
                         "  back: The new thing is red.\n  value: red\n  tags: [flags]\n")
    assert sorted(p.name for p in (deck / "cards").iterdir()) == sorted([ODD, "letter.yaml", "number.yaml"])


def test_a_backslash_typed_as_a_separator_still_is_one(tmp_path, cli):
    """`cards\\number.yaml` names cards/number.yaml, as it did; and `cards\\a\\u200bb.yaml` names the
    file whose name holds the second backslash, the only card file it can name."""
    deck = _deck(tmp_path)
    sheet = tmp_path / "deck.csv"
    assert export_sheet(deck, sheet) == []
    edit_sheet_cells(sheet, {("japan-flag-disc", "file"): "cards\\number.yaml",
                             ("canada-maple-leaf", "file"): f"cards\\{ODD}"})
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0 and run.exception is None, run.stdout + run.stderr
    assert "- id: japan-flag-disc\n" in (deck / "cards/number.yaml").read_text(encoding="utf-8")
    odd = (deck / "cards" / ODD).read_text(encoding="utf-8")
    assert "- id: japan-flag-disc\n" not in odd and "- id: canada-maple-leaf\n" in odd
    assert sorted(p.name for p in (deck / "cards").iterdir()) == sorted([ODD, "letter.yaml", "number.yaml"])


@pytest.mark.parametrize("cell", [
    "..\\outside.yaml", "cards\\..\\..\\outside.yaml", "cards/..\\..\\outside.yaml", "\\tmp\\outside.yaml",
    "..\\knowledge-starter\\cards\\letter.yaml", f"..\\knowledge-starter\\cards\\{ODD}", f"../cards/{ODD}",
    f"cards/sub/{ODD}", f"cards\\sub\\{ODD}", "cards\\sub\\letter.yaml", "sub\\new.yaml", "new\\u200bx.yaml",
    f".\\{ODD}", f"cards/{ODD}/letter.yaml",
])
def test_a_cell_naming_no_card_file_directly_in_cards_is_still_refused(tmp_path, cli, cell):
    """A path out of cards/ or into a folder below it, backslashes or not, and a new file whose name
    would hold a backslash (no checkout on Windows could hold it): a bad-file error at the cell,
    nothing written anywhere."""
    deck = _deck(tmp_path)
    sheet = tmp_path / "deck.csv"
    assert export_sheet(deck, sheet) == []
    edit_sheet_cells(sheet, {("japan-flag-disc", "file"): cell})
    with sheet.open(encoding="utf-8-sig", newline="") as handle:
        rows = list(csv.reader(handle))
    line, column = next(n for n, r in enumerate(rows, 1) if r[0] == "japan-flag-disc"), rows[0].index("file") + 1
    before = _snapshot(tmp_path)
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1 and run.exception is None, run.stdout + run.stderr
    at = f"deck.csv:{line}:{column}: error: card `japan-flag-disc`: `"
    found = [line for line in run.stdout.splitlines() if line.startswith(at)]
    assert len(found) == 1 and "` is not a card file of the deck: card files are `.yaml` files directly in " \
        "cards/" in found[0], run.stdout
    assert found[0].endswith(" [bad-file]"), found[0]
    assert "nothing written" in run.stdout + run.stderr
    assert _snapshot(tmp_path) == before


def test_where_a_backslash_separates_folders_it_is_never_part_of_a_name(tmp_path, monkeypatch):
    """On Windows (a backslash separates folders there; no card file's name holds one) the cell's
    backslashes are all folders', as before: `cards/a\\u200bb.yaml` names no card file."""
    from deckctl.sheet import cardfiles

    deck = _deck(tmp_path)
    names = cardfiles.CardFileNames(deck, [f"cards/{ODD}", "cards/letter.yaml"])
    assert names.check(f"cards/{ODD}")[0] == f"cards/{ODD}"
    monkeypatch.setattr(cardfiles, "BACKSLASH_SEPARATES", True)
    rel, problem, _ = names.check(f"cards/{ODD}")
    assert (rel, problem) == ("", "card files are `.yaml` files directly in cards/ (a backslash in the cell "
                              "separates folders, as on Windows)")
    assert names.check("cards\\letter.yaml")[:2] == ("cards/letter.yaml", "")
