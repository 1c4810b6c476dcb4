"""How large a catalog deckctl reads: checked on the file's size and text before Babel parses it,
so that a catalog from a stranger costs seconds and megabytes, never gigabytes.

The sizes are measured on the largest deck deckctl is built for, a 2,160-card Wissens-Spektrum
deck (twice the box), whose complete pseudo-translated catalog (`deckctl i18n pseudo`: every text
longer than any real translation) holds about 29,000 entries in about 6 MB.
"""

from __future__ import annotations

import re

from deckctl.core.deck_limits import MAX_DECK_BYTES
from deckctl.core.printable import printable_line
from deckctl.i18n.plural import evaluation_problem

# A byte of a deck's card files becomes at most about five in its pseudo catalog: once as written
# in the msgid (`"`, `\` and a tab as two), and in the msgstr accented (`m` is `ṁ`, three bytes in
# UTF-8) and 40 % longer (repeated vowels, two bytes each), lines wrapped at 79 columns. Measured
# on 2,985 fronts of 990 `m` and an `a` (3.1 MB of card files): 14.6 MB; of 991 letters, 11.7 MB.
PSEUDO_BYTES_PER_DECK_BYTE = 5
# A catalog file: the pseudo catalog of a deck at MAX_DECK_BYTES, the header and room on top, so
# that every deck within the deck limits can have its catalogs written and read (a deck of little
# but line breaks can still make more: `i18n` then refuses it at the card that goes over).
# Read no further than this: a catalog this large takes `validate` 3.6 s and 245 MB at worst
# (49,990 entries in 350,000 lines; docs/performance.md).
MAX_CATALOG_BYTES = PSEUDO_BYTES_PER_DECK_BYTE * MAX_DECK_BYTES + 1024 * 1024
# Entries (active and obsolete): above that deck's 29,000; Babel keeps an object of each.
MAX_ENTRIES = 50_000
# Lines, blank and comment lines included: that deck's catalog has about 150,000 (five a text),
# one at MAX_ENTRIES some 260,000. Every line is a string, several times over, before Babel makes
# an entry of any: 2.6 million blank lines (7.8 MB) took `validate` 480 MB.
MAX_LINES = 400_000
# Source references (`#: cards/a.yaml:4`, each one of Babel's locations): deckctl writes one an
# entry. One `#:` line of 3.9 million references (7.8 MB) took `validate` 430 MB, and five such
# catalogs `build -j1` up to 54 s and 532 MB.
MAX_REFERENCES = 100_000
# Flags (`#, fuzzy, python-format`): an entry needs two at most. Babel makes a string of each.
MAX_FLAGS = 100_000
# One msgctxt, msgid or msgstr: a card's text is a few hundred characters, a deck's description a
# few thousand; nothing longer fits on a card.
MAX_STRING_CHARS = 20_000
# Plural forms: no language has more than 6 (Arabic, Welsh, Cornish). Babel makes a list this
# long for every plural entry, so `nplurals=400000000` alone would take gigabytes.
MAX_NPLURALS = 6
# The plural expression: the longest one CLDR gives (Cornish) is 472 characters.
MAX_PLURAL_EXPRESSION = 1_000

_KEYWORD = re.compile(r"(?:#~\s*)?(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\b")
# A comment line of references or flags, obsolete or not; group 1 its kind, group 2 the rest.
_LISTING = re.compile(r"^[^\S\n]*+(?:#~[^\S\n]*+)?#([:,])(.*)$", re.MULTILINE)
_REFERENCE = re.compile(r"\S+")
# The expression starts and ends with what is not a space: `([^;]+?)\s*;?\s*`, a lazy expression
# then two runs of spaces, took cubic time (1,000 spaces: 1.5 s; 4,000: 91 s).
_PLURAL_FORMS = re.compile(r"\s*nplurals\s*=\s*(\d+)\s*;\s*plural\s*=\s*([^;\s](?:[^;]*[^;\s])?)\s*(?:;\s*)?")
_PLURAL_EXPRESSION = re.compile(r"[n0-9\s!%&|()<>=?:+\-*/]*")  # gettext's C expression of n


