"""What spreadsheet programs make of a text that looks like a number, a date or a time.

Excel and LibreOffice type what they read: opening a CSV (or typing into a cell formatted as
General), `1.10` becomes the number 1.1, `007` becomes 7, `12345678901234567890` becomes
1.23456789012346E+19, `1,000` becomes 1000, `2026-10-01` a date shown as `10/01/26`, and German
Excel reads `1.10` as the first of October (`01.10.2026`). Saved again, the cell holds what the
program shows, and an import would write it over the card's text without a word.

`coercion(original, raw)` tells such a cell from an edit: it reads the card's text every way a
spreadsheet might (a number with or without thousands separators or a decimal comma, a
percentage, a date day or month first, with or without a year, a time, TRUE/FALSE) and the cell
likewise, and names what happened when two readings agree. A cell that is simply another value
(`1.2` for `1.10`) is an edit.
"""

from __future__ import annotations

import datetime as dt
import math
import re
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

from deckctl.core.diagnostics import Diagnostic
from deckctl.core.quoted import shortened
from deckctl.sheet.cells import same, shown
from deckctl.sheet.columns import Column
from deckctl.sheet.table import Place

_SIGN = r"[+-]?"
_PLAIN = re.compile(_SIGN + r"(\d++(?:\.\d*+)?|\.\d+)([eE][+-]?\d+)?")  # (`\d+\.?\d*` was quadratic on digits)
_COMMA_GROUPS = re.compile(_SIGN + r"\d{1,3}(,\d{3})+(\.\d*)?")  # 1,000,000.5
_DOT_GROUPS = re.compile(_SIGN + r"\d{1,3}(\.\d{3})+(,\d*)?")  # 1.000.000,5 (German)
_SPACE_GROUPS = re.compile(_SIGN + r"\d{1,3}([ \u00a0\u202f']\d{3})+([.,]\d*)?")  # 1 000 000 / 1'000'000
_DECIMAL_COMMA = re.compile(_SIGN + r"\d*,\d+")  # 1,5
_SCIENTIFIC = re.compile(r"[eE][+-]?\d+$")

_ISO_DATE = re.compile(r"(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T]0{1,2}:00(?::00)?)?")
_NUMERIC_DATE = re.compile(r"(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})")
_DAY_MONTH = re.compile(r"(\d{1,2})([-/.])(\d{1,2})\.?")
_MONTHS = {name: number for number, names in enumerate(
    ("jan jän", "feb", "mar mär mrz", "apr", "may mai", "jun", "jul", "aug", "sep sept", "oct okt", "nov",
     "dec dez"), start=1) for name in names.split()}
_NAMED_DATE = re.compile(r"(\d{1,2})\.?[- ]([^\W\d_]{3,9})\.?(?:[- ](\d{4}|\d{2}))?")  # 1-Oct-26, 01. Okt 2026
_NAME_FIRST_DATE = re.compile(r"([^\W\d_]{3,9})\.? (\d{1,2}),? (\d{4})")  # Oct 1, 2026
_TIME = re.compile(r"(\d{1,2}):(\d{2})(?::(\d{2}))?(?: ?([AaPp])\.?[Mm]\.?)?")
_EXCEL_EPOCH = dt.date(1899, 12, 30)  # day 0 of a spreadsheet's date serial numbers
_PRECISION = 15  # significant digits a spreadsheet keeps of a number


