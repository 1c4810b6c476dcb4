"""Run deckctl with its standard output on a terminal (a pty) of a given width, as a person sees it."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

DECKCTL = Path(sys.executable).with_name("deckctl")
ESCAPES = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


def on_terminal(args: list[str], columns: int, cwd: Path, expect: int = 0, stream: str = "stdout") -> list[str]:
    """The non-blank lines `deckctl ARGS` writes to standard output (or `stream="stderr"`) on a
    terminal `columns` wide (colours taken off; the other stream is piped, so no progress bar)."""
    import pty

    env = {key: value for key, value in os.environ.items() if key != "CI"}
    env.update(COLUMNS=str(columns), TERM="xterm-256color", DECKCTL_CACHE_DIR=str(cwd / ".cache"))
    controller, device = pty.openpty()
    streams = {"stdout": device, "stderr": subprocess.PIPE}
    if stream == "stderr":
        streams = {"stdout": subprocess.PIPE, "stderr": device}
    with subprocess.Popen([str(DECKCTL), *args], **streams, env=env, cwd=cwd) as process:
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
        (process.stdout or process.stderr).read()
    os.close(controller)
    assert process.returncode == expect
    return [line for line in ESCAPES.sub("", seen.decode()).replace("\r", "").splitlines() if line.strip()]
