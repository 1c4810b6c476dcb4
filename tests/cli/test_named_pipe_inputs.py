"""A named pipe given where a command reads a file (a replay log, a bundle, a sheet) is refused at
once, as a file it cannot read, never waited on. Each command runs in its own process, so one that
did wait would be stopped by the timeout (a guard against a hung suite, not a timed assertion)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

STARTER = Path(__file__).resolve().parents[2] / "decks" / "knowledge-starter"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
@pytest.mark.parametrize(("name", "args", "said"), [
    ("game.log", ["replay", "{pipe}"], "game.log: error: the log is not read: {pipe} is a named pipe, not a file"),
    ("bundle.json", ["play", "knowledge", "--bundle", "{pipe}"], "the bundle is not read: {pipe} is a named pipe"),
    ("deck.csv", ["import", "sheet", "{pipe}", str(STARTER)], "the file is not read: {pipe} is a named pipe"),
    ("deck.xlsx", ["import", "sheet", "{pipe}", str(STARTER)], "the file is not read: {pipe} is a named pipe"),
])
def test_a_named_pipe_is_refused_not_waited_on(tmp_path, name, args, said):
    pipe = tmp_path / name
    os.mkfifo(pipe)  # no writer: a plain open would wait for one for ever
    run = subprocess.run([sys.executable, "-m", "deckctl", *(a.format(pipe=pipe) for a in args)],
                         capture_output=True, text=True, timeout=120, cwd=tmp_path)
    output = run.stdout + run.stderr
    assert run.returncode == 1, output
    assert said.format(pipe=pipe) in output
    assert "Traceback" not in output
