"""A person's iBET is said as a bot's is (`Player 1 places their iBET token on Player 2's (+) circle:
Player 2 will answer right.`): only
the bots' bets were echoed, so a person's own bet showed nowhere until the next board."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from deckctl.cli.app import app


@pytest.mark.parametrize("lang, bot, own", [
    ("en", "Player 2 places their iBET token on Player 1's (+) circle: Player 1 will answer right.",
     "Player 1 places their iBET token on Player 2's (+) circle: Player 2 will answer right."),
    ("de", "Spieler 2 setzt den eigenen iBET-Stein auf den (+)-Kreis von Spieler 1 und wettet, dass Spieler 1 richtig antwortet.",
     "Spieler 1 setzt den eigenen iBET-Stein auf den (+)-Kreis von Spieler 2 und wettet, dass Spieler 2 richtig antwortet."),
])
def test_a_persons_ibet_is_said_as_a_bots_is(lang, bot, own):
    run = CliRunner().invoke(app, ["play", "iknow", "--lang", lang, "--players", "2", "--bots", "1", "--seed", "11",
                                   "--pace", "0"], input="1\n1\n+2\n", env={"COLUMNS": "200"})
    assert bot in run.stdout
    assert own in run.stdout
