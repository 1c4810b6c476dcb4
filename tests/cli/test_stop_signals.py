"""SIGTERM ends every command as Ctrl-C does, from the first moment deckctl runs: the run unwinds
(its `finally` blocks run, so an atomic write's temporary file goes), says "terminated" and exits
143; Ctrl-C says "interrupted" and exits 130 however early it comes, typer's own silent 130
included."""

from __future__ import annotations

import contextlib
import fcntl
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from deckfactory import DECKS, write_deck

from deckctl.core import exit_codes
from deckctl.core.signals import Terminated

STARTER = DECKS / "knowledge-starter"


def deckctl(*args, cwd: Path) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "deckctl", *map(str, args)], cwd=cwd,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def handles_sigterm(pid: int) -> bool:
    """Whether the process `pid` has set SIGTERM's handling itself: caught, or (a run that has
    ended, shutting down) ignored; by default it is neither (the kernel's SigCgt and SigIgn)."""
    fields = dict(line.split(":", 1) for line in Path(f"/proc/{pid}/status").read_text().splitlines())
    handled = int(fields.get("SigCgt", "0"), 16) | int(fields.get("SigIgn", "0"), 16)
    return bool(handled & (1 << (signal.SIGTERM - 1)))


def between_looks() -> None:
    """A millisecond's pause between two looks at a process this test waits on: looking without
    one kept a CPU busy, taken from deckctl (and the rest of the suite), for as long as it ran."""
    time.sleep(0.001)


def wait_until_it_handles_sigterm(process: subprocess.Popen) -> bool:
    """Poll from the moment the process exists until it handles SIGTERM itself (True) or ends
    (False). (A signal sent before that finds the interpreter still starting, before any of
    deckctl's code can run: its default action ends the process there, whatever deckctl does.)"""
    give_up = time.monotonic() + 60  # (a process that never handles it, blocked for good: no hang)
    while time.monotonic() < give_up:
        try:
            if handles_sigterm(process.pid):
                return True
        except (FileNotFoundError, ProcessLookupError, ValueError):  # (ended meanwhile)
            pass
        if process.poll() is not None:
            return False
        between_looks()
    return False


def full_pipe() -> tuple[int, int]:
    """A pipe whose reader has stalled: (reader, writer), the writer's buffer full, so a write waits."""
    reader, writer = os.pipe()
    os.set_blocking(writer, False)
    with contextlib.suppress(BlockingIOError):
        while True:
            os.write(writer, b"x" * 65536)
    os.set_blocking(writer, True)
    return reader, writer


pytestmark = pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads /proc (Linux)")


def test_sigterm_as_soon_as_deckctl_takes_it_ends_validate_with_terminated_and_143(tmp_path):
    process = deckctl("validate", STARTER, cwd=tmp_path)
    try:
        assert wait_until_it_handles_sigterm(process), "validate never took SIGTERM itself"
        process.send_signal(signal.SIGTERM)  # (deckctl is still importing its application here)
        _, err = process.communicate(timeout=60)
    finally:
        process.kill()
    assert process.returncode == exit_codes.TERMINATED, err
    assert err.strip().splitlines() == ["terminated"]


def test_deckctl_version_takes_sigterm_too_and_a_stalled_reader_does_not_hold_its_exit(tmp_path):
    """`deckctl --version` writing into a pipe nobody reads (full: the write waits): SIGTERM
    ends it with "terminated" and 143, and what it could not write does not hold its exit."""
    reader, writer = full_pipe()
    process = subprocess.Popen([sys.executable, "-m", "deckctl", "--version"], stdout=writer,
                               stderr=subprocess.PIPE, text=True, cwd=tmp_path)
    os.close(writer)
    try:
        assert wait_until_it_handles_sigterm(process), "--version never took SIGTERM itself"
        process.send_signal(signal.SIGTERM)  # (before its write, or while it waits in it)
        _, err = process.communicate(timeout=60)
    finally:
        process.kill()
        os.close(reader)
    assert (process.returncode, err) == (exit_codes.TERMINATED, "terminated\n")


# How a stopped run ends: Terminated raised through deckctl's entry point, or said and exited with
# by the command (the application's own handler, core/signals.exit_stopped).
_STOPPED_WHILE_RUNNING = {
    "raised": "    os.kill(os.getpid(), signal.SIGTERM)\n    time.sleep(5)\n",
    "said by the command": ("    try:\n        os.kill(os.getpid(), signal.SIGTERM)\n        time.sleep(5)\n"
                            "    except Terminated as stop:\n        exit_stopped(stop)\n"),
}


