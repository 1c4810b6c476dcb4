"""A stop (SIGTERM, Ctrl-C) ends the wait for a line at `deckctl play`'s prompt whenever it comes:
also when its signal came just before the read blocked (its handler then ran only once a line came,
which with a pipe held open or nobody at the keyboard was never: deckctl waited instead of exiting
143), and when its handler ran but its exception was lost. The timer's looks meanwhile lose nothing
of a line being typed and edited at a terminal."""

from __future__ import annotations

import os
import signal
import threading
import time
import weakref
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from terminal import keyboard_and_reader

from deckctl.core import signals
from deckctl.core.signals import Terminated, stop_signals_raise
from deckctl.engine.prompt import LineReader

GIVE_UP = 20  # seconds before the harness frees a read that a stop did not end (the old code's)

pytestmark = pytest.mark.skipif(not hasattr(signal, "pthread_kill") or not Path("/proc/self/wchan").exists(),
                                reason="signals a thread, reads /proc (Linux)")


@contextmanager
def empty_pipe_held_open() -> Iterator[tuple[LineReader, Callable[[], bool]]]:
    """(a LineReader on a pipe nobody writes to but nobody closes, whether the harness had to
    free it): a read that no stop ends gets the line "late" after GIVE_UP seconds."""
    reader, writer = os.pipe()
    stream = os.fdopen(reader, "r", encoding="utf-8")
    done, freed = threading.Event(), threading.Event()

    def free_a_read_left_waiting() -> None:
        if not done.wait(GIVE_UP):
            freed.set()
            os.write(writer, b"late\n")

    helper = threading.Thread(target=free_a_read_left_waiting)
    helper.start()
    try:
        yield LineReader(stream), freed.is_set
    finally:
        done.set()
        helper.join()
        stream.close()
        os.close(writer)


def main_thread_reads_a_pipe() -> bool:
    return "pipe_read" in Path(f"/proc/self/task/{threading.main_thread().native_id}/wchan").read_text()


def a_stop_taken_while_the_read_blocks(signum: int) -> threading.Thread:
    """A thread that waits until the main thread blocks in its read, then takes `signum` itself:
    its handler is due in the main thread, whose read the signal did not interrupt, as when the
    signal comes just before the read begins."""
    def take_it() -> None:
        signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGALRM})  # (the looks are the main thread's)
        give_up = time.monotonic() + GIVE_UP
        while not main_thread_reads_a_pipe() and time.monotonic() < give_up:
            time.sleep(0.001)
        signal.pthread_kill(threading.get_ident(), signum)

    thread = threading.Thread(target=take_it)
    thread.start()
    return thread


def test_sigterm_that_came_just_before_the_read_blocked_ends_it():
    with stop_signals_raise(), empty_pipe_held_open() as (read_line, freed):
        stop = a_stop_taken_while_the_read_blocks(signal.SIGTERM)
        try:
            with pytest.raises(Terminated):
                read_line()
            assert not freed(), "the read waited until a line came"
        finally:
            stop.join()


def lose_a_stop(signum: int) -> None:
    """`signum` comes while a weakref's callback runs: its handler raises there, and Python drops
    that exception; only the stop is noted."""
    def callback(_ref) -> None:
        os.kill(os.getpid(), signum)
        give_up = time.monotonic() + 5
        while signals.stops_so_far() == before and time.monotonic() < give_up:  # (the handler runs between steps)
            pass

    before = signals.stops_so_far()
    thing = type("Thing", (), {})()
    ref = weakref.ref(thing, callback)  # noqa: F841  (kept until `thing` goes)
    del thing


def test_a_stop_whose_exception_was_lost_ends_the_next_read_at_once():
    with stop_signals_raise(), empty_pipe_held_open() as (read_line, freed):
        lose_a_stop(signal.SIGTERM)
        with pytest.raises(Terminated):
            read_line()
        assert not freed()


def test_a_stop_before_the_reader_was_made_is_not_its_own():
    with stop_signals_raise():
        lose_a_stop(signal.SIGTERM)
        with keyboard_and_reader() as (keyboard, read_line):
            os.write(keyboard, b"red\n")
            assert read_line() == "red\n"


def test_the_looks_while_a_line_is_typed_lose_nothing_of_it(monkeypatch):
    """A line half typed, looked at twice by the timer, then corrected and ended: the terminal's
    line editing reads as ever (the rest is typed from the second look itself: no sleep)."""
    looks = []
    look = signals._look_while_reading

    def looking_then_typing(since, signum, frame):
        looks.append(signum)
        if len(looks) == 2:
            os.write(keyboard, b"x\x7fd\n")  # x, erased, d, Enter
        look(since, signum, frame)

    monkeypatch.setattr(signals, "_look_while_reading", looking_then_typing)
    with stop_signals_raise(), keyboard_and_reader() as (keyboard, read_line):
        os.write(keyboard, b"re")
        done = threading.Timer(GIVE_UP, os.write, (keyboard, b"\n"))  # (frees the old code's read)
        done.start()
        try:
            assert read_line() == "red\n"
        finally:
            done.cancel()
    assert len(looks) >= 2
    assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)  # the timer is off again
