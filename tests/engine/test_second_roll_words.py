"""Wissens-Spektrum's second roll on a round space, in English: "Second roll: 4: question 4." put
two colons after each other, the number hanging between them (the German was mended in 1bd1962b);
it now says the roll as the repeat's line does ("The second roll is a 4 again: ...")."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from deckctl.engine.sources import load_for_game
from deckctl.engine.words import speaking
from deckctl.games.wissens_spektrum import ui
from deckctl.games.wissens_spektrum.rules import make_game


@pytest.mark.parametrize(("language", "said"), [("en", "The second roll is a 4: question 4."),
                                                 ("de", "Der zweite Wurf ist eine 4: Frage 4.")])
def test_the_second_roll_is_one_sentence_with_one_colon(language, said):
    state = make_game(load_for_game("wissens-spektrum"), players=2).new_initial_state(1)
    screen = io.StringIO()
    with speaking(language):
        ui.narrate(Console(file=screen, width=60, color_system=None), state, {"kind": "retry", "number": 4, "same": False})
    assert screen.getvalue() == said + "\n"
