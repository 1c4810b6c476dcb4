"""COLUMNS or LINES larger than any terminal is taken as unset, as one that is no number is:
COLUMNS of 10^23 had ended `play` with an internal error (exit 70, in rich), and 10^8 drew a line
of 100 million characters."""

from __future__ import annotations

import os

import pytest

from deckctl.cli.app import MAX_TERMINAL_CELLS


@pytest.mark.parametrize("columns", ["99999999999999999999999", str(MAX_TERMINAL_CELLS + 1)])
def test_play_with_an_impossible_terminal_width_plays_as_without_one(cli, monkeypatch, columns):
    monkeypatch.delenv("COLUMNS", raising=False)
    plain = cli("play", "you-know-it", "--bots", "4", "--seed", "1")
    assert plain.exit_code == 0, plain.stderr
    monkeypatch.setenv("COLUMNS", columns)
    monkeypatch.setenv("LINES", columns)
    run = cli("play", "you-know-it", "--bots", "4", "--seed", "1")
    assert (run.exit_code, run.exception) == (0, None), run.stderr
    assert run.stdout == plain.stdout and "COLUMNS" not in os.environ


def test_a_terminal_width_within_reach_is_kept(cli, monkeypatch):
    monkeypatch.setenv("COLUMNS", str(MAX_TERMINAL_CELLS))
    assert cli("play", "you-know-it", "--bots", "4", "--seed", "1").exit_code == 0
    assert os.environ["COLUMNS"] == str(MAX_TERMINAL_CELLS)
