"""The findings that keep a deck out of `deckctl stats`, `play` and `simulate` wrap at spaces on a
terminal, as every command's do (a terminal cuts a long line inside a word: `(deckc` / `tl
validate)`); piped, each finding stays one line and its hint another."""

from __future__ import annotations

import os
import subprocess

import pytest
from terminal import DECKCTL, on_terminal

from deckfactory import VALID_CARDS, write_deck

COMMANDS = [
    ["stats", "deck"],
    ["play", "knowledge", "--deck", "deck"],
    ["simulate", "knowledge", "--deck", "deck", "--games", "2"],
]


@pytest.mark.parametrize("command", COMMANDS, ids=lambda command: command[0])
def test_a_deck_with_an_error_is_reported_within_60_columns(tmp_path, command):
    write_deck(tmp_path, cards=VALID_CARDS["knowledge"].replace("value: 2", "value: 9", 1))
    narrow = on_terminal(command, 60, tmp_path, expect=1, stream="stderr")
    assert all(len(line) <= 60 for line in narrow), "\n".join(narrow)
    assert "`9` is out of range for `value`" in " ".join(" ".join(narrow).split())  # (no word of it cut)
    if command[0] != "stats":  # (the three print them alike: one piped run tells they are whole)
        return
    env = {**os.environ, "COLUMNS": "60", "DECKCTL_CACHE_DIR": str(tmp_path / ".cache")}
    piped = subprocess.run([str(DECKCTL), *command], capture_output=True, text=True, env=env, cwd=tmp_path,
                           stdin=subprocess.DEVNULL).stderr.splitlines()
    assert "`9` is out of range for `value`" in piped[0] and piped[1].startswith("    hint: ")
    assert " ".join(narrow).split() == " ".join(piped).split()  # the same words: none cut or broken
    assert len(narrow) > len(piped)
