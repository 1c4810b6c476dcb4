"""Texts that a spreadsheet would take for a formula, written so that it shows them as text.

Excel and LibreOffice evaluate a cell that starts with `=`, `+`, `-` or `@` (and, after a tab or
a carriage return, what follows), so a card text like `=HYPERLINK("http://...")` in a sheet
would run as a formula on the editor's machine (CSV injection). As OWASP recommends, such a text
is written with an apostrophe before it, the way an editor types text that must stay text; a text
that already starts with an apostrophe gets one too, so that importing the sheet can take off
exactly the one deckctl put there and every text comes back as it was.
"""

from __future__ import annotations

ESCAPE = "'"
# What makes a spreadsheet read a cell as a formula (OWASP, "CSV Injection").
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def _needs_escape(text: str) -> bool:
    # Spaces before `=` too: a spreadsheet set to trim spaces would see the formula.
    return text.startswith(_FORMULA_START + (ESCAPE,)) or text.lstrip().startswith(_FORMULA_START)


def neutralise(text: str) -> str:
    """The text as a sheet cell holds it: an apostrophe before anything formula-like."""
    return ESCAPE + text if _needs_escape(text) else text


def restore(text: str) -> str:
    """The text `neutralise` was given (a cell it did not escape is returned as it is)."""
    if text.startswith(ESCAPE) and _needs_escape(text[1:]):
        return text[1:]
    return text
