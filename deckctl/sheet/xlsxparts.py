"""An XLSX file checked before openpyxl reads it.

An XLSX file is a zip of XML parts, and both layers can make a small file cost a great deal: a
part that inflates a thousandfold, XML entities that expand into billions of characters, a
stylesheet of a million formats (openpyxl makes an object of each), a cell at XFD1048576 (a
sheet read row by row is padded out to it). So, before openpyxl sees the file:

- the zip's directory: how many parts, and how large each is and all are once inflated (zipfile
  stops reading a part at the size its directory entry declares, so the sizes cannot lie);
- every XML part, streamed through expat without building it: no DTD (so no entity can be
  declared: XLSX parts never have one, and an undefined entity is an error), and a bound on its
  elements; the shared strings counted. A part is XML when an XML parser would read it as XML,
  whatever its encoding (`_looks_like_xml`); one in an encoding only libxml2 reads (UTF-32, or a
  multi-byte one its XML declaration names) is refused;
- every XML part's attributes, in its text before expat reads it (`xmlattributes`): on one
  element, and in all;
- the sheet to be read: its declared used range, and then every row and cell, by position and
  by count.

The numbers start from a 2,000-card Wissens-Spektrum sheet (the widest game's), whose largest
part, the worksheet, is 3 MB and 150,000 elements as deckctl writes it (inline strings), and
whose other parts are a few kilobytes.
"""

from __future__ import annotations

import codecs
import re
import zipfile
import zlib
from collections import Counter
from dataclasses import dataclass, field
from xml.parsers import expat

from deckctl.core.quoted import shortened
from deckctl.sheet.limits import MAX_COLUMNS, MAX_ROWS, MIB
from deckctl.sheet.table import Place, SheetError
from deckctl.sheet.xmlattributes import AttributeCount, TooManyAttributes

# An exported sheet has 10 parts, one saved by Excel or LibreOffice about 15; pictures add some.
MAX_PARTS = 100
# Five times the worksheet of a 2,000-card deck; everything else is far smaller.
MAX_PART_BYTES = 16 * MIB
# All parts inflated: twice the largest part, for the rest of a large workbook.
MAX_UNPACKED_BYTES = 32 * MIB
# The elements of a worksheet or the shared strings: three times the 150,000 of a 2,000-card
# Wissens-Spektrum sheet (three per cell: `c`, `is`, `t`), with room for the rows and settings.
# openpyxl keeps the elements it does not know until the end: this bounds them too.
MAX_DATA_ELEMENTS = 500_000
# The elements of any other part (workbook, styles, properties...). Excel's styles for a much
# formatted workbook run to a few thousand; openpyxl builds an object of each, some 50 µs apiece.
MAX_PART_ELEMENTS = 50_000
# Twice the cells of a 2,000-card Wissens-Spektrum sheet, each holding its own text; openpyxl
# reads every one before the first row.
MAX_SHARED_STRINGS = 100_000
# The attributes of one element, namespace declarations included. Excel and LibreOffice write at
# most about 15 (a worksheet's root with its namespace declarations, `pageSetup`). openpyxl copies
# an element's attributes in a time that grows with their square (20,000: 3 s, 100,000: 97 s);
# at this limit an element costs it a tenth of a millisecond.
MAX_ELEMENT_ATTRIBUTES = 128
# The attributes of a worksheet or the shared strings: two for each of their elements (deckctl's
# 2,000-card sheet has one per element, LibreOffice's about 1.7).
MAX_DATA_ATTRIBUTES = 1_000_000
# The attributes of any other part: four for each of its elements (a cell format `xf` has up to
# ten, and styles hold other elements too).
MAX_PART_ATTRIBUTES = 200_000

_SPREADSHEET = "application/vnd.openxmlformats-officedocument.spreadsheetml.{}+xml"
_WORKSHEET, _SHARED_STRINGS = _SPREADSHEET.format("worksheet"), _SPREADSHEET.format("sharedStrings")
# Parts openpyxl reads by their name, whatever type the file declares for them.
_READ_BY_NAME = {"[Content_Types].xml", "xl/styles.xml", "docProps/core.xml", "docProps/custom.xml"}
_CHUNK = 64 * 1024
# XML in UTF-32, with a byte order mark or starting with `<`: libxml2 (which openpyxl reads most
# parts with, through lxml) reads it, expat (which counts the elements here) does not.
_UTF_32 = {b"\x00\x00\xfe\xff": "utf-32-be", b"\xff\xfe\x00\x00": "utf-32-le",
           b"\x00\x00\x00<": "utf-32-be", b"<\x00\x00\x00": "utf-32-le"}
