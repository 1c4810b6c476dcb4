"""A stopping signal whose exception Python dropped (its handler ran inside a callback Python
calls from C, such as a weakref's) still stops the run at its next check, quietly, and a build
then puts nothing in place."""

from __future__ import annotations

import os
import signal
import time
import weakref

import pytest
from deckfactory import DECKS

from deckctl.build import pipeline
from deckctl.core.signals import Terminated, raise_if_stopped, stop_signals_raise


class Thing:
    pass


def signal_lost_in_a_callback(signum: int) -> None:
    """`signum` comes while a weakref's callback runs: its handler raises there, and Python only
    hands that exception to sys.unraisablehook."""
    def callback(_ref) -> None:
        os.kill(os.getpid(), signum)
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:  # the handler runs between two of these steps
            pass

    thing = Thing()
    ref = weakref.ref(thing, callback)  # noqa: F841  (kept until `thing` goes)
    del thing


@pytest.mark.parametrize("signum, raised", [(signal.SIGTERM, Terminated), (signal.SIGINT, KeyboardInterrupt)])
def test_a_signal_whose_exception_was_dropped_is_raised_at_the_next_check(signum, raised, capsys):
    with stop_signals_raise():
        signal_lost_in_a_callback(signum)  # returns: the exception went nowhere
        with pytest.raises(raised):
            raise_if_stopped()
    assert "Exception ignored" not in capsys.readouterr().err  # no traceback on the screen


def test_nothing_is_raised_when_no_signal_came_and_a_new_run_starts_afresh():
    with stop_signals_raise():
        signal_lost_in_a_callback(signal.SIGTERM)
    with stop_signals_raise():
        raise_if_stopped()  # (the last run's signal is not this one's)


def test_a_build_whose_stop_was_lost_puts_nothing_in_place(tmp_path, monkeypatch):
    out = tmp_path / "build"
    run_job = pipeline.run_job

    def job_during_which_sigterm_is_lost(job, stop=None):
        result = run_job(job, stop)
        signal_lost_in_a_callback(signal.SIGTERM)
        return result

    monkeypatch.setattr(pipeline, "run_job", job_during_which_sigterm_is_lost)
    with stop_signals_raise(), pytest.raises(Terminated):
        pipeline.build([DECKS / "you-know-it-starter"], out, jobs=1)
    assert not out.exists()
