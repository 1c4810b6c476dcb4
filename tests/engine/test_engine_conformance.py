"""One conformance test for every game with an engine: many seeded random games, and the
invariants every engine must keep (docs/engine.md). A new engine joins by being listed in
every game whose plugin names a `rules` engine with a starter deck in decks/<game>-starter.

DECKCTL_CONFORMANCE_GAMES scales the number of games (default: enough to stay fast).
"""

from __future__ import annotations

import io
import os

import pytest

from deckctl.engine import make_game, playable_games, rules_module
from deckctl.engine.core import CHANCE, TERMINAL, IllegalAction
from deckctl.engine.replay import Recorder, parse_log, replay
from deckctl.engine.rng import Rng, derive
from deckctl.engine.sources import bundle_from_deck, default_deck

GAMES = int(os.environ.get("DECKCTL_CONFORMANCE_GAMES", "200"))
MAX_STEPS = 100_000


def option_sets(game_id: str) -> list[dict]:
    """The option combinations to cover: a rules module may list them as CONFORMANCE_OPTIONS."""
    return getattr(rules_module(game_id), "CONFORMANCE_OPTIONS", [{}])


CASES = [(game_id, options) for game_id in playable_games() for options in option_sets(game_id)]


@pytest.fixture(scope="module")
def bundles():
    return {game_id: bundle_from_deck(default_deck(game_id)) for game_id in playable_games()}


def play_checked(game, seed: int, chooser: Rng, recorder=None) -> tuple[object, list[int]]:
    """A random game with every invariant checked after every step."""
    state = game.new_initial_state(seed)
    actions: list[int] = []
    check_json_at = {chooser.below(200), chooser.below(200), chooser.below(200)}
    if recorder:
        recorder.header(game, seed)
    for step in range(MAX_STEPS):
        if state.is_terminal():
            break
        player = state.current_player()
        legal = state.legal_actions()
        assert legal, f"seed {seed} step {step}: no legal action but not terminal"
        if player == CHANCE:
            if step % 10 == 0:
                outcomes = state.chance_outcomes()
                assert sorted(o for o, _ in outcomes) == sorted(legal)
                assert abs(sum(p for _, p in outcomes) - 1.0) < 1e-9
            action = state.sample_chance()
            assert action in legal
        else:
            assert player >= 0 and player < game.num_players
            action = legal[chooser.below(len(legal))]
            if step % 7 == 0:  # something illegal is refused and changes nothing
                bad = max(legal) + 1 + chooser.below(5)
                if bad not in legal:
                    before = state.to_json()
                    with pytest.raises(IllegalAction):
                        state.apply_action(bad)
                    assert state.to_json() == before
        text = state.action_to_string(action)
        state.apply_action(action)
        actions.append(action)
        if recorder:
            recorder.step(player, action, text, state)
        problems = state.invariants()
        assert not problems, f"seed {seed} step {step}: {problems}"
        if step in check_json_at:
            data = state.to_json()
            assert game.state_from_json(data).to_json() == data, f"seed {seed} step {step}: JSON round trip"
    else:
        pytest.fail(f"seed {seed}: the game did not end in {MAX_STEPS} steps")
    assert state.current_player() == TERMINAL
    assert len(state.returns()) == game.num_players
    if recorder:
        recorder.result(state)
    return state, actions


@pytest.mark.parametrize("game_id,options", CASES, ids=[f"{g}-{'-'.join(k for k, v in o.items() if v) or 'basic'}"
                                                         for g, o in CASES])
def test_random_games_keep_the_invariants(bundles, game_id, options):
    bundle = bundles[game_id]
    game = make_game(bundle, **options)
    games = max(20, GAMES // len(option_sets(game_id)))
    for index in range(games):
        seed = derive(2024, index)
        recorder = Recorder(io.StringIO()) if index % 25 == 0 else None
        state, actions = play_checked(game, seed, Rng(derive(seed, 1)), recorder)
        # The same seed and actions give the same game (chance comes from the state's own RNG).
        again = game.new_initial_state(seed)
        for action in actions:
            if again.current_player() == CHANCE:
                assert again.sample_chance() == action
            again.apply_action(action)
        assert again.to_json() == state.to_json()
        if recorder:
            replayed = replay(parse_log(recorder.out.getvalue()), bundle, make_game)
            assert replayed.to_json() == state.to_json()
