"""Spread independent tasks over worker processes, results in the order of the tasks.

`ordered_map(function, items, jobs)` gives what `map` would, whatever `jobs` is, so that output
built from it does not depend on the number of processes. With one job (or one item) nothing is
forked. Workers are forked (where the system can), so they start with what the caller imported.
`Workers` is the pool underneath, for callers that hand tasks out themselves (`deckctl build`,
`deckctl simulate`): every parallel command of deckctl runs on it. A task may hand part of its
result in early with `tell` (lint sends a deck's question summary before running its rules).
"""

from __future__ import annotations

import os
import signal
import sys
from collections.abc import Callable, Iterable, Iterator
from typing import Any, Self

from deckctl.core.signals import STOPPING, held


class WorkerDied(RuntimeError):
    """A worker process died (killed, out of memory...): the run stops; the message says which
    worker and of what, as far as the pool still knows it."""


# The most processes one run starts (every command's --jobs, a usage error above it): more than
# any machine deckctl runs on has cores, and few enough that a mistyped --jobs 100000 does not
# fork the machine out of memory.
MAX_JOBS = 256
# What the pipe the workers send results on holds (Linux's default most for a user: 1 MiB), so
# that a worker need not wait for this process to read a large result (`Workers._widen_result_pipe`).
RESULT_PIPE_BYTES = 1 << 20


def default_jobs() -> int:
    """One job per CPU core this process may run on (at most MAX_JOBS)."""
    if hasattr(os, "sched_getaffinity"):
        return min(MAX_JOBS, max(1, len(os.sched_getaffinity(0))))
    return min(MAX_JOBS, os.cpu_count() or 1)


def forks() -> bool:
    """Whether workers are forked here: they then start with the caller's memory (what it loaded),
    not only with what it imported."""
    import multiprocessing

    return "fork" in multiprocessing.get_all_start_methods()


FollowUp = tuple[Callable[[Any], Any], Any, Callable[[Any], None]]  # (function, argument, done)


def ordered_map(function: Callable[[Any], Any], items: Iterable[Any], jobs: int,
                cost: Callable[[Any], float] | None = None,
                arrived: Callable[[int, Any], Iterable[FollowUp] | None] | None = None,
                told: Callable[[Any], Iterable[FollowUp] | None] | None = None,
                window: int | None = None) -> Iterator[Any]:
    """`map(function, items)` on up to `jobs` processes; one task per item, handed out as workers
    free up (so a large item does not hold back a queue of small ones behind it). With `cost`,
    the costliest items are handed out first, so that no large one is left to run alone at the
    end; the results still come in the order of the items.

    `arrived(n, result)` is called as each result comes in, in the order the tasks finish; it may
    return follow-up tasks `(function, argument, done)`, which run on the workers ahead of the
    items not yet handed out, `done(result)` being called here when one finishes. Every follow-up
    has finished when the last result has been taken.

    `told(message)` is called here with what a task hands in early through `tell(message)`, while
    it runs on (part of its result that others can start on); it may return follow-ups too. A
    message may come in before or after its task's result, or (with one job) not at all: a task's
    result must hold anything the caller cannot do without.

    With `window`, at most that many results are running or kept here at once (not with `cost`):
    a slow task then holds back those after it, instead of all of them piling up here while the
    caller can only take them in order (large results, such as a PDF's drawn pages)."""
    if window is not None and cost is not None:
        raise ValueError("ordered_map: `window` hands tasks out in order, `cost` does not")
    items = list(items)
    jobs = max(1, min(jobs, len(items)))
    if jobs == 1:
        for n, item in enumerate(items):
            result = function(item)
            follow_ups = arrived(n, result) if arrived is not None else None
            for follow, argument, done in follow_ups or ():  # run here, at once
                done(follow(argument))
            yield result
        return
    import gc
    from collections import deque

    order = deque(sorted(range(len(items)), key=lambda n: -cost(items[n])) if cost else range(len(items)))
    finished = False
    # Frozen objects are left out of the workers' garbage collections, which would otherwise write
    # to (and so copy) every page they share with this process. (The command line freezes what
    # its imports made for good; a caller that froze nothing gets its collector back as it was.)
    thaw = gc.get_freeze_count() == 0
    gc.freeze()
    inbox = _Inbox() if told is not None else None
    try:
        with Workers(jobs, *((_listen, (inbox.channel,)) if inbox else ())) as workers:
            if thaw:
                gc.unfreeze()
            if inbox:
                inbox.start()
            try:
                running: dict = {}  # future -> item number, or the `done` of a follow-up
                follow_ups: deque[FollowUp] = deque()

                def hand_out() -> None:  # one task queued beyond the busy workers, so none waits
                    while len(running) <= jobs and (follow_ups or order) and (
                            window is None or len(running) + len(waiting) < window):
                        if follow_ups:
                            follow, argument, done = follow_ups.popleft()
                            running[workers.pool.submit(follow, argument)] = done
                        else:
                            n = order.popleft()
                            running[workers.pool.submit(function, items[n])] = n

                waiting: dict[int, Any] = {}  # results in, not yet yielded: an earlier one is still out
                following = 0
                hand_out()
                while running:
                    messages = inbox.arrived if inbox else None
                    done_now, _ = workers.wait([*running, *([messages] if messages else [])])
                    if messages in done_now:
                        done_now.discard(messages)
                        for message in inbox.take():
                            follow_ups.extend(told(message) or ())
                    for future in done_now:
                        tag = running.pop(future)
                        result = workers.result(future)
                        if callable(tag):
                            tag(result)
                            continue
                        waiting[tag] = result
                        if arrived is not None:
                            follow_ups.extend(arrived(tag, result) or ())
                    hand_out()
                    while following in waiting:
                        yield waiting.pop(following)
                        following += 1
                    if window is not None:  # results taken: room for more (and one must run on)
                        hand_out()
                finished = True
            finally:
                if not finished:  # interrupted, failed or abandoned: no worker runs on
                    workers.kill()
    finally:
        if inbox:
            inbox.close()  # (after the workers are gone: the pool waits for them)
        if thaw:
            gc.unfreeze()


