"""A sheet's rows merged with the deck three ways: the sheet, the YAML, and what the sheet was
exported from (each row's record, `provenance`).

Per card and field, with the record's value as the base:

- the cell still holds the base value: the sheet did not change it, and the YAML's value stays
  (so a commit made after the export is never undone by a stale sheet);
- the YAML still holds the base value: the cell's value is the edit, and is applied;
- both changed it, to the same value: nothing to do; to different values: a conflict, reported at
  the cell with both values, and nothing is written.

The card file (`file` column) is merged the same way, and a card deleted in YAML since the export
is not added back by its unedited row. A row without a record (a sheet from before records, a
new row, a record of another deck) is merged two ways, as the sheet says. Every cell is checked
for what a spreadsheet did to it (`coercion`), against the value it was exported with.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from deckctl.core.diagnostics import Diagnostic, Severity
from deckctl.core.quoted import shortened
from deckctl.io.discover import display_path
from deckctl.sheet.cells import CellError, escaped_inside_in_csv, from_cell, kept_as_text_in_csv, same, shown
from deckctl.sheet.coercion import check_cell
from deckctl.sheet.columns import ID, Column, value_at
from deckctl.sheet.formulas import ESCAPE, restore_inside
from deckctl.sheet.provenance import RECORD, Record, RecordError, read_record
from deckctl.sheet.table import Place, SheetCard, Table

_SHOWN_CHARS = 60  # a value longer than this is cut short in a message


@dataclass
class Outcome:
    cards: list[SheetCard] = field(default_factory=list)  # the rows to apply, their values merged
    diagnostics: list[Diagnostic] = field(default_factory=list)
    kept: list[str] = field(default_factory=list)  # cards whose changes in YAML since the export stay
    deck_dir: Path = Path(".")


def resolve(cards: list[SheetCard], current: dict[str, dict], owner: dict[str, str], columns: dict[tuple, Column],
            table: Table, deck_id: str, has_records: bool, deck_dir: Path) -> Outcome:
    """The rows with each value the import is to write; refused cells hold the card's own value."""
    outcome = Outcome(deck_dir=deck_dir)
    if not has_records and cards:
        outcome.diagnostics.append(Place(table.name).diagnostic(
            "no-record", f"the sheet has no `{RECORD}` column, which records what each row was exported from: "
            "its cells overwrite the cards, changes made in YAML since the export included",
            "export sheets with `deckctl export sheet`, and keep that column, to merge them with later YAML changes",
            severity=Severity.WARNING))
    other_deck: Place | None = None
    read = [_read_or_error(card) for card in cards]
    own = _records_by_card(read)
    moved: Place | None = None
    for card, record in zip(cards, read):
        if (record is None or (isinstance(record, Record) and record.card_id != card.id)) and card.id in own:
            # The card's record stands in another row: rows sorted or moved without their (hidden)
            # `exported-from` column. Each card is merged with its own record, wherever it is.
            record = own[card.id]
            moved = moved or card.record_place or card.id_place
        if isinstance(record, RecordError):
            outcome.diagnostics.append(card.record_place.diagnostic(
                "bad-record", f"the `{RECORD}` cell is not a record deckctl wrote: {record}",
                "export the sheet again; or clear the cell, and the row overwrites the card", card.id))
            if card.id in current:  # nothing of the row is applied
                card.values = {path: value_at(current[card.id], path) for path in columns}
                card.file = owner[card.id]
                outcome.cards.append(card)
            continue
        if record is not None and table.keeps_types:
            # Whichever deck or card the record is of, it says what the CSV export wrote in the
            # row's cells, so every row's cells are read alike (before the record is set aside).
            _csv_escapes_undone(card, record, columns, outcome)
        if record is not None:
            _export_apostrophe_undone(card, record, columns, outcome)
        if record is not None and record.deck != deck_id:
            other_deck = other_deck or card.record_place
            record = None
        if record is not None and record.card_id != card.id:
            record = None  # the row's id was changed: a new card (or another card) as the sheet says
        ours = current.get(card.id)
        if record is not None and ours is None:
            _deleted_in_yaml(card, record, columns, outcome)
            continue
        if ours is not None:
            _merge_fields(card, ours, record, columns, table, outcome)
            if record is not None:
                _merge_file(card, owner[card.id], record, outcome)
        outcome.cards.append(card)
    if moved is not None:
        outcome.diagnostics.append(moved.diagnostic(
            "moved-records", f"the `{RECORD}` records of some rows stand in other rows than their cards' (rows "
            f"sorted or moved without that column): each card is merged with its own record, found by its id",
            f"sort or move whole rows, the hidden `{RECORD}` column included", severity=Severity.WARNING))
    if other_deck is not None:
        outcome.diagnostics.append(other_deck.diagnostic(
            "other-deck", f"the sheet was exported from another deck than this one (`{deck_id}`): its rows "
            "overwrite the cards with their ids", "import the sheet into the deck it was exported from",
            severity=Severity.WARNING))
    return outcome


