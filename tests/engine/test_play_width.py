"""Below the minimum width for play, one line says so and the game goes on."""

from __future__ import annotations

import importlib
import re
import sys
import types

import pytest

from rich.console import Console
from typer.testing import CliRunner

from deckctl.cli.app import app
from deckctl.engine import playable_games, rules_module
from deckctl.engine.headline import headline
from deckctl.engine.prompt import MIN_WIDTH, line_reader, too_narrow


def test_a_narrow_terminal_gets_one_line_and_a_wide_or_piped_one_none():
    assert too_narrow(Console(force_terminal=True, width=59)) == "Only 59 columns; the screens need 60."
    assert too_narrow(Console(force_terminal=True, width=MIN_WIDTH)) is None
    assert too_narrow(Console(force_terminal=False, width=40)) is None  # a pipe has no width to fit


def _front_end(monkeypatch, **attributes) -> None:
    """Knowledge? played through a stand-in front end that shows one line and ends at once."""
    ui = types.ModuleType("stand_in_ui")
    ui.line_reader = line_reader
    ui.play = lambda game, seed, console, read_line, recorder: console.print("the game") or 0
    for name, value in attributes.items():
        setattr(ui, name, value)
    monkeypatch.setitem(sys.modules, "stand_in_ui", ui)
    monkeypatch.setattr(rules_module("knowledge"), "UI", "stand_in_ui")


def _play(columns: int) -> str:
    run = CliRunner().invoke(app, ["play", "knowledge", "--seed", "1"], input="",
                             env={"TTY_COMPATIBLE": "1", "COLUMNS": str(columns)})  # a terminal, as rich sees it
    assert run.exit_code == 0
    return re.sub(r"\x1b\[[0-9;]*m", "", run.stdout)  # colours off: the words are what is checked


def test_play_says_it_in_one_line_and_plays_on(monkeypatch):
    _front_end(monkeypatch)
    assert _play(50) == "Only 50 columns; the screens need 60.\nthe game\n"
    assert _play(60) == "the game\n"


def test_a_front_end_laid_out_for_fewer_columns_names_its_own_minimum(monkeypatch):
    _front_end(monkeypatch, MIN_WIDTH=40)
    assert _play(50) == "the game\n"
    assert _play(39) == "Only 39 columns; the screens need 40.\nthe game\n"


@pytest.mark.parametrize("game_id", playable_games())
def test_every_game_says_once_when_the_terminal_is_narrower_than_its_screens(game_id):
    needed = getattr(importlib.import_module(rules_module(game_id).UI), "MIN_WIDTH", MIN_WIDTH)
    for columns, told in ((needed - 1, True), (needed, False)):
        run = CliRunner().invoke(app, ["play", game_id, "--seed", "1"], input="quit\n",
                                 env={"TTY_COMPATIBLE": "1", "COLUMNS": str(columns)})
        assert run.exit_code == 0, run.output
        line = f"Only {columns} columns; the screens need {needed}."
        assert run.stdout.count("columns; the screens need") == told and (line in run.stdout) == told


def test_a_headline_wraps_between_its_parts_only():
    parts = ["iKNOW", "iknow-starter", "4 players", "first to 20 points", "seed 3"]
    assert headline(parts, 80) == "iKNOW · iknow-starter · 4 players · first to 20 points · seed 3"
    # (where it wraps, the seed is not left alone on a line of its own: the parts are shared out)
    assert headline(parts, 60) == "iKNOW · iknow-starter · 4 players\nfirst to 20 points · seed 3"
    assert headline(parts, 21) == "iKNOW · iknow-starter\n4 players\nfirst to 20 points\nseed 3"
    assert headline(["a-very-long-deck-id"], 5) == "a-very-long-deck-id"  # a part is never cut


# Every option that lengthens a game's first line, and German, whose words are longer.
HEADLINES = {"knowledge": ["--strategic", "--hard"], "i-know": [], "iknow": ["--players", "6"],
             "you-know-it": ["--players", "6"],
             "wissens-spektrum": ["--set", "pass_on=true", "--set", "children=true", "--set", "weak_area=true"]}


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game_id", playable_games())
def test_every_games_first_line_fits_60_columns_or_wraps_between_its_parts(game_id, lang):
    run = CliRunner().invoke(app, ["play", game_id, "--seed", "1234567890", "--lang", lang, *HEADLINES[game_id]],
                             input="quit\n", env={"TTY_COMPATIBLE": "1", "COLUMNS": "60"})
    assert run.exit_code == 0, run.output
    text = re.sub(r"\x1b\[[0-9;]*m", "", run.stdout)
    seed = "Spiel Nr. 1234567890" if lang == "de" else "seed 1234567890"
    lines = text[:text.index(seed) + len(seed)].splitlines()  # the headline, however many lines
    assert len(lines) > 1 or game_id == "i-know"  # the options make it wrap (I know!'s has none)
    assert all(len(line) <= 60 for line in lines)
    assert [line for line in lines if line.endswith("·") or line.startswith(("·", " "))] == []
    assert lines[-1].endswith(seed)
    assert lines[-1] != seed  # (never a line of its own where the line above has room to share)
