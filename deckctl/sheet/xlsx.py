"""XLSX sheets (openpyxl): a frozen header and id column, column widths that fit the content, text
columns formatted as text (so a typed `1.10` stays `1.10`), and a drop-down list for every
closed vocabulary, its values on a hidden `lists` sheet."""

from __future__ import annotations

import io
import re
import warnings
from datetime import UTC, datetime
from pathlib import Path

from deckctl.io.atomic import write_atomic
from deckctl.core.quoted import shortened
from deckctl.sheet.columns import ID, Column
from deckctl.sheet.limits import CONTROL_CHARACTERS, MAX_COLUMNS, check_cells, read_sheet, row_card_id
from deckctl.sheet.table import Place, Row, SheetError, Table
from deckctl.sheet.xlsxparts import check_package, check_worksheet

CARDS_SHEET = "cards"
LISTS_SHEET = "lists"
_LAST_ROW = 1_048_576  # the last row of a sheet: drop-downs also serve rows an editor adds
_MIN_WIDTH, _MAX_WIDTH = 6, 60
_NO_DATE = datetime(2000, 1, 1, tzinfo=UTC)  # the date of a sheet exported without SOURCE_DATE_EPOCH
_ZIP_FIRST, _ZIP_LAST = datetime(1980, 1, 1), datetime(2107, 12, 31, 23, 59, 58)


# OOXML's escape of a character in a cell's text (ECMA-376 Part 1, 22.9.2.19, ST_Xstring): Excel
# stores the CR of a CRLF line break in a cell as `_x000D_`, and writes `_x005F_` (an underscore)
# before a text's own `_xHHHH_` so that it stays text; LibreOffice reads and writes them so too.
# openpyxl leaves them as written, so deckctl reads and writes them itself. A character outside
# the BMP is a surrogate pair (`_xD83D__xDE00_`); a surrogate alone is no character, and stays text.
_XSTRING = re.compile(r"_x(D[89ABab][0-9A-Fa-f]{2})__x(D[C-Fc-f][0-9A-Fa-f]{2})_|_x([0-9A-Fa-f]{4})_")


