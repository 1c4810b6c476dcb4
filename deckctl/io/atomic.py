"""Atomic writes: a file is either its old content or its complete new content, never half;
several files are all written or none is.

Only a regular file (or nothing) is replaced: a symbolic link, a named pipe or a device node where a
file is to be written is refused, not replaced or written through (run as root, replacing
`/dev/full` would remove the device).
"""

from __future__ import annotations

import contextlib
import errno
import os
import secrets
import stat
import tempfile
from collections.abc import Iterable
from pathlib import Path
from typing import Self

from deckctl.core.signals import deferred
from deckctl.io.naming import about, naming
from deckctl.io.paths import kind_of


class NotARegularFile(OSError):
    """What is at a path deckctl would write is not a regular file."""

    def __init__(self, path: Path, what: str):
        super().__init__(errno.EEXIST, f"{what} is there: deckctl writes only into regular files and folders", str(path))
        self.what = what

    def __reduce__(self):  # (raised in a worker, it is pickled back to the main process whole)
        return type(self), (Path(self.filename), self.what)


def check_target(path: Path) -> None:
    """Raise NotARegularFile unless `path` is absent or a regular file (not followed if a link)."""
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        return
    if stat.S_ISREG(mode):
        return
    # (io.paths' words, those of every other message: "a named pipe", not "a FIFO")
    raise NotARegularFile(path, "a symbolic link" if stat.S_ISLNK(mode) else kind_of(mode))


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


def check_output(path: Path, inside: Path | None = None) -> None:
    """The check every command makes before it writes `path` (and `write_all` and `Batch` again):
    raise NotARegularFile unless only a regular file, or nothing, is there, and, when the file
    goes into the folder `inside` (the output folder the user named or the command's default, a
    deck, a new repository), neither that folder nor any folder between it and the file is a
    symbolic link: a committed `build` or `build/<deck>/en` link would send the write anywhere. A
    file the user named itself (`--out FILE`) has no `inside`: only what is at its path is judged."""
    if inside is not None:
        check_folder(inside)
        check_no_link_below(inside, path)
    check_target(path)


def write_atomic(path: Path, data: bytes, durable: bool = True, inside: Path | None = None,
                 exact_mode: bool = False) -> None:
    write_all({path: data}, inside=inside, durable=durable, exact_mode=exact_mode)


def write_all(files: dict[Path, bytes], inside: Path | None = None, durable: bool = True,
              exact_mode: bool = False) -> None:
    """Write every file, or change none of them: each new content goes to a temporary file beside
    its target and onto the disk first (a full disk or an unwritable folder is found before any
    target changes), and only then are they renamed into place, each old file kept aside until
    all are there (a rename that fails puts back the ones made before it). `inside`: the folder
    the files go into, which no symbolic link may stand for or send a write elsewhere from
    (`check_output`). `durable=False` skips waiting for the disk (fsync), for a cache whose reader finds a
    file a power cut lost or cut short and makes it again: a reader still never sees half a file.

    A file replaced keeps its permission bits (a card file kept private stays 0600, a catalog
    shared with a group stays group-writable, an executable stays one); a new file gets 0o644,
    whatever the umask, and so does every file with `exact_mode` (build/'s outputs: the same
    files whoever builds them, whatever was there before)."""
    for path in files:
        check_output(path, inside)
    with Batch(durable=durable, exact_mode=exact_mode) as batch:
        for path, data in files.items():
            batch.add(path, data)
        batch.commit()


def write_new(path: Path, data: bytes, inside: Path | None = None) -> None:
    """`data` as the new file `path`, whole or not at all, and only if nothing is there: written
    beside it and onto the disk, then hard-linked into place, which fails (FileExistsError, nothing
    changed) when a file has come there meanwhile, where a rename would have replaced it. Where the
    file system has no hard links, the file is made by CREATE_NEW (`create_new`), which refuses one
    that is there just as well, but may be seen half written. `inside` as for `write_all`."""
    check_output(path, inside)
    made: list[str] = []
    tmp = _beside(path, data, True, False, made)
    try:
        os.link(tmp, path, follow_symlinks=False)
    except OSError as exc:
        if exc.errno not in _NO_HARD_LINKS:
            raise about(exc, path) from None
        create_new(path, [data])
    finally:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
    sync_folder(path.parent)


