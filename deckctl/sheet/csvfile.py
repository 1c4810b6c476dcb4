"""CSV sheets: written as UTF-8 with a byte-order mark, which Excel needs to read UTF-8 (and
LibreOffice honours); read with or without it, comma- or semicolon-separated (Excel writes `;`
in locales whose decimal separator is a comma)."""

from __future__ import annotations

import csv
import io
from pathlib import Path

from deckctl.io.atomic import write_atomic
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
        raw = path.read_bytes()
    except OSError as exc:
        raise SheetError(Place(display).diagnostic("unreadable", f"cannot read the file: {exc.strerror or exc}")) from None
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
    try:
        records = list(reader)
    except csv.Error as exc:
        raise SheetError(Place(display, reader.line_num, 1).diagnostic(
            "csv-syntax", f"the CSV cannot be read: {exc}", "a quote inside a cell is written twice: \"\"")) from None
    headers = [h.strip() for h in records[0]]
    table = Table(display, headers, [Place(display, 1, i + 1) for i in range(len(headers))])
    for number, record in enumerate(records[1:], start=2):
        width = max(len(headers), len(record))
        values = [(record[i] if i < len(record) else None) for i in range(width)]
        table.rows.append(Row(number, [v if v != "" else None for v in values],
                              [Place(display, number, i + 1) for i in range(width)]))
    return table
