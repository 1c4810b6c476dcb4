"""Every log `play --log` writes replays, whichever bot played: the random bot has no skill, which
its header keeps as `"skill": null` (a log of a random bot was once refused as a header of the
wrong kind). Each bot kind of each game fills every seat of a short game, so nobody types."""

from __future__ import annotations

import json

import pytest

from deckctl.engine.bots import bot_names
from deckctl.games import GAME_IDS

# Seats and options that make each game short.
SHORT = {
    "knowledge": ["--bots", "1", "--set", "max_rounds=3"],
    "i-know": ["--players", "2", "--bots", "2", "--set", "max_rounds=3"],
    "iknow": ["--players", "2", "--bots", "2", "--set", "target=4"],
    "you-know-it": ["--players", "2", "--bots", "2", "--set", "rounds=1"],
    "wissens-spektrum": ["--players", "2", "--bots", "2"],
}


def test_every_game_has_its_short_game_here():
    assert set(SHORT) == set(GAME_IDS)


@pytest.mark.parametrize(("game_id", "kind"), [(game_id, kind) for game_id in GAME_IDS for kind in bot_names(game_id)])
def test_a_log_played_by_each_bot_kind_replays(cli, tmp_path, game_id, kind):
    log = tmp_path / "game.jsonl"
    played = cli("play", game_id, *SHORT[game_id], "--bot", kind, "--seed", "5", "--log", log)
    assert played.exit_code == 0, played.stdout[-1000:] + played.stderr
    assert json.loads(log.read_text(encoding="utf-8").splitlines()[0])["bots"]["kind"] == kind
    replayed = cli("replay", log)
    assert replayed.exit_code == 0, replayed.stderr
    assert "replayed" in replayed.stdout and "steps exactly" in replayed.stdout