def shape_problem(text: str) -> tuple[int, str, str, str] | None:
    """(line, code, message, hint) when the catalog has more lines than MAX_LINES, or its comments
    more references than MAX_REFERENCES or flags than MAX_FLAGS; None within the limits. Counted
    on the text itself, before it is split into lines (which costs memory for each)."""
    if text.count("\n") > MAX_LINES:
        return (MAX_LINES + 1, "catalog-too-large", f"the catalog has more than {MAX_LINES:,} lines",
                "a catalog holds one deck's texts, a few lines each: delete the blank and comment lines "
                "it does not need, or split a deck this large into several")
    references = flags = 0
    for listing in _LISTING.finditer(text):
        if listing.group(1) == ":":  # (Babel splits them at white space)
            references += sum(1 for _ in zip(_REFERENCE.finditer(listing.group(2)), range(MAX_REFERENCES + 1)))
        else:
            flags += listing.group(2).count(",") + 1
        if references > MAX_REFERENCES or flags > MAX_FLAGS:
            line = text.count("\n", 0, listing.start()) + 1
            if references > MAX_REFERENCES:
                return (line, "catalog-too-large", f"the catalog's `#:` comments name more than "
                        f"{MAX_REFERENCES:,} source references", "deckctl writes one for each entry "
                        "(`deckctl i18n update` writes them afresh): delete the others")
            return (line, "catalog-too-large", f"the catalog's `#,` comments hold more than {MAX_FLAGS:,} flags",
                    "an entry needs `fuzzy` and a format flag at most: delete the others")
    return None


def size_problem(lines: list[str]) -> tuple[int, str, str, str] | None:
    """(line, code, message, hint) for the first entry over MAX_ENTRIES or string over
    MAX_STRING_CHARS (counted as written, quotes and escapes included; a previous msgctxt or msgid,
    `#| msgid "..."`, too), found on the text before it is parsed; None within the limits. The
    lines are comments, keywords with a string, or strings."""
    entries, start, keyword, length, label = 0, 0, "", 0, ""
    for number, line in enumerate(lines, 1):
        stripped = line.strip()
        if stripped.startswith("#~"):
            stripped = stripped[2:].lstrip()
        previous = stripped.startswith(("#|", "|"))
        if previous:
            stripped = stripped.lstrip("#")[1:].lstrip()
        if not stripped.startswith(("m", '"')):  # a comment, a blank line
            continue
        found = _KEYWORD.match(stripped) if stripped[0] == "m" else None
        if found:
            start, keyword, length = number, found.group(1), 0
            label = f"previous {keyword}" if previous else keyword
            if keyword == "msgid" and not previous:
                entries += 1
                if entries > MAX_ENTRIES:
                    return (number, "catalog-too-large", f"the catalog has more than {MAX_ENTRIES:,} entries",
                            "a catalog holds one deck's texts: split a deck this large into several")
        length += len(stripped)
        if length > MAX_STRING_CHARS + len(keyword) + 2:
            return (start, "text-too-long", f"this {label} is longer than {MAX_STRING_CHARS:,} characters",
                    "a text this long fits on no card: shorten it")
    return None


def written_problem(data: bytes) -> tuple[int, str, str, str] | None:
    """(line, code, message, hint) for a catalog deckctl is about to write that it would refuse
    to read back (its size, lines, entries or a string over the limits above; the line is where it
    goes over); None when it would read it."""
    if len(data) > MAX_CATALOG_BYTES:  # (the line it crosses the limit on: the entry the writer names)
        return (data.count(b"\n", 0, MAX_CATALOG_BYTES) + 1, "file-too-large", f"the catalog would be {len(data):,} bytes, more than the "
                f"{MAX_CATALOG_BYTES:,} a catalog may have", "a catalog holds one deck's texts: split a deck this large into several")
    text = data.decode("utf-8")
    return shape_problem(text) or size_problem(catalog_lines(text))


def catalog_lines(text: str) -> list[str]:
    """The catalog's lines as GNU gettext and Babel read them: split at line feeds only (a CR before
    one dropped). str.splitlines() also splits at U+2028, U+2029, U+0085, VT, FF and \\x1c-\\x1e:
    a deck text holding U+2028 was written on one line and read back as two, an unclosed string."""
    return (text.replace("\r\n", "\n") if "\r" in text else text).split("\n")


