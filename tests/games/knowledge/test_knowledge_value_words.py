"""A card with several values names them as a list is read (`Rot, Grün oder Weiß`), in the
table's language, not joined by `or` between every two."""

from __future__ import annotations

from knowledge_fixture import SCENARIOS
from games.scenario_checks import bundle_of

from deckctl.engine.words import speaking
from deckctl.games.knowledge.rules import KnowledgeGame
from deckctl.games.knowledge.ui import value_words

EXTRA = [{"id": "three-colours", "category": "colour", "value": ["red", "green", "white"]},
         {"id": "two-letters", "category": "letter", "value": ["C", "D"]}]


def _game() -> KnowledgeGame:
    cards = [{**card, "front": f"Front of {card['id']}.", "back": f"Back of {card['id']}."}
             for card in [*SCENARIOS["cards"], *EXTRA]]
    return KnowledgeGame(bundle_of("knowledge", cards, board=SCENARIOS["board"]))


def test_several_values_are_a_list_ending_in_or():
    game = _game()
    three, two = len(SCENARIOS["cards"]), len(SCENARIOS["cards"]) + 1
    with speaking("de"):
        assert value_words(game, three) == "Rot, Grün oder Weiß"
        assert value_words(game, two) == "C oder D"
    assert value_words(game, three) == "red, green or white"
