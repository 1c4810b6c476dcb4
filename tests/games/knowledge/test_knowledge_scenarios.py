"""Every Knowledge? rule as a scenario (scenarios.yaml): state JSON, one action, the expected state."""

from __future__ import annotations

import pytest
from games.scenario_checks import apply_checked, assert_round_trip, refused
from knowledge_fixture import SCENARIOS, scenario_bundle, state_json

from deckctl.engine.core import CHANCE, TERMINAL, IllegalAction
from deckctl.games.knowledge.rules import MARKERS, NUM_MARKERS, SETUPS, KnowledgeGame

BUNDLE = scenario_bundle()
CASES = SCENARIOS["scenarios"]
TURNS = {CHANCE: "chance", TERMINAL: "terminal", 0: "team"}


def card_index(game: KnowledgeGame, card_id: str) -> int:
    return next(i for i, card in enumerate(game.cards) if card["id"] == card_id)


def action_of(game, state, spec: dict) -> int:
    if "setup" in spec:
        return spec["setup"]
    if "draw" in spec:
        return card_index(game, spec["draw"])
    hand_ids = [game.cards[c]["id"] for c in state.hand]
    hand_index = hand_ids.index(spec["card"]) if "card" in spec else 0
    return hand_index * NUM_MARKERS + MARKERS.index(spec["marker"])


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_scenario(case):
    game = KnowledgeGame(BUNDLE, **case.get("options", {}))
    state = game.state_from_json(state_json(game, case["state"]))
    assert state.invariants() == []
    if "chance_outcomes" in case:
        outcomes = state.chance_outcomes()
        assert len(outcomes) == case["chance_outcomes"]
        assert sum(p for _, p in outcomes) == pytest.approx(1.0)
    if "legal" in case:
        assert [MARKERS[a % NUM_MARKERS] for a in state.legal_actions()] == case["legal"]
    expect = case["expect"]
    action = action_of(game, state, case["action"])
    if refused(state, action, expect):
        return
    apply_checked(state, action)
    after = state.to_json()
    for name, place in expect.get("markers", {}).items():
        got = after["markers"][name]
        if isinstance(place, dict):
            assert got == place, name
        else:
            assert got["space"] == place, name
    for space, names in expect.get("stacks", {}).items():
        assert after["stacks"].get(str(space), []) == names, f"stack on {space}"
    for key, value in expect.get("event", {}).items():
        got = state.last.get(key)
        if key == "onto":
            got = [MARKERS[m] for m in got]
        assert got == value, f"event {key}"
    if "free" in expect:
        assert [MARKERS[m] for m in state.free_markers()] == expect["free"]
    if "flagged" in expect:
        assert [MARKERS[m] for m in range(5) if state.flagged(m)] == expect["flagged"]
    if "turn" in expect:
        assert TURNS[state.current_player()] == expect["turn"]
    if "terminal" in expect:
        assert state.is_terminal() is expect["terminal"]
    if "won" in expect:
        assert state.won is expect["won"]
    if "returns" in expect:
        assert state.returns() == expect["returns"]
    if "stopped" in expect:
        assert state.stopped_by_limit() is expect["stopped"]
    if "round_limit" in expect:
        assert state.stopped_at_round_limit() is expect["round_limit"]
    if "drawn_out" in expect:
        assert state.drawn_out is expect["drawn_out"] and after.get("drawn_out", False) is expect["drawn_out"]
    for key in ("hand", "discard", "round"):
        if key in expect:
            assert after[key] == expect[key], key
    if "box_size" in expect:
        assert len(after["box"]) == expect["box_size"]
    if "legal_count" in expect:
        assert len(state.legal_actions()) == expect["legal_count"]
    assert_round_trip(game, state)


def test_every_rule_of_the_issue_has_a_scenario():
    rules = {case["rule"] for case in CASES}
    for needed in ("setup", "harder start", "round of six cards", "each marker moves once per round",
                   "last card to the last free marker", "moving by number", "moving by letter", "moving by colour",
                   "top marker shows its letter", "multi-option cards", "stacking on top",
                   "taking a marker from under a stack", "team marker covers its space", "team marker counted as a step",
                   "team marker skipped on a last step", "finish flag", "replacement card",
                   "end of game (finish the round)", "win", "lose", "flagged and unflagged opponents",
                   "strategic variant", "draw limit (safeguard)", "round limit (safeguard)"):
        assert needed in rules, needed


