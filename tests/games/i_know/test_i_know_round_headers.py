"""Every round gets its report cards, also a round whose every turn is missed: the Recess Area
sends both players there, and the next round passes inside the action that sent them (the missed
turns' lines printed under the round before, whose header went on from 3 to 5)."""

from __future__ import annotations

import re

import pytest


@pytest.mark.parametrize("lang, header, missed", [("en", r"Round (\d+) · report cards", "misses this turn"),
                                                  ("de", r"Runde (\d+) · Zeugnisse", "setzt diesmal aus")])
@pytest.mark.parametrize("seed", [2, 5])
def test_a_round_of_missed_turns_has_its_header(cli, monkeypatch, lang, header, missed, seed):
    monkeypatch.setenv("COLUMNS", "60")
    run = cli("play", "i-know", "--lang", lang, "--bots", "2", "--pace", "0", "--seed", str(seed))
    assert run.exit_code == 0, run.stdout[-500:]
    rounds, under = [], {}
    for line in run.stdout.splitlines():
        if re.fullmatch(r"─+ \S.* ─+", line):  # the game's end: its last report cards follow
            break
        if match := re.match(header, line):
            rounds.append(int(match.group(1)))
        elif missed in line:
            under.setdefault(rounds[-1], []).append(line)
    assert rounds == list(range(1, rounds[-1] + 1))
    # The two missed turns of the round after the Recess Area are that round's only turns.
    assert any(len(lines) == 2 for lines in under.values()), under