def _read_or_error(card: SheetCard) -> Record | RecordError | None:
    try:
        return _record(card)
    except RecordError as exc:
        return exc


def _records_by_card(read: list) -> dict[str, Record]:
    """Card id -> the record of it the sheet holds, in whichever row; a card with two records that
    differ has none here (a row copied, then edited and exported again: which is its own is unknown)."""
    found: dict[str, Record] = {}
    differing: set[str] = set()
    for record in read:
        if not isinstance(record, Record) or not record.card_id:
            continue
        if record.card_id in found and found[record.card_id] != record:
            differing.add(record.card_id)
        found.setdefault(record.card_id, record)
    return {card_id: record for card_id, record in found.items() if card_id not in differing}


def _record(card: SheetCard) -> Record | None:
    if card.record is None:
        return None
    if not isinstance(card.record, str):
        raise RecordError("it is not a text")
    # An XLSX saved from the CSV export keeps the apostrophes the CSV put inside the record (before
    # a list item `"=x"` or a number `-3` after JSON's commas). A record deckctl wrote has none
    # there (JSON puts no `'` after its commas, and its texts' separators are escapes), so taking
    # them off changes no other record, and the record's SHA-256 still checks the rest.
    return read_record(restore_inside(card.record))


def _csv_escapes_undone(card: SheetCard, record: Record, columns: dict[tuple, Column], outcome: Outcome) -> None:
    """An XLSX cell read as the CSV reader reads it where the row's record says the CSV export
    escaped the value inside its cell (`formulas.neutralise_inside`): a spreadsheet that opened
    the CSV and saved it as XLSX keeps those apostrophes as text (a line `=1+2` as `'=1+2`). Where
    the recorded value has none, an apostrophe in the cell is the editor's, and stays as typed."""
    for path, column in columns.items():
        raw = card.raws.get(path)
        if path not in card.values or not isinstance(raw, str):
            continue  # (a cell refused already is reported already)
        restored = restore_inside(raw)
        if restored == raw or not escaped_inside_in_csv(value_at(record.card, path), column):
            continue
        card.raws[path] = restored
        try:
            card.values[path] = from_cell(restored, column)
        except CellError as exc:
            del card.values[path]
            outcome.diagnostics.append(card.places[path].diagnostic("bad-cell", str(exc), exc.hint, card.id))


def _export_apostrophe_undone(card: SheetCard, record: Record, columns: dict[tuple, Column],
                              outcome: Outcome) -> None:
    """A text cell the CSV export wrote with an apostrophe before it (`cells.kept_as_text`: `'3
    October`, which a spreadsheet would read as a date), still starting with one though its text
    no longer needs it: a spreadsheet that opens the CSV shows that apostrophe as part of the text,
    so an editor who added to it (`'3 October, in Berlin`) kept it there. The row's record says the
    export put it there: it is taken off, as from the unedited cell (one typed on purpose before
    it is kept: `''Tis` gives `'Tis`)."""
    for path, column in columns.items():
        raw, value = card.raws.get(path), card.values.get(path)
        if not (isinstance(raw, str) and raw.startswith(ESCAPE) and isinstance(value, str) and value.startswith(ESCAPE)):
            continue  # (not a text starting with one once read: taken off already, or none there)
        if not kept_as_text_in_csv(value_at(record.card, path), column):
            continue
        card.raws[path] = raw[1:]
        try:
            card.values[path] = from_cell(raw[1:], column)
        except CellError as exc:
            del card.values[path]
            outcome.diagnostics.append(card.places[path].diagnostic("bad-cell", str(exc), exc.hint, card.id))


