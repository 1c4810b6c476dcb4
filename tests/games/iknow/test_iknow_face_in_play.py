"""Play shows what the printed card shows, when the table would see it: the band and the question
when the reader reads the card, each clue beside its chips when it is read, the back (band and
answer) once everyone has answered.

The texts come from the face itself (deckctl/games/iknow/face.py), run on a context that records
what it draws; so a field the face starts printing fails here until play shows it.
"""

from __future__ import annotations

import io

import pytest
from iknow_fixture import state_json
from rich.console import Console

from games import face_texts
from games.face_texts import drawn

from deckctl.games.iknow import ui

TILE = "?"  # the band's question-mark tile: a decoration, not something the players read




def printed(deck, item, side: str) -> list[str]:
    """What the players read on `side`, in drawing order, without the tile and the print tag."""
    ctx = drawn(deck, item, side)
    return [text for text in ctx.texts if text != TILE and not text.startswith(f"{deck.id} · ")]


def words(renderable) -> str:
    console = Console(file=io.StringIO(), width=60, record=True)
    console.print(renderable)
    return " ".join(console.export_text().split()).lower()


def flat(text: str) -> str:
    return " ".join(text.split()).lower()


@pytest.fixture(scope="module")
def starter():
    return face_texts.starter("iknow", players=3)


def test_the_front_shows_the_band_and_the_question_then_each_clue_with_its_chips(starter):
    deck, game, items = starter
    missing = []
    for item in items:
        state = game.state_from_json(state_json(game, {"card": item.key}))
        card = game.cards[state.card]
        band, question, *clues = printed(deck, item, "front")
        read = words(ui.question(state))
        missing += [(item.key, text) for text in (band, question) if flat(text) not in read]
        for number, (chips, text) in enumerate(zip(clues[::2], clues[1::2]), start=1):
            shown = words(ui.clue(card, number))
            if f"({chips} chip" not in shown or flat(text) not in shown:
                missing.append((item.key, f"{chips}: {text}"))
    assert missing == []


def test_the_back_shows_the_band_and_the_answer(starter):
    deck, game, items = starter
    missing = []
    for item in items:
        state = game.state_from_json(state_json(game, {"card": item.key}))
        shown = words(ui.card_back(state))
        missing += [(item.key, text) for text in printed(deck, item, "back") if flat(text) not in shown]
    assert missing == []


def test_the_check_reads_the_card_from_the_face(starter):
    """The recording sees what matters: the band's name, the question, each clue after its chips."""
    deck, _, items = starter
    item = next(item for item in items if item.key == "events-001")
    assert printed(deck, item, "front") == [
        "Events", "Which historical event is this?",
        "3", "It followed a muddled press conference given by the East German official Günter Schabowski.",
        "2", "It happened on the night of 9 November 1989.",
        "1", "Crowds crossed freely and began to chip away at the barrier that had split a German city since 1961."]
    assert printed(deck, item, "back") == ["Events", "ANSWER", "The fall of the Berlin Wall"]
