"""CSV sheets: written as UTF-8 with a byte-order mark, which Excel needs to read UTF-8 (and
LibreOffice honours); read with or without it, comma- or semicolon-separated (Excel writes `;`
in locales whose decimal separator is a comma), within the limits of `limits`.

A first line `sep=;` (`sep=,`, `sep=` and a tab) is Excel's hint of the separator, which users add
so that Excel opens a semicolon CSV in columns: it is read as that and left out of the sheet (the
header is row 1 under it, as Excel shows it), provided it names the separator the header uses
and holds nothing else. Export never writes one."""

from __future__ import annotations

import csv
import io
import re
from pathlib import Path

from deckctl.core.printable import printable_line
from deckctl.io.atomic import write_atomic
from deckctl.sheet.cells import kept_as_text
from deckctl.sheet.formulas import CELL_BREAKS, neutralise_inside, restore_inside
from deckctl.sheet.limits import (MAX_COLUMNS, MAX_FILE_BYTES, MAX_ROWS, check_cells, read_sheet, row_card_id,
                                  too_many_columns, too_many_rows)
from deckctl.sheet.table import Place, Row, SheetError, Table

_BOM = "\ufeff"
_LINE_END = re.compile("\r\n?|\n")
_DELIMITERS = ",;\t"
_NAMES = {",": "comma", ";": "semicolon", "\t": "tab"}
_PLURALS = {",": "commas", ";": "semicolons", "\t": "tabs"}
# Excel's separator line: `sep=` (in any case) and what follows it on the first line; a quoted one
# (`"sep=;"`) is taken for one too, to be refused as such rather than as an unknown column.
_SEPARATOR_LINE = re.compile('"?sep=', re.IGNORECASE)


def write_csv(path: Path, headers: list[str], rows: list[list]) -> None:
    """Excel's dialect, as Excel itself writes it, except that a field holding any separator a
    program may open the file with (`;`, a tab), not only the comma, is quoted too: a program
    splitting on several of them then keeps it one cell; and no piece of a text after one of them
    starts a formula, for a program that splits on another separator than the comma alone
    (`formulas.neutralise_inside`)."""
    lines = [",".join(_field(value) for value in row) for row in [headers, *rows]]
    write_atomic(path, (_BOM + "".join(line + "\r\n" for line in lines)).encode("utf-8"))


_QUOTED = re.compile(f'[{re.escape(CELL_BREAKS)}"]')


def _field(value) -> str:
    text = "" if value is None else neutralise_inside(kept_as_text(value)) if isinstance(value, str) else str(value)
    return '"' + text.replace('"', '""') + '"' if _QUOTED.search(text) else text


def _delimiter(first_line: str) -> str:
    """The header names hold none of `,`, `;` or a tab, so the one the header line uses most is it."""
    counts = {d: first_line.count(d) for d in _DELIMITERS}
    best = max(_DELIMITERS, key=lambda d: counts[d])
    return best if counts[best] else ","


def read_csv(path: Path, display: str) -> Table:
    raw = read_sheet(path, display)
    # Bytes that are not UTF-8 are kept as lone surrogates until the CSV is split into cells, so
    # the error names the cell (row, column and card) holding the first of them.
    text = raw.decode("utf-8", errors="surrogateescape").removeprefix(_BOM)
    named = None
    if _SEPARATOR_LINE.match(text):  # (rows, lines and characters are then counted after it)
        named, text = _separator_line(text, display)
    not_utf8 = _NOT_UTF8.search(text)
    utf16 = _looks_like_utf16(raw)
    if not_utf8 and utf16:  # (with its byte-order mark, FF FE: no UTF-8 byte at all)
        raise _not_utf8(Place(display, 1, 1), not_utf8.group(), utf16=True)
    if not text.strip():
        raise SheetError(Place(display, 1, 1).diagnostic("empty-sheet", "the file is empty",
                                                         "export the deck with `deckctl export sheet` to start from"))
    # The header line ends at the first line break of any kind: LF, CRLF, or CR alone (classic Mac OS).
    header_line = _LINE_END.split(text, maxsplit=1)[0]
    separator = _delimiter(header_line)
    if named is not None:
        separator = _named_separator(named, separator, header_line, display)
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=separator, strict=True)
    try:
        records = _records(reader, display)
    except SheetError:
        if not_utf8:  # the bytes, not the quoting, are what is wrong first: at their line and character
            raise _not_utf8(Place(display, *_line_and_column(text, not_utf8.start())), not_utf8.group()) from None
        raise
    # A row longer than the header gets header cells left empty, so that each of its cells has a
    # place. Spreadsheets write every row as long as the longest, the header too, so such a row was
    # made so by hand (a separator typed into a text outside quotes, a value typed past the last
    # column): it is refused, not read shifted or dropped (`merge._spilt`).
    width = max(map(len, records))
    headers = [h.strip() for h in records[0]] + [""] * (width - len(records[0]))
    table = Table(display, headers, [Place(display, 1, i + 1) for i in range(len(headers))],
                  header_cells=len(records[0]), separator=separator)
    if not_utf8:
        _refuse_not_utf8(table, records)
    check_cells(table, Row(1, headers, table.header_places), utf16)
    for number, record in enumerate(records[1:], start=2):
        width = max(len(headers), len(record))
        values = [(restore_inside(record[i]) if i < len(record) else None) for i in range(width)]
        row = Row(number, [v if v != "" else None for v in values], [Place(display, number, i + 1) for i in range(width)],
                  len(record) if len(record) < len(headers) else None,
                  len(record) if len(record) > len(records[0]) else None)
        check_cells(table, row, utf16)
        table.rows.append(row)
    return table


