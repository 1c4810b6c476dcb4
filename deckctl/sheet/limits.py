"""What a sheet may hold, in either format, checked while it is read.

A sheet comes from outside (an editor's spreadsheet, a pull request), so its size is bounded
before deckctl works on it: the file, its rows and columns and each cell's text. The numbers
start from a large deck, 2,000 cards, and leave room above it; the widest game (Wissens-Spektrum)
has 25 columns, and such a sheet is 1.1 MB as CSV and 0.4 MB as XLSX. Merging a sheet writes every
card it changes through the comment-keeping YAML writer, the slow part of an import: the row limit
is what keeps the largest sheet accepted within half a minute.
"""

from __future__ import annotations

import re
from pathlib import Path

from deckctl.core.printable import control_name
from deckctl.core.quoted import shortened
from deckctl.io.paths import Refused, TooLarge, read_regular
from deckctl.sheet.table import Place, Row, SheetError, Table

MIB = 1024 * 1024
# The file on disk, CSV or XLSX: seven times a 2,000-card Wissens-Spektrum sheet as CSV.
MAX_FILE_BYTES = 8 * MIB
# The header and one row per card: a 2,000-card deck and a quarter more. Each new card costs an
# import some 10 ms (written through the comment-keeping YAML writer, then validated): 3,000 of
# them took 32 s, and half a minute is what bounds this one.
MAX_ROWS = 2_500
# 2.5 times the widest game's 25 columns (blank columns a spreadsheet keeps are fine).
MAX_COLUMNS = 64
# Excel's own limit on a cell; a card text never comes near it.
MAX_CELL_CHARS = 32_767
# A row's `exported-from` record (provenance.py): the card as compact JSON, with its file, deck
# and commit. The wordiest starter card (Wissens-Spektrum, six questions) takes 1,500 characters;
# a card past six times that is exported without a record, and a longer record is refused.
MAX_RECORD_CHARS = 8_192

# C0 but tab, line feed and carriage return (line breaks typed into a cell), DEL, and C1: no card
# text holds them, and a terminal or a YAML reader acts on them.
CONTROL_CHARACTERS = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")
_SMALLER = "delete rows and columns the deck does not need, or split the deck"


def read_sheet(path: Path, display: str) -> bytes:
    """The sheet file's bytes, at most MAX_FILE_BYTES of them read (io.paths.read_regular: a named
    pipe or a device is refused at once, never waited on): what is checked is what is parsed."""
    try:
        return read_regular(path, MAX_FILE_BYTES)
    except OSError as exc:
        raise SheetError(Place(display).diagnostic("unreadable", f"cannot read the file: {exc.strerror or exc}")) from None
    except TooLarge as exc:
        raise SheetError(Place(display).diagnostic(
            "file-too-large", f"the file is {exc.size:,} bytes; a sheet may be at most {MAX_FILE_BYTES:,}",
            "a sheet holds one row per card: " + _SMALLER)) from None
    except Refused as exc:
        raise SheetError(Place(display).diagnostic("unreadable", f"the file is not read: {exc.message}",
                                                   "give the CSV or XLSX file itself")) from None


def too_many_rows(place: Place) -> SheetError:
    return SheetError(place.diagnostic(
        "too-many-rows", f"the sheet has more than {MAX_ROWS:,} rows",
        "a sheet holds one row per card: " + _SMALLER))


def too_many_columns(place: Place) -> SheetError:
    return SheetError(place.diagnostic(
        "too-many-columns", f"the sheet has more than {MAX_COLUMNS} columns",
        "a sheet holds one column per card field: delete the columns after the last one"))


def _cell_too_long(place: Place, card_id: str = "", header: bool = False) -> SheetError:
    what = "column header" if header else "cell"
    return SheetError(place.diagnostic(
        "cell-too-long", f"the {what} holds more than {MAX_CELL_CHARS:,} characters",
        "retype the header as `deckctl export sheet` writes it" if header else "a card text is a few sentences: shorten it",
        card_id))


def check_cells(table: Table, row: Row, utf16: bool = False) -> None:
    """Raise for the first cell of a row that no card field can hold: too long, or holding a
    control character (`utf16`: the file's bytes look like UTF-16 text, whose NULs these are).
    The header row (row 1) is no card: its cells are named as column headers, with no card id."""
    header = row.number == 1
    card_id = "" if header else row_card_id(table, row)
    for value, place in zip(row.values, row.places):
        if not isinstance(value, str):
            continue
        if len(value) > MAX_CELL_CHARS:
            raise _cell_too_long(place, card_id, header)
        found = CONTROL_CHARACTERS.search(value)
        if found:
            char = found.group()
            # XML cannot hold a NUL: a CSV saved as UTF-16 has one in every other byte, a damaged
            # or binary file anywhere.
            hint = ("the file looks like UTF-16: save it as CSV UTF-8" if char == "\x00" and utf16
                    else "delete it: a NUL byte is no text (the file may be damaged, or not a CSV)" if char == "\x00"
                    else "retype the header as `deckctl export sheet` writes it" if header
                    else "retype the text, or paste it as plain text")
            what = (f"the column header `{shortened(value.strip())}` holds" if header else "the cell holds")
            raise SheetError(place.diagnostic(
                "control-character", f"{what} the control character {control_name(char)}, "
                f"which no {'column header' if header else 'card text'} may contain", hint, card_id))


def row_card_id(table: Table, row: Row) -> str:
    """The row's id, where the sheet has an `id` column and the cell is a plain id."""
    if "id" not in table.headers:
        return ""
    index = table.headers.index("id")
    value = row.values[index] if index < len(row.values) else None
    return value.strip() if isinstance(value, str) and not CONTROL_CHARACTERS.search(value) and len(value) < 200 else ""
