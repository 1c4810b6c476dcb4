"""Every You Know It! rule as a scenario (scenarios.yaml): state JSON, one action, the expected state."""

from __future__ import annotations

import pytest
from games.scenario_checks import apply_checked, assert_round_trip, refused
from yki_fixture import SCENARIOS, scenario_bundle, state_json

from deckctl.engine.core import CHANCE, TERMINAL
from deckctl.games.you_know_it.rules import (
    BET_KNOWS,
    BET_NOT,
    PASS,
    PREDICT,
    RIGHT,
    WRONG,
    YouKnowItGame,
    make_game,
    seat_name,
)

BUNDLE = scenario_bundle()
CASES = SCENARIOS["scenarios"]


def seat(name: str) -> int:
    return int(name[1:]) - 1


def turn_name(player: int) -> str:
    return {CHANCE: "chance", TERMINAL: "terminal"}.get(player) or seat_name(player)


def action_of(game: YouKnowItGame, spec) -> int:
    if spec in ("right", "wrong", "pass"):
        return {"right": RIGHT, "wrong": WRONG, "pass": PASS}[spec]
    (kind, value), = spec.items()
    if kind == "predict":
        return PREDICT + value
    if kind == "knows":
        return BET_KNOWS + seat(value)
    if kind == "not":
        return BET_NOT + seat(value)
    if kind == "draw":
        return game.card_index[value]
    if kind == "raw":
        return value
    raise ValueError(f"unknown action {spec!r}")


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_scenario(case):
    game = YouKnowItGame(BUNDLE, **case.get("options", {"players": 3}))
    state = game.state_from_json(state_json(game, case.get("state", {})))
    assert state.invariants() == []
    if "turn_before" in case:
        assert turn_name(state.current_player()) == case["turn_before"]
    if "legal" in case:
        assert [state.action_to_string(a) for a in state.legal_actions()] == case["legal"]
    if "chance_outcomes" in case:
        outcomes = state.chance_outcomes()
        assert [game.cards[c]["id"] for c, _ in outcomes] == case["chance_outcomes"]
        assert sum(p for _, p in outcomes) == pytest.approx(1.0)
    expect = case["expect"]
    if "refused" in expect and refused(state, action_of(game, case["action"]), expect):
        return
    for spec in case["actions"] if "actions" in case else [case["action"]]:
        apply_checked(state, action_of(game, spec))
    after = state.to_json()
    for key, value in expect.items():
        if key == "turn":
            assert turn_name(state.current_player()) == value
        elif key == "returns":
            assert state.returns() == value
        elif key == "chance_outcomes":  # what chance may draw next
            assert [game.cards[c]["id"] for c, _ in state.chance_outcomes()] == value
        elif key == "event":
            for name, wanted in value.items():
                assert state.last.get(name) == wanted, f"event {name}"
        else:
            assert after[key] == value, key
    assert_round_trip(game, state)


def test_the_options_are_checked():
    assert make_game(BUNDLE).options() == {"players": 4, "rounds": 3}
    assert make_game(BUNDLE, players=6, rounds=4).options() == {"players": 6, "rounds": 4}
    for options, text in (({"players": 1}, "players must be from 2 to 6"), ({"players": 7}, "players must be from 2 to 6"),
                          ({"rounds": 0}, "rounds must be from 1"), ({"players": "four"}, "whole number"),
                          ({"players": True}, "whole number"), ({"colour": "red"}, "has no option colour")):
        with pytest.raises(ValueError, match=text):
            make_game(BUNDLE, **options)


def test_a_deck_of_one_card_or_another_game_is_refused():
    with pytest.raises(ValueError, match="at least 2"):
        make_game({**BUNDLE, "cards": BUNDLE["cards"][:1]})
    with pytest.raises(ValueError, match="not for You Know It"):
        make_game({**BUNDLE, "game": "knowledge"})


def test_a_state_of_another_shape_is_refused():
    from deckctl.engine.core import StateError

    game = YouKnowItGame(BUNDLE, players=3)
    data = state_json(game, {})
    data["scores"] = [0, 0]
    with pytest.raises(StateError):
        game.state_from_json(data)
    with pytest.raises(StateError, match="not a You Know It"):
        game.state_from_json({"format": "other"})


def test_a_saved_state_with_a_shared_win_is_refused():
    from deckctl.engine.core import StateError

    game = YouKnowItGame(BUNDLE, players=3, rounds=1)
    data = state_json(game, {"phase": "over", "used": ["c1"], "scores": [10, 11, 11], "tied": [1, 2],
                             "tb_asked": 30, "winners": [1, 2]})
    with pytest.raises(StateError, match="one winner"):
        game.state_from_json(data)
    game.state_from_json({**data, "winners": [1], "tied": [1]})  # the same end with one winner is fine
