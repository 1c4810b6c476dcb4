"""A command line deckctl cannot read gets one error style, in deckctl's own words: a
`deckctl: error:` line, then the usage line and where the help is, and exit code 2; never click's
`Error:` or pydantic's wording ("Input should be a valid integer", "Value error, ... is not one of")."""

from __future__ import annotations

import enum

import pytest
import typer
from typer.testing import CliRunner

from deckctl.cli.app import app

LIBRARY_WORDS = ("Error:", "Invalid value", "Input should", "Value error", "No such option", "Missing argument",
                 "Got unexpected", "(s)", "requires an argument", "Possible options")


def run(*args: str):
    return CliRunner().invoke(app, list(args))


def assert_usage_error(result, message: str, usage: str) -> None:
    lines = result.stderr.splitlines()
    assert result.exit_code == 2, result.output
    assert lines[0] == f"deckctl: error: {message}"
    assert lines[1] == f"Usage: {usage}"
    command = usage.split(" [")[0]
    assert lines[2] == f"Try `{command} -h` for help."
    assert len(lines) == 3 and not result.stdout
    assert not any(words in result.stderr for words in LIBRARY_WORDS), result.stderr


@pytest.mark.parametrize(("args", "message", "usage"), [
    (["validate", "--format", "yaml"], "--format takes text, json, github or sarif, not `yaml`",
     "deckctl validate [OPTIONS] [PATH]..."),
    (["stats", "--format", "JSON"], "--format takes text or json, not `JSON`; did you mean `json`?",
     "deckctl stats [OPTIONS] [PATH]..."),
    (["simulate", "knowledge", "--games", "x"], "--games takes a whole number (from 1 to 10,000,000), not `x`",
     "deckctl simulate [OPTIONS] [GAME]"),
    (["simulate", "knowledge", "-n", "0"], "--games must be from 1 to 10,000,000, not 0", "deckctl simulate [OPTIONS] [GAME]"),
    (["simulate", "knowledge", "--skill", "1.5"], "--skill must be from 0 to 1, not 1.5",
     "deckctl simulate [OPTIONS] [GAME]"),
    (["play", "knowledge", "--skill", "most"], "--skill takes a number (from 0 to 1), not `most`",
     "deckctl play [OPTIONS] [GAME]"),
    (["export", "pdf", "deck", "--bleed", "3mm"], "--bleed takes a number, not `3mm`",
     "deckctl export pdf [OPTIONS] DECK"),
    (["merge", "a", "b", "c", "d", "--conflict-style", "dif3"],
     "--conflict-style takes merge, diff3 or zdiff3, not `dif3`; did you mean `diff3`?",
     "deckctl merge [OPTIONS] BASE OURS THEIRS PATH"),
    (["validate", "--jbos", "2"], "there is no option --jbos; did you mean --jobs?",
     "deckctl validate [OPTIONS] [PATH]..."),
    (["validate", "--jobs"], "--jobs needs a value: --jobs N", "deckctl validate [OPTIONS] [PATH]..."),
    (["play", "knowledge", "--strategic=yes"],
     "--strategic takes no value (it is a flag: give it alone, or leave it out)", "deckctl play [OPTIONS] [GAME]"),
    (["play"], "missing GAME (or --deck DIR or --bundle FILE, whose game is played)",
     "deckctl play [OPTIONS] [GAME]"),
    (["preview", "deck", "card"], "missing --png FILE", "deckctl preview [OPTIONS] DECK CARD_ID"),
    (["play", "knowledge", "extra"], "unexpected argument `extra`", "deckctl play [OPTIONS] [GAME]"),
    (["replay", "a.jsonl", "b", "c"], "unexpected arguments `b c`", "deckctl replay [OPTIONS] LOG"),
    (["valdate"], "there is no command `valdate`; did you mean `validate`?", "deckctl [OPTIONS] COMMAND [ARGS]..."),
    (["export", "pfd", "deck"], "there is no command `pfd`; did you mean `pdf`?",
     "deckctl export [OPTIONS] COMMAND [ARGS]..."),
    (["--zzz"], "there is no option --zzz", "deckctl [OPTIONS] COMMAND [ARGS]..."),
])
def test_a_usage_error_is_one_line_in_deckctls_words_then_the_usage(args, message, usage):
    assert_usage_error(run(*args), message, usage)


