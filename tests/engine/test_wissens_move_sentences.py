"""Wissens-Spektrum's narration said where a piece went without a full stop ('Player 3 moves to
< 6J> joker', 'Player 3 stands on ( 0P) General knowledge, round') among lines that are sentences,
and a joker space was a bare 'joker' (German 'zieht auf < 6J> Joker'). Seen playing at 60 columns."""

from __future__ import annotations

import io

import pytest

from deckctl.engine.prompt import table_console
from deckctl.engine.sources import load_for_game
from deckctl.engine.words import speaking
from deckctl.games.wissens_spektrum import ui
from deckctl.games.wissens_spektrum.rules import make_game


@pytest.mark.parametrize(("language", "said"), [
    # (a space's shape is a kind of space, as `joker space` is: a bare `round` read as a round of the game)
    ("en", ["Player 1 stands on ( 0P) General knowledge, round space.", "Player 1 moves to < 6J> joker space.",
            "Player 1 moves to [ 9B] History, rectangular space."]),
    ("de", ["Spieler 1 steht auf ( 0P) Allgemeinwissen, rundes Feld.", "Spieler 1 zieht auf < 6J> Jokerfeld.",
            "Spieler 1 zieht auf [ 9B] Geschichte, eckiges Feld."]),
])
def test_where_a_piece_goes_is_a_sentence(language, said):
    with speaking(language):
        state = make_game(load_for_game("wissens-spektrum", language=language), players=2).new_initial_state(1)
        screen = io.StringIO()
        console = table_console(file=screen, width=60, color_system=None)
        for event in ({"kind": "place", "seat": 0, "to": 0}, {"kind": "move", "seat": 0, "to": 6},
                      {"kind": "move", "seat": 0, "to": 9}):
            ui.narrate(console, state, event)
    assert screen.getvalue().splitlines() == said
