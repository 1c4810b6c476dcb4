"""Typographic quotes and apostrophes, per language, for print only (the sources keep `"` and `'`).

A pair of straight double quotes becomes the language's quotation marks, a pair of straight single
quotes its alternate (nested) ones, as the Unicode CLDR gives them through ICU: English “ ” and ‘ ’,
German „ “ and ‚ ‘ (Swiss and Liechtenstein German « » and ‹ ›, which CLDR lacks), French « »
(with a narrow no-break space inside, U+202F, as French typesetting wants) and « », Polish „ ” and « », Swedish ” ” and so on. Any other single quote is an apostrophe,
’ (`don't`, `l'eau`, `the players' cards`, `'90s`, both in `rock 'n' roll`), and a quote right after
a digit that closes nothing is a prime (`6'2"`: 6′2″ where the card font has primes, else kept
straight). In French, a space written before ? ! ; or : becomes a no-break one (narrow but for the
colon). Typographic marks already in a text are kept as written, and a pair of `"` inside a quote
typed with them takes the nested marks (`„Schon "so" gesagt“`: `„Schon ‚so‘ gesagt“`).

Dashes and ellipses likewise, the same in every language: a hyphen between two numbers of at most
four digits (a range: years, pages, scores) is an en dash, `1990–2000`, `10–12`, unless the numbers
are part of a longer chain of digit groups (a date, an ISBN, a phone number) or one has a leading
zero (`030-1234`), and the first may be negative (`−5–10 °C`); a hyphen or `--` with a space on
both sides is a spaced en dash, kept on the line of the word before it (`Berlin – Hamburg`); a
hyphen before a number at the start of a word is a minus, `−5 °C`, unless a number and a space
stand before it (`1990 -2000`); a hyphen between numbers in a sum is a minus, spaced or not, where
a relation or another operator tells a sum (`10 - 3 = 7`, `2 + 10 - 3`, `3x - 7 = 2`; not `10 - 3`,
a range or a score, nor a date); three full stops are an ellipsis, `…`. A hyphen inside a word or
code (`E-Mail`, `COVID-19`, `x-ray`), `--` inside a word (`--help`) and a run of spaced hyphens
(`a - - b`) stay as typed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from deckctl.export.pdf import fonts

APOSTROPHE = "\u2019"
PRIMES = {"'": "\u2032", '"': "\u2033"}
NARROW_NBSP = "\u202f"
EN_DASH = "\u2013"
MINUS = "\u2212"
ELLIPSIS = "\u2026"
# Where a quote opens: at the start, after a space, or after an opening bracket, dash or quote.
_OPENERS = set(" \t\n\u00a0\u2007\u202f([{\u2014\u2013/-\u201c\u2018\u201e\u201a\u00ab\u2039")


@dataclass(frozen=True)
class Marks:
    open: str
    close: str
    alt_open: str
    alt_close: str
    spaced: bool  # a narrow no-break space inside guillemets (French)


ROOT = Marks("\u201c", "\u201d", "\u2018", "\u2019", False)
# Swiss and Liechtenstein German quote with guillemets, « » and ‹ › with no space inside (Duden,
# Schweizer Orthographische Konferenz), where CLDR (through ICU 77) gives them the German „ “.
_GUILLEMETS = Marks("\u00ab", "\u00bb", "\u2039", "\u203a", False)
_OVERRIDES = {("de", "CH"): _GUILLEMETS, ("de", "LI"): _GUILLEMETS}


@lru_cache(maxsize=64)
def marks(language: str) -> Marks:
    """The quotation marks of `language` (a BCP 47 tag) from CLDR, or the root ones (“ ” ‘ ’) when
    the card font cannot draw the language's own (say 「 」)."""
    import icu

    locale = _locale(icu, language)
    if locale is None:
        return ROOT
    data = icu.LocaleData(locale.getName())
    kind = icu.ULocaleDataDelimiterType
    found = _OVERRIDES.get((locale.getLanguage(), locale.getCountry())) or Marks(data.getDelimiter(kind.QUOTATION_START), data.getDelimiter(kind.QUOTATION_END),
                  data.getDelimiter(kind.ALT_QUOTATION_START), data.getDelimiter(kind.ALT_QUOTATION_END),
                  locale.getLanguage() == "fr")
    needed = found.open + found.close + found.alt_open + found.alt_close + NARROW_NBSP
    if any(fonts.unsupported(needed, weight) for weight in fonts.WEIGHTS):
        return ROOT
    return found


def _locale(icu, language: str):
    """ICU's locale for `language`, or for its first subtag where ICU refuses the whole tag, or None.
    A tag deckctl's grammar takes may still be one ICU does not (a variant twice, `en-aaaaa-aaaaa`,
    in deck.yaml's `language:`; a catalog named `de-12.po`): it had ended lint, build, proof and
    export pdf with an internal error (ICUError) at the first text holding a quote."""
    for tag in (language or "und", (language or "und").replace("_", "-").split("-")[0]):
        try:
            return icu.Locale.forLanguageTag(tag)
        except icu.ICUError:
            continue
    return None


