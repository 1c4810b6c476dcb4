"""iKNOW named one iBET circle three ways: the bet prompt listed the free circles as they were
typed, `(+3 -3)`; the board drew a circle holding a bet as `(+P3)`, which is P3's iBET token on
*another* player's (+) circle, where `+P3` typed meant P3's own (+) circle; and the results table
said a bet as `+P3: -1`, circle and chips in one cell, two signed numbers. Now a circle is said as
the board draws the token it is beside, `+P3` for the (+) circle beside `[P3]` (German `+S3`,
`[S3]`): the prompt lists it so (`+3` is still read), a taken circle shows the token on it, `( P3)`,
never a circle's name, and the table gives the circle and its chip in cells of their own.
Seen with a person among two bots (seed 11), en and de, at 60 and 80 columns."""

from __future__ import annotations

import re

import pytest
from typer.testing import CliRunner

from deckctl.cli.app import app

WORDS = {"en": ("P", "your iBET (", "Player 2 ", "quit"), "de": ("S", "deine iBET (", "Spieler 2 ", "beenden")}


@pytest.mark.parametrize("width", [60, 80])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_circle_is_said_as_the_board_draws_the_token_it_is_beside(lang, width):
    short, prompt, player_2, quit_word = WORDS[lang]
    # round 1: player 1 reads, the bots bet; round 2: player 1 takes level 1 and bets on player 3
    run = CliRunner().invoke(app, ["play", "iknow", "--lang", lang, "--players", "3", "--bots", "2", "--seed", "11",
                                   "--pace", "0"], input=f"1\n1\n+3\n{quit_word}\n", env={"COLUMNS": str(width)})
    assert run.exit_code == 0, run.stdout[-500:]
    lines = run.stdout.splitlines()
    assert max(len(line) for line in lines) <= width
    asked = next(i for i, line in enumerate(lines) if prompt in line)
    # the prompt lists the free circles by the board's token: `+P3 -P3`, each beside `[P3]` on the board above
    listed = re.search(r"\(([^)]*)\): \+3$", lines[asked]).group(1).split()
    assert listed == [f"+{short}3", f"-{short}3"]
    board = lines[asked - 3:asked]
    assert any(f"(+  ) [{short}3] (-  )" in line for line in board)
    # a taken circle shows the iBET token on it, never what a circle is typed as
    assert any(f"( {short}3) [{short}1]" in line for line in board)
    assert not re.search(r"\([+-][PS]\d\)", run.stdout)
    # the results: the circle and the chip it cost in cells of their own
    row = next(line for line in lines if line.strip().startswith(player_2) and "→" in line)
    assert re.search(rf"  \+{short}3 +-1 +\+1 → 2$", row), row
    assert f"{short}3:" not in run.stdout