def _xstring_char(match: re.Match) -> str:
    if match[3] is None:
        high, low = int(match[1], 16), int(match[2], 16)
        return chr(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
    code = int(match[3], 16)
    return match[0] if 0xD800 <= code <= 0xDFFF else chr(code)


def xstring_decoded(text: str) -> str:
    """A cell's text as a spreadsheet shows it, its `_xHHHH_` escapes read."""
    return _XSTRING.sub(_xstring_char, text) if "_x" in text else text


def xstring_escaped(text: str) -> str:
    """A text as a cell holds it, so that `xstring_decoded` (and a spreadsheet) gives it back."""
    return _XSTRING.sub(lambda match: "_x005F" + match[0], text) if "_x" in text else text


def _escaped(value):
    return xstring_escaped(value) if isinstance(value, str) else value


def _width(header: str, values: list) -> float:
    longest = max([len(header)] + [len(str(v)) for v in values if v is not None])
    return float(min(max(longest + 2, _MIN_WIDTH), _MAX_WIDTH))


def write_xlsx(path: Path, columns: list[Column | None], headers: list[str], rows: list[list],
               hidden: tuple[str, ...] = ()) -> None:
    """`columns` lines up with `headers`; None for a column with no card field (`file`). The
    columns named in `hidden` are hidden (the records of what each row was exported from)."""
    from openpyxl import Workbook
    from openpyxl.styles import Font
    from openpyxl.utils import get_column_letter
    from openpyxl.worksheet.datavalidation import DataValidation

    book = Workbook()
    sheet = book.active
    sheet.title = CARDS_SHEET
    lists = book.create_sheet(LISTS_SHEET)
    lists.sheet_state = "hidden"
    sheet.append([_escaped(header) for header in headers])
    for cell in sheet[1]:
        cell.font = Font(bold=True)
    for values in rows:
        sheet.append([_escaped(value) for value in values])
    sheet.freeze_panes = "B2"  # the header row and the id column stay in view
    vocabularies = 0
    for index, (header, column) in enumerate(zip(headers, columns), start=1):
        letter = get_column_letter(index)
        sheet.column_dimensions[letter].width = _width(header, [row[index - 1] for row in rows])
        sheet.column_dimensions[letter].hidden = header in hidden
        text_only = column is None or not column.whole
        if text_only:
            sheet.column_dimensions[letter].number_format = "@"
        for row in sheet.iter_rows(min_row=2, min_col=index, max_col=index):
            if isinstance(row[0].value, str):
                row[0].number_format = "@"
        if column is None:
            continue
        cells = f"{letter}2:{letter}{_LAST_ROW}"
        if column.choices:
            vocabularies += 1
            list_letter = get_column_letter(vocabularies)
            lists.cell(1, vocabularies, _escaped(header))
            for i, choice in enumerate(column.choices, start=2):
                lists.cell(i, vocabularies, _escaped(choice))
            rule = DataValidation(type="list", allow_blank=True,
                                  formula1=f"{LISTS_SHEET}!${list_letter}$2:${list_letter}${len(column.choices) + 1}")
            if column.many:  # several values (`C | D`) are allowed too: warn, do not refuse
                rule.errorStyle = "warning"
                rule.error = "Pick one value, or type several separated by |"
            else:
                rule.error = "Pick a value from the list"
        elif column.bounds:
            rule = DataValidation(type="whole", operator="between", allow_blank=True,
                                  formula1=str(column.bounds[0]), formula2=str(column.bounds[1]))
            rule.error = f"A whole number from {column.bounds[0]} to {column.bounds[1]}"
        else:
            continue
        rule.showErrorMessage = True
        rule.add(cells)
        sheet.add_data_validation(rule)
    for each in (sheet, lists):
        _strings_stay_text(each)
    write_atomic(path, _package(book))


def _package(book) -> bytes:
    """The workbook's bytes, the same for the same sheet whatever the clock and time zone: the
    one date it holds (docProps/core.xml, and each zip entry's) is SOURCE_DATE_EPOCH's, else a
    fixed 2000-01-01 00:00 UTC, as in a PDF. (openpyxl's `save` stamps the document with the
    current time, and its zip with the local time of the save.)"""
    import zipfile

    from openpyxl.writer.excel import ExcelWriter

    from deckctl.core.source_date import source_date

    moment = (source_date() or _NO_DATE).replace(tzinfo=None)
    book.properties.created = book.properties.modified = moment
    out = io.BytesIO()
    ExcelWriter(book, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, allowZip64=True)).save()
    return _dated_entries(out.getvalue(), moment)


def _dated_entries(package: bytes, moment) -> bytes:
    """The zip archive with every entry dated `moment` (within what a zip date can hold, 1980 to
    2107) and marked as made on Unix, whatever machine writes it."""
    import zipfile

    stamp = min(max(moment, _ZIP_FIRST), _ZIP_LAST).timetuple()[:6]
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(package)) as source, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as target:
        for entry in source.infolist():
            dated = zipfile.ZipInfo(entry.filename, date_time=stamp)
            dated.compress_type, dated.create_system, dated.external_attr = entry.compress_type, 3, 0o600 << 16
            target.writestr(dated, source.read(entry))
    return out.getvalue()


def _strings_stay_text(sheet) -> None:
    """openpyxl stores a text starting with `=` as a formula: every text is a string cell instead
    (texts are escaped too, see `formulas`, for when the sheet is saved as CSV or retyped)."""
    for row in sheet.iter_rows():
        for cell in row:
            if isinstance(cell.value, str):
                cell.data_type = "s"


