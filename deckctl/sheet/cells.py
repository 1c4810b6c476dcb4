"""Card values to sheet cells and back, undoing what spreadsheets do to values.

Spreadsheets type what they are given: `5` comes back as 5 or 5.0, `TRUE` as a boolean,
`2024-01-01` as a date, and an editor forces text by typing a leading apostrophe (`'0123`),
which a CSV may keep. A cell is turned into what its column's model expects: a whole number
where the model wants one (5.0 is 5), text elsewhere (12 is "12"), a list where it takes a list.
Texts go out with formula-like ones escaped and come back unescaped (`formulas`), item by item
in a list, so every text survives the round trip as it was.
"""

from __future__ import annotations

import datetime as dt
import math
import re
import unicodedata
from dataclasses import dataclass
from decimal import Decimal

from deckctl.core.quoted import quoted, shortened
from deckctl.sheet.columns import LIST_SEPARATOR, Column
from deckctl.sheet.formulas import ESCAPE, neutralise, neutralise_inside, restore
from deckctl.sheet.readings import typed_by_spreadsheets

_LINE_BREAK = re.compile("\r\n?")
_WHOLE = re.compile(r"([+-]?)(\d+)(?:\.0*)?")
# Digits a whole number in a cell may have: card values are small, and a seed or count has at most
# 20 (64 bits). Read exactly, not through a float (which made 12345678901234567891 end in ...7792
# and turned 309 nines into an OverflowError), and never past this (Python refuses 4,300).
MAX_WHOLE_DIGITS = 20
# What a spreadsheet would have converted had the editor not typed an apostrophe before it:
# numbers (1.10, 1,000, 50%, 1e3), dates (1/2, 3-4, 2024-01-01) and times, formulas and booleans.
_TYPED_BY_SPREADSHEETS = re.compile(
    r"[+-]?(\d[\d,. ]*|\.\d+)([eE][+-]?\d+)?%?"
    r"|\d{1,4}[-/.]\d{1,2}([-/.]\d{1,4})?|\d{1,2}:\d{2}(:\d{2})?"
    r"|[=+@-].*|(?i:true|false)", re.DOTALL)  # (and what `readings` reads: `(5)`, `$5`, `Jan 5`)


# The significant digits a spreadsheet holds of a number, and shows at most.
_SHOWN_DIGITS = 15
# Whole numbers every spreadsheet shows as written: a CSV cell holding one needs no apostrophe.
_SHOWN_AS_WRITTEN = re.compile(r"0|[1-9]\d{0,14}")


def _typed(text: str) -> bool:
    """Would a spreadsheet opening a CSV read `text` as a number, date, time or truth value?"""
    return bool(_TYPED_BY_SPREADSHEETS.fullmatch(text.strip()) or typed_by_spreadsheets(text))


def kept_as_text(cell: str) -> str:
    """A CSV cell for a text a spreadsheet would read as a value and show otherwise (`1,440` as
    1440, `1.10` as 1.1, `3.14` as a date where the decimal separator is a comma): with the
    apostrophe an editor types before a text, which LibreOffice keeps as text when it opens and
    saves the CSV, and `import sheet` takes off (`_text`), so the round trip changes nothing."""
    if cell.startswith(ESCAPE) or _SHOWN_AS_WRITTEN.fullmatch(cell) or not _typed(cell):
        return cell
    return ESCAPE + cell


class CellError(ValueError):
    """A cell that cannot become what its column holds; `hint` says what to type."""

    def __init__(self, message: str, hint: str = ""):
        super().__init__(message)
        self.hint = hint


@dataclass(frozen=True)
class Unrepresentable:
    """A card value a cell cannot carry so that it comes back unchanged."""

    message: str
    hint: str


def to_cell(value, column: Column):
    """The cell for a card value: a whole number stays a number, a list is joined."""
    if value is None:
        return None
    if isinstance(value, list):
        for item in value:
            if "|" in str(item):
                return Unrepresentable(f"{quoted(item)} holds `|`, which separates the items of a list "
                                       "in a sheet",
                                       "reword it without `|`, or edit this card in its YAML file")
        return LIST_SEPARATOR.join(neutralise(str(item)) for item in value)
    if isinstance(value, int) and not isinstance(value, bool):
        return value  # a number cell: never read as a formula, whatever its sign
    return neutralise(str(value))


def kept_as_text_in_csv(value, column: Column) -> bool:
    """Whether the CSV export writes the card value with an apostrophe before it (`kept_as_text`:
    a text a spreadsheet would read as a number or date), which a spreadsheet that opens the CSV
    shows as part of the text."""
    cell = to_cell(value, column)
    return isinstance(cell, str) and kept_as_text(cell) != cell


def escaped_inside_in_csv(value, column: Column) -> bool:
    """Whether the CSV export writes the card value with apostrophes inside its cell (after a
    separator, `formulas.neutralise_inside`), as a spreadsheet that opens the CSV keeps them."""
    cell = to_cell(value, column)
    return isinstance(cell, str) and neutralise_inside(cell) != cell


