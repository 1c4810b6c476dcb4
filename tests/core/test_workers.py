"""deckctl.core.workers: the pool every parallel command runs on."""

import os
import random
import signal

import pytest

from deckctl.core.workers import WorkerDied, ordered_map


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


_ORPHAN_SCRIPT = """
import os, signal, sys, time
from deckctl.core.workers import Workers
with Workers(2) as workers:
    futures = [workers.pool.submit(time.sleep, 600) for _ in range(2)]
    print(" ".join(str(p.pid) for p in workers.processes), flush=True)
    os.kill(os.getpid(), signal.SIGKILL)  # a main process killed outright: no cleanup runs
"""


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] not in ("Z", "X")
    except FileNotFoundError:
        return False


@pytest.mark.skipif(not os.path.isdir("/proc/self"), reason="reads /proc")
def test_workers_die_with_a_killed_main_process():
    import subprocess
    import sys
    import time

    main = subprocess.Popen([sys.executable, "-c", _ORPHAN_SCRIPT], stdout=subprocess.PIPE, text=True)
    pids = [int(pid) for pid in main.stdout.readline().split()]
    main.stdout.close()  # (the workers hold it open as long as they live)
    assert main.wait(timeout=120) == -9 and len(pids) == 2
    try:
        deadline = time.monotonic() + 60  # a bound on waiting, not a measurement
        while any(_alive(pid) for pid in pids) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not any(_alive(pid) for pid in pids)
    finally:
        for pid in filter(_alive, pids):  # no sleeper left behind when the test fails
            os.kill(pid, 9)


def _killed_on_three(n: int) -> int:
    if n == 3:
        os.kill(os.getpid(), signal.SIGKILL)  # as the out-of-memory killer would
    return n


def test_a_worker_that_dies_raises_worker_died_naming_it():
    with pytest.raises(WorkerDied) as died:
        list(ordered_map(_killed_on_three, range(6), 2))
    # which worker and of what, when the pool still knows them (else just that one died)
    message = str(died.value)
    assert message.startswith("a worker process") and message.endswith(("(killed by SIGKILL)", "died"))


def test_the_command_line_reports_a_dead_worker_in_one_line(monkeypatch, capsys):
    import deckctl.cli.validate as validate_cli
    from deckctl.cli.app import run

    def dies(*args, **kwargs):
        raise WorkerDied("a worker process (4242) died (killed by SIGKILL)")

    monkeypatch.setattr(validate_cli, "check_decks", dies)
    monkeypatch.setattr("sys.argv", ["deckctl", "validate", "decks"])
    with pytest.raises(SystemExit) as ended:
        run()
    assert ended.value.code == 1
    assert capsys.readouterr().err == "error: a worker process (4242) died (killed by SIGKILL); the run stopped\n"

