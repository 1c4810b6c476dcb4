"""A card's id on a German screen is an id, not untranslated words: Wissens-Spektrum's reader line
and You Know It!'s drawn card quote it (`Spieler 2 liest Spieler 1 vor (Karte athletics-and-swimming):`
read as English left in a German sentence)."""

from __future__ import annotations

import re

import pytest
from typer.testing import CliRunner

from deckctl.cli.app import app


@pytest.mark.parametrize("game_id, args, quoted", [
    ("wissens-spektrum", ["--players", "2"], r"vor \(Karte „[a-z0-9-]+“\):"),
    ("you-know-it", ["--players", "3", "--set", "rounds=1"], r"Karte „you-know-it-starter · [a-z0-9-]+“ wird gezogen\."),
])
def test_card_ids_are_quoted(game_id, args, quoted):
    bots = args[args.index("--players") + 1]
    run = CliRunner().invoke(app, ["play", game_id, "--lang", "de", *args, "--bots", bots, "--pace", "0",
                                   "--seed", "1"], input="", env={"COLUMNS": "200"})
    assert run.exit_code == 0, run.stdout[-500:]
    assert re.search(quoted, run.stdout)
    assert not re.search(r"Karte [a-z][a-z0-9]*-", run.stdout)  # no id left bare
