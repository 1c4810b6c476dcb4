"""The player on the Recess Area chooses whom to send there too (the rulebook's (B)), and the table
says it as that player's move: 'Player 4 sends Player 2 to the Recess Area too: both miss a turn.'
It said 'Player 2 is sent to the Recess Area and misses a turn; Player 4 misses a turn too.', so a
bot's choice read as something that happened to Player 2, and nobody could tell who chose."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from deckctl.cli.app import app


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Player 4 sends Player 2 to the Recess Area too: both miss a turn."),
    ("de", "Spieler 4 schickt Spieler 2 ebenfalls auf den Pausenhof: beide setzen einmal aus."),
])
def test_a_bots_choice_on_the_recess_area_names_the_chooser(lang, said):
    # (seed 2: Player 4 reaches the Recess Area in round 3 and picks Player 2)
    run = CliRunner().invoke(app, ["play", "i-know", "--bots", "4", "--players", "4", "--seed", "2", "--pace", "0",
                                   "--lang", lang, "--set", "max_rounds=4"], env={"COLUMNS": "200"})
    assert run.exit_code == 0, run.output
    assert said in run.stdout.splitlines()
