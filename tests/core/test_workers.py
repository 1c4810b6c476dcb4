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


def _first_waits_for_second(item: tuple[int, str]) -> int:
    """Item 0 finishes only once the caller has seen item 1's result (it writes the flag then):
    with two workers, results come in as 1 then 0, whatever the machine's load."""
    n, flag = item
    if n == 0:
        import time

        # At most 120 s, should the other worker never run: a loaded machine (the suite run on
        # several processes) can take many seconds to start the second worker.
        for _ in range(12000):
            if os.path.exists(flag):
                break
            time.sleep(0.01)
    return n * 10


@pytest.mark.parametrize("jobs", [1, 2])
def test_arrived_sees_each_result_as_it_finishes_before_it_is_yielded(jobs, tmp_path):
    flag = str(tmp_path / "second-done")
    if jobs == 1:  # one process runs item 0 first: it must not wait
        open(flag, "w").close()
    items = [(0, flag), (1, flag)]
    seen: list[tuple[int, int]] = []
    yielded = []

    def arrived(n: int, result: int) -> None:
        seen.append((n, result))
        if n == 1:
            open(flag, "w").close()

    for result in ordered_map(_first_waits_for_second, items, jobs, arrived=arrived):
        yielded.append((result, list(seen)))
    assert [result for result, _ in yielded] == [0, 10]  # still in item order
    if jobs == 2:
        assert seen == [(1, 10), (0, 0)]  # in the order the tasks finished
        assert yielded[0][1] == seen  # item 1 arrived before item 0 was yielded
    else:
        assert seen == [(0, 0), (1, 10)] and yielded[0][1] == [(0, 0)]


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
    assert capsys.readouterr().err == ("deckctl: error: a worker process (4242) died (killed by SIGKILL); "
                                       "the run stopped\n")



def _pid_of(tag: str) -> tuple[str, int]:
    return tag, os.getpid()


@pytest.mark.parametrize("jobs", [1, 2])
def test_follow_ups_run_on_the_workers_and_are_all_done_by_the_end(jobs):
    """`arrived` may hand back follow-up tasks (the lint pass across decks compares a group of decks
    once they are all in): each runs once, where the items run, its `done` called here."""
    done: list[tuple[str, int]] = []

    def arrived(n: int, result: int):
        if n % 3 == 0:
            return [(_pid_of, f"after {n}", done.append)]
        return None

    results = []
    for result in ordered_map(_square_and_pid, range(10), jobs, arrived=arrived):
        results.append(result[0])
    assert results == [n * n for n in range(10)]
    assert sorted(tag for tag, _ in done) == ["after 0", "after 3", "after 6", "after 9"]
    pids = {pid for _, pid in done}
    assert pids == {os.getpid()} if jobs == 1 else os.getpid() not in pids


def _tells_then_waits(item: tuple[int, str]) -> tuple[int, bool]:
    """Tells its number at once, then waits (20 s at most) for the flag the main process writes
    when it hears it: True if the message came in while the task was still running."""
    import time

    from deckctl.core.workers import tell

    n, flag = item
    tell((n, os.getpid()))
    for _ in range(2000):
        if os.path.exists(f"{flag}-{n}"):
            return n, True
        time.sleep(0.01)
    return n, False


def test_told_hears_a_message_while_its_task_runs_and_may_start_follow_ups(tmp_path):
    flag = str(tmp_path / "heard")
    heard: list[int] = []
    done: list[tuple[str, int]] = []

    def told(message: tuple[int, int]) -> list:
        n, worker = message
        assert worker != os.getpid()
        heard.append(n)
        open(f"{flag}-{n}", "w").close()
        return [(_pid_of, f"after {n}", done.append)]

    results = list(ordered_map(_tells_then_waits, [(n, flag) for n in range(4)], 2, told=told))
    assert results == [(n, True) for n in range(4)]  # every task went on only once its message was heard
    assert sorted(heard) == [0, 1, 2, 3]
    assert sorted(tag for tag, _ in done) == [f"after {n}" for n in range(4)]
    assert os.getpid() not in {pid for _, pid in done}


def test_with_one_job_a_message_goes_nowhere(tmp_path):
    flag = str(tmp_path / "heard")
    for n in range(2):
        open(f"{flag}-{n}", "w").close()  # (the task need not wait: no one hears it)
    heard: list = []
    assert list(ordered_map(_tells_then_waits, [(0, flag), (1, flag)], 1, told=heard.append)) == [(0, True), (1, True)]
    assert heard == []


def _tells_then_dies(n: int) -> int:
    from deckctl.core.workers import tell

    tell(n)
    if n == 2:
        os.kill(os.getpid(), signal.SIGKILL)
    return n


def test_a_worker_that_dies_after_telling_still_raises_worker_died():
    import threading
    import time

    with pytest.raises(WorkerDied):
        list(ordered_map(_tells_then_dies, range(5), 2, told=lambda message: None))

    def reading() -> list:
        return [thread for thread in threading.enumerate() if thread.name == "deckctl-inbox"]

    deadline = time.monotonic() + 10  # a bound on waiting, not a measurement
    while reading() and time.monotonic() < deadline:
        time.sleep(0.01)
    assert reading() == []  # the thread reading the workers' messages ended with the pool


def _slow_first(n: int) -> int:
    if n == 0:
        import time

        time.sleep(0.5)  # (the others are done meanwhile, unless held back)
    return n


def test_a_window_holds_back_the_results_after_a_slow_task():
    came_in = []
    results = list(ordered_map(_slow_first, range(20), 2, arrived=lambda n, result: came_in.append(n), window=3))
    assert results == list(range(20))
    assert came_in.index(0) <= 2  # at most two kept waiting behind it
    with pytest.raises(ValueError):
        list(ordered_map(_slow_first, range(3), 2, cost=float, window=3))


