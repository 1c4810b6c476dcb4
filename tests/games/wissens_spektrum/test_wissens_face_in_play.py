"""Play shows what the printed card shows: every text the face draws appears in the terminal when
the card is read, row by row (question k of the front and answer k of the back when the die picks
k; a table reads one question, not the whole card).

The texts come from the face itself (deckctl/games/wissens_spektrum/face.py), run on a context
that records what it is asked to draw; so a field the face starts printing fails here until play
shows it.
"""

from __future__ import annotations

import io

import pytest
from rich.console import Console
from wissens_fixture import state_json

from games import face_texts
from games.face_texts import drawn

from deckctl.games.wissens_spektrum import ui





def printed(deck, item, side: str) -> list[str]:
    """Every text drawn on `side` but the footer's tag (deck and card id; play names the card
    apart) and the back's heading word (the play screen says "Answer:" instead)."""
    ctx = drawn(deck, item, side)
    tag = (f"{deck.id} · {item.key}", item.key)  # the footer prints the short one when the long does not fit
    return [text for text in ctx.texts if text not in tag and text != ctx.labels["answers"]]


def words(text: str) -> str:
    return " ".join(text.split()).lower()


@pytest.fixture(scope="module")
def starter():
    return face_texts.starter("wissens-spektrum", players=2)


def shown(game, card_id: str, number: int) -> str:
    """The play screen of question `number` of a card, up to the table's verdict."""
    state = game.state_from_json(state_json(game, {"phase": "answer", "players": [{"space": 9}],
                                                   "question": {"card": card_id, "roll": number}}))
    out = io.StringIO()
    console = Console(file=out, width=60, force_terminal=False, color_system=None)
    ui.TablePlayers(console, ui.line_reader(io.StringIO("\ny\n"))).step(state)
    return words(out.getvalue())


def test_every_text_of_every_printed_card_is_shown_when_its_question_is_read(starter):
    deck, game, items = starter
    missing = []
    for item in items:
        front, back = printed(deck, item, "front"), printed(deck, item, "back")
        area = next(a.name for a in deck.manifest.areas if a.id == item.card.area)
        # What the face draws: the area's name in the band, then one row per die face.
        assert front == [area] + [q.question for q in item.card.questions], item.key
        assert back == [area] + [q.answer for q in item.card.questions], item.key
        for number in range(1, 7):
            screen = shown(game, item.key, number)
            for text in (area, f"card \"{item.key}\"", f"question {number}", front[number], back[number]):
                if words(text) not in screen:
                    missing.append((item.key, number, text))
    assert missing == []
