"""How a run's main process takes Ctrl-C (SIGINT) and SIGTERM.

Both unwind the run as exceptions (KeyboardInterrupt, `Terminated`), from the very start of the
process (deckctl's entry point calls `take_stop_signals` before its heavy imports) and for every
command: `finally` blocks run (an atomic write's temporary file is removed) and worker processes
are ended on the way (core/workers: the workers leave both to the main process); `exit_stopped`
then says so in one line and exits 130 or 143. Commands that write outputs (build, simulate,
proof --serve) also run their work inside `stop_signals_raise`, for `raise_if_stopped`. Only the
main thread runs Python's signal handlers, and only a wait of the thread the kernel gives a
signal to is cut short by it: threads that must leave both signals to the main thread are
started inside `held()`. A handler's exception can be lost (raised in a callback Python calls
from C): a run checks `raise_if_stopped()` before it does what cannot be undone. A write to a
reader that stalled (a full pipe) is the one wait a handler cannot cut short when its signal came
just before it: `watch_output` makes deckctl's own output look for a stop while it waits, and
`watched_read` does the same for a read of a person's input (`deckctl play`'s prompt).
"""

from __future__ import annotations

import contextlib
import errno
import io
import os
import signal
import stat
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from functools import partial
from typing import NoReturn

from deckctl.core import exit_codes

STOPPING = {signal.SIGINT, signal.SIGTERM}  # what ends a run (Ctrl-C, a kill): the main process takes both


class Terminated(BaseException):
    """SIGTERM reached the main process of a run: like KeyboardInterrupt, it ends the worker
    processes before it reaches the command (which says so in one line, exit 143)."""


def take_stop_signals() -> None:
    """From now on SIGTERM raises Terminated in the main thread, as Ctrl-C raises
    KeyboardInterrupt (unless Ctrl-C is ignored, as in a job a shell started with `&`), and each
    is noted for `stop_that_came`: the process's default, set by deckctl's entry point before
    anything else (by default SIGTERM would end the process at once, no `finally` run, no word
    said)."""
    signal.signal(signal.SIGTERM, _raise_terminated)
    if signal.getsignal(signal.SIGINT) is signal.default_int_handler:
        signal.signal(signal.SIGINT, _raise_interrupted)


def _raise_terminated(signum, frame) -> None:
    _stops.append(signum)
    _watch_the_ending()
    if _deferring:
        return
    raise Terminated()


def _raise_interrupted(signum, frame) -> None:
    _stops.append(signum)
    _watch_the_ending()
    if _deferring:
        return
    signal.default_int_handler(signum, frame)


_stops: list[int] = []  # every stopping signal that came since `take_stop_signals`, in order
_deferring = 0  # how many `deferred` blocks the main thread is in


@contextmanager
def deferred() -> Iterator[None]:
    """Ctrl-C and SIGTERM that come in the block are raised as it ends, not inside it: for a step
    that must not be cut in two (a temporary file made and its name noted for removal). Unlike
    `held`, it holds whichever thread the system gives the signal to: Python runs the handler in
    the main thread, which is where this counts."""
    global _deferring
    before = len(_stops)
    _deferring += 1
    try:
        yield
    finally:
        _deferring -= 1
        if not _deferring and len(_stops) > before:
            raise Terminated() if _stops[before] == signal.SIGTERM else KeyboardInterrupt()


def stop_that_came() -> BaseException | None:
    """Terminated (or KeyboardInterrupt) if SIGTERM (or Ctrl-C) came since `take_stop_signals`:
    for a run that ends in an error its handler's exception turned into (a library that turns
    whatever a callback raises into an error of its own: pydantic building a model's validator
    while Ctrl-C comes), which is then the stop, not a bug of deckctl."""
    if not _stops:
        return None
    return Terminated() if _stops[0] == signal.SIGTERM else KeyboardInterrupt()