_HALF_A_RESULT = """
import os, signal, struct, sys, time
from deckctl.core import workers

pool = workers.Workers(2)  # (made before the fork, so the workers have it too)

def half_a_result(n):
    if n == 1:  # half of a large result on the pool's pipe, as a worker sending one
        writer = pool.pool._result_queue._writer
        os.write(writer.fileno(), struct.pack("!i", 1_000_000) + b"x" * 1000)
        if sys.argv[1] == "dies":  # killed there, the other worker idle: found dead by `wait`
            os.kill(os.getpid(), signal.SIGKILL)
        time.sleep(600)  # caught there by Ctrl-C's kill
    return n

if sys.argv[1] == "dies":
    with pool:
        futures = {pool.pool.submit(half_a_result, n) for n in range(3)}
        try:
            while futures:
                done, futures = pool.wait(futures)
                for future in done:
                    pool.result(future)
        except workers.WorkerDied as died:
            print("died:", died)
else:
    with pool:
        futures = [pool.pool.submit(half_a_result, n) for n in range(3)]
        time.sleep(1)
        pool.kill()  # as ordered_map's way out of an interrupted run does
    print("left the pool")
"""


@pytest.mark.parametrize("how", ["dies", "killed"])
def test_a_worker_ending_halfway_through_a_result_does_not_hang_the_pool(how):
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-c", _HALF_A_RESULT, how], capture_output=True, text=True, timeout=120)
    said = "died: a worker process" if how == "dies" else "left the pool"
    assert done.returncode == 0 and done.stdout.startswith(said), done.stdout + done.stderr


def test_an_interruption_while_leaving_the_pool_kills_the_running_workers(monkeypatch):
    """Leaving the block waits for the running tasks; Ctrl-C during that wait must end them at
    once (a stuck task would otherwise be waited for without end, again at the interpreter's exit)."""
    import time

    from deckctl.core.workers import Workers

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        with Workers(2) as workers:
            workers.pool.submit(time.sleep, 600)
            processes = list(workers.processes)
            shutdown = workers.pool.shutdown
            monkeypatch.setattr(workers.pool, "shutdown", interrupted)  # (the wait, cut short by Ctrl-C)
    try:
        for process in processes:
            process.join(timeout=60)  # a bound on waiting, not a measurement
        # The pool's manager thread reaps its workers too: one it reaped first shows no exit code
        # here until that thread has noted it (as Workers.death waits for).
        deadline = time.monotonic() + 60
        while any(process.exitcode is None for process in processes) and time.monotonic() < deadline:
            time.sleep(0.01)
        # (each killed; the pool, seeing the first one dead, may end the other with SIGTERM before
        # the kill reaches it: CI on a clean clone saw [-9, -15])
        codes = [process.exitcode for process in processes]
        assert codes[0] == -signal.SIGKILL and set(codes) <= {-signal.SIGKILL, -signal.SIGTERM}, codes
    finally:
        shutdown(wait=False)


def test_an_interruption_held_back_while_the_pool_starts_ends_it_there(monkeypatch):
    """Ctrl-C while the workers are forked waits (`held`) and comes as the start ends, inside
    `Workers.__enter__`, where no `with` block will leave the pool: the start ends it itself. Left
    to the interpreter's exit, concurrent.futures' clean-up raced its manager thread (Python 3.11
    printed "Exception ignored ... Bad file descriptor" after the command's "interrupted")."""
    from contextlib import contextmanager

    from deckctl.core import workers as module

    started = []

    @contextmanager
    def held_then_interrupted():
        yield
        raise KeyboardInterrupt  # (the held-back signal, delivered as the mask is restored)

    real_init = module.Workers.__init__

    def remembered(self, *args, **kwargs):
        real_init(self, *args, **kwargs)
        started.append(self)

    monkeypatch.setattr(module, "held", held_then_interrupted)
    monkeypatch.setattr(module.Workers, "__init__", remembered)
    with pytest.raises(KeyboardInterrupt):
        with module.Workers(2):
            pytest.fail("the block ran though the start was interrupted")
    [pool] = started
    for process in pool.processes:
        process.join(timeout=60)  # a bound on waiting, not a measurement
    assert len(pool.processes) == 2 and all(process.exitcode is not None for process in pool.processes)
    assert pool.pool._executor_manager_thread is None  # (shut down and joined: nothing left for the exit)


def _large_result(n: int) -> bytes:
    return bytes([n]) * (700 << 10)


def test_the_result_pipe_holds_a_large_result_whole():
    """A worker hands a proof's deck back (up to 0.8 MB) and goes on to its next task even while
    this process is too busy to read it: the pipe holds it whole (a 64 KB pipe held a worker back
    30-60 ms while this process's main thread rendered a page). Results larger than it still come."""
    from deckctl.core.workers import RESULT_PIPE_BYTES, Workers

    fcntl = pytest.importorskip("fcntl")
    if not hasattr(fcntl, "F_GETPIPE_SZ"):
        pytest.skip("Linux's pipe sizes")

    with Workers(2) as workers:
        reader = workers.pool._result_queue._reader
        assert fcntl.fcntl(reader.fileno(), fcntl.F_GETPIPE_SZ) == RESULT_PIPE_BYTES > 700 << 10
    assert [len(r) for r in ordered_map(_large_result, [1, 2, 3], 2)] == [700 << 10] * 3
    assert [len(r) for r in ordered_map(bytes, [3 << 20, 1], 2)] == [3 << 20, 1]  # (three times the pipe)
