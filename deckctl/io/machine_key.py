"""A secret of this machine's user that deckctl mixes into the keys of its own records.

The build manifest (`build/manifest.json`) and the cache of checked decks (`.deckctl-cache/`) say
"these outputs, these findings belong to exactly these inputs" under a key hashed from the inputs.
Both live in the working tree, so a pull request can commit them; were their keys computable from
the repository alone, a forged record could make a broken deck "valid" or keep a planted PDF. With
this secret in every key, a record written anywhere else never matches here, and is only a miss.

The secret is 32 random bytes in `$XDG_CACHE_HOME/deckctl/machine-key` (`~/.cache/...` by default),
made on first use, readable by its owner only. Where it cannot be read or made, each run has a
secret of its own: nothing is reused from one run to the next, which is slower, never wrong.

Records that are not keyed by what they vouch for (the proof's records of its pictures, each
picture's SHA-256) are signed with it instead: `signed` puts an HMAC-SHA256 of the record and its
name before it, and `vouched` gives the record back only when that line is this machine's.
"""

from __future__ import annotations

import hashlib
import hmac
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


_SIGNED = b"deckctl signed "  # the first line of a signed record: then its HMAC, in hex


def _mac(name: str, data: bytes) -> bytes:
    message = name.encode("utf-8", "surrogatepass") + b"\n" + data
    return hmac.new(bytes.fromhex(machine_key()), message, hashlib.sha256).hexdigest().encode("ascii")


def signed(name: str, data: bytes) -> bytes:
    """`data`, the record called `name` (a file name: a record is no answer under another), with
    this machine's signature line before it."""
    return _SIGNED + _mac(name, data) + b"\n" + data


def vouched(name: str, text: bytes) -> bytes | None:
    """The record `signed(name, ...)` made `text` from, or None if this machine did not sign it
    (made elsewhere, under another name, changed or cut short)."""
    head, newline, data = text.partition(b"\n")
    if not newline or not head.startswith(_SIGNED):
        return None
    return data if hmac.compare_digest(head[len(_SIGNED):], _mac(name, data)) else None


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