def exit_stopped(stop: BaseException) -> NoReturn:
    """The end of a run that Ctrl-C (KeyboardInterrupt) or SIGTERM (Terminated) stopped, the one
    place that says so: one line, "interrupted" or "terminated", and exit 130 or 143."""
    terminated = isinstance(stop, Terminated)
    print("terminated" if terminated else "interrupted", file=sys.stderr)
    sys.exit(exit_codes.TERMINATED if terminated else exit_codes.INTERRUPTED)


def ignore_stop_signals() -> None:
    """Ctrl-C and SIGTERM ignored from now on: the run has ended and its exit code is decided.
    (Python puts back the default action of both while it shuts down, which would end a finished
    run by the signal, no word said, instead of with its own exit code.)"""
    global _ending
    for number in STOPPING:
        signal.signal(number, signal.SIG_IGN)
    if _ending:  # (a timer's signal after Python has put back SIGALRM's default would end the process)
        _ending = False
        signal.setitimer(signal.ITIMER_REAL, 0)
    if _main_thread is not None:
        # The watch's signal ignored too, which Python leaves so on its way out: another thread's
        # write, seeing `_ending` just before it was cleared, may set the timer again after the
        # line above, and its next signal, once Python has put back SIGALRM's default, would end
        # the process (exit -14 in place of 143, one run in many on a busy machine). Nothing
        # looks for a stop from now on: no write needs cutting short.
        signal.signal(signal.SIGALRM, signal.SIG_IGN)


