"""What a printed card shows, for the games' face-in-play tests: the game's own face (face.py) run
on a context that measures like the fitting check and keeps every text it draws, in order."""

from __future__ import annotations

from deckctl.export.pdf import PdfOptions
from deckctl.export.pdf.document import face_of
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
