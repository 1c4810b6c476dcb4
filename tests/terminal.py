"""Run deckctl with a stream on a terminal (a pty) of a given width, as a person sees it; and a
keyboard at a pty for a LineReader in this process (what it echoes, what it reads)."""

from __future__ import annotations

import os
import re
import select
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from deckctl.engine.prompt import LineReader

DECKCTL = Path(sys.executable).with_name("deckctl")
ESCAPES = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


def on_pty(command: list[str], stream: str = "stdout", other=subprocess.PIPE, columns: int | None = None,
           **popen) -> tuple[int, bytes]:
    """(exit code, all the terminal got) of `command` run with its standard output (or
    `stream="stderr"`) on a pseudo-terminal (`columns` wide, if given: the size the terminal itself
    reports, not COLUMNS) and the other stream to `other`."""
    import pty

    controller, device = pty.openpty()
    if columns is not None:
        import fcntl
        import struct
        import termios

        fcntl.ioctl(device, termios.TIOCSWINSZ, struct.pack("HHHH", 24, columns, 0, 0))
    streams = {"stdout": device, "stderr": other} if stream == "stdout" else {"stdout": other, "stderr": device}
    with subprocess.Popen(command, **streams, **popen) as process:
        os.close(device)
        seen = b""
        while True:
            try:
                chunk = os.read(controller, 4096)
            except OSError:  # the other end closed: the command is done
                break
            if not chunk:
                break
            seen += chunk
        if other == subprocess.PIPE:
            (process.stdout or process.stderr).read()
    os.close(controller)
    return process.returncode, seen


def on_terminal(args: list[str], columns: int, cwd: Path, expect: int = 0, stream: str = "stdout") -> list[str]:
    """The non-blank lines `deckctl ARGS` writes to standard output (or `stream="stderr"`) on a
    terminal `columns` wide (colours taken off; the other stream is piped, so no progress bar)."""
    env = {key: value for key, value in os.environ.items() if key != "CI"}
    env.update(COLUMNS=str(columns), TERM="xterm-256color", DECKCTL_CACHE_DIR=str(cwd / ".cache"))
    code, seen = on_pty([str(DECKCTL), *args], stream, env=env, cwd=cwd)
    assert code == expect
    return [line for line in ESCAPES.sub("", seen.decode()).replace("\r", "").splitlines() if line.strip()]


@contextmanager
def keyboard_and_reader() -> Iterator[tuple[int, LineReader]]:
    """A pseudo-terminal: (its keyboard and screen side, a LineReader on the program side)."""
    import pty

    from deckctl.engine.prompt import LineReader

    keyboard, program = pty.openpty()
    stream = os.fdopen(program, "r", encoding="utf-8")
    try:
        yield keyboard, LineReader(stream)
    finally:
        stream.close()
        os.close(keyboard)


def pending(fd: int) -> bytes:
    """What the terminal has written back to its keyboard side so far (its echo, a program's
    output), without waiting; what there is when the program's side has closed."""
    data = b""
    while select.select([fd], [], [], 0)[0]:
        try:
            data += os.read(fd, 1024)
        except OSError:  # the program's side is closed: it has ended
            break
    return data
