"""PO string escapes read as GNU gettext reads them, so that deckctl checks the text every other
gettext tool (msgfmt, Poedit, Weblate) would compile from the same catalog.

GNU's lexer (po-lex.c) knows `\\n \\t \\b \\r \\f \\v \\a \\\\ \\"`, an octal byte of one to three
digits (`\\033`, `\\0`) and a hexadecimal byte of any number of digits, of which it keeps the last
byte's worth (`\\x1b`, `\\x41421b`); anything else after a backslash is a fatal error to it. The
bytes are then the catalog's UTF-8 text. Babel knows the letters only and leaves `\\033` as four
characters, which hid an ESC from deckctl's control-character check and reached msgfmt's output.

`for_babel` rewrites each string of a catalog's entries so that Babel reads what GNU reads (a
character no Babel escape spells goes in as itself: the control-character check then refuses it,
at its entry); `denormalize` is GNU's reading of strings deckctl parses itself.
"""

from __future__ import annotations

import re

_ESCAPE = re.compile(r"\\(?:([0-7]{1,3})|x([0-9A-Fa-f]+)|(.?))", re.S)
_LETTERS = {"n": 0x0A, "t": 0x09, "b": 0x08, "r": 0x0D, "f": 0x0C, "v": 0x0B, "a": 0x07, "\\": 0x5C, '"': 0x22}
# What Babel's own unescape turns back into the character: everything else is written as itself.
_FOR_BABEL = str.maketrans({"\\": "\\\\", '"': '\\"', "\n": "\\n", "\t": "\\t", "\r": "\\r", "\a": "\\a",
                            "\b": "\\b", "\f": "\\f", "\v": "\\v"})
# Escapes Babel reads as GNU does: a catalog holding no other needs no rewriting (the common case).
_BABEL_KNOWS = re.compile(r'\\[^\\abfnrtv"]')
# The closing quote is optional (a string left open is skipped by its missing group 2): a match that
# could fail at the end was tried again from each escaped quote inside, in quadratic time.
_STRING = re.compile(r'"((?:[^"\\]|\\.)*+)(")?', re.S)
_ENTRY_LINE = re.compile(r'\s*(?:#~\s*)?(?:(?:msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+)?"')
_PREVIOUS_LINE = re.compile(r'\s*#~?\|\s*(?:(?:msgctxt|msgid_plural|msgid)\s+)?"')
HINT = ('write a line break as \\n, a quote as \\" and a backslash as \\\\; any other character as '
        "itself (UTF-8), never as an octal or \\x escape")


class EscapeError(ValueError):
    """A string GNU gettext refuses or reads as bytes that are not UTF-8: `column` is 1-based
    within the line."""

    def __init__(self, message: str, line: int = 0, column: int = 0):
        super().__init__(message)
        self.line = line
        self.column = column


def unescape(body: str, offset: int = 0) -> str:
    """The text of a PO string's inside (`body`, between its quotes) as GNU gettext reads it.
    `offset` is the body's 0-based column in its line, for the error's column."""
    if "\\" not in body:
        return body
    out, start = bytearray(), 0
    for found in _ESCAPE.finditer(body):
        out += body[start:found.start()].encode("utf-8")
        start = found.end()
        octal, hexadecimal, other = found.groups()
        if octal:
            out.append(int(octal, 8) & 0xFF)  # (`\777` is a byte too, to gettext)
        elif hexadecimal:
            out.append(int(hexadecimal[-2:], 16))  # (the last byte's worth of however many digits)
        elif other in _LETTERS:
            out.append(_LETTERS[other])
        else:
            shown = f"\\{other}" if other and other.isprintable() else "a backslash"
            raise EscapeError(f"`{shown}` is no escape gettext knows", column=offset + found.start() + 1)
    out += body[start:].encode("utf-8")
    try:
        return out.decode("utf-8")
    except UnicodeDecodeError:
        raise EscapeError("its octal or \\x escapes make bytes that are not UTF-8 text", column=offset + 1) from None


def denormalize(strings: str) -> str:
    """GNU's reading of one or more PO strings, one per line (`"a"\\n"b"` is `ab`)."""
    return "".join(unescape(found.group(1)) for found in _STRING.finditer(strings) if found.group(2))


def for_babel(lines: list[str], errors: list[EscapeError] | None = None) -> str | None:
    """The catalog (its `lines`) with every entry's string rewritten in the escapes Babel reads as
    GNU gettext does; None when no string needs it. Raises EscapeError at the first string GNU
    refuses, in `#|` previous msgids too (deckctl keeps those); given `errors`, adds each such
    string's error to it instead and goes on (the line left as it is)."""
    rewritten, changed = [], False
    for number, line in enumerate(lines, 1):
        if "\\" not in line or not _BABEL_KNOWS.search(line):
            rewritten.append(line)
            continue
        opening = _ENTRY_LINE.match(line) or _PREVIOUS_LINE.match(line)
        string = _STRING.match(line, opening.end() - 1) if opening else None
        if string is None or string.group(2) is None:  # a comment (or a string left open)
            rewritten.append(line)
            continue
        try:
            text = unescape(string.group(1), string.start(1))
        except EscapeError as exc:
            if errors is None:
                raise EscapeError(str(exc), number, exc.column) from None
            errors.append(EscapeError(str(exc), number, exc.column))
            rewritten.append(line)
            continue
        if _ENTRY_LINE.match(line):
            line = f'{line[:string.start()]}"{text.translate(_FOR_BABEL)}"{line[string.end():]}'
            changed = True
        rewritten.append(line)
    return "\n".join(rewritten) if changed else None
