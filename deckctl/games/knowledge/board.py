"""The Knowledge? board as data: a loop of lettered, coloured spaces and the markers' letters.

A deck's `board.yaml` is validated by `Board` (its shape) and `board_problems` (what the shape
cannot say: indexes inside the loop, every letter and colour present, distinct marker letters).
The engine reads the board from the bundle, never from YAML.
"""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from deckctl.core.fields import (
    COLOURS,
    LETTERS,
    Colour,
    Letter,
    Strict,
    Text,
    whole_number,
)

BOARD_FILE = "board.yaml"
# The opponent markers, in the order the engine numbers them (the team marker comes after them).
OPPONENTS: tuple[str, ...] = ("white", "green", "yellow", "blue", "red")
OPPONENT_COUNT = len(OPPONENTS)
MIN_SPACES = 10  # five opponents start on five spaces in a row, and the team needs room ahead
# The loop is drawn whole after every move (`play`): the starter board has 25 spaces; a board.yaml
# of 45,000 (1.4 MB, within the YAML limits) had made `play --bots` print 61 MB.
MAX_SPACES = 100

SpaceIndex = whole_number(ge=0)


class Space(Strict):
    letter: Letter
    """The letter printed on the space, A to E."""
    colour: Colour
    """The colour of the space."""


class MarkerLetters(Strict):
    """The letter each opponent marker carries (on both sides)."""

    white: Letter
    """The letter on the white marker."""
    green: Letter
    """The letter on the green marker."""
    yellow: Letter
    """The letter on the yellow marker."""
    blue: Letter
    """The letter on the blue marker."""
    red: Letter
    """The letter on the red marker."""


class Board(Strict):
    """The loop of spaces, clockwise, numbered from 0; markers move towards higher numbers."""

    name: Text = None  # type: ignore[assignment]
    """A name for the board."""
    spaces: Annotated[list[Space], Field(min_length=MIN_SPACES, max_length=MAX_SPACES)]
    """The spaces of the loop, clockwise from space 0; at least ten, at most a hundred."""
    start: SpaceIndex
    """The number of the team's start space, which is also the finish."""
    opponents_start: SpaceIndex
    """The opponents start on this space and the four spaces behind it (lower numbers, wrapping round)."""
    harder_start: SpaceIndex
    """The same as opponents_start, for the harder game (play --hard)."""
    markers: MarkerLetters
    """The letter each opponent marker carries."""

    def opponent_spaces(self, first: int) -> list[int]:
        """The five spaces the opponents start on: `first` and the four behind it."""
        return [(first - k) % len(self.spaces) for k in range(OPPONENT_COUNT)]

    def problems(self) -> list[tuple[tuple, str, str, str]]:
        """Checks beyond the schema, as (path in the file, code, message, hint)."""
        return board_problems(self)


def board_problems(board: Board) -> list[tuple[tuple, str, str, str]]:
    """What the schema cannot check: (path in the file, code, message, hint) per problem."""
    problems: list[tuple[tuple, str, str, str]] = []
    size = len(board.spaces)
    for key in ("start", "opponents_start", "harder_start"):
        value = getattr(board, key)
        if value >= size:
            problems.append(((key,), "board-index", f"`{key}` is space {value}, but the loop has only "
                             f"{size} spaces (numbered 0-{size - 1})", "use a space number inside the loop"))
    if problems:
        return problems
    for key in ("opponents_start", "harder_start"):
        spaces = board.opponent_spaces(getattr(board, key))
        if board.start in spaces:
            problems.append(((key,), "board-start-overlap",
                             f"the opponents would start on the team's start space {board.start} "
                             f"(`{key}` {getattr(board, key)} and the four spaces behind it)",
                             f"move `{key}` at least {OPPONENT_COUNT} spaces ahead of `start`"))
    for kind, values in (("letter", LETTERS), ("colour", COLOURS)):
        present = {getattr(space, kind) for space in board.spaces}
        missing = [value for value in values if value not in present]
        if missing:
            problems.append((("spaces",), f"board-missing-{kind}",
                             f"no space shows the {kind} {', '.join(missing)}; cards naming it could never be played",
                             f"give every {kind} at least one space (better: spread each evenly around the loop)"))
    seen: dict[str, str] = {}
    for name in OPPONENTS:
        letter = getattr(board.markers, name)
        if letter in seen:
            problems.append((("markers", name), "board-marker-letter",
                             f"the {name} and {seen[letter]} markers both carry the letter {letter}",
                             "give each opponent marker its own letter A-E"))
        seen.setdefault(letter, name)
    return problems
