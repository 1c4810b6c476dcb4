"""A secret of this machine's user that deckctl mixes into the keys of its own records.

The build manifest (`build/manifest.json`) and the cache of checked decks (`.deckctl-cache/`) say
"these outputs, these findings belong to exactly these inputs" under a key hashed from the inputs.
Both live in the working tree, so a pull request can commit them; were their keys computable from
the repository alone, a forged record could make a broken deck "valid" or keep a planted PDF. With
this secret in every key, a record written anywhere else never matches here, and is only a miss.

The secret is 32 random bytes in `$XDG_CACHE_HOME/deckctl/machine-key` (`~/.cache/...` by default),
made on first use, readable by its owner only. Where it cannot be read or made, each run has a
secret of its own: nothing is reused from one run to the next, which is slower, never wrong.
"""

from __future__ import annotations

import os
import secrets
import stat
from functools import cache
from pathlib import Path

_SIZE = 32  # bytes of randomness


def key_path() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "deckctl" / "machine-key"


@cache
def machine_key() -> str:
    """The secret, as hex; the same for every call and every process of this user."""
    path = key_path()
    return _read(path) or _make(path) or _read(path) or secrets.token_hex(_SIZE)


def _read(path: Path) -> str | None:
    """The secret in `path` if it is this user's own regular file holding one, else None."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
    except OSError:
        return None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode) or info.st_uid != os.getuid() or info.st_size != 2 * _SIZE:
            return None
        text = os.read(fd, 2 * _SIZE).decode("ascii", errors="replace")
    finally:
        os.close(fd)
    return text if all(c in "0123456789abcdef" for c in text) and len(text) == 2 * _SIZE else None


def _make(path: Path) -> str | None:
    """A new secret written to `path` (None if another process was first, or it cannot be made)."""
    text = secrets.token_hex(_SIZE)
    try:
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o600)
    except OSError:
        return None
    try:
        whole = os.write(fd, text.encode("ascii")) == len(text)
    except OSError:  # (a full disk: this run has a secret of its own, and a later one makes the file)
        whole = False
    finally:
        os.close(fd)
    if not whole:
        path.unlink(missing_ok=True)
        return None
    return text
