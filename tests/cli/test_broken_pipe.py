"""A reader that stops early (`deckctl validate --format json | head -1`): deckctl ends quietly,
with no traceback and no "Exception ignored" on stderr, for every command and `--version` too.

Real processes and real pipes: the bug is in what happens when the interpreter writes to a pipe
nobody reads any more, which an in-process runner never does.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from deckfactory import DECKS, write_deck


def _environment(tmp_path: Path) -> dict[str, str]:
    env = {name: value for name, value in os.environ.items() if name != "PYTHONUNBUFFERED"}
    # Block-buffered stdout, as in a user's shell: the output then reaches the pipe when Python flushes.
    env["DECKCTL_CACHE_DIR"] = str(tmp_path / "cache")
    return env


def _deckctl(args: list[str], stdout: int, tmp_path: Path) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "deckctl", *args], stdout=stdout, stderr=subprocess.PIPE,
                            cwd=tmp_path, env=_environment(tmp_path))


@pytest.mark.parametrize("args", [
    ["--version"],
    ["games"],
    ["stats", str(DECKS / "knowledge-starter")],
])
def test_a_pipe_closed_before_the_output_is_no_error(tmp_path, args):
    """The reader is gone before deckctl writes a byte: every write meets a broken pipe."""
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        process = _deckctl(args, write_end, tmp_path)
    finally:
        os.close(write_end)
    _, stderr = process.communicate(timeout=60)
    assert stderr.decode() == ""
    assert process.returncode == 1  # as Python and click end on EPIPE: the output did not all arrive


def test_a_reader_that_stops_after_the_first_bytes(tmp_path):
    """`validate --format json | head -c 100`: far more output than a pipe holds, so deckctl is
    still writing when the reader goes away."""
    cards = "".join(f"- id: card-{i}\n  category: letter\n  front: Question {i}?\n  back: An answer.\n  value: ZZ\n"
                    for i in range(500))  # some 120 kB of JSON
    deck = write_deck(tmp_path, "knowledge", cards)
    process = _deckctl(["validate", str(deck), "--format", "json"], subprocess.PIPE, tmp_path)
    first = process.stdout.read(100)
    process.stdout.close()
    stderr = process.stderr.read()
    process.wait(timeout=60)
    assert first.startswith(b"[")
    assert stderr.decode() == ""
    assert process.returncode == 1
