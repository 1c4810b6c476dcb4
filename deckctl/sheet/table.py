"""A sheet as read from a file: its header and rows, each cell knowing where it is."""

from __future__ import annotations

from dataclasses import dataclass, field

from deckctl.core.diagnostics import Diagnostic, Severity


@dataclass(frozen=True)
class Place:
    """Where a cell is, as a diagnostic shows it: `deck.xlsx!C7`, or `deck.csv` row 7 column 3."""

    file: str
    line: int = 0
    col: int = 0

    def diagnostic(self, code: str, message: str, hint: str = "", card_id: str = "",
                   severity: Severity = Severity.ERROR) -> Diagnostic:
        return Diagnostic(self.file, self.line, self.col, code, message, severity=severity, card_id=card_id, hint=hint)


@dataclass
class Row:
    number: int  # as the spreadsheet counts rows (the header is row 1)
    values: list  # one raw cell value per header column (None when empty)
    places: list[Place]
    # A CSV row with fewer cells than the header has: how many it has (None: every one, or an XLSX).
    ends_at: int | None = None
    # A CSV row with more cells than the header row has: how many it has (None: no more).
    spills: int | None = None
    # XLSX: the number, date and time cells shown in a format that writes them otherwise than
    # deckctl reads them (`0%`, `m/d/yy`, `000`): column index -> the format.
    formats: dict[int, str] = field(default_factory=dict)


@dataclass
class Table:
    name: str  # the file as shown to users
    headers: list[str]
    header_places: list[Place]
    rows: list[Row] = field(default_factory=list)
    keeps_types: bool = False  # True for XLSX: a text cell is text, a number cell a number (CSV has only texts)
    # CSV: the header row's own cells, its empty last ones included (`headers` goes on for longer
    # rows), and the separator the file uses. None and "" for an XLSX.
    header_cells: int | None = None
    separator: str = ""


@dataclass
class SheetCard:
    """A sheet's row as the card it stands for."""

    id: str
    file: str  # relative to the deck folder: cards/<name>.yaml
    row: Row
    values: dict[tuple, object]  # column path -> value (None: the cell is empty; absent: refused)
    places: dict[tuple, Place]
    id_place: Place
    raws: dict[tuple, object] = field(default_factory=dict)  # column path -> the cell as read
    file_cell: str = ""  # the card file the row's `file` cell names ("" when it names none)
    file_place: Place | None = None
    record: object = None  # the row's `exported-from` cell as read (None when empty)
    record_place: Place | None = None


class SheetError(Exception):
    """A sheet file that cannot be read at all: one diagnostic says why."""

    def __init__(self, diagnostic: Diagnostic):
        super().__init__(diagnostic.message)
        self.diagnostic = diagnostic
