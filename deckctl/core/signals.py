"""How a run's main process takes Ctrl-C (SIGINT) and SIGTERM.

Both unwind the run to its command as exceptions (KeyboardInterrupt, `Terminated`), ending its
worker processes on the way (core/workers: the workers leave both to the main process); the
command says so in one line and exits 130 or 143. Only the main thread runs Python's signal
handlers, and only a wait of the thread the kernel gives a signal to is cut short by it: threads
that must leave both signals to the main thread are started inside `held()`.
"""

from __future__ import annotations

import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager

STOPPING = {signal.SIGINT, signal.SIGTERM}  # what ends a run (Ctrl-C, a kill): the main process takes both


class Terminated(BaseException):
    """SIGTERM reached the main process of a run: like KeyboardInterrupt, it ends the worker
    processes before it reaches the command (which says so in one line, exit 143)."""


@contextmanager
def sigterm_raises() -> Iterator[threading.Event]:
    """SIGTERM raises Terminated in the main thread while the block runs (in another thread
    nothing changes). Yields an event set when it came, for a caller whose wait ran the handler
    but kept what it raised to itself (watchfiles reports only that a signal came)."""
    came = threading.Event()
    if threading.current_thread() is not threading.main_thread():
        yield came
        return

    def terminated(signum, frame) -> None:
        came.set()
        raise Terminated()

    previous = signal.signal(signal.SIGTERM, terminated)
    try:
        yield came
    finally:
        signal.signal(signal.SIGTERM, previous)


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
