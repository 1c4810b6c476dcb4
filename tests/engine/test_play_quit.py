"""Leaving a game: `quit` is the players' choice (exit 0), input that ends first is an error (exit 1).
A log of a game the players quit replays to the step they quit after and says so (exit 0)."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from deckctl.cli.app import app
from deckctl.engine import playable_games


@pytest.mark.parametrize("game_id", playable_games())
def test_quit_leaves_the_game_unfinished_with_exit_0(game_id, tmp_path):
    log = tmp_path / "game.jsonl"
    run = CliRunner().invoke(app, ["play", game_id, "--seed", "1", "--log", str(log)], input="quit\n")
    assert run.exit_code == 0
    assert run.stdout.rstrip().endswith("The game was left unfinished in round 1 (quit).")
    assert "replay log written" in run.stderr
    assert log.read_text(encoding="utf-8").endswith('{"result": {"quit": true}}\n')
    replayed = CliRunner().invoke(app, ["replay", str(log)])
    assert replayed.exit_code == 0, replayed.stderr
    assert "exactly; the players quit, leaving the game unfinished in round 1" in replayed.stdout


def test_a_log_that_says_the_players_quit_a_game_that_is_over_is_refused(tmp_path):
    from deckctl.engine import make_game
    from deckctl.engine.replay import QUIT_RESULT, ReplayError, parse_log, replay
    from deckctl.engine.sources import bundle_from_deck, default_deck

    log = tmp_path / "game.jsonl"
    CliRunner().invoke(app, ["play", "knowledge", "--seed", "1", "--bots", "1", "--log", str(log)], input="")
    lines = log.read_text(encoding="utf-8").splitlines()
    assert lines[-1].startswith('{"result": {"returns"')
    parsed = parse_log("\n".join(lines[:-1] + ['{"result": {"quit": true}}']) + "\n")
    assert parsed.result == QUIT_RESULT
    with pytest.raises(ReplayError, match="result: the log says the players quit, but the game is over"):
        replay(parsed, bundle_from_deck(default_deck("knowledge")), make_game)


@pytest.mark.parametrize("game_id", playable_games())
def test_input_ending_before_the_game_is_an_error(game_id):
    run = CliRunner().invoke(app, ["play", game_id, "--seed", "1"], input="")
    assert run.exit_code == 1
    assert run.stdout.rstrip().endswith("The game was left unfinished in round 1 (input ended).")


def test_quitting_in_german_says_where_it_was_broken_off():
    run = CliRunner().invoke(app, ["play", "knowledge", "--seed", "1", "--lang", "de"], input="beenden\n")
    assert run.stdout.rstrip().endswith("Spiel in Runde 1 abgebrochen (auf Wunsch).")
