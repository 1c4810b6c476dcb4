"""Every Wissens-Spektrum rule as a scenario (scenarios.yaml): state JSON, one action, the expected state."""

from __future__ import annotations

import pytest
from games.scenario_checks import apply_checked, assert_round_trip, refused
from wissens_fixture import SCENARIOS, expand, scenario_bundle, state_json

from deckctl.engine import make_game
from deckctl.engine.core import CHANCE, TERMINAL, StateError
from deckctl.games.wissens_spektrum.rules import (
    AREA,
    JOKERS,
    NUM_SPACES,
    RIGHT,
    WRONG,
    WissensGame,
    destinations,
    reachable,
)

BUNDLE = scenario_bundle()
CASES = SCENARIOS["scenarios"]


def turn_name(state):
    player = state.current_player()
    return {CHANCE: "chance", TERMINAL: "terminal"}.get(player, player)


def action_of(game: WissensGame, spec: dict) -> int:
    if "card" in spec:
        return game.card_index[spec["card"]]
    if "first" in spec:
        return spec["first"]
    if "area" in spec:
        return AREA + game.area_ids.index(spec["area"])
    if "die" in spec:
        return spec["die"]
    if "answer" in spec:
        return {"right": RIGHT, "wrong": WRONG}[spec["answer"]]
    if "move" in spec:
        return spec["move"]
    return spec["raw"]


def check(game, state, expect: dict) -> None:
    after = state.to_json()
    for key in ("phase", "seat", "steps", "turns", "winner"):
        if key in expect:
            assert after[key] == expect[key], key
    if "turn" in expect:
        assert turn_name(state) == expect["turn"]
    for seat, fields in enumerate(expect.get("players", [])):
        for key, value in fields.items():
            assert after["players"][seat][key] == value, f"seat {seat} {key}"
    for area, cards in expect.get("piles", {}).items():
        assert after["piles"][area] == expand(cards), f"{area} pile"
    if "question" in expect:
        if expect["question"] is None:
            assert after["question"] is None
        else:
            for key, value in expect["question"].items():
                assert after["question"][key] == value, f"question {key}"
    if "text" in expect:
        assert state.current_question()["question"] == expect["text"]
    if "legal" in expect:
        assert state.legal_actions() == expect["legal"]
    if "chance_outcomes" in expect:
        assert len(state.chance_outcomes()) == expect["chance_outcomes"]
    if "box_size" in expect:
        assert len(after["box"]) == expect["box_size"]
    if "returns" in expect:
        assert state.returns() == expect["returns"]
    for key, value in expect.get("event", {}).items():
        assert state.last.get(key) == value, f"event {key}"


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_scenario(case):
    game = WissensGame(BUNDLE, **{"players": 2, **case.get("options", {})})
    state = game.state_from_json(state_json(game, case["state"]))
    assert state.invariants() == []
    if "chance_outcomes" in case:
        outcomes = state.chance_outcomes()
        assert len(outcomes) == case["chance_outcomes"]
        assert sum(p for _, p in outcomes) == pytest.approx(1.0)
    if "legal" in case:
        assert state.legal_actions() == case["legal"]
    expect = case["expect"]
    action = action_of(game, case["action"])
    if refused(state, action, expect):
        return
    apply_checked(state, action)
    check(game, state, expect)
    assert_round_trip(game, state)


def test_every_rule_of_the_rulebook_has_a_scenario():
    rules = {case["rule"] for case in CASES}
    for needed in ("setup (shuffled piles)", "starting player", "first placement on the hexagon",
                   "question number by die", "right answer keeps the card and rolls again",
                   "moving any direction by the die", "no back and forth", "landed colour gives the area",
                   "wrong answer on a rectangular space", "turn passes to the left", "second chance on a round space",
                   "second roll shows the same number", "joker spaces give no second chance", "three cards make a ring",
                   "joker space choice", "shared spaces (no knocking out)", "all rings - land exactly on a joker",
                   "all rings - opponents choose the area", "winning (the final question)",
                   "failing the final question", "enough cards for the table", "card of a won ring", "turn limit (engine safeguard)",
                   "answers are the player's actions", "variant: missed questions go round the table",
                   "variant: three rolls for children", "variant: weak area"):
        assert needed in rules, needed


