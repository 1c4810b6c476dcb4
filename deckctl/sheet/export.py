"""`deckctl export sheet`: a valid deck as a sheet, one row per card in deck order."""

from __future__ import annotations

import os
from pathlib import Path

from deckctl.core.diagnostics import Diagnostic, Severity
from deckctl.sheet.cells import Unrepresentable, to_cell
from deckctl.sheet.columns import FILE, card_columns, value_at
from deckctl.sheet.limits import MAX_RECORD_CHARS
from deckctl.sheet.provenance import RECORD, Record, record_text

SUFFIXES = (".xlsx", ".csv")


def export_sheet(deck_dir: Path, out: Path) -> list[Diagnostic]:
    """Write the deck's cards to `out` (.xlsx or .csv), each row with the record of what it was
    exported from (`provenance`); the errors that stopped it, or warnings about what was written."""
    from deckctl.sheet.csvfile import write_csv
    from deckctl.sheet.revision import deck_revision
    from deckctl.sheet.xlsx import write_xlsx
    from deckctl.validate.deck import load_deck

    deck = load_deck(deck_dir)
    if not deck.ok:
        return [d for d in deck.diagnostics if d.is_error]
    columns = card_columns(deck.game.card, deck.manifest_source.data)
    headers = [c.header for c in columns] + [FILE, RECORD]
    deck_id, revision = str(deck.manifest_source.data.get("id", "")), deck_revision(deck_dir)
    rows, problems, warnings = [], [], []
    for source in deck.card_files:
        # (as written, no link followed: a `cards/` that is a link to a folder holds the deck's files too)
        rel = Path(os.path.abspath(source.path)).relative_to(os.path.abspath(deck_dir)).as_posix()
        for index, card in enumerate(source.data):
            row = []
            for column in columns:
                cell = to_cell(value_at(card, column.path), column)
                if isinstance(cell, Unrepresentable):
                    problems.append(source.error((index, *column.path), "not-in-a-cell", cell.message, cell.hint,
                                                 card_id=card.get("id", "")))
                    cell = None
                row.append(cell)
            record = record_text(Record(deck_id, rel, card, revision))
            if record is None:
                warnings.append(source.error(
                    (index, "id"), "no-record", f"the card is longer than its record may be ({MAX_RECORD_CHARS:,} "
                    "characters as JSON): its row is exported without one", "importing the sheet overwrites this "
                    "card with its row, changes made in YAML since the export included", card_id=card.get("id", ""),
                    severity=Severity.WARNING))
            rows.append(row + [rel, record])
    if problems:
        return problems
    if out.suffix.lower() == ".xlsx":
        write_xlsx(out, columns + [None, None], headers, rows, hidden=(RECORD,))
    else:
        write_csv(out, headers, rows)
    return warnings
