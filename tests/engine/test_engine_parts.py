"""The engine's small parts: the RNG, Wilson intervals, bots and the simulation tally."""

from __future__ import annotations

import pytest

from deckctl.engine import make_game
from deckctl.engine.bots import RandomBot, bot_names, make_bot
from deckctl.engine.rng import Rng, derive
from deckctl.engine.simulate import run, wilson
from deckctl.engine.sources import bundle_from_deck, default_deck


@pytest.fixture(scope="module")
def bundle():
    return bundle_from_deck(default_deck("knowledge"))


def test_rng_is_reproducible_serialisable_and_uniform_enough():
    a = Rng(123)
    first = [a.below(10) for _ in range(5)]
    b = Rng.from_json(Rng(123).to_json())
    assert [b.below(10) for _ in range(5)] == first
    c = Rng.from_json(a.to_json())  # continues where `a` stopped
    assert [c.next64() for _ in range(3)] == [a.next64() for _ in range(3)]
    counts = [0] * 6
    rng = Rng(7)
    for _ in range(60_000):
        counts[rng.below(6)] += 1
    assert all(9_400 < n < 10_600 for n in counts)
    assert 0.0 <= Rng(1).random() < 1.0
    with pytest.raises(ValueError):
        Rng(1).below(0)


def test_rng_values_are_fixed_forever():
    """Replay logs depend on these exact numbers: changing the generator breaks every old log."""
    rng = Rng(0)
    assert [rng.next64() for _ in range(2)] == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4]
    assert derive(5, 1) != derive(5, 2) != derive(6, 1)


def test_wilson_interval():
    low, high = wilson(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-3) and high == pytest.approx(0.5962, abs=1e-3)
    assert wilson(0, 10)[0] == pytest.approx(0.0) and wilson(10, 10)[1] == pytest.approx(1.0)


def test_bots_by_name(bundle):
    game = make_game(bundle)
    assert bot_names("knowledge") == ["random", "knowledgeable"]
    assert isinstance(make_bot("random", game, 1), RandomBot)
    assert make_bot("knowledgeable", game, 1, 0.5).skill == 0.5
    with pytest.raises(ValueError, match="choose one of"):
        make_bot("genius", game)
    with pytest.raises(ValueError, match="probability"):
        make_bot("knowledgeable", game, 1, 1.5)


def test_knowing_more_answers_wins_more_games(bundle):
    rates = {}
    for bot, skill in (("random", 0.0), ("knowledgeable", 0.5), ("knowledgeable", 1.0)):
        tally, _ = run(bundle, {}, 150, bot, skill, seed=3)
        rates[(bot, skill)] = tally.wins / tally.games
    assert rates[("random", 0.0)] < rates[("knowledgeable", 0.5)] < rates[("knowledgeable", 1.0)]


def test_a_bot_only_ever_chooses_legal_actions(bundle):
    for options in ({}, {"strategic": True}):
        game = make_game(bundle, **options)
        bot = make_bot("knowledgeable", game, 4, 0.7)
        state = game.new_initial_state(4)
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(state.sample_chance())
            else:
                action = bot.step(state)
                assert action in state.legal_actions()
                state.apply_action(action)