@contextmanager
def stop_signals_raise() -> Iterator[None]:
    """`take_stop_signals` for the block (in the main thread; in another nothing changes), with
    the record of stops started afresh, for a run that checks `raise_if_stopped` (and that may run
    in a process whose entry point was not deckctl's: a test's). A stop's exception dropped where
    Python can only print it is not printed: `raise_if_stopped` raises it again."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    _stops.clear()
    previous_term, previous_int = signal.getsignal(signal.SIGTERM), signal.getsignal(signal.SIGINT)
    take_stop_signals()
    previous_hook = sys.unraisablehook
    sys.unraisablehook = partial(_unraisable, previous_hook)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous_term)
        signal.signal(signal.SIGINT, previous_int)
        sys.unraisablehook = previous_hook


def _unraisable(previous, unraisable) -> None:
    """A stopping signal's exception raised where Python can only print it (a weakref's callback,
    a finaliser), not a traceback on the screen: `raise_if_stopped` raises it again."""
    if not isinstance(unraisable.exc_value, (Terminated, KeyboardInterrupt)):
        previous(unraisable)


def raise_if_stopped() -> None:
    """Raise Terminated (or KeyboardInterrupt) if SIGTERM (or Ctrl-C) came, though the run went
    on. A signal's handler runs in whatever code the main thread is in, and where that is a
    callback Python calls from C (a weakref's, a finaliser's, an import lock's), what it raises is
    dropped. A caller checks before a step that cannot be undone (a build putting its outputs in
    place) and before it reports what it did."""
    stop = stop_that_came()
    if stop is not None:
        raise stop


@contextmanager
def held() -> Iterator[None]:
    """SIGINT and SIGTERM wait while the block runs, then come in this thread. A thread or
    process started in the block keeps them blocked for good (a forked worker until it sets them
    up itself): the kernel then never gives them to it, so they reach the main thread (where the
    system has no signal masks, this does nothing)."""
    if not hasattr(signal, "pthread_sigmask"):
        yield
        return
    previous = signal.pthread_sigmask(signal.SIG_BLOCK, STOPPING)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, previous)


WATCH_EVERY = 0.25  # seconds between two looks, while a write of the output waits, for a stop that came
GIVE_UP_AFTER = 4  # looks (about a second) a write begun once the run was stopped waits before it goes nowhere


def watch_output() -> None:
    """sys.stdout and sys.stderr written through `_WatchedWrites` from now on (deckctl's entry
    point, in the main thread, before anything takes a reference to either): every place the run
    writes (its report, JSON streamed, progress and log lines, a game's screens, the final flush)
    looks for a stop while it waits. Not for a file (a write to one does not wait on a reader),
    nor where the system has no interval timer. SIGALRM is the watch's from then on."""
    global _main_thread
    if not hasattr(signal, "setitimer"):
        return
    _main_thread = threading.main_thread().ident
    stdout, stderr = _watched(sys.stdout), _watched(sys.stderr)
    if stdout is not sys.stdout or stderr is not sys.stderr:
        signal.signal(signal.SIGALRM, _look)
        sys.stdout, sys.stderr = stdout, stderr


def _watched(stream):
    """`stream` again, writing through `_WatchedWrites`; or itself (a file, none, a test's)."""
    try:
        fd = stream.fileno()
        if stat.S_ISREG(os.fstat(fd).st_mode) or not isinstance(stream, io.TextIOWrapper):
            return stream
    except (AttributeError, OSError, ValueError):
        return stream
    stream.flush()
    raw = _WatchedWrites(fd, "w", closefd=False)
    raw.name = stream.name
    buffered = isinstance(stream.buffer, io.BufferedWriter)  # (not with python -u, PYTHONUNBUFFERED)
    return io.TextIOWrapper(io.BufferedWriter(raw) if buffered else raw, encoding=stream.encoding,
                            errors=stream.errors, newline="\n", line_buffering=stream.line_buffering,
                            write_through=stream.write_through)


_main_thread: int | None = None  # set once the output is watched
_watching: list[int] | None = None  # the main thread's write under way: [its fd, stops before it, looks]
_elsewhere: dict[int, list[int]] = {}  # other threads' writes under way: {thread: [fd, looks since a stop]}
_ending = False  # a stop came: other threads' writes are watched too, until `ignore_stop_signals`


def _watch_the_ending() -> None:
    """A stop came: from now on another thread's write that waits is watched too, as the main
    thread may wait for it (rich's progress bar is redrawn by a thread of its own, holding a lock
    the bar's end needs). The timer runs only while such a write is under way: its signal cuts
    short whatever the main thread waits in, which for a few waits is an error (a terminal's
    drain, termios.tcsetattr(TCSADRAIN), raises)."""
    global _ending
    if _main_thread is not None:
        _ending = True
        if _elsewhere:
            _keep_looking()


def _keep_looking() -> None:
    if signal.getitimer(signal.ITIMER_REAL)[0] == 0:
        signal.setitimer(signal.ITIMER_REAL, WATCH_EVERY, WATCH_EVERY)


class _WatchedWrites(io.FileIO):
    """The system's writes of a stream, each watched for a stop. A signal that comes just before a
    write blocks on a stalled reader has its handler run only once the write returns, which it
    may never do (Python runs handlers between its own steps; the write is in the kernel by then).
    A timer's signal every WATCH_EVERY seconds while the write waits interrupts it: Python then
    runs every handler whose signal came (a stop raises, and the write is abandoned), and `_look`
    raises a stop noted since the write began (its handler deferred it); else the write goes on
    where it was, nothing lost. A timer for the write that waits, not a thread writing a copy:
    the output stays one stream, in order, written when the run writes it."""

    def write(self, data):
        global _watching
        thread = threading.get_ident()
        if thread != _main_thread:  # (a handler runs in the main thread only: `_look` frees this write)
            _elsewhere[thread] = [self.fileno(), 0]
            if _ending:
                _keep_looking()
            try:
                return self._all(data)
            finally:
                _elsewhere.pop(thread, None)
        if _watching is not None:
            return self._all(data)
        _watching = [self.fileno(), len(_stops), 0]
        signal.setitimer(signal.ITIMER_REAL, WATCH_EVERY, WATCH_EVERY)
        try:
            return self._all(data)
        finally:
            _watching = None  # (first: a look due now finds no write to watch)
            if not (_ending and _elsewhere):
                signal.setitimer(signal.ITIMER_REAL, 0)

    def _all(self, data) -> int:
        """Write the whole of `data`: a write the timer's signal interrupts returns what it wrote
        so far, and without a BufferedWriter above (`python -u`, PYTHONUNBUFFERED=1, as many CI
        and container images set) the text layer takes that for all of it. A slow reader (a pager,
        `| (sleep 1; cat)`) had been handed 64 KiB of a 560 KB report, and the run exited 0."""
        view = memoryview(data).cast("B")
        done = 0
        while done < len(view):
            written = super().write(view[done:])
            if written is None:  # (a stream set not to block, and full: as a BufferedWriter says it)
                raise BlockingIOError(errno.EAGAIN, "the write would block", done)
            done += written
        return done


def _look(signum, frame) -> None:
    """SIGALRM's handler while output is watched: see _WatchedWrites. Once the run is stopped,
    another thread's write that waits about a second goes nowhere too: its stream is dropped, and
    the timer's signal sent to that thread cuts its wait short (the write, tried again, is done)."""
    if _stops:
        for thread, writing in list(_elsewhere.items()):
            writing[1] += 1
            if writing[1] >= GIVE_UP_AFTER:
                _drop_output(writing[0])
                with contextlib.suppress(OSError):  # (the thread has just ended)
                    signal.pthread_kill(thread, signal.SIGALRM)
    watching = _watching
    if watching is None:  # (the write has just ended, or another thread's is watched)
        if not _elsewhere:
            signal.setitimer(signal.ITIMER_REAL, 0)
        return
    fd, stops_before, looks = watching
    watching[2] = looks = looks + 1
    if len(_stops) > stops_before:
        raise Terminated() if _stops[stops_before] == signal.SIGTERM else KeyboardInterrupt()
    if stops_before and looks >= GIVE_UP_AFTER:
        _drop_output(fd)  # (the run is ending, stopped: its "terminated" for a stalled reader)


def _drop_output(fd: int) -> None:
    """What is written to `fd` from now on goes nowhere (the write under way too, once retried)."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, fd)
    os.close(devnull)


def stops_so_far() -> int:
    """How many stops have come so far: the mark from which `watched_read` counts."""
    return len(_stops)


@contextmanager
def watched_read(since: int = 0) -> Iterator[None]:
    """For a read that waits as long as a person takes (the next line at `deckctl play`'s prompt):
    a stop noted since `since` (a `stops_so_far()`) raises at once, and one that comes while the
    read waits ends it within WATCH_EVERY seconds. A signal that comes just before the read blocks
    (after Python's last look for one, before the system's read) has its handler run only once
    the read returns, which it may never do (a pipe held open, nobody at the keyboard); and a
    handler's exception can be lost, the stop only noted. A timer's signal every WATCH_EVERY
    seconds while the read waits interrupts it: Python runs every handler whose signal came (a stop
    raises), and `_look_while_reading` raises a stop noted since `since`; else the read goes on
    where it was, nothing typed lost (a terminal keeps the line being edited). A timer, not a wait
    of our own for the input: the stream reads as it always has (its buffer, decoding, line ends).
    In the main thread only, where the system has an interval timer; the timer and SIGALRM's
    handler are put back as they were."""
    _raise_stop_since(since)
    if not hasattr(signal, "setitimer") or threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.signal(signal.SIGALRM, partial(_look_while_reading, since))
    timer = signal.setitimer(signal.ITIMER_REAL, WATCH_EVERY, WATCH_EVERY)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)  # (first: no look comes after the handler is put back)
        signal.signal(signal.SIGALRM, signal.SIG_DFL if previous is None else previous)  # (None: set outside Python)
        if timer[0]:
            signal.setitimer(signal.ITIMER_REAL, *timer)


def _look_while_reading(since: int, signum, frame) -> None:
    """SIGALRM's handler while a read is watched: see `watched_read`."""
    _raise_stop_since(since)


def _raise_stop_since(since: int) -> None:
    if len(_stops) > since:
        raise Terminated() if _stops[since] == signal.SIGTERM else KeyboardInterrupt()
