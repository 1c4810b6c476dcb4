"""Help that helps: every command's --help shows what to type, never a Python type; every option
that takes a value names its values; `deckctl games` lists every option each game accepts."""

from __future__ import annotations

import json
import re

import pytest
import typer
from typer.testing import CliRunner

from deckctl.cli import play
from deckctl.cli.app import app
from deckctl.engine import playable_games, rules_module
from deckctl.engine.options import player_range

PYTHON_TYPES = re.compile(r"<\s*(bool|str|int|float|path|list|dict|tuple|text|integer)\b|list\[|\bPath\b|\bNoneType\b")


def _commands(command, path: tuple[str, ...] = ()):
    """Every command and group under `command` (typer may bring its own copy of click: duck typing)."""
    yield path, command
    if hasattr(command, "commands"):
        for name, sub in command.commands.items():
            yield from _commands(sub, (*path, name))


COMMANDS = list(_commands(typer.main.get_command(app)))


def help_text(path, columns: int | str):
    """`deckctl <path> --help` as a terminal of `columns` columns shows it. The test runner fixes
    click's width at 80 whatever COLUMNS says, so the width goes in as click works it out from a
    terminal's (at most 80, less 2)."""
    return CliRunner().invoke(app, [*path, "--help"], terminal_width=min(int(columns), 80) - 2)


def test_every_command_and_subcommand_is_checked():
    names = {" ".join(path) for path, _ in COMMANDS}
    assert {"", "play", "simulate", "games", "export", "export pdf", "export calibration", "i18n status",
            "preview", "replay"} <= names


@pytest.mark.parametrize("path", [path for path, _ in COMMANDS], ids=lambda path: " ".join(path) or "deckctl")
@pytest.mark.parametrize("columns", ["60", "200"])
def test_help_shows_no_python_types(path, columns):
    run = help_text(path, columns)
    assert run.exit_code == 0
    found = PYTHON_TYPES.search(run.stdout)
    assert found is None, f"`{found.group(0)}` in the help of `deckctl {' '.join(path)}`:\n{run.stdout}"


@pytest.mark.parametrize(("path", "command"), COMMANDS, ids=lambda x: " ".join(x) if isinstance(x, tuple) else "")
def test_every_option_with_a_value_names_it_and_arguments_are_upper_case(path, command):
    for param in command.params:
        if param.param_type_name == "option" and not param.is_flag:
            assert param.metavar, f"deckctl {' '.join(path)} {param.opts[0]} has no metavar"
        if param.param_type_name == "argument":
            assert param.metavar and param.metavar.isupper(), f"deckctl {' '.join(path)}: argument {param.name}"


@pytest.mark.parametrize(("path", "values"), [
    (["export", "pdf"], ["a4|letter", "sheets|singles", "long-edge|short-edge|none", "poker|bridge|mini|tarot|WxH",
                         "text|json|github"]),
    (["export", "calibration"], ["a4|letter", "long-edge|short-edge"]),
    (["simulate"], ["random|knowledgeable", "text|json"]),
])
def test_choices_are_listed_with_their_default(path, values):
    text = CliRunner().invoke(app, [*path, "--help"], env={"COLUMNS": "200"}).stdout
    for value in values:
        assert value in text
    assert "default" in text


def test_players_help_gives_each_games_range():
    seats = {game: player_range(rules_module(game).OPTIONS) for game in playable_games()}
    assert play.PLAYERS == {game: seats[game] for game in seats if seats[game][1] > 1}
    assert all(game in play.GAMES_HELP for game in playable_games())