def read_xlsx(path: Path, display: str) -> Table:
    """The `cards` sheet (or the first), checked against the limits (`xlsxparts`) before openpyxl
    reads it, then read row by row."""
    import zipfile

    from openpyxl import load_workbook

    data = read_sheet(path, display)  # one read: what is checked is what openpyxl gets
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
    except (zipfile.BadZipFile, zipfile.LargeZipFile, ValueError, EOFError):
        raise _not_xlsx(display, "the file is not an XLSX workbook, or it is damaged: it cannot be opened as the "
                        "zip archive every .xlsx file is") from None
    with archive, warnings.catch_warnings():
        # openpyxl warns about what it drops (extensions, a missing default style): nothing deckctl
        # reads, and not for the editor's terminal.
        warnings.simplefilter("ignore")
        check_package(archive, display)
        try:
            book = load_workbook(io.BytesIO(data), read_only=True, data_only=True, keep_links=False)
        except Exception as exc:  # openpyxl raises a zoo (KeyError, ValueError, TypeError, XML errors) on bad parts
            raise _not_xlsx(display, _unreadable_workbook(exc)) from None
        try:
            return _read_sheet(book, archive, display)
        finally:
            book.close()


def _read_sheet(book, archive, display: str) -> Table:
    from openpyxl.utils import get_column_letter

    if not book.worksheets:
        raise SheetError(Place(display).diagnostic("empty-sheet", "the workbook has no worksheet",
                                                   "export the deck with `deckctl export sheet` to start from"))
    worksheets = {each.title: each for each in book.worksheets}  # (a chart sheet named `cards` is not one)
    sheet = worksheets.get(CARDS_SHEET) or book.worksheets[0]
    _no_other_card_sheet(book, sheet, display)
    last_row, last_column, formulas, errors, merged = check_worksheet(archive, sheet._worksheet_path, display,
                                                                      sheet.title)
    if not last_row:
        raise SheetError(Place(f"{display}!A1").diagnostic("empty-sheet", f"the sheet `{sheet.title}` is empty",
                                                            "export the deck with `deckctl export sheet` to start from"))
    letters = [get_column_letter(i) for i in range(1, last_column + 1)]
    table: Table | None = None
    number = 0
    try:
        with warnings.catch_warnings(record=True) as warned:
            warnings.simplefilter("always")  # (openpyxl's word of a date it cannot make: _no_date_overflow)
            rows = sheet.iter_rows(min_row=1, max_row=last_row, min_col=1, max_col=last_column)
            for number, cells in enumerate(rows, start=1):
                places = [Place(f"{display}!{letter}{number}") for letter in letters]
                values = [xstring_decoded(cell.value) if isinstance(cell.value, str) else cell.value for cell in cells]
                if table is None:
                    _no_date_overflow(Row(1, values, places), warned, "")
                    _no_error_value(Row(1, values, places), errors, "")
                    table = Table(display, [str(v).strip() if v is not None else "" for v in values], places,
                                  keeps_types=True)
                    _no_formula_without_value(Row(1, values, places), formulas, "")
                    check_cells(table, Row(1, values, places))
                    continue
                row = Row(number, values, places, formats=_shown_otherwise(cells))
                _no_date_overflow(row, warned, row_card_id(table, row))
                _no_error_value(row, errors, row_card_id(table, row))
                _no_formula_without_value(row, formulas, row_card_id(table, row))
                check_cells(table, row)
                table.rows.append(row)
    except SheetError:
        raise
    except Exception:  # a cell openpyxl cannot make sense of (a bad number, style or date)
        raise SheetError(Place(display).diagnostic(
            "not-xlsx", f"row {number + 1:,} of the sheet `{sheet.title}` has a cell that cannot be read: its value "
            "is not what its type says (a number or date cell holding something else), or its style is damaged",
            "open the sheet in a spreadsheet program and save it again as .xlsx, or retype that row")) from None
    _no_merged_cells(table, merged)
    return table


# Number formats that show a value as deckctl writes it (`cell_text`): a number in `0` or `0.00`
# (where its decimals are those), a date or time in ISO's order; anything else shows it otherwise.
_DECIMALS = re.compile(r"0(?:\.(0+))?")
_ISO = {"yyyy-mm-dd": "%Y-%m-%d", "yyyy-mm-dd hh:mm:ss": "%Y-%m-%d %H:%M:%S", "hh:mm:ss": "%H:%M:%S"}


