"""The knowledgeable bot: right with probability `skill`, sensible predictions and bets, whole games."""

from __future__ import annotations

import pytest

from deckctl.engine.bots import make_bot
from deckctl.engine.core import CHANCE
from deckctl.engine.rng import derive
from deckctl.engine.simulate import run
from deckctl.engine.sources import bundle_from_deck, default_deck
from deckctl.games.you_know_it.rules import (
    BET_KNOWS,
    BET_NOT,
    PASS,
    PREDICT,
    RIGHT,
    make_game,
)


@pytest.fixture(scope="module")
def bundle():
    return bundle_from_deck(default_deck("you-know-it"))


def play(game, bot, seed):
    state = game.new_initial_state(seed)
    taken = []
    while not state.is_terminal():
        if state.current_player() == CHANCE:
            state.apply_action(state.sample_chance())
            continue
        phase = state.phase
        action = bot.step(state)
        assert action in state.legal_actions()
        taken.append((phase, action, state.question))
        state.apply_action(action)
    return state, taken


@pytest.mark.parametrize("skill", [0.0, 0.3, 0.75, 1.0])
def test_the_bot_answers_right_about_as_often_as_its_skill(bundle, skill):
    game = make_game(bundle, players=4, rounds=3)
    bot = make_bot("knowledgeable", game, seed=3, skill=skill)
    answers = []
    for index in range(20):
        bot.reseed(derive(9, index))
        state, taken = play(game, bot, derive(7, index))
        assert sum(state.returns()) == 1
        answers += [action == RIGHT for phase, action, _ in taken if phase == 3]
    rate = sum(answers) / len(answers)
    assert abs(rate - skill) < 0.06, rate


def test_predictions_are_the_own_answer_plus_a_guess_that_leans_on_skill(bundle):
    game = make_game(bundle, players=5, rounds=1)
    for skill, own, likeliest in ((1.0, 1, 5), (0.0, 0, 0)):
        predictions = []
        for seed in range(10):
            _, taken = play(game, make_bot("knowledgeable", game, seed=seed, skill=skill), seed)
            predictions += [action - PREDICT for phase, action, _ in taken if phase == 1]
        # Its own answer always counts; of the four others it names all (or none) most often, but
        # not always: never more than 9 in 10 sure of another player.
        assert all(own <= p <= own + 4 for p in predictions)
        assert max(set(predictions), key=predictions.count) == likeliest
        assert 0.5 < predictions.count(likeliest) / len(predictions) < 0.9


@pytest.mark.parametrize("skill", [0.0, 0.5, 0.75, 1.0])
def test_bots_of_one_skill_break_every_tie_with_one_winner(bundle, skill):
    game = make_game(bundle, players=2, rounds=1)
    bot = make_bot("knowledgeable", game, seed=1, skill=skill)
    tiebreaks = 0
    for index in range(40):
        bot.reseed(derive(5, index))
        state, _ = play(game, bot, derive(6, index))
        assert len(state.winners) == 1 and sum(state.returns()) == 1
        tiebreaks += state.tb_asked > 0
    assert tiebreaks  # the point of the test: ties happened and were broken


def test_bets_back_strong_players_and_doubt_weak_ones(bundle):
    game = make_game(bundle, players=3, rounds=1)
    for skill, side in ((0.9, BET_KNOWS), (0.1, BET_NOT)):
        bets = []
        for seed in range(10):
            _, taken = play(game, make_bot("knowledgeable", game, seed=seed, skill=skill), seed)
            # Before the last question a bet is made only when the bot is sure of it; at the last
            # question a chip still in hand is played anyway (a lost bet costs nothing).
            bets += [action for phase, action, question in taken if phase == 2 and action != PASS and question < 4]
        assert bets
        assert sum(side <= a < side + 10 for a in bets) == len(bets), (skill, bets)


@pytest.mark.parametrize("players", range(2, 7))
def test_a_simulation_counts_every_game_as_one_seat_win(bundle, players):
    tally, _ = run(bundle, {"players": players}, games=60, bot="knowledgeable", skill=1.0, seed=2)
    assert tally.shared == tally.no_winner == 0
    assert sum(tally.seat_wins.values()) == 60


def test_skill_must_be_a_probability(bundle):
    with pytest.raises(ValueError, match="probability"):
        make_bot("knowledgeable", make_game(bundle), seed=1, skill=1.5)
