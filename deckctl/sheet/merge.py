"""`deckctl import sheet`: merge a sheet's rows into a deck's YAML sources by card id.

A changed cell rewrites its field and nothing else: its value's text where it stands (`inplace`),
else through fmt's comment- and order-keeping writer. A row with a new id is appended as a card
to the file its `file` cell names, and a card the sheet lacks is reported, and removed only when
asked (`prune`); a card that leaves or joins a file takes its own comments along and no other,
and joins it in the layout of the file's cards (`cardtext`). A column the sheet lacks leaves its
field alone. The merged deck is validated as a whole, in a scratch copy, before anything is
written; every finding points at the sheet cell it comes from.
"""

from __future__ import annotations

import copy
import dataclasses
import datetime as _dt
import gc
import os
import re
import shutil
import tempfile
from collections import Counter
from contextlib import contextmanager
from dataclasses import dataclass, field
from difflib import get_close_matches
from pathlib import Path

from deckctl.core.diagnostics import NAMES, Diagnostic, Severity
from deckctl.core.printable import printable_line
from deckctl.core.quoted import shortened
from deckctl.core.source import SourceFile
from deckctl.io.discover import card_file_paths, display_path, shown_path
from deckctl.io.line_ends import BOM, LF, Saved
from deckctl.io.shell_word import shell_word
from deckctl.sheet.cardfiles import CardFileNames
from deckctl.sheet.cardtext import CardText, Styles, Uncut, cut_or_why, lists_indented, relaid, styles_of
from deckctl.sheet.cardtext import cut as cut_cards
from deckctl.sheet.cells import CellError, from_cell, same
from deckctl.sheet.columns import FILE, ID, Column, card_columns, in_writing_order, value_at
from deckctl.sheet.decklimits import deck_too_large, long_cells
from deckctl.sheet.lineends import mixed, with_own_line_ends
from deckctl.sheet.provenance import RECORD
from deckctl.sheet.shifted import converted_split, holds, long_row, new_row_split, rows_padded, shifted
from deckctl.sheet.table import Place, Row, SheetCard, SheetError, Table
from deckctl.sheet.treeedits import apply_changes, changed_paths, new_card_tree, style_place, styled, value_of

CARDS_DIR = "cards"
_MISSING_KEY = re.compile(r"missing required key `([^`]+)`")
_ANCHOR_OR_ALIAS = re.compile(r"(?:^|[\s\[{,])[&*][^\s,\[\]{}]")  # (`&name`, `*name`; `Tom & Jerry` is neither)
_DIRECTIVE = re.compile(r"^%", re.M)
_REMOVED = "removed: the card is not in the sheet"
_NOT_REMOVED = "the card is not in the sheet: it is removed once the errors are fixed (nothing is written now)"
# A file's edited cards are read alone (`_edit_card`) where they are at most 8, or an eighth of
# its cards: one card's tree costs about what reading the whole file costs per card.
_OWN_TREES_SHARE = 8


@dataclass
class Merge:
    """What importing a sheet did or would do."""

    diagnostics: list[Diagnostic] = field(default_factory=list)
    texts: dict[Path, str] = field(default_factory=dict)  # the new text of each changed file
    emptied: list[Path] = field(default_factory=list)  # card files left without cards: deleted
    changed: list[str] = field(default_factory=list)  # ids of cards with a changed field
    kept: list[str] = field(default_factory=list)  # ids of cards whose changes in YAML since the export were kept
    added: list[str] = field(default_factory=list)
    moved: list[str] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)  # in the deck, not in the sheet
    removed: list[str] = field(default_factory=list)
    deck: Path | None = None  # the deck folder the texts are written into

    @property
    def ok(self) -> bool:
        return not any(d.is_error for d in self.diagnostics)


@dataclass
class _CardFile:
    rel: str
    path: Path
    source: SourceFile | None  # None for a file the sheet creates
    tree: object = None  # ruamel's round-trip tree, loaded when first edited
    plain: list = field(default_factory=list)  # what the file must load as after the edits
    touched: bool = False
    causes: list[tuple[SheetCard, Place]] = field(default_factory=list)  # the sheet cells that change it
    alone: list[tuple[int, int]] = field(default_factory=list)  # line-end comments of removed lines, kept alone
    edited: set[int] = field(default_factory=set)  # the indexes of the cards with a changed field
    edits: list[tuple] = field(default_factory=list)  # the data paths of the changed fields (card index first)
    # Cards edited on trees of their own lines (`_edit_card`): index -> (the card's data before the
    # edit, the row, its changes, the columns), to edit again on the file's tree once it is loaded.
    pending: dict[int, tuple] = field(default_factory=dict)
    lines_and_spans: tuple | None = None  # the text's lines and card spans (`_own_tree`); () where it has none
    few_edited: bool = False  # few enough of its cards are edited to read them alone (`_apply`)
    styles: Styles | None = None  # how its cards write their lists, read when a card is given one (`list_styles`)

    def list_styles(self) -> Styles:
        """How the file's cards write their lists and the mappings under their keys (`Styles`)."""
        if self.styles is None:
            self.styles = styles_of(Saved.of_source(self.source).plain(self.source.text))
        return self.styles


def read_table(path: Path) -> Table:
    from deckctl.sheet.csvfile import read_csv
    from deckctl.sheet.xlsx import read_xlsx

    reader = read_xlsx if path.suffix.lower() in (".xlsx", ".xlsm") else read_csv
    # Named as every command names a file: a byte of its name that is not UTF-8 as `\xff`, not
    # Python's `\udcff` (which would reach a terminal, a JSON report, an editor's problem list).
    return reader(path, shown_path(path))


def merge_sheet(sheet: Path, deck_dir: Path, prune: bool = False) -> Merge:
    """Work out the merged sources (nothing is written; see `write`)."""
    with _no_cycle_collection():
        result = _merge_sheet(sheet, deck_dir, prune)
    if not result.ok:  # (nothing is written: a pruned card is not removed yet)
        result.diagnostics = [dataclasses.replace(d, message=_NOT_REMOVED) if d.message == _REMOVED else d
                              for d in result.diagnostics]
    return result


