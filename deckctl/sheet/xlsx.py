"""XLSX sheets (openpyxl): a frozen header and id column, column widths that fit the content, text
columns formatted as text (so a typed `1.10` stays `1.10`), and a drop-down list for every
closed vocabulary, its values on a hidden `lists` sheet."""

from __future__ import annotations

import io
from pathlib import Path

from deckctl.io.atomic import write_atomic
from deckctl.sheet.columns import Column
from deckctl.sheet.table import Place, Row, SheetError, Table

CARDS_SHEET = "cards"
LISTS_SHEET = "lists"
_LAST_ROW = 1_048_576  # the last row of a sheet: drop-downs also serve rows an editor adds
_MIN_WIDTH, _MAX_WIDTH = 6, 60


def _width(header: str, values: list) -> float:
    longest = max([len(header)] + [len(str(v)) for v in values if v is not None])
    return float(min(max(longest + 2, _MIN_WIDTH), _MAX_WIDTH))


def write_xlsx(path: Path, columns: list[Column | None], headers: list[str], rows: list[list]) -> None:
    """`columns` lines up with `headers`; None for a column with no card field (`file`)."""
    from openpyxl import Workbook
    from openpyxl.styles import Font
    from openpyxl.utils import get_column_letter
    from openpyxl.worksheet.datavalidation import DataValidation

    book = Workbook()
    sheet = book.active
    sheet.title = CARDS_SHEET
    lists = book.create_sheet(LISTS_SHEET)
    lists.sheet_state = "hidden"
    sheet.append(headers)
    for cell in sheet[1]:
        cell.font = Font(bold=True)
    for values in rows:
        sheet.append(values)
    sheet.freeze_panes = "B2"  # the header row and the id column stay in view
    vocabularies = 0
    for index, (header, column) in enumerate(zip(headers, columns), start=1):
        letter = get_column_letter(index)
        sheet.column_dimensions[letter].width = _width(header, [row[index - 1] for row in rows])
        text_only = column is None or not column.whole
        if text_only:
            sheet.column_dimensions[letter].number_format = "@"
        for row in sheet.iter_rows(min_row=2, min_col=index, max_col=index):
            cell = row[0]
            if isinstance(cell.value, str):
                cell.data_type = "s"  # a text starting with `=` is text, not a formula
                cell.number_format = "@"
        if column is None:
            continue
        cells = f"{letter}2:{letter}{_LAST_ROW}"
        if column.choices:
            vocabularies += 1
            list_letter = get_column_letter(vocabularies)
            lists.cell(1, vocabularies, header)
            for i, choice in enumerate(column.choices, start=2):
                lists.cell(i, vocabularies, choice)
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
    out = io.BytesIO()
    book.save(out)
    write_atomic(path, out.getvalue())


def read_xlsx(path: Path, display: str) -> Table:
    import zipfile

    from openpyxl import load_workbook
    from openpyxl.utils.exceptions import InvalidFileException

    try:
        book = load_workbook(path, data_only=True)  # a formula gives the value it last computed
    except OSError as exc:
        raise SheetError(Place(display).diagnostic("unreadable", f"cannot read the file: {exc.strerror or exc}")) from None
    except (zipfile.BadZipFile, InvalidFileException, KeyError, ValueError) as exc:
        raise SheetError(Place(display).diagnostic(
            "not-xlsx", f"the file cannot be read as an XLSX workbook ({exc})",
            "save it as Excel 2007-365 (.xlsx); a .csv file is read as CSV")) from None
    sheet = book[CARDS_SHEET] if CARDS_SHEET in book.sheetnames else book.worksheets[0]
    grid = list(sheet.iter_rows())
    if not grid:
        raise SheetError(Place(f"{display}!A1").diagnostic("empty-sheet", f"the sheet `{sheet.title}` is empty",
                                                            "export the deck with `deckctl export sheet` to start from"))
    header = grid[0]
    table = Table(display, [str(c.value).strip() if c.value is not None else "" for c in header],
                  [Place(f"{display}!{c.coordinate}") for c in header])
    for cells in grid[1:]:
        table.rows.append(Row(cells[0].row, [c.value for c in cells],
                              [Place(f"{display}!{c.coordinate}") for c in cells]))
    return table
