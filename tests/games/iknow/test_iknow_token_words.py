"""A bot's iKNOW choice is said as the player placing their own token: every player has one, so
`puts the iKNOW token` (`setzt den iKNOW-Stein`) read as one token shared by the table."""

from __future__ import annotations

import re

import pytest
from typer.testing import CliRunner

from deckctl.cli.app import app


@pytest.mark.parametrize(("lang", "said", "not_said"), [
    ("en", r"Player \d places their iKNOW token on level [123]\.", "puts the iKNOW token"),
    ("de", r"Spieler \d setzt den eigenen iKNOW-Stein auf Stufe [123]\.", "setzt den iKNOW-Stein"),
])
def test_a_bots_token_is_its_own(lang, said, not_said):
    run = CliRunner().invoke(app, ["play", "iknow", "--bots", "4", "--seed", "1", "--pace", "0", "--lang", lang,
                                   "--set", "target=5"], env={"COLUMNS": "100"})
    assert run.exit_code == 0, run.output
    assert len(re.findall(said, run.stdout)) >= 3  # (round 1: three answering players)
    assert not_said not in run.stdout
