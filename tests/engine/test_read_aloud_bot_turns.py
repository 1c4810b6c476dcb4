"""A question read aloud (`read_aloud`, a Spelling card) on a bot's turn: the bot's turn shows the
question whole, so the line "The whole question: ..." is not printed again between the bot's answer
and the card's; a person, who was shown a gap, still gets it (I know!, Wissens-Spektrum; in iKNOW
and You Know It!, where the card's answer is shown once for everyone, when no person answered)."""

from __future__ import annotations

import copy
import io
import re

import pytest
from test_read_aloud_games import screen, until

from deckctl.engine import make_game
from deckctl.engine.aloud import GAP
from deckctl.engine.seats import BotSeats
from deckctl.engine.sources import load_for_game

WHOLE = "The whole question: "


def spoken_bundle(game_id: str) -> dict:
    """The starter deck with every question's first long word to be read aloud (as in
    test_read_aloud_games.py)."""
    bundle = copy.deepcopy(load_for_game(game_id))
    for card in bundle["cards"]:
        for question in card.get("questions") or [card]:
            if "question" in question and not question.get("read_aloud"):  # (I know!'s Spelling cards have theirs)
                question["read_aloud"] = next(w for w in re.findall(r"[A-Za-z]{4,}", question["question"]))
    return bundle


def flat(out: io.StringIO) -> str:
    return " ".join(out.getvalue().split())


@pytest.mark.parametrize(("game_id", "module", "players"), [
    ("wissens-spektrum", "wissens_spektrum", 2), ("i-know", "i_know", 2)])
def test_a_bots_answer_is_not_followed_by_the_whole_question_again(game_id, module, players):
    import importlib

    ui = importlib.import_module(f"deckctl.games.{module}.ui")
    rules = importlib.import_module(f"deckctl.games.{module}.rules")
    game = make_game(spoken_bundle(game_id), players=players)
    state = until(game.new_initial_state(3), (rules.ANSWER,))
    question = state.current_question() if hasattr(state, "current_question") else game.cards[state.card]
    console, out = screen()
    bots = BotSeats(game, "knowledgeable", 0.75, players, 3)  # every seat: the answerer is a bot
    ui.TablePlayers(console, lambda: None, bots).show_bot_move(state, state.legal_actions()[0])
    shown = flat(out)
    assert question["question"][:20] in shown and GAP not in shown  # the bot's turn: the question whole
    assert WHOLE not in shown, out.getvalue()
    console, out = screen()  # a person's answer: a gap, then the whole question with the card's answer
    person = ui.TablePlayers(console, lambda: None)
    person.show_question(state)
    person.show_answer(state)
    assert GAP in flat(out) and WHOLE + question["question"][:20] in flat(out)


@pytest.mark.parametrize("bots", [3, 2])
def test_iknow_repeats_the_whole_question_only_when_a_person_answered(bots):
    from deckctl.games.iknow import ui
    from deckctl.games.iknow.rules import ANSWER

    game = make_game(spoken_bundle("iknow"), players=3)
    seats = BotSeats(game, "knowledgeable", 0.75, bots, 4)
    console, out = screen()
    table = ui.TablePlayer(console, lambda: "", seats)
    state = until(game.new_initial_state(4), (ANSWER,))
    # a bot's turn to answer (which shows the question and collects everyone's answers), in a round
    # where the person, when there is one, answers too rather than reads
    while not seats.plays(state.current_player()) or ui.hidden_from(state, table) != (bots < 3):
        state.apply_action(state.legal_actions()[0])
        state = until(state, (ANSWER,))
    table.show_bot_move(state, state.legal_actions()[0])
    assert game.cards[state.card]["answer"] in flat(out)
    assert (WHOLE in flat(out)) == (bots < 3), out.getvalue()


@pytest.mark.parametrize("bots", [3, 2])
def test_you_know_it_repeats_the_whole_question_only_when_a_person_answered(bots):
    from deckctl.games.you_know_it import ui
    from deckctl.games.you_know_it.rules import REVEAL

    game = make_game(spoken_bundle("you-know-it"), players=3)
    state = until(game.new_initial_state(5), (REVEAL,))
    console, out = screen()
    table = ui.TerminalPlayers(console, lambda: None, BotSeats(game, "knowledgeable", 0.75, bots, 5))
    table.show_reveal(state)
    question = state.current_question()
    assert question["answer"] in flat(out)
    assert (WHOLE in flat(out)) == (bots < 3), out.getvalue()