_XML_SPACE = " \t\r\n"
_CELL = re.compile(r"([A-Za-z]{1,3})([0-9]{1,7})")
_ROW = re.compile(r"[0-9]{1,7}")
_RANGE_END = re.compile(r"(?:[A-Za-z]{1,3}[0-9]{1,7}:)?([A-Za-z]{1,3})([0-9]{1,7})")
_RANGE = re.compile(r"([A-Za-z]{1,3})([0-9]{1,7}):([A-Za-z]{1,3})([0-9]{1,7})")
_SMALLER = "save the sheet without the extra rows, columns or formatting, or export the deck again"
_NOT_XLSX = "save it as Excel 2007-365 (.xlsx); a .csv file is read as CSV"


class _Stop(Exception):
    """Raised from an expat handler: the scan found what it needed, or a limit was reached."""

    def __init__(self, error: SheetError | None = None):
        super().__init__()
        self.error = error


def check_package(archive: zipfile.ZipFile, display: str) -> None:
    """Raise SheetError for a zip or XML part beyond the limits, before openpyxl reads any."""
    place = Place(display)
    infos = archive.infolist()
    if len(infos) > MAX_PARTS:
        raise _too_large(place, f"the workbook has {len(infos):,} parts; a sheet may have at most {MAX_PARTS}")
    for info in infos:
        if info.file_size > MAX_PART_BYTES:
            raise _too_large(place, f"the part {_name(info)} inflates to {info.file_size:,} bytes; "
                                    f"a part may be at most {MAX_PART_BYTES:,}")
    total = sum(info.file_size for info in infos)
    if total > MAX_UNPACKED_BYTES:
        raise _too_large(place, f"the workbook inflates to {total:,} bytes; a sheet may be at most {MAX_UNPACKED_BYTES:,}")
    types = _content_types(archive, display)
    for info in infos:
        kind = types.get(info.filename) if info.filename not in _READ_BY_NAME else None
        data = kind in (_WORKSHEET, _SHARED_STRINGS)
        budget = MAX_DATA_ELEMENTS if data else MAX_PART_ELEMENTS
        if _looks_like_xml(archive, info, display):
            _scan(archive, info, display, _Budget(info.filename, display, budget, kind == _SHARED_STRINGS),
                  MAX_DATA_ATTRIBUTES if data else MAX_PART_ATTRIBUTES)


def check_worksheet(archive: zipfile.ZipFile, part: str, display: str, title: str) -> tuple[
        int, int, set[tuple[int, int]], set[tuple[int, int]], list[tuple[int, int, int, int]]]:
    """The last row and column the sheet uses, the (row, column) of each formula cell that may
    have no saved value and of each cell holding an error value (`#N/A`), and its merged ranges
    (first row, first column, last row, last column); SheetError if it reaches beyond the limits
    (its declared used range first, then every row and cell, placed or counted)."""
    extent = _Extent(display, title)
    _scan(archive, archive.getinfo(part), display, extent)
    return extent.last_row, extent.last_column, extent.formulas, extent.errors, extent.merged


# --- the scans --------------------------------------------------------------------------------


class _Budget:
    """Counts a part's elements, and its shared strings."""

    def __init__(self, part: str, display: str, elements: int, strings: bool):
        self.part, self.display, self.left, self.strings = part, display, elements, 0 if strings else None

    def start(self, name: str, attributes: dict) -> None:
        self.left -= 1
        if self.left < 0:
            raise _Stop(_too_large(Place(self.display), f"the part {self.part} has more elements than a sheet needs"))
        if self.strings is not None and name == "si":
            self.strings += 1
            if self.strings > MAX_SHARED_STRINGS:
                raise _Stop(_too_large(Place(self.display), f"the workbook has more than {MAX_SHARED_STRINGS:,} "
                                                            "shared strings"))