def typographic(text: str, language: str) -> str:
    """`text` with its straight quotes and apostrophes set as `language` prints them."""
    if '"' in text or "'" in text:
        text = _typographic(text, language)
    if "-" in text or "..." in text:
        text = _dashes(text)
    if language[:2] == "fr" and " " in text and any(mark in text for mark in "?!;:"):
        text = _french_punctuation(text)
    return text


# A number of at most four digits, without a leading zero (years, pages, scores; not `030`).
_SHORT_NUMBER = r"(?:[1-9]\d{0,3}|0)"
# Where a word starts: at the start, after a space, an opening bracket or an opening quote.
_WORD_START = "(?<![^\\s(\\[{\u201c\u2018\u201e\u201a\u00ab\u2039\u00bb\u203a\"'])"
# A range: two such numbers parted by a hyphen, neither of them part of a longer run of digit
# groups, a word or a decimal (`2024-05-01`, `978-3-16`, `+49-30`, `1.5-2`, `A4-5` stay as typed).
# The first may be negative, its minus at a word's start (`-5-10 °C`: `−5–10 °C`).
_RANGE = re.compile(rf"(?<![\w+\-\u2013\u2212/.,:])((?:{_WORD_START}[-\u2212])?{_SHORT_NUMBER})-({_SHORT_NUMBER})"
                    r"(?![\w\-\u2013\u2212/]|[.,:]\d)")
# A hyphen (or two) between spaces: a dash between clauses. Not one of a run of spaced hyphens
# (`a - - b` stays as typed), though a negative number may follow it (`a - -5`).
_SPACED = re.compile(r"(?<=[^\s-]) +--? +(?=[^\s-]|-\d)")
# A hyphen before a digit at the start of a word: a minus, unless a number stands before it (`_after_number`).
_NEGATIVE = re.compile(_WORD_START + "-(?=\\d)")
_THREE_STOPS = re.compile(r"(?<!\.)\.\.\.(?!\.)")
# A sum: numbers (or a number and a letter, `3x`, or a letter alone, `x`) with operators between
# them, spaced or not (`:` and `/` only spaced: `10:30`, `1948/49`; no `·`, a separator as often),
# a `= ?` after them allowed.
_OPERAND = r"(?:[-\u2212](?=\d))?(?:\d+(?:[.,]\d+)*[a-z]?|[a-z])"
_OPERATOR = r"(?: ?[-+\u2212\u00d7*\u00f7=<>\u2264\u2265\u2260\u2248] ?| [:/] )"
_SUM = re.compile(rf"(?<![\w.,:/+\-\u2212\u2013]){_OPERAND}(?:{_OPERATOR}{_OPERAND})+(?: ?= ?\?)?"
                  r"(?![\w\-\u2212\u2013/]|[.,:]\d)")
_SUM_OPERAND = re.compile(_OPERAND + r"|\?")
_SUM_OPERATOR = re.compile(_OPERATOR)
# What makes a sum of a hyphen between numbers: a relation, or an operator other than a hyphen.
_ARITHMETIC = frozenset("=<>\u2264\u2265\u2260\u2248+\u00d7*\u00f7:/\u2212")
# Digit groups a hyphen joins with no space, two hyphens in a row or a leading zero: a date or a
# code (`2024-05-01`, `030-1234`), never a sum, whatever stands around it (`1.0.0 · 2026-01-01`).
_CODE = re.compile(r"\d-\d+-\d|\d-0\d|(?<![\d.,])0\d+-\d")


@lru_cache(maxsize=16384)
def _dashes(text: str) -> str:
    """`text` with its ranges, dashes, minus signs and ellipses set (each only where the card font
    has the mark; Fira Sans has all three)."""
    if _drawn(MINUS) and "-" in text:
        text = _SUM.sub(_minus_signs, text)
    if _drawn(EN_DASH):
        text = _RANGE.sub(lambda m: m[0] if _after_number(m) else m[1] + EN_DASH + m[2], text)
        # (a no-break space before the dash: a line may end with it, never start with it)
        text = _SPACED.sub("\u00a0" + EN_DASH + " ", text)
    if _drawn(MINUS):
        text = _NEGATIVE.sub(lambda m: m[0] if _after_number(m) else MINUS, text)
    if _drawn(ELLIPSIS):
        text = _THREE_STOPS.sub(ELLIPSIS, text)
    return text


