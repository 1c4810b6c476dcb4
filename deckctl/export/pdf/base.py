"""The names the PDF export's modules share, at the bottom of the package's imports.

The unit (`MM`), a card to draw (`Item`), a face's finding (`Problem`, `LABEL`), the records a
drawn card leaves for its document (`Part`, `ArtPlaced`, `PartProblems`, `RecordedPart`: see
`record.py`), and the export's error with the face lookup that raises it (`PdfExportError`,
`face_of`). It imports nothing else of the package, so every module may import it.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from deckctl.core.diagnostics import Diagnostic

MM = 72.0 / 25.4  # points per millimetre


@dataclass
class Problem:
    """A text that does not fit or cannot be drawn; turned into a Diagnostic by the caller."""

    field: tuple
    code: str
    message: str
    hint: str = ""


LABEL = "@label"  # a Problem field path (LABEL, key) points at a printed label, not a card text


@dataclass
class Item:
    """One card to draw: a deck card (with its source reference) or a generated one (a blank)."""

    key: str  # unique in the export: the card id, or a made-up id for generated cards
    card: Any
    ref: Any = None  # deckctl.core.deck.CardRef for deck cards
    extra: dict = field(default_factory=dict)


class PdfExportError(Exception):
    """The deck cannot be printed as asked; `diagnostics` say where and why."""

    def __init__(self, diagnostics: list[Diagnostic]):
        self.diagnostics = diagnostics
        errors = sum(1 for d in diagnostics if d.is_error)
        super().__init__(f"{errors} error{'' if errors == 1 else 's'} while laying out cards")


def face_of(deck):
    """The game's face module (`GamePlugin.face`), imported on first use."""
    name = getattr(deck.game, "face", "") or ""
    if not name:
        raise PdfExportError([Diagnostic(str(deck.path), 0, 0, "no-face",
                                         f"the game `{deck.game.id}` has no card face to print with")])
    return importlib.import_module(name)


# -- what drawing a card leaves for its document (`record.py`) ----------------------------------
class Part(NamedTuple):
    """A shared part (`CardContext.static`) placed with its lower-left corner at (ox, oy) pt."""

    key: str
    ox: float
    oy: float


class ArtPlaced(NamedTuple):
    """A piece of the publisher's art (`art.back`, `art.logo`), placed like a part."""

    key: str  # the art and the size it is drawn at: one form each
    art: str  # the art's key in the deck's `print:` section
    clip: tuple  # x, y, w, h in pt from the card's lower-left
    placed: tuple
    ox: float
    oy: float


class PartProblems(NamedTuple):
    """Among a card's problems: where those found drawing shared part `key` go, if this card is
    the document's first to draw it (a part is drawn once, so what it finds is reported once)."""

    key: str


@dataclass
class RecordedPart:
    box: tuple[float, float, float, float]  # the form's lower x, lower y, upper x, upper y
    code: list
    problems: list