def _text(raw) -> str:
    """What a cell shows, as text."""
    if isinstance(raw, bool):
        return "TRUE" if raw else "FALSE"
    if isinstance(raw, float):
        return _number_text(raw)
    if isinstance(raw, dt.datetime):
        return raw.date().isoformat() if raw.time() == dt.time() else raw.isoformat(sep=" ")
    if isinstance(raw, (dt.date, dt.time)):
        return raw.isoformat()
    # A line break in a cell is LF as spreadsheets write it; CRLF where a CSV was converted whole
    # (git's core.autocrlf, an editor saving with Windows line ends); a CR alone as spreadsheets on
    # classic Mac OS wrote it (the CSV reader ends a row at one too, and YAML reads one as a line
    # break). No card text may hold a CR, so none is lost.
    text = _LINE_BREAK.sub("\n", str(raw))
    restored = restore(text)
    if restored is not text:
        return restored
    if text.startswith(ESCAPE) and _typed(text[1:]):
        return text[1:]  # typed by an editor (`'0123`), or by the CSV export (`kept_as_text`)
    return text


def cell_text(raw) -> str:
    """What importing a cell writes of it as text (before any apostrophe is taken off, the same)."""
    return _text(raw)


def _number_text(raw: float) -> str:
    """A number cell's value as a spreadsheet shows it at most: to 15 significant digits, all it
    holds (Excel rounds what is typed to them). The float's further digits are binary noise: a
    formula's 0.1+0.2 is stored as 0.30000000000000004 and shown 0.3, and 12345678901234567890
    typed is 1.23456789012346E+19, whose float, written out whole, ends in ...600960."""
    if not math.isfinite(raw):
        return repr(raw)
    shown = float(f"{raw:.{_SHOWN_DIGITS}g}")
    if shown.is_integer():
        return str(int(Decimal(repr(shown))))  # (the digits held, then zeros: 12345678901234600000)
    return repr(shown)


def _item(raw, column: Column):
    """One value of the column's kind: a whole number where the column takes one and the cell
    holds one, else text (an error where only a whole number will do)."""
    if column.whole:
        if isinstance(raw, int) and not isinstance(raw, bool):
            return raw
        if isinstance(raw, float) and raw.is_integer():
            return int(raw)
        text = _text(raw).strip()
        if whole := _WHOLE.fullmatch(text):
            return _whole_number(whole, text, column)
        if not column.text:
            raise CellError(f"`{shortened(text)}` is not a whole number",
                            _choices_hint(column) or "type a whole number, like 3")
        return text
    return _text(raw).strip()  # the model drops surrounding whitespace; the source need not keep it


def _whole_number(whole: re.Match, text: str, column: Column) -> int:
    """The number a cell's digits (`-12`, `3.0`, `007`) write, exactly. One too long is refused
    here even where the column takes text: kept as text, it was called quoted digits (`remove the
    quotes`), and a column that takes both reads shorter digits as a number."""
    sign, digits = whole.group(1), whole.group(2).lstrip("0") or "0"
    if len(digits) <= MAX_WHOLE_DIGITS:
        return int(sign + digits)
    raise CellError(f"`{shortened(text)}` is a number of {len(digits):,} digits, too long for a card",
                    _choices_hint(column) or "type a whole number, like 3")


def from_cell(raw, column: Column):
    """The card value of a cell, or None for an empty one (the key is left out)."""
    if raw is None or (isinstance(raw, str) and not raw.strip()):
        return None
    if column.many and isinstance(raw, str) and (column.only_many or "|" in raw):
        items = [item.strip() for item in raw.split("|")]  # each item was escaped on its own
        items = [_item(item, column) for item in items if item]
        return items or None
    value = _item(raw, column)
    if column.only_many:
        return [value]
    return value


def same(old, new) -> bool:
    """True when a cell's value is the card's value as written (surrounding whitespace, which the
    model drops, aside; and how its accents are encoded: `é` as one character or as `e` and a
    combining accent, as text copied on macOS may hold it, is the same text): the source is then
    left exactly as it is. (An accent so encoded had been an edit, which `diff` showed as no
    change and which made the card's translations stale.)"""
    if isinstance(old, list) and isinstance(new, list):
        return len(old) == len(new) and all(same(a, b) for a, b in zip(old, new))
    if isinstance(old, str) and isinstance(new, str):
        old, new = old.strip(), new.strip()
        return old == new or unicodedata.normalize("NFC", old) == unicodedata.normalize("NFC", new)
    return type(old) is type(new) and old == new


def shown(value) -> str:
    """A card value as a message shows it: a list as its cell holds it."""
    if isinstance(value, list):
        return LIST_SEPARATOR.join(str(item) for item in value)
    return "" if value is None else str(value)


def _choices_hint(column: Column) -> str:
    if column.choices:
        return "use one of: " + ", ".join(str(c) for c in column.choices)
    if column.bounds:
        return f"type a whole number from {column.bounds[0]} to {column.bounds[1]}"
    return ""
