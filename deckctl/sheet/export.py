"""`deckctl export sheet`: a valid deck as a sheet, one row per card in deck order."""

from __future__ import annotations

from pathlib import Path

from deckctl.core.diagnostics import Diagnostic
from deckctl.sheet.cells import Unrepresentable, to_cell
from deckctl.sheet.columns import FILE, card_columns, value_at

SUFFIXES = (".xlsx", ".csv")


def export_sheet(deck_dir: Path, out: Path) -> list[Diagnostic]:
    """Write the deck's cards to `out` (.xlsx or .csv); the findings that stopped it, if any."""
    from deckctl.sheet.csvfile import write_csv
    from deckctl.sheet.xlsx import write_xlsx
    from deckctl.validate.deck import load_deck

    deck = load_deck(deck_dir)
    if not deck.ok:
        return [d for d in deck.diagnostics if d.is_error]
    columns = card_columns(deck.game.card, deck.manifest_source.data)
    headers = [c.header for c in columns] + [FILE]
    rows, problems = [], []
    for source in deck.card_files:
        rel = source.path.resolve().relative_to(deck_dir.resolve()).as_posix()
        for index, card in enumerate(source.data):
            row = []
            for column in columns:
                cell = to_cell(value_at(card, column.path), column)
                if isinstance(cell, Unrepresentable):
                    problems.append(source.error((index, *column.path), "not-in-a-cell", cell.message, cell.hint,
                                                 card_id=card.get("id", "")))
                    cell = None
                row.append(cell)
            rows.append(row + [rel])
    if problems:
        return problems
    if out.suffix.lower() == ".xlsx":
        write_xlsx(out, columns + [None], headers, rows)
    else:
        write_csv(out, headers, rows)
    return []
