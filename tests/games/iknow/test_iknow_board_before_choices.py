"""docs/rules/iknow.md said the board is drawn before each choice; with bots at the table only a
choice typed at the keyboard is: a bot's is a line (`Player 3 places their iKNOW token on level 1.`).
The page now says so, and this pins both (seed 3: in round 1 the person reads and the three bots
place and bet; in round 2 the person places after two bots, and the input ends)."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from deckctl.cli.app import app

BOARD_ROW = "level 3 ●●●"
RULES = Path(__file__).resolve().parents[3] / "docs" / "rules" / "iknow.md"


def test_the_board_is_drawn_before_a_persons_choice_and_a_bots_is_a_line(monkeypatch):
    monkeypatch.setenv("COLUMNS", "60")
    run = CliRunner().invoke(app, ["play", "iknow", "--bots", "3", "--seed", "3", "--pace", "0"], input="1\n")
    assert run.exit_code == 1 and isinstance(run.exception, SystemExit), run.exception  # (the input ended)
    lines = run.stdout.splitlines()
    persons = [i for i, line in enumerate(lines) if line.startswith(("Player 1, your iKNOW level", "Player 1, your iBET"))]
    bots = [i for i, line in enumerate(lines) if " places their iKNOW token on level " in line
            or " places their iBET token on " in line]
    boards = [i for i, line in enumerate(lines) if line.startswith(BOARD_ROW)]
    assert len(persons) == 1 and len(bots) == 8  # (round 1: three tokens, three bets; round 2: two tokens)
    assert boards == [persons[0] - 3]  # the board's three rows, then the prompt; none before a bot's move
    assert "The board is drawn before each choice typed at the keyboard" in " ".join(RULES.read_text(encoding="utf-8").split())
