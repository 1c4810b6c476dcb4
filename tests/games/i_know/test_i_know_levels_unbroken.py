"""The second headline's levels, one per player (`P1 A, P2 B`), break between players only: a
narrow terminal broke 'P4' / 'D', a seat away from its level."""

from __future__ import annotations

import re

from typer.testing import CliRunner

from deckctl.cli.app import app


def test_a_player_and_their_level_stay_on_one_line():
    run = CliRunner().invoke(app, ["play", "i-know", "--bots", "6", "--players", "6", "--seed", "4", "--pace", "0",
                                   "--set", "levels=A,B,C,D,A,B", "--set", "max_rounds=1"], env={"COLUMNS": "38"})
    assert run.exit_code == 0, run.output
    lines = run.stdout.splitlines()
    start = next(n for n, line in enumerate(lines) if line.startswith("6 players, levels"))
    block = " ".join(lines[start:start + 3])
    assert "P6 B" in block  # (all of it)
    for line in lines[start:start + 3]:
        assert not re.search(r"P\d$", line) and not re.match(r"[A-D]\b", line), lines[start:start + 3]