# --- messages from running tasks: `tell` in a worker, an `_Inbox` in the main process --------------

_channel = None  # in a worker of an ordered_map with `told`: (the pipe's sending end, its lock)


def tell(message: Any) -> None:
    """Hand `message` to the main process now, from a task that runs on (see `ordered_map`'s
    `told`); nothing happens where no one listens (one job, or a pool without `told`)."""
    if _channel is not None:
        sending, lock = _channel
        with lock:  # one message at a time: a large one takes several writes to the pipe
            sending.send(message)


def _listen(channel) -> None:
    global _channel
    _channel = channel


class _Inbox:
    """The main process's end of the workers' messages: a thread reads the pipe, and `arrived`, a
    future `concurrent.futures.wait` can wait on beside the tasks, completes when some are in."""

    def __init__(self):
        import multiprocessing
        import threading

        self.receiving, sending = multiprocessing.Pipe(duplex=False)
        self.channel = (sending, multiprocessing.Lock())
        self.lock = threading.Lock()
        self.messages: list = []
        self.arrived = self._new_future()

    @staticmethod
    def _new_future():
        from concurrent.futures import Future

        return Future()

    def start(self) -> None:
        import threading

        threading.Thread(target=self._read, name="deckctl-inbox", daemon=True).start()

    def _read(self) -> None:
        while True:
            try:
                message = self.receiving.recv()
            except Exception:  # (EOF once every sending end is closed; a message cut short by a killed worker)
                self.receiving.close()
                return
            with self.lock:
                self.messages.append(message)
                if not self.arrived.done():
                    self.arrived.set_result(None)

    def take(self) -> list:
        """The messages in so far; `arrived` is a new future from now on."""
        with self.lock:
            messages, self.messages = self.messages, []
            self.arrived = self._new_future()
        return messages

    def close(self) -> None:
        """The last sending end closed: the reading thread sees the end of the pipe and stops."""
        self.channel[0].close()


# --- a pool whose workers are known: for callers that need more than ordered_map --------------------