class Batch:
    """`write_all` for more files than memory holds: each file is written to its temporary file
    as it comes (`add`), and all are renamed into place by `commit`; `discard` (or leaving the
    `with` block by an exception) removes the temporaries and the folders made for them, and
    changes nothing."""

    def __init__(self, inside: Path | None = None, durable: bool = True, exact_mode: bool = False):
        self.inside, self.durable, self.exact_mode = inside, durable, exact_mode
        self.written: list[tuple[str, Path]] = []
        self.temporaries: list[str] = []  # every temporary file made, noted as it is made (`_temporary`)
        self.folders: list[Path] = []  # made for the temporaries, the outermost first

    def add(self, path: Path, data: bytes) -> None:
        check_output(path, self.inside)
        _make_folder(path.parent, self.folders)
        self.written.append((_beside(path, data, self.durable, self.exact_mode, self.temporaries), path))

    def commit(self) -> None:
        try:  # (each target checked again as it is moved: nothing may have taken its place since `add`)
            with Replacement() as replacement:
                for tmp, path in self.written:
                    replacement.move(tmp, path)
                replacement.keep()
        except BaseException:
            self.discard()
            raise
        self.written, self.temporaries, self.folders = [], [], []

    def discard(self) -> None:
        # (the temporaries, not `written`: a stop that comes as one is made, before it is written
        # down there, must not leave it behind)
        for tmp in self.temporaries:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(tmp)
        for folder in reversed(self.folders):
            with contextlib.suppress(OSError):  # (only if still empty)
                folder.rmdir()
        self.written, self.folders = [], []

    def __enter__(self) -> Self:
        return self

    def __exit__(self, kind, *_exc) -> None:
        if kind is not None:
            self.discard()


