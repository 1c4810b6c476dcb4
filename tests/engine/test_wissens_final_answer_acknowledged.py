"""Wissens-Spektrum said "Right!" after every right answer but the one that wins: after the final
question's card answer the screen went straight to `Game over` (German `Spielende`), so the table
never heard its answer judged. The final question answered right is now acknowledged as the
others are, on the line before the game's end, for a person at the keyboard and for a bot, in
English and German, at 60 and 80 columns."""

from __future__ import annotations

import io
from contextlib import nullcontext

import pytest
from typer.testing import CliRunner

from deckctl.cli.app import app
from deckctl.engine import make_game
from deckctl.engine.core import CHANCE
from deckctl.engine.prompt import table_console
from deckctl.engine.sources import load_for_game
from deckctl.engine.words import speaking
from deckctl.games.wissens_spektrum import ui
from deckctl.games.wissens_spektrum.bots import KnowledgeableBot
from deckctl.games.wissens_spektrum.rules import ANSWER, AREA, MOVE, RIGHT

RIGHT_FINAL = {"en": "Right! Player {number} has answered the final question.",
               "de": "Richtig! Spieler {number} hat die Schlussfrage beantwortet."}
END = {"en": "Game over", "de": "Spielende"}


def ending(screen: str, lang: str) -> list[str]:
    """The screen's lines from the final question's card answer to the rule that ends the game."""
    lines = screen.splitlines()
    end = next(i for i, line in enumerate(lines) if f" {END[lang]} " in line and line.startswith("─"))
    answer = max(i for i in range(end) if lines[i].startswith(("Answer on the card:", "Antwort auf der Karte:")))
    return lines[answer:end + 1]


@pytest.mark.parametrize("width", [60, 80])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_bots_right_final_answer_is_acknowledged_before_the_end(lang, width):
    # seed 1, two bots: player 1 answers the final question right (Liechtenstein)
    run = CliRunner().invoke(app, ["play", "wissens-spektrum", "--lang", lang, "--players", "2", "--bots", "2",
                                   "--seed", "1", "--pace", "0"], env={"COLUMNS": str(width)})
    assert run.exit_code == 0, run.stdout[-500:]
    said = ending(run.stdout, lang)
    assert said[1:] == [RIGHT_FINAL[lang].format(number=1), said[-1]], said
    assert max(len(line) for line in said) <= width


def table_lines(game, seed: int) -> tuple[str, int]:
    """What a table of people types to play `seed` through, every answer said aloud and judged
    right, and the seat that wins (the moves and areas a bot that knows everything would choose:
    a turn of right answers goes on until a move ends it, on the way to the rings and a joker)."""
    bot = KnowledgeableBot(game, seed=1, skill=1.0)
    state = game.new_initial_state(seed)
    lines = []
    while not state.is_terminal():
        if state.current_player() == CHANCE:
            state.apply_action(state.sample_chance())
            continue
        action = RIGHT if state.phase == ANSWER else bot.step(state)
        if state.phase == ANSWER:
            lines += ["", "y"]  # Enter: said aloud; then the table's verdict
        elif state.phase == MOVE:
            lines.append(str(action))
        else:
            lines.append(str(action - AREA + 1))
        state.apply_action(action)
    return "\n".join(lines) + "\n", state.winner


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_persons_right_final_answer_is_acknowledged_before_the_end(lang):
    game = make_game(load_for_game("wissens-spektrum", language=lang), players=2)
    script, winner = table_lines(game, 3)
    out = io.StringIO()
    with speaking(lang) if lang != "en" else nullcontext():
        code = ui.play(game, 3, table_console(file=out, width=60, color_system=None),
                       ui.line_reader(io.StringIO(script)), None)
    assert code == 0, out.getvalue()[-500:]
    said = ending(out.getvalue(), lang)
    assert said[-2] == RIGHT_FINAL[lang].format(number=winner + 1), said
    assert sum(line.startswith(("Right!", "Richtig!")) for line in said) == 1
