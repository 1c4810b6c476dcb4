"""CSV sheets: written as UTF-8 with a byte-order mark, which Excel needs to read UTF-8 (and
LibreOffice honours); read with or without it, comma- or semicolon-separated (Excel writes `;`
in locales whose decimal separator is a comma), within the limits of `limits`."""

from __future__ import annotations

import csv
import io
from pathlib import Path

from deckctl.io.atomic import write_atomic
from deckctl.sheet.limits import (MAX_COLUMNS, MAX_FILE_BYTES, MAX_ROWS, check_cells, file_too_large, too_many_columns,
                                  too_many_rows)
from deckctl.sheet.table import Place, Row, SheetError, Table

_BOM = "\ufeff"
_DELIMITERS = ",;\t"


def write_csv(path: Path, headers: list[str], rows: list[list]) -> None:
    out = io.StringIO(newline="")
    writer = csv.writer(out, lineterminator="\r\n")  # Excel's dialect, as Excel itself writes it
    writer.writerow(headers)
    for row in rows:
        writer.writerow(["" if value is None else value for value in row])
    write_atomic(path, (_BOM + out.getvalue()).encode("utf-8"))


def _delimiter(first_line: str) -> str:
    """The header names hold none of `,`, `;` or a tab, so the one the header line uses most is it."""
    counts = {d: first_line.count(d) for d in _DELIMITERS}
    best = max(_DELIMITERS, key=lambda d: counts[d])
    return best if counts[best] else ","


def read_csv(path: Path, display: str) -> Table:
    try:
        with path.open("rb") as handle:
            raw = handle.read(MAX_FILE_BYTES + 1)  # the size is checked on what was read: no second look
    except OSError as exc:
        raise SheetError(Place(display).diagnostic("unreadable", f"cannot read the file: {exc.strerror or exc}")) from None
    if len(raw) > MAX_FILE_BYTES:
        raise file_too_large(Place(display), path, len(raw))
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise SheetError(Place(display, line, 1).diagnostic(
            "not-utf8", f"the file is not UTF-8 (byte 0x{raw[exc.start]:02x})",
            "save it as \"CSV UTF-8\" (Excel) or with character set Unicode (UTF-8) (LibreOffice)")) from None
    text = text.removeprefix(_BOM)
    if not text.strip():
        raise SheetError(Place(display, 1, 1).diagnostic("empty-sheet", "the file is empty",
                                                         "export the deck with `deckctl export sheet` to start from"))
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=_delimiter(text.split("\n", 1)[0]), strict=True)
    records = _records(reader, display)
    headers = [h.strip() for h in records[0]]
    table = Table(display, headers, [Place(display, 1, i + 1) for i in range(len(headers))])
    check_cells(table, Row(1, headers, table.header_places))
    for number, record in enumerate(records[1:], start=2):
        width = max(len(headers), len(record))
        values = [(record[i] if i < len(record) else None) for i in range(width)]
        row = Row(number, [v if v != "" else None for v in values], [Place(display, number, i + 1) for i in range(width)])
        check_cells(table, row)
        table.rows.append(row)
    return table


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