@dataclass
class _Extent:
    """Follows a worksheet's rows and cells as openpyxl will: a row or cell without a position
    (`r`) comes after the one before it."""

    display: str
    title: str
    rows: int = 0  # `row` elements seen
    row: int = 0
    cells: int = 0  # `c` elements in the current row
    column: int = 0
    last_row: int = 0
    last_column: int = 0
    # Cells holding a formula whose result is not a text: a tool that writes formulas without
    # computing them (openpyxl, scripts) leaves their value out, and openpyxl reads such a cell as
    # empty. (An empty text result is `t="str"` with an empty value: a real, empty cell.)
    formulas: set[tuple[int, int]] = field(default_factory=set)
    # Cells of the error type (`t="e"`: `#N/A`, `#DIV/0!`, a formula's or typed): openpyxl reads
    # their value as its text, which is no card's.
    errors: set[tuple[int, int]] = field(default_factory=set)
    # Merged ranges (`mergeCell`), of two cells or more: a spreadsheet shows the first cell's value
    # across them and keeps no other, so openpyxl reads the others as empty.
    merged: list[tuple[int, int, int, int]] = field(default_factory=list)
    cell: tuple[int, int, str] = (0, 0, "")  # the current cell's row, column and type

    def start(self, name: str, attributes: dict) -> None:
        if name == "dimension":
            end = _RANGE_END.fullmatch(attributes.get("ref", ""))
            if end:
                self._check(_column_number(end.group(1)), int(end.group(2)), used_range=True)
        elif name == "row":
            self.rows += 1
            position = attributes.get("r")
            if position is not None and not _ROW.fullmatch(position):
                self._unplaced(f"its row {self.rows} has the position `{shortened(position, 20)}`, which is no row number")
            self.row = int(position) if position is not None else self.row + 1
            self.cells = self.column = 0
            if self.rows > MAX_ROWS:  # rows past the last one read are never read: only their count matters
                self._check(1, MAX_ROWS + 1)
        elif name == "c":
            self.cells += 1
            position = attributes.get("r")
            cell = _CELL.fullmatch(position) if position is not None else None
            if position is not None and not cell:
                self._unplaced(f"a cell of its row {self.rows} has the position `{shortened(position, 20)}`, "
                               "which is no cell name such as B7")
            self.column = _column_number(cell.group(1)) if cell else self.column + 1
            row = int(cell.group(2)) if cell else self.row
            self._check(max(self.column, self.cells), row)
            self.last_row = max(self.last_row, row)
            self.last_column = max(self.last_column, self.column)
            self.cell = (row, self.column, attributes.get("t", ""))
            if self.cell[2] == "e":
                self.errors.add(self.cell[:2])
        elif name == "f" and self.cell[2] != "str":
            self.formulas.add(self.cell[:2])
        elif name == "mergeCell":
            found = _RANGE.fullmatch(attributes.get("ref", ""))
            if found:
                first_column, first_row = _column_number(found.group(1)), int(found.group(2))
                last_column, last_row = _column_number(found.group(3)), int(found.group(4))
                if (first_row, first_column) != (last_row, last_column):
                    self.merged.append((min(first_row, last_row), min(first_column, last_column),
                                        max(first_row, last_row), max(first_column, last_column)))

    def _unplaced(self, what: str) -> None:
        raise _Stop(SheetError(Place(self.display).diagnostic(
            "not-xlsx", f"the sheet `{self.title}` cannot be read: {what}", _NOT_XLSX)))

    def _check(self, column: int, row: int, used_range: bool = False) -> None:
        if row <= MAX_ROWS and column <= MAX_COLUMNS:
            return
        from openpyxl.utils import get_column_letter

        cell = f"{get_column_letter(min(column, 18_278))}{row}"  # XFD (16,384) is the last column a file may name
        what = f"its used range reaches {cell}" if used_range else f"it has a cell at {cell}"
        raise _Stop(SheetError(Place(f"{self.display}!{cell}").diagnostic(
            "too-many-rows" if row > MAX_ROWS else "too-many-columns",
            f"the sheet `{self.title}` is too large: {what}, and a sheet may have at most {MAX_ROWS:,} rows "
            f"and {MAX_COLUMNS} columns", "a sheet holds one row per card and one column per card field: "
            "delete the rows and columns after them, or split the deck")))


