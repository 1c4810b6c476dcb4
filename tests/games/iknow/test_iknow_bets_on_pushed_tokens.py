"""The knowledgeable bot's bets where the bottom level is full: a token above it may be a player
who will not know, pushed up, and is not a sure thing. Taken as sure, bots at skill 0.05 with six
players bet on such tokens round after round, losing chips, until 96% of the games were stopped by
the engine's round limit (found by an audit of `simulate`)."""

from __future__ import annotations

from deckctl.engine import make_game
from deckctl.engine.sources import load_for_game


def test_low_skill_games_end_as_the_rules_have_them():
    from deckctl.engine.core import stopped_by_limit
    from deckctl.games.iknow.bots import KnowledgeableBot

    game = make_game(load_for_game("iknow"), players=6)
    stopped = 0
    for seed in range(40):
        state = game.new_initial_state(seed)
        bots = [KnowledgeableBot(game, seed=seed * 7 + seat, skill=0.05) for seat in range(6)]
        while not state.is_terminal():
            player = state.current_player()
            state.apply_action(state.sample_chance() if player < 0 else bots[player].step(state))
        stopped += stopped_by_limit(state)
    assert stopped == 0
