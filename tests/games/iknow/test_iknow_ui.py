"""The terminal front end: a scripted table plays a whole game through `ui.play`, and its parsers."""

from __future__ import annotations

import io

import pytest
from iknow_fixture import scenario_bundle, state_json
from rich.console import Console

from deckctl.engine import make_game
from deckctl.engine.core import CHANCE
from deckctl.engine.replay import Recorder, parse_log, replay
from deckctl.engine.sources import bundle_from_deck, default_deck
from deckctl.games.iknow import ui
from deckctl.games.iknow.rules import (
    ANSWER,
    BET,
    BET_BASE,
    CATEGORY,
    PLACE,
    RIGHT,
    WRONG,
    IknowGame,
)


@pytest.fixture(scope="module")
def bundle():
    return bundle_from_deck(default_deck("iknow"))


def table_script(game, seed: int) -> tuple[list[str], object]:
    """The lines a table would type for a whole game (a few refused ones among them), and the final state.

    A shadow state follows the same seed, so it draws the same cards as the front end.
    """
    state = game.new_initial_state(seed)
    lines: list[str] = []
    turn = 0
    while not state.is_terminal():
        if state.current_player() == CHANCE:
            state.apply_action(state.sample_chance())
            continue
        turn += 1
        seat = state.current_player()
        if state.phase == CATEGORY:
            if turn == 1:
                lines += ["astrology", "help"]  # refused, then the help text
            lines.append(["people", "2", "works", "events"][state.round % 4])
            state.apply_action(_category(state, lines[-1]))
        elif state.phase == PLACE:
            if turn == 2:
                lines.append("4")  # not a level
            level = (3, 2, 1)[(state.round + seat) % 3]
            lines.append(str(level))
            action, _ = ui.parse_square(state, str(level))
            state.apply_action(action)
        elif state.phase == BET:
            me = seat
            lines.append(f"+{me + 1}")  # refused: not on yourself
            action = state.legal_actions()[(state.round + seat) % len(state.legal_actions())]
            target, sign = divmod(action - BET_BASE, 2)
            lines.append(f"{'+-'[sign]}{target + 1}")
            state.apply_action(action)
        else:  # the answers: everyone's first, then the table's verdicts in the same order
            card = game.cards[state.card]
            verdicts = []
            for k, answerer in enumerate(state.answer_order()):
                mode = (state.round + k) % 3
                if mode == 0:  # typed right: Enter accepts the suggestion
                    lines.append(card["answer"].upper())
                    verdicts.append(("", RIGHT))
                elif mode == 1:  # typed wrong
                    lines.append("no idea")
                    verdicts.append(("", WRONG))
                else:  # said aloud, judged by the table
                    lines.append("")
                    verdicts.append(("maybe", None))
            for k, (line, action) in enumerate(verdicts):
                if action is None:
                    lines += [line, "y" if k % 2 == 0 else "n"]
                    action = RIGHT if k % 2 == 0 else WRONG
                else:
                    lines.append(line)
                assert state.phase == ANSWER
                state.apply_action(action)
    return lines, state


def _category(state, word: str) -> int:
    action, reason = ui.parse_category(state.game, word)
    assert action is not None, reason
    return action


def test_a_scripted_table_plays_a_whole_game_and_the_log_replays(bundle):
    game = make_game(bundle, players=3, target=12)
    lines, expected = table_script(game, seed=11)
    out = io.StringIO()
    console = Console(file=out, width=100, force_terminal=False)
    log = io.StringIO()
    code = ui.play(game, 11, console, ui.line_reader(io.StringIO("\n".join(lines) + "\n")), Recorder(log))
    text = out.getvalue()
    assert code == 0, text[-2000:]
    assert "Game over" in text
    assert "`astrology` is not a category" in text
    assert "Type a category by number or name" in text  # help
    assert "`4` is not a level" in text
    assert "You cannot bet on yourself." in text
    assert "which matches the card" in text and "does not match the card" in text
    assert "The answer: " in text and "Checking the results" in text
    winners = " and ".join(f"Player {s + 1}" for s in expected.winners)
    assert f"{winners} win" in text
    final = replay(parse_log(log.getvalue()), bundle, make_game)
    assert final.to_json() == expected.to_json()


def test_a_two_player_game_by_script(bundle):
    game = make_game(bundle, players=2, target=8)
    lines, expected = table_script(game, seed=3)
    out = io.StringIO()
    code = ui.play(game, 3, Console(file=out, width=100), ui.line_reader(io.StringIO("\n".join(lines) + "\n")))
    assert code == 0 and "Game over" in out.getvalue()
    assert expected.ended


def test_the_end_of_input_leaves_the_game_unfinished(bundle):
    game = make_game(bundle, players=3)
    out = io.StringIO()
    code = ui.play(game, 1, Console(file=out, width=100), ui.line_reader(io.StringIO("people\n3\n")))
    assert code == 1
    assert "left unfinished in round 1" in out.getvalue()


def test_levels_squares_and_bets_are_read():
    game = IknowGame(scenario_bundle(), players=4)
    state = game.state_from_json(state_json(game, {"card": "people-a", "iknow": {1: "3.1"}}))
    assert ui.parse_square(state, "3") == (10 + 1, "")  # the highest free square of level 3
    assert ui.parse_square(state, "1.3") == (10 + 8, "")
    assert "taken by Player 2" in ui.parse_square(state, "3.1")[1]
    assert "squares 1-3" in ui.parse_square(state, "2.4")[1]
    assert ui.parse_category(game, "Wor")[1]  # world or works: ambiguous
    assert ui.parse_category(game, "the world") == (1, "")
    assert "no events cards" in ui.parse_category(game, "4")[1]
    state = game.state_from_json(state_json(game, {"card": "people-a", "phase": "bet",
                                                   "iknow": {1: "3.1", 2: "2.1", 3: "1.1"}}))
    assert ui.parse_bet(state, "- 3") == (BET_BASE + 2 * 2 + 1, "")
    assert "no iKNOW token" in ui.parse_bet(state, "+1")[1]
    assert "not a bet" in ui.parse_bet(state, "maybe")[1]
