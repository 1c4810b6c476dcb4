"""Below the minimum width for play, one line says so and the game goes on."""

from __future__ import annotations

from rich.console import Console
from typer.testing import CliRunner

from deckctl.cli.app import app
from deckctl.engine.prompt import MIN_WIDTH, too_narrow


def test_a_narrow_terminal_gets_one_line_and_a_wide_or_piped_one_none():
    assert too_narrow(Console(force_terminal=True, width=59)) == "Only 59 columns: screens need 60, lines will wrap."
    assert too_narrow(Console(force_terminal=True, width=MIN_WIDTH)) is None
    assert too_narrow(Console(force_terminal=False, width=40)) is None  # a pipe has no width to fit


def test_play_warns_once_and_plays_on():
    env = {"TTY_COMPATIBLE": "1", "COLUMNS": "50"}  # what rich sees on a 50-column terminal
    run = CliRunner().invoke(app, ["play", "you-know-it", "--seed", "1"], input="quit\n", env=env)
    assert run.exit_code == 0
    assert run.stdout.count("Only 50 columns: screens need 60") == 1
    assert "left unfinished" in run.stdout
    wide = CliRunner().invoke(app, ["play", "you-know-it", "--seed", "1"], input="quit\n",
                              env={"TTY_COMPATIBLE": "1", "COLUMNS": "80"})
    assert "columns:" not in wide.stdout


def test_a_game_laid_out_for_fewer_columns_says_it_itself_once():
    env = {"TTY_COMPATIBLE": "1", "COLUMNS": "50"}  # Knowledge? declares its own, narrower minimum
    run = CliRunner().invoke(app, ["play", "knowledge", "--seed", "1"], input="quit\n", env=env)
    assert run.exit_code == 0 and "screens need 60" not in run.stdout
