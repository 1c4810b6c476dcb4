"""Simulation figures count what their names say: `cards_drawn_per_game` the cards drawn (no dice,
no setup), per-card `played` each card drawn and put to the players once."""

from __future__ import annotations

from collections import Counter

import pytest

from deckctl.engine import make_game
from deckctl.engine.bots import make_bot
from deckctl.engine.core import CHANCE
from deckctl.engine.rng import derive
from deckctl.engine.simulate import Tally, play_one
from deckctl.engine.sources import bundle_from_deck, default_deck

SEED = 5


def _watched(game_id: str, options: dict, games: int, seen) -> tuple[Tally, Counter]:
    """Plays the same seeded games twice: through simulation's `play_one`, and step by step with
    `seen(state, Counter)` noting the cards drawn as the rules define them. Both must agree."""
    bundle = bundle_from_deck(default_deck(game_id))
    game = make_game(bundle, **options)
    bot = make_bot("random", game, 0, 1.0)
    tally = Tally()
    drawn: Counter = Counter()
    for index in range(games):
        play_one(game, bot, derive(SEED, index), derive(SEED, index, 1), tally)
        state = game.new_initial_state(derive(SEED, index))
        bot.reseed(derive(SEED, index, 1))
        while not state.is_terminal():
            if state.current_player() == CHANCE:
                state.apply_action(state.sample_chance())
            else:
                state.apply_action(bot.step(state))
            seen(state, drawn)
    return tally, drawn


def _wissens_draw(state, drawn: Counter) -> None:
    if state.phase == "ask":  # a card has just been taken from its pile; the die picks its question
        drawn[state.card] += 1


@pytest.mark.parametrize("options", [
    {"players": 4},
    {"players": 3, "pass_on": True, "children": True},
    {"players": 5, "weak_area": True, "pass_on": True},
])
def test_wissens_spektrum_counts_cards_not_dice(options):
    tally, drawn = _watched("wissens-spektrum", options, 20, _wissens_draw)
    assert tally.draws == sum(drawn.values())  # not the shuffle, roll-off, question, move or retry dice
    assert dict(tally.played) == dict(drawn)  # each drawn card played once, second tries and passes included


def _knowledge_draw(state, drawn: Counter) -> None:
    if state.last and state.last.get("kind") == "draw":
        drawn[state.last["card"]] += 1


def test_knowledge_does_not_count_its_setup_as_a_card():
    tally, drawn = _watched("knowledge", {}, 30, _knowledge_draw)
    assert tally.draws == sum(drawn.values())


def _you_know_it_draw(state, drawn: Counter) -> None:
    if state.last and state.last.get("kind") == "draw":  # a round card or a tie-break card
        drawn[state.last["card"]] += 1


@pytest.mark.parametrize("players", [2, 5])
def test_you_know_it_counts_every_card_played(players):
    tally, drawn = _watched("you-know-it", {"players": players}, 40, _you_know_it_draw)
    assert tally.draws == sum(drawn.values()) > 40 * 3  # three round cards a game, and some tie-breaks
    assert dict(tally.played) == dict(drawn)  # each round card and each tie-break card played once


def _simulate_json(game_id: str) -> dict:
    import json

    from typer.testing import CliRunner

    from deckctl.cli.app import app

    result = CliRunner().invoke(app, ["simulate", game_id, "-n", "30", "--jobs", "1", "--format", "json"])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


@pytest.mark.parametrize("game_id", ["iknow", "i-know", "wissens-spektrum", "you-know-it"])
def test_decisive_cards_are_null_where_the_game_does_not_compute_them(game_id):
    report = _simulate_json(game_id)
    assert report["decided_games"] is None
    assert all(card["decisive"] is None and card["decisive_rate"] is None for card in report["cards"])
    assert sum(card["played"] for card in report["cards"]) > 0


def test_knowledge_still_reports_its_decisive_cards():
    report = _simulate_json("knowledge")
    assert isinstance(report["decided_games"], int)
    assert sum(card["decisive"] for card in report["cards"]) == report["decided_games"]
