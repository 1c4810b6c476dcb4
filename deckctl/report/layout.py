"""Text laid out for a terminal's width: lines wrapped between phrases, never inside a word, and
names that have no space to wrap at cut with an ellipsis. Widths are terminal columns, not
characters: a wide character (Chinese, Japanese, Korean, most emoji) takes two, as a terminal
shows it, so quoted card texts in those scripts still wrap inside the window."""

from __future__ import annotations

import re

from rich.cells import cell_len

_WORDS = re.compile(r"( *)([^ ]+)")  # each word with the spaces before it


def wrap(text: str, width: int, first: str = "", rest: str = "") -> str:
    """`text` wrapped at its spaces to `width` columns, the first line starting with `first`, the
    others with `rest`; a word wider than a line stays whole, on a line of its own. The spaces a
    line would end or start with are left out, but not those the text itself starts with (a
    hint's indent). For text of one-column characters, what `textwrap.fill` gives without breaking
    words or at hyphens (text with tabs or line breaks is not wrapped here: deckctl escapes them)."""
    return _wrapped(_WORDS.findall(text), width, first, rest)


def wrap_phrases(phrases: list[str], width: int, first: str = "", rest: str = "") -> str:
    """The phrases joined by spaces and wrapped to `width` between phrases only, the first line
    starting with `first` and the others with `rest` (a phrase longer than a line is broken at its
    own spaces; a word longer than a line stays whole)."""
    pieces: list[tuple[str, str]] = []
    for phrase in phrases:
        if cell_len(rest + phrase) <= width:
            pieces.append((" " if pieces else "", phrase))
        else:
            words = _WORDS.findall(phrase)
            pieces += [(" " if pieces else "", words[0][1]), *words[1:]] if words else []
    return _wrapped(pieces, width, first, rest)


def _wrapped(pieces: list[tuple[str, str]], width: int, first: str, rest: str) -> str:
    """The pieces (the spaces before each, and what no line break may split) filled into lines."""
    lines: list[str] = []
    line, used = "", 0
    for gap, piece in pieces:
        if not line:  # (the first piece)
            line = first + gap + piece
            if gap and cell_len(line) > width:  # (an indent its word does not fit beside goes, as in textwrap)
                line = first + piece
            used = cell_len(line)
            continue
        added = len(gap) + cell_len(piece)
        if used + added <= width:
            line += gap + piece
            used += added
        else:
            lines.append(line)
            line = rest + piece
            used = cell_len(line)
    if line:
        lines.append(line)
    return "\n".join(lines)


def fit(name: str, width: int) -> str:
    """`name` as it is when it fits `width`, else cut with an ellipsis."""
    if cell_len(name) <= width:
        return name
    cut = name[:max(width - 1, 0)]
    while cut and cell_len(cut) > width - 1:  # (wide characters take two columns)
        cut = cut[:-1]
    return cut + "…"
