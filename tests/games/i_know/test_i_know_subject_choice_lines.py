"""A locker's subjects in one line keep each number with its subject: at 60 columns the German line
broke as `1) Mathematik oder 2)` / `Naturwissenschaft`."""

from __future__ import annotations

import io

from deckctl.engine import make_game
from deckctl.engine.prompt import table_console
from deckctl.engine.sources import load_for_game
from deckctl.engine.words import speaking
from deckctl.games.i_know import ui
from deckctl.games.i_know.rules import CHOOSE, SUBJECT, SUBJECTS


def test_a_number_stays_with_its_subject():
    game = make_game(load_for_game("i-know", language="de"), players=2)
    state = game.new_initial_state(1)
    state.phase, state.player = CHOOSE, 0
    state.choices = [SUBJECTS.index("math"), SUBJECTS.index("science")]
    out = io.StringIO()
    with speaking("de"):
        players = ui.TablePlayers(table_console(file=out, width=60, color_system=None), lambda: "2\n")
        assert players.choose_subject(state) == SUBJECT + SUBJECTS.index("science")
    lines = out.getvalue().splitlines()
    assert lines[:2] == ["Spieler 1, wähle ein Fach: 1) Mathematik oder", "2) Naturwissenschaft"]