@pytest.mark.parametrize("how", _STOPPED_WHILE_RUNNING)
def test_a_stop_with_output_still_buffered_for_a_stalled_reader_ends_at_once(tmp_path, how):
    """The race the test above loses now and then, made certain: SIGTERM comes while the command
    runs with output in stdout's buffer and the reader has stalled. The flush on the way out used
    to write that buffer into the full pipe and wait there for ever (the signal was spent); a
    stopped run drops its unwritten output and ends with "terminated" and 143."""
    reader, writer = full_pipe()
    script = ("import os, signal, time\n"
              "import deckctl.__main__ as entry\n"
              "from deckctl.core.signals import Terminated, exit_stopped\n"
              "def stopped_while_running():\n"
              "    print('x' * 100)\n"  # (buffered: the pipe is full, so flushing it would wait)
              + _STOPPED_WHILE_RUNNING[how] +
              "entry._run = stopped_while_running\n"
              "entry.main()\n")
    buffered = {name: value for name, value in os.environ.items() if name != "PYTHONUNBUFFERED"}  # (print keeps it)
    process = subprocess.Popen([sys.executable, "-c", script], stdout=writer, stderr=subprocess.PIPE, text=True,
                               cwd=tmp_path, env=buffered)
    os.close(writer)
    try:
        _, err = process.communicate(timeout=60)
    finally:
        process.kill()
        os.close(reader)
    assert (process.returncode, err) == (exit_codes.TERMINATED, "terminated\n")


def test_fmt_stopped_by_sigterm_while_it_writes_leaves_no_temporary_file_and_no_file_changed(tmp_path):
    """`deckctl fmt` writes every changed file to a temporary file beside it, then renames them
    all: SIGTERM while the temporaries are written (a CI job cancelled) removes them."""
    cards = tmp_path / "quiz" / "cards"
    cards.mkdir(parents=True)
    for name in ("deck.yaml", "board.yaml"):
        (tmp_path / "quiz" / name).write_bytes((STARTER / name).read_bytes())
    card = "- id: card-{n}   \n  category: number\n  front: How many?\n  back: This many.\n  value: 3\n"
    # (spaces ending a line: fmt rewrites each file)
    sources = {cards / f"card-{n:03}.yaml": card.format(n=n).encode() for n in range(400)}
    for path, data in sources.items():
        path.write_bytes(data)
    for _attempt in range(5):  # (a fast machine may write them all before one is seen: again)
        process = deckctl("fmt", "quiz", cwd=tmp_path)
        try:
            while process.poll() is None and not any(cards.glob(".*.tmp")):
                between_looks()
            process.send_signal(signal.SIGTERM)
            _, err = process.communicate(timeout=60)
        finally:
            process.kill()
        if process.returncode == 0:
            for path, data in sources.items():
                path.write_bytes(data)
            continue
        break
    else:
        pytest.fail("fmt always finished before it could be stopped")
    assert process.returncode == exit_codes.TERMINATED, err
    assert err.strip().splitlines()[-1] == "terminated"
    assert sorted(p.name for p in cards.iterdir() if p.name.startswith(".")) == []  # no temporary file left
    assert {path: path.read_bytes() for path in sources} == sources  # all or nothing: nothing


def test_ctrl_c_at_any_moment_of_the_start_says_interrupted(tmp_path):
    """Ctrl-C from deckctl's start to the command's end, a little later each time: each
    run says "interrupted" (or, if it came too late, finished as it would have)."""
    interrupted = 0
    for step in range(12):
        process = deckctl("validate", STARTER, cwd=tmp_path)
        try:
            assert wait_until_it_handles_sigterm(process)  # (Python takes Ctrl-C by then too)
            time.sleep(step * 0.025)  # (only staggers when the signal comes; nothing is timed)
            process.send_signal(signal.SIGINT)
            _, err = process.communicate(timeout=60)
        finally:
            process.kill()
        lines = err.strip().splitlines()
        if process.returncode == 0:
            assert lines[-1].startswith("all valid"), err
            continue
        # (-SIGINT: Python ends a run that a KeyboardInterrupt reached anywhere by the signal
        # itself, after the run's own end; a shell reads 130 either way)
        assert process.returncode in {exit_codes.INTERRUPTED, -signal.SIGINT} and lines == ["interrupted"], \
            f"Ctrl-C {step * 0.025:.3f} s in: exit {process.returncode}, {err!r}"
        interrupted += 1
    assert interrupted, "validate always finished before Ctrl-C came"


@pytest.mark.parametrize("stop, word, code", [(KeyboardInterrupt, "interrupted", exit_codes.INTERRUPTED),
                                              (Terminated, "terminated", exit_codes.TERMINATED)])
