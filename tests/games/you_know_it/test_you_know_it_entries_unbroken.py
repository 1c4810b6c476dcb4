"""A player's entry in a list of the reveal (`P3 2 (answer, prediction)` among the ticks, `P2 1`
among the predictions and the round's points) stays on one line: at 60 columns the ticks broke
as 'S3 2' / '(Antwort, Vorhersage)', the count away from what it counts."""

from __future__ import annotations

import re

import pytest
from typer.testing import CliRunner

from deckctl.cli.app import app

SEAT = {"en": "P", "de": "S"}


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("seed", [4, 5])
def test_no_entry_of_a_list_is_broken_across_lines(lang, seed):
    run = CliRunner().invoke(app, ["play", "you-know-it", "--bots", "6", "--players", "6", "--seed", str(seed),
                                   "--pace", "0", "--lang", lang, "--set", "rounds=1"], env={"COLUMNS": "60"})
    assert run.exit_code == 0, run.output
    lines = run.stdout.splitlines()
    ticks = [line for line in lines if re.match(r"(Ticks for question|Haken für Frage) \d", line)]
    assert ticks  # (the lists are there to check)
    seat = SEAT[lang]
    for line in lines:
        assert not re.match(r"\((answer|prediction|Antwort|Vorhersage)", line), line  # a count's reasons
        assert not re.search(rf"(^|, |: ){seat}\d$", line), line  # a seat without its number
