"""The content hash of a file: what deckctl's caches key on (deckctl/lint/cache.py for findings,
deckctl/build/cache.py for build outputs, deckctl/proof/keys.py for proof pictures); and the
contents of deckctl itself, which the outputs' caches key on too."""

from __future__ import annotations

import hashlib
import os
import stat
from functools import cache
from pathlib import Path

from deckctl.core.handover import handed


# The largest input file whose bytes are hashed (`input_hash`): more than any file deckctl reads
# may hold (art 20 MiB, a catalog, an SVG or a bundle 16 MiB, an ICC profile 10 MiB, a deck source
# 8 MiB). A larger one is refused for its size, unread, so its size is all an answer depends on:
# it is keyed by its size and time instead. An 8 GB file among a deck's files had taken every
# `validate` 54 s to hash.
MAX_HASHED_BYTES = 32 << 20


def input_hash(path: Path) -> str | None:
    """What a cache keys an input file by: `file_hash`, but a file larger than MAX_HASHED_BYTES is
    not read: its size and modification time stand for it (any change of size changes the key)."""
    return file_hash(path, MAX_HASHED_BYTES)


def file_hash(path: Path, most: int | None = None) -> str | None:
    """sha256 of a file's bytes (read in blocks: art may be large), or None when it cannot be read
    or is not a regular file. Opened without blocking and judged from the open file, so a named
    pipe or a device (`/dev/zero`, which never ends) is never read. A file larger than `most`
    bytes is not read either: its size and modification time stand for it."""
    digest = hashlib.sha256()
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except OSError:
        return None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            return None
        if most is not None and info.st_size > most:
            return f"size {info.st_size} modified {info.st_mtime_ns}"
        with os.fdopen(fd, "rb", closefd=False) as handle:
            while chunk := handle.read(1 << 20):
                digest.update(chunk)
    except OSError:
        return None
    finally:
        os.close(fd)
    return digest.hexdigest()


@handed
@cache
def code_contents() -> tuple[str, dict[str, str | None], dict[str, str | None]]:
    """deckctl's version, the hash of each of its source files and built-in label catalogs, and the
    version of each library it declares: what an output drawn or built by it depends on besides
    its input. Contents only, the same on every machine."""
    from importlib import metadata

    import deckctl

    package = Path(deckctl.__file__).parent
    files = sorted([*package.rglob("*.py"), *package.rglob("*.po")])  # .po: the built-in printed labels
    sources = {p.relative_to(package).as_posix(): file_hash(p) for p in files}
    libraries: dict[str, str | None] = {}
    for requirement in metadata.requires("deckctl") or []:
        if "extra ==" in requirement:
            continue
        name = requirement.split(";")[0].split("[")[0].split(">")[0].split("<")[0].split("=")[0].strip()
        try:
            libraries[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            libraries[name] = None
    return deckctl.__version__, sources, libraries