def plural_forms_problem(value: str) -> str | None:
    """What is wrong with a Plural-Forms header value, in plain words; None when it is usable."""
    form = _PLURAL_FORMS.fullmatch(value)
    if form is None:
        return f"`Plural-Forms: {printable_line(value[:60])}` is not `nplurals=N; plural=EXPRESSION;`"
    digits, expression = form.group(1).lstrip("0"), form.group(2)
    if not 1 <= (int(digits) if 0 < len(digits) < 3 else 0) <= MAX_NPLURALS:
        return f"`nplurals={form.group(1)[:12]}`: a language has 1 to {MAX_NPLURALS} plural forms"
    if len(expression) > MAX_PLURAL_EXPRESSION:
        return f"the plural expression is longer than {MAX_PLURAL_EXPRESSION:,} characters"
    if not _PLURAL_EXPRESSION.fullmatch(expression):
        return f"`plural={printable_line(expression[:60])}` is not an expression of n"
    wrong = _plural_grammar_problem(expression) or evaluation_problem(expression, int(digits))
    if wrong:
        return f"`plural={printable_line(_shown(expression))}`: {wrong}"
    return None


def _shown(expression: str) -> str:
    return expression if len(expression) <= 60 else expression[:59] + "…"


# gettext's plural grammar (plural.y): `?:`, `||`, `&&`, `== !=`, `< > <= >=`, `+ -`, `* / %`,
# prefix `!`, `n`, numbers and parentheses; no unary minus, no lone `=`, `&` or `|`. A file whose
# expression breaks it is refused by `msgfmt -c` and by every program reading the compiled file.
_PLURAL_TOKEN = re.compile(r"\s*(?:(n|[0-9]+)|(\|\||&&|==|!=|<=|>=|[-+*/%<>?:])|(!)|(\()|(\))|(.))")


def _plural_grammar_problem(expression: str) -> str | None:
    """Why `expression` (of the characters _PLURAL_EXPRESSION allows) is not one gettext parses, in
    plain words; None when it is. Checked without recursion (1,000 characters of `(` nest 1,000
    deep): an operand and an operator take turns, `(` is closed by `)` and each `?` by a `:` within
    the same parentheses."""
    open_marks: list[str] = []  # "(" and "?" not yet closed, innermost last
    operand_next, position = True, 0
    for token in _PLURAL_TOKEN.finditer(expression):
        operand, binary, negation, opening, closing, other = token.groups()
        shown = (operand or binary or negation or opening or closing or other)
        position = token.end()
        if other is not None:
            return f"`{shown}` is no operator of gettext's plural expressions (`==`, `&&`, `||`, not `=`, `&`, `|`)"
        if operand_next:
            if operand is not None:
                operand_next = False
            elif opening is not None:
                open_marks.append("(")
            elif negation is None:
                return f"`{shown}` where n, a number or `(` should come (after {_before(expression, token.start())})"
            continue
        if binary == "?":
            open_marks.append("?")
        elif binary == ":":
            if not open_marks or open_marks[-1] != "?":
                return "a `:` with no `?` before it"
            open_marks.pop()
        elif closing is not None:
            if open_marks and open_marks[-1] == "?":
                return "a `?` with no `:` after it"
            if not open_marks:
                return "a `)` that closes no `(`"
            open_marks.pop()
            continue
        elif binary is None:  # (an operand or `(` or `!` right after an operand)
            return f"`{shown}` where an operator should come (after {_before(expression, token.start())})"
        operand_next = True
    if expression[position:].strip():
        return f"`{expression[position:].strip()[:10]}` is no part of gettext's plural expressions"
    if operand_next:
        return f"it ends where n, a number or `(` should come (after {_before(expression, len(expression))})"
    if "?" in open_marks:
        return "a `?` with no `:` after it"
    if open_marks:
        return f"{_count(open_marks.count('('))} not closed"
    return None


def _before(expression: str, end: int) -> str:
    text = expression[:end].rstrip()
    return f"`{text[-20:]}`" if text else "the start"


def _count(opened: int) -> str:
    return "a `(` is" if opened == 1 else f"{opened} `(` are"
