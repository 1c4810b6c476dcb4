"""Atomic writes: a file is either its old content or its complete new content, never half;
several files are all written or none is.

Only a regular file (or nothing) is replaced: a symbolic link, a FIFO or a device node where a
file is to be written is refused, not replaced or written through (run as root, replacing
`/dev/full` would remove the device).
"""

from __future__ import annotations

import errno
import os
import stat
import tempfile
from pathlib import Path
from typing import Self


class NotARegularFile(OSError):
    """What is at a path deckctl would write is not a regular file."""

    def __init__(self, path: Path, what: str):
        super().__init__(errno.EEXIST, f"{what} is there: deckctl writes only into regular files and folders", str(path))


def check_target(path: Path) -> None:
    """Raise NotARegularFile unless `path` is absent or a regular file (not followed if a link)."""
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        return
    if stat.S_ISREG(mode):
        return
    what = ("a symbolic link" if stat.S_ISLNK(mode) else "a folder" if stat.S_ISDIR(mode)
            else "a FIFO" if stat.S_ISFIFO(mode) else "a device" if stat.S_ISCHR(mode) or stat.S_ISBLK(mode)
            else "a socket")
    raise NotARegularFile(path, what)


def check_folder(path: Path) -> None:
    """Raise NotARegularFile unless `path` is absent or a folder (a symbolic link is refused)."""
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        return
    if not stat.S_ISDIR(mode):
        raise NotARegularFile(path, "a symbolic link" if stat.S_ISLNK(mode) else "a file")


def check_no_link_below(root: Path, path: Path) -> None:
    """Raise NotARegularFile if a folder between `root` and `path` is a symbolic link: a
    repository (or a folder a command writes into) could send the write anywhere through one."""
    folder = root
    for part in path.relative_to(root).parts[:-1]:
        folder = folder / part
        try:
            if stat.S_ISLNK(os.lstat(folder).st_mode):
                raise NotARegularFile(folder, "a symbolic link to a folder")
        except FileNotFoundError:
            return


def write_atomic(path: Path, data: bytes, durable: bool = True) -> None:
    write_all({path: data}, durable=durable)


def write_all(files: dict[Path, bytes], inside: Path | None = None, durable: bool = True) -> None:
    """Write every file, or change none of them: each new content goes to a temporary file beside
    its target and onto the disk first, and only then are they renamed into place (a full disk or
    an unwritable folder is found before any target changes). `inside`: a folder the files are
    in, through none of whose subfolders a write may be sent elsewhere by a symbolic link.
    `durable=False` skips waiting for the disk (fsync), for a cache whose reader finds a file a
    power cut lost or cut short and makes it again: a reader still never sees half a file."""
    for path in files:
        if inside is not None:
            check_no_link_below(inside, path)
        check_target(path)
    written: list[tuple[str, Path]] = []
    try:
        for path, data in files.items():
            written.append((_temporary(path, data, durable), path))
        for tmp, path in written:
            os.replace(tmp, path)
    except BaseException:
        for tmp, _path in written:
            try:
                os.unlink(tmp)
            except FileNotFoundError:
                pass
        raise


class Batch:
    """`write_all` for more files than memory holds: each file is written to its temporary file
    as it comes (`add`), and all are renamed into place by `commit`; `discard` (or leaving the
    `with` block by an exception) removes the temporaries and changes nothing."""

    def __init__(self, inside: Path | None = None):
        self.inside = inside
        self.written: list[tuple[str, Path]] = []

    def add(self, path: Path, data: bytes) -> None:
        if self.inside is not None:
            check_no_link_below(self.inside, path)
        check_target(path)
        self.written.append((_temporary(path, data), path))

    def commit(self) -> None:
        for _tmp, path in self.written:  # checked again: nothing may have taken a target's place since
            check_target(path)
        for tmp, path in self.written:
            os.replace(tmp, path)
        self.written = []

    def discard(self) -> None:
        for tmp, _path in self.written:
            try:
                os.unlink(tmp)
            except FileNotFoundError:
                pass
        self.written = []

    def __enter__(self) -> Self:
        return self

    def __exit__(self, kind, *_exc) -> None:
        if kind is not None:
            self.discard()


def _temporary(path: Path, data: bytes, durable: bool = True) -> str:
    """`data` in a new temporary file beside `path` (on the disk, if `durable`)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            if durable:
                handle.flush()
                os.fsync(handle.fileno())
        os.chmod(tmp, 0o644)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise
    return tmp


def sync_folder(path: Path) -> None:
    """Make the renames into a folder durable (a power cut after this keeps them)."""
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
