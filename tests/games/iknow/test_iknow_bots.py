"""The knowledgeable bot: right with probability `skill`, its token where it will know, sensible bets."""

from __future__ import annotations

import pytest
from iknow_fixture import scenario_bundle, state_json

from deckctl.engine import make_game
from deckctl.engine.bots import make_bot
from deckctl.engine.core import CHANCE
from deckctl.engine.simulate import run
from deckctl.engine.sources import bundle_from_deck, default_deck
from deckctl.games.iknow.rules import BET_BASE, LEVEL_BASE, LEVELS, IknowGame


@pytest.fixture(scope="module")
def bundle():
    return bundle_from_deck(default_deck("iknow"))


def play(game, bot, seed: int):
    """A whole game; returns the final state and every round event."""
    state = game.new_initial_state(seed)
    rounds = []
    while not state.is_terminal():
        if state.current_player() == CHANCE:
            state.apply_action(state.sample_chance())
            continue
        state.apply_action(bot.step(state))
        if state.last and state.last["kind"] == "round":
            rounds.append(state.last)
    return state, rounds


@pytest.mark.parametrize("skill", [0.0, 0.5, 1.0])
def test_the_bot_answers_right_with_probability_skill(bundle, skill):
    game = make_game(bundle, players=4)
    bot = make_bot("knowledgeable", game, seed=3, skill=skill)
    answers = right = 0
    for seed in range(40):
        _, rounds = play(game, bot, seed)
        for event in rounds:
            given = [a for a in event["answers"] if a >= 0]
            answers += len(given)
            right += sum(given)
    rate = right / answers
    assert abs(rate - skill) < 0.05, rate


def test_a_bot_that_always_knows_answers_from_where_it_knows(bundle):
    game = make_game(bundle, players=3)
    bot = make_bot("knowledgeable", game, seed=1, skill=1.0)
    levels = set()
    for seed in range(10):
        state, rounds = play(game, bot, seed)
        for event in rounds:
            for square, seat in enumerate(event["squares"]):
                if seat >= 0:
                    levels.add(game.level_of(square))
        assert max(state.points) >= game.target
    assert levels == {1, 2, 3}  # it waits for the clue it knows the answer after


def test_it_bets_plus_on_a_high_token_and_minus_on_the_bottom_level_when_it_must():
    game = IknowGame(scenario_bundle(), players=4)
    bot = make_bot("knowledgeable", game, seed=1, skill=0.6)
    state = game.state_from_json(state_json(game, {"card": "people-a", "phase": "bet",
                                                   "iknow": {1: "3.1", 2: "1.1", 3: "1.2"}}))
    assert state.current_player() == 1
    assert bot.step(state) == BET_BASE + 2 * 2 + 1  # (-) on a bottom-level player: knows with 1/3 only
    state = game.state_from_json(state_json(game, {"card": "people-a", "phase": "bet",
                                                   "iknow": {1: "1.1", 2: "3.1", 3: "2.1"}}))
    assert state.current_player() == 2
    assert bot.step(state) == BET_BASE + 2 * 3  # (+) on the level-2 player: the highest one it can bet on


def test_simulation_with_the_bot_ends_and_counts_seats(bundle):
    tally, _ = run(bundle, {"players": 3}, games=20, bot="knowledgeable", skill=0.7, seed=5)
    assert tally.games == 20 and tally.seats == 3
    assert sum(tally.seat_wins.values()) + tally.shared + tally.no_winner == 20


@pytest.mark.parametrize("knows_after, expected_level", [
    (2, 1),  # level 2 is full: level 1, where it still knows in time (not level 3, too early)
    (0, 2),  # it will not know and level 1 is full: the nearest free level above
    (1, 3),  # its own level is free
])
def test_when_its_level_is_full_the_bot_takes_the_nearest_free_level_where_it_still_knows(knows_after, expected_level):
    game = IknowGame(scenario_bundle(), players=6)
    bot = make_bot("knowledgeable", game, seed=1, skill=0.5)
    bot.knows_after = lambda state, seat: knows_after
    full = {2: {1: "2.1", 2: "2.2", 3: "3.1"}, 0: {1: "1.1", 2: "1.2", 3: "3.1"}, 1: {1: "2.1", 2: "1.1"}}
    state = game.state_from_json(state_json(game, {"card": "people-a", "iknow": full[knows_after]}))
    assert bot.step(state) == LEVEL_BASE + LEVELS.index(expected_level)
