"""What a printed card shows, for the games' face-in-play tests: the game's own face (face.py) run
on a context that measures like the fitting check and keeps every text it draws, in order."""

from __future__ import annotations

from pathlib import Path

from deckctl.export.pdf import PdfOptions
from deckctl.export.pdf.base import face_of
from deckctl.export.pdf.draw import CardContext


class Recording(CardContext):
    def __init__(self, *args):
        super().__init__(*args)
        self.texts: list[str] = []

    def label(self, value, *args, **kwargs):
        self.texts.append(value)
        return super().label(value, *args, **kwargs)

    def text_box(self, value, *args, **kwargs):
        self.texts.append(value)
        return super().text_box(value, *args, **kwargs)


def drawn(deck, item, side: str) -> Recording:
    """`side` ("front" or "back") of `item` drawn by the deck's face, nothing written: the context
    holds the texts (`.texts`) and the labels it printed with."""
    options = PdfOptions()
    ctx = Recording(None, (0.0, 0.0), options.card_mm, options.bleed, "en", deck, item, side)
    face = face_of(deck)
    (face.front if side == "front" else face.back)(ctx, item)
    return ctx


def starter(game_id: str, **options):
    """The game's starter deck as the printer sees it (the validated deck and its items, in print
    order) and as play sees it (a Game made from its bundle with `options`)."""
    from deckctl.engine import make_game
    from deckctl.engine.sources import load_for_game
    from deckctl.export.pdf.document import items_of
    from deckctl.validate.deck import validate

    folder = Path(__file__).resolve().parents[2] / "decks" / f"{game_id}-starter"
    result = validate([folder])
    assert result.ok, f"the {game_id} starter deck does not validate"
    deck = result.decks[0]
    return deck, make_game(load_for_game(game_id, folder), **options), list(items_of(deck, PdfOptions()))
