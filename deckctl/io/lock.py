"""A deck folder locked while a command reads and rewrites its files (`new card`, `fmt`, `lint
--fix`, `import sheet`, the `i18n` commands that write catalogs), so that runs at the same moment
take turns rather than each writing over the other's card; `lock_refused` is the error of a run
that did not get it, the same for every writer.

The lock is an advisory `flock` on the deck folder itself, opened read-only. Not on a lock file:
one would have to be made and removed (a killed run would leave it behind, a deck repository could
commit it). Not on the card file or deck.yaml: a card file is rewritten by renaming a new file into
its place (io.atomic), and editors and `deckctl fmt` save deck.yaml so, so a later run would lock
the new file while an earlier one still holds the old; and a card file being started is not there
yet. The folder stays the same folder while its files come and go; the lock goes with the
process that holds it, however it ends, so none is ever left behind.

The folder is the one the deck's path leads to inside its repository (a deck named through a link
inside the repository is locked where it is, so runs naming it either way take turns); a path
that leads out of the repository is not opened (such a deck is refused before this), and no link
is followed once that is judged. Where there is no `fcntl` (Windows), or the file system has no
locks (some network shares), nothing is locked: runs there rely on `new card`'s check that no card
file changed while it was read.
"""

from __future__ import annotations

import contextlib
import errno
import os
import time
from collections.abc import Iterator
from pathlib import Path

try:
    import fcntl
except ImportError:  # (Windows)
    fcntl = None  # type: ignore[assignment]

from deckctl.core.diagnostics import Diagnostic
from deckctl.io.links import link_leaving

# How long a run waits for another holding the deck's lock before it gives up (exit 1). A run holds
# it while it reads the deck, under a second for most decks, a few for one near the deck limits;
# tests set it lower.
MAX_LOCK_WAIT_SECONDS = 60.0

_POLL_FIRST, _POLL_MOST = 0.01, 0.2  # (seconds between tries, doubling)

# What flock answers where the file system has no such locks: nothing is locked there.
_NO_LOCKS = {errno.ENOLCK, errno.EOPNOTSUPP, errno.ENOTSUP, errno.EINVAL, errno.EBADF}


class Locked(Exception):
    """Another process held the folder's lock for longer than the wait."""

    def __init__(self, folder: Path, waited: float):
        super().__init__(f"{folder} stayed locked for {waited:g} s")
        self.folder = folder
        self.waited = waited


class NotLocked(Exception):
    """The folder is not one to lock: it leads out of its repository."""


@contextlib.contextmanager
def deck_locked(deck: Path) -> Iterator[bool]:
    """Hold the lock of the deck folder `deck` for the `with` block; gives whether it is held
    (False: no locks here, see the module). Raises Locked when another process holds it for more
    than MAX_LOCK_WAIT_SECONDS, NotLocked when the folder leads out of its repository, OSError when
    it cannot be opened."""
    if fcntl is None:
        yield False
        return
    fd = _open_folder(deck)
    try:
        held = _take(fd, deck)
        yield held
    finally:
        os.close(fd)  # (lets the lock go)


def _open_folder(deck: Path) -> int:
    """The deck folder, opened read-only where its path leads, once no link on the way leads out
    of the repository it lies in (io.links), with no link followed at the end, so none swapped in
    since is."""
    if link_leaving(deck) is not None:
        raise NotLocked(f"{deck} leads outside its repository")
    return os.open(os.path.realpath(deck), os.O_RDONLY | getattr(os, "O_DIRECTORY", 0)
                   | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0))


def _take(fd: int, deck: Path) -> bool:
    """The lock of `fd`, tried until it is free or the wait is over (no blocking call: a stop,
    Ctrl-C, ends the wait at once)."""
    wait = MAX_LOCK_WAIT_SECONDS
    deadline = time.monotonic() + wait
    pause = _POLL_FIRST
    while True:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return True
        except BlockingIOError:
            left = deadline - time.monotonic()
            if left <= 0:
                raise Locked(deck, wait) from None
            time.sleep(min(pause, left))
            pause = min(pause * 2, _POLL_MOST)
        except OSError as exc:
            if exc.errno in _NO_LOCKS:
                return False
            raise


def lock_refused(deck: Path, exc: Locked | NotLocked, command: str | None, outcome: str) -> Diagnostic:
    """The error of a run that did not get `deck`'s lock (`exc`), each writer's alike: `command`
    is what to run again (`fmt`; None: the command), `outcome` what the run did not do (`none of
    its files is formatted`)."""
    from deckctl.io.discover import LEAVING_HINT, display_path

    shown = display_path(deck)
    if isinstance(exc, NotLocked):  # (a folder, not a file: the hint deck discovery gives for such a link)
        return Diagnostic(shown, 0, 0, "unreadable", "the deck folder is reached through a symbolic link leading "
                          f"outside its repository; {outcome}", hint=LEAVING_HINT)
    locked = Diagnostic(shown, 0, 0, "deck-locked",
                        "the deck is locked: another deckctl run (`new card`, `fmt`, `lint --fix`, `import sheet`, "
                        f"an `i18n` command) is writing to it and has held its lock (on the folder {shown}) for the "
                        f"{exc.waited:g} seconds this run waited; {outcome}",
                        hint=f"run {f'`deckctl {command}`' if command else 'the command'} again once the other has "
                             "finished (a lock goes when the program holding it ends, however it ends)")
    return locked.naming(shown)  # (the folder its message names, shown apart from any other name: NAMES)