def _scan(archive: zipfile.ZipFile, info: zipfile.ZipInfo, display: str, handler,
          attributes: int | None = None) -> None:
    """Stream one part through expat (no tree is built), calling `handler.start(local name,
    attributes)` for each element; with `attributes`, each chunk's attributes are counted before
    expat reads it (`xmlattributes`), against MAX_ELEMENT_ATTRIBUTES and that many in the part."""
    parser = expat.ParserCreate(namespace_separator="}")
    counted = _Counted(info, display, attributes) if attributes is not None else None

    def start(name: str, attributes: dict) -> None:
        handler.start(name.rpartition("}")[2], attributes)

    def doctype(*_) -> None:
        raise _Stop(SheetError(Place(display).diagnostic(
            "xml-entities", f"the part {_name(info)} declares a DTD, which no XLSX part has (it could declare "
            "entities that expand without end)", _NOT_XLSX)))

    parser.StartElementHandler = start
    parser.StartDoctypeDeclHandler = doctype
    try:
        with archive.open(info) as stream:
            while chunk := stream.read(_CHUNK):
                if counted is not None:
                    counted.feed(chunk)
                parser.Parse(chunk, False)
        parser.Parse(b"", True)
    except _Stop as stop:
        if stop.error is not None:
            raise stop.error from None
    except expat.ExpatError as exc:
        raise SheetError(Place(display).diagnostic(
            "not-xlsx", f"the part {_name(info)} is not well-formed XML "
            f"({expat.ErrorString(exc.code)}, line {exc.lineno}, column {exc.offset + 1})", _NOT_XLSX)) from None
    except (ValueError, LookupError) as exc:  # from the XML declaration's encoding, which Python looks up for expat
        raise _not_utf(display, info, f"the encoding its XML declaration names ({exc})") from None
    except (zipfile.BadZipFile, zlib.error, EOFError, NotImplementedError, RuntimeError) as exc:
        raise _unreadable(display, info, exc) from None


class _Counted:
    """A part's attributes counted from its bytes, decoded as expat will read them (UTF-16 as text,
    anything else byte for byte: the markup's delimiters are ASCII in UTF-8 and one-byte encodings)."""

    def __init__(self, info: zipfile.ZipInfo, display: str, per_part: int):
        self.info, self.display = info, display
        self.count = AttributeCount(MAX_ELEMENT_ATTRIBUTES, per_part)
        self.decode = None

    def feed(self, chunk: bytes) -> None:
        if self.decode is None:
            codec, bom = _guessed_encoding(chunk[:8])
            codec = codec if codec.startswith("utf-16") else "latin-1"
            self.decode = codecs.getincrementaldecoder(codec)("replace").decode
            chunk = chunk[bom:] if codec != "latin-1" else chunk
        try:
            self.count.feed(self.decode(chunk))
        except TooManyAttributes as too_many:
            what = (f"an element with more than {MAX_ELEMENT_ATTRIBUTES} attributes" if too_many.element
                    else f"more than {self.count.per_part:,} attributes")
            raise _too_large(Place(self.display), f"the part {_name(self.info)} has {what}; no sheet needs "
                                                  "so many") from None


def _content_types(archive: zipfile.ZipFile, display: str) -> dict[str, str]:
    """Part name -> the content type `[Content_Types].xml` declares for it (overrides only:
    openpyxl finds the shared strings by theirs; a part named twice gets neither)."""
    overrides: list[tuple[str, str]] = []
    budget = _Budget("[Content_Types].xml", display, MAX_PART_ELEMENTS, strings=False)

    class Overrides:
        def start(self, name: str, attributes: dict) -> None:
            budget.start(name, attributes)
            if name == "Override":
                overrides.append((attributes.get("PartName", "").removeprefix("/"), attributes.get("ContentType", "")))

    try:
        info = archive.getinfo("[Content_Types].xml")
    except KeyError:
        raise SheetError(Place(display).diagnostic(
            "not-xlsx", "the file is a zip but not an XLSX workbook (it has no [Content_Types].xml)", _NOT_XLSX)) from None
    _scan(archive, info, display, Overrides(), MAX_PART_ATTRIBUTES)
    named = Counter(part for part, _ in overrides)
    return {part: kind for part, kind in overrides if named[part] == 1}


