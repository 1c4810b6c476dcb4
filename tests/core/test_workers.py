"""deckctl.core.workers: the pool every parallel command runs on."""

import os
import random

import pytest

from deckctl.core.workers import ordered_map


def _square_and_pid(n: int) -> tuple[int, int]:
    return n * n, os.getpid()


@pytest.mark.parametrize("jobs", [1, 2, 3])
def test_results_come_in_item_order_whatever_the_costs(jobs):
    items = list(range(40))
    costs = {n: random.Random(n).random() for n in items}
    results = list(ordered_map(_square_and_pid, items, jobs, cost=costs.__getitem__))
    assert [square for square, _ in results] == [n * n for n in items]
    workers = {pid for _, pid in results}
    if jobs == 1:
        assert workers == {os.getpid()}  # nothing forked
    else:
        assert os.getpid() not in workers and 1 <= len(workers) <= jobs


def _fails_on_three(n: int) -> int:
    return 1 // (n - 3)


def test_a_failing_task_raises_in_the_caller_and_ends_the_workers():
    with pytest.raises(ZeroDivisionError):
        list(ordered_map(_fails_on_three, range(6), 2, cost=lambda n: -n))
