"""Play shows what the printed card shows: every text the face draws on a side appears in the terminal
when that side is read (the front when the card is drawn, the back when it is revealed).

The texts are taken from the face itself (deckctl/games/knowledge/face.py), run on a context that
records what it is asked to draw; so a field the face starts printing fails here until play shows it.
"""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from games import face_texts
from games.face_texts import drawn

from deckctl.games.knowledge.ui import back_text, front_text

# The category symbol (ABC, 123; the palette is no text) repeats the category name the band prints.
SYMBOLS = {"ABC", "123"}




def printed(deck, item, side: str) -> list[str]:
    """What the players read on `side`: all drawn texts but the symbol and the print tag (deck · id)."""
    ctx = drawn(deck, item, side)
    return [text for text in ctx.texts if text not in SYMBOLS and not text.startswith(f"{deck.id} · ")]


def words(renderable) -> str:
    console = Console(file=io.StringIO(), width=60, record=True)
    console.print(renderable)
    return " ".join(console.export_text().split()).lower()


@pytest.fixture(scope="module")
def starter():
    deck, game, items = face_texts.starter("knowledge")
    index = {card["id"]: i for i, card in enumerate(game.cards)}
    return deck, game, [(item, index[item.key]) for item in items]


@pytest.mark.parametrize("side", ["front", "back"])
def test_every_text_of_every_printed_card_is_shown_in_play(starter, side):
    deck, game, items = starter
    show = front_text if side == "front" else back_text
    missing = []
    for item, card in items:
        shown = words(show(game, card))
        for text in printed(deck, item, side):
            if " ".join(text.split()).lower() not in shown:
                missing.append((item.key, text))
    assert missing == []


def test_the_check_reads_the_terms_and_the_notes_from_the_face(starter):
    """The recording sees what matters here: a counting card's terms, a two-letter card's note."""
    deck, _, items = starter
    by_id = {item.key: item for item, _ in items}
    assert printed(deck, by_id["mammals-count-none"], "front") == [
        "Number", "How many of these animals are mammals?", "Shark", "Penguin", "Crocodile", "Frog", "Salmon"]
    several = next(item for item, _ in items if isinstance(item.card.value, list))
    assert "the nearest one counts" in printed(deck, several, "back")
