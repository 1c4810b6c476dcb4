"""A `file` cell naming a card file whose name is longer than a file system takes (`cards/` and
300 `a`s) had ended `import sheet` with 'cannot read or write /tmp/deckctl-sheet-…/…: File name
too long' (exit 74), naming deckctl's scratch folder. It is an error at that cell (exit 1), found
before anything is written; a name of MAX_CARD_FILE_NAME_BYTES is written."""

from __future__ import annotations

import csv
from pathlib import Path

from deckctl.sheet.export import export_sheet
from deckctl.io.discover import MAX_CARD_FILE_NAME_BYTES


def _sheet_with_new_card_in(make_deck, tmp_path: Path, file_cell: str) -> tuple[Path, Path, int, int]:
    """(deck, sheet, the new row's number, the file column's number): a new card put in `file_cell`."""
    deck = make_deck("knowledge")
    sheet = tmp_path / "deck.csv"
    export_sheet(deck, sheet)
    with sheet.open(encoding="utf-8-sig", newline="") as handle:
        rows = list(csv.reader(handle))
    header = rows[0][:-1]  # (without `exported-from`)
    new = rows[1][:-1]
    new[0], new[header.index("file")] = "brand-new", file_cell
    with sheet.open("w", encoding="utf-8", newline="") as handle:
        csv.writer(handle).writerows([header, *(row[:-1] for row in rows[1:]), new])
    return deck, sheet, len(rows) + 1, header.index("file") + 1


def _files(deck: Path) -> dict[str, bytes]:
    return {p.relative_to(deck).as_posix(): p.read_bytes() for p in sorted(deck.rglob("*")) if p.is_file()}


def test_a_file_name_too_long_is_an_error_at_its_cell_and_nothing_is_written(make_deck, tmp_path, cli):
    name = "é" * 120 + ".yaml"  # (125 characters, 245 bytes)
    deck, sheet, row, column = _sheet_with_new_card_in(make_deck, tmp_path, f"cards/{name}")
    before = _files(deck)
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1 and run.exception is None, run.stdout + run.stderr
    assert (f"deck.csv:{row}:{column}: error: card `brand-new`: `cards/{'é' * 53}…` is not a card file of the deck: "
            f"its name is 245 bytes long; a card file's name may have at most {MAX_CARD_FILE_NAME_BYTES} [bad-file]"
            in run.stdout), run.stdout
    assert "deckctl-sheet-" not in run.stdout + run.stderr and "too long" not in run.stderr
    assert _files(deck) == before


def test_a_file_name_at_the_limit_is_written(make_deck, tmp_path, cli):
    name = "a" * (MAX_CARD_FILE_NAME_BYTES - len(".yaml")) + ".yaml"
    deck, sheet, _, _ = _sheet_with_new_card_in(make_deck, tmp_path, name)
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0 and run.exception is None, run.stdout + run.stderr
    assert "brand-new" in (deck / "cards" / name).read_text(encoding="utf-8")