def test_a_stop_typer_would_catch_itself_is_said(cli, monkeypatch, stop, word, code):
    """Before any command runs, the application checks SOURCE_DATE_EPOCH: a KeyboardInterrupt there
    was typer's to catch, and it exited 130 without a word."""
    import deckctl.core.source_date

    def stopped():
        raise stop()

    monkeypatch.setattr(deckctl.core.source_date, "source_date", stopped)
    run = cli("validate", STARTER)
    assert (run.exit_code, run.stderr.strip()) == (code, word)
    assert run.exception is None


def test_sigterm_as_the_handler_is_taken_ends_the_run_as_any_stop(monkeypatch, capsys):
    """The handler may run as soon as `take_stop_signals` installs it, still inside that call:
    the entry point took it before its blocks, so Terminated escaped as a traceback."""
    import deckctl.__main__ as entry
    from deckctl.core import signals

    def taken_and_stopped() -> None:
        raise signals.Terminated()  # (as the handler raises it, the moment it is installed)

    monkeypatch.setattr(signals, "take_stop_signals", taken_and_stopped)
    monkeypatch.setattr(signals, "ignore_stop_signals", lambda: None)  # (the test process keeps its own)
    monkeypatch.setattr(entry, "_drop_pending_output", lambda: None)  # (pytest's captured stdout stays)
    with pytest.raises(SystemExit) as ended:
        entry.main()
    assert ended.value.code == exit_codes.TERMINATED
    assert capsys.readouterr().err == "terminated\n"


# deckctl run with a thread of the test's own, which notes SIGTERM as the signal's arrival does
# (Python's C-level handler: the Python one runs between the main thread's steps) when the test
# writes to it: a signal that came just before a write blocked, the write already in the kernel.
_NOTED_WHILE_IT_WRITES = """\
import ctypes, os, signal, sys, threading
import deckctl.__main__ as entry

def note_sigterm_when_told(control):
    os.read(control, 1)
    ctypes.pythonapi.PyErr_SetInterruptEx(signal.SIGTERM)

threading.Thread(target=note_sigterm_when_told, args=(int(sys.argv[1]),), daemon=True).start()
sys.argv[:2] = ["deckctl"]
entry.main()
"""


def blocked_writing_to_a_pipe(pid: int) -> bool:
    return "pipe_write" in Path(f"/proc/{pid}/wchan").read_text()


def drained(reader: int) -> bytes:
    os.set_blocking(reader, False)
    chunks = []
    with contextlib.suppress(OSError):  # (nothing more for now; EIO: a terminal all its writers left)
        while chunk := os.read(reader, 65536):
            chunks.append(chunk)
    return b"".join(chunks)


_INVALID_CARDS = "".join(f"- id: card-{i}\n  category: letter\n  front: Question {i}?\n  back: An answer.\n  value: ZZ\n"
                         for i in range(100))  # some 24 kB of findings as JSON, streamed as they are made


@pytest.mark.parametrize("args, stalled", [
    (["validate", "deck", "--format", "json"], "stdout"),  # a write during the run
    (["validate", "deck", "--format", "json"], "stdout and stderr"),  # ("terminated" cannot be said)
    (["--version"], "stdout"),  # the final flush
])
def test_a_stop_that_came_just_before_a_write_blocked_ends_the_run(tmp_path, args, stalled):
    """`deckctl validate --format json | sleep 1000`: SIGTERM just before a write into the full
    pipe blocked. Its handler, run only between Python's steps, waited for a write that never
    returned: the run hung until the reader drained (the final flush was watched; the run's own
    writes were not). It ends now with 143, "terminated" said where it can be, no traceback;
    with stderr stalled too, what is written once the run is stopped goes nowhere after a second."""
    write_deck(tmp_path, "knowledge", _INVALID_CARDS)
    reader, writer = full_pipe()
    control, told = os.pipe()
    env = {name: value for name, value in os.environ.items() if name != "PYTHONUNBUFFERED"}
    process = subprocess.Popen([sys.executable, "-c", _NOTED_WHILE_IT_WRITES, str(control), *args],
                               stdout=writer, stderr=writer if stalled == "stdout and stderr" else subprocess.PIPE,
                               pass_fds=[control], cwd=tmp_path, env=env)
    os.close(writer)
    os.close(control)
    try:
        give_up = time.monotonic() + 60
        while not blocked_writing_to_a_pipe(process.pid):
            assert process.poll() is None and time.monotonic() < give_up, "deckctl never waited in a write"
            between_looks()
        os.write(told, b"!")
        _, err = process.communicate(timeout=20)
        written = drained(reader)
    finally:
        process.kill()
        os.close(reader)
        os.close(told)
    assert process.returncode == exit_codes.TERMINATED, (err, written[-300:])
    if err is None:
        assert b"Traceback" not in written and b"Exception" not in written
    else:
        assert err.decode() == "terminated\n"