class Replacement:
    """Files moved into place, and old ones moved away, so that all of it can be undone: each
    file replaced or removed is kept aside (a hard link, so that a reader, or a run killed at any
    moment, always finds the old file or the new one) until `keep()`. Leaving the `with` block by
    an exception before `keep()` puts every file back as it was, last change first, and removes
    the new files that had no old one and the folders made for them. `aside`: a folder on the
    same file system for the old files (by default each is kept beside its own, hidden).

        with Replacement() as replacement:
            replacement.move(temporary, target)
            replacement.remove(stale)
            replacement.keep()
    """

    def __init__(self, aside: Path | None = None) -> None:
        self.aside = aside
        self.done: list[tuple[Path, str | None, bool]] = []  # (target, its old file kept aside, a new file moved in)
        self.folders: list[Path] = []  # made for new files, the outermost first

    def write(self, path: Path, data: bytes, exact_mode: bool = False) -> None:
        """`data` to a temporary file beside `path`, then moved there (`move` checks the target);
        its mode as `write_all` gives it."""
        _make_folder(path.parent, self.folders)
        made: list[str] = []
        try:
            self.move(_beside(path, data, exact_mode=exact_mode, made=made), path)
        except BaseException:
            for tmp in made:  # (moved into place already: nothing there)
                with contextlib.suppress(FileNotFoundError):
                    os.unlink(tmp)
            raise

    def move(self, source: str | Path, path: Path) -> None:
        """Rename `source` to `path`, the old `path` (a regular file or nothing) kept aside."""
        check_target(path)
        _make_folder(path.parent, self.folders)
        aside = self._set_aside(path, keep_in_place=True)
        try:
            os.replace(source, path)
        except OSError as exc:
            if aside is not None:
                with contextlib.suppress(OSError):
                    _put_back(aside, path)
            raise about(exc, path) from None
        self.done.append((path, aside, True))

    def remove(self, path: Path) -> None:
        """Remove the regular file `path` (kept aside until `keep()`); nothing if it is not there."""
        check_target(path)
        aside = self._set_aside(path, keep_in_place=False)
        if aside is not None:
            self.done.append((path, aside, False))

    def keep(self) -> None:
        """Every change stands: the old files kept aside go."""
        for _path, aside, _moved in self.done:
            if aside is not None:
                with contextlib.suppress(OSError):
                    os.unlink(aside)
        self.done, self.folders = [], []

    def undo(self) -> None:
        """Every change undone, the last first (as far as the disk lets: nothing here needs space)."""
        for path, aside, moved in reversed(self.done):
            with contextlib.suppress(OSError):
                if aside is not None:
                    _put_back(aside, path)
                elif moved:
                    os.unlink(path)
        for folder in reversed(self.folders):
            with contextlib.suppress(OSError):  # (only if still empty)
                folder.rmdir()
        self.done, self.folders = [], []

    def _set_aside(self, path: Path, keep_in_place: bool) -> str | None:
        """A new name for `path`'s current file (None when there is none): a second link to it,
        with `keep_in_place`, so that `path` stays there until replaced; else (or where the file
        system has no hard links) the file itself, renamed."""
        if self.aside is not None:
            _make_folder(self.aside, [])
        short = False  # (a name near the file system's limit: `.deckctl-<hex>.old`, as `_new_temporary`)
        for _attempt in range(100):
            name = f".{SHORT_PREFIX if short else path.name + '.'}{secrets.token_hex(4)}.old"
            aside = str(self.aside / name if self.aside is not None else path.parent / name)
            try:
                if keep_in_place:
                    try:
                        os.link(path, aside, follow_symlinks=False)
                        return aside
                    except OSError as exc:
                        if exc.errno not in _NO_HARD_LINKS:  # (a name taken, a file gone: below)
                            raise
                os.rename(path, aside)  # (a name of our own: rename replaces no file there by chance)
                return aside
            except FileExistsError:
                continue
            except FileNotFoundError:
                if os.path.lexists(path):  # (the folder for the old files went)
                    raise about(OSError(errno.ENOENT, "the folder to keep its old file in is gone"), path) from None
                return None
            except OSError as exc:
                if exc.errno == errno.ENAMETOOLONG and not short:
                    short = True
                    continue
                raise about(exc, path) from None
        raise about(OSError(errno.EEXIST, "no free name to keep its old file under"), path)

    def __enter__(self) -> Self:
        return self

    def __exit__(self, kind, *_exc) -> None:
        if kind is not None:
            self.undo()


def _put_back(aside: str, path: Path) -> None:
    os.replace(aside, path)
    if os.path.lexists(aside):  # (a rename between two links to one file changes nothing)
        os.unlink(aside)


# A file system without hard links (FAT, some network shares), or a file that may not get one:
# the old file is renamed aside instead (an immutable file then refuses that too, named).
_NO_HARD_LINKS = {errno.EPERM, errno.EOPNOTSUPP, errno.ENOTSUP, errno.EMLINK, errno.EXDEV}


def _make_folder(folder: Path, made: list[Path]) -> None:
    """`folder` and the folders above it that are missing, each one made added to `made`."""
    missing = []
    while not os.path.lexists(folder) and folder.parent != folder:
        missing.append(folder)
        folder = folder.parent
    for folder in reversed(missing):
        try:
            folder.mkdir()
        except FileExistsError:
            continue  # (made by another run meanwhile: not ours to remove)
        except OSError as exc:
            raise about(exc, folder) from None
        made.append(folder)


def _beside(path: Path, data: bytes, durable: bool = True, exact_mode: bool = False,
            made: list[str] | None = None) -> str:
    """`_temporary`, its error naming `path`: the file the run meant to write (a full disk's
    write or fsync names no file of itself, mkstemp names the temporary file)."""
    try:
        return _temporary(path, data, durable, exact_mode, [] if made is None else made)
    except OSError as exc:
        raise about(exc, path) from None


