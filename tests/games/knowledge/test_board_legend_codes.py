"""The board's legend says how to read a space's code (`Aw`: letter A, colour white): without
colour on the screen (piped, NO_COLOR, a screen reader) the code is all a player has, and the
colour letters differ by language (German `ü` for grün, `g` for gelb)."""

from __future__ import annotations

import pytest
from knowledge_fixture import scenario_bundle, state_json

from deckctl.engine.words import speaking
from deckctl.games.knowledge.rules import KnowledgeGame
from deckctl.games.knowledge.ui import draw_board

GAME = KnowledgeGame(scenario_bundle())


@pytest.mark.parametrize(("language", "said"), [
    (None, "Spaces: their letter, then their colour (r red, y yellow, g green, b blue, w white)."),
    ("de", "Felder: ihr Buchstabe, dann ihre Farbe (r Rot, g Gelb, ü Grün, b Blau, w Weiß)."),
])
def test_the_legend_says_what_each_colour_letter_is(language, said):
    with speaking(language):
        state = GAME.state_from_json(state_json(GAME, {"markers": {"red": 3}, "hand": ["n2"]}))
        legend = " ".join(draw_board(state).plain.split())
    assert said in legend
