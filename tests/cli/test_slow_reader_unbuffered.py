"""Output to a reader slower than deckctl (a pager, `| (sleep 1; cat)`) arrives whole, with
`python -u` or PYTHONUNBUFFERED=1 too (as many CI and container images set): a write the output's
watch timer interrupted (core/signals.py) returns what it wrote so far, which the text layer took
for all of it without a buffer between; the reader got 64 KiB of 560 KB, and the run exited 0."""

from __future__ import annotations

import os
import subprocess
import sys
import time

from deckfactory import DECKS


def test_a_reader_that_waits_gets_the_whole_output(tmp_path):
    env = {**os.environ, "PYTHONUNBUFFERED": "1", "DECKCTL_CACHE_DIR": str(tmp_path / "cache")}
    args = [sys.executable, "-m", "deckctl", "diff", str(DECKS / "knowledge-starter"),
            str(DECKS / "wissens-spektrum-starter"), "--format", "json"]
    whole = subprocess.run(args, capture_output=True, env=env, cwd=tmp_path, timeout=120).stdout
    assert len(whole) > 4 * 65536  # (far more than a pipe holds: the writes wait for the reader)
    process = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, cwd=tmp_path)
    time.sleep(1)  # (four looks of the watch at least: each interrupts the write that waits)
    stdout, stderr = process.communicate(timeout=120)
    assert process.returncode == 0 and stderr == b""
    assert stdout == whole
