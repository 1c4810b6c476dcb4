"""You Know It!'s bet results said "P1's bet that P3 knows it: won: +1." (German "...: gewonnen:
+1."), two colons in a row and a bare +1; a won bet is one point at the round's end (its chip
turned to +1). It now says "won, +1 point." ("gewonnen, +1 Punkt."). Seen playing at 60 columns."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("language", "won", "old"), [("en", "P1's bet that P3 knows it: won, +1 point.", "won: +1"),
                                                      ("de", "Wette von S1, dass S3 es weiß: gewonnen, +1 Punkt.",
                                                       "gewonnen: +1")])
def test_a_won_bet_says_its_point_in_one_clause(cli, language, won, old):
    result = cli("play", "you-know-it", "--lang", language, "--players", "3", "--bots", "3", "--seed", "7")
    assert result.exit_code == 0, result.stderr
    assert won in result.stdout.splitlines() and old not in result.stdout
