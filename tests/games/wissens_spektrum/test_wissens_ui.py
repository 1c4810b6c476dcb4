"""The terminal front end: a whole game driven by a script on standard input, bad input included."""

from __future__ import annotations

import io

from rich.console import Console
from wissens_fixture import scenario_bundle, state_json

from deckctl.engine.core import CHANCE
from deckctl.engine.replay import Recorder, parse_log, replay
from deckctl.games.wissens_spektrum import ui
from deckctl.games.wissens_spektrum.bots import KnowledgeableBot
from deckctl.games.wissens_spektrum.rules import ANSWER, AREA, MOVE, PASS, RIGHT, WRONG, WissensGame, make_game

GAME = WissensGame(scenario_bundle(), players=2)
SEED = 11


def script_for(game, seed: int) -> tuple[str, int]:
    """The lines a table would type to play `seed` through (the bot decides), with some mistakes on the way."""
    bot = KnowledgeableBot(game, seed=1, skill=1.0)
    state = game.new_initial_state(seed)
    lines: list[str] = ["help"]
    asked = 0
    while not state.is_terminal():
        if state.current_player() == CHANCE:
            state.apply_action(state.sample_chance())
            continue
        action = bot.step(state)
        if state.phase in (ANSWER, PASS):
            question = state.current_question()
            right = asked % 4 != 1  # every fourth question is missed
            style = asked % 3
            if right and style == 0:
                lines += [question["answer"].upper(), ""]  # typed, matched, Enter confirms
            elif right and style == 1:
                lines += ["", "maybe", "y"]  # aloud; a bad confirmation is asked again
            elif right:
                lines += ["something else", "y"]  # typed wrong, but the table overrules it
            else:
                lines += ["no idea", ""]  # typed, no match, Enter takes the suggestion (wrong)
            action = RIGHT if right else WRONG
            asked += 1
        elif state.phase == MOVE:
            lines += ["99", "board", str(action)]
        else:
            lines += ["purple", str(action - AREA + 1)]
        state.apply_action(action)
    return "\n".join(lines) + "\n", state.winner


def test_a_scripted_game_runs_to_the_end_and_its_log_replays():
    script, winner = script_for(GAME, SEED)
    out = io.StringIO()
    console = Console(file=out, width=100, force_terminal=False, color_system=None)
    log = io.StringIO()
    code = ui.play(GAME, SEED, console, ui.line_reader(io.StringIO(script)), Recorder(log))
    text = out.getvalue()
    assert code == 0, text[-2000:]
    assert f"Player {winner + 1} finds the Philosopher's Stone and wins!" in text
    assert "Please answer y (right) or n (wrong)." in text
    assert "Space 99 cannot be reached with exactly" in text
    assert "`purple` is not an area" in text
    assert "That matches the card." in text
    assert "second roll" in text.lower()
    final = replay(parse_log(log.getvalue()), scenario_bundle(), lambda bundle, **o: make_game(bundle, **o))
    assert final.winner == winner


def test_with_pass_on_a_missed_question_goes_round_the_table():
    game = WissensGame(scenario_bundle(), players=3, pass_on=True)
    script, winner = script_for(game, 5)
    out = io.StringIO()
    console = Console(file=out, width=200, force_terminal=False, color_system=None)
    assert ui.play(game, 5, console, ui.line_reader(io.StringIO(script)), None) == 0
    text = out.getvalue()
    assert "the question goes round the other players" in text
    assert "missed it; the question goes to Player" in text
    assert f"Player {winner + 1} finds the Philosopher's Stone and wins!" in text


def test_with_children_three_rolls_follow_a_miss():
    game = WissensGame(scenario_bundle(), players=2, children=True)
    script, winner = script_for(game, 8)
    out = io.StringIO()
    console = Console(file=out, width=200, force_terminal=False, color_system=None)
    assert ui.play(game, 8, console, ui.line_reader(io.StringIO(script)), None) == 0
    text = out.getvalue()
    assert "rolls three times: 12 or more wins the card" in text
    assert "Roll 3:" in text
    assert f"Player {winner + 1} finds the Philosopher's Stone and wins!" in text


def test_input_that_ends_early_stops_cleanly():
    out = io.StringIO()
    console = Console(file=out, width=100, force_terminal=False, color_system=None)
    code = ui.play(GAME, SEED, console, ui.line_reader(io.StringIO("1\n")), None)
    assert code == 1
    assert "left unfinished" in out.getvalue()


def test_answers_are_compared_loosely():
    question = {"answer": "Leonardo da Vinci", "accept": ["Da Vinci"]}
    assert ui.matches(question, "leonardo DA vinci!")
    assert ui.matches(question, "da vinci")
    assert not ui.matches(question, "Raphael")
    assert not ui.matches(question, "")


def test_areas_are_read_by_number_colour_or_name():
    assert ui.parse_area(GAME, "3") == (2, "")
    assert ui.parse_area(GAME, "violet") == (3, "")
    assert ui.parse_area(GAME, "Sport") == (5, "")
    assert ui.parse_area(GAME, "geo")[0] == 1
    assert "type more" in ui.parse_area(GAME, "g")[1]  # general, geography, green
    assert "no area 7" in ui.parse_area(GAME, "7")[1]


def test_the_final_question_is_announced_to_the_reader():
    state = GAME.state_from_json(state_json(GAME, {"phase": "choose", "players": [
        {"space": 6, "rings": ["general", "geography", "history", "art", "science", "sport"]}]}))
    out = io.StringIO()
    console = Console(file=out, width=200, force_terminal=False, color_system=None)
    action = ui.TablePlayers(console, ui.line_reader(io.StringIO("sport\n"))).step(state)
    assert action == AREA + 5
    assert "Player 2, which area?" in out.getvalue()
    assert "final question" in out.getvalue()
