"""A player's name was split across lines where a line naming players wrapped: the bots'
introduction at 80 columns in German ended a line with `Spieler` and began the next with `1.`
(iKNOW, I know!, Wissens-Spektrum; `Player` / `6 are bots` at 60 in English), and any other line
naming a player could split the same way. Each game's name for a player is now kept on one line
(words.unbroken, as iKNOW's bet line did), everywhere it is shown, and printed with a plain space.
Each case here split on the old code: a person among bots, or a whole game of bots."""

from __future__ import annotations

import re

import pytest
from typer.testing import CliRunner

from deckctl.cli.app import app
from deckctl.engine.words import NO_BREAK

CASES = [("en", 60, 6, 6), ("en", 80, 4, 2), ("de", 60, 5, 3), ("de", 80, 2, 1)]  # lang, width, players, bots


@pytest.mark.parametrize(("lang", "width", "players", "bots"), CASES)
@pytest.mark.parametrize("game", ["iknow", "i-know", "wissens-spektrum"])
def test_a_players_name_stays_on_one_line(game, lang, width, players, bots):
    run = CliRunner().invoke(app, ["play", game, "--lang", lang, "--players", str(players), "--bots", str(bots),
                                   "--seed", "1", "--pace", "0"], input="", env={"COLUMNS": str(width)})
    assert run.exit_code == (0 if bots == players else 1), run.stdout[-500:]
    lines = run.stdout.splitlines()
    assert max(len(line) for line in lines) <= width
    word = "Player" if lang == "en" else "Spieler"
    split = [(line, after) for line, after in zip(lines, lines[1:])
             if line.endswith(word) and re.match(r"\d", after)]
    assert split == []
    introduction = " ".join(run.stdout.split())
    assert re.search(rf"{word} \d+ (is|are|ist|sind) (a bot|bots|ein Bot|Bots)", introduction)
    assert NO_BREAK not in run.stdout  # (printed as a plain space: what a script reading the table finds)