@dataclass(frozen=True)
class _Date:
    year: int | None  # None: not given (a spreadsheet supplies the current year)
    month: int
    day: int
    short_year: bool = False  # written with two digits

    def agrees(self, other: _Date) -> bool:
        if (self.month, self.day) != (other.month, other.day):
            return False
        if self.year is None or other.year is None:
            return True
        if self.short_year or other.short_year:
            return self.year % 100 == other.year % 100
        return self.year == other.year


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
    if isinstance(raw, bool):
        return "read it as TRUE or FALSE" if text.lower() == str(raw).lower() and text != str(raw).upper() else None
    if isinstance(raw, (int, float)):
        if isinstance(raw, float) and not math.isfinite(raw):
            return None
        if _shown_number(raw) == text:
            return None
        number = Decimal(repr(raw)) if isinstance(raw, float) else Decimal(raw)
        return _as_number(text, {number: "plain"}, _shown_number(raw)) or _as_serial(text, number)
    if isinstance(raw, (dt.date, dt.time)) and raw.isoformat() in (text, f"{text}T00:00:00"):
        return None
    if isinstance(raw, dt.datetime):
        if raw.time() == dt.time():
            return _as_date(text, [_Date(raw.year, raw.month, raw.day)])
        return _as_time(text, [raw.time()]) if raw.date() <= dt.date(1900, 1, 1) else None
    if isinstance(raw, dt.date):
        return _as_date(text, [_Date(raw.year, raw.month, raw.day)])
    if isinstance(raw, dt.time):
        return _as_time(text, [raw])
    if not isinstance(raw, str):
        return None
    shown = raw.strip()
    if shown.upper() in ("TRUE", "FALSE") and text.lower() == shown.lower():
        return "read it as TRUE or FALSE"
    return (_as_number(text, numbers(shown), shown) or _as_date(text, dates(shown))
            or _as_time(text, times(shown)))


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


# --- readings ---------------------------------------------------------------------------------


def numbers(text: str) -> dict[Decimal, str]:
    """Every number a spreadsheet might read `text` as, whatever its locale, and how it was
    written: `plain`, `grouped` (thousands separators), `decimal comma`."""
    found: dict[Decimal, str] = {}
    body, percent = (text[:-1].rstrip(), True) if text.endswith("%") else (text, False)
    candidates = []
    if _PLAIN.fullmatch(body):
        candidates.append((body, "plain"))
    if _COMMA_GROUPS.fullmatch(body):
        candidates.append((body.replace(",", ""), "grouped"))
    if _DOT_GROUPS.fullmatch(body):
        candidates.append((body.replace(".", "").replace(",", "."), "grouped"))
    if _SPACE_GROUPS.fullmatch(body):
        candidates.append((re.sub(r"[ \u00a0\u202f']", "", body).replace(",", "."), "grouped"))
    if _DECIMAL_COMMA.fullmatch(body):
        candidates.append((body.replace(",", "."), "decimal comma"))
    for candidate, kind in candidates:
        try:
            number = Decimal(candidate)
        except InvalidOperation:
            continue
        if number.is_finite():
            found.setdefault(number / 100 if percent else number, kind)
    return found


def dates(text: str) -> list[_Date]:
    """Every date a spreadsheet might read `text` as: year first, day first or month first."""
    found: list[_Date] = []
    if match := _ISO_DATE.fullmatch(text):
        found.append(_Date(int(match[1]), int(match[2]), int(match[3])))
    if match := _NUMERIC_DATE.fullmatch(text):
        first, second, year = int(match[1]), int(match[2]), int(match[3])
        short = len(match[3]) == 2
        full = year + 2000 if short else year
        found += [_Date(full, second, first, short), _Date(full, first, second, short)]
    if match := _DAY_MONTH.fullmatch(text):
        first, second = int(match[1]), int(match[3])
        found += [_Date(None, second, first), _Date(None, first, second)]
    if match := _NAMED_DATE.fullmatch(text):
        month = _MONTHS.get(match[2][:3].lower()) or _MONTHS.get(match[2][:4].lower())
        if month:
            year = int(match[3]) if match[3] else None
            short = bool(match[3]) and len(match[3]) == 2
            found.append(_Date(year + 2000 if short else year, month, int(match[1]), short))
    if match := _NAME_FIRST_DATE.fullmatch(text):
        month = _MONTHS.get(match[1][:3].lower())
        if month:
            found.append(_Date(int(match[3]), month, int(match[2])))
    return [d for d in found if _real(d)]


def times(text: str) -> list[dt.time]:
    match = _TIME.fullmatch(text)
    if not match:
        return []
    hour, minute, second = int(match[1]), int(match[2]), int(match[3] or 0)
    if match[4]:
        if not 1 <= hour <= 12:
            return []
        hour = hour % 12 + (12 if match[4].lower() == "p" else 0)
    if hour > 23 or minute > 59 or second > 59:
        return []
    return [dt.time(hour, minute, second)]


