"""The reference board drawn in the terminal: every space with its number, area letter and shape,
the pieces under the spaces they stand on, the centre, and a legend. 53 columns wide.

    [29V]───< 6J>───[ 7P]───( 8G)───[ 9B]───(10V)───[11Y]
      │                       │                       │
    (28B)─────( 5R)─────────( 0P)─────────( 1G)─────(12R)
    ...

The outer loop runs round the edge (its top row is outer positions 23 and 0-5), the hexagon sits
inside it, and each hexagon space is joined to its spoke's outer space by a line. A shape is
readable without colour: ( ) round, [ ] rectangular, < > a golden joker space; the letter is the
colour's initial (the legend names each colour's area).
"""

from __future__ import annotations

from rich.text import Text

from deckctl.engine.words import _, pgettext
from deckctl.games.wissens_spektrum.rules import (COLOURS, HEX, JOKER, NUM_AREAS, OUTER, RECT, SPACE_COLOUR,
                                                  SPACE_KIND)


class _Letters:
    """The colour's letter on each space, in the table's language (pink P, green G, blue B, violet
    V, yellow Y, red R in English): `LETTER[colour]`."""

    def __getitem__(self, colour: str) -> str:
        # TRANSLATORS: one capital letter each, different for the six colours and not J (the
        # joker); the map prints it in each space, and players may type it to choose an area.
        return {"pink": pgettext("area colour letter", "P"), "green": pgettext("area colour letter", "G"),
                "blue": pgettext("area colour letter", "B"), "violet": pgettext("area colour letter", "V"),
                "yellow": pgettext("area colour letter", "Y"), "red": pgettext("area colour letter", "R")}[colour]


LETTER = _Letters()
STYLE = {"pink": "bold black on pink1", "green": "bold white on green4", "blue": "bold white on blue3",
         "violet": "bold white on purple", "yellow": "bold black on yellow3", "red": "bold white on red3"}
GOLD = "bold black on gold1"
LINE = "dim"
PITCH, CELL = 8, 5  # outer cells every 8 columns, 5 wide
COLUMN_ROWS = (3, 5, 7, 9, 11)  # the rows of the loop's left and right columns
TOP, BOTTOM = 0, 14
WIDTH, HEIGHT = 6 * PITCH + CELL, BOTTOM + 2


def _outer_places() -> dict[int, tuple[int, int]]:
    """(column, row) of each outer position: top row 23, 0-5 left to right, right column 6-10 down,
    bottom row 11-17 right to left, left column 18-22 up."""
    places = {(23 + i) % OUTER: (i * PITCH, TOP) for i in range(7)}
    places.update({6 + i: (6 * PITCH, COLUMN_ROWS[i]) for i in range(5)})
    places.update({11 + i: ((6 - i) * PITCH, BOTTOM) for i in range(7)})
    places.update({18 + i: (0, COLUMN_ROWS[4 - i]) for i in range(5)})
    return places


# The hexagon: 5, 0, 1 along the top, 4, 3, 2 along the bottom; each beside its spoke's outer space.
HEX_PLACES = {5: (10, 3), 0: (24, 3), 1: (38, 3), 4: (10, 11), 3: (24, 11), 2: (38, 11)}
PLACES = {**{HEX + k: place for k, place in _outer_places().items()}, **HEX_PLACES}
CENTRE = (17, 7)  # where the centre's label goes


