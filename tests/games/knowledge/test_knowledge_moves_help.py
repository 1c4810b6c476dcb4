"""The choice at Knowledge?'s prompt is which marker a card moves: the intro and `help` both say how
the card's back moves it (a number that many spaces, a letter or colour to the next space ahead
showing it, right guess or not), in the table's language."""

from __future__ import annotations

import io

from knowledge_fixture import scenario_bundle, state_json
from rich.console import Console

from deckctl.engine.words import speaking
from deckctl.games.knowledge.rules import KnowledgeGame
from deckctl.games.knowledge.ui import help_text, line_reader, play

GAME = KnowledgeGame(scenario_bundle())
RULE = ("The card's back then moves that marker clockwise, whether the guess was right or not: a number card that "
        "many spaces, a letter or colour card to the next space ahead that shows it")


def flat(text: str) -> str:
    return " ".join(text.split())


def test_help_says_how_the_card_moves_the_marker():
    state = GAME.state_from_json(state_json(GAME, {"hand": ["letter-e"]}))
    assert RULE in help_text(state)
    with speaking("de"):
        assert "Dann zieht die Rückseite der Karte diesen Marker im Uhrzeigersinn" in help_text(state)


def test_the_intro_says_it_before_the_first_choice():
    out = io.StringIO()
    play(GAME, 1, Console(file=out, width=60, force_terminal=False, color_system=None),
         line_reader(io.StringIO("")))
    text = flat(out.getvalue())
    assert RULE in text and text.index(RULE) < text.index("Which marker gets the card?")