@contextmanager
def _no_cycle_collection():
    """Python's cycle collector off while a sheet is merged. The deck, the sheet and the copies
    of their data are hundreds of thousands of objects that live to the end, which collections
    walk again and again (even at the thresholds `cli/app.py` sets: some 40 of them, 0.5 s of a
    2.7 s import of a sheet with a move into a 1,080-card file), to find almost no cycles.
    Reference counting frees the rest as before; the deck's and the sheet's limits bound what is
    made (the peak memory of that import stays about 155 MB)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def _merge_sheet(sheet: Path, deck_dir: Path, prune: bool) -> Merge:
    from deckctl.validate.deck import load_deck

    result = Merge(deck=deck_dir)
    deck = load_deck(deck_dir)
    if not deck.ok:
        result.diagnostics += [d for d in deck.diagnostics if d.is_error] or [
            Diagnostic(display_path(deck_dir / "deck.yaml"), 0, 0, "invalid-deck", "the deck cannot be loaded")]
        return result
    try:
        table = read_table(sheet)
    except SheetError as exc:
        result.diagnostics.append(exc.diagnostic)
        return result
    columns = card_columns(deck.game.card, deck.manifest_source.data)
    files = {_relative(s.path, deck_dir): _CardFile(_relative(s.path, deck_dir), s.path, s) for s in deck.card_files}
    for card_file in files.values():
        card_file.plain = copy.deepcopy(card_file.source.data)
    used = _headers(table, columns, result)
    if not result.ok:
        _from_another_deck(table, str(deck.manifest.id), deck.game.id, result)
        return result
    # A cell refused from here on (a bad cell, a rewritten text, a conflict, a bad record) leaves
    # its field as it is, and the rest of the sheet is merged and checked all the same: every
    # error of the sheet is reported in one run. Nothing is written while there is one.
    cards = _rows(table, used, files, deck_dir, result)
    cards = _three_way(cards, used, files, table, deck.manifest_source.data, deck_dir, result)
    # The deck's limits, before any card is written (writing is the slow part).
    result.diagnostics += long_cells(cards)
    too_large = deck_too_large(cards, [card for f in files.values() for card in f.plain], prune)
    if too_large:
        result.diagnostics.append(too_large)
        return result
    try:
        _apply(cards, used, columns, files, deck_dir, prune, result)
    except _Unsafe as exc:
        result.diagnostics.append(exc.diagnostic)
        return result
    if result.texts or result.emptied:
        _validate(deck_dir, files, cards, used, result)
    return result


def import_sheet(sheet: Path, deck_dir: Path, prune: bool = False) -> Merge:
    """`merge_sheet`, and `write` when the merged deck is valid, holding the deck folder's lock
    (deckctl/io/lock.py) from before the deck is read until its files are written: `deckctl new
    card` and the other writers of a deck take it too, so a card added meanwhile is not written
    over. A deck whose lock another run holds past the wait: one `deck-locked` error, nothing
    written. Raises OSError from the write."""
    from deckctl.io.lock import Locked, NotLocked, deck_locked, lock_refused

    try:
        with deck_locked(deck_dir):
            result = merge_sheet(sheet, deck_dir, prune)
            if result.ok:
                write(result)
            return result
    except (Locked, NotLocked) as exc:
        return Merge(deck=deck_dir, diagnostics=[lock_refused(deck_dir, exc, "import sheet", "nothing is imported")])


def write(result: Merge) -> None:
    """Every changed card file or none (a full disk halfway changes nothing), never through a
    symbolic link inside the deck; then the card files left empty are deleted."""
    from deckctl.io.atomic import write_all

    write_all({path: text.encode("utf-8") for path, text in result.texts.items()}, inside=result.deck)
    for path in result.emptied:
        path.unlink()


# --- the header and the rows ------------------------------------------------------------------


def _headers(table: Table, columns: list[Column], result: Merge) -> dict[int, Column | str]:
    """Sheet column index -> the card column (or FILE) it holds."""
    by_header = {c.header: c for c in columns}
    known = [*by_header, FILE]  # (`id` is the first column of every game)
    used: dict[int, Column | str] = {}
    seen: dict[str, Place] = {}
    if table.headers and table.headers[0] and table.headers[0].startswith(_BOM_READ_AS_LATIN_1):
        # Every text of such a sheet is suspect (`é` became `Ã©`): one error, no column's.
        result.diagnostics.append(table.header_places[0].diagnostic(
            "mis-encoded-sheet", f"the first cell begins with `{_BOM_READ_AS_LATIN_1}`: the program that saved "
            "the sheet read deckctl's CSV (UTF-8) as Latin-1 or Windows-1252, so every accented letter and "
            "typographic quote in it is garbled too",
            "open the CSV again choosing Unicode (UTF-8) as its character set (LibreOffice: the text import "
            "dialog's Character set; on a command line `soffice --infilter=CSV:44,34,76,1`), or export the sheet "
            "again, then redo the edits there"))
        return used
    for index, (header, place) in enumerate(zip(table.headers, table.header_places)):
        if not header:
            # (past a CSV's header row only rows longer than it have cells: `shifted.long_row` names each)
            beyond = table.header_cells is not None and index >= table.header_cells
            if not beyond and any(index < len(r.values) and r.values[index] not in (None, "") for r in table.rows):
                if not converted_split(table, index, by_header, result.diagnostics):
                    result.diagnostics.append(place.diagnostic(
                        "unknown-column", "this column holds values but has no header",
                        f"name it (one of: {', '.join(known)}), or delete the column"))
            continue
        if header in seen:
            result.diagnostics.append(place.diagnostic(
                "duplicate-column", f"the column `{header}` is already at {_where(seen[header])}",
                "delete one of the two columns"))
            continue
        seen[header] = place
        if header == FILE:
            used[index] = FILE
        elif header == RECORD:
            used[index] = RECORD
        elif header in by_header:
            used[index] = by_header[header]
        else:
            close = get_close_matches(header, known, n=1)
            result.diagnostics.append(place.diagnostic(
                "unknown-column", f"`{shortened(header)}` is not a field of this game's cards",
                f"did you mean `{close[0]}`?" if close else f"the columns are: {', '.join(known)}"))
    if ID not in seen and not result.diagnostics:
        first = table.header_places[0] if table.header_places else Place(table.name)
        result.diagnostics.append(first.diagnostic("no-id-column", "the sheet has no `id` column",
                                                   "the cards are matched by id: keep the `id` column"))
    return used


def _from_another_deck(table: Table, deck_id: str, game: str, result: Merge) -> None:
    """A sheet exported from a deck of another game, imported into this one: its columns are not
    this game's, one error each. Where a row's `exported-from` record names the deck it came from,
    one error says so instead, at that record."""
    from deckctl.sheet.formulas import restore_inside
    from deckctl.sheet.provenance import RecordError, read_record

    unknown = [d for d in result.diagnostics if d.code == "unknown-column"]
    if RECORD not in table.headers or not unknown:
        return
    column = table.headers.index(RECORD)
    for row in table.rows:
        raw = row.values[column] if column < len(row.values) else None
        if not isinstance(raw, str) or not raw:
            continue
        try:
            record = read_record(restore_inside(raw))
        except RecordError:
            continue
        if record.deck == deck_id:
            return
        result.diagnostics = [d for d in result.diagnostics if d.code != "unknown-column"]
        result.diagnostics.append(row.places[column].diagnostic(
            "other-deck", f"the sheet was exported from the deck `{shortened(record.deck)}`, whose columns are not "
            f"those of this deck's game ({game}): {len(unknown)} of them are not fields of its cards",
            f"import it into the deck it came from: the folder whose deck.yaml says `id: {shortened(record.deck)}`"))
        return


# The byte-order mark deckctl's CSV begins with (EF BB BF), as a program reading the file as
# Latin-1 or Windows-1252 shows it, and writes it back into the sheet's first cell.
_BOM_READ_AS_LATIN_1 = "\u00ef\u00bb\u00bf"


def _where(place: Place) -> str:
    return f"{place.file}:{place.line}:{place.col}" if place.line else place.file


def _rows(table: Table, used: dict[int, Column | str], files: dict[str, _CardFile], deck_dir: Path,
          result: Merge) -> list[SheetCard]:
    owner = {card["id"]: rel for rel, f in files.items() for card in f.plain}
    current = {card["id"]: card for f in files.values() for card in f.plain}
    default_file = list(files)[-1]
    id_index = next(i for i, c in used.items() if isinstance(c, Column) and c.path == (ID,))
    cards: list[SheetCard] = []
    first_row: dict[str, Row] = {}
    padded = rows_padded(table, used, id_index, current, owner)
    trimmed = _trimmed(table, used, id_index, current)
    followed = _followed_by_a_card(table, id_index, current)
    names = CardFileNames(deck_dir, files)
    for row in table.rows:
        if all(v is None or (isinstance(v, str) and not v.strip()) for v in row.values):
            continue
        id_place = row.places[id_index] if id_index < len(row.places) else Place(table.name, row.number, id_index + 1)
        raw_id = row.values[id_index] if id_index < len(row.values) else None
        card_id = str(from_cell(raw_id, used[id_index]) or "").strip()
        if not card_id:
            result.diagnostics.append(id_place.diagnostic(
                "no-id", "this row has no card id", "give the card an id (lowercase letters, digits and `-`), "
                "or clear the row"))
            continue
        if card_id in first_row:
            result.diagnostics.append(id_place.diagnostic(
                "duplicate-id", f"the id `{shortened(card_id)}` is already used in row {first_row[card_id].number}",
                "give each row its own id", card_id))
            continue
        first_row[card_id] = row
        card = SheetCard(card_id, "", row, {}, {}, id_place)
        if long_row(row, used, card_id, current.get(card_id), owner.get(card_id), table, padded,
                    result.diagnostics):
            if card_id in current:  # (its cells left alone: the card is in the sheet, unchanged)
                card.file = owner[card_id]
                cards.append(card)
            continue
        if card_id in current and shifted(row, used, card_id, current[card_id], owner.get(card_id), table,
                                               result.diagnostics):
            card.file = owner[card_id]  # (its cells left alone, as a long row's)
            cards.append(card)
            continue
        if card_id not in current and new_row_split(row, used, card_id, table, result.diagnostics):
            continue  # (a new card: nothing to leave alone, and the error stops the import)
        cut = _cut_short(row, used, card_id, current, table.name, result, trimmed and followed[row.number])
        for index, column in used.items():
            if index >= cut:  # (left alone: the cells are missing, not emptied)
                continue
            raw = row.values[index] if index < len(row.values) else None
            place = row.places[index] if index < len(row.places) else Place(table.name, row.number, index + 1)
            if column == FILE:
                card.file = card.file_cell = _card_file(raw, place, card_id, names, result)
                card.file_place = place
                continue
            if column == RECORD:
                card.record = None if raw is None or (isinstance(raw, str) and not raw.strip()) else raw
                card.record_place = place
                continue
            card.raws[column.path] = raw
            card.places[column.path] = place
            try:
                value = from_cell(raw, column)
            except CellError as exc:
                result.diagnostics.append(place.diagnostic("bad-cell", str(exc), exc.hint, card_id))
                continue
            if index in row.formats and _shown_otherwise(raw, value, row.formats[index], column, current.get(card_id),
                                                         place, card_id, result):
                continue
            card.values[column.path] = value
        # No file named: a card stays where it is; a new one goes with the row above it.
        card.file = card.file or owner.get(card_id) or (cards[-1].file if cards else default_file)
        cards.append(card)
    return cards


def _shown_otherwise(raw, value, code: str, column: Column, ours: dict | None, place: Place, card_id: str,
                     result: Merge) -> bool:
    """Whether a number, date or time cell that the sheet shows in a format of its own (`0%`,
    `m/d/yy`, `000`), or a truth value (shown in the spreadsheet's language), would write a text:
    an error then (`formatted-cell`), the field left alone. The card would get the value (`0.5`,
    `2026-03-04`, `7`, `TRUE`), not what the editor sees (`50%`, `3/4/26`, `007`, `WAHR`). A cell holding the card's own value, or a spreadsheet's rewrite of its text (the
    `coerced-cell` check's), writes nothing here. In a column that takes text, a whole number
    (`3` shown as `300%`) is refused too: the card gets 3, which reads as the text `3`."""
    from deckctl.sheet.cells import shown
    from deckctl.sheet.coercion import coerced_item

    if not column.text:
        return False  # (a column of whole numbers only: the number is the value, its format the sheet's)
    mine = value_at(ours, column.path) if ours is not None else None
    if ours is not None and (same(mine, value) or coerced_item(mine, raw, column.many, False)):
        return False
    kind = ("date" if isinstance(raw, _dt.datetime) else "time" if isinstance(raw, _dt.time)
            else "date" if isinstance(raw, _dt.date) else "number")
    written = shortened(shown(value))
    how = (f"in its format `{printable_line(shortened(code, 40))}`" if not isinstance(raw, bool)
           else "in the spreadsheet's language (`WAHR` in German, `VRAI` in French)")
    result.diagnostics.append(place.diagnostic(
        "formatted-cell", f"the cell holds the {'truth value' if isinstance(raw, bool) else kind} `{written}`, which "
        f"the sheet shows {how}: the card would get `{written}`, not what the sheet shows",
        "type the text the card should have into a cell formatted as text (Format Cells > Text), or with an "
        "apostrophe before it ('3/4), or edit the card in its YAML file", card_id))
    return True


def _cut_short(row: Row, used, card_id: str, current: dict, name: str, result: Merge, trimmed: bool = False) -> int:
    """The index of a CSV row's first missing cell where the row is a card's of the deck and cut
    short (its last cells deleted, or a line break typed outside quotes ending it early); else past
    every column. Its missing cells are left alone, not taken for emptied: read as empty, they
    would clear the card's fields. Such a row is an error (`short-row`) where it ends before its
    `exported-from` record (merged two ways for want of it, a stale cell would undo the YAML), or
    where the card holds a value in a missing cell; one lacking only cells its card has empty (as
    some spreadsheets save rows) loses nothing. A row of a new card may lack its empty last cells.
    Where the row ends at a value, the sheet shows a spreadsheet's way of leaving out empty last
    cells and the row is followed by a card's row (`trimmed`: `_trimmed`, `_followed_by_a_card`),
    its missing cells are the fields the editor cleared: read as empty, with a warning
    (`cleared-cells`), and the card's fields cleared."""
    if row.ends_at is None or card_id not in current:
        return len(row.values) + len(used)
    record = next((index for index, column in used.items() if column == RECORD), None)
    place = Place(name, row.number, row.ends_at + 1)
    hint = ("a line break typed into a cell outside its quotes ends the row there: put the cell in quotes (\"...\"), "
            "or give the row its missing cells, or export again and redo the edit")
    if record is not None and row.ends_at <= record:
        result.diagnostics.append(place.diagnostic(
            "short-row", f"the row ends after its {row.ends_at} cells, before its `exported-from` record: its last "
            "cells are missing (read as empty, they would clear the card's fields)", hint, card_id))
        return row.ends_at
    held = [column.header for index, column in sorted(used.items())
            if index >= row.ends_at and isinstance(column, Column) and holds(value_at(current[card_id], column.path))]
    if held and trimmed and row.ends_at and row.values[row.ends_at - 1] not in (None, ""):
        fields = ", ".join(f"`{header}`" for header in held)
        result.diagnostics.append(place.diagnostic(
            "cleared-cells", f"the row ends after its {row.ends_at} cells, as a spreadsheet writes a row whose last "
            f"cells are empty (other rows of the sheet end so too): its missing cells are read as emptied, and clear "
            f"the card's {fields}", "if a cell was not cleared on purpose, type its value into the sheet again",
            card_id, severity=Severity.WARNING))
        return len(row.values) + len(used)
    if held:
        fields = ", ".join(f"`{header}`" for header in held)
        result.diagnostics.append(place.diagnostic(
            "short-row", f"the row ends after its {row.ends_at} cells: its last cells are missing, and read as empty "
            f"they would clear the card's {fields}", hint + "; to clear such a field on purpose, clear it in the card's "
            "YAML file, or edit an XLSX export", card_id))
    return row.ends_at


def _trimmed(table: Table, used, id_index: int, current: dict) -> bool:
    """Whether a CSV sheet shows a spreadsheet's way of leaving out a row's empty last cells (Excel,
    in some blocks of rows): a row of a card of the deck ends before the header does, ending at a
    value, and its card has nothing in the cells it lacks. LibreOffice writes every cell of every
    row, and a row a line break typed outside quotes cut short lacks cells its card has (its text
    goes on in the next row)."""
    for row in table.rows:
        if not row.ends_at or row.values[row.ends_at - 1] in (None, "") or id_index >= row.ends_at:
            continue
        card = current.get(str(row.values[id_index] or "").strip())
        if card is not None and not any(
                isinstance(column, Column) and index >= row.ends_at and holds(value_at(card, column.path))
                for index, column in used.items()):
            return True
    return False


def _followed_by_a_card(table: Table, id_index: int, current: dict) -> dict[int, bool]:
    """Each row's number -> whether the next row holding anything is the row of a card of the deck,
    or there is none. A line break typed into a cell outside its quotes ends the row there and
    starts the next with the rest of the text, whose first cell is no card's id."""
    followed: dict[int, bool] = {}
    after = True
    for row in reversed(table.rows):
        followed[row.number] = after
        if any(v not in (None, "") and not (isinstance(v, str) and not v.strip()) for v in row.values):
            after = (id_index < len(row.values) and isinstance(row.values[id_index], str)
                     and row.values[id_index].strip() in current)
    return followed


def _three_way(cards: list[SheetCard], used, files: dict[str, _CardFile], table: Table, manifest, deck_dir: Path,
               result: Merge) -> list[SheetCard]:
    """Each row merged with its card and the record of what it was exported from (`threeway`)."""
    from deckctl.sheet.threeway import resolve

    current = {card["id"]: card for f in files.values() for card in f.plain}
    owner = {card["id"]: rel for rel, f in files.items() for card in f.plain}
    columns = {c.path: c for c in used.values() if isinstance(c, Column)}
    deck_id = manifest.get("id") if isinstance(manifest, dict) else None
    outcome = resolve(cards, current, owner, columns, table, str(deck_id or ""), RECORD in used.values(), deck_dir)
    result.diagnostics += outcome.diagnostics
    result.kept += outcome.kept
    return outcome.cards


def _card_file(raw, place: Place, card_id: str, names: CardFileNames, result: Merge) -> str:
    """The card file a row's `file` cell names (`cards/<name>.yaml`), or "" where it is empty or
    names none the deck would read (`cardfiles`: an error at the cell)."""
    text = "" if raw is None else str(raw).strip()
    if not text:
        return ""
    rel, problem, hint = names.check(text)
    if problem:
        # (the name the cell holds kept as it is, shown apart from any other name as the finding is
        # shown: NAMES; JSON's message holds it exactly)
        shown = shortened(text)
        result.diagnostics.append(place.diagnostic(
            "bad-file", f"`{shown}` is not a card file of the deck: {problem}", hint, card_id).naming(shown))
    return rel


# --- editing the sources ----------------------------------------------------------------------


class _Unsafe(Exception):
    def __init__(self, diagnostic: Diagnostic):
        super().__init__(diagnostic.message)
        self.diagnostic = diagnostic


def _apply(cards: list[SheetCard], used, columns: list[Column], files: dict[str, _CardFile], deck_dir: Path,
           prune: bool, result: Merge) -> None:
    from ruamel.yaml.comments import CommentedSeq

    from deckctl.io.rewrite import loads_as

    columns = in_writing_order(columns)
    sheet_columns = [c for c in columns if c in used.values()]
    where = {card["id"]: (rel, i) for rel, f in files.items() for i, card in enumerate(f.plain)}
    leaving: dict[str, set[int]] = {}  # file -> indexes of cards that move out or are pruned
    arriving: dict[str, list[tuple[str, tuple]]] = {}  # ("moved", (file, index)) or ("new", (node, data))
    changed = {card.id: changed_paths(files[where[card.id][0]].plain[where[card.id][1]], card, sheet_columns)
               for card in cards if card.id in where}
    edited_cards = Counter(where[card_id][0] for card_id, changes in changed.items() if changes)
    for rel, count in edited_cards.items():
        files[rel].few_edited = count <= max(len(files[rel].plain) // _OWN_TREES_SHARE, 8)
    for card in cards:
        if card.id in where:
            rel, index = where[card.id]
            if card.file != rel:
                files[rel].causes.append((card, card.file_place or card.id_place))
            changes = changed[card.id]
            if changes:
                files[rel].causes += [(card, card.places.get(path, card.id_place)) for path in changes]
                card_file = files[rel]
                _edit_card(card_file, index, card, changes, columns)
                result.changed.append(card.id)
                card_file.touched = True
                card_file.edited.add(index)
                card_file.edits += [(index, *path) for path in changes]
            if card.file != rel:
                leaving.setdefault(rel, set()).add(index)
                arriving.setdefault(card.file, []).append(("moved", (rel, index), card))
                result.moved.append(card.id)
        else:
            arriving.setdefault(card.file, []).append(("new", (*new_card_tree(card, sheet_columns, columns), card),
                                                       card))
            result.added.append(card.id)
    in_sheet = {card.id for card in cards}
    for card_id, (rel, index) in where.items():
        if card_id in in_sheet:
            continue
        source = files[rel].source
        line, col = source.mark((index, ID))
        if prune:
            leaving.setdefault(rel, set()).add(index)
            result.removed.append(card_id)
        else:
            result.missing.append(card_id)
        result.diagnostics.append(Diagnostic(
            source.display, line, col, "not-in-sheet",
            _REMOVED if prune else "the card is not in the sheet; it is kept",
            severity=Severity.INFO if prune else Severity.WARNING, card_id=card_id,
            hint="" if prune else "import with --prune to remove the cards the sheet lacks"))
    # Cards leave and join files as lines of text, their own comments with them (`cardtext`).
    for rel, added in arriving.items():
        if rel not in files:
            files[rel] = _CardFile(rel, deck_dir / rel, None, CommentedSeq(), [])
        files[rel].causes += [(card, card.id_place if kind == "new" else card.file_place or card.id_place)
                              for kind, _, card in added]
    cut = {rel: _cut(files[rel]) for rel in dict.fromkeys([*leaving, *arriving])}
    # A card joins a file in the layout of the cards it had (their dash's column, their keys').
    layouts = {rel: cards.layout() for rel, cards in cut.items()}
    moving = {(rel, index): (cut[rel].cards[index], files[rel].plain[index])
              for rel, indexes in leaving.items() for index in indexes}
    for rel, indexes in leaving.items():
        for index in sorted(indexes, reverse=True):
            cut[rel].remove(index)
            del files[rel].plain[index]
    joined: dict[str, list[list[str]]] = {}  # file -> the lines of the cards joining it, as they came
    for rel, added in arriving.items():
        for kind, what, _ in added:
            lines, plain = moving[what] if kind == "moved" else _new_card_lines(*what, files[rel].path,
                                                                                 layouts[rel].flow, cut[rel].styles)
            joined.setdefault(rel, []).append(lines)
            cut[rel].append(relaid(lines, layouts[rel]))
            files[rel].plain.append(plain)
    for rel, card_file in files.items():
        if rel not in cut and not card_file.touched:
            continue
        if not card_file.plain:
            result.emptied.append(card_file.path)
            continue
        text = cut[rel].text() if rel in cut else _only_the_edits(card_file)
        if rel in cut and not loads_as(text, card_file.plain, display_path(card_file.path)):
            text = _dash_moved_only(cut[rel], joined.get(rel, []), layouts[rel])
            if not loads_as(text, card_file.plain, display_path(card_file.path)):
                raise _unsafe(card_file, "the file would not load back as edited once cards left or joined it",
                              "would not load back as edited once cards left or joined it", _NOTHING_WRITTEN)
        if rel in cut and rel not in arriving and card_file.source is not None \
                and not card_file.source.text.endswith("\n"):  # (only cards left: the last line is the file's own)
            unended = text.removesuffix("\n")  # (a last line without a line end stays so, as an edit leaves it)
            text = unended if loads_as(unended, card_file.plain, display_path(card_file.path)) else text
        result.texts[card_file.path] = _as_saved(card_file, text)


def _dash_moved_only(cards: CardText, joined: list[list[str]], layout) -> str:
    """The text with the cards that joined it (its last ones) set at its cards' dash column, their
    keys as far from it as they were: for the odd card whose keys cannot be moved (a text whose
    lines the move would break), every card moves as a whole."""
    if joined:
        cards.cards[-len(joined):] = [relaid(lines, layout, keys=False) for lines in joined]
    return cards.text()


_NOTHING_WRITTEN = "no file is changed; make this change in the YAML file (and please report this)"


def _unsafe(card_file: _CardFile, message: str, problem: str, hint: str, card_id: str = "",
            at: tuple[int, int] = (0, 0)) -> _Unsafe:
    """A card file that cannot be written safely, named at the sheet cell that changes it (of the
    card `card_id` where that is known), the other rows that change it counted; at the file
    itself when no row does (only cards the sheet lacks are pruned from it), at its line and
    column `at` (of the card `card_id`) where the problem has one."""
    display = display_path(card_file.path)
    if not card_file.causes:  # (the hint may name the file: `_run_fmt_first`)
        return _Unsafe(Diagnostic(display, *at, "fmt-unsafe", message, hint=hint, card_id=card_id).naming(display))
    card, place = next((cause for cause in card_file.causes if cause[0].id == card_id), card_file.causes[0])
    others = sorted({cause.row.number for cause, _ in card_file.causes} - {card.row.number})
    also = ""
    if others:
        shown = ", ".join(str(number) for number in others[:5])
        shown += f" and {len(others) - 5:,} more" if len(others) > 5 else ""
        also = f"; row {shown} changes it too" if len(others) == 1 else f"; rows {shown} change it too"
    return _Unsafe(place.diagnostic("fmt-unsafe", f"{display}, which this row changes, {problem}{also}", hint,
                                    card.id).naming(display))  # (the file named apart from any other: NAMES)


def _edit_card(card_file: _CardFile, index: int, card: SheetCard, changes: list[tuple], columns: list[Column]) -> None:
    """Apply a row's changes to its card's data and round-trip tree. Reading a large file's tree
    is most of an import's time, and an edit made in place (`_in_place`) needs only the data: so
    the card is edited on a tree of its own lines, and again on the file's tree only if that is
    loaded later (`_tree`), for an edit that cannot be made in place. Where many of the file's cards
    are edited, reading them one by one costs as much as reading the file (and twice as much where
    the file's tree is needed after all): the file's tree is read then (`few_edited`)."""
    if card_file.tree is None and card_file.few_edited:
        node = _own_tree(card_file, index)
        if node is not None:
            card_file.pending[index] = (copy.deepcopy(card_file.plain[index]), card, changes, columns)
            apply_changes(node, card_file.plain[index], card, changes, columns, [], card_file.list_styles)
            return
    _tree(card_file)
    apply_changes(card_file.tree[index], card_file.plain[index], card, changes, columns, card_file.alone,
                  card_file.list_styles)


def _own_tree(card_file: _CardFile, index: int):
    """The round-trip tree of the card at `index`, read from its own lines (`cut_at_cards`' span), or
    None where it might not read as the file's tree reads it: the file cannot be cut at its cards or
    has a directive (`%YAML`), the card has an anchor or an alias (a value shared with another card),
    or its lines do not read as one card with the keys and items it has."""
    from deckctl.io.card_spans import NotCardList, cut_at_cards, lines_of
    from deckctl.io.rewrite import load_text_tree

    if card_file.lines_and_spans is None:
        text = Saved.of_source(card_file.source).plain(card_file.source.text)
        try:
            spans = None if _DIRECTIVE.search(text) else cut_at_cards(text)
        except NotCardList:
            spans = None
        fits = spans is not None and len(spans.cards) == len(card_file.plain)
        card_file.lines_and_spans = (lines_of(text), spans) if fits else ()
    if not card_file.lines_and_spans:
        return None
    lines, spans = card_file.lines_and_spans
    span = spans.cards[index]
    text = "\n".join(lines[span.dash: span.end + 1]) + "\n"
    if _ANCHOR_OR_ALIAS.search(text):
        return None
    try:
        tree = load_text_tree(text)
    except Exception:  # (what ruamel cannot read: `_tree` names it, reading the whole file)
        return None
    if not isinstance(tree, list) or len(tree) != 1 or not _same_shape(tree[0], card_file.plain[index]):
        return None
    return tree[0]


def _same_shape(node, data) -> bool:
    """Do a round-trip tree and loaded data have the same keys, in order, and lists of the same lengths?"""
    if isinstance(data, dict):
        return isinstance(node, dict) and list(node) == list(data) and all(_same_shape(node[k], data[k]) for k in data)
    if isinstance(data, list):
        return isinstance(node, list) and len(node) == len(data) and all(map(_same_shape, node, data))
    return not isinstance(node, (dict, list))


def _tree(card_file: _CardFile) -> _CardFile:
    """The file with its round-trip tree loaded, the edits made so far made on it too (`_edit_card`)."""
    from deckctl.io.rewrite import load_problem, load_tree

    if card_file.tree is None:
        try:
            card_file.tree = load_tree(card_file.source)
        except Exception as exc:  # ruamel reads a few files differently from libyaml: never guess
            problem, at = load_problem(exc, card_file.source.text)
            where = f"line {at[0]}, column {at[1]}" if at else "one of its lines"
            detail = f": {printable_line(shortened(problem))}" if problem else ""
            words = f"deckctl's writer, which keeps comments, cannot read {where}{detail}"
            # (a tab after `key:` is the case met: the validator reads it as a space, the writer does not)
            hint = ("replace the tab there with a space, or make this change in the YAML file" if "'\\t'" in problem
                    else "make this change in the YAML file (`deckctl fmt` cannot rewrite it either)")
            raise _unsafe(card_file, f"cannot edit this file safely: {words}",
                          f"cannot be edited safely: {words}", hint) from None
    for index, (before, card, changes, columns) in card_file.pending.items():
        card_file.plain[index] = before
        apply_changes(card_file.tree[index], before, card, changes, columns, card_file.alone, card_file.list_styles)
    card_file.pending.clear()
    return card_file


def _dumped(card_file: _CardFile) -> str:
    """The edited file's text, every comment kept (before any card leaves or joins it)."""
    from deckctl.io.comment_gaps import keep_comment_gaps
    from deckctl.io.rewrite import comment_after_alias, dump_checked, dump_problem

    display = display_path(card_file.path)
    _tree(card_file)
    alone = tuple(card_file.alone)
    keep_comment_gaps(card_file.tree)
    text = dump_checked(card_file.tree, card_file.plain, card_file.source.text, display, alone)
    if text is None:
        after_alias = comment_after_alias(card_file.source.text)
        if after_alias is not None:  # (the writer puts an alias with nothing after it: fmt says so too)
            line, col = after_alias
            raise _unsafe(card_file, f"cannot keep the comment at line {line}, column {col}, at the end of a line "
                          "that ends in an alias (`*name`)",
                          f"cannot keep the comment at line {line}, column {col}, after an alias (`*name`)",
                          "put that comment on a line of its own above it, then import the sheet again")
        # The card whose value would change, where one would: its row is the one to name.
        where = dump_problem(card_file.tree, card_file.plain, card_file.source.text, display, alone) or ()
        card = card_file.plain[where[0]] if where and isinstance(where[0], int) else {}
        raise _unsafe(card_file, "the edited file would not load back as edited", "would not load back as edited",
                      _NOTHING_WRITTEN, str(card.get(ID, "")) if isinstance(card, dict) else "")
    return text


def _only_the_edits(card_file: _CardFile) -> str:
    """The edited file's text, so that git diff shows the edits and nothing else. A card whose
    changed values can all be written where they stand (`inplace`: no key added or removed...)
    changes only in those values' texts, whatever its layout. Any other edited card is written in
    fmt's layout, then set in its own again (`_around_the_edits`), every other line left as it is;
    where that cannot be done, a file in fmt's layout is written as fmt writes it."""
    from deckctl.io.canonical import is_canonical
    from deckctl.io.rewrite import in_layout, loads_as, spliced

    display = display_path(card_file.path)
    partly = _in_place(card_file)
    if partly is not None and not partly[1] and loads_as(partly[0], card_file.plain, display):
        return partly[0]
    new = _dumped(card_file)
    if partly is not None:
        text = spliced(new, partly[0], partly[1], card_file.plain, display)
        if text is not None:
            return _around_the_edits(text, partly[0], partly[1], card_file.plain, display)
    if is_canonical(card_file.source.text):
        return new
    text = spliced(new, card_file.source.text, card_file.edited, card_file.plain, display)
    if text is not None:
        plain = Saved.of_source(card_file.source).plain(card_file.source.text)
        return _around_the_edits(text, plain, card_file.edited, card_file.plain, display)
    if in_layout(card_file.source, display):  # (what the quick check could not tell)
        return new
    problem = ("is not in deckctl fmt's layout, and the change cannot be made to the edited cards' lines alone: "
               "importing would rewrite every card of the file")
    raise _unsafe(card_file, f"the file {problem}", problem, _run_fmt_first(card_file))


def _around_the_edits(text: str, old: str, edited: set[int], expected: list, display: str) -> str:
    """`spliced`'s `text` (the cards at `edited` in fmt's layout at the file's indent, the others as
    fmt's writer reads them: no `---` line, no spaces at a line's end) made of `old`, the file's
    text, but for those cards, each set in the layout it had there (its keys as far from its dash);
    `text` where the two cannot be put together so that it reads as `expected`."""
    from deckctl.io.rewrite import loads_as

    was, now = cut_cards(old, len(expected)), cut_cards(text, len(expected))
    if was is None or now is None or was.text().strip("\n") != old.strip("\n"):
        return text
    for index in edited:
        was.replace(index, now.cards[index])
    result = was.text()
    if _comments_in(result) != _comments_in(text) or not loads_as(result, expected, display):
        return text
    return result


def _comments_in(text: str) -> list[str]:
    return [line.strip() for line in text.split("\n") if line.lstrip().startswith("#")]


def _in_place(card_file: _CardFile) -> tuple[str, set[int]] | None:
    """The file's text with the changed values' texts replaced where they can be, and the indexes of
    the edited cards where they cannot (`inplace.edited_in_place`)."""
    from deckctl.sheet.inplace import edited_in_place

    text = Saved.of_source(card_file.source).plain(card_file.source.text)
    edits = [(path, value_of(card_file.plain, path)) for path in card_file.edits]
    composed = card_file.lines_and_spans[1].root if card_file.lines_and_spans else None  # (`_own_tree`'s)
    # A text turned into a list is written `[a, b]` in place: where the file's cards write such a
    # list one item a line, the writer writes it so (`apply_changes`).
    block = {path[0] for path, value in edits if isinstance(value, list)
             and not isinstance(value_of(card_file.source.data, path), list)
             and card_file.list_styles().flow(style_place(path[1:]), True) is False}
    return edited_in_place(text, edits, composed, block)


def _cut(card_file: _CardFile) -> CardText:
    """The file, its edits made, cut at its cards; a file the sheet creates has only its schema
    line. Its edits are made as `_only_the_edits` makes them (the edited cards' lines change, the
    others stay), so that the cards in its own layout stay in it. A file whose text cannot be cut
    so is cut in fmt's layout where it is in that layout already, and refused where that would
    rewrite every card of it."""
    from deckctl.io.canonical import is_canonical
    from deckctl.io.rewrite import in_layout

    if card_file.source is None:
        return CardText(_schema_lines(card_file), [], [])
    source = card_file.source
    own = Saved.of_source(source).plain(source.text)
    text = _only_the_edits(card_file) if card_file.touched else own
    cards = cut_or_why(text, len(card_file.plain))
    if isinstance(cards, CardText) and cards.text().strip("\n") == text.strip("\n"):  # (blank lines at its ends aside)
        return cards
    display = display_path(card_file.path)
    if is_canonical(source.text) or in_layout(source, display):
        cards = cut_cards(_dumped(card_file), len(card_file.plain))
        if cards is not None:
            return cards
    why = cut_or_why(own, len(card_file.plain)) if text is not own else cards  # (at the file's own lines)
    where = (why.line, why.col) if isinstance(why, Uncut) else (0, 0)
    detail = why.problem if isinstance(why, Uncut) and why.line else (
        "a card's `-` on a line of its own, a line between cards that is no comment")
    problem = ("is not in deckctl fmt's layout, and its cards' start and end cannot be told apart ({}): a card "
               "cannot join or leave it without rewriting every card of the file")
    at_line = f"line {why.line}: {detail}" if isinstance(why, Uncut) and why.line else detail
    raise _unsafe(card_file, "the file " + problem.format(detail), problem.format(at_line),
                  _run_fmt_first(card_file) + "; or move or remove the card in the YAML file",
                  why.card_id if isinstance(why, Uncut) else "", at=where)


def _run_fmt_first(card_file: _CardFile) -> str:
    """The hint for a file not in fmt's layout that the import cannot change without rewriting
    it: the command that puts that file (and no other) in fmt's layout."""
    command = f"deckctl fmt {shell_word(display_path(card_file.path))}"  # (the file named apart: `_unsafe`)
    return (f"run `{command}` (a commit of its own, so that its changes are not taken for the sheet's), then "
            "import again")


def _new_card_lines(node, plain: dict, card: SheetCard, path: Path, flow: bool = False,
                    styles: Styles = Styles()) -> tuple[list[str], dict]:
    """A new card's lines in fmt's layout (`relaid` sets them in the file's), its lists and the
    mappings under its keys in the `styles` of the file's cards (flow `[a, b]` or one item a line,
    the dash of such a list as far in from its key as theirs; fmt's writer's where the file does
    not say); with `flow`, where every card of the file is a flow mapping, one of those too, if it
    reads back so."""
    from ruamel.yaml.comments import CommentedSeq

    from deckctl.io.rewrite import dump_checked, loads_as

    display = display_path(path)
    styled(node, styles)
    text = None
    if flow:
        node.fa.set_flow_style()
        text = dump_checked(CommentedSeq([node]), [plain], "", display)
        node.fa.set_block_style()
    text = text or dump_checked(CommentedSeq([node]), [plain], "", display)
    if text is None:
        raise _Unsafe(card.id_place.diagnostic("fmt-unsafe", f"the new card this row adds to {display} would not "
                                               "load back as written", _NOTHING_WRITTEN, card.id).naming(display))
    lines = text.rstrip("\n").split("\n")
    indented = lists_indented(lines, styles.indent)
    if indented is not lines and loads_as("\n".join(indented) + "\n", [plain], display):
        return indented, plain
    return lines, plain


def _as_saved(card_file: _CardFile, text: str) -> str:
    """A file keeps the way it was saved: CRLF line ends (a checkout with git's core.autocrlf), a
    byte-order mark (which `text`, as the source's, leaves out); a file mixing CRLF and LF, each
    line's own."""
    if card_file.source is None:
        return text
    saved = Saved.of_source(card_file.source)
    if mixed(card_file.source.text):  # (its lines end each its own way: `lineends`)
        return (BOM if saved.bom else "") + with_own_line_ends(card_file.source.text, text)
    return (BOM if saved.bom else "") + text.replace(LF, saved.newline)


def _schema_lines(card_file: _CardFile) -> list[str]:
    """A new card file opens with the schema line its neighbours open with (editor completion)."""
    for neighbour in card_file_paths(card_file.path.parent.parent):
        first = neighbour.read_text("utf-8").split("\n", 1)[0]
        if first.startswith("# yaml-language-server:"):
            return [first]
    return []


def _relative(path: Path, deck_dir: Path) -> str:
    """A card file's path in the deck (`cards/x.yaml`), as written: no link followed (a `cards/`
    that is a link to a folder elsewhere in the repository is refused by the write, not here)."""
    return Path(os.path.abspath(path)).relative_to(os.path.abspath(deck_dir)).as_posix()


# --- validating the merged deck ---------------------------------------------------------------


def _validate(deck_dir: Path, files: dict[str, _CardFile], cards: list[SheetCard], used, result: Merge) -> None:
    """Load the merged deck from a scratch copy; its errors are reported at the sheet's cells."""
    from deckctl.validate.deck import load_deck, print_option_findings

    rows = {card.id: card for card in cards}
    refused = {Place(d.file, d.line, d.col) for d in result.diagnostics if d.is_error}
    with tempfile.TemporaryDirectory(prefix="deckctl-sheet-") as tmp:
        scratch = Path(tmp) / deck_dir.resolve().name
        shutil.copytree(deck_dir, scratch, ignore=_not_copied(deck_dir))
        for path, text in result.texts.items():
            (scratch / _relative(path, deck_dir)).write_text(text, "utf-8")
        for path in result.emptied:
            (scratch / _relative(path, deck_dir)).unlink()
        merged = load_deck(scratch)
        sources = {display_path(s.path): s for s in merged.card_files}
        manifest = display_path(scratch / "deck.yaml")
        found = [d for d in merged.diagnostics if not (d.file == manifest and d.code in _JUDGED_AT_THE_DECK)]
        if merged.manifest is not None:  # (the deck loaded before the merge: its deck.yaml is valid)
            found += print_option_findings(dataclasses.replace(merged, path=deck_dir))
        for d in found:
            if not d.is_error:
                continue
            source = sources.get(d.file)
            place = _place_of(d, source, rows) if source is not None else None
            if place in refused:
                continue  # the cell's own error says it already (a bad cell left out of a new card)
            if place is not None:  # (its texts and the names they hold as the deck's: `_named_in_deck`)
                shown = _named_in_deck(d, scratch, deck_dir)
                result.diagnostics.append(place.diagnostic(d.code, shown.message, shown.hint, d.card_id)
                                          .naming(*shown.names))
            else:
                result.diagnostics.append(_in_deck(d, scratch, deck_dir))
        result.diagnostics += _new_folder_problems(deck_dir, scratch)


# The scratch copy lies outside the deck's repository, so a file deck.yaml's print: takes from
# elsewhere in it (`../../shared/logo.svg`, an ICC profile) or through a linked folder would read
# there as missing or outside. The findings of the art (`export.pdf.art.check`) are judged from
# deck.yaml and the art files alone, which an import never changes, and the deck passed them when
# loaded before the merge: not reported again. The print options' are judged again, with the merged
# cards (the images' pixel limits count them) but the files named from the deck's own folder.
_JUDGED_AT_THE_DECK = frozenset({"bad-art", "low-dpi", "bad-print-option"})


def _not_copied(deck_dir: Path):
    """What the scratch copy leaves out (shutil.copytree's `ignore`): hidden names, and links to
    folders, which no command walks (`io.discover.walk_deck`) and which may lead anywhere (a link
    to `/usr/share` had the import copy 800 MB), but `cards/` and `locales/` themselves, which the
    deck reads through a link as a folder."""
    top = os.path.abspath(deck_dir)

    def ignored(folder: str, names: list[str]) -> list[str]:
        at_top = os.path.abspath(folder) == top
        return [name for name in names if name.startswith(".") or (
            os.path.islink(os.path.join(folder, name)) and os.path.isdir(os.path.join(folder, name))
            and not (at_top and name in (CARDS_DIR, "locales")))]
    return ignored


def _in_deck(d: Diagnostic, scratch: Path, deck_dir: Path) -> Diagnostic:
    """A finding in the scratch copy, naming the deck's own file and folder instead."""
    real = deck_dir / Path(d.file).resolve().relative_to(scratch.resolve()) if d.file else deck_dir
    return dataclasses.replace(_named_in_deck(d, scratch, deck_dir), file=display_path(real))


def _named_in_deck(d: Diagnostic, scratch: Path, deck_dir: Path) -> Diagnostic:
    """`d` with the scratch copy's folder, where its message or hint names it, named as the deck's
    own instead, and so in the names it says they hold (NAMES): a report shows those apart from any
    other name as in validate's own findings (`core.printable.printable_name`), and would find none
    of the scratch copy's in the message."""
    old, new = shown_path(scratch), shown_path(deck_dir)
    message, hint = (text.replace(old, new) for text in (d.message, d.hint))
    extra = {**d.extra, NAMES: [name.replace(old, new) for name in d.names]} if d.names else d.extra
    return dataclasses.replace(d, message=message, hint=hint, extra=extra)


def _new_folder_problems(deck_dir: Path, scratch: Path) -> list[Diagnostic]:
    """What deck discovery finds in the merged deck's folder that `validate` would report and it
    did not find in the deck before (`io.discover.walk_deck`): loading the deck does not look for
    it. A card file the import made that turns `cards/` into a deck of its own (`cards/deck.yaml`)
    is `cards-not-read`, and `cardfiles` refuses its name at the cell; this is the check behind
    that, so that a deck valid before an import is valid after it."""
    from deckctl.io.discover import walk_deck

    after = walk_deck(scratch).problems
    if not after:
        return []

    def key(d: Diagnostic, root: Path) -> tuple[str, str]:
        return os.path.relpath(os.path.abspath(d.file), os.path.abspath(root)), d.code

    before = {key(d, deck_dir) for d in walk_deck(deck_dir).problems}
    return [_in_deck(d, scratch, deck_dir) for d in after if d.is_error and key(d, scratch) not in before]


def _place_of(d: Diagnostic, source: SourceFile, rows: dict[str, SheetCard]) -> Place | None:
    """The sheet cell a finding in a merged card file comes from."""
    paths = [p for marks in (source.value_marks, source.key_marks) for p, mark in marks.items()
             if mark == (d.line, d.col) and p and isinstance(p[0], int)]
    if not paths:
        return None
    # The mark of a card is the mark of its first key too: a value's mark is the more precise.
    path = max(paths, key=lambda p: (p in source.value_marks and source.value_marks[p] == (d.line, d.col), len(p)))
    data = source.data if isinstance(source.data, list) else []
    raw = data[path[0]] if path[0] < len(data) else None
    card = rows.get(d.card_id or (raw.get(ID) if isinstance(raw, dict) else None))
    if card is None:
        return None
    field_path = path[1:]
    missing = _MISSING_KEY.fullmatch(d.message) if d.code == "missing-key" else None
    if missing:  # located at the mapping that lacks it; the empty cell is the key's own column
        field_path += (missing.group(1),)
    if not field_path:
        return card.id_place
    for column_path, place in card.places.items():
        if column_path[: len(field_path)] == field_path or field_path[: len(column_path)] == column_path:
            return place
    return card.id_place