def _real(date: _Date) -> bool:
    try:
        dt.date(date.year or 2000, date.month, date.day)  # 2000: a leap year, so 29 February is real
    except ValueError:
        return False
    return True


# --- agreements -------------------------------------------------------------------------------


def _as_number(original: str, cell: dict[Decimal, str], shown: str) -> str | None:
    scientific = bool(_SCIENTIFIC.search(shown))
    digits = len(re.sub(r"[^0-9]", "", re.split("[eE]", shown)[0]).lstrip("0")) if scientific else None
    pairs = {(kind, cell_kind) for number, kind in numbers(original).items()
             for other, cell_kind in cell.items() if _agree(number, other, digits)}
    if not pairs:
        return None
    if scientific and not _SCIENTIFIC.search(original):
        return "wrote the number in scientific notation"
    if not _as_a_spreadsheet_shows(shown, original):
        return None  # `1.50` for `1.5`, `+5`, `1,000` for `1000`: typed by someone, not made by a program
    if any(kind == "plain" for kind, _ in pairs):
        if re.match(r"[+-]?0\d", original):
            return "read the text as a number and dropped its leading zeros"
        if re.search(r"\.\d*0%?$", original):
            return "read the text as a number and dropped its trailing zeros"
        return "read the text as a number"
    if any(kind == "grouped" for kind, _ in pairs):
        return "read the text as a number and dropped its thousands separators"
    return "read the text as a number with a decimal comma"


def _as_a_spreadsheet_shows(shown: str, original: str) -> bool:
    """Could a spreadsheet have written the number `shown` of its own accord? It writes no plus
    sign, no leading zeros and no trailing zeros after a decimal point, and thousands separators
    only where the text had them."""
    mantissa = re.split("[eE]", shown)[0].lstrip("-")
    if shown.startswith("+") or re.match(r"0\d", mantissa) or re.search(r"[.,]\d*0$", mantissa):
        return False
    return _SCIENTIFIC.search(shown) is not None or "grouped" not in numbers(shown).values() or \
        "grouped" in numbers(original).values()


def _agree(a: Decimal, b: Decimal, digits: int | None) -> bool:
    """Equal, or equal as far as a spreadsheet keeps digits (15 of them, fewer where it shows a
    number in scientific notation)."""
    if a == b:
        return True
    if not a or not b:
        return False
    kept = min(digits or _PRECISION, _PRECISION)
    return _rounded(a, kept) == _rounded(b, kept)


def _rounded(number: Decimal, digits: int) -> Decimal:
    exponent = number.adjusted() - digits + 1
    return number.scaleb(-exponent).quantize(Decimal(1)).scaleb(exponent)


def _as_date(original: str, cell: list[_Date]) -> str | None:
    readings = dates(original)
    if any(a.agrees(b) for a in readings for b in cell):
        return "read the text as a date"
    return None


def _as_serial(original: str, number: Decimal) -> str | None:
    """A date whose cell lost its date format: the spreadsheet's serial number of that day."""
    if number != number.to_integral_value() or not 0 < number < 2_958_466:  # up to 9999-12-31
        return None
    day = _EXCEL_EPOCH + dt.timedelta(days=int(number))
    if any(a.agrees(_Date(day.year, day.month, day.day)) and a.year is not None for a in dates(original)):
        return "read the text as a date and kept its serial number"
    return None


def _as_time(original: str, cell: list[dt.time]) -> str | None:
    readings = times(original)
    if any(a.replace(microsecond=0) == b.replace(microsecond=0) for a in readings for b in cell):
        return "read the text as a time"
    return None


def _shown_number(raw: int | float) -> str:
    """A number cell as a spreadsheet shows it in its General format."""
    if isinstance(raw, float) and raw.is_integer() and abs(raw) < 10 ** _PRECISION:
        return str(int(raw))
    return repr(raw) if isinstance(raw, float) else str(raw)
