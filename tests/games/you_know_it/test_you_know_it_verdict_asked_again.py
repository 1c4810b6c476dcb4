"""A verdict refused once is asked again with the same answer shown: the loop's reply no longer
overwrites the answer it shows (`P1 answered None: right?` on the second asking)."""

from __future__ import annotations

import re

import pytest
from typer.testing import CliRunner

from deckctl.cli.app import app

LINES = "six\n2\nRome\n2\nGoethe\n1\nx\n1\nNile\n1\npass\nx\ny\n"


@pytest.mark.parametrize("lang, shown, empty", [
    ("en", r"P1 answered \W?six\W?: right\?", "answered None"),
    ("de", r"S1 hat \W?six\W? geantwortet", "hat None"),
])
def test_the_answer_is_shown_again_after_an_unclear_verdict(lang, shown, empty):
    run = CliRunner().invoke(app, ["play", "you-know-it", "--lang", lang, "--players", "2", "--bots", "1",
                                   "--seed", "11", "--set", "rounds=1", "--pace", "0"],
                             input=LINES, env={"COLUMNS": "200"})
    assert len(re.findall(shown, run.stdout)) == 2, run.stdout[-1500:]
    assert empty not in run.stdout
