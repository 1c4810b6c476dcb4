"""I know!'s English named a square by its bare number: 'Player 1 rolls 1 and moves to 2: red
locker', 'Player 2 moves 2 forward to 33', and under the report cards 'P1 on 2 red locker' (two red
lockers?), where the German says 'Feld 2:'. They now say 'rolls a 1 and moves to square 2: red
locker', 'moves 2 squares forward to square 33', 'P1 on square 2: red locker'. The German 'setzt
1-mal aus' is now 'setzt 1 Runde aus'. Seen playing at 60 columns."""

from __future__ import annotations

import re

import pytest


@pytest.mark.parametrize(("language", "said", "unsaid"), [
    ("en", [r"Player \d rolls a \d and moves to square \d+: ", r"Player \d moves \d squares forward to square \d+: ",
            r"^P\d on square \d+: ", r"misses 1 turn"],
     [r"rolls \d and", r"moves \d forward", r"^P\d on \d"]),
    ("de", [r"Spieler \d würfelt eine \d und zieht auf Feld \d+: ", r"^S\d auf Feld \d+: ", r"setzt 1 Runde aus"],
     [r"-mal aus"]),
])
def test_a_square_is_named_a_square(cli, language, said, unsaid):
    result = cli("play", "i-know", "--lang", language, "--players", "3", "--bots", "3", "--seed", "7")
    assert result.exit_code == 0, result.stderr
    shown = "\n".join(" ".join(line.split()) for line in result.stdout.splitlines())
    for pattern in said:
        assert re.search(pattern, shown, re.MULTILINE), pattern
    for pattern in unsaid:
        assert not re.search(pattern, shown, re.MULTILINE), pattern