def _temporary(path: Path, data: bytes, durable: bool, exact_mode: bool, made: list[str]) -> str:
    """`data` in a new temporary file beside `path`, in a folder its caller made (`_make_folder`,
    which notes it for removal on failure), on the disk if `durable`, with the mode `write_all`
    describes. Its name goes into `made` as the file is made, a stop (Ctrl-C, SIGTERM) deferred
    meanwhile: one that came between the two left a temporary file no one knew of (fmt stopped
    while it wrote, one run in some hundred)."""
    mode = _NEW_FILE_MODE if exact_mode else _mode_kept(path)
    handle = tmp = None
    try:
        with deferred():
            fd, tmp = _new_temporary(path)
            made.append(tmp)
            # (the handle owns the descriptor as it is made, no stop between: a stop that came
            # after `fdopen` but before the descriptor was noted as the handle's had it closed
            # twice, the second time failing with EBADF in place of the stop)
            handle = os.fdopen(fd, "wb")
        with handle:
            handle.write(data)
            if durable:
                handle.flush()
                os.fsync(handle.fileno())
        os.chmod(tmp, mode)
    except BaseException:
        if handle is not None:
            handle.close()  # (closing a closed handle does nothing)
        if tmp is not None:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(tmp)
        raise
    return tmp


_NEW_FILE_MODE = 0o644

# The name of a temporary file (and of an old file kept aside) where one named after its target
# would be too long: `.deckctl-1a2b3c4d.tmp` is 21 bytes, shorter than any name near the limit.
SHORT_PREFIX = "deckctl-"


def _new_temporary(path: Path) -> tuple[int, str]:
    """A new temporary file beside `path` (its descriptor and name), named after it
    (`.q.yaml.1a2b3c4d.tmp`: a killed run's leftover says whose it is), or, where that name is too
    long for the file system (`path`'s own name within 14 bytes of its limit, 255 bytes on most),
    `.deckctl-1a2b3c4d.tmp`: any file the file system holds can be rewritten (a card file named
    245 `b`s had failed with 'File name too long', exit 74)."""
    try:
        return tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    except OSError as exc:
        if exc.errno != errno.ENAMETOOLONG:
            raise
    return tempfile.mkstemp(prefix=f".{SHORT_PREFIX}", suffix=".tmp", dir=path.parent)


def _mode_kept(path: Path) -> int:
    """The permission bits of the regular file at `path` (not the set-id and sticky bits, which a
    rewrite has no business carrying over), else those of a new file."""
    try:
        info = os.lstat(path)
    except OSError:
        return _NEW_FILE_MODE
    return stat.S_IMODE(info.st_mode) & 0o777 if stat.S_ISREG(info.st_mode) else _NEW_FILE_MODE


# A file made by this open and no other: never one that is there already, nor written through a
# symbolic link (O_EXCL refuses a link at the path, dangling or not).
CREATE_NEW = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)


def create_new(path: Path, chunks: Iterable[bytes], exact_mode: bool = False) -> None:
    """`chunks` written to a new file at `path` (CREATE_NEW: FileExistsError, and nothing touched,
    when anything is there already), mode 0o644 less the umask, or exactly 0o644 with `exact_mode`.
    A failure once it is made removes it. Not atomic: a reader may see it half written (the lint
    cache writes a temporary file so and renames it; the proof folder finds one cut short by its
    hash); no fsync."""
    fd = os.open(path, CREATE_NEW, 0o644)
    try:
        with naming(path):
            if exact_mode:
                os.fchmod(fd, 0o644)
            pending, size = [], 0
            for chunk in chunks:  # (gathered into blocks: the lint cache writes a line at a time)
                pending.append(chunk)
                size += len(chunk)
                if size >= _BLOCK:
                    _write_fully(fd, b"".join(pending))
                    pending, size = [], 0
            _write_fully(fd, b"".join(pending))
    except BaseException:
        os.close(fd)
        with contextlib.suppress(FileNotFoundError):
            os.unlink(path)
        raise
    os.close(fd)


_BLOCK = 64 * 1024


def _write_fully(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


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
