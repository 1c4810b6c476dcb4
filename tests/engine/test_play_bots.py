"""`deckctl play GAME --bots K`: one person against bots, through the command line as a user plays.

For every game with seats, a scripted person in seat 1 plays a seeded game to the end against bots,
and the replay log it writes replays to the same result. The person's script cycles through lines
one of which every prompt of that game accepts (a refused line is asked again), so the game goes on
whatever the bots do. Bots' secrets (You Know It!'s predictions) stay off the screen until the
reveal; the options are checked as a user would mistype them.
"""

from __future__ import annotations

import json
import re

import pytest
import scripted_play
from scripted_play import first_offered
from typer.testing import CliRunner

from deckctl.cli.app import app
from deckctl.engine import make_game
from deckctl.engine.bots import bot_names
from deckctl.engine.seats import BotSeats
from deckctl.engine.sources import load_for_game
from deckctl.engine.words import speaking
from deckctl.games import GAME_IDS


def reachable(text: str) -> str:
    """A joker space on the last `Reachable: ( 8G) <18J>` line, else its first space."""
    line = text[text.rindex("Reachable:"):]
    joker = re.search(r"<\s*(\d+)J>", line)
    return joker.group(1) if joker else re.search(r"\d+", line).group()


# What the scripted person types at each prompt of a game (its last words on the screen): the first
# choice offered (a subject, an area, a level, an iBET, a space from the list), Enter for an answer
# said aloud, `y` for right (`y/n`: right and wrong in turn, or a Wissens-Spektrum turn, which goes
# on while the answers are right, would last the whole game), a prediction of 1, a pass.
RESPONSES = {
    "i-know": [(r"\(Enter: aloud\): $", ""), (r"\[y/n\] $", "y"), (r"Subject \([^(]*\? $", "1"),
               (r"Which player \([^(]*\? $", first_offered)],
    "iknow": [(r"choose the category: $", "1"), (r"iKNOW level \([^(]*: $", first_offered),
              (r"iBET \([^(]*: $", first_offered),
              (r"\(Enter: aloud\): $", ""), (r"right\? \[y/n\] $", "y")],
    "you-know-it": [(r"until the reveal\): $", "x"), (r"will be right \(0-\d\)\? $", "1"),
                    (r"Enter passes: $", ""), (r"bet \([^(]*: $", "pass"), (r"right\? \[y/N\] $", "y")],
    "wissens-spektrum": [(r"which area \(1-6\)\? $", "1"), (r"\(Enter: aloud\): $", ""), (r"Right\? \[y/n\] $", "y/n"),
                         (r"move to which space\? $", reachable)],
}
OPTIONS = {
    "i-know": ["--set", "max_rounds=12"],
    "iknow": ["--set", "target=8"],
    "you-know-it": ["--set", "rounds=1"],
    "wissens-spektrum": [],
}
ENDINGS = {
    "i-know": ("wins with", "share the win", "round limit"),
    "iknow": ("wins with", "win with"),
    "you-know-it": ("wins with",),
    "wissens-spektrum": ("finds the Philosopher's Stone and wins!", "Nobody won before the turn limit."),
}


def script(game_id: str, seed: int, players: int, bots: int) -> str:
    """The lines a person in seat 1 types in this game, found by playing it once in this process."""
    options = {key: int(value) for key, value in (pair.split("=") for pair in OPTIONS[game_id][1::2])}
    return scripted_play.script(game_id, RESPONSES[game_id], seed, {"players": players, **options}, bots)


def play(*args: str, input: str = ""):
    return CliRunner().invoke(app, ["play", *args], input=input, env={"COLUMNS": "60"})


@pytest.mark.parametrize("game_id", sorted(RESPONSES))
def test_one_person_plays_against_bots_to_the_end_and_the_log_replays(game_id, tmp_path):
    log = tmp_path / "game.jsonl"
    run = play(game_id, "--seed", "11", "--players", "3", "--bots", "2", "--log", str(log),
               *OPTIONS[game_id], input=script(game_id, 11, 3, 2))
    assert run.exit_code == 0, run.stdout[-2000:] + run.stderr
    assert run.stdout.count("are bots (knowledgeable, skill 0.75)") == 1
    assert any(ending in run.stdout[-600:] for ending in ENDINGS[game_id]), run.stdout[-600:]
    records = [json.loads(line) for line in log.read_text().splitlines()]
    assert records[0]["bots"] == {"kind": "knowledgeable", "skill": 0.75, "seats": [1, 2]}
    players = {record["player"] for record in records[1:-1]}
    assert {0, 1, 2} <= players  # the person and both bots moved, and every move is in the log
    replayed = CliRunner().invoke(app, ["replay", str(log)])
    assert replayed.exit_code == 0, replayed.stdout + replayed.stderr
    assert f"replayed {len(records) - 2} steps exactly" in replayed.stdout


def test_the_same_seed_and_lines_give_the_same_game():
    first = play("iknow", "--seed", "4", "--players", "3", "--bots", "2", "--set", "target=8",
                 input=script("iknow", 4, 3, 2))
    again = play("iknow", "--seed", "4", "--players", "3", "--bots", "2", "--set", "target=8",
                 input=script("iknow", 4, 3, 2))
    assert first.exit_code == 0 and first.stdout == again.stdout


