"""Help screens that read right at 60 and 100 columns: the command list speaks in verbs, a
command to copy stays on one line, and each bot default is said where it applies."""

from __future__ import annotations

import re

import pytest
import typer
from typer.testing import CliRunner

from deckctl.cli import play
from deckctl.cli.app import app

COLUMNS = [60, 100]
GIT_CONFIG = ('git config merge.deckctl.driver "deckctl merge %O %A %B %P --marker-size %L --base-label %S '
              '--ours-label %X --theirs-label %Y"')


def _help(columns: int, *path: str) -> str:
    # (click caps its width at 80 whatever the terminal, less 2: as test_cli_help does)
    run = CliRunner().invoke(app, [*path, "--help"], terminal_width=min(columns, 80) - 2)
    assert run.exit_code == 0, run.output
    return run.stdout


def _text(columns: int, *path: str) -> str:
    """The help's words with its line breaks and indents made single spaces."""
    return " ".join(_help(columns, *path).split())


def _option(path: str, name: str):
    command = typer.main.get_command(app).commands[path]
    return next(param for param in command.params if param.name == name)


@pytest.mark.parametrize("columns", COLUMNS)
def test_proof_is_listed_with_a_verb_as_the_other_commands(columns):
    line = next(line for line in _help(columns).splitlines() if line.strip().startswith("proof "))
    assert line.split(None, 1)[1].startswith("Write a web page of every card")
    assert len(line) <= columns


@pytest.mark.parametrize("columns", COLUMNS)
def test_merge_help_keeps_the_git_config_command_on_one_line(columns):
    lines = [line.strip() for line in _help(columns, "merge").splitlines()]
    assert GIT_CONFIG in lines  # whole, so that copying the line copies the command


@pytest.mark.parametrize("columns", COLUMNS)
def test_fmt_help_says_plainly_which_files_it_leaves_alone(columns):
    text = _text(columns, "fmt")
    assert "Only those files are rewritten. Any other file you name is reported as an error and left as it is" \
        in text
    assert "So is any other file named" not in text


@pytest.mark.parametrize("columns", COLUMNS)
def test_simulate_and_play_say_their_own_bot_defaults(columns):
    simulate = _text(columns, "simulate")
    bot, skill = _option("simulate", "bot").default, _option("simulate", "skill").default
    # (--skill has no default of its own: given with the random bot it is refused, and the
    # knowledgeable bot takes 1.0 without it, as the help says)
    assert (bot, skill) == ("random", None)
    assert f"By default the bot is {bot}" in simulate and "--skill, 1.0 by default" in simulate
    assert "(default: 1.0)" in simulate
    played = _text(columns, "play")
    assert (f"By default the bots are {play.PLAY_BOT} and answer right with probability {play.PLAY_SKILL:g}"
            in played)


@pytest.mark.parametrize("columns", COLUMNS)
def test_export_pdf_duplex_help_is_plain_english(columns):
    text = _text(columns, "export", "pdf")
    assert "after each page of card fronts comes the page of their backs" in text
    assert not re.search(r"fronts page|backs page", text)


def test_simulate_refuses_a_skill_the_random_bot_would_ignore(cli):
    """`simulate knowledge --skill 0.5` had run the random bot and reported `skill: null`."""
    run = cli("simulate", "knowledge", "--skill", "0.5", "--games", "2")
    assert run.exit_code == 2 and "--skill is for --bot knowledgeable" in run.stderr, run.stderr
    assert cli("simulate", "knowledge", "--bot", "knowledgeable", "--skill", "0.5", "--games", "2").exit_code == 0