def test_the_reference_board():
    # Every space can always be left: each move of 1-6 steps has somewhere to go.
    for space in range(NUM_SPACES):
        for steps in range(1, 7):
            assert reachable(space, steps), (space, steps)
            assert space not in destinations(space, steps)
    assert JOKERS == (6, 18)
    assert destinations(0, 1) == [1, 5, 8]
    assert 3 in destinations(0, 3) and 0 not in destinations(0, 6)  # round the hexagon is no way back to 0


@pytest.mark.parametrize("options,message", [
    ({"players": 1}, "from 2 to 6"),
    ({"players": 7}, "from 2 to 6"),
    ({"players": "many"}, "whole number"),
    ({"players": True}, "whole number"),
    ({"max_turns": 0}, "at least 1"),
    ({"colour": "red"}, "no option colour"),
    ({"pass_on": "maybe"}, "true or false"),
    ({"pass_on": 1}, "true or false"),
    ({"children": "often"}, "children is true or false"),
    ({"weak_area": "sport"}, "weak_area is true or false"),
])
def test_bad_options_are_refused(options, message):
    with pytest.raises(ValueError, match=message):
        make_game(BUNDLE, **options)


def test_options_may_come_as_text_and_default_to_four_players():
    assert make_game(BUNDLE).num_players == 4
    assert make_game(BUNDLE, players="3").options() == {"players": 3, "max_turns": 2000, "pass_on": False,
                                                     "children": False, "weak_area": False}
    assert make_game(BUNDLE, pass_on="yes").pass_on is True
    assert make_game(scenario_bundle(13), weak_area="on").weak_area is True  # (13 cards an area for four)


def test_a_deck_with_too_few_cards_in_an_area_is_refused():
    with pytest.raises(ValueError, match="4 players need at least 9 cards in every area"):
        WissensGame(scenario_bundle(cards_per_area=2))


@pytest.mark.parametrize("breakage,message", [
    (lambda d: d["piles"]["art"].pop(), "exactly once"),
    (lambda d: d["piles"]["art"].append("sport-1"), "exactly once"),
    (lambda d: d["players"][0].update({"cards": ["art-1", "art-2", "art-3"]}), "without exchanging"),
    (lambda d: d["players"][0].update({"must_leave": True}), "must leave"),
    (lambda d: d.update({"phase": "answer"}), "lacks a question card"),
    (lambda d: d.update({"format": "x"}), "not a Wissens-Spektrum state"),
    (lambda d: d.update({"options": {"players": 3, "max_turns": 2000, "pass_on": False, "children": False,
                                     "weak_area": False}}), "options"),
    (lambda d: d["players"][0].update({"weak": "sport"}), "weak area"),
    (lambda d: d["players"].pop(), "incomplete"),
])
def test_inconsistent_state_json_is_refused(breakage, message):
    game = WissensGame(BUNDLE, players=2)
    data = state_json(game, {"phase": "roll", "players": [{"space": 9}, {"space": 7}]})
    game.state_from_json(data)
    breakage(data)
    with pytest.raises(StateError, match=message):
        game.state_from_json(data)


def test_whole_random_games_end_with_a_winner_and_keep_the_invariants():
    from deckctl.engine.rng import Rng

    for players, options in ((2, {}), (3, {}), (4, {"weak_area": True, "pass_on": True, "children": True})):
        game = WissensGame(scenario_bundle(13), players=players, **options)  # (four players with weak_area need 13)
        for seed in range(4):
            state, chooser = game.new_initial_state(seed), Rng(seed + 100)
            while not state.is_terminal():
                legal = state.legal_actions()
                state.apply_action(state.sample_chance() if state.is_chance_node() else legal[chooser.below(len(legal))])
                assert state.invariants() == []
            assert state.winner >= 0
            assert sorted(state.returns()) == [0.0] * (players - 1) + [1.0]


def test_weak_area_states_that_break_the_house_rule_are_refused():
    game = WissensGame(BUNDLE, players=2, weak_area=True)

    def data(cards, other_weak="art"):
        return state_json(game, {"phase": "roll", "players": [
            {"space": 9, "rings": ["geography"], "cards": cards, "weak": "sport"}, {"space": 7, "weak": other_weak}]})

    game.state_from_json(data(["geography-1", "geography-2", "geography-3"]))  # kept for the weak ring
    with pytest.raises(StateError, match="holds the cards for its weak area's ring without exchanging them"):
        game.state_from_json(data(["geography-1", "geography-2", "geography-3", "sport-1"]))
    with pytest.raises(StateError, match="seat 1 has weak area -1 in phase roll"):
        game.state_from_json(data([], other_weak=None))
