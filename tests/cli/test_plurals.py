"""Counts in messages agree with their nouns: "1 game", "1 job", "1 error; fix it", "1 step",
never "1 step(s)" or "1 games"."""

from __future__ import annotations

import random
import re

from typer.testing import CliRunner

from deckctl.cli.app import app
from deckfactory import VALID_CARDS


def test_a_simulation_of_one_game_on_one_job():
    result = CliRunner().invoke(app, ["simulate", "knowledge", "-n", "1", "--jobs", "1"], env={"COLUMNS": "100"})
    assert result.exit_code == 0, result.output
    assert " · 1 game · " in result.stdout.splitlines()[0]
    assert result.stderr.startswith("1 game in ") and " on 1 job, " in result.stderr
    # \b keeps a rate such as "171 games/s" from reading as "1 games"
    assert "(s)" not in result.output and not re.search(r"\b1 games\b", result.output)


def test_a_deck_with_one_error_is_one_error_to_fix(make_deck, cli):
    deck = make_deck("knowledge", cards=VALID_CARDS["knowledge"].replace("value: blue", "value: purple", 1))
    run = cli("play", "knowledge", "--deck", deck)
    assert run.exit_code == 1 and "has 1 error; fix it (deckctl validate) before playing" in run.stderr


def test_a_deck_of_one_card_says_card(make_deck, cli):
    deck = make_deck("you-know-it")
    run = cli("simulate", "you-know-it", "--deck", deck, "-n", "1")
    assert run.exit_code == 1 and "the deck has 1 card; a game needs at least 2" in run.stderr


def test_a_move_of_one_step_says_step():
    from deckctl.engine import make_game
    from deckctl.engine.core import CHANCE
    from deckctl.engine.sources import bundle_from_deck, default_deck

    game = make_game(bundle_from_deck(default_deck("wissens-spektrum")), players=2)
    for seed in range(50):
        state, rng = game.new_initial_state(seed), random.Random(seed)
        while not state.is_terminal():
            if state.phase == "move" and state.steps == 1:
                reason = state.illegal_reason(99)
                assert "cannot be reached with exactly 1 step from" in reason
                return
            state.apply_action(state.sample_chance() if state.current_player() == CHANCE
                               else rng.choice(state.legal_actions()))
    raise AssertionError("no roll of 1 in 50 games")
