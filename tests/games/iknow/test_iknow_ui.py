"""The terminal front end: a scripted table plays a whole game through `ui.play`, and its parsers."""

from __future__ import annotations

import io

import pytest
from iknow_fixture import scenario_bundle, state_json

from deckctl.engine import make_game
from deckctl.engine.core import CHANCE
from deckctl.engine.prompt import QUOTED_ENTRY, table_console
from deckctl.engine.replay import Recorder, parse_log, replay
from deckctl.engine.sources import bundle_from_deck, default_deck
from deckctl.games.iknow import ui
from deckctl.games.iknow.rules import (
    ANSWER,
    BET,
    BET_BASE,
    CATEGORY,
    LEVEL_BASE,
    PLACE,
    PLUS,
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
            free = ui.free_levels(state)
            level = free[(state.round + seat) % len(free)]
            lines.append(level)
            action, _ = ui.parse_level(state, level)
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
    console = table_console(file=out, width=100, force_terminal=False)
    log = io.StringIO()
    code = ui.play(game, 11, console, ui.line_reader(io.StringIO("\n".join(lines) + "\n")), Recorder(log))
    text = out.getvalue()
    assert code == 0, text[-2000:]
    assert "Game over" in text
    assert "\"astrology\" is not a category" in text
    assert "Type the number or the name of one of the categories" in text  # help
    assert "\"4\" is not a level" in text
    assert "You cannot bet on yourself." in text
    assert ": matches the card" in text and ": does not match" in text
    assert "The answer: " in text and "Checking the results" in text
    winners = " and ".join(f"Player {s + 1}" for s in expected.winners)
    assert f"{winners} win" in text
    final = replay(parse_log(log.getvalue()), bundle, make_game)
    assert final.to_json() == expected.to_json()


def test_a_two_player_game_by_script(bundle):
    game = make_game(bundle, players=2, target=8)
    lines, expected = table_script(game, seed=3)
    out = io.StringIO()
    code = ui.play(game, 3, table_console(file=out, width=100), ui.line_reader(io.StringIO("\n".join(lines) + "\n")))
    assert code == 0 and "Game over" in out.getvalue()
    assert expected.ended


def test_a_six_player_game_at_60_columns_cuts_no_text_short(bundle):
    game = make_game(bundle, players=6, target=10)
    lines, expected = table_script(game, seed=4)
    out = io.StringIO()
    code = ui.play(game, 4, table_console(file=out, width=60), ui.line_reader(io.StringIO("\n".join(lines) + "\n")))
    text = out.getvalue()
    assert code == 0 and "Game over" in text
    assert "…" not in text  # rich marks a cell it had to cut with an ellipsis
    # (only an answer typed after its prompt runs on, as the terminal wraps what is typed)
    assert all(len(line) <= 60 for line in text.splitlines() if "your answer" not in line)
    rows = [line for line in text.splitlines() if " → " in line]  # one results row per player and round
    assert len(rows) == 6 * expected.round and all(line.split()[0] == "Player" for line in rows)


def test_the_board_fits_the_minimum_width(bundle):
    game = make_game(bundle, players=3)
    assert max(len(line) for line in ui.board(game.new_initial_state(1)).plain.splitlines()) <= ui.MIN_WIDTH


def test_the_end_of_input_leaves_the_game_unfinished(bundle):
    game = make_game(bundle, players=3)
    out = io.StringIO()
    code = ui.play(game, 1, table_console(file=out, width=100), ui.line_reader(io.StringIO("people\n3\n")))
    assert code == 1
    assert "left unfinished in round 1" in out.getvalue()


def test_levels_categories_and_bets_are_read():
    game = IknowGame(scenario_bundle(), players=4)
    state = game.state_from_json(state_json(game, {"card": "people-a", "iknow": {1: "3.1"}}))
    assert ui.parse_level(state, "3") == (LEVEL_BASE, "")  # the lower square of level 3 is still free
    assert ui.parse_level(state, "1") == (LEVEL_BASE + 2, "")
    assert ui.parse_level(state, "3.2")[1] == "\"3.2\" is not a level; type 3, 2 or 1"
    state = game.state_from_json(state_json(game, {"card": "people-a", "iknow": {1: "3.1", 2: "3.2"}}))
    assert ui.parse_level(state, "3")[1] == "level 3 is full: both its squares are taken (Player\u00a02 and Player\u00a03)"
    assert ui.parse_level(state, "")[1] == "type 2 or 1"
    assert ui.parse_category(game, "Wor")[1]  # world or works: ambiguous
    assert ui.parse_category(game, "the world") == (1, "")
    assert ui.parse_category(game, "4")[1] == 'this deck has no "Events" cards'
    assert ui.parse_category(game, "astrology")[1] == "\"astrology\" is not a category; type its number or name"
    state = game.state_from_json(state_json(game, {"card": "people-a", "phase": "bet",
                                                   "iknow": {1: "3.1", 2: "2.1", 3: "1.1"}}))
    assert ui.parse_bet(state, "- 3") == (BET_BASE + 2 * 2 + 1, "")
    # (player 1 reads this round: said so, where "has no iKNOW token on the board" left the reason out)
    assert ui.parse_bet(state, "+1")[1] == "Player\u00a01 reads the clues this round and has no iKNOW token to bet on"
    # (the circles it may be, as the prompt lists them: `+P3`, where `+ or - and a player's number` read as `+3`)
    assert ui.parse_bet(state, "maybe")[1] == "\"maybe\" is not a bet; type one of the free circles as listed: +P3 -P3 +P4 -P4"
    assert ui.parse_bet(state, "")[1] == "type one of the free circles as listed: +P3 -P3 +P4 -P4"


def prompts_of(text: str, start: str) -> list[str]:
    return [line for line in text.splitlines() if line.startswith(start)]


def test_prompts_offer_only_what_the_player_may_do():
    """No bet on yourself, no full level, the deck's categories by name."""
    game = IknowGame(scenario_bundle(), players=6)
    state = game.state_from_json(state_json(game, {"card": "people-a", "phase": "bet",
                                                   "iknow": {1: "3.1", 2: "3.2", 3: "2.1", 4: "2.2", 5: "1.1"},
                                                   "ibet": {1: "+3"}}))
    out = io.StringIO()
    table = ui.TablePlayer(table_console(file=out, width=60), ui.line_reader(io.StringIO("+4\n+2\n")))
    assert table.step(state) == BET_BASE + 2 * 1 + PLUS
    assert prompts_of(out.getvalue(), "Player 3, your iBET") == [
        "Player 3, your iBET (+P2 -P2 -P4 +P5 -P5 +P6 -P6): +4",  # not +P3/-P3 (themselves), not +P4 (taken)
        "Player 3, your iBET (+P2 -P2 -P4 +P5 -P5 +P6 -P6): +2"]
    state = game.state_from_json(state_json(game, {"card": "people-a",
                                                   "iknow": {1: "3.1", 2: "3.2", 3: "2.1", 4: "1.1"}}))
    out = io.StringIO()
    table = ui.TablePlayer(table_console(file=out, width=200), ui.line_reader(io.StringIO("3\nhelp\n2\n")))
    assert table.step(state) == LEVEL_BASE + 1
    text = out.getvalue()
    assert prompts_of(text, "Player 6, your iKNOW") == [
        "Player 6, your iKNOW level (2 or 1): 3", "Player 6, your iKNOW level (2 or 1): help",
        "Player 6, your iKNOW level (2 or 1): 2"]
    assert "Level 3 is full: both its squares are taken (Player 2 and Player 3)." in text
    assert "Free now: 2 or 1." in text
    state = game.state_from_json(state_json(game, {}))
    out = io.StringIO()
    ui.TablePlayer(table_console(file=out, width=60), ui.line_reader(io.StringIO("world\n"))).step(state)
    assert "Categories: 1 People, 2 The World, 3 Works\nPlayer 1, choose the category: world" in out.getvalue()


def test_board_and_scores_work_while_the_table_judges_the_answers():
    game = IknowGame(scenario_bundle(), players=3)
    state = game.state_from_json(state_json(game, {"card": "people-a", "phase": "answer",
                                                   "iknow": {1: "3.1", 2: "3.2"}, "ibet": {1: "+2", 2: "-1"}}))
    out = io.StringIO()
    table = ui.TablePlayer(table_console(file=out, width=60), ui.line_reader(io.StringIO("\n\nboard\nscores\ny\n")))
    assert table.step(state) == RIGHT
    text = out.getvalue()
    assert "level 3 ●●●  (+  ) [P2] (P3 )    ( P2) [P3] (-  )" in text
    assert "Player 1 (reader)" in text


def test_the_board_shows_two_squares_a_level_with_the_bets_beside_each_token():
    game = IknowGame(scenario_bundle(), players=6)
    state = game.state_from_json(state_json(game, {"card": "people-a", "phase": "bet",
                                                   "iknow": {1: "3.1", 2: "3.2", 3: "2.1", 4: "2.2", 5: "1.1"},
                                                   "ibet": {1: "+2", 2: "-1"}}))
    assert ui.board(state).plain.splitlines() == [
        "level 3 ●●●  (+  ) [P2] (P3 )    ( P2) [P3] (-  )",
        "level 2 ●●   (+  ) [P4] (-  )    (+  ) [P5] (-  )",
        "level 1 ●    (+  ) [P6] (-  )          [  ]      ",
    ]


def test_the_screen_shows_each_clue_with_its_chips_and_the_question_again_before_the_clues():
    game = IknowGame(scenario_bundle(), players=3)
    state = game.state_from_json(state_json(game, {"card": "people-a", "phase": "answer",
                                                   "iknow": {1: "3.1", 2: "3.2"}, "ibet": {1: "+2", 2: "+1"}}))
    out = io.StringIO()
    ui.TablePlayer(table_console(file=out, width=60), ui.line_reader(io.StringIO("curie\n\n\n"))).step(state)
    lines = out.getvalue().splitlines()
    assert lines[0] == " People   Player 1 reads: Question of people-a?"
    assert [line for line in lines if line.startswith("Clue")] == [
        "Clue 1 (3 chips): First clue of people-a.",
        "Clue 2 (2 chips): Second clue of people-a.",
        "Clue 3 (1 chip): Third clue of people-a.",
    ]
    assert lines.index("Clue 2 (2 chips): Second clue of people-a.") > lines.index(
        "Player 3, your answer (Enter: aloud): ")  # read out only after the last answer


def test_refusals_quote_a_long_entry_cut_short():
    game = IknowGame(scenario_bundle(), players=4)
    long, cut = "x" * 198, "x" * (QUOTED_ENTRY - 1) + "…"
    assert ui.parse_category(game, long)[1] == f"\"{cut}\" is not a category; type its number or name"
    state = game.state_from_json(state_json(game, {"card": "people-a", "iknow": {1: "3.1"}}))
    assert ui.parse_level(state, long)[1] == f"\"{cut}\" is not a level; type 3, 2 or 1"
    state = game.state_from_json(state_json(game, {"card": "people-a", "phase": "bet",
                                                   "iknow": {1: "3.1", 2: "2.1", 3: "1.1"}}))
    assert ui.parse_bet(state, long)[1] == f"\"{cut}\" is not a bet; type one of the free circles as listed: +P3 -P3 +P4 -P4"
    assert ui.parse_bet(state, "+" + "9" * 198)[1] == "there is no player " + "9" * (QUOTED_ENTRY - 1) + "…"


def test_a_digit_that_is_no_number_is_refused():
    game = IknowGame(scenario_bundle(), players=4)
    assert ui.parse_category(game, "²")[0] is None  # ('²'.isdigit() is true, int('²') raised)
    state = game.state_from_json(state_json(game, {"card": "people-a", "iknow": {1: "3.1"}}))
    assert ui.parse_level(state, "²")[1] == "\"²\" is not a level; type 3, 2 or 1"
    state = game.state_from_json(state_json(game, {"card": "people-a", "phase": "bet",
                                                   "iknow": {1: "3.1", 2: "2.1", 3: "1.1"}}))
    assert ui.parse_bet(state, "+²")[0] is None
