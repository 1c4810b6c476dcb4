"""`deckctl simulate --format json` gives the same bytes for the same seed, whatever `--jobs` and
however long the games took: how they ran (time, processes, speed) goes to standard error, as the
text report's timing line does."""

from __future__ import annotations

import json

from deckctl.engine import simulate


def test_the_json_report_is_the_same_whatever_the_jobs_and_the_clock(cli, monkeypatch):
    played = simulate.run
    clock = iter([0.5, 7.25])

    def timed(*args, **kwargs):
        tally, _seconds = played(*args, **kwargs)
        return tally, next(clock)

    monkeypatch.setattr(simulate, "run", timed)
    runs = [cli("simulate", "iknow", "--games", "40", "--seed", "3", "--format", "json", "--jobs", jobs)
            for jobs in ("1", "2")]
    assert [run.exit_code for run in runs] == [0, 0], runs[0].stderr
    assert runs[0].stdout == runs[1].stdout
    assert not {"seconds", "games_per_second", "jobs"} & set(json.loads(runs[0].stdout))
    assert "40 games in 0.50 s on 1 job, 80 games/s" in " ".join(runs[0].stderr.split())
    assert "40 games in 7.25 s on 2 jobs" in " ".join(runs[1].stderr.split())