def _shown_otherwise(cells) -> dict[int, str]:
    """The row's number, date and time cells whose format shows them otherwise than `cell_text`
    writes them (`0%` shows 0.5 as 50%, `m/d/yy` a date as 3/4/26), and its truth values: column
    index -> the format."""
    found = {}
    for index, cell in enumerate(cells):
        value = cell.value
        if isinstance(value, bool):  # (shown in the spreadsheet's language: TRUE, WAHR, VRAI)
            found[index] = "TRUE/FALSE"
            continue
        if value is None or isinstance(value, str):
            continue
        code = str(getattr(cell, "number_format", "General") or "General")
        if not _shown_as_written(value, code):
            found[index] = code
    return found


def _shown_as_written(value, code: str) -> bool:
    from deckctl.sheet.cells import cell_text

    if code.strip().lower() in ("general", "@"):
        return True
    text = cell_text(value)
    if isinstance(value, (int, float)):
        decimals = _DECIMALS.fullmatch(code.strip())
        return bool(decimals) and f"{value:.{len(decimals.group(1) or '')}f}" == text
    pattern = _ISO.get(code.strip().lower().replace("\\", "").replace('"', ""))
    return pattern is not None and hasattr(value, "strftime") and value.strftime(pattern) == text


def _no_merged_cells(table: Table, merged: list[tuple[int, int, int, int]]) -> None:
    """A merged range over the header or a row that holds anything is an error at its first cell:
    a spreadsheet keeps the first cell's value only (Excel drops the others when it merges), and
    the others, read as empty, would clear their cards' fields (or leave a required one empty).
    Merged cells in rows that are empty are harmless."""
    from openpyxl.utils import get_column_letter

    from bisect import bisect_left, bisect_right

    # (The rows that hold anything, in order: a range is looked up in them, never walked row by row,
    # so a range to row 1,048,576, or many ranges, cost no more than a few.)
    held_rows = [row for row in table.rows if any(value is not None and value != "" for value in row.values)]
    numbers = [row.number for row in held_rows]
    for first_row, first_column, last_row, last_column in sorted(merged):
        if first_column > len(table.headers):
            continue
        held = held_rows[bisect_left(numbers, max(first_row, 2)):bisect_right(numbers, last_row)]
        if first_row > 1 and not held:
            continue
        cells = f"{get_column_letter(first_column)}{first_row}:{get_column_letter(last_column)}{last_row}"
        ids = [card_id for card_id in (row_card_id(table, row) for row in held) if card_id]
        cards = (f" of the cards {', '.join(f'`{each}`' for each in ids[:5])}{', ...' if len(ids) > 5 else ''}"
                 if ids else "")
        raise SheetError(Place(f"{table.name}!{get_column_letter(first_column)}{first_row}").diagnostic(
            "merged-cells", f"the cells {cells}{cards} are merged: the sheet keeps the value of the first of them "
            "only, and the others, read as empty, " + ("would clear their fields" if held else "lose their headers"),
            "unmerge them and give each cell its own value (a sheet holds one cell per card field), then import again",
            ids[0] if len(ids) == 1 else ""))


def _no_other_card_sheet(book, sheet, display: str) -> None:
    """A second worksheet of cards (a copy of `cards` the editor made and edited, `cards (2)`) is an
    error: only one is read, and the edits made in the other would be lost with nothing said."""
    for other in book.worksheets:
        if other is sheet:
            continue
        rows = list(other.iter_rows(min_row=1, max_row=2, max_col=MAX_COLUMNS, values_only=True))
        headers = [value.strip() for value in rows[0] if isinstance(value, str)] if rows else []
        if ID in headers and len(rows) > 1 and any(value not in (None, "") for value in rows[1]):
            title, imported = (shortened(CONTROL_CHARACTERS.sub("?", each.title), 40) for each in (other, sheet))
            raise SheetError(Place(display).diagnostic(
                "two-card-sheets", f"the workbook has a second sheet of cards, `{title}`, beside `{imported}`, "
                f"the one imported: what was changed in `{title}` would be lost",
                f"copy the rows changed in `{title}` into `{imported}`, then delete the sheet `{title}` (or "
                "clear its `id` header) and import again"))


