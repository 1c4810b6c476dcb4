"""Simulation results: every game of a run is counted once, so the figures sum to 1."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from deckctl.cli.app import app
from deckctl.engine import playable_games, rules_module
from deckctl.engine.simulate import Tally, count_result, run, summary
from deckctl.engine.sources import bundle_from_deck, default_deck


def _seat_games():
    for game_id in playable_games():
        rules = rules_module(game_id)
        if hasattr(rules, "MIN_PLAYERS"):
            for players in range(rules.MIN_PLAYERS, rules.MAX_PLAYERS + 1):
                yield game_id, players


@pytest.mark.parametrize(("game_id", "players"), list(_seat_games()))
def test_every_game_and_player_count_sums_to_one(game_id, players):
    bundle = bundle_from_deck(default_deck(game_id))
    tally, _ = run(bundle, {"players": players}, games=12, bot="knowledgeable", skill=0.6, seed=3)
    result = summary(tally, bundle["cards"])
    assert len(result["seat_wins"]) == players
    assert sum(result["seat_wins"]) + result["shared"] + result["no_winner"] == 12
    rates = sum(result["seat_win_rates"]) + result["shared_rate"] + result["no_winner_rate"]
    assert rates == pytest.approx(1, abs=1e-3)
    assert "win_rate" not in result  # a seat game has no team win rate


def test_a_tie_is_a_shared_win_and_an_all_zero_end_has_no_winner():
    tally = Tally()
    for returns in ([0.0, 1.0, 0.0], [1.0, 0.0, 1.0], [1.0, 1.0, 1.0], [0.0, 0.0, 0.0], [3.0, 5.0, 5.0]):
        count_result(returns, tally)
    assert dict(tally.seat_wins) == {1: 1}
    assert (tally.shared, tally.no_winner) == (3, 1)
    assert dict(tally.seat_shared) == {0: 2, 1: 2, 2: 3}


def test_json_and_text_report_the_shared_figure():
    args = ["simulate", "i-know", "-n", "300", "--bot", "knowledgeable", "--skill", "0.6", "--jobs", "1"]
    data = json.loads(CliRunner().invoke(app, [*args, "--format", "json"]).stdout)
    assert data["shared"] > 0  # two equal bots tie now and then: the rulebook lets it stand
    assert sum(data["seat_wins"]) + data["shared"] + data["no_winner"] == data["games"]
    text = CliRunner().invoke(app, args).stdout
    assert f"shared     {data['shared_rate']:.1%} ({data['shared']} games won together" in text
    assert "wins       seat 1 " in text and "won alone" in text


def test_the_cooperative_game_keeps_its_win_rate_and_interval():
    result = json.loads(CliRunner().invoke(app, ["simulate", "knowledge", "-n", "50", "--jobs", "1",
                                                 "--format", "json"]).stdout)
    low, high = result["win_rate_ci95"]
    assert low <= result["win_rate"] <= high and result["wins"] == round(result["win_rate"] * 50)
    assert "seat_wins" not in result


def test_a_seat_games_figures_do_not_depend_on_jobs():
    bundle = bundle_from_deck(default_deck("iknow"))
    runs = [run(bundle, {"players": 3}, games=60, bot="knowledgeable", skill=0.5, seed=8, jobs=jobs)[0]
            for jobs in (1, 3)]
    one, three = (summary(tally, bundle["cards"]) for tally in runs)
    assert one["seat_wins"] == three["seat_wins"] and one["shared"] == three["shared"]
    assert one["rounds"] == three["rounds"] and one["cards"] == three["cards"]


# Each game's engine safeguard, set so low that it ends every game, and what it does to the figures.
LIMITS = {"knowledge": {"max_rounds": 1}, "iknow": {"players": 3, "max_rounds": 1},
          "i-know": {"players": 2, "max_rounds": 1}, "wissens-spektrum": {"players": 4, "max_turns": 1}}


@pytest.mark.parametrize("game_id", sorted(LIMITS))
def test_a_game_stopped_by_its_safeguard_has_no_winner(game_id):
    from deckctl.engine import make_game
    from deckctl.engine.bots import make_bot
    from deckctl.engine.core import CHANCE

    bundle = bundle_from_deck(default_deck(game_id))
    game = make_game(bundle, **LIMITS[game_id])
    bot = make_bot("random", game, 1, 1.0)
    state = game.new_initial_state(1)
    while not state.is_terminal():
        assert not state.stopped_by_limit()
        state.apply_action(state.sample_chance() if state.current_player() == CHANCE else bot.step(state))
    assert state.stopped_by_limit()

    tally, _ = run(bundle, LIMITS[game_id], games=40, bot="random", seed=2)
    result = summary(tally, bundle["cards"])
    assert result["no_winner"] == 40 and result["no_winner_rate"] == 1.0
    assert result["stopped"] == 40 and result["stopped_rate"] == 1.0  # counted as stopped, too
    if "seat_wins" in result:
        assert sum(result["seat_wins"]) == result["shared"] == 0  # not the leaders when time ran out
    else:
        assert result["wins"] == 0


@pytest.mark.parametrize("game_id", sorted(playable_games()))
def test_a_game_that_ends_by_its_rules_is_not_stopped_by_a_limit(game_id):
    from deckctl.engine import make_game
    from deckctl.engine.bots import make_bot
    from deckctl.engine.core import CHANCE

    bundle = bundle_from_deck(default_deck(game_id))
    game = make_game(bundle)
    bot = make_bot("knowledgeable", game, 1, 0.8)
    for seed in range(5):
        state = game.new_initial_state(seed)
        while not state.is_terminal():
            state.apply_action(state.sample_chance() if state.current_player() == CHANCE else bot.step(state))
        assert state.stopped_by_limit() is False


def test_a_deck_is_simulated_in_the_language_asked_for():
    """`simulate --lang de` plays the German edition (a Knowledge? card's letter may differ there),
    as `play --lang` does, and the report names it; a language the deck has no catalog for is a
    usage error, as for play."""
    from deckfactory import DECKS

    deck = str(DECKS / "knowledge-starter")
    args = ["simulate", "knowledge", "--deck", deck, "-n", "20", "--jobs", "1", "--format", "json"]
    german = json.loads(CliRunner().invoke(app, [*args, "--lang", "de"]).stdout)
    english = json.loads(CliRunner().invoke(app, args).stdout)
    assert (german["language"], english["language"]) == ("de", "en")
    assert german["bundle_sha256"] != english["bundle_sha256"]
    assert [card["id"] for card in german["cards"]] == [card["id"] for card in english["cards"]]
    text = CliRunner().invoke(app, [*args[:-2], "--lang", "de"]).stdout
    assert text.startswith("knowledge-starter (de) · basic")
    refused = CliRunner().invoke(app, [*args, "--lang", "fr"])
    assert refused.exit_code == 2 and "has no `fr` edition" in refused.output