def test_games_lists_every_option_each_game_accepts():
    run = CliRunner().invoke(app, ["games"], env={"COLUMNS": "60"})
    assert run.exit_code == 0
    blocks = dict(re.findall(r"(?m)^(\S+): (.*(?:\n  .*)*)", run.stdout))
    assert set(blocks) == set(playable_games())
    for game in playable_games():
        for option in rules_module(game).OPTIONS:
            assert f"--set {option.name}={option.values()}" in blocks[game]
            default = str(option.default).lower() if isinstance(option.default, bool) else str(option.default)
            assert f"(default {default}" in blocks[game]
        assert all(len(line) <= 60 for line in run.stdout.splitlines())
    data = json.loads(CliRunner().invoke(app, ["games", "--format", "json"]).stdout)
    for game in data:
        declared = rules_module(game["id"]).OPTIONS
        assert [option["name"] for option in game["options"]] == [option.name for option in declared]


def test_every_option_games_lists_is_accepted_at_its_default():
    from deckctl.engine import make_game
    from deckctl.engine.sources import load_for_game

    for game in playable_games():
        bundle = load_for_game(game)
        options = {option.name: str(option.default) for option in rules_module(game).OPTIONS}  # as --set gives
        assert set(make_game(bundle, **options).options()) == set(options)


@pytest.mark.parametrize("path", [path for path, command in COMMANDS if hasattr(command, "commands")],
                         ids=lambda path: " ".join(path) or "deckctl")
def test_command_lists_are_not_cut_at_60_columns(path):
    text = help_text(path, 60).stdout
    listed = text.split("Commands:")[1].splitlines()
    assert listed and not any(line.endswith("...") for line in listed)


OPTION_NAME = re.compile(r"(?<![\w-])--?[a-zA-Z][\w-]*\w")
BUILD_PATH = re.compile(r"build/[\w<>./-]*\w")


def _kept_as_written(path) -> set[str]:
    """The lines of the command's own help that its `\b` paragraphs keep unwrapped."""
    command = dict(COMMANDS)[tuple(path)]
    kept = set()
    for block in (command.help or "").split("\n\n"):
        lines = block.strip("\n").splitlines()
        if lines and lines[0].strip() == "\b":
            kept |= {line.strip() for line in lines[1:]}
    return kept


@pytest.mark.parametrize("path", [path for path, _ in COMMANDS], ids=lambda path: " ".join(path) or "deckctl")
@pytest.mark.parametrize("columns", ["60", "80"])
def test_help_keeps_option_names_and_paths_whole(path, columns):
    """Whatever `--help` names at full width (an option, a `build/...` path), it names on one line at
    60 and 80 columns: no word is broken at a hyphen, no path across lines, no line starts with the
    punctuation that closes the previous one; and the usage line shows required arguments plainly
    (`DECK`), braces being the look of a list of choices."""
    wide = CliRunner().invoke(app, [*path, "--help"], terminal_width=1000).stdout
    run = help_text(path, columns)
    assert run.exit_code == 0
    text, where = run.stdout, f"deckctl {' '.join(path)} --help at {columns} columns:\n{run.stdout}"
    lines = text.splitlines()
    # (a paragraph opening with `\b` is kept as written, at any width: a command to copy whole)
    assert all(len(line) <= int(columns) or line.strip() in _kept_as_written(path) for line in lines), where
    words = {word for line in lines for word in line.split()}
    for name in set(OPTION_NAME.findall(wide)) | set(BUILD_PATH.findall(wide)):
        assert any(name in word for word in words), f"`{name}` is split across lines in {where}"
    assert not re.search(r"[a-zA-Z]-\n", text), f"a word broken at its hyphen in {where}"
    assert not re.search(r"(?m)^\s*[).,;:]", text), f"a line starts with closing punctuation in {where}"
    usage = text.split("\n\n")[0]
    assert "{" not in usage and "}" not in usage, where


def test_usage_shows_required_arguments_plainly_and_optional_ones_in_brackets():
    usage = lambda *path: help_text(path, 80).stdout.splitlines()[0]
    assert usage("export", "pdf") == "Usage: deckctl export pdf [OPTIONS] DECK"
    assert usage("replay") == "Usage: deckctl replay [OPTIONS] LOG"
    assert usage("simulate") == "Usage: deckctl simulate [OPTIONS] [GAME]"  # (--deck or --bundle may name it)
    assert usage("validate").endswith("[OPTIONS] [PATH]...")