def test_bots_can_fill_every_seat_and_knowledge_can_be_watched(tmp_path):
    log = tmp_path / "game.jsonl"
    run = play("knowledge", "--seed", "2", "--bots", "1", "--log", str(log))  # no input: nobody types
    assert run.exit_code == 0, run.stdout[-2000:]
    assert "The team is a bot (knowledgeable, skill 0.75): you watch." in run.stdout
    assert "The team (a bot) gives the card to " in run.stdout
    assert CliRunner().invoke(app, ["replay", str(log)]).exit_code == 0
    watched = play("you-know-it", "--seed", "2", "--players", "2", "--bots", "2", "--bot", "random",
                   "--set", "rounds=1")
    assert watched.exit_code == 0
    assert "P1 and P2 are bots (random): you watch." in watched.stdout


def test_a_bots_prediction_stays_secret_until_the_reveal(tmp_path):
    log = tmp_path / "game.jsonl"
    run = play("you-know-it", "--seed", "3", "--players", "3", "--bots", "2", "--set", "rounds=1",
               "--log", str(log), input=script("you-know-it", 3, 3, 2))
    assert run.exit_code == 0, run.stdout[-2000:]
    steps = [json.loads(line) for line in log.read_text().splitlines()[1:-1]]
    # Question 1: each bot's prediction, as the log has it ("P2 predicts 3").
    predictions = [step["text"] for step in steps if step["player"] in (1, 2) and " predicts " in step["text"]][:2]
    assert len(predictions) == 2
    text = run.stdout
    reveal = text.index("Predictions: ")
    before = text[:reveal]
    assert "P2 writes an answer and a prediction (secret)." in before
    for said in predictions:
        seat, number = said.split(" predicts ")
        assert said not in before and "predicts" not in before
        assert f"{seat} {number}" in text[reveal:].splitlines()[0]  # said at the reveal
    assert "(hidden)" in before  # the person's own entries are not shown either


def test_pace_pauses_before_each_bot_move_only_when_asked_or_on_a_terminal(monkeypatch):
    import time

    pauses: list[float] = []
    monkeypatch.setattr(time, "sleep", pauses.append)
    args = ["you-know-it", "--seed", "3", "--players", "2", "--bots", "1", "--set", "rounds=1"]
    assert play(*args, input=script("you-know-it", 3, 2, 1)).exit_code == 0
    assert pauses == []  # the output is not a terminal: no pause unless asked for
    run = play(*args, "--pace", "0.25", input=script("you-know-it", 3, 2, 1))
    assert run.exit_code == 0
    bot_lines = [line for line in run.stdout.splitlines()
                 if line.startswith("P2 writes") or line.startswith("P2 passes") or line.startswith("P2 answered")
                 or line.startswith("P2 bets") or line.startswith("P2 has no chip")]
    assert pauses and set(pauses) == {0.25}
    assert len(pauses) >= len(bot_lines) >= 10  # five questions: writes, bets or passes, verdicts


@pytest.mark.parametrize(("args", "message"), [
    (["iknow", "--players", "3", "--bots", "4"], "--bots 4: iknow has 3 seats (--players N sets how many), so at most 3 bots"),
    (["knowledge", "--bots", "2"], "--bots 2: knowledge has one seat: the team, so at most 1 bot"),
    (["iknow", "--bots", "1", "--bot", "knowledgable"], "no bot `knowledgable` for iknow; did you mean `knowledgeable`? "
                                                        "choose one of: random, knowledgeable"),
    (["iknow", "--bot", "random"], "--bot says how the bots play: add --bots K (the last K seats)"),
    (["iknow", "--skill", "0.5", "--pace", "1"], "--skill and --pace say how the bots play: add --bots K"),
    # a pause time.sleep cannot count ended the game with OverflowError (exit 70)
    (["iknow", "--bots", "4", "--pace", "inf"], "--pace must be from 0 to 60, not inf"),
    (["iknow", "--bots", "4", "--pace", "1e308"], "--pace must be from 0 to 60, not 1e308"),
    (["iknow", "--bots", "4", "--pace", "60.5"], "--pace must be from 0 to 60, not 60.5"),
])
def test_options_the_table_cannot_seat_are_refused_with_a_reason(args, message):
    run = play(*args, "--seed", "1")
    assert run.exit_code == 2
    assert message in run.stderr
    assert run.stdout == ""


def test_simulate_suggests_the_bot_meant_too():
    run = CliRunner().invoke(app, ["simulate", "iknow", "--games", "1", "--bot", "Random"])
    assert run.exit_code == 2
    assert "did you mean `random`?" in run.stderr


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_german_table_names_every_bot_kind_in_german(game_id):
    # "Spieler 2 ist ein Bot (knowledgeable, Trefferquote 0,75)": the kind was the command line's English word
    game = make_game(load_for_game(game_id, language="de"))
    for kind in bot_names(game_id):
        with speaking("de"):
            line = BotSeats(game, kind, 0.75, 1, 5).introduce(lambda seat: f"S{seat + 1}")
        assert kind not in line, line
        assert line.startswith(("S1 ist ein Bot (", f"S{game.num_players} ist ein Bot (")), line
