"""`read_aloud` in the other games where a reader holds the card (Wissens-Spektrum, iKNOW, You Know
It!): the question a person answers shows a gap where the words are, and the whole question comes
after the answers (I know!'s Spelling cards: tests/games/i_know/test_i_know_read_aloud.py)."""

from __future__ import annotations

import copy
import io
import re

import pytest
from rich.console import Console

from deckctl.engine import make_game
from deckctl.engine.aloud import GAP
from deckctl.engine.core import CHANCE
from deckctl.engine.seats import BotSeats
from deckctl.engine.sources import load_for_game


def spoken_bundle(game_id: str) -> dict:
    """The starter deck with every question's first long word to be read aloud."""
    bundle = copy.deepcopy(load_for_game(game_id))
    for card in bundle["cards"]:
        for question in card.get("questions") or [card]:
            question["read_aloud"] = next(w for w in re.findall(r"[A-Za-z]{4,}", question["question"]))
    return bundle


def until(state, phases: tuple):
    """Play on (chance, then each seat's first legal action) until a seat's turn in `phases`."""
    for _step in range(10_000):
        if state.current_player() != CHANCE and state.phase in phases:
            return state
        assert not state.is_terminal()
        state.apply_action(state.sample_chance() if state.current_player() == CHANCE else state.legal_actions()[0])
    raise AssertionError(f"no turn in {phases}")


def screen() -> tuple[Console, io.StringIO]:
    out = io.StringIO()
    return Console(file=out, width=60, force_terminal=False, color_system=None), out


def words_of(question: dict) -> str:
    return question["read_aloud"]


@pytest.mark.parametrize("bots", [None, 1])
def test_wissens_spektrum_shows_the_answerer_a_gap_and_a_bot_the_whole_question(bots):
    from deckctl.games.wissens_spektrum import ui
    from deckctl.games.wissens_spektrum.rules import ANSWER

    game = make_game(spoken_bundle("wissens-spektrum"), players=2)
    state = until(game.new_initial_state(3), (ANSWER,))
    console, out = screen()
    seats = BotSeats(game, "knowledgeable", 0.75, bots, 3) if bots else None
    table = ui.TablePlayers(console, lambda: None, seats)
    question = state.current_question()
    if seats and seats.plays(state.current_player()):
        table.show_bot_move(state, state.legal_actions()[0])
        assert question["question"] in out.getvalue() and GAP not in out.getvalue()
    else:
        table.show_question(state)
        assert GAP in out.getvalue()
        assert not re.search(re.escape(words_of(question)), out.getvalue(), re.IGNORECASE)
        table.show_answer(state)
        assert "The whole question: " + question["question"][:20] in " ".join(out.getvalue().split())


def test_iknow_hides_the_words_while_a_person_answers():
    from deckctl.games.iknow import ui
    from deckctl.games.iknow.rules import PLACE

    game = make_game(spoken_bundle("iknow"), players=3)
    state = until(game.new_initial_state(4), (PLACE,))
    card = game.cards[state.card]
    people = ui.TablePlayer(*screen()[:1], lambda: None)
    bots_only = ui.TablePlayer(*screen()[:1], lambda: None,
                               BotSeats(game, "knowledgeable", 0.75, 3, 4))
    assert ui.hidden_from(state, people) and not ui.hidden_from(state, bots_only)
    shown = ui.question(state, hidden=True).plain
    assert GAP in shown and not re.search(re.escape(card["read_aloud"]), shown, re.IGNORECASE)
    assert card["question"] in ui.question(state).plain
    assert card["question"] in ui.card_back(state).plain  # after everyone's answer


def test_you_know_it_hides_the_words_until_the_reveal():
    from deckctl.games.you_know_it import ui
    from deckctl.games.you_know_it.rules import QUESTION, REVEAL

    game = make_game(spoken_bundle("you-know-it"), players=3)
    state = until(game.new_initial_state(5), (QUESTION,))
    console, out = screen()
    table = ui.TerminalPlayers(console, lambda: None)
    table.show_writing(state)
    question = state.current_question()
    assert GAP in out.getvalue()
    assert not re.search(re.escape(question["read_aloud"]), out.getvalue(), re.IGNORECASE)
    state = until(state, (REVEAL,))
    table.show_reveal(state)
    assert question["question"][:20] in " ".join(out.getvalue().split())



def test_you_know_it_gives_the_words_when_the_asker_is_a_bot():
    from deckctl.games.you_know_it import ui
    from deckctl.games.you_know_it.rules import QUESTION

    game = make_game(spoken_bundle("you-know-it"), players=3)
    state = until(game.new_initial_state(1), (QUESTION,))
    while state.asker == 0:  # Player 1 is the person; a later round has a bot ask
        state.apply_action(state.legal_actions()[0])
        state = until(state, (QUESTION,))
    console, out = screen()
    bots = BotSeats(game, "knowledgeable", 0.75, 2, 1)
    assert bots.plays(state.asker) and not bots.plays(0)
    ui.TerminalPlayers(console, lambda: None, bots).show_writing(state)
    question = state.current_question()
    assert GAP in out.getvalue()
    assert f"cannot say it aloud; it is: {question['read_aloud']}" in " ".join(out.getvalue().split())
