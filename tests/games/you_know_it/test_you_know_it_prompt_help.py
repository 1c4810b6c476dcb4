"""`help` at a prompt explains that prompt, in the table's language: the secret answer, the
prediction and the bet each say what is asked and what it scores (the answer and prediction
prompts no longer explain bets), and every seat named as an example is one at the table."""

from __future__ import annotations

import io
import pytest
from rich.console import Console

from deckctl.engine import make_game
from deckctl.engine.sources import bundle_from_deck, default_deck
from deckctl.engine.words import speaking
from deckctl.games.you_know_it.ui import line_reader, play

ANSWER = "Type your answer to the question shown"
PREDICTION = "Predict how many of the 2 players, you among them"
BET = "Bet on another player's answer to this question"


@pytest.fixture(scope="module")
def game():
    return make_game(bundle_from_deck(default_deck("you-know-it")), players=2, rounds=1)


def transcript(game, lines: list[str]) -> str:
    out = io.StringIO()
    console = Console(file=out, force_terminal=False, width=60, color_system=None)
    play(game, 3, console, line_reader(io.StringIO("".join(line + "\n" for line in lines))))
    return " ".join(out.getvalue().split())


def shown(text: str, start: str) -> str:
    """The help that begins with `start`, to the commands that end every help."""
    assert text.count(start) == 1, text
    return text[text.index(start):].split("Commands at any prompt:")[0]


def test_each_prompt_explains_itself_and_names_only_seats_at_the_table(game):
    text = transcript(game, ["help", "Paris", "help", "1", *["x", "1"] * 9, "help"])
    assert "bet" not in shown(text, ANSWER) and "bet" not in shown(text, PREDICTION)
    assert "P2, bet (know P1 / not P1 / pass)" in text and "as P1 or 1" in shown(text, BET)  # P2 bets on P1
    assert "P3" not in text  # two players: P1 and P2


def test_help_speaks_the_tables_language(game):
    with speaking("de"):
        text = transcript(game, ["hilfe", "Paris", "hilfe"])
    assert "Gib deine Antwort auf die gezeigte Frage ein" in text
    assert "Sag voraus, wie viele der 2 Spieler" in text
    assert "Wette" not in text.split("Gib deine Antwort auf die gezeigte Frage ein")[1].split("Sag voraus")[0]
    assert "S3" not in text