def _start_worker(parent: int, initializer: Callable[..., None] | None, initargs: tuple) -> None:
    """A worker leaves Ctrl-C to the main process, which ends the pool; SIGTERM kills it at once
    and quietly (the default), not through the main process's handler it was forked with. It dies
    with the main process (Linux), which a pool's workers would otherwise outlive, waiting."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    try:
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass
    if os.getppid() != parent:  # the main process died before the line above
        os._exit(1)
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_UNBLOCK, STOPPING)  # (held while it was forked: signals.held)
    if initializer is not None:
        initializer(*initargs)


def _nothing() -> None:
    return None


class Workers:
    """A `concurrent.futures` process pool (forked where the system can), started at once, whose
    worker processes this object knows, through public API only: to kill them when a run is
    interrupted and to say which one died. Unlike multiprocessing.Pool, a worker that dies fails
    the waiting futures (BrokenProcessPool) instead of leaving the caller waiting for ever.

        with Workers(jobs, initializer, args) as workers:
            future = workers.pool.submit(task, item)

    Leaving the block waits for the running tasks (an interruption of that wait ends them at once);
    call `kill()` first to end them at once."""

    def __init__(self, jobs: int, initializer: Callable[..., None] | None = None, initargs: tuple = ()):
        self.jobs, self.initializer, self.initargs = jobs, initializer, initargs
        self.pool = None
        self.processes: list = []

    def __enter__(self) -> Self:
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor

        method = "fork" if forks() else None
        others = set(multiprocessing.active_children())
        # Ctrl-C and SIGTERM wait while the pool starts: the workers are forked with them blocked,
        # so none dies of them or runs this process's handler before `_start_worker` sets them up,
        # and the pool's threads, started here too, keep them blocked: they reach the main thread.
        try:
            with held():
                self.pool = ProcessPoolExecutor(self.jobs, mp_context=multiprocessing.get_context(method),
                                                initializer=_start_worker,
                                                initargs=(os.getpid(), self.initializer, self.initargs))
                self.pool.submit(_nothing)  # forks the workers now (all at once when forking), signals held
                self.processes = [p for p in multiprocessing.active_children() if p not in others]
                if method == "fork":
                    self._close_result_writer()
                self._widen_result_pipe()
        except BaseException:
            # A Ctrl-C or SIGTERM held back while the pool started comes as `held` ends, still in
            # here, so no `with` block will leave the pool: end it now. Left to the interpreter's
            # exit, concurrent.futures' own clean-up raced its manager thread closing the pipe it
            # was waking (Python 3.11: "Exception ignored ... Bad file descriptor" after the
            # command's "interrupted").
            if self.pool is not None:
                self.kill()
                self.__exit__(*sys.exc_info())
            raise
        return self

    def _close_result_writer(self) -> None:
        """Close this process's copy of the pipe the workers send results on. Only they write to
        it, and a worker that dies while sending a large result (killed by Ctrl-C's `kill`, or
        from outside) would otherwise leave the pool's reading thread waiting for the rest for
        ever, and leaving the pool with it: no end of file comes while a writing end is open here.
        (Forked workers all start at once and are never replaced, so none needs it later. The
        attributes are the pool's own; without them nothing is closed.)"""
        writer = getattr(getattr(self.pool, "_result_queue", None), "_writer", None)
        if writer is not None:
            writer.close()

    def _widen_result_pipe(self) -> None:
        """Let the pipe the workers send results on hold a large result whole (`RESULT_PIPE_BYTES`),
        so that a worker goes on to its next task while this process, busy with another result,
        has not read it yet: a proof's deck comes back as 0.1-0.8 MB of drawn texts, which a pipe
        of 64 KB held back 5-6 ms a deck. Where the system allows less (or no such setting), the
        pipe stays as it is: only the wait is longer."""
        try:
            import fcntl
        except ImportError:  # (Windows)
            return
        reader = getattr(getattr(self.pool, "_result_queue", None), "_reader", None)
        setting = getattr(fcntl, "F_SETPIPE_SZ", None)  # (Linux's)
        if reader is None or setting is None:
            return
        try:
            fcntl.fcntl(reader.fileno(), setting, RESULT_PIPE_BYTES)
        except OSError:  # (above /proc/sys/fs/pipe-max-size, or the user's pipe pages spent)
            pass

    def kill(self) -> None:
        """End every worker at once (SIGKILL): nothing runs on after an interruption."""
        for process in self.processes:
            if process.exitcode is None:
                process.kill()

    def wait(self, futures) -> tuple[set, set]:
        """`concurrent.futures.wait(futures, return_when=FIRST_COMPLETED)`, except that a worker
        found dead meanwhile ends the others: one that died halfway through sending a result
        leaves the pool's reading thread waiting for the rest (see `_close_result_writer`), which
        only the end of every writing end ends. The pool then fails the futures (`result`)."""
        from concurrent.futures import FIRST_COMPLETED, wait

        while True:
            done, pending = wait(futures, timeout=1.0, return_when=FIRST_COMPLETED)
            if done:
                return done, pending
            if any(process.exitcode not in (None, 0) for process in self.processes):
                self.kill()

    def result(self, future) -> Any:
        """`future.result()`, but a dead worker raises WorkerDied naming it (not the pool's
        BrokenProcessPool, which says nothing of which or why)."""
        from concurrent.futures.process import BrokenProcessPool

        try:
            return future.result()
        except BrokenProcessPool:
            raise WorkerDied(self.death()) from None

    def death(self) -> str:
        """Which worker died, and of what (not one the pool then ended with SIGTERM itself)."""
        import time

        # The pool ends the other workers and reaps them in its own thread; a process reaped there
        # shows no exit code here for a moment, so wait (a second at most) until every one shows.
        deadline = time.monotonic() + 1
        while any(p.exitcode is None for p in self.processes) and time.monotonic() < deadline:
            time.sleep(0.01)
        for process in sorted(self.processes, key=lambda p: p.exitcode == -signal.SIGTERM):
            code = process.exitcode
            if code is not None and code != 0:
                how = f"killed by {signal.Signals(-code).name}" if code < 0 and -code in signal.valid_signals() \
                    else f"exit code {code}"
                return f"a worker process ({process.pid}) died ({how})"
        return "a worker process died"

    def __exit__(self, *exc) -> None:
        try:
            self.pool.shutdown(wait=True, cancel_futures=True)
        except BaseException:
            # Ctrl-C or SIGTERM while the workers finish (one stuck, or stopped, would be waited
            # for without end, here and again by concurrent.futures as the interpreter exits).
            self.kill()
            raise
