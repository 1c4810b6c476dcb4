"""German screen lines a German player reads right: nobody right is `Niemand hat richtig
geantwortet.` (as iKNOW says it, not `0 Spieler haben richtig geantwortet.`), a tie-break
question is `Stechfrage 1 (Frage 1 der Karte)` (not `Stechen, Frage 1 (Nummer 1 auf ihrer
Karte)`), the seed in the header is `Spiel Nr. 4` (not `Startwert 4`), and Knowledge? counts
the spaces to the finish instead of fractions of a lap (`Runden um den Plan: Blau 0,3`)."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from deckctl.cli.app import app


def played(*args: str) -> str:
    run = CliRunner().invoke(app, ["play", *args, "--pace", "0"], input="", env={"COLUMNS": "200"})
    assert run.exit_code == 0, run.stdout[-500:]
    return run.stdout


@pytest.mark.parametrize("lang, nobody, tie_break, seed", [
    ("en", "Nobody answered right.", "Tie-break question 1 (number 1 on its card):", "· seed 4\n"),
    ("de", "Niemand hat richtig geantwortet.", "Stechfrage 1 (Frage 1 der Karte):", "· Spiel Nr. 4\n"),
])
def test_you_know_it_nobody_right_and_a_tie_break(lang, nobody, tie_break, seed):
    out = played("you-know-it", "--lang", lang, "--players", "3", "--bots", "3", "--bot", "random", "--seed", "4",
                 "--set", "rounds=1")
    assert nobody in out and tie_break in out and seed in out.splitlines()[0] + "\n"
    assert "0 players" not in out and "0 Spieler" not in out


@pytest.mark.parametrize("lang, line", [("en", "Spaces to the finish (two laps): "),
                                        ("de", "Felder bis zum Ziel (zweimal um den Plan): ")])
def test_knowledge_standings_count_spaces(lang, line):
    out = played("knowledge", "--lang", lang, "--bots", "1", "--seed", "7")
    assert line in out and "Laps" not in out and "Runden um den Plan" not in out
