"""Ctrl-C during `deckctl simulate` ends it at once on any number of jobs: exit 130, one line, no
traceback, and no worker process left behind. SIGTERM ends it as quietly (exit 143), and a worker
that dies ends the run with one error line instead of leaving it waiting for ever."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from terminal import on_pty

DECKCTL = Path(sys.executable).parent / "deckctl"


def _group(pgid: int) -> list[int]:
    """The live processes of a process group (zombies, which are already gone, left out)."""
    members = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        state, group = fields[0], int(fields[2])
        if group == pgid and state != "Z":
            members.append(int(entry.name))
    return members


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads processes from /proc")
@pytest.mark.parametrize("jobs", [2, 3])
def test_ctrl_c_stops_every_process_with_one_line(jobs):
    process = subprocess.Popen(
        [str(DECKCTL), "simulate", "knowledge", "--games", "10000000", "--jobs", str(jobs)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        # Its own process group, as a terminal's foreground job: Ctrl-C signals every process in it.
        start_new_session=True,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    try:
        deadline = time.monotonic() + 60
        while len(_group(process.pid)) < jobs + 1 and time.monotonic() < deadline:
            time.sleep(0.05)  # wait for the workers to be playing
        assert len(_group(process.pid)) == jobs + 1
        os.killpg(process.pid, signal.SIGINT)
        out, err = process.communicate(timeout=60)
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
    assert process.returncode == 130
    assert out == ""
    assert err == "interrupted: the simulation stopped, nothing reported\n"
    assert _group(process.pid) == []


def _playing(jobs: int) -> subprocess.Popen:
    """A long `deckctl simulate --jobs N` in its own process group, once its workers are playing."""
    process = subprocess.Popen(
        [str(DECKCTL), "simulate", "knowledge", "--games", "10000000", "--jobs", str(jobs)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True,
    )
    deadline = time.monotonic() + 60
    while len(_group(process.pid)) < jobs + 1 and time.monotonic() < deadline:
        time.sleep(0.05)
    assert len(_group(process.pid)) == jobs + 1
    return process


def _ended(process: subprocess.Popen) -> tuple[str, str]:
    """Its output once it has ended by itself (a generous minute), or a failure if it hangs."""
    try:
        return process.communicate(timeout=60)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.communicate()
        pytest.fail("deckctl simulate hung")
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads processes from /proc")
def test_a_dead_worker_ends_the_run_with_one_error_line():
    process = _playing(2)
    workers = [pid for pid in _group(process.pid) if pid != process.pid]
    os.kill(workers[0], signal.SIGKILL)  # as the out-of-memory killer would
    out, err = _ended(process)
    assert process.returncode == 1
    assert out == ""
    # Which worker and how are named when the pool still knows them; under load it may have
    # cleared its table first, and the line says only that a worker died. (Under heavy load the
    # pool has been seen ending the other worker the same way before the line is written.)
    assert err in [*(f"deckctl: error: a worker process ({pid}) died (killed by SIGKILL); "
                     "the simulation stopped, nothing reported\n" for pid in workers),
                   "deckctl: error: a worker process died; the simulation stopped, nothing reported\n"]
    assert _group(process.pid) == []


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads processes from /proc")
@pytest.mark.parametrize("whom", ["main process", "process group"])
def test_sigterm_ends_every_process_quietly(whom):
    process = _playing(2)
    if whom == "main process":
        os.kill(process.pid, signal.SIGTERM)  # `kill PID`
    else:
        os.killpg(process.pid, signal.SIGTERM)  # a service manager stopping the whole job
    out, err = _ended(process)
    assert process.returncode == 143
    assert out == ""
    assert err == "terminated: the simulation stopped, nothing reported\n"  # no worker traceback
    assert _group(process.pid) == []


def _stderr_of_simulate(*, terminal: bool) -> str:
    """What `deckctl simulate` writes to standard error when that is a terminal (a pty) or a pipe."""
    args = [str(DECKCTL), "simulate", "knowledge", "--games", "40", "--jobs", "2"]  # (few: the bar, not the games)
    if not terminal:
        return subprocess.run(args, capture_output=True, text=True, check=True).stderr
    code, seen = on_pty(args, "stderr", subprocess.DEVNULL)
    assert code == 0
    return seen.decode("utf-8", "replace")


def test_a_progress_bar_only_on_a_terminal():
    assert "40/40" in _stderr_of_simulate(terminal=True)  # the bar, drawn at the end at least
    piped = _stderr_of_simulate(terminal=False)
    assert piped.startswith("40 games in ") and piped.count("\n") == 1  # the timing line only
