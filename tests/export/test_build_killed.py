"""A `deckctl build` killed at any moment (SIGKILL to it and its workers, as a power cut would)
leaves every output either the old file or the new one, never a mix or a stump, and a manifest
that vouches only for files on disk with the hash it records; the next build completes."""

from __future__ import annotations

import hashlib
import os
import random
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

from deckfactory import DECKS

from deckctl.build.cache import MANIFEST_NAME, load_manifest

STARTERS = ("iknow-starter", "you-know-it-starter")  # (the two smallest: each build is a process start)
KILLS = 4


def deckctl_build(decks: Path, out: Path, *more: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "deckctl", "build", str(decks), "--out", str(out), *more],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True)


def finish(process: subprocess.Popen) -> None:
    _, err = process.communicate(timeout=300)
    assert process.returncode == 0, err.decode()


def outputs(out: Path) -> dict[str, bytes]:
    """Every file a build leaves in `out` outside its staging folders, the manifest apart (and
    the temporary file of a manifest being written when the build was killed: it is never read,
    and the next build removes it)."""
    found = {}
    for path in out.rglob("*"):
        relative = path.relative_to(out)
        if relative.parts[0].startswith((".staging-", f".{MANIFEST_NAME}.")) or path.name == MANIFEST_NAME:
            continue
        if path.is_file():
            found[relative.as_posix()] = path.read_bytes()
    return found


def edit(decks: Path) -> None:
    """A change to every deck, so that every output has an old and a new version."""
    for deck in STARTERS:
        card_file = sorted((decks / deck / "cards").glob("*.yaml"))[0]
        text = card_file.read_text()
        for key in ("question: ", "front: "):
            text = text.replace(key, f"{key}Changed, ", 1)
        card_file.write_text(text)


def test_a_build_killed_at_random_moments_leaves_old_or_new_files_and_an_honest_manifest(tmp_path, cli):
    decks = tmp_path / "decks"
    for name in STARTERS:
        shutil.copytree(DECKS / name, decks / name)
    old_out = tmp_path / "old"
    built = cli("build", decks, "--out", old_out)  # (in this process: only the new build's time is wanted)
    assert built.exit_code == 0 and built.exception is None, built.stdout + built.stderr
    old = outputs(old_out)
    edit(decks)
    new_out = tmp_path / "new"
    started = time.monotonic()
    finish(deckctl_build(decks, new_out))
    duration = time.monotonic() - started
    new = outputs(new_out)
    assert old.keys() == new.keys() and all(old[path] != new[path] for path in old)

    rng = random.Random(9)
    for attempt in range(KILLS):
        out = tmp_path / f"killed-{attempt}"
        shutil.copytree(old_out, out)
        process = deckctl_build(decks, out, "--jobs", "2")
        # anywhere in the build, and every other time near its end, where outputs are moved into place
        time.sleep(rng.uniform(0.05, duration) if attempt % 2 == 0 else rng.uniform(0.7 * duration, 1.1 * duration))
        try:
            os.killpg(process.pid, signal.SIGKILL)  # the build and its workers at once
        except ProcessLookupError:
            pass  # it had finished
        process.wait()

        left = outputs(out)
        assert left.keys() <= new.keys(), f"attempt {attempt}: stray files {left.keys() - new.keys()}"
        for path, data in left.items():
            assert data in (old[path], new[path]), f"attempt {attempt}: {path} is neither the old nor the new file"
        for path, digest in load_manifest(out, decks).claims().items():
            assert hashlib.sha256((out / path).read_bytes()).hexdigest() == digest, \
                f"attempt {attempt}: the manifest vouches for {path}, which is not on disk as recorded"

        # (the builds that are not killed run in this process: a process start each cost as much)
        rebuilt = cli("build", decks, "--out", out)
        assert rebuilt.exit_code == 0 and rebuilt.exception is None, rebuilt.stdout + rebuilt.stderr
        assert outputs(out) == new, f"attempt {attempt}: the rebuild after the kill is not the full new build"
        assert not list(out.glob(".staging-*")) and not list(out.glob(f".{MANIFEST_NAME}.*"))

    # and the manifest the last recovery wrote makes the next build a no-op
    again = cli("build", decks, "--out", out)
    assert again.exit_code == 0 and "up to date" in again.stdout.splitlines()[-1]