def test_a_control_character_in_a_wrong_value_is_shown_escaped():
    result = run("validate", "--format", "\x1b[2J")
    assert "\x1b" not in result.stderr and "not `\\x1b[2J`" in result.stderr


def test_a_group_alone_still_shows_its_help():
    result = run("export")
    assert result.exit_code == 2 and "Commands:" in result.output and "error" not in result.output


def _typed_options():
    """(command path, option, bad value) for every option of every command whose values typer
    checks itself: numbers and fixed choices."""
    def walk(command, path=()):
        for name, sub in getattr(command, "commands", {}).items():
            yield from walk(sub, (*path, name))
        for param in getattr(command, "params", []):
            annotation = getattr(getattr(param, "type_descriptor", None), "annotation", None)
            typed = annotation in (int, float) or (isinstance(annotation, type) and issubclass(annotation, enum.Enum))
            if param.param_type_name == "option" and typed:
                yield path, param.opts[0], "nonsense"

    return list(walk(typer.main.get_command(app)))


@pytest.mark.parametrize(("path", "option", "value"), _typed_options(),
                         ids=lambda x: " ".join(x) if isinstance(x, tuple) else str(x))
def test_every_number_and_choice_option_refuses_a_wrong_value_in_deckctls_words(path, option, value):
    # Arguments the commands need come after the option: typer reads the option first and stops.
    result = run(*path, option, value, "a", "b", "c", "d")
    assert result.exit_code == 2, result.output
    first = result.stderr.splitlines()[0]
    assert first.startswith("deckctl: error: --") and "`nonsense`" in first, result.stderr
    assert not any(words in result.stderr for words in LIBRARY_WORDS), result.stderr


@pytest.mark.parametrize(("args", "message"), [
    (["--set", "max_rounds=x"], "max_rounds must be a whole number (at least 1), not `x`"),
    (["--set", "max_rounds="], "max_rounds must be a whole number (at least 1), not an empty value"),
    (["--set", "strategic=maybe"], "strategic is true or false, not `maybe`"),
])
def test_a_wrong_game_option_value_is_quoted_as_typed(args, message):
    result = run("simulate", "knowledge", "-n", "1", *args)
    assert result.exit_code == 2 and result.stderr == f"deckctl: error: {message}\n"


def _with_jobs(command=None, path=()):
    """The path of every command that has --jobs."""
    command = command or typer.main.get_command(app)
    for name, sub in getattr(command, "commands", {}).items():
        yield from _with_jobs(sub, (*path, name))
    if any("--jobs" in param.opts for param in getattr(command, "params", [])):
        yield path


def test_every_jobs_option_has_the_one_upper_bound():
    from deckctl.core.workers import MAX_JOBS

    commands = list(_with_jobs())
    assert {"validate", "lint", "fmt", "proof", "build", "export pdf", "export images", "simulate"} <= {
        " ".join(path) for path in commands}
    for path in commands:
        for value in (MAX_JOBS + 1, 10**23):
            result = run(*path, "--jobs", str(value), "a", "b", "c", "d")
            assert result.exit_code == 2, result.output
            assert result.stderr.splitlines()[0] == f"deckctl: error: --jobs must be from 1 to {MAX_JOBS}, not {value}"


def test_on_a_terminal_an_error_wraps_at_spaces_to_its_width(tmp_path):
    from terminal import on_terminal

    lines = on_terminal(["play", "knowlege"], 60, tmp_path, expect=2, stream="stderr")
    assert all(len(line) <= 60 for line in lines) and len(lines) > 1, lines
    assert lines[0].startswith("deckctl: error: there is no game named `knowlege`;")
    assert all(line.startswith("    ") for line in lines[1:])
    assert "`knowledge`?" in " ".join(lines).split()  # no word broken across lines
    usage = on_terminal(["validate", "--format", "yaml"], 60, tmp_path, expect=2, stream="stderr")
    assert usage[-2:] == ["Usage: deckctl validate [OPTIONS] [PATH]...", "Try `deckctl validate -h` for help."]
    assert all(len(line) <= 60 for line in usage), usage
