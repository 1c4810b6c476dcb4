"""`play --log` and `replay` name the log as typed but never raw: a path holding ESC, a bidi
override, a line break and a GitHub workflow command (`::error::`) reaches the terminal and the CI
log escaped, as every name of a file deckctl reads or writes does."""

from __future__ import annotations

import os

from typer.testing import CliRunner

from deckctl.cli.app import app

HOSTILE = "ev\x1b[31mil\u202eX\n::error::pwned"


def _safe(said: str) -> None:
    assert "\x1b" not in said and "\u202e" not in said
    assert not any(line.startswith("::") for line in said.splitlines())


def test_the_log_is_named_escaped_when_written_and_replayed(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    log = tmp_path / HOSTILE
    monkeypatch.setattr("deckctl.games.knowledge.ui.line_reader", lambda stream: lambda: "quit")
    played = CliRunner().invoke(app, ["play", "knowledge", "--seed", "1", "--log", str(log)])
    assert played.exit_code == 0, played.stderr
    assert "replay log written to" in played.stderr and "\\x1b[31mil\\u202eX\\n::error" in played.stderr
    _safe(played.stderr)
    replayed = CliRunner().invoke(app, ["replay", str(log)])
    assert replayed.exit_code == 0, replayed.stderr
    assert "replayed" in replayed.stdout
    _safe(replayed.stdout)
    log.write_text("{}\n", encoding="utf-8")  # (a header of nothing: refused, naming the log)
    refused = CliRunner().invoke(app, ["replay", str(log)])
    assert refused.exit_code == 1
    _safe(refused.stderr)
