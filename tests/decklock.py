"""What the deck-lock tests share (deckctl/io/lock.py): deckctl run as real processes beside each
other, and a deck folder whose lock another holder has."""

from __future__ import annotations

import contextlib
import fcntl
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

DECKCTL = Path(sys.executable).with_name("deckctl")


def numbered_cards(count: int) -> str:
    """A Knowledge? card file of `count` number cards, `quiz-0001` on."""
    lines = ["# yaml-language-server: $schema=../../schemas/knowledge.schema.json"]
    for n in range(1, count + 1):
        lines += [f"- id: quiz-{n:04d}", "  category: number", f"  front: How many is {n}?",
                  f"  back: It is {n}.", f"  value: {n % 6}"]
    return "\n".join(lines) + "\n"


def started(args: list[str], cwd: Path) -> subprocess.Popen:
    """`deckctl ARGS` started in `cwd`, its cache in `cwd/cache`."""
    env = {**os.environ, "DECKCTL_CACHE_DIR": str(cwd / "cache")}
    return subprocess.Popen([str(DECKCTL), *args], cwd=cwd, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


def finished(process: subprocess.Popen) -> tuple[int, str]:
    """Its exit code and all it printed, once it ends."""
    out, err = process.communicate(timeout=300)
    return process.returncode, out + err


def run(args: list[str], cwd: Path) -> tuple[int, str]:
    return finished(started(args, cwd))


def cards_added_while(process: subprocess.Popen, cwd: Path) -> list[str]:
    """`deckctl new card deck` run again and again, one after another, for as long as `process`
    runs (once at least): the ids each run said it added."""
    added = []
    while process.poll() is None or not added:
        code, said = run(["new", "card", "deck"], cwd)
        assert code == 0, said
        added.append(said.split("`")[1])
    return added


@contextlib.contextmanager
def lock_held(deck: Path) -> Iterator[Path]:
    """`deck`'s folder locked as another run would lock it (by this process, through a descriptor
    of its own) for the `with` block."""
    fd = os.open(deck, os.O_RDONLY | os.O_DIRECTORY)
    fcntl.flock(fd, fcntl.LOCK_EX)
    try:
        yield deck
    finally:
        os.close(fd)