def _looks_like_xml(archive: zipfile.ZipFile, info: zipfile.ZipInfo, display: str) -> bool:
    """Whether a part is XML: its first character, after a byte order mark and any white space,
    is `<`, in the encoding an XML parser finds from its first bytes (XML 1.0, appendix F, as expat
    and libxml2 do it: UTF-16 when one of the first two bytes is 0). A part's name does not decide
    how openpyxl reads it; pictures, macros and printer settings are not XML. A part in UTF-32 is
    refused."""
    try:
        with archive.open(info) as stream:
            head = stream.read(8)
            _refuse_utf_32(head, display, info)
            codec, bom = _guessed_encoding(head)
            decoder = codecs.getincrementaldecoder(codec)("replace")
            text = decoder.decode(head[bom:]).lstrip(_XML_SPACE)
            while not text:  # white space, however much, may come before the first element
                chunk = stream.read(_CHUNK)
                if not chunk:
                    return False
                text = decoder.decode(chunk).lstrip(_XML_SPACE)
    except (zipfile.BadZipFile, zlib.error, EOFError, NotImplementedError, RuntimeError) as exc:
        raise _unreadable(display, info, exc) from None
    return text.startswith("<")


def _guessed_encoding(head: bytes) -> tuple[str, int]:
    """The codec a part's first bytes tell, and the length of its byte order mark."""
    if head.startswith(codecs.BOM_UTF8):
        return "utf-8", 3
    if head.startswith((codecs.BOM_UTF16_BE, codecs.BOM_UTF16_LE)):
        return ("utf-16-be" if head.startswith(codecs.BOM_UTF16_BE) else "utf-16-le"), 2
    if head[:1] == b"\x00":
        return "utf-16-be", 0
    if head[1:2] == b"\x00":
        return "utf-16-le", 0
    return "utf-8", 0  # or an encoding the XML declaration names: expat reads the one-byte ones


def _refuse_utf_32(head: bytes, display: str, info: zipfile.ZipInfo) -> None:
    codec = _UTF_32.get(head[:4])
    if codec is None:
        return
    try:
        head.decode(codec)  # two characters, or not UTF-32 at all (a video starts 00 00 00 3C too)
    except UnicodeDecodeError:
        return
    raise _not_utf(display, info, "UTF-32")


def _not_utf(display: str, info: zipfile.ZipInfo, encoding: str) -> SheetError:
    return SheetError(Place(display).diagnostic(
        "not-xlsx", f"the part {_name(info)} is XML in {encoding}; deckctl reads XLSX parts in UTF-8 or UTF-16 "
        "(and one-byte encodings an XML declaration names)", "open the file in a spreadsheet program and save it "
        "again as .xlsx"))


def _too_large(place: Place, message: str) -> SheetError:
    return SheetError(place.diagnostic("sheet-too-large", message, _SMALLER))


def _unreadable(display: str, info: zipfile.ZipInfo, exc: Exception) -> SheetError:
    """A part zipfile cannot unpack, in words an editor can act on (zipfile and zlib speak of CRCs,
    block lengths and stream ends: all say the file is damaged)."""
    if isinstance(exc, NotImplementedError):  # (a compression method zipfile lacks: XLSX uses deflate)
        message, hint = (f"the part {_name(info)} is packed with a compression method no XLSX workbook uses",
                         "open the file in a spreadsheet program and save it again as .xlsx")
    elif isinstance(exc, RuntimeError):  # (zipfile: "... is encrypted, password required"; after its subclass above)
        message, hint = f"the part {_name(info)} is encrypted", "save the workbook again without a password, as .xlsx"
    else:
        message, hint = (f"the file is damaged (its part {_name(info)} cannot be unpacked)",
                         "get the file again, or open it in a spreadsheet program and save it again as .xlsx")
    return SheetError(Place(display).diagnostic("not-xlsx", message, hint))


def _name(info: zipfile.ZipInfo) -> str:
    return repr(info.filename[:100]) if not info.filename.isprintable() else info.filename[:100]


def _column_number(letters: str) -> int:
    from openpyxl.utils import column_index_from_string

    return column_index_from_string(letters.upper())
