"""Counting the pools of worker processes a test's code forks (deckctl.core.workers.Workers)."""

from __future__ import annotations

from deckctl.core import workers


def counted_pools(monkeypatch) -> list[int]:
    """The size of each pool of workers started from now on, in order."""
    pools: list[int] = []

    class Counted(workers.Workers):
        def __init__(self, jobs, *args, **kwargs):
            pools.append(jobs)
            super().__init__(jobs, *args, **kwargs)

    monkeypatch.setattr(workers, "Workers", Counted)
    return pools
