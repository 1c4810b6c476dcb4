"""SIGTERM at `deckctl play`'s prompt ends the game as Ctrl-C does: its line on a line of its own
after the prompt (not run on after it, or after what the player began to type), in the table's
language, exit 143."""

import pytest
from typer.testing import CliRunner

from deckctl.cli.app import app
from deckctl.core.signals import Terminated


def terminated(stream):
    """The keyboard of a player whose game is killed at the first prompt."""
    def read_line():
        raise Terminated
    return read_line


@pytest.mark.parametrize(("args", "said"), [
    ([], "The game was left unfinished in round 1 (terminated)."),
    (["--lang", "de"], "Spiel in Runde 1 abgebrochen (von außen beendet)."),
])
def test_the_terminated_line_is_its_own_in_the_tables_language(args, said, monkeypatch):
    monkeypatch.setattr("deckctl.games.knowledge.ui.line_reader", terminated)
    run = CliRunner().invoke(app, ["play", "knowledge", "--seed", "1", *args])
    assert run.exit_code == 143
    assert run.stdout.endswith("? \n" + said + "\n")
