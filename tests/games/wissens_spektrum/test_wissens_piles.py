"""Enough cards for the table (piles.py): a pile never runs dry and nothing is taken back from a hand;
`play` and `simulate` refuse a deck too small for the players before the game starts; `validate`
warns when a deck cannot seat six."""

from __future__ import annotations

import pytest
import yaml
from deckfactory import MANIFESTS, questions, write_deck
from wissens_fixture import scenario_bundle

from deckctl.engine.bots import make_bot
from deckctl.engine.core import CHANCE
from deckctl.engine.options import OptionError
from deckctl.engine.rng import derive
from deckctl.engine.sources import load_for_game
from deckctl.games.wissens_spektrum.piles import cards_needed
from deckctl.games.wissens_spektrum.rules import MAX_PLAYERS, MIN_PLAYERS, WissensGame
from deckctl.scaffold.templates import STANDARD_AREAS
from deckctl.validate.deck import validate

TABLES = [(players, weak) for players in range(MIN_PLAYERS, MAX_PLAYERS + 1) for weak in (False, True)]


@pytest.mark.parametrize("players, weak_area", TABLES)
def test_a_deck_one_card_an_area_short_of_the_table_is_refused(players, weak_area):
    needed = cards_needed(players, weak_area)
    WissensGame(scenario_bundle(needed), players=players, weak_area=weak_area)
    with pytest.raises(ValueError, match=f"{players} players.* need at least {needed} cards in every area"):
        WissensGame(scenario_bundle(needed - 1), players=players, weak_area=weak_area)


def test_the_refusal_says_what_each_area_needs_and_has_and_how_many_can_play():
    with pytest.raises(OptionError) as refused:  # a usage error: fewer players could play
        WissensGame(scenario_bundle(10), players=6)
    assert str(refused.value) == (
        "6 players need at least 13 cards in every area, so that no pile runs dry, and `general` has 10, "
        "`geography` has 10, `history` has 10, `art` has 10, `science` has 10, `sport` has 10; "
        "this deck is enough for at most 4 players")
    with pytest.raises(OptionError, match="without weak_area it is enough for at most 2 players"):
        WissensGame(scenario_bundle(6), players=2, weak_area=True)
    with pytest.raises(ValueError) as refused:  # no table can play it: the deck is the problem
        WissensGame(scenario_bundle(4), players=3)
    assert not isinstance(refused.value, OptionError)
    assert str(refused.value).endswith("`sport` has 4; even 2 players need 5 in every area")


def play_checking_every_draw(game: WissensGame, seed: int, index: int) -> int:
    """Game `index` of `simulate --seed S` with the random bot in every seat. Each question card is
    the head of its area's pile, and no hand changes when it is drawn. Returns the winner."""
    state, bot = game.new_initial_state(derive(seed, index)), make_bot("random", game, 0, 1.0)
    bot.reseed(derive(seed, index, 1))
    while not state.is_terminal():
        before_hands, before_piles, no_card = [h[:] for h in state.hands], [p[:] for p in state.piles], state.card < 0
        state.apply_action(state.sample_chance() if state.current_player() == CHANCE else bot.step(state))
        if no_card and state.card >= 0:  # a question card was drawn
            assert state.card == before_piles[state.area][0]
            assert state.hands == before_hands
        assert state.invariants() == []
    return state.winner


def test_a_game_that_used_to_refill_a_pile_from_the_hands_now_draws_from_the_piles_only():
    """Game 0 of `simulate wissens-spektrum --players 6 --seed 1` with the random bot refilled a pile
    from the hands when the starter deck had ten cards an area. Such a deck is now refused for six
    players; the grown starter deck, and a deck of exactly the thirteen cards an area six need, play
    the same seed to a winner, every question drawn from its pile."""
    with pytest.raises(OptionError):
        WissensGame(scenario_bundle(10), players=6)
    for bundle in (load_for_game("wissens-spektrum"), scenario_bundle(cards_needed(6))):
        assert play_checking_every_draw(WissensGame(bundle, players=6), seed=1, index=0) >= 0


def test_the_tightest_decks_never_run_dry_in_whole_random_games():
    for players, weak_area in ((6, False), (4, True), (3, True)):
        game = WissensGame(scenario_bundle(cards_needed(players, weak_area)), players=players, weak_area=weak_area,
                           pass_on=True)
        for index in range(3):
            assert play_checking_every_draw(game, seed=7, index=index) >= 0


# --- the command line -----------------------------------------------------------------------------

