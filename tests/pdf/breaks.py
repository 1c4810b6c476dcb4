"""What the line breaker allows between a text's words, for the tests of its rules."""

from __future__ import annotations

from deckctl.export.pdf import linebreak, text


def break_after(value: str, word: str, language: str = "en") -> int:
    """The break `linebreak.paragraph` allows after `word` (whole words, no hyphenation)."""
    par = linebreak.paragraph(value, lambda pieces: [text.unit_width(p, "regular") for p in pieces], language, False)
    return par.breaks[par.pieces.index(word)]
