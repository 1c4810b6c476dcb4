"""What spreadsheet programs make of a text that looks like a number, a date or a time.

Excel and LibreOffice type what they read: opening a CSV (or typing into a cell formatted as
General), `1.10` becomes the number 1.1, `007` becomes 7, `12345678901234567890` becomes
1.23456789012346E+19, `1,000` becomes 1000, `1e3` 1.00E+03, `$5` $5.00, `(5)` -5, `2026-10-01` a
date shown as `10/01/26` (and `Jan 5` too, in the current year), `12:30:45.5` a time shown as
`12:30:45.50`, and German Excel reads `1.10` as the first of October (`01.10.2026`). Saved again,
the cell holds what the program shows, and an import would write it over the card's text without
a word.

`coercion(original, raw)` tells such a cell from an edit. The cell must hold a value the card's
text reads as (`readings`: every way a spreadsheet might read it), and differ from the text only
in what a spreadsheet's own formatting decides. A spreadsheet shows a number in its General format
(no plus sign, no leading or trailing zeros, scientific notation for more than 15 digits) or in the
format it recognised in the text typed, which keeps that text's currency symbol, percent sign or
exponent, shows two decimals (a currency format groups thousands too) and writes a negative number
with a minus sign. So nothing the text lacked comes from the program: `1.50` for `1.5`, `+5` for `5`
or `1,000` for `1000` is someone's edit, `$5.00` for `$5` is not. Dates and times may be spelt in any
way a locale writes them, a time's fraction of a second to two places.
"""

from __future__ import annotations

import datetime as dt
import math
from collections import Counter
from decimal import ROUND_HALF_UP, Decimal

from deckctl.core.diagnostics import Diagnostic
from deckctl.core.quoted import shortened
from deckctl.sheet.cells import same, shown
from deckctl.sheet.columns import Column
from deckctl.sheet.readings import TRUTH_VALUES, Date, Number, dates, dates_and_times, numbers, time_of, times
from deckctl.sheet.table import Place

_EXCEL_EPOCH = dt.date(1899, 12, 30)  # day 0 of a spreadsheet's date serial numbers
_PRECISION = 15  # significant digits a spreadsheet keeps of a number
# The marks a spreadsheet's own formats write whatever the text typed (General's scientific
# notation), and those the format it recognised in a text with the first mark adds.
_ALWAYS_OWN = frozenset({"exponent"})
_FORMATS = {"currency": {"trailing zeros", "grouped"}, "percent": {"trailing zeros"}, "exponent": {"trailing zeros"}}
_FIXED_DECIMALS = 2  # the decimals those formats show
# How a spreadsheet writes a truth value it read in a text: German Excel and LibreOffice save `Wahr`
# as WAHR (`readings.TRUTH_VALUES`, which the CSV export's apostrophe protects too). A word of
# several languages (FALSO: Spanish, Italian, Portuguese) is named alone.
_PAIRS_OF = Counter(word for pair in TRUTH_VALUES.values() for word in pair)
TRUTH_WORDS = {word: " or ".join(pair) if _PAIRS_OF[word] == 1 else f"the truth value {word}"
               for pair in TRUTH_VALUES.values() for word in pair}
TRUTH_LANGUAGES = frozenset(TRUTH_VALUES)
_TRUTH_WORDS_OF = {value: {pair[0 if value else 1] for pair in TRUTH_VALUES.values()} for value in (True, False)}


