"""iKNOW's line for an iBET said `Player 1 bets +3: Player 3 will answer right.` (German `Spieler 1
setzt +3: ...`): the +3, the (+) circle of player 3, read like three chips staked, in a game whose
results say chips as +1 and -1. The line now says what the board shows: the iBET token placed on
a player's (+) or (-) circle. Seen with a person typing `-2` and a bot betting, at 60 and 80 columns."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from deckctl.cli.app import app

SAID = {
    "en": ("Player 2 places their iBET token on Player 1's (+) circle: Player 1 will answer right.",
           "Player 1 places their iBET token on Player 2's (-) circle: Player 2 will answer wrong."),
    "de": ("Spieler 2 setzt den eigenen iBET-Stein auf den (+)-Kreis von Spieler 1 und wettet, dass Spieler 1 richtig antwortet.",
           "Spieler 1 setzt den eigenen iBET-Stein auf den (-)-Kreis von Spieler 2 und wettet, dass Spieler 2 falsch antwortet."),
}
OLD = {"en": ("bets +", "bets -"), "de": ("setzt +", "setzt -")}


@pytest.mark.parametrize("width", [60, 80])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_an_ibet_is_said_as_the_circle_its_token_goes_on(lang, width):
    # Player 1 chooses a category, takes level 1 and bets that player 2 answers wrong; the bot bets first
    run = CliRunner().invoke(app, ["play", "iknow", "--lang", lang, "--players", "2", "--bots", "1", "--seed", "11",
                                   "--pace", "0"], input="1\n1\n-2\nquit\n", env={"COLUMNS": str(width)})
    assert run.exit_code == 0, run.stdout[-500:]
    lines = run.stdout.splitlines()
    assert max(len(line) for line in lines) <= width
    text = " ".join(run.stdout.split())
    bot, own = SAID[lang]
    assert bot in text and own in text
    assert not any(old in text for old in OLD[lang])
    # a name in the line is never broken between its word and its number (`Spieler` / `1`)
    bet_lines = [line for line in lines if "iBET token" in line or "iBET-Stein" in line]
    assert len(bet_lines) == 2 and not any(line.endswith(("Player", "Spieler")) for line in bet_lines)
