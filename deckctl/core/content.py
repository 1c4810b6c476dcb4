"""The content hash of a file: what both of deckctl's caches key on (deckctl/lint/cache.py for
findings, deckctl/build/cache.py for build outputs)."""

from __future__ import annotations

import hashlib
from pathlib import Path


def file_hash(path: Path) -> str | None:
    """sha256 of a file's bytes (read in blocks: art may be large), or None when it cannot be read."""
    digest = hashlib.sha256()
    try:
        with open(path, "rb") as handle:
            while chunk := handle.read(1 << 20):
                digest.update(chunk)
    except OSError:
        return None
    return digest.hexdigest()