def coercion(original: str, raw, cell_is_text: bool = False) -> str | None:
    """What a spreadsheet did when the cell `raw` (as read: a text, number, date, time or boolean)
    holds the card's text `original` as some other spelling of the same number, date or time;
    None when it holds the text itself, a different value (an edit), or a cell the program kept
    as text (`cell_is_text`, an XLSX text cell, or a CSV cell typed with a leading apostrophe)."""
    if isinstance(raw, str):
        if cell_is_text or raw.startswith("'"):
            return None
        if raw.strip() == original.strip():
            return None
    text = original.strip()
    if isinstance(raw, bool):  # (imported as TRUE or FALSE; a spreadsheet shows it in its language)
        return _as_truth(text, raw) if text != str(raw).upper() else None
    if isinstance(raw, (int, float)):
        if isinstance(raw, float) and not math.isfinite(raw):
            return None
        if _shown_number(raw) == text:
            return None
        number = Decimal(repr(raw)) if isinstance(raw, float) else Decimal(raw)
        cell = [Number(number, "plain", reading.marks, reading.mantissa_digits)
                for reading in numbers(_shown_number(raw)) if reading.kind == "plain"]
        return _as_number(text, cell) or _as_serial(text, number)
    if isinstance(raw, (dt.date, dt.time)) and raw.isoformat() in (text, f"{text}T00:00:00"):
        return None
    if isinstance(raw, dt.datetime):
        if raw.time() == dt.time():
            return _as_date(text, [Date(raw.year, raw.month, raw.day)])
        if raw.date() <= dt.date(1900, 1, 1):  # a time of day: the date part is the serial number 0 or 1
            return _as_time(text, raw.time())
        return _as_date_and_time(text, [(Date(raw.year, raw.month, raw.day), time_of(raw.time()))])
    if isinstance(raw, dt.date):
        return _as_date(text, [Date(raw.year, raw.month, raw.day)])
    if isinstance(raw, dt.time):
        return _as_time(text, raw)
    if not isinstance(raw, str):
        return None
    cell = raw.strip()
    for value in (True, False):
        if cell.upper() in _TRUTH_WORDS_OF[value]:
            return _as_truth(text, value, cell)
    return (_as_number(text, numbers(cell)) or _as_date(text, dates(cell))
            or _as_times(text, times(cell)) or _as_date_and_time(text, dates_and_times(cell)))


def check_cell(place: Place, card_id: str, original, raw, value, column: Column, keeps_types: bool) -> Diagnostic | None:
    """An error at the cell when it holds the card's value `original` as a spreadsheet rewrote
    it (`value` is what importing the cell would write)."""
    if original is None or value is None or same(original, value):
        return None
    found = coerced_item(original, raw, column.many, keeps_types and isinstance(raw, str))
    if found is None:
        return None
    text, how = found
    text, instead = shortened(text), shortened(shown(value))  # (as messages quote them)
    if keeps_types:
        keep = f"to keep `{text}`, format the cell as text and type `{text}` into it again"
    else:
        keep = (f"to keep `{text}`, type it again as text (in the CSV: '{text}), or edit an XLSX export instead, "
                "whose text cells stay text")
    return place.diagnostic(
        "coerced-cell", f"the cell holds `{instead}` where the card has `{text}`: the spreadsheet {how}",
        f"{keep}; to change the card to `{instead}`, edit its YAML file", card_id)


def coerced_item(original, raw, many: bool, cell_is_text: bool) -> tuple[str, str] | None:
    """(the card's text, what the spreadsheet did) when the cell `raw` holds the card value
    `original` (a text, or a list of texts in one cell, ` | ` between them) as a spreadsheet
    rewrote it; None otherwise. Numbers the card holds as numbers are the spreadsheet's to type."""
    if isinstance(original, str):
        how = coercion(original, raw, cell_is_text)
        return (original, how) if how else None
    if not (many and isinstance(original, list)):
        return None
    if isinstance(raw, str):
        items = [item.strip() for item in raw.split("|")]
        pairs = zip(original, items) if len(items) == len(original) else ()
    else:
        pairs = zip(original, [raw]) if len(original) == 1 else ()  # a one-item list typed as a number
    for item, cell in pairs:
        how = coercion(item, cell, cell_is_text) if isinstance(item, str) else None
        if how:
            return item, how
    return None


# --- agreements -------------------------------------------------------------------------------


def _as_number(original: str, cell: list[Number]) -> str | None:
    pairs = [(card, shown_) for card in numbers(original) for shown_ in cell
             if _formatting_explains(card, shown_) and _agree(card, shown_)]
    if not pairs:
        return None
    card, shown_ = min(pairs, key=lambda pair: pair[0].kind != "plain")
    if "exponent" in shown_.marks and "exponent" not in card.marks:
        return "wrote the number in scientific notation"
    if card.kind == "grouped" and "grouped" not in shown_.marks:
        return "read the text as a number and dropped its thousands separators"
    if card.kind == "decimal comma":
        return "read the text as a number with a decimal comma"
    if "leading zeros" in card.marks:
        return "read the text as a number and dropped its leading zeros"
    if "trailing zeros" in card.marks and "trailing zeros" not in shown_.marks:
        return "read the text as a number and dropped its trailing zeros"
    return "read the text as a number"


