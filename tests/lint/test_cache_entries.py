"""The cache of checked decks reads only files it wrote: an entry a repository commits as a link
(to /dev/zero) or a named pipe is never read nor waited on; it is a miss, and is replaced.

The lint that meets the planted entries runs in a subprocess with a timeout and a memory limit:
the old code read /dev/zero until memory ran out, and waited on a named pipe for ever. The lints
before and after it, on regular files, run in this process (a process start and deckctl's import
cost more than the lint of a small deck)."""

from __future__ import annotations

import os
import resource
import subprocess
import sys
from pathlib import Path

import pytest
from deckfactory import deckctl_in_process, write_deck

MEMORY = 3 << 30  # bytes of address space: far above what lint needs, far below /dev/zero read whole


def _limited() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))


def lint_in_process(repo: Path, home: Path, monkeypatch):
    """`lint` (below) in this process, with the same environment, the machine key of `home`
    among it (the entries are signed with it): its result has `exit_code`, `stdout`."""
    from deckctl.io.machine_key import machine_key

    monkeypatch.setenv("XDG_CACHE_HOME", str(home))
    monkeypatch.setenv("DECKCTL_CACHE_DIR", "")
    machine_key.cache_clear()  # (a key this process read for another home before)
    try:
        return deckctl_in_process("lint", "decks", "-j", "1", cwd=repo)
    finally:
        machine_key.cache_clear()  # (the next test's is its own again)


def lint(repo: Path, home: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "XDG_CACHE_HOME": str(home), "DECKCTL_CACHE_DIR": ""}  # (the cache in the working folder)
    return subprocess.run([sys.executable, "-m", "deckctl", "lint", "decks", "-j", "1"], cwd=repo, env=env,
                          capture_output=True, text=True, timeout=60, preexec_fn=_limited)


@pytest.mark.parametrize("planted", ["link to /dev/zero", "named pipe"])
def test_an_entry_that_is_not_a_regular_file_is_a_miss(tmp_path, planted, monkeypatch):
    repo = tmp_path / "repo"
    write_deck(repo / "decks", "knowledge")
    first = lint_in_process(repo, tmp_path / "home", monkeypatch)
    assert first.exit_code == 0 and "[missing-source]" in first.stdout, first.stderr  # (findings worth keeping)
    entries = sorted(p for p in (repo / ".deckctl-cache").iterdir() if p.suffix in (".json", ".jsonl"))
    assert {p.suffix for p in entries} == {".json", ".jsonl"}
    for entry in entries:  # as a repository commits them
        entry.unlink()
        if planted == "named pipe":
            os.mkfifo(entry)
        else:
            entry.symlink_to("/dev/zero")
    again = lint(repo, tmp_path / "home")
    assert (again.returncode, again.stdout) == (first.exit_code, first.stdout), again.stderr
    assert "internal error" not in again.stderr
    # Each was replaced by a regular file holding the answer, which the next run takes.
    assert all(entry.is_file() and not entry.is_symlink() for entry in entries)
    assert lint_in_process(repo, tmp_path / "home", monkeypatch).stdout == first.stdout


def test_an_entry_is_never_written_through_a_link_at_its_temporary_name(tmp_path, monkeypatch):
    from deckctl.lint import cache

    monkeypatch.setenv("DECKCTL_CACHE_DIR", str(tmp_path / "cache"))
    (tmp_path / "cache").mkdir()
    victim = tmp_path / "victim"
    victim.write_text("someone's file")
    (tmp_path / "cache" / f".entry.json.{os.getpid()}.tmp").symlink_to(victim)  # (the name a writer of this id takes)
    cache.put("entry", "a key", {"found": 1})
    assert victim.read_text() == "someone's file"
    assert cache.get("entry", "a key") == {"found": 1}


@pytest.mark.parametrize("suffix", [".json", ".jsonl"])
def test_an_entry_of_another_key_is_not_read_past_its_key(tmp_path, monkeypatch, suffix):
    import tracemalloc

    from deckctl.lint import cache

    monkeypatch.setenv("DECKCTL_CACHE_DIR", str(tmp_path / "cache"))
    (tmp_path / "cache").mkdir()
    committed = tmp_path / "cache" / f"entry{suffix}"
    with committed.open("wb") as entry:  # (64 MB of zeros, as a repository can commit one for almost nothing)
        entry.truncate(64 << 20)
    tracemalloc.start()
    try:
        found = cache.get("entry", "a key") if suffix == ".json" else cache.get_lines("entry", "a key", dict)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert found is None
    assert peak < 1 << 20  # (the old code read the whole file before comparing its key)