def write_ws_deck(root, cards_per_area: dict[str, int]):
    """A valid Wissens-Spektrum deck folder with the given number of cards in each area."""
    cards = "".join(f"- id: {area}-{n}\n  area: {area}\n  questions:\n{questions(6)}"
                    for area, count in cards_per_area.items() for n in range(1, count + 1))
    return write_deck(root, "wissens-spektrum", cards=cards, manifest=MANIFESTS["wissens-spektrum"])


def standard_areas(count: int, **fewer: int) -> dict[str, int]:
    """`count` cards in each of the standard six areas, except those named (`sport=4`)."""
    areas = [area["id"] for area in yaml.safe_load(STANDARD_AREAS)["areas"]]
    return {area: fewer.get(area.replace("-", "_"), count) for area in areas}


@pytest.mark.parametrize("command", [["play"], ["simulate", "--games", "3"]])
def test_play_and_simulate_refuse_a_deck_too_small_for_the_players_up_front(tmp_path, cli, command):
    deck = write_ws_deck(tmp_path, standard_areas(13, sport=8))
    run = cli(*command, "wissens-spektrum", "--deck", deck, "--players", "4", "--seed", "1")
    assert run.exit_code == 2 and run.stdout == ""
    assert run.stderr.strip().endswith("4 players need at least 9 cards in every area, so that no pile runs dry, "
                                       "and `sport` has 8; this deck is enough for at most 3 players\n"
                                       "    hint: give `--players 3`")
    tiny = write_ws_deck(tmp_path / "tiny", standard_areas(4))
    run = cli(*command, "wissens-spektrum", "--deck", tiny, "--players", "2", "--seed", "1")
    assert run.exit_code == 1 and run.stdout == "" and "need at least 5 cards in every area" in run.stderr


@pytest.mark.parametrize("command", [["play"], ["simulate", "--games", "3"]])
def test_the_refusal_names_the_players_option_that_plays_the_deck(tmp_path, cli, command):
    """The refusal said `this deck is enough for at most 2 players`, but not that 4 was the default
    nobody had asked for, nor how to ask for fewer."""
    deck = write_ws_deck(tmp_path, standard_areas(6))
    run = cli(*command, "wissens-spektrum", "--deck", deck, "--seed", "1")
    assert run.exit_code == 2 and run.stdout == ""
    assert run.stderr.endswith("this deck is enough for at most 2 players\n"
                               "    hint: 4 players is the default: give `--players 2`\n")
    run = cli(*command, "wissens-spektrum", "--deck", deck, "--seed", "1", "--players", "2")
    assert run.exit_code in (0, 1) and "error" not in run.stderr and run.stdout  # (play stops at the end of input: 1)
    run = cli(*command, "wissens-spektrum", "--deck", deck, "--seed", "1", "--set", "weak_area=true")
    assert run.exit_code == 2 and run.stderr.endswith(
        "without weak_area it is enough for at most 2 players\n    hint: play without weak_area and give `--players 2`\n")
    run = cli(*command, "wissens-spektrum", "--deck", deck, "--seed", "1", "--set", "weak_area=true", "--players", "2")
    assert run.exit_code == 2 and run.stderr.endswith("\n    hint: play without weak_area\n")


def test_simulate_plays_a_deck_just_big_enough(tmp_path, cli):
    deck = write_ws_deck(tmp_path, standard_areas(13, sport=9))
    run = cli("simulate", "wissens-spektrum", "--deck", deck, "--players", "4", "--games", "3", "--seed", "1")
    assert run.exit_code == 0, run.stderr


def test_validate_warns_when_a_deck_cannot_seat_six_players(tmp_path, cli):
    deck = write_ws_deck(tmp_path, standard_areas(13, art=12, sport=5))
    [warning] = [d for d in validate([deck]).diagnostics if d.code == "unplayable"]
    assert not warning.is_error and warning.file.endswith("deck.yaml")
    assert "each area needs 13 cards" in warning.message and "`art` has 12, `sport` has 5" in warning.message
    assert "seat at most 2 players" in warning.message and "19 each" in warning.hint
    run = cli("validate", deck)
    assert run.exit_code == 0 and "[unplayable]" in run.stdout

    enough = write_ws_deck(tmp_path / "enough", standard_areas(13))
    assert validate([enough]).diagnostics == []


def test_the_starter_deck_seats_six_even_with_the_weak_area_rule():
    game = WissensGame(load_for_game("wissens-spektrum"), players=MAX_PLAYERS, weak_area=True)
    assert min(game.card_area.count(area) for area in range(6)) >= cards_needed(MAX_PLAYERS, weak_area=True)
