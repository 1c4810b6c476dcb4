"""The content hash of a file: what both of deckctl's caches key on (deckctl/lint/cache.py for
findings, deckctl/build/cache.py for build outputs)."""

from __future__ import annotations

import hashlib
import os
import stat
from pathlib import Path


def file_hash(path: Path) -> str | None:
    """sha256 of a file's bytes (read in blocks: art may be large), or None when it cannot be read
    or is not a regular file. Opened without blocking and judged from the open file, so a named
    pipe or a device (`/dev/zero`, which never ends) is never read."""
    digest = hashlib.sha256()
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except OSError:
        return None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return None
        with os.fdopen(fd, "rb", closefd=False) as handle:
            while chunk := handle.read(1 << 20):
                digest.update(chunk)
    except OSError:
        return None
    finally:
        os.close(fd)
    return digest.hexdigest()
