"""A game an engine safeguard stopped is said to be stopped wherever its end is written: the replay
log's result (`"stopped": true`, and a log written before results said so still replays), the
replay command's last line and simulate's report, which counts the stopped games apart from the
games that ended with every seat at 0."""

from __future__ import annotations

import io
import json

import pytest

from deckctl.engine import make_game
from deckctl.engine.bots import make_bot
from deckctl.engine.replay import Recorder, ReplayError, parse_log, play_logged, replay
from deckctl.engine.sources import bundle_from_deck, default_deck
from deckctl.report.simulation import text

# The round limit set so low that it stops every game.
STOPPED = {"knowledge": {"max_rounds": 1}, "i-know": {"players": 2, "max_rounds": 1}}


def _logged(game_id: str) -> tuple[dict, str]:
    bundle = bundle_from_deck(default_deck(game_id))
    game = make_game(bundle, **STOPPED[game_id])
    log = io.StringIO()
    recorder = Recorder(log)
    recorder.header(game, 5)
    play_logged(game.new_initial_state(5), make_bot("random", game, 5, 1.0).step, recorder)
    return bundle, log.getvalue()


@pytest.mark.parametrize("game_id", sorted(STOPPED))
def test_the_log_of_a_stopped_game_says_so_and_replays(game_id):
    bundle, log = _logged(game_id)
    assert parse_log(log).result["stopped"] is True
    assert replay(parse_log(log), bundle, make_game).stopped_by_limit()
    # A log written before results said so replays as it did; one that denies it does not.
    lines = log.splitlines()
    result = json.loads(lines[-1])
    older = "\n".join([*lines[:-1], json.dumps({"result": {k: v for k, v in result["result"].items()
                                                          if k != "stopped"}})]) + "\n"
    replay(parse_log(older), bundle, make_game)
    denied = "\n".join([*lines[:-1], json.dumps({"result": {**result["result"], "stopped": False}})]) + "\n"
    with pytest.raises(ReplayError, match="result: the log says"):
        replay(parse_log(denied), bundle, make_game)


def test_replay_says_the_game_was_stopped(tmp_path, cli):
    _bundle, log = _logged("i-know")
    path = tmp_path / "game.jsonl"
    path.write_text(log, encoding="utf-8")
    run = cli("replay", path)
    assert run.exit_code == 0, run.stderr
    assert "the game was stopped by an engine safeguard (no winner) in round 1" in run.stdout


def _seats(games: int, stopped: int, no_winner: int) -> dict:
    wins = games - no_winner
    return {"deck": "deck", "options": {}, "bot": "random", "skill": None, "games": games, "seed": 0,
            "seat_wins": [wins, 0], "shared": 0, "no_winner": no_winner, "seat_win_rates": [wins / games, 0.0],
            "shared_rate": 0.0, "no_winner_rate": no_winner / games, "seat_shared": [0, 0],
            "stopped": stopped, "stopped_rate": stopped / games,
            "rounds": {"mean": 9.0, "median": 9, "p10": 8, "p90": 10, "min": 7, "max": 11},
            "cards_drawn_per_game": 60.0, "replacements_per_game": 0.0, "decided_games": None, "cards": []}


def test_the_report_counts_stopped_games_apart():
    report = text(_seats(10, stopped=3, no_winner=4), 10, 100)
    assert "stopped    30.0% (3 games stopped by an engine safeguard: no winner)" in report
    assert "no winner  10.0% (1 game ended with every seat at 0)" in report
    report = text(_seats(10, stopped=2, no_winner=2), 10, 100)
    assert "stopped    20.0% (2 games" in report and "\nno winner" not in report
    assert "stopped" not in text(_seats(10, stopped=0, no_winner=0), 10, 100)


@pytest.mark.parametrize(("game_id", "players", "ending"), [
    ("iknow", "4", "Nobody has reached 20 points by round 2, the engine's round limit (max_rounds): the game stops "
                   "unfinished. Nobody wins."),
    ("i-know", "2", "Nobody has finished the report card by round 2, the engine's round limit (max_rounds): the "
                    "game stops unfinished. Nobody wins.")])
def test_play_says_the_round_limit_stopped_the_game_as_replay_does(tmp_path, cli, game_id, players, ending):
    log = tmp_path / "game.jsonl"
    run = cli("play", game_id, "--bots", players, "--seed", "5", "--set", "max_rounds=2", "--log", log)
    assert run.exit_code == 0, run.stderr
    screen = " ".join(run.stdout.split())
    assert "Game stopped" in screen and ending in screen
    assert "wins with" not in screen and "win with" not in screen and "share the win" not in screen
    assert json.loads(log.read_text(encoding="utf-8").splitlines()[-1])["result"]["stopped"] is True
    assert "stopped by an engine safeguard (no winner) in round 2" in cli("replay", log).stdout
