"""Play shows what the printed card shows: for every card of the starter deck, each question with
its number on the front and each answer with its number on the back appear in the terminal when
that card is played (with the deck and card named, as a `--proof` print's footer names them).

The texts come from the face itself (deckctl/games/you_know_it/face.py), run on a context that
records what it is asked to draw; so a text the face starts printing fails here until play shows it.
The band titles ("You Know It!", "Answers") and the sleeve hint are the same on every card and
are about the physical card, so they are left out.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from rich.console import Console

from games.face_texts import drawn

from deckctl.engine import make_game
from deckctl.engine.prompt import EndOfInput, line_reader
from deckctl.engine.sources import load_for_game
from deckctl.export.pdf import PdfOptions
from deckctl.export.pdf.document import items_of
from deckctl.games.you_know_it.ui import TerminalPlayers, report
from deckctl.validate.deck import validate

STARTER = Path(__file__).resolve().parents[3] / "decks" / "you-know-it-starter"
CHROME = {"You Know It!", "Answers", "slide out to reveal one answer at a time"}




def printed(deck, item, side: str) -> list[str]:
    ctx = drawn(deck, item, side)
    return [text for text in ctx.texts if text not in CHROME]


def played(game, card: int) -> str:
    """The terminal text of a round played with `card` (two players, every entry the same)."""
    out = io.StringIO()
    console = Console(file=out, force_terminal=False, width=60, color_system=None)
    script = ["x", "1"] * 10 + ["pass", "pass", "", ""] * 5
    table = TerminalPlayers(console, line_reader(io.StringIO("\n".join(script) + "\n")))
    state = game.new_initial_state(1)
    state.apply_action(card)
    report(console, state)
    try:
        while state.round_scores == []:
            state.apply_action(table.step(state))
            report(console, state)
    except EndOfInput:
        pytest.fail("the script ended before the round did")
    return " ".join(out.getvalue().split())


@pytest.fixture(scope="module")
def starter():
    result = validate([STARTER])
    assert result.ok
    game = make_game(load_for_game("you-know-it", STARTER), players=2, rounds=1)
    return result.decks[0], game


def test_every_printed_text_of_every_card_is_shown_in_play_with_its_number(starter):
    deck, game = starter
    items = items_of(deck, PdfOptions())
    assert len(items) == len(game.cards)
    missing = []
    for item in items:
        shown = played(game, game.card_index[item.key])
        front, back = printed(deck, item, "front"), printed(deck, item, "back")
        foot = f"{deck.id} · {item.key}"
        numbers, questions = front[:5], [t for t in front[5:] if t != foot]
        answers = [t for t in back[5:] if t != foot]
        assert numbers == back[:5] == ["1", "2", "3", "4", "5"] and foot not in front + back  # retail: no tag
        expected = [f"Card \"{foot}\" is drawn."]
        expected += [f"question {n} of 5: {' '.join(q.split())}" for n, q in zip(numbers, questions)]
        expected += [f"Answer {n} on the card: {' '.join(a.split())}" for n, a in zip(numbers, answers)]
        missing += [(item.key, text) for text in expected if text not in shown]
    assert missing == []