def _separator_line(text: str, display: str) -> tuple[str, str]:
    """(the separator Excel's `sep=` line at the start of `text` names, the text after that line);
    a SheetError at line 1 for a `sep=` line that names none deckctl reads or holds more."""
    parts = _LINE_END.split(text, maxsplit=1)
    line, rest = parts[0], parts[1] if len(parts) > 1 else ""
    named = line[4:]
    if line.startswith('"'):
        said = "is in quotes"
    elif not named:
        said = "names no separator"
    elif named in _NAMES:
        if not rest.strip():
            raise SheetError(Place(display, 1, 1).diagnostic(
                "empty-sheet", f"the file holds only the separator line {_said(named)}, no header or rows",
                "export the deck with `deckctl export sheet` to start from"))
        return named, rest
    elif named == "\\t":
        said = "holds `\\t`, two characters, where Excel takes the one after `sep=` for the separator"
    elif named[0] in _NAMES:
        said = f"holds more than the {_NAMES[named[0]]} after `sep=`"
    else:
        said = "names a separator deckctl does not read"
    shown = printable_line(line[:40]).replace("\t", "\\t") + ("..." if len(line) > 40 else "")
    raise SheetError(Place(display, 1, 1).diagnostic(
        "bad-separator-line", f"the first line, `{shown}`, is Excel's separator line but {said}",
        "write it as `sep=;`, `sep=,` or `sep=` and a tab, alone on its line and without quotes, naming the "
        "separator the file uses, or delete the line: deckctl reads the separator from the header"))


def _said(separator: str) -> str:
    """Excel's separator line for `separator`, as a message shows it: `sep=;`, `sep=` and a tab."""
    return "`sep=` and a tab" if separator == "\t" else f"`sep={separator}`"


def _named_separator(named: str, used: str, header_line: str, display: str) -> str:
    """The separator of a file whose `sep=` line names `named`: the one its header uses, which must
    be that one (a header of one column, holding none, takes it)."""
    if used == named or not any(d in header_line for d in _NAMES):
        return named
    raise SheetError(Place(display, 1, 1).diagnostic(
        "bad-separator-line", f"the first line, {_said(named)}, names the {_NAMES[named]} as the separator, "
        f"but the header under it is separated by {_PLURALS[used]}",
        f"write {_said(used)} on the first line, or delete it: deckctl reads the separator from the header"))


_NOT_UTF8 = re.compile("[\udc80-\udcff]")


def _refuse_not_utf8(table: Table, records: list[list[str]]) -> None:
    """Raise for the first cell holding a byte that is not UTF-8, at its row and column."""
    for number, record in enumerate(records, start=1):
        for column, value in enumerate(record, start=1):
            found = _NOT_UTF8.search(value)
            if found:
                row = Row(number, [v if not _NOT_UTF8.search(v) else None for v in record], [])
                card_id = row_card_id(table, row) if number > 1 else ""
                raise _not_utf8(Place(table.name, number, column), found.group(), card_id)


def _not_utf8(place: Place, char: str, card_id: str = "", utf16: bool = False) -> SheetError:
    return SheetError(place.diagnostic(
        "not-utf8", f"the file is not UTF-8 (byte 0x{ord(char) - 0xDC00:02x})",
        ("the file looks like UTF-16: " if utf16 else "")
        + "save it as \"CSV UTF-8\" (Excel) or with character set Unicode (UTF-8) (LibreOffice)", card_id))


def _line_and_column(text: str, index: int) -> tuple[int, int]:
    """The line and character of `text[index]`, its lines ended by LF, CRLF or a CR alone."""
    ends = list(_LINE_END.finditer(text, 0, index))
    start = ends[-1].end() if ends else 0
    return len(ends) + 1, index - start + 1


def _looks_like_utf16(raw: bytes) -> bool:
    """Whether the file's bytes are UTF-16 text: a NUL in every other byte of its beginning (the
    high byte of each Latin letter), where a damaged file has them here and there."""
    head = raw[:512]
    for parity in (0, 1):
        nuls = head[parity::2].count(0)
        if nuls and nuls >= 0.8 * len(head[parity::2]) and not head[1 - parity::2].count(0):
            return True
    return False


def _records(reader, display: str) -> list[list[str]]:
    """Every record, within the limits. csv's own limit on a field (128 KB by default) is lifted
    to the file's while reading, so that `check_cells` names the cell that is too long, row and
    column; the limit is the csv module's, so it is put back."""
    records: list[list[str]] = []
    previous = csv.field_size_limit(MAX_FILE_BYTES)
    try:
        for record in reader:
            number = len(records) + 1  # as a spreadsheet counts rows: a line break in a cell is no new row
            if number > MAX_ROWS:
                raise too_many_rows(Place(display, number, 1))
            if len(record) > MAX_COLUMNS:
                raise too_many_columns(Place(display, number, MAX_COLUMNS + 1))
            records.append(record)
    except csv.Error as exc:
        raise SheetError(Place(display, reader.line_num, 1).diagnostic(
            "csv-syntax", f"the CSV cannot be read: {exc}", "a quote inside a cell is written twice: \"\"")) from None
    finally:
        csv.field_size_limit(previous)
    return records
