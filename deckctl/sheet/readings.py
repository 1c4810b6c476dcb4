"""The values a spreadsheet program reads in a text: numbers, dates, times, and how each is spelt.

Excel and LibreOffice type what is typed or opened: `1.10`, `007`, `1e3`, `(5)`, `$5`, `50%`,
`1,000` become numbers, `1/2`, `Jan 5`, `2026-10-01` dates, `12:30:45.5` a time. Each reading
keeps the value and the marks of its spelling that a display format decides (a currency symbol,
thousands separators, an exponent, zeros that carry no value...), so that `coercion` can tell
a spreadsheet's own formatting of a value from an edit. Every locale's way is read (a decimal
comma, the day or the month first), since the text may have been opened in any of them.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

# The digits of a number, without sign or symbols (possessive: linear on long runs of digits).
_PLAIN = re.compile(r"(\d++(?:\.\d*+)?|\.\d++)([eE][+-]?\d++)?")
_COMMA_GROUPS = re.compile(r"\d{1,3}(?:,\d{3})++(?:\.\d*+)?")  # 1,000,000.5
_DOT_GROUPS = re.compile(r"\d{1,3}(?:\.\d{3})++(?:,\d*+)?")  # 1.000.000,5 (German)
_SPACE_GROUPS = re.compile(r"\d{1,3}(?:[ \u00a0\u202f']\d{3})++(?:[.,]\d*+)?")  # 1 000 000 / 1'000'000
_DECIMAL_COMMA = re.compile(r"\d*+,\d++")  # 1,5
_CURRENCIES = "$€£¥"

_MONTHS = {name: number for number, names in enumerate(
    ("jan jän", "feb", "mar mär mrz", "apr", "may mai", "jun", "jul", "aug", "sep sept", "oct okt", "nov",
     "dec dez"), start=1) for name in names.split()}
_DATE_PARTS = re.compile(r"[^\W_]++(?:(?:\s*+[-/.,]\s*+|\s++)[^\W_]++){1,2}+\.?")  # 5 Jan, 1.10., Jan 5, 2026
_DATE_SEPARATOR = re.compile(r"\s*[-/.,]\s*|\s+")
_MIDNIGHT = re.compile(r"[ T]0{1,2}:00(?::00)?$")
_TIME = re.compile(r"(\d{1,4}):(\d{1,2})(?::(\d{1,2})(?:[.,](\d{1,9}))?)?(?: ?([AaPp])\.?[Mm]\.?)?")
_TIME_AFTER = re.compile(r"(?:\s|T)(\d{1,4}:\d{1,2}(?::\d{1,2}(?:[.,]\d{1,9})?)?(?: ?[AaPp]\.?[Mm]\.?)?)$")


@dataclass(frozen=True)
class Number:
    value: Decimal
    kind: str  # how the digits are written: `plain`, `grouped` (thousands separators), `decimal comma`
    marks: frozenset[str]  # what the spelling holds beyond the value: see `_marks`
    mantissa_digits: int = 0  # significant digits shown before an exponent


@dataclass(frozen=True)
class Date:
    year: int | None  # None: not given (a spreadsheet supplies the current year)
    month: int
    day: int
    short_year: bool = False  # written with two digits

    def agrees(self, other: Date) -> bool:
        if (self.month, self.day) != (other.month, other.day):
            return False
        if self.year is None or other.year is None:
            return True
        if self.short_year or other.short_year:
            return self.year % 100 == other.year % 100
        return self.year == other.year


@dataclass(frozen=True)
class Time:
    seconds: Decimal  # since midnight (more than a day for a duration: `25:00`)
    decimals: int  # digits written after the seconds

    def agrees(self, other: Time) -> bool:
        """The same time, as far as the less precise of the two shows it (a spreadsheet shows a
        fraction of a second to two places, or none)."""
        places = Decimal(1).scaleb(-min(self.decimals, other.decimals))
        return any(_to(self.seconds, places, way) == _to(other.seconds, places, way)
                   for way in ("ROUND_HALF_UP", "ROUND_DOWN"))


def _to(number: Decimal, places: Decimal, way: str) -> Decimal:
    return number.quantize(places, rounding=way)


# --- numbers ----------------------------------------------------------------------------------


def numbers(text: str) -> list[Number]:
    """Every number a spreadsheet might read `text` as, whatever its locale. Its marks:
    `plus`, `brackets` or `minus after` for the sign, `currency`, `percent`, `grouped`,
    `exponent`, `leading zeros` (`007`) and `trailing zeros` (`1.50`)."""
    body, marks, negative = text.strip(), set(), False
    if body.startswith("(") and body.endswith(")"):
        body, negative = body[1:-1].strip(), True
        marks.add("brackets")
    if body.endswith("-") and not negative:
        body, negative = body[:-1].rstrip(), True
        marks.add("minus after")
    if body.endswith("%"):
        body = body[:-1].rstrip()
        marks.add("percent")
    body, sign = _sign(body)
    if body and (body[0] in _CURRENCIES or body[-1] in _CURRENCIES):
        body = (body[1:] if body[:1] in _CURRENCIES else body[:-1]).strip()
        marks.add("currency")
        body, inner = _sign(body)
        sign = sign or inner
    if sign and (negative or not body[:1].isdigit() and body[:1] != "."):
        return []
    negative = negative or sign == "-"
    if sign == "+":
        marks.add("plus")
    found: list[Number] = []
    for digits, kind in _digit_readings(body):
        number = _decimal(digits)
        if number is None:
            continue
        if "percent" in marks:
            number = number.scaleb(-2)
        grouped = {"grouped"} if kind == "grouped" else set()
        found.append(Number(-number if negative else number, kind, frozenset(marks | grouped | _marks(digits)),
                            _mantissa_digits(digits)))
    return found


def _sign(body: str) -> tuple[str, str]:
    if body.startswith(("+", "-")):  # (not `body[:1] in "+-"`: the empty text is in every text)
        return body[1:].lstrip(), body[0]
    return body, ""


def _digit_readings(body: str) -> list[tuple[str, str]]:
    """(the digits as Python reads them, how they were written)."""
    readings = []
    if _PLAIN.fullmatch(body):
        readings.append((body, "plain"))
    if _COMMA_GROUPS.fullmatch(body):
        readings.append((body.replace(",", ""), "grouped"))
    if _DOT_GROUPS.fullmatch(body):
        readings.append((body.replace(".", "").replace(",", "."), "grouped"))
    if _SPACE_GROUPS.fullmatch(body):
        readings.append((re.sub(r"[ \u00a0\u202f']", "", body).replace(",", "."), "grouped"))
    if _DECIMAL_COMMA.fullmatch(body):
        readings.append((body.replace(",", "."), "decimal comma"))
    return readings


def _marks(digits: str) -> set[str]:
    mantissa, _, exponent = digits.lower().partition("e")
    whole, _, fraction = mantissa.partition(".")
    marks = {"exponent"} if exponent else set()
    if re.match(r"0\d", whole):
        marks.add("leading zeros")
    if fraction.endswith("0"):
        marks.add("trailing zeros")
    return marks


def _mantissa_digits(digits: str) -> int:
    return len(re.sub(r"\D", "", digits.lower().partition("e")[0]).lstrip("0"))


def _decimal(digits: str) -> Decimal | None:
    try:
        number = Decimal(digits)
    except InvalidOperation:
        return None
    return number if number.is_finite() else None


# --- dates and times --------------------------------------------------------------------------


def dates(text: str) -> list[Date]:
    """Every date a spreadsheet might read `text` as: a day, a month (a number or a name) and
    maybe a year, in any order a locale writes them (`2026-10-01`, `1.10.`, `10/1/26`, `Jan 5`,
    `5-Jan-2026`, `January 2026`); a time of midnight after it changes nothing."""
    text = text.strip()
    if match := _MIDNIGHT.search(text):
        text = text[:match.start()].rstrip()
    if not _DATE_PARTS.fullmatch(text):
        return []
    parts = [part for part in _DATE_SEPARATOR.split(text.rstrip(".")) if part]
    names = [part for part in parts if not part.isdigit()]
    numbers_ = [part for part in parts if part.isdigit()]
    if len(names) > 1 or len(parts) not in (2, 3):
        return []
    if names:
        month = _MONTHS.get(names[0][:3].lower()) or _MONTHS.get(names[0][:4].lower())
        found = _with_month_name(month, numbers_) if month else []
    else:
        found = _all_numbers(numbers_)
    return [date for date in found if _real(date)]


def _with_month_name(month: int, numbers_: list[str]) -> list[Date]:
    if len(numbers_) == 1:
        (one,) = numbers_
        if len(one) <= 2:
            return [Date(None, month, int(one))]
        return [Date(int(one), month, 1)] if len(one) == 4 else []  # January 2026
    found = []
    for day, year in (numbers_, numbers_[::-1]):
        if len(day) <= 2 and len(year) in (2, 4):
            found.append(_dated(year, month, int(day)))
    return found


def _all_numbers(numbers_: list[str]) -> list[Date]:
    if len(numbers_) == 3:
        first, second, third = numbers_
        if len(first) == 4:
            return [Date(int(first), int(second), int(third))] if len(second) <= 2 and len(third) <= 2 else []
        if len(first) > 2 or len(second) > 2 or len(third) not in (2, 4):
            return []
        return [_dated(third, int(second), int(first)), _dated(third, int(first), int(second))]
    first, second = numbers_
    if len(first) <= 2 and len(second) <= 2:
        return [Date(None, int(second), int(first)), Date(None, int(first), int(second))]
    if len(first) == 4 and len(second) <= 2:
        return [Date(int(first), int(second), 1)]  # 2026-10
    if len(second) == 4 and len(first) <= 2:
        return [Date(int(second), int(first), 1)]  # 10/2026
    return []


def _dated(year: str, month: int, day: int) -> Date:
    short = len(year) == 2
    return Date(int(year) + 2000 if short else int(year), month, day, short)


def _real(date: Date) -> bool:
    try:
        dt.date(date.year or 2000, date.month, date.day)  # 2000: a leap year, so 29 February is real
    except ValueError:
        return False
    return True


def times(text: str) -> list[Time]:
    """The time of day (or the duration, `25:00`) a spreadsheet might read `text` as."""
    match = _TIME.fullmatch(text.strip())
    if not match:
        return []
    hour, minute, second = int(match[1]), int(match[2]), int(match[3] or 0)
    if match[5]:
        if not 1 <= hour <= 12:
            return []
        hour = hour % 12 + (12 if match[5].lower() == "p" else 0)
    if minute > 59 or second > 59:
        return []
    fraction = match[4] or ""
    seconds = Decimal(hour * 3600 + minute * 60 + second) + (Decimal("0." + fraction) if fraction else 0)
    return [Time(seconds, len(fraction))]


def time_of(value: dt.time) -> Time:
    seconds = Decimal(value.hour * 3600 + value.minute * 60 + value.second) + Decimal(value.microsecond).scaleb(-6)
    return Time(seconds, 6 if value.microsecond else 0)


def dates_and_times(text: str) -> list[tuple[Date, Time]]:
    """A date with a time of day after it (`2026-01-05 10:00`)."""
    text = text.strip()
    match = _TIME_AFTER.search(text)
    if not match:
        return []
    return [(date, time) for date in dates(text[:match.start()]) for time in times(match[1])]


# A spreadsheet's words for the truth values (true, false), in English, in each language deckctl's
# table catalogs are in (deckctl/engine/locales), and in the other languages whose texts deckctl's
# typesetting knows (export/pdf/linebreak.py's particles): a spreadsheet in that language reads
# the word, in any case, as a truth value, as an English one reads `true`, and reads no other
# language's (LibreOffice opening a CSV in each of them, seen: French `Vrai` and `faux`, Spanish
# `Verdadero`, Dutch `Onwaar`... became truth values, `TRUE` only in English, `Wahr` only in German).
TRUTH_VALUES = {"en": ("TRUE", "FALSE"), "de": ("WAHR", "FALSCH"), "fr": ("VRAI", "FAUX"),
                "es": ("VERDADERO", "FALSO"), "it": ("VERO", "FALSO"), "pt": ("VERDADEIRO", "FALSO"),
                "nl": ("WAAR", "ONWAAR")}
_TRUTH_WORDS = frozenset(word for pair in TRUTH_VALUES.values() for word in pair)


def typed_by_spreadsheets(text: str) -> bool:
    """Would a spreadsheet read `text` as a number, date, time or truth value (in its language)?"""
    return bool(numbers(text) or dates(text) or times(text) or dates_and_times(text)
                or text.strip().upper() in _TRUTH_WORDS)
