"""Once a run's exit code is decided (`ignore_stop_signals`), the output watch's timer signal is
ignored too: another thread's write could set the timer again just after it was stopped, and its
signal, once Python has put back SIGALRM's default on the way out, ended the process (-14 where
the run had said 143, seen under load in tests/cli/test_stop_signals.py)."""

from __future__ import annotations

import subprocess
import sys

_A_TIMER_SET_AGAIN = """\
import signal
from deckctl.core import signals

signals.watch_output()  # (stdout a pipe: watched)
signals.ignore_stop_signals()
signal.setitimer(signal.ITIMER_REAL, 0.0005, 0.0005)  # (as a late write of another thread would)
print(signal.getsignal(signal.SIGALRM) == signal.SIG_IGN)
"""


def test_the_watchs_signal_is_ignored_once_the_exit_code_is_decided():
    done = subprocess.run([sys.executable, "-c", _A_TIMER_SET_AGAIN], capture_output=True, text=True, timeout=60)
    assert (done.returncode, done.stdout, done.stderr) == (0, "True\n", "")