def _lines() -> list[tuple[int, int, str]]:
    """The connections as (column, row, character): the loop, the hexagon ring and the spokes."""
    marks: list[tuple[int, int, str]] = []
    for row in (TOP, BOTTOM):
        for i in range(6):
            marks += [(i * PITCH + CELL + d, row, "─") for d in range(PITCH - CELL)]
    for column in (2, 6 * PITCH + 2):
        marks += [(column, TOP + 2, "│"), (column, BOTTOM - 1, "│")]
    for row in (3, 11):
        marks += [(x, row, "─") for x in range(CELL, 10)]                       # spokes 5-28 and 4-24
        marks += [(x, row, "─") for x in range(38 + CELL, 6 * PITCH)]           # spokes 1-12 and 2-16
        marks += [(x, row, "─") for x in range(10 + CELL, 24)]                  # ring 5-0 and 4-3
        marks += [(x, row, "─") for x in range(24 + CELL, 38)]                  # ring 0-1 and 3-2
    marks += [(26, TOP + 2, "│"), (26, BOTTOM - 1, "│")]                       # spokes 0-8 and 3-20
    for column in (12, 40):                                                     # ring 5-4 and 1-2
        marks += [(column, row, "│") for row in range(5, 11)]
    return marks


LINES = _lines()


def cell_text(space: int) -> str:
    """`( 8G)`, `[11Y]` or `< 6J>`: shape, number and colour letter (J for a joker)."""
    kind = SPACE_KIND[space]
    opening, closing = {JOKER: "<>", RECT: "[]"}.get(kind, "()")
    letter = "J" if kind == JOKER else LETTER[COLOURS[SPACE_COLOUR[space]]]
    return f"{opening}{space:>2}{letter}{closing}"


def cell_style(space: int) -> str:
    return GOLD if SPACE_KIND[space] == JOKER else STYLE[COLOURS[SPACE_COLOUR[space]]]


def draw(positions: list[int], current: int = -1, marked: frozenset[int] | set[int] = frozenset()) -> list[Text]:
    """The board as lines of text: `positions` are the pieces' spaces (-1: the centre), the piece of
    seat `current` is shown in reverse, spaces in `marked` (where a move may end) are underlined."""
    grid = [[" "] * WIDTH for _ in range(HEIGHT)]
    styles: list[list[str]] = [[""] * WIDTH for _ in range(HEIGHT)]

    def put(x: int, y: int, text: str, style: str = "") -> None:
        for i, char in enumerate(text):
            grid[y][x + i] = char
            styles[y][x + i] = style

    for x, y, char in LINES:
        put(x, y, char, LINE)
    for space, (x, y) in PLACES.items():
        put(x, y, cell_text(space), cell_style(space) + (" underline" if space in marked else ""))
    pieces: dict[int, list[int]] = {}
    for seat, space in enumerate(positions):
        pieces.setdefault(space, []).append(seat)
    put(CENTRE[0], CENTRE[1], pgettext("map: the centre", "centre")[:8], "dim")
    for space, seats in pieces.items():
        x, y = (CENTRE[0], CENTRE[1] + 1) if space < 0 else (PLACES[space][0], PLACES[space][1] + 1)
        start = x + max(0, (CELL - len(seats)) // 2) if space >= 0 else x
        for i, seat in enumerate(seats):
            put(start + i * (2 if space < 0 else 1), y, str(seat + 1), "bold reverse" if seat == current else "bold")
    lines = []
    for y in range(HEIGHT):
        line = Text()
        for x in range(WIDTH):
            line.append(grid[y][x], styles[y][x] or None)
        line.rstrip()
        lines.append(line)
    return lines


def legend(area_names: list[str]) -> list[Text]:
    """What the shapes and letters mean, packed into lines of at most the map's width."""
    # TRANSLATORS: at most 53 characters.
    lines = [Text(_("( ) round  [ ] rectangular  < J> joker  1-6 pieces"), style="dim")]
    line = Text()
    for area in range(NUM_AREAS):
        colour = COLOURS[area]
        entry = Text(f" {LETTER[colour]} ", style=STYLE[colour]).append(f" {area_names[area]}")
        if line.cell_len and line.cell_len + 2 + entry.cell_len > WIDTH:
            lines.append(line)
            line = Text()
        if line.cell_len:
            line.append("  ")
        line.append_text(entry)
    lines.append(line)
    return lines
