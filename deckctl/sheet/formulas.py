"""Texts that a spreadsheet would take for a formula, written so that it shows them as text.

Excel and LibreOffice evaluate a cell that starts with `=`, `+`, `-` or `@` (and, after a tab or
a carriage return, what follows), so a card text like `=HYPERLINK("http://...")` in a sheet
would run as a formula on the editor's machine (CSV injection). As OWASP recommends, such a text
is written with an apostrophe before it, the way an editor types text that must stay text; a text
that already starts with an apostrophe gets one too, so that importing the sheet can take off
exactly the one deckctl put there and every text comes back as it was.

A CSV cell starts not only where the text does: a program that opens a CSV with another separator
(`;` where the decimal separator is a comma, a tab) splits a text at that character, and there a
quote is no longer at a cell's start, so a line break inside the text starts a new row. So the CSV
writer applies the same rule after every `,`, `;`, tab and line break inside a text
(`neutralise_inside`; leading double quotes are looked past too: a program reads `""=x` as an
empty quoted part before `=x`), and the CSV reader undoes it (`restore_inside`). An XLSX cell is
never split, so its texts keep those places as typed.
"""

from __future__ import annotations

import re

ESCAPE = "'"
# What makes a spreadsheet read a cell as a formula (OWASP, "CSV Injection").
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
# Where a program using any common separator may start a cell inside a text.
CELL_BREAKS = ",;\t\r\n"
_PIECES = re.compile(f"([{re.escape(CELL_BREAKS)}])")


def _needs_escape(text: str) -> bool:
    # Spaces before `=` too: a spreadsheet set to trim spaces would see the formula.
    return text.startswith(_FORMULA_START + (ESCAPE,)) or text.lstrip().startswith(_FORMULA_START)


def _piece_needs_escape(piece: str) -> bool:
    """A piece after a separator (it holds none): its spaces and quotes are looked past."""
    return piece.startswith(ESCAPE) or piece.lstrip().lstrip('"').lstrip().startswith(_FORMULA_START)


def _pieces(text: str, change) -> str:
    """`text` with `change` applied to every piece that follows a separator (the separators and
    the first piece are left as they are), or `text` itself when no piece changed."""
    parts = _PIECES.split(text)
    if len(parts) == 1:
        return text
    changed = [parts[0]] + [change(part) if index % 2 == 0 else part for index, part in enumerate(parts) if index]
    return text if changed == parts else "".join(changed)


def _escape_piece(piece: str) -> str:
    return ESCAPE + piece if _piece_needs_escape(piece) else piece


def _restore_piece(piece: str) -> str:
    return piece[1:] if piece.startswith(ESCAPE) and _piece_needs_escape(piece[1:]) else piece


def neutralise(text: str) -> str:
    """The text as a sheet cell holds it: an apostrophe before it if it is formula-like."""
    return ESCAPE + text if _needs_escape(text) else text


def restore(text: str) -> str:
    """The text `neutralise` was given (a cell it did not escape is returned as it is)."""
    return text[1:] if text.startswith(ESCAPE) and _needs_escape(text[1:]) else text


def neutralise_inside(cell: str) -> str:
    """A CSV field: an apostrophe also after every separator inside it where a formula-like piece follows."""
    return _pieces(cell, _escape_piece)


def restore_inside(cell: str) -> str:
    """The field `neutralise_inside` was given."""
    return _pieces(cell, _restore_piece)