# What openpyxl warns of a number in a cell styled as a date that no date can be (1e20: past year
# 9999), before it makes the cell the error value #VALUE!, which would be read as that text.
_DATE_OVERFLOW = re.compile(r"is marked as a date but the serial value (?P<number>\S{1,40}) is outside the limits")
_ERROR_VALUE = "#VALUE!"


def _no_date_overflow(row: Row, warned: list, card_id: str) -> None:
    """A number no date can be, in a cell styled as a date, is an error at that cell: openpyxl gave
    `#VALUE!` in its place, which a `front` column would have imported as the card's text."""
    overflows = [_DATE_OVERFLOW.search(str(warning.message)) for warning in warned]
    warned.clear()
    overflow = next((found for found in overflows if found), None)
    if overflow is None:
        return
    column = next((i for i, value in enumerate(row.values) if value == _ERROR_VALUE), 0)
    number = CONTROL_CHARACTERS.sub("?", overflow["number"])
    raise SheetError(row.places[column].diagnostic(
        "bad-cell", f"the cell is formatted as a date, but its number {number} is no date a spreadsheet can show "
        "(it shows an error there)",
        "format the cell as text or a plain number and type what it should hold, or edit this card in its YAML file",
        card_id))


def _no_error_value(row: Row, errors: set, card_id: str) -> None:
    """A cell holding an error value (`#N/A`, `#DIV/0!`: a formula's result, or typed as one) is an
    error at that cell: read as its text, it had been imported as the card's."""
    if not errors:
        return
    for column, (value, place) in enumerate(zip(row.values, row.places), start=1):
        if (row.number, column) in errors:
            shown = CONTROL_CHARACTERS.sub("?", str(value))[:20]
            raise SheetError(place.diagnostic(
                "bad-cell", f"the cell shows the spreadsheet error `{shown}`, not a value",
                "fix what its formula refers to, or type the text the card should have", card_id))


def _no_formula_without_value(row: Row, formulas: set, card_id: str) -> None:
    """A formula cell read as empty has no saved value (its file was written by a tool that does not
    compute formulas): what it shows is unknown, so it is an error, not an empty cell."""
    if not formulas:
        return
    for column, (value, place) in enumerate(zip(row.values, row.places), start=1):
        if value is None and (row.number, column) in formulas:
            raise SheetError(place.diagnostic(
                "formula-without-value", "the cell holds a formula without a saved value, so what it shows is unknown",
                "open the sheet in a spreadsheet program and save it (that stores each formula's value), "
                "or type the text instead of the formula", card_id))


def _not_xlsx(display: str, message: str) -> SheetError:
    return SheetError(Place(display).diagnostic("not-xlsx", message,
                                                "save it as Excel 2007-365 (.xlsx); a .csv file is read as CSV"))


_NO_PART = re.compile(r"There is no item named '([^']{1,100})' in the archive")


def _unreadable_workbook(exc: Exception) -> str:
    """What is wrong with a workbook openpyxl cannot load: the part it lacks, where that is what
    openpyxl says (the only detail an editor can act on); else that a part is damaged."""
    missing = _NO_PART.search(str(exc)) if isinstance(exc, KeyError) else None
    if missing:
        part = CONTROL_CHARACTERS.sub("?", missing.group(1))
        return f"the file cannot be read as an XLSX workbook: it has no part {part}, which its other parts refer to"
    return ("the file cannot be read as an XLSX workbook: one of its parts (the workbook, its relations or its "
            "styles) holds what no XLSX part holds")