def _merge_fields(card: SheetCard, ours: dict, record: Record | None, columns: dict[tuple, Column], table: Table,
                  outcome: Outcome) -> None:
    kept = changed = False
    for path, column in columns.items():
        mine = value_at(ours, path)
        if path == (ID,) or path not in card.values:
            card.values[path] = mine  # a cell refused already (reported) leaves the field alone
            continue
        theirs = card.values[path]
        base = value_at(record.card, path) if record is not None else mine
        place = card.places[path]
        coerced = check_cell(place, card.id, base, card.raws.get(path), theirs, column, table.keeps_types)
        if coerced is not None:
            outcome.diagnostics.append(coerced)
            card.values[path] = mine
        elif _same(base, theirs):
            kept = kept or not _same(base, mine)
            card.values[path] = mine
        elif _same(mine, base) or _same(mine, theirs):
            changed = changed or not _same(mine, theirs)
        else:
            outcome.diagnostics.append(_history_named(_conflict(place, card.id, column.header, base, mine, theirs,
                                                                _history(record, outcome.deck_dir)),
                                                      record, outcome.deck_dir))
            card.values[path] = mine
    if kept:
        outcome.kept.append(card.id)
    if record is None and changed and card.record is None and card.record_place is not None:
        outcome.diagnostics.append(card.id_place.diagnostic(
            "no-record", f"the row has no `{RECORD}` record: its cells overwrite the card, changes made in YAML "
            "since the export included", "rows of an exported sheet keep their record: copy it back, or export "
            "again", card.id, Severity.WARNING))


def _merge_file(card: SheetCard, mine: str, record: Record, outcome: Outcome) -> None:
    theirs, base = card.file_cell, record.file
    if not theirs or theirs == base:  # not moved in the sheet: where YAML has it now
        card.file = mine
        if mine != base and card.id not in outcome.kept:
            outcome.kept.append(card.id)
    elif mine not in (base, theirs):
        conflict = _conflict(card.file_place, card.id, "file", base, mine, theirs, _history(record, outcome.deck_dir))
        # (the three card files named apart from any other name, as the message shows them: NAMES)
        conflict = conflict.naming(*(shortened(shown(name), _SHOWN_CHARS) for name in (base, mine, theirs) if name))
        outcome.diagnostics.append(_history_named(conflict, record, outcome.deck_dir))
        card.file = mine


def _deleted_in_yaml(card: SheetCard, record: Record, columns: dict[tuple, Column], outcome: Outcome) -> None:
    """A row of a card deleted in YAML since the export: left out unless the sheet edited it."""
    edited = [column.header for path, column in columns.items()
              if path in card.values and not _same(value_at(record.card, path), card.values[path])]
    if card.file_cell and card.file_cell != record.file:
        edited.append("file")
    if edited:
        outcome.diagnostics.append(_history_named(card.id_place.diagnostic(
            "edit-conflict", f"the card was deleted in YAML since the sheet was exported, and the sheet changed its "
            f"{', '.join(f'`{h}`' for h in edited[:3])}{' ...' if len(edited) > 3 else ''}",
            f"to add the card back, clear the row's `{RECORD}` cell (the row is then a new card); else delete the row"
            + _history(record, outcome.deck_dir), card.id), record, outcome.deck_dir))
    else:
        outcome.diagnostics.append(card.id_place.diagnostic(
            "deleted-in-yaml", "the card was deleted in YAML since the sheet was exported: its row is not added back",
            f"to add it back, clear the row's `{RECORD}` cell", card.id, Severity.INFO))


def _conflict(place: Place, card_id: str, header: str, base, mine, theirs, history: str) -> Diagnostic:
    return place.diagnostic(
        "edit-conflict", f"`{header}` was changed both in the sheet, to {_shown(theirs)}, and in YAML since the "
        f"sheet was exported, to {_shown(mine)} (it was {_shown(base)})",
        f"type the value to keep into the cell: {_shown(mine)} leaves the card as YAML has it; to keep "
        f"{_shown(theirs)}, change the card in YAML to it too" + history, card_id)


def _history(record: Record, deck_dir: Path) -> str:
    """Where git can show what changed in YAML since the export."""
    if not record.revision:
        return ""
    path = display_path(deck_dir / record.file)
    return f" (`git log -p {record.revision[:12]}.. -- {path}` shows the YAML changes since the export)"


def _history_named(d: Diagnostic, record: Record, deck_dir: Path) -> Diagnostic:
    """`d`, whose hint ends with `_history`, naming the card file that names (NAMES): shown apart
    from any other name as every finding's file is (`core.printable.printable_name`)."""
    return d.naming(display_path(deck_dir / record.file)) if record.revision else d


def _shown(value) -> str:
    if value is None:
        return "empty"
    return f"`{shortened(shown(value), _SHOWN_CHARS)}`"


def _same(a, b) -> bool:
    if a is None or b is None:
        return a is None and b is None
    return same(a, b)
