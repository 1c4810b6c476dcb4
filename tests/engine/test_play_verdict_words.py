"""The verdict `Right? [y/n]` in another language than English: the English letters w and r may mean
something else there (German `w`: wahr, true), so they are refused with a reason; the German words,
y/yes/n/no and the English whole words are read. `W` was read as wrong: `Falsch.`"""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from deckctl.engine import make_game
from deckctl.engine.sources import load_for_game
from deckctl.engine.words import speaking, unclear_verdict, verdict
from deckctl.games.i_know import ui
from deckctl.games.i_know.rules import ANSWER, RIGHT, WRONG


@pytest.mark.parametrize("typed, said", [("j", True), ("Ja", True), ("y", True), ("yes", True), ("richtig", True),
                                         ("n", False), ("nein", False), ("no", False), ("falsch", False),
                                         ("w", None), ("W", None), ("x", None), ("", None)])
def test_german_verdicts(typed, said):
    with speaking("de"):
        assert verdict(typed) is said
        assert (unclear_verdict(typed) is not None) == (typed.lower() == "w")


@pytest.mark.parametrize("typed, said", [("y", True), ("r", True), ("right", True), ("n", False), ("w", False),
                                         ("wrong", False), ("j", None)])
def test_english_verdicts(typed, said):
    assert verdict(typed) is said and unclear_verdict(typed) is None


@pytest.mark.parametrize("lines, result", [(["\n", "W\n", "j\n"], RIGHT), (["\n", "w\n", "n\n"], WRONG)])
def test_a_german_table_asks_again_after_w(lines, result):
    game = make_game(load_for_game("i-know", language="de"), players=2)
    state = game.new_initial_state(1)
    card = next(i for i, c in enumerate(game.cards) if c.get("question") and not c.get("read_aloud"))
    state.phase, state.player, state.card, state.subject = ANSWER, 0, card, game.card_subject[card]
    out = io.StringIO()
    with speaking("de"):
        players = ui.TablePlayers(Console(file=out, width=60, force_terminal=False), lambda: lines.pop(0))
        assert players.answer(state) == result
    assert "„w“ ist hier nicht eindeutig: gib j (richtig) oder n (falsch) ein." in " ".join(out.getvalue().split())
