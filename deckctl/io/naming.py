"""An error of the machine (a full disk, no permission) names the file it is about: a write to a
full disk, or an fsync, raises an OSError that names no file of itself, and "cannot write: No
space left on device" leaves the person running deckctl to guess which one."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path


def about(exc: OSError, path: Path | str) -> OSError:
    """`exc` naming `path`: the file the person running deckctl knows (the output meant, not a
    temporary file beside it or in a staging folder)."""
    return OSError(exc.errno, exc.strerror or str(exc), str(path))


@contextmanager
def naming(path: Path | str) -> Iterator[None]:
    """An OSError raised in the block that names no file is raised again naming `path`."""
    try:
        yield
    except OSError as exc:
        if exc.filename is not None:
            raise
        raise about(exc, path) from None
