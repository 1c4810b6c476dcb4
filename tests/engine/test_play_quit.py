"""Leaving a game: `quit` is the players' choice (exit 0), input that ends first is an error (exit 1)."""

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
    assert "replay log written" not in run.stderr  # a log without a result does not replay


@pytest.mark.parametrize("game_id", playable_games())
def test_input_ending_before_the_game_is_an_error(game_id):
    run = CliRunner().invoke(app, ["play", game_id, "--seed", "1"], input="")
    assert run.exit_code == 1
    assert run.stdout.rstrip().endswith("The game was left unfinished in round 1 (input ended).")