def _minus_signs(match: re.Match) -> str:
    """A sum's hyphens as minus signs, when it is one: a relation or another operator in it (`10 -
    3 = 7`, `2 + 10 - 3`), never hyphens alone (`10 - 3`, a range or a score; `2024-05-01`). A
    space before a minus becomes a no-break one, as before a dash: no line starts with it."""
    found = match[0]
    operators = []  # (between operands, each of which may have a sign of its own: `-5 - 3 = -8`)
    at = _SUM_OPERAND.match(found).end()
    while at < len(found):
        operator = _SUM_OPERATOR.match(found, at)
        operand = operator and _SUM_OPERAND.match(found, operator.end())
        if not operand:
            break
        operators.append(operator)
        at = operand.end()
    signs = "".join(operator[0] for operator in operators)
    if "-" not in signs or _ARITHMETIC.isdisjoint(signs) or _CODE.search(found):
        return found
    for operator in reversed(operators):
        if "-" in operator[0]:
            minus = operator[0].replace(" -", "\u00a0-").replace("-", MINUS)
            found = found[:operator.start()] + minus + found[operator.end():]
    return found


def _after_number(match: re.Match) -> bool:
    """Whether a number and a space stand right before `match`: its hyphen is then no minus
    (`1990 -2000` is a range typed amiss, or a sum), and it is left as typed."""
    text, i = match.string, match.start()
    if i == 0 or not text[i - 1].isspace():
        return False
    while i > 0 and text[i - 1].isspace():
        i -= 1
    return i > 0 and text[i - 1].isdigit()


@lru_cache(maxsize=8)
def _drawn(mark: str) -> bool:
    """Whether every weight of the card font draws `mark`."""
    return not any(fonts.unsupported(mark, weight) for weight in fonts.WEIGHTS)


def _french_punctuation(text: str) -> str:
    """French sets ? ! ; after a narrow no-break space and : after a no-break space: a space
    written there becomes one, so the mark never starts a line of its own."""
    for mark, space in (("?", NARROW_NBSP), ("!", NARROW_NBSP), (";", NARROW_NBSP), (":", "\u00a0")):
        text = text.replace(" " + mark, space + mark)
    return text


@lru_cache(maxsize=16384)
def _typographic(text: str, language: str) -> str:
    m = marks(language)
    out: list[str] = []
    open_double = open_single = False
    nested = False  # the open pair of `"` is inside a quote typed with the language's own marks
    typed = 0  # how many of those are open here (when its opening and closing marks differ)
    skip_spaces = False  # just after an opening French guillemet: its narrow space replaces these
    for i, char in enumerate(text):
        if skip_spaces and char in _SPACES:
            continue
        skip_spaces = False
        if char not in "\"'":
            if m.open != m.close:
                typed += (char == m.open) - (char == m.close and typed > 0)
            out.append(char)
            continue
        before = text[i - 1] if i else " "
        after = text[i + 1] if i + 1 < len(text) else " "
        opening = before in _OPENERS
        if char == '"':
            if open_double and (not opening or not after.isalnum()):  # `"bonjour"`, `" salut "`
                _close(out, m.alt_close if nested else m.close, m)
                open_double = False
            elif before.isdigit():
                out.append(_prime('"'))
            else:  # inside „…“ typed as such, a pair of `"` is a quote within a quote: ‚…‘
                nested = typed > 0
                skip_spaces = _open(out, m.alt_open if nested else m.open, m)
                open_double = True
        elif before.isdigit() and not after.isalpha() and not open_single:
            out.append(_prime("'"))  # 6'2"
        elif before.isalnum() and after.isalnum():
            out.append(APOSTROPHE)  # don't, l'eau
        elif open_single and not opening:
            _close(out, m.alt_close, m)
            open_single = False
        elif opening and text[i + 1:i + 3].lower() == "n'" and not text[i + 3:i + 4].isalnum():
            out.append(APOSTROPHE)  # rock 'n' roll: `and` cut short both sides, no quote (the second follows)
        elif opening and (after.isalpha() or after in "\"“„«") and _closes_later(text, i + 1):
            skip_spaces = _open(out, m.alt_open, m)
            open_single = True
        else:
            out.append(APOSTROPHE)  # the players' cards, 'tis
    return "".join(out)


_SPACES = (" ", "\u00a0", NARROW_NBSP)


def _prime(quote: str) -> str:
    """The prime for a straight quote after a digit; the quote itself where the font has none."""
    prime = PRIMES[quote]
    return quote if any(fonts.unsupported(prime, weight) for weight in fonts.WEIGHTS) else prime


def _open(out: list[str], mark: str, m: Marks) -> bool:
    """Append an opening mark; True when the spaces after it are to be dropped (French)."""
    if m.spaced and mark in "«‹":
        out.append(mark + NARROW_NBSP)
        return True
    out.append(mark)
    return False


def _close(out: list[str], mark: str, m: Marks) -> None:
    if m.spaced and mark in "»›":
        while out and out[-1] in _SPACES:
            out.pop()
        out.append(NARROW_NBSP + mark)
    else:
        out.append(mark)


def _closes_later(text: str, start: int) -> bool:
    """Whether a single quote after `start` can close one opened just before it: it follows a
    non-space and is not inside a word."""
    for j in range(start, len(text)):
        if text[j] == "'" and not text[j - 1].isspace():
            after = text[j + 1] if j + 1 < len(text) else " "
            if not after.isalnum():
                return True
    return False
