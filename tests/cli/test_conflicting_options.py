"""Options that contradict each other are refused, naming both (`--strategic --set
strategic=false` used to play the strategic variant without a word); options that agree are not."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from deckctl.cli.app import app


@pytest.mark.parametrize(("args", "first", "second"), [
    (["play", "knowledge", "--strategic", "--set", "strategic=false"], "--set strategic=false", "--strategic"),
    (["simulate", "knowledge", "--set", "hard=no", "--hard"], "--set hard=no", "--hard"),
    (["simulate", "iknow", "--players", "3", "--set", "players=4"], "--set players=4", "--players 3"),
    (["play", "iknow", "--set", "max_rounds=4", "--set", "max-rounds=5"], "--set max_rounds=4",
     "--set max-rounds=5"),
])
def test_contradicting_options_are_a_usage_error_naming_both(args, first, second):
    result = CliRunner().invoke(app, [*args, "--seed", "1"], input="quit\n")
    assert result.exit_code == 2, result.output
    assert result.stderr == f"deckctl: error: {first} and {second} contradict each other: give only one of them\n"
    assert not result.stdout  # refused before any game starts


def test_options_that_agree_are_taken():
    result = CliRunner().invoke(app, ["simulate", "knowledge", "-n", "2", "--jobs", "1", "--strategic",
                                      "--set", "strategic=yes", "--format", "json"])
    assert result.exit_code == 0, result.output
    assert '"strategic": true' in result.stdout
