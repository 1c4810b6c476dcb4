"""A game's first line at the table (what is played, with which deck and options, and the seed)
and other title lines of parts joined by ` · ` (I know!'s card title). It wraps between parts
only, so that a narrow terminal never ends a line with a dangling separator or splits `seed 3`
from its number (a part wider than the terminal is wrapped at its own spaces by the console)."""

from __future__ import annotations

from rich.cells import cell_len

SEPARATOR = " · "


def headline(parts: list[str], width: int) -> str:
    """`parts` joined by ` · `, a new line (without the separator) wherever the next part would
    make the line wider than `width` columns."""
    lines: list[str] = []
    line = ""
    for part in parts:
        longer = line + SEPARATOR + part if line else part
        if line and cell_len(longer) > width:
            lines.append(line)
            line = part
        else:
            line = longer
    lines.append(line)
    return "\n".join(lines)
