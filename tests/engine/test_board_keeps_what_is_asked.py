"""`board` in the middle of a prompt draws the board, which pushes what the prompt asks about out of
view (about 28 lines): Knowledge? shows the cards to place again under it, Wissens-Spektrum the
question (and, once shown, the card's answer) (found by a German player's audit)."""

from __future__ import annotations

import io

from deckctl.engine.prompt import table_console
from deckctl.engine.sources import load_for_game
from deckctl.games.knowledge import ui as knowledge_ui
from deckctl.games.knowledge.rules import make_game as knowledge_game
from deckctl.games.wissens_spektrum import ui as wissens_ui
from deckctl.games.wissens_spektrum.rules import make_game as wissens_game


def _played(ui, game, seed: int, lines: list[str]) -> str:
    out = io.StringIO()
    console = table_console(file=out, width=100, force_terminal=False, color_system=None)
    ui.play(game, seed, console, ui.line_reader(io.StringIO("\n".join(lines) + "\n")))
    return out.getvalue()


def test_knowledge_shows_the_cards_to_place_again_under_the_board():
    text = _played(knowledge_ui, knowledge_game(load_for_game("knowledge")), 2, ["board", "quit"])
    after = text.split("gets the card? board", 1)[1]
    card = next(line for line in text.split("Card 1 of 6", 1)[1].splitlines() if line.startswith("["))  # (its front)
    assert "Card 1 of 6" in after and card in after.split("Which marker", 1)[0], after


def test_wissens_spektrum_shows_the_question_again_under_the_map_and_the_answer_once_shown():
    text = _played(wissens_ui, wissens_game(load_for_game("wissens-spektrum"), players=2), 5,
                   ["1", "board", "", "board", "quit"])
    question = text.split("Player 1, your answer (Enter: aloud): board", 1)[0].rstrip().splitlines()[-1]
    first, second = text.split("(Enter: aloud): board", 1)[1].split("Right? [y/n] board", 1)
    assert question in first.split("your answer", 1)[0], first
    assert question in second and "Answer on the card:" in second.split("Right?", 1)[0], second
