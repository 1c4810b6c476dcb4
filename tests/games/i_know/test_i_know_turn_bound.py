"""A deck whose every announcement card goes to the Principal's Office, which draws another one:
the engine still ends every game (MAX_TURN_STEPS) as stopped, won by nobody (play, the replay log
and simulate say so), and `deckctl validate` warns about the deck.

The games are bounded by counting actions, never by time: on an engine without the bound the
capped loop below reaches its cap instead of a terminal state."""

from __future__ import annotations

import json

from deckfactory import VALID_CARDS, write_deck

from deckctl.engine import make_game
from deckctl.engine.bots import make_bot
from deckctl.engine.rng import derive
from deckctl.engine.simulate import Tally, play_one
from deckctl.engine.sources import bundle_from_deck, default_deck
from deckctl.games.i_know.rules import MAX_TURN_STEPS
from deckctl.validate.deck import validate

TO_THE_OFFICE = {"id": "to-the-office", "kind": "announcement", "text": "Go to the Principal's Office.",
                 "effect": {"type": "go-to", "square": "principal-office"}}


def office_only_bundle() -> dict:
    """The starter deck's questions with one announcement card: go to the Principal's Office."""
    bundle = bundle_from_deck(default_deck("i-know"))
    questions = [card for card in bundle["cards"] if card.get("kind", "question") == "question"]
    return {**bundle, "cards": [*questions, TO_THE_OFFICE]}


def test_a_deck_of_office_go_tos_ends_every_game_within_the_bounds():
    game = make_game(office_only_bundle(), players=2)
    bound = game.max_rounds * game.num_players * MAX_TURN_STEPS  # the most actions a game can take
    for seed in range(3):
        state = game.new_initial_state(seed)
        bot = make_bot("random", game, 0, 1.0)
        bot.reseed(derive(seed, 1))
        actions = 0
        while not state.is_terminal() and actions <= bound:
            state.apply_action(state.sample_chance() if state.is_chance_node() else bot.step(state))
            actions += 1
        assert state.is_terminal(), f"seed {seed}: no end after {actions} actions"
        assert state.stopped_by_limit() and [e["kind"] for e in state.log][-1] == "stuck"
        assert state.turn_steps == MAX_TURN_STEPS and state.invariants() == []
        assert state.stuck() and state.returns() == [0.0, 0.0]  # nobody won a game that could not go on
    # Simulation counts such a game as stopped, without a winner.
    tally = Tally()
    play_one(game, make_bot("random", game, 0, 1.0), 1, 2, tally)
    assert (tally.games, tally.no_winner, tally.stopped, tally.shared) == (1, 1, 1, 0)


def test_play_says_the_game_was_stopped_and_names_no_winner(tmp_path, cli):
    deck = write_deck(tmp_path, game="i-know", cards=_office_cards())
    log = tmp_path / "game.jsonl"
    run = cli("play", "i-know", "--deck", deck, "--bots", "2", "--seed", "1", "--pace", "0", "--log", log)
    assert run.exit_code == 0, run.stderr
    said = " ".join(run.stdout.split())
    assert "Game stopped" in said and "turn never ended. Nobody wins." in said
    assert "share the win" not in said and "wins with" not in said
    result = json.loads(log.read_text(encoding="utf-8").splitlines()[-1])["result"]
    assert result["stopped"] is True and result["returns"] == [0.0, 0.0]
    replayed = cli("replay", log, "--deck", deck)
    assert replayed.exit_code == 0 and "stopped by an engine safeguard (no winner)" in replayed.stdout
    simulated = cli("simulate", "i-know", "--deck", deck, "-n", "10", "--jobs", "1")
    assert "10 games stopped by an engine safeguard: no winner" in " ".join(simulated.stdout.split())


def _office_cards() -> str:
    """The fixture deck's questions and one announcement card: go to the Principal's Office."""
    question = VALID_CARDS["i-know"].split("- id: fire-drill")[0]
    return question + ("- id: to-the-office\n  kind: announcement\n  text: Go to the Principal's Office.\n"
                       "  effect: {type: go-to, square: principal-office}\n")


def test_validate_warns_about_a_deck_of_office_go_tos(tmp_path, cli):
    deck = write_deck(tmp_path, game="i-know", cards=_office_cards())
    [warning] = [d for d in validate([deck]).diagnostics if d.code == "unplayable"]
    assert not warning.is_error and warning.card_id == "to-the-office"
    assert warning.file.endswith("cards.yaml") and (warning.line, warning.col) == (9, 33)  # at `principal-office`
    assert "Principal's Office" in warning.message and "another effect" in warning.hint
    run = cli("validate", deck)
    assert run.exit_code == 0 and "cards.yaml:9:33" in run.stdout and "[unplayable]" in run.stdout


def test_one_other_announcement_card_makes_the_deck_playable(tmp_path):
    cards = VALID_CARDS["i-know"] + ("- id: to-the-office\n  kind: announcement\n  text: Go to the Office.\n"
                                     "  effect: {type: go-to, square: principal-office}\n")
    deck = write_deck(tmp_path, game="i-know", cards=cards)
    assert [d for d in validate([deck]).diagnostics if d.code == "unplayable"] == []