def test_setup_orders_are_all_permutations_and_equally_likely():
    game = KnowledgeGame(BUNDLE)
    state = game.new_initial_state(5)
    outcomes = state.chance_outcomes()
    assert len(outcomes) == len(SETUPS) == 120
    assert len({SETUPS[o] for o, _ in outcomes}) == 120
    assert all(p == pytest.approx(1 / 120) for _, p in outcomes)


def test_a_refused_action_gives_a_reason_and_changes_nothing():
    game = KnowledgeGame(BUNDLE)
    state = game.new_initial_state(9)
    state.apply_action(state.sample_chance())
    before = state.to_json()
    for bad, reason in ((999, "no card 999"), (-3, "no card")):
        with pytest.raises(IllegalAction, match=reason):
            state.apply_action(bad)
    state.apply_action(state.sample_chance())
    with pytest.raises(IllegalAction, match="not an action here"):
        state.apply_action(6)  # hand index 1 in the basic game
    with pytest.raises(IllegalAction, match="whole number"):
        state.apply_action("red")
    assert state.to_json() != before  # (the draw above did change it)


def test_the_same_seed_gives_the_same_game_and_the_rng_lives_in_the_state():
    game = KnowledgeGame(BUNDLE)
    a, b = game.new_initial_state(42), game.new_initial_state(42)
    for _ in range(30):
        if a.is_terminal():
            break
        outcome = a.sample_chance() if a.is_chance_node() else a.legal_actions()[0]
        a.apply_action(outcome)
        b.apply_action(b.sample_chance() if b.is_chance_node() else b.legal_actions()[0])
        assert a.to_json() == b.to_json()
    # Continue from JSON: the restored state draws exactly what the original draws.
    restored = game.state_from_json(a.to_json())
    while not a.is_terminal():
        action = a.sample_chance() if a.is_chance_node() else a.legal_actions()[-1]
        again = restored.sample_chance() if restored.is_chance_node() else restored.legal_actions()[-1]
        assert action == again
        a.apply_action(action)
        restored.apply_action(again)
    assert a.to_json() == restored.to_json()


def test_a_bundle_without_a_board_or_with_too_few_cards_is_refused():
    no_board = {k: v for k, v in BUNDLE.items() if k != "board"}
    with pytest.raises(ValueError, match="no board"):
        KnowledgeGame(no_board)
    with pytest.raises(ValueError, match="at least 7"):
        KnowledgeGame({**BUNDLE, "cards": BUNDLE["cards"][:6]})


@pytest.mark.parametrize("breakage,message", [
    (lambda d: d["stacks"].update({"9": ["red"]}), "exactly once"),
    (lambda d: d["markers"]["red"].update({"progress": 9}), "does not match"),
    (lambda d: d["box"].pop(), "exactly once"),
    (lambda d: d.update({"slots": {"red": d["box"].pop()}}), "moved 0 times"),
    (lambda d: d["stacks"].update({"8": ["blue"]}), "exactly once"),
    (lambda d: d.update({"format": "something-else"}), "not a Knowledge"),
    (lambda d: d.update({"hand": ["no-such-card"]}), "names something unknown"),
    (lambda d: d.update({"options": {"strategic": True, "hard": False, "max_rounds": 100}}), "options"),
    (lambda d: d.update({"bundle_sha256": "0" * 64}), "saved for bundle 000000000000"),
])
def test_inconsistent_state_json_is_refused(breakage, message):
    from deckctl.engine.core import StateError

    game = KnowledgeGame(BUNDLE)
    data = state_json(game, {"hand": ["n1"]})
    game.state_from_json(data)  # the unbroken one is fine
    breakage(data)
    with pytest.raises(StateError, match=message):
        game.state_from_json(data)
