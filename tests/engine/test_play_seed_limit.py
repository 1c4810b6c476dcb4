"""`play --seed`: only a seed its replay log can hold (deckctl.core.bounded_json.MAX_DIGITS)."""

from __future__ import annotations

import pytest

from deckctl.core.bounded_json import MAX_DIGITS


@pytest.mark.parametrize("seed", ["9" * (MAX_DIGITS + 1), "-" + "1" * (MAX_DIGITS + 51)])
def test_a_seed_longer_than_a_log_holds_is_a_usage_error(cli, tmp_path, seed):
    log = tmp_path / "game.jsonl"
    result = cli("play", "knowledge", "--seed", seed, "--bots", "1", "--log", log)
    assert result.exit_code == 2
    digits = len(seed.lstrip("-"))
    assert f"--seed takes a whole number of up to {MAX_DIGITS} digits (the most a replay log holds), " \
           f"not one of {digits}" in result.stderr
    assert not log.exists() and result.stdout == ""


def test_the_longest_seed_plays_and_its_log_replays(cli, tmp_path):
    log = tmp_path / "game.jsonl"
    assert cli("play", "knowledge", "--seed", "-" + "9" * MAX_DIGITS, "--bots", "1", "--log", log).exit_code == 0
    result = cli("replay", log)
    assert result.exit_code == 0 and "replayed" in result.stdout


def test_a_number_too_long_to_read_is_not_quoted_whole(cli):
    result = cli("play", "knowledge", "--seed", "9" * 5000)
    assert result.exit_code == 2
    assert "--seed takes a whole number, not one of 5000 digits" in result.stderr
    assert len(result.stderr) < 300
