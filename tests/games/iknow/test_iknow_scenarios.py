"""Every iKNOW rule as a scenario (scenarios.yaml): state JSON, one action, the expected state."""

from __future__ import annotations

import pytest
from games.scenario_checks import apply_checked, assert_round_trip, refused
from iknow_fixture import SCENARIOS, circle, scenario_bundle, state_json

from deckctl.engine.core import CHANCE, TERMINAL
from deckctl.games.iknow.rules import (
    BET_BASE,
    CATEGORIES,
    CATEGORY_BASE,
    LEVEL_BASE,
    LEVELS,
    RIGHT,
    SIGNS,
    WRONG,
    IknowGame,
)

BUNDLE = scenario_bundle()
CASES = SCENARIOS["scenarios"]


def card_index(game: IknowGame, card_id: str) -> int:
    return next(i for i, card in enumerate(game.cards) if card["id"] == card_id)


def action_of(game: IknowGame, spec: dict) -> int:
    if "category" in spec:
        return CATEGORY_BASE + CATEGORIES.index(spec["category"])
    if "draw" in spec:
        return card_index(game, spec["draw"])
    if "iknow" in spec:
        return LEVEL_BASE + LEVELS.index(spec["iknow"])
    if "ibet" in spec:
        target, sign = circle(spec["ibet"])
        return BET_BASE + 2 * target + sign
    if "answer" in spec:
        return RIGHT if spec["answer"] == "right" else WRONG
    return spec["raw"]


def turn_name(player: int):
    return {CHANCE: "chance", TERMINAL: "terminal"}.get(player, player)


def square_label(game: IknowGame, square: int) -> str:
    return f"{LEVELS[square // game.squares_per_level]}.{square % game.squares_per_level + 1}"


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_scenario(case):
    game = IknowGame(BUNDLE, **case.get("options", {"players": 3}))
    state = game.state_from_json(state_json(game, case["state"]))
    assert state.invariants() == []
    if "then" in case:
        state.apply_action(action_of(game, case["then"]))
    if "legal" in case:
        assert [state.action_to_string(a) for a in state.legal_actions()] == case["legal"]
    if "chance" in case:
        outcomes = state.chance_outcomes()
        assert [game.cards[c]["id"] for c, _ in outcomes] == case["chance"]
        assert sum(p for _, p in outcomes) == pytest.approx(1.0)
    expect = case["expect"]
    action = action_of(game, case["action"])
    if refused(state, action, expect):
        return
    apply_checked(state, action)
    assert_round_trip(game, state)
    after = state.to_json()
    for key, value in expect.items():
        if key == "turn":
            assert turn_name(state.current_player()) == value
        elif key == "clues":
            assert state.clues_read() == value
        elif key == "delta":
            assert state.last["delta"] == value
        elif key == "returns":
            assert state.returns() == [float(v) for v in value]
        elif key == "iknow":
            placed = {seat: square_label(game, sq) for sq, seat in enumerate(state.squares) if seat >= 0}
            assert placed == {int(k): str(v) for k, v in value.items()}
        elif key == "ibet":
            bets = {b: f"{SIGNS[c % 2]}{c // 2}" for c, b in enumerate(state.bets) if b >= 0}
            assert bets == {int(k): v for k, v in value.items()}
        else:
            assert after[key] == value, key
