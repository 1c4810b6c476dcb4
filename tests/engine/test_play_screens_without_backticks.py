"""Backticks are the markup of deckctl's messages, not of a game screen: card ids, typed answers
and examples of what to type are shown in the table language's quotation marks (`Karte
„you-know-it-starter · card-022“ wird gezogen`, `Answers: P1 "six"`), never as `card-022`."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from deckctl.cli.app import app
from deckctl.engine import playable_games


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game_id", playable_games())
def test_a_game_of_bots_shows_no_backticks(game_id, lang):
    seats = ["--bots", "1"] if game_id == "knowledge" else ["--players", "2", "--bots", "2"]  # one team
    run = CliRunner().invoke(app, ["play", game_id, "--lang", lang, *seats, "--pace", "0", "--seed", "2"], input="",
                             env={"COLUMNS": "60"})
    assert run.exit_code == 0, run.stdout[-500:]
    assert "`" not in run.stdout


@pytest.mark.parametrize("lang, answers, reasked", [
    ("en", 'Answers: P1 "six"', 'P1 answered "six": right?'),
    ("de", "Antworten: S1 „six“", "S1 hat „six“ geantwortet"),
])
def test_a_typed_answer_is_quoted_as_the_language_quotes(lang, answers, reasked):
    lines = "six\n2\nRome\n2\nGoethe\n1\nx\n1\nNile\n1\npass\nx\ny\n"
    run = CliRunner().invoke(app, ["play", "you-know-it", "--lang", lang, "--players", "2", "--bots", "1",
                                   "--seed", "11", "--set", "rounds=1", "--pace", "0"], input=lines,
                             env={"COLUMNS": "200"})
    assert answers in run.stdout and reasked in run.stdout
    assert "`" not in run.stdout