def _formatting_explains(card: Number, cell: Number) -> bool:
    """Could a spreadsheet have written the cell's spelling of its own accord, having read the
    card's text? Only the marks the text had, and those its formats write (`_FORMATS`)."""
    own = set(_ALWAYS_OWN).union(*(_FORMATS[mark] for mark in card.marks if mark in _FORMATS))
    return cell.marks <= card.marks | own


def _agree(card: Number, cell: Number) -> bool:
    """Equal, or equal as far as a spreadsheet keeps digits: 15 of them, those shown before an
    exponent, or the two decimals of a format it chose (`$5.556` shown as `$5.56`)."""
    a, b = card.value, cell.value
    if a == b:
        return True
    if not a or not b:
        return False
    if "exponent" in cell.marks:
        kept = min(cell.mantissa_digits or _PRECISION, _PRECISION)
        return _rounded(a, kept) == _rounded(b, kept)
    if _FORMATS.keys() & card.marks and _decimals(cell) == _FIXED_DECIMALS:
        return a.quantize(b, rounding=ROUND_HALF_UP) == b
    return _rounded(a, _PRECISION) == _rounded(b, _PRECISION)


def _decimals(cell: Number) -> int:
    """The decimals the cell shows (of the percentage, for a percent)."""
    exponent = -cell.value.as_tuple().exponent
    return exponent - 2 if "percent" in cell.marks else exponent


def _rounded(number: Decimal, digits: int) -> Decimal:
    exponent = number.adjusted() - digits + 1
    return number.scaleb(-exponent).quantize(Decimal(1), rounding=ROUND_HALF_UP).scaleb(exponent)


def _as_truth(original: str, value: bool, cell: str = "") -> str | None:
    """Where the card's text is a word for the truth value `value` in some language (`true`,
    `Wahr`): the spreadsheet read it as one, and showed or saved it as `cell` (a CSV's text), as
    its own word in any language (LibreOffice opening a CSV in German saves `Wahr` as TRUE, its
    interface's word). Another truth value (`FALSCH` for `Wahr`) is an edit."""
    word = original.upper()
    if word not in _TRUTH_WORDS_OF[value]:
        return None
    how = f"read it as {TRUTH_WORDS[word]}"
    return how if not cell or TRUTH_WORDS[cell.upper()] == TRUTH_WORDS[word] else f"{how}, and saved it as {cell}"


def _as_date(original: str, cell: list[Date]) -> str | None:
    readings = dates(original)
    if any(a.agrees(b) for a in readings for b in cell):
        return "read the text as a date"
    return None


def _as_serial(original: str, number: Decimal) -> str | None:
    """A date whose cell lost its date format: the spreadsheet's serial number of that day."""
    if number != number.to_integral_value() or not 0 < number < 2_958_466:  # up to 9999-12-31
        return None
    day = _EXCEL_EPOCH + dt.timedelta(days=int(number))
    if any(a.agrees(Date(day.year, day.month, day.day)) and a.year is not None for a in dates(original)):
        return "read the text as a date and kept its serial number"
    return None


def _as_time(original: str, cell: dt.time) -> str | None:
    return _as_times(original, [time_of(cell)])


def _as_times(original: str, cell: list) -> str | None:
    if any(a.agrees(b) for a in times(original) for b in cell):
        return "read the text as a time"
    return None


def _as_date_and_time(original: str, cell: list) -> str | None:
    readings = dates_and_times(original)
    if any(day.agrees(other_day) and time.agrees(other_time)
           for day, time in readings for other_day, other_time in cell):
        return "read the text as a date and time"
    return None


def _shown_number(raw: int | float) -> str:
    """A number cell as a spreadsheet shows it in its General format."""
    if isinstance(raw, float) and raw.is_integer() and abs(raw) < 10 ** _PRECISION:
        return str(int(raw))
    return repr(raw) if isinstance(raw, float) else str(raw)