def voluntary_switches(pid: int) -> int:
    """How many times the process has gone to sleep: one more each time a look for a stop wakes
    a write that waits and it waits again."""
    fields = dict(line.split(":", 1) for line in Path(f"/proc/{pid}/status").read_text().splitlines())
    return int(fields["voluntary_ctxt_switches"])


def test_the_looks_for_a_stop_while_a_write_waits_lose_nothing(tmp_path, cli):
    """No stop: the writes that waited on a stalled reader, woken every quarter second to look
    for one, go on where they were, and the reader gets the same bytes as ever."""
    write_deck(tmp_path, "knowledge", _INVALID_CARDS)
    expected = cli("validate", "deck", "--format", "json", cwd=tmp_path).stdout.encode()
    reader, writer = full_pipe()
    env = {name: value for name, value in os.environ.items() if name != "PYTHONUNBUFFERED"}
    env["DECKCTL_CACHE_DIR"] = os.environ.get("DECKCTL_CACHE_DIR", str(tmp_path / "cache"))
    process = subprocess.Popen([sys.executable, "-m", "deckctl", "validate", "deck", "--format", "json"],
                               stdout=writer, stderr=subprocess.PIPE, cwd=tmp_path, env=env)
    os.close(writer)
    try:
        give_up = time.monotonic() + 60
        while not blocked_writing_to_a_pipe(process.pid):
            assert process.poll() is None and time.monotonic() < give_up, "validate never waited in a write"
            between_looks()
        woken = voluntary_switches(process.pid) + 3
        while voluntary_switches(process.pid) < woken:  # (looked three times at least)
            assert process.poll() is None and time.monotonic() < give_up, "the waiting write was never woken"
            between_looks()
        with open(reader, "rb", closefd=False) as pipe:
            received = pipe.read()
        _, err = process.communicate(timeout=60)
    finally:
        process.kill()
        os.close(reader)
    assert process.returncode == 1, err  # (the findings)
    assert received.lstrip(b"x") == expected


_A_BAR_DRAWN = """\
import time
import deckctl.__main__ as entry

def drawing_a_bar():
    from deckctl.cli.progress import progress

    with progress("working", "steps") as step:
        step(1, 2, "the first")
        time.sleep(3600)

entry._run = drawing_a_bar
entry.main()
"""


def test_a_stop_while_the_progress_bar_waits_on_a_stalled_terminal_ends_the_run(tmp_path):
    """The terminal stopped taking output (Ctrl-S, a frozen ssh session) while the progress bar's
    own thread redraws it: SIGTERM ended the work, and the bar's end then waited for ever for the
    lock that thread held while its write waited. The write goes nowhere after about a second."""
    import pty

    terminal, tty = pty.openpty()
    env = {name: value for name, value in os.environ.items() if name not in ("CI", "PYTHONUNBUFFERED")}
    env["TERM"] = "xterm"
    process = subprocess.Popen([sys.executable, "-c", _A_BAR_DRAWN], stdin=tty, stdout=tty, stderr=tty,
                               cwd=tmp_path, env=env, start_new_session=True)
    try:
        give_up = time.monotonic() + 60
        while "nanosleep" not in Path(f"/proc/{process.pid}/wchan").read_text():  # (the bar is drawn)
            assert process.poll() is None and time.monotonic() < give_up, "the bar was never drawn"
            between_looks()
        filler = os.open(os.ttyname(tty), os.O_WRONLY | os.O_NONBLOCK | os.O_NOCTTY)
        with contextlib.suppress(BlockingIOError):
            while True:
                os.write(filler, b"x" * 4096)  # (the terminal takes no more: nobody reads it)
        os.close(filler)
        bar = [task for task in Path(f"/proc/{process.pid}/task").iterdir() if task.name != str(process.pid)]
        while not any("wait_woken" in (task / "wchan").read_text() for task in bar):  # (its redraw waits)
            assert process.poll() is None and time.monotonic() < give_up, "the bar was never redrawn"
            between_looks()
        process.send_signal(signal.SIGTERM)
        process.wait(timeout=20)
    finally:
        process.kill()
        os.close(tty)
    shown = drained(terminal)
    os.close(terminal)
    assert process.returncode == exit_codes.TERMINATED
    assert b"Traceback" not in shown
