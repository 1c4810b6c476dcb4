"""PO strings laid out as GNU gettext lays them out (msgmerge, msgcat, msgfmt's neighbours).

A catalog that GNU tools, Poedit and Weblate rewrite must come back byte-identical, so deckctl
wraps its strings exactly like gettext's `write-po.c`: lines of at most 79 columns counting the
keyword and both quotes; a string holding a line break, or too long for one line, starts with
`""` and continues one line per piece; a piece ends after each `\\n`; inside a piece, lines
break where the Unicode line-breaking rules allow it (after spaces, after `-`, `/`, `,`, `.`,
`:` and `;` when no digit follows, after dashes, `?`, `!`, `…` and `|`; never before a quotation
mark but after a space, nor between one and an opening bracket, `„`, `¡` or `¿`, spaces or not:
`„Le Sacre du printemps“ (1913)`), filled greedily.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

PAGE_WIDTH = 79

_ESCAPES = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\t": "\\t", "\r": "\\r", "\a": "\\a", "\b": "\\b",
            "\f": "\\f", "\v": "\\v"}
_ESCAPE_TABLE = str.maketrans(_ESCAPES)
_AFTER_UNLESS_DIGIT = frozenset("-/,.:;")  # UAX #14 classes HY, SY, IS: no break before a number
_AFTER_ALWAYS = frozenset("–—?!…|\u00ad")  # BA, B2, EX, IN: a break after is always allowed
_NOT_AFTER_SPACE = frozenset("?!)]},.:;/")  # EX, CL, CP, IS, SY: no break before, even after spaces
_OPENING = frozenset("([{„‚¡¿")  # OP: no break after, even after spaces
_QUOTES = frozenset("\"'«»‘’‛“”‟‹›")  # QU: no break between it and an OP, even with spaces between
_QUOTED_AFTER = _QUOTES - {'"'}  # QU: no break before it but after a space (a `"` is written `\"`: the `\` breaks)
_PREFIX_POSTFIX = frozenset("$£¥€¢₹+±%°‰")  # PR, PO: a break may follow before a `\"` or `\\` (gettext breaks there)
_WIDE_CLOSING = frozenset("。、？！）」』，．：；")  # wide CL, EX, IS: no break before
_WIDE_OPENING = frozenset("（「『")


def _width(char: str) -> int:
    if char < "\u0300":  # (no combining or wide character comes before U+0300: the common case, at once)
        return 1
    return _wide_width(char)


@lru_cache(maxsize=4096)
def _wide_width(char: str) -> int:
    if unicodedata.combining(char):
        return 0
    return 2 if unicodedata.east_asian_width(char) in ("W", "F") else 1


def _pieces(value: str) -> list[str]:
    """The string cut after each line break (the last piece may be empty only for "")."""
    pieces, start = [], 0
    for index, char in enumerate(value):
        if char == "\n":
            pieces.append(value[start:index + 1])
            start = index + 1
    if start < len(value) or not pieces:
        pieces.append(value[start:])
    return pieces


def _cells(piece: str) -> list[tuple[str, bool, int]]:
    """The piece's escaped text as (cell, may break before it, its width): an escape sequence is
    one cell. One pass, each character looked at once (a 20,000-character text is no rarity to a
    catalog from a stranger)."""
    cells: list[tuple[str, bool, int]] = []
    before, before_width, solid = "", 1, ""  # solid: the last character before this one that is no space
    for char in piece:
        width = _width(char)
        possible = False
        if before and char not in " \n" and before in (" ", "\u3000"):
            possible = (char not in _NOT_AFTER_SPACE and solid not in _OPENING
                        and not (solid in _QUOTES and char in _OPENING))
        elif char in "\"\\" and before in _PREFIX_POSTFIX:
            possible = True
        elif before_width == 2 and width == 2:
            possible = char not in _WIDE_CLOSING and before not in _WIDE_OPENING
        elif before in _AFTER_ALWAYS and char != " ":
            possible = char not in _QUOTED_AFTER
        elif before in _AFTER_UNLESS_DIGIT and char != " " and not char.isdigit():
            possible = char not in _NOT_AFTER_SPACE and before != char and char not in _QUOTED_AFTER
        if char == "\n":
            possible = False  # never right before the line break that ends a piece
        escaped = _ESCAPES.get(char)
        cells.append((escaped, possible, len(escaped)) if escaped else (char, possible, width))
        before, before_width = char, width
        if char not in " \u3000":
            solid = char
    return cells


def _breaks(cells: list[tuple[str, bool, int]], width: int, start: int) -> set[int]:
    """Where to break (cell indexes), filling each line greedily (libunistring's algorithm)."""
    chosen: set[int] = set()
    last, column, piece = None, start, 0
    for index, (_, possible, cell_width) in enumerate(cells):
        if possible:
            if last is not None and column + piece > width:
                chosen.add(last)
                column = 0
            last = index
            column += piece
            piece = 0
        piece += cell_width
    if last is not None and column + piece > width:
        chosen.add(last)
    return chosen


def _text_width(piece: str, escaped: str) -> int:
    """The columns `escaped` (the piece with its escapes) takes: an escape is ASCII, one column a character."""
    if piece.isascii():
        return len(escaped)
    return len(escaped) - len(piece) + sum(map(_width, piece))


def po_string(keyword: str, value: str, prefix: str = "") -> str:
    """`keyword "value"` as GNU gettext writes it, every line starting with `prefix`, no final
    newline (e.g. `po_string("msgid", text)`, `po_string("msgid", old, prefix="#| ")`)."""
    after_break = len(prefix) + 1  # a continuation line's text starts after the prefix and a quote
    width = PAGE_WIDTH - 1 - after_break  # room for the closing quote
    lines: list[str] = []
    first = True
    pieces = _pieces(value)
    for number, piece in enumerate(pieces):
        start = (len(prefix) + len(keyword) + 2 if first else len(prefix) + 1) - after_break
        more = number < len(pieces) - 1
        escaped = piece.translate(_ESCAPE_TABLE)
        if start + _text_width(piece, escaped) <= width:  # no break anywhere: most strings, at once
            if first and piece and more:
                lines.append(f'{prefix}{keyword} ""')
                first = False
            lines.append(f'{prefix}{keyword} "{escaped}"' if first else f'{prefix}"{escaped}"')
            first = False
            continue
        cells = _cells(piece)
        breaks = _breaks(cells, width, start)
        if first and cells and (more or start > width or any(i > 0 for i in breaks)):
            lines.append(f'{prefix}{keyword} ""')
            first = False
            start = len(prefix) + 1 - after_break
            breaks = _breaks(cells, width, start)
        text = "".join(cell if i not in breaks else '"\n' + prefix + '"' + cell for i, (cell, _, _) in enumerate(cells))
        lines.append(f'{prefix}{keyword} "{text}"' if first else f'{prefix}"{text}"')
        first = False
    return "\n".join(lines)
