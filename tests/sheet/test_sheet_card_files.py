"""`import sheet` across card files: a refused file, cards moved to another file or pruned, and
the comments around them (deckctl/sheet/merge.py)."""

from __future__ import annotations

import csv
import shutil
from pathlib import Path

from deckfactory import DECKS
from deckctl.sheet.export import export_sheet


def _deck(tmp_path: Path, name: str = "knowledge-starter") -> tuple[Path, Path]:
    """A starter deck in tmp_path and its sheet, exported as CSV."""
    deck = tmp_path / name
    shutil.copytree(DECKS / name, deck)
    sheet = tmp_path / "deck.csv"
    assert export_sheet(deck, sheet) == []
    return deck, sheet


def _edit(sheet: Path, cells: dict[tuple[str, str], str] = {}, drop: tuple[str, ...] = ()) -> None:
    """Set cells by (card id, header); `drop` deletes the rows of those ids."""
    with sheet.open(encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    headers = rows[0]
    for row in rows[1:]:
        for (card_id, header), value in cells.items():
            if row[0] == card_id:
                row[headers.index(header)] = value
    rows = [row for row in rows if row[0] not in drop]
    with sheet.open("w", encoding="utf-8-sig", newline="") as f:
        csv.writer(f).writerows(rows)


def _snapshot(deck: Path) -> dict[str, bytes]:
    return {p.relative_to(deck).as_posix(): p.read_bytes() for p in sorted(deck.rglob("*")) if p.is_file()}


def test_a_file_that_cannot_be_written_safely_stops_the_import_and_nothing_is_written(tmp_path, cli, monkeypatch):
    from deckctl.io import rewrite

    deck, sheet = _deck(tmp_path)
    _edit(sheet, {("capital-greece", "notes"): "Checked.", ("earthworm-legs", "notes"): "Checked."})
    checked = rewrite.dump_checked
    monkeypatch.setattr(rewrite, "dump_checked", lambda tree, expected, old, display, *args, **kwargs: None
                        if display.endswith("number.yaml") else checked(tree, expected, old, display, *args, **kwargs))
    before = _snapshot(deck)
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1 and run.exception is None
    assert "knowledge-starter/cards/number.yaml: error: the edited file would not load back as edited [fmt-unsafe]" \
        in run.stdout
    assert "hint: no file is changed; make this change in the YAML file" in run.stdout
    assert _snapshot(deck) == before  # letter.yaml, edited without a problem, is not written either

