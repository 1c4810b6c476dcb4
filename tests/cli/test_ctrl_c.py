"""Ctrl-C ends any command with one line, "interrupted", and exit code 130 (typer's own handling
would exit 130 without a word, which reads as a crash or as success in a scrolled-away terminal)."""

from __future__ import annotations

import pytest

from deckfactory import DECKS


def _interrupt(*args, **kwargs):
    raise KeyboardInterrupt


@pytest.mark.parametrize("command", [["validate"], ["lint"], ["build", "--jobs", "1", "--out", "{tmp}/out"]])
def test_ctrl_c_says_interrupted_and_exits_130(cli, monkeypatch, tmp_path, command):
    import deckctl.io.discover

    monkeypatch.setattr(deckctl.io.discover, "discover", _interrupt)
    args = [part.replace("{tmp}", str(tmp_path)) for part in command]
    run = cli(*args, DECKS / "knowledge-starter")
    assert run.exit_code == 130
    assert run.stderr.strip().splitlines()[-1] == "interrupted"
    assert run.exception is None  # (no traceback: the application said it)
