"""How large a catalog deckctl reads: checked on the file's size and text before Babel parses it,
so that a catalog from a stranger costs seconds and megabytes, never gigabytes.

The sizes are measured on the largest deck deckctl is built for, a 2,160-card Wissens-Spektrum
deck (twice the box), whose complete pseudo-translated catalog (`deckctl i18n pseudo`: every text
longer than any real translation) holds about 29,000 entries in about 6 MB.
"""

from __future__ import annotations

import re

from deckctl.core.printable import printable_line

# A catalog file: above that large deck's 6 MB, and read no further than this.
MAX_CATALOG_BYTES = 8 * 1024 * 1024
# Entries (active and obsolete): above that deck's 29,000; Babel keeps an object of each.
MAX_ENTRIES = 50_000
# One msgctxt, msgid or msgstr: a card's text is a few hundred characters, a deck's description a
# few thousand; nothing longer fits on a card.
MAX_STRING_CHARS = 20_000
# Plural forms: no language has more than 6 (Arabic, Welsh, Cornish). Babel makes a list this
# long for every plural entry, so `nplurals=400000000` alone would take gigabytes.
MAX_NPLURALS = 6
# The plural expression: the longest one CLDR gives (Cornish) is 472 characters.
MAX_PLURAL_EXPRESSION = 1_000

_KEYWORD = re.compile(r"(?:#~\s*)?(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\b")
# The expression starts and ends with what is not a space: `([^;]+?)\s*;?\s*`, a lazy expression
# then two runs of spaces, took cubic time (1,000 spaces: 1.5 s; 4,000: 91 s).
_PLURAL_FORMS = re.compile(r"\s*nplurals\s*=\s*(\d+)\s*;\s*plural\s*=\s*([^;\s](?:[^;]*[^;\s])?)\s*(?:;\s*)?")
_PLURAL_EXPRESSION = re.compile(r"[n0-9\s!%&|()<>=?:+\-*/]*")  # gettext's C expression of n


def size_problem(lines: list[str]) -> tuple[int, str, str, str] | None:
    """(line, code, message, hint) for the first entry over MAX_ENTRIES or string over
    MAX_STRING_CHARS (counted as written, quotes and escapes included), found on the text before
    it is parsed; None within the limits. The lines are comments, keywords with a string, or strings."""
    entries, start, keyword, length = 0, 0, "", 0
    for number, line in enumerate(lines, 1):
        stripped = line.strip()
        if stripped.startswith("#~"):
            stripped = stripped[2:].lstrip()
        if not stripped.startswith(("m", '"')):  # a comment, a blank line
            continue
        found = _KEYWORD.match(stripped) if stripped[0] == "m" else None
        if found:
            start, keyword, length = number, found.group(1), 0
            if keyword == "msgid":
                entries += 1
                if entries > MAX_ENTRIES:
                    return (number, "catalog-too-large", f"the catalog has more than {MAX_ENTRIES:,} entries",
                            "a catalog holds one deck's texts: split a deck this large into several")
        length += len(stripped)
        if length > MAX_STRING_CHARS + len(keyword) + 2:
            return (start, "text-too-long", f"this {keyword} is longer than {MAX_STRING_CHARS:,} characters",
                    "a text this long fits on no card: shorten it")
    return None


def written_problem(data: bytes) -> tuple[int, str, str, str] | None:
    """(line, code, message, hint) for a catalog deckctl is about to write that it would refuse
    to read back (its size, entries or a string over the limits above; line 0 for the size);
    None when it would read it."""
    if len(data) > MAX_CATALOG_BYTES:
        return (0, "file-too-large", f"the catalog would be {len(data):,} bytes, more than the "
                f"{MAX_CATALOG_BYTES:,} a catalog may have", "a catalog holds one deck's texts: split a deck this large into several")
    return size_problem(data.decode("utf-8").splitlines())


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
    return None
