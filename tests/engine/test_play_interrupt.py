"""Ctrl-C during `deckctl play` ends the game with a message and exit 130, never a traceback; the
message is in the table's language."""

import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from deckctl.cli.app import app

DECKCTL = Path(sys.executable).parent / "deckctl"


def test_ctrl_c_at_the_prompt_leaves_the_game_cleanly():
    process = subprocess.Popen(
        [str(DECKCTL), "play", "knowledge", "--seed", "1"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        # A test runner started in the background may ignore SIGINT; the player's terminal does not.
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    try:
        deadline = time.monotonic() + 30
        seen = ""
        while "Which marker gets the card?" not in seen and time.monotonic() < deadline:
            seen += process.stdout.read(1)
        assert "Which marker gets the card?" in seen
        process.send_signal(signal.SIGINT)
        out, err = process.communicate(timeout=30)
    finally:
        process.kill()
    assert process.returncode == 130
    assert "The game was left unfinished in round 1 (interrupted)." in out
    assert "Traceback" not in err



def ctrl_c(stream):
    """The keyboard of a person who presses Ctrl-C at the first prompt."""
    def read_line():
        raise KeyboardInterrupt
    return read_line


@pytest.mark.parametrize(("args", "said"), [
    ([], "The game was left unfinished in round 1 (interrupted)."),
    (["--lang", "de"], "Spiel in Runde 1 abgebrochen (Strg+C)."),
])
def test_the_interrupted_line_is_in_the_tables_language(args, said, monkeypatch):
    monkeypatch.setattr("deckctl.games.knowledge.ui.line_reader", ctrl_c)
    run = CliRunner().invoke(app, ["play", "knowledge", "--seed", "1", *args])
    assert run.exit_code == 130
    assert run.stdout.endswith("? \n" + said + "\n")  # on its own line after the prompt
