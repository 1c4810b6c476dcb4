"""A game's first line at the table (what is played, with which deck and options, and the seed)
and other title lines of parts joined by ` · ` (I know!'s card title). It wraps between parts
only, so that a narrow terminal never ends a line with a dangling separator or splits `seed 3`
from its number (a part wider than the terminal is wrapped at its own spaces by the console).
Where it must wrap, it takes as few lines as filling each line would, with the parts shared out
so that the longest line is as short as it can be: `seed 3` is not left alone on a last line
while the first is full (the game and its deck on one line, the options and seed on the next)."""

from __future__ import annotations

from itertools import combinations

from rich.cells import cell_len

SEPARATOR = " · "


def headline(parts: list[str], width: int) -> str:
    """`parts` joined by ` · `, on one line where it fits `width` columns; else on as few lines as
    needed, broken between parts where the longest line comes out shortest (of equal choices, the
    one with the fuller first lines)."""
    filled = _filled(parts, width)
    if len(filled) == 1:
        return filled[0]
    best, best_key = filled, _key(filled)
    # (a handful of parts: every way to cut them into that many lines is tried)
    for cuts in combinations(range(1, len(parts)), len(filled) - 1):
        bounds = (0, *cuts, len(parts))
        lines = [SEPARATOR.join(parts[a:b]) for a, b in zip(bounds, bounds[1:])]
        # (a part alone may be wider than the terminal: only a line of several must fit)
        if all(cell_len(line) <= width or a + 1 == b for line, a, b in zip(lines, bounds, bounds[1:])):
            key = _key(lines)
            if key < best_key:
                best, best_key = lines, key
    return "\n".join(best)


def _filled(parts: list[str], width: int) -> list[str]:
    """Each line filled with as many parts as fit: the fewest lines."""
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
    return lines


def _key(lines: list[str]) -> tuple:
    widths = [cell_len(line) for line in lines]
    return (max(widths), [-w for w in widths])
