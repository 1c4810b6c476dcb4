"""Replay logs older deckctl wrote. Knowledge?'s state JSON gained `frozen` (2026-12-02) and
Wissens-Spektrum's `weak_area` and `weak` and lost the question's `from` (2026-12-01), which changed
every state digest, so a real version 1 log and a version 2 log of that time failed at step 1,
the message pointing at the header's seed and options. The state digest now has forms (the log's
header names its own; a log naming none is checked in the forms older deckctl wrote), and a game
an older engine played otherwise is said to be one this deckctl cannot replay.

The fixtures in tests/fixtures/old_replay_logs were written by deckctl's own code of that time,
the bundles by its `export bundle` of small decks:
- tiny-version-1 by commit d6dd6ab^ and tiny-version-2 by d6dd6ab (`play knowledge --deck <tiny>
  --hard --seed 4 --log ...`, the markers named in turn at every prompt);
- red-version-2-cut by d6dd6ab's Recorder (hard, max_rounds 2, seed 4, the team's moves from
  random.Random(4)), its first 20 lines: seven red cards leave a board no card changes, where
  today's engine ends the game (`frozen`) and that one drew on;
- wissens-spektrum-version-2 by 80d4477's Recorder (2 players, max_turns 2, seed 4, the players'
  actions from random.Random(4)), and i-know-version-2 the same way (max_rounds 3) on a deck of
  51 cards of that time's starter deck; I know!'s state JSON gained `turn_steps` on 2026-12-02.
"""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from deckctl import __version__
from deckctl.engine.replay import header_digest

OLD = Path(__file__).parents[1] / "fixtures" / "old_replay_logs"


def unpacked(name: str, tmp_path: Path) -> Path:
    log = tmp_path / name.removesuffix(".gz")
    log.write_bytes(gzip.decompress((OLD / name).read_bytes()))
    return log


def written(tmp_path: Path, lines: list[dict]) -> Path:
    log = tmp_path / "game.jsonl"
    log.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    return log


@pytest.mark.parametrize("name", ["tiny-version-1.jsonl.gz", "tiny-version-2.jsonl.gz"])
def test_a_log_older_deckctl_wrote_replays(cli, tmp_path, name):
    log = unpacked(name, tmp_path)
    result = cli("replay", log, "--bundle", OLD / "tiny.bundle.json")
    assert result.exit_code == 0, result.stderr
    assert "replayed 121 steps exactly; the team lost in round 10" in result.stdout


@pytest.mark.parametrize(("game", "steps"), [("wissens-spektrum", 59), ("i-know", 17)])
def test_a_log_of_another_game_older_deckctl_wrote_replays(cli, tmp_path, game, steps):
    log = unpacked(f"{game}-version-2.jsonl.gz", tmp_path)
    result = cli("replay", log, "--bundle", unpacked(f"{game}.bundle.json.gz", tmp_path))
    assert result.exit_code == 0, result.stderr
    assert f"replayed {steps} steps exactly; the game was stopped by an engine safeguard" in result.stdout


def test_a_game_an_older_engine_played_otherwise_is_said_to_be_so(cli, tmp_path):
    log = OLD / "red-version-2-cut.jsonl"
    result = cli("replay", log, "--bundle", OLD / "red.bundle.json")
    assert result.exit_code == 1
    assert result.stderr.startswith(
        f"{log}:16:1: error: step 15: the state after this step differs from the recorded one; this log was written by "
        "an older deckctl (its header names no version), whose `knowledge` engine may play this game otherwise: "
        f"such a game cannot be replayed by this one ({__version__}), only by the deckctl that wrote it, unless "
        "the log was edited after the game"), result.stderr
    assert "seed" not in result.stderr  # (its header digest holds: no edit of the header to point at)


def test_a_new_log_names_its_deckctl_and_state_digest(logged):
    from deckctl.engine.replay import STATE_DIGEST

    assert logged[0]["deckctl"] == __version__ and logged[0]["state_digest"] == STATE_DIGEST


def test_a_step_of_a_log_this_deckctl_wrote_that_differs_is_an_edit(cli, tmp_path, logged):
    lines = [dict(line) for line in logged]
    lines[4]["digest"] = "0" * 16
    log = written(tmp_path, lines)
    result = cli("replay", log)
    assert result.exit_code == 1
    assert result.stderr.strip() == (f"{log}:5:1: error: step 4: the state after this step differs from the recorded one "
                                     "[replay-differs]")


def test_a_log_another_deckctl_wrote_is_named_by_its_version(cli, tmp_path, logged):
    header = {**logged[0], "deckctl": "0.0.9"}
    first = {**logged[1], "header_digest": header_digest(header)}
    lines = [header, first, *logged[2:]]
    lines[4] = {**lines[4], "digest": "0" * 16}
    log = written(tmp_path, lines)
    result = cli("replay", log)
    assert result.exit_code == 1
    assert result.stderr.startswith(f"{log}:5:1: error: step 4: the state after this step differs from the recorded one; "
                                    "this log was written by deckctl 0.0.9, whose `knowledge` engine may play")


def test_a_state_digest_form_this_deckctl_does_not_know_is_refused(cli, tmp_path, logged):
    header = {**logged[0], "deckctl": "9.0.0", "state_digest": 3}
    log = written(tmp_path, [header, {**logged[1], "header_digest": header_digest(header)}, *logged[2:]])
    result = cli("replay", log)
    assert result.exit_code == 1
    assert result.stderr.strip() == (
        f"{log}:1:1: error: header: this log was written by deckctl 9.0.0 and keeps its state digests in form 3, which "
        f"this deckctl ({__version__}) does not know: replay it with the deckctl that wrote it [bad-replay-log]")
