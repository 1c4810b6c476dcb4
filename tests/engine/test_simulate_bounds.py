"""`simulate --games N` and `--jobs N`: bounds read with the command line, and a run whose memory
does not grow with its games (the ranges handed out, the figures of the report)."""

from __future__ import annotations

import tracemalloc
from collections import Counter
from collections.abc import Iterator

import pytest

from deckctl.cli.simulate import MAX_GAMES
from deckctl.core.workers import MAX_JOBS
from deckctl.engine import simulate
from deckctl.engine.simulate import Tally, _ranges, summary


@pytest.mark.parametrize("games", ["99999999999999999999999", str(MAX_GAMES + 1)])
def test_too_many_games_are_a_usage_error_before_the_run_is_planned(cli, monkeypatch, games):
    monkeypatch.setattr(simulate, "run", lambda *args, **kwargs: pytest.fail("the run started"))
    result = cli("simulate", "knowledge", "--games", games)
    assert result.exit_code == 2
    assert f"--games must be from 1 to 10,000,000, not {games}" in result.stderr


def test_the_ranges_of_a_run_are_made_as_they_are_handed_out():
    ranges = _ranges(MAX_GAMES, 2)
    assert isinstance(ranges, Iterator)  # not a list of 40,000 ranges
    assert next(ranges) == (0, 250)
    assert list(_ranges(10, 3)) == [(k, k + 1) for k in range(10)]
    cut = list(_ranges(1001, 1))
    assert cut[0][0] == 0 and cut[-1][1] == 1001 and all(a[1] == b[0] for a, b in zip(cut, cut[1:]))


def test_the_game_lengths_are_summed_up_from_their_counts():
    tally = Tally(games=3_000_000, lengths=Counter({4: 1_000_000, 3: 1_900_000, 9: 100_000}))
    tracemalloc.start()
    try:
        rounds = summary(tally, [])["rounds"]
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 1_000_000  # a list of every game's length would be 24 MB
    assert rounds == {"mean": 3.53, "min": 3, "p10": 3, "median": 3, "p90": 4, "max": 9}


def test_quantiles_from_counts_match_those_of_the_sorted_lengths():
    lengths = [7, 3, 3, 12, 5, 5, 5, 8, 3, 9, 11]
    tally = Tally(games=len(lengths), lengths=Counter(lengths))
    rounds = summary(tally, [])["rounds"]
    ordered = sorted(lengths)
    assert rounds == {"mean": round(sum(lengths) / len(lengths), 2), "min": 3, "p10": ordered[1],
                      "median": ordered[5], "p90": ordered[9], "max": 12}


def test_too_many_processes_are_a_usage_error_and_the_report_names_those_used(cli, monkeypatch):
    monkeypatch.setattr(simulate, "run", lambda *args, **kwargs: pytest.fail("the run started"))
    result = cli("simulate", "knowledge", "--jobs", "99999999999999999999999")
    assert result.exit_code == 2
    assert f"--jobs must be from 1 to {MAX_JOBS}, not 99999999999999999999999" in result.stderr
    monkeypatch.undo()
    result = cli("simulate", "knowledge", "--games", "1", "--jobs", str(MAX_JOBS), "--format", "json")
    assert result.exit_code == 0
    assert "1 game in " in result.stderr and " on 1 job" in result.stderr  # one process, not 256
