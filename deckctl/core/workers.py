"""Spread independent tasks over worker processes, results in the order of the tasks.

`ordered_map(function, items, jobs)` gives what `map` would, whatever `jobs` is, so that output
built from it does not depend on the number of processes. With one job (or one item) nothing is
forked. Workers are forked (where the system can), so they start with what the caller imported.
"""

from __future__ import annotations

import os
import signal
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import Any


def default_jobs() -> int:
    """One job per CPU core this process may run on."""
    if hasattr(os, "sched_getaffinity"):
        return max(1, len(os.sched_getaffinity(0)))
    return os.cpu_count() or 1


def _ignore_sigint() -> None:
    """A worker leaves Ctrl-C to the main process, which ends the pool: a worker that caught it
    too would die mid-task, print a traceback and leave the pool waiting for its result."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


@contextmanager
def _sigint_held():
    """Ctrl-C waits while the pool forks, so that no worker gets it before it ignores it."""
    if not hasattr(signal, "pthread_sigmask"):
        yield
        return
    previous = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, previous)


def ordered_map(function: Callable[[Any], Any], items: Iterable[Any], jobs: int,
                cost: Callable[[Any], float] | None = None) -> Iterator[Any]:
    """`map(function, items)` on up to `jobs` processes; one task per item, handed out as workers
    free up (so a large item does not hold back a queue of small ones behind it). With `cost`,
    the costliest items are handed out first, so that no large one is left to run alone at the
    end; the results still come in the order of the items."""
    items = list(items)
    jobs = max(1, min(jobs, len(items)))
    if jobs == 1:
        yield from map(function, items)
        return
    import gc
    import multiprocessing

    order = sorted(range(len(items)), key=lambda n: -cost(items[n])) if cost else list(range(len(items)))
    method = "fork" if "fork" in multiprocessing.get_all_start_methods() else None
    pool = None
    try:
        # Frozen objects are left out of the workers' garbage collections, which would otherwise
        # write to (and so copy) every page they share with this process.
        gc.freeze()
        with _sigint_held():
            pool = multiprocessing.get_context(method).Pool(jobs, _ignore_sigint)
        gc.unfreeze()
        results = pool.imap(function, [items[n] for n in order], chunksize=1)
        early: dict[int, Any] = {}  # results that came before those of earlier items
        wanted = 0
        for n in order:
            early[n] = next(results)
            while wanted in early:
                yield early.pop(wanted)
                wanted += 1
        pool.close()
    finally:
        gc.unfreeze()
        if pool is not None:
            pool.terminate()  # at once, also when interrupted; after close() the workers have finished
            pool.join()
