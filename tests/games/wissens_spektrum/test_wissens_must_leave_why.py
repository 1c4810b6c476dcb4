"""A turn that starts with the roll off a joker space says why: the final question was missed there,
or the sixth ring was won there. It named both (`it was missed, or the sixth ring came while
standing here`) whichever had happened."""

from __future__ import annotations

import io

from wissens_fixture import scenario_bundle, state_json

from deckctl.engine.core import CHANCE
from deckctl.engine.prompt import table_console
from deckctl.games.wissens_spektrum import ui
from deckctl.games.wissens_spektrum.rules import RIGHT, WRONG, WissensGame

ALL = ["general", "geography", "history", "art", "science", "sport"]


def played_until_the_roll_off(game, spec: dict, action: int) -> str:
    """The screen from `action` on, played as the table does, until a turn opens with the roll off."""
    state = game.state_from_json(state_json(game, spec))
    out = io.StringIO()
    announcer = ui.TurnAnnouncer(table_console(file=out, width=200, force_terminal=False, color_system=None), state)
    announcer.announced = state.turns  # this turn was announced before
    for _step in range(500):
        state.apply_action(action)
        announcer.note(state.last)
        announcer()
        if "free roll" in out.getvalue():
            return out.getvalue()
        legal = [] if state.current_player() == CHANCE else state.legal_actions()
        action = state.sample_chance() if not legal else WRONG if WRONG in legal else legal[0]  # turns pass
    raise AssertionError(out.getvalue())


def test_a_missed_final_question_is_named():
    game = WissensGame(scenario_bundle(), players=2)
    text = played_until_the_roll_off(game, {"phase": "answer", "players": [{"space": 6, "rings": ALL}, {"space": 9}],
                                            "question": {"card": "sport-1", "roll": 6}}, WRONG)
    assert "Player 1 stands on a joker space with all six rings but missed the final question here." in text
    assert "sixth ring" not in text


def test_a_sixth_ring_won_on_the_joker_is_named():
    game = WissensGame(scenario_bundle(), players=3, pass_on=True)
    text = played_until_the_roll_off(game, {
        "phase": "pass", "question": {"card": "history-1", "roll": 2, "passed_to": 1},
        "players": [{"space": 9}, {"space": 6, "cards": ["history-2", "history-3"], "rings": ALL[:2] + ALL[3:]},
                    {"space": 7}]}, RIGHT)
    assert "Player 2 won the sixth ring standing on a joker space, so may not take the final question here." in text
    assert "missed" not in text
