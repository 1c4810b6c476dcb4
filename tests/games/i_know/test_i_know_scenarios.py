"""Every I know! rule as a scenario (scenarios.yaml): state JSON, one action, the expected state."""

from __future__ import annotations

import pytest
from games.scenario_checks import apply_checked, assert_round_trip, refused
from i_know_fixture import SCENARIOS, scenario_bundle, state_json

from deckctl.engine import OptionError
from deckctl.engine.core import CHANCE, IllegalAction, StateError
from deckctl.games.i_know.rules import (
    BOARD,
    NAMED_SQUARES,
    RIGHT,
    SIZE,
    SUBJECT,
    SUBJECTS,
    VICTIM,
    WRONG,
    IKnowGame,
    make_game,
)

BUNDLE = scenario_bundle()
CASES = SCENARIOS["scenarios"]
CARD_IDS = [card["id"] for card in BUNDLE["cards"]]


def action_of(spec: dict) -> int:
    if "raw" in spec:
        return spec["raw"]
    if "start" in spec:
        return spec["start"]
    if "roll" in spec:
        return spec["roll"]
    if "draw" in spec:
        return CARD_IDS.index(spec["draw"])
    if "subject" in spec:
        return SUBJECT + SUBJECTS.index(spec["subject"])
    if "answer" in spec:
        return {"right": RIGHT, "wrong": WRONG}[spec["answer"]]
    return VICTIM + spec["victim"]


def outcome_ids(state) -> list[str]:
    return sorted(CARD_IDS[o] for o, _ in state.chance_outcomes())


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_scenario(case):
    game = IKnowGame(BUNDLE, **case.get("options", {}))
    state = game.state_from_json(state_json(game, case["state"]))
    assert state.invariants() == []
    if "chance_outcomes" in case:
        outcomes = state.chance_outcomes()
        assert len(outcomes) == case["chance_outcomes"]
        assert sum(p for _, p in outcomes) == pytest.approx(1.0)
    if "outcomes" in case:
        assert outcome_ids(state) == sorted(case["outcomes"])
    expect = case["expect"]
    action = action_of(case["action"])
    if refused(state, action, expect):
        return
    apply_checked(state, action)
    after = state.to_json()
    for seat, fields in enumerate(expect.get("players", [])):
        for key, value in fields.items():
            assert after["players"][seat][key] == value, f"player {seat} {key}"
    for key in ("phase", "player", "choices", "subject", "card", "used", "turns", "turn_steps"):
        if key in expect:
            assert after[key] == expect[key], key
    if "scores" in expect:
        assert state.scores() == expect["scores"]
    if "outcomes" in expect:
        assert outcome_ids(state) == sorted(expect["outcomes"])
    if "victims" in expect:
        assert [a - VICTIM for a in state.legal_actions()] == expect["victims"]
    if "terminal" in expect:
        assert state.is_terminal() is expect["terminal"]
    if "returns" in expect:
        assert state.returns() == expect["returns"]
    if "stopped" in expect:
        assert state.stopped_by_limit() is expect["stopped"]
    if "events" in expect:
        assert [e["kind"] for e in state.log] == expect["events"]
    assert_round_trip(game, state)


def test_every_rule_of_the_rulebook_has_a_scenario():
    rules = {case["rule"] for case in CASES}
    for needed in ("start", "move clockwise", "locker square", "option square", "levels", "question piles",
                   "right answer", "wrong answer", "recess area", "miss a turn", "principal office",
                   "hall pass bonus", "nurse office", "study hall", "announcement square", "go to square",
                   "effect move", "effect go-to", "effect miss-turn", "effect points", "effect roll-again",
                   "effect answer", "scoring", "end of play", "tie", "round limit", "turn limit"):
        assert needed in rules, needed


def test_the_reference_board_has_every_kind_of_square():
    assert SIZE == len(BOARD) == 36
    assert NAMED_SQUARES == {"principal-office": 0, "recess-area": 9, "nurse-office": 18, "study-hall": 26}


@pytest.mark.parametrize("options,message", [
    ({"players": 1}, "from 2 to 6"),
    ({"players": 7}, "from 2 to 6"),
    ({"players": "many"}, "whole number"),
    ({"levels": "E"}, "levels"),
    ({"players": 3, "levels": "AB"}, "one per player"),
    ({"max_rounds": 0}, "at least 1"),
    ({"strategic": True}, "no option strategic"),
])
def test_bad_options_are_refused_with_a_reason(options, message):
    with pytest.raises(OptionError, match=message):
        make_game(BUNDLE, **options)


def test_options_default_and_per_player_levels():
    assert make_game(BUNDLE).options() == {"players": 2, "levels": "CC", "max_rounds": 100}
    game = make_game(BUNDLE, players="3", levels="a,b,d")
    assert game.num_players == 3 and game.levels == ("A", "B", "D")
    with pytest.raises(ValueError, match="not for I know"):
        make_game({**BUNDLE, "game": "knowledge"})
    with pytest.raises(ValueError, match="no question cards"):
        make_game({**BUNDLE, "cards": [c for c in BUNDLE["cards"] if c["kind"] == "announcement"]})


def test_a_refused_action_gives_a_reason_and_changes_nothing():
    game = make_game(BUNDLE)
    state = game.new_initial_state(3)
    for bad, reason in ((2, "not a seat"), ("red", "whole number")):
        before = state.to_json()
        with pytest.raises(IllegalAction, match=reason):
            state.apply_action(bad)
        assert state.to_json() == before
    state.apply_action(state.sample_chance())
    with pytest.raises(IllegalAction, match="1-6"):
        state.apply_action(7)
    assert state.current_player() == CHANCE


def test_the_same_seed_gives_the_same_game_and_json_continues_it():
    game = make_game(BUNDLE, players=3)
    a, b = game.new_initial_state(42), game.new_initial_state(42)
    for step in range(60):
        if a.is_terminal():
            break
        pick = lambda s, k=step: s.sample_chance() if s.is_chance_node() else s.legal_actions()[k % len(s.legal_actions())]
        a.apply_action(pick(a))
        b.apply_action(pick(b))
        assert a.to_json() == b.to_json()
    restored = game.state_from_json(a.to_json())
    clone = a.clone()
    while not a.is_terminal():
        x = a.sample_chance() if a.is_chance_node() else a.legal_actions()[0]
        assert (restored.sample_chance() if restored.is_chance_node() else restored.legal_actions()[0]) == x
        assert (clone.sample_chance() if clone.is_chance_node() else clone.legal_actions()[0]) == x
        for s in (a, restored, clone):
            s.apply_action(x)
    assert a.to_json() == restored.to_json() == clone.to_json()


@pytest.mark.parametrize("breakage,message", [
    (lambda d: d.update({"format": "other"}), "not an I know"),
    (lambda d: d["players"][0].update({"square": 40}), "off the board"),
    (lambda d: d["players"][0].update({"nurse": True}), "Nurse"),
    (lambda d: d.update({"phase": "answer"}), "pending subject"),
    (lambda d: d.update({"used": ["no-such-card"]}), "names something unknown"),
    (lambda d: d.update({"options": {"players": 3, "levels": "CCC", "max_rounds": 100}}), "options"),
    (lambda d: d.update({"bundle_sha256": "0" * 64}), "saved for bundle 000000000000"),
    (lambda d: d["players"].pop(), "players in the state"),
])
def test_inconsistent_state_json_is_refused(breakage, message):
    game = make_game(BUNDLE)
    data = state_json(game, {"players": [{"square": 3}]})
    game.state_from_json(data)
    breakage(data)
    with pytest.raises(StateError, match=message):
        game.state_from_json(data)
