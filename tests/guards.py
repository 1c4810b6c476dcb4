"""A time limit for code under test that could block or run away on hostile input (a named pipe
read, a bomb decoded): the test fails instead of hanging the suite."""

from __future__ import annotations

import signal
from contextlib import contextmanager


class Blocked(BaseException):
    """Raised by the alarm: a BaseException, so that no `except OSError` on the way swallows it."""


@contextmanager
def returns_quickly(seconds: int = 20, what: str = "a named pipe or a device was read"):
    def expired(*_):
        raise Blocked(f"blocked for {seconds} s: {what}")

    previous = signal.signal(signal.SIGALRM, expired)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
