"""iKNOW's round results gave the reader's two chips as 'reader +2', in German 'liest vor +2' (a
verb with a number tacked on); the round's rule said 'Runde 1 · liest vor: Spieler 1'. The reader's
cell now reads as a right answer's does ('right at level 2: +2'): 'reader: +2', 'vorgelesen: +2',
and the German rule names the reader first ('Runde 1 · Spieler 1 liest vor')."""

from __future__ import annotations

import re

import pytest


@pytest.mark.parametrize(("language", "cell", "rule"), [
    ("en", "reader: +2", "Round 1 · reader: Player 1"),
    ("de", "vorgelesen: +2", "Runde 1 · Spieler 1 liest vor"),
])
def test_the_readers_chips_read_as_an_answers_points(cli, language, cell, rule):
    result = cli("play", "iknow", "--lang", language, "--bots", "4", "--seed", "1", "--set", "target=4")
    assert result.exit_code == 0, result.stderr
    shown = result.stdout
    assert re.search(rf"^ Spieler 1  {re.escape(cell)} +\+2 → 3$" if language == "de" else
                     rf"^ Player 1 +{re.escape(cell)} +\+2 → 3$", shown, re.MULTILINE), shown
    assert rule in shown and "liest vor +" not in shown and "reader +" not in shown
