"""Keys typed at the terminal while a bot pauses before its move are not shown and not kept for the
next prompt (a You Know It! answer typed early would otherwise appear on the screen and answer the
prompt unseen); the terminal is as it was after the pause however it ends: its end, Ctrl-C, SIGTERM.
A script's input is left alone."""

from __future__ import annotations

import io
import os
import pty
import select
import signal
import subprocess
import sys
import termios
import time
from pathlib import Path

import pytest
from terminal import pending

from deckctl.engine.prompt import LineReader, Prompt

DECKCTL = Path(sys.executable).parent / "deckctl"


def echoed(fd: int) -> bool:
    return bool(termios.tcgetattr(fd)[3] & termios.ECHO)


def test_keys_typed_during_the_pause_are_not_shown_nor_read_after(terminal):
    keyboard, reader = terminal
    fd = reader.stream.fileno()
    with reader.ignoring():
        assert not echoed(fd)
        os.write(keyboard, b"six\nsev")  # a whole line and half of one
        assert select.select([fd], [], [], 30)[0]  # the kernel has passed them to the terminal
        assert pending(keyboard) == b""
    assert echoed(fd)
    os.write(keyboard, b"4\n")
    assert reader() == "4\n"  # the early keys are gone, not in front of the answer
    assert pending(keyboard) == b"4\r\n"  # typed at the prompt: echoed as usual


def test_the_terminal_is_restored_when_ctrl_c_ends_the_pause(terminal):
    _, reader = terminal
    fd = reader.stream.fileno()
    before = termios.tcgetattr(fd)
    with pytest.raises(KeyboardInterrupt), reader.ignoring():
        raise KeyboardInterrupt
    assert termios.tcgetattr(fd) == before


def test_sigterm_during_the_pause_restores_the_terminal_and_exits_143(terminal):
    _, reader = terminal
    fd = reader.stream.fileno()
    before = termios.tcgetattr(fd)
    handler = signal.signal(signal.SIGTERM, signal.SIG_DFL)  # as in deckctl: nobody else handles it
    try:
        with pytest.raises(SystemExit) as ended, reader.ignoring():
            os.kill(os.getpid(), signal.SIGTERM)
            time.sleep(5)  # the signal arrives first; this only keeps the block open for it
        assert ended.value.code == 128 + signal.SIGTERM
        assert termios.tcgetattr(fd) == before
        assert signal.getsignal(signal.SIGTERM) is signal.SIG_DFL  # the default is back
    finally:
        signal.signal(signal.SIGTERM, handler)


def test_a_script_or_a_reader_that_cannot_ignore_is_left_alone():
    with LineReader(io.StringIO("six\n")).ignoring():
        pass
    assert Prompt(None, LineReader(io.StringIO("six\n"))).read_line() == "six\n"  # nothing dropped

    class Typed:  # a test's stand-in for a terminal, without the terminal's switches
        interactive = True

    with Prompt(None, Typed()).ignoring_keys():
        pass


@pytest.mark.skipif(not hasattr(os, "killpg"), reason="a POSIX terminal")
def test_an_answer_typed_while_a_bot_pauses_neither_shows_nor_answers():
    """`deckctl play you-know-it` with two bots, on a terminal: P1 types during P2's pause."""
    keyboard, program = pty.openpty()
    env = {**os.environ, "COLUMNS": "80", "LINES": "40", "TERM": "xterm", "NO_COLOR": "1"}
    process = subprocess.Popen([str(DECKCTL), "play", "you-know-it", "--players", "3", "--bots", "2",
                                "--seed", "3", "--pace", "1.5"],
                               stdin=program, stdout=program, stderr=program, env=env, start_new_session=True)
    os.close(program)
    seen = b""
    try:
        deadline = time.monotonic() + 30  # a guard against a hang, not a measured time
        while echoed(keyboard) and time.monotonic() < deadline:  # the master shares the terminal's modes
            seen += pending(keyboard)
            time.sleep(0.01)
        assert not echoed(keyboard), "no bot's pause came"
        os.write(keyboard, b"six\n")  # P2's pause: P1 answers too early
        while b"your answer (secret until the reveal): " not in seen and time.monotonic() < deadline:
            seen += pending(keyboard)
            time.sleep(0.01)
        os.write(keyboard, b"quit\n")  # the prompt reads this, not `six`
        assert process.wait(timeout=30) == 0
        seen += pending(keyboard)
    finally:
        process.kill()
        process.wait()
        os.close(keyboard)
    screen = seen.decode("utf-8", "replace")
    assert "P1, your answer" in screen
    assert "six" not in screen
    assert "how many of the 3 players will be right" not in screen  # `six` did not answer
    assert "left unfinished in round 1 (quit)" in screen


def _typed_during_pause(keyboard: int, fd: int, keys: bytes) -> None:
    os.write(keyboard, keys)
    assert select.select([fd], [], [], 30)[0]  # the kernel has passed them to the terminal


def test_the_pause_counts_what_it_dropped_a_line_not_yet_ended_too(terminal):
    keyboard, reader = terminal
    fd = reader.stream.fileno()
    with reader.ignoring() as typeahead:
        pass
    assert typeahead.dropped == 0
    with reader.ignoring() as typeahead:
        _typed_during_pause(keyboard, fd, b"sev")  # no Enter yet
    assert typeahead.dropped == 3
    os.write(keyboard, b"4\n")
    assert reader() == "4\n"


@pytest.mark.parametrize(("language", "told"), [
    ("en", "What you typed while a bot was playing was ignored."),
    ("de", "Was du getippt hast, während ein Bot am Zug war, wurde ignoriert."),
])
def test_the_player_is_told_in_the_tables_language_only_when_keys_were_dropped(terminal, language, told):
    from rich.console import Console

    from deckctl.engine.words import speaking

    keyboard, reader = terminal
    fd = reader.stream.fileno()
    out = io.StringIO()
    prompt = Prompt(Console(file=out, force_terminal=False, width=80), reader)
    with speaking(language):
        with prompt.ignoring_keys():
            pass
        assert out.getvalue() == ""  # nothing typed: nothing said
        with prompt.ignoring_keys():
            _typed_during_pause(keyboard, fd, b"six\n")
    assert out.getvalue() == told + "\n"
