"""Where the files a deck reads may be: inside its repository, and regular files of a bounded size.

Decks come from strangers (pull requests, a print shop's customers), and the files a deck's
`print:` section names (art, the ICC profile) end up inside the PDF. So a path written in
deck.yaml must be relative to the deck folder and lead, symbolic links followed, to a regular file
inside the deck's repository: the git top level (the nearest folder at or above the deck that
holds a `.git` entry; git itself is never run), else the deck folder itself (`reading_root`: a
print shop's folder of its customers' decks is no one's repository). A device
or a named pipe (`/dev/zero`, a FIFO) is refused from its `stat`, before anything opens it, so no
read can block or never end; a file's size is judged before it is read.

The deck's own sources (deck.yaml, board.yaml, cards/*.yaml) are held to the same place: one that
is a link leading out of the repository, or is not a regular file, is not read; so is one reached
through a deck folder that is such a link (io.links: its target would be a repository of its own).

Git's own folder (`.git`, in any case, at the top or in a repository nested below it) is inside
the repository's folder but none of its content: it holds the repository's config, where a CI
checkout keeps the token it fetched with (`http.<url>.extraheader`) and a clone its remote's URL
with any password in it. A file a deck names or links to there is refused as one outside is: a
card file or catalog linked to `.git/config` had been read, and every line of it quoted in its
`yaml-syntax` or `catalog-syntax` errors, into the CI's log and its SARIF or JSON report.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path, PureWindowsPath
from typing import BinaryIO

from deckctl.core import bounded_json
from deckctl.core.content import file_hash
from deckctl.core.path_text import as_typed
from deckctl.core.diagnostics import Diagnostic
from deckctl.core.quoted import shortened
from deckctl.io.discover import LEAVING_HINT, deck_holding, decks_home, display_path, leaving_refusal
from deckctl.io.links import git_top


class Refused(Exception):
    """A path a deck names that deckctl does not read: `message` says why, `hint` what to write."""

    def __init__(self, message: str, hint: str):
        super().__init__(message)
        self.message = message
        self.hint = hint

    def __reduce__(self):  # (raised in a worker, it is pickled back to the main process whole)
        return type(self), (self.message, self.hint)


class TooLarge(Refused):
    """A file over the limit it is read to: `size` bytes (or more, when it grew while it was read)
    where at most `limit` are read."""

    def __init__(self, message: str, size: int, limit: int):
        super().__init__(message, "give a smaller file")
        self.size = size
        self.limit = limit

    def __reduce__(self):
        return type(self), (self.message, self.size, self.limit)


def reading_root(deck_dir: Path) -> Path:
    """Where the files a deck reads may lie (its art, its ICC profile, its own sources reached
    through links): its git top level (links followed), else the deck folder itself. Not the
    folder holding it, as `repository_root` takes for other ends: a folder of decks that is no
    repository (a print shop's jobs, unpacked side by side) would let one deck print another's
    art (`back_art: ../other-customer/secret.png`) or cards."""
    deck_dir = Path(os.path.realpath(deck_dir))
    return git_top(deck_dir) or deck_dir


def outside_words(deck_dir: Path) -> str:
    """How a refusal names what a path leads out of: the deck's repository, or, in none, the deck
    folder (`reading_root`)."""
    return "the deck's repository" if git_top(Path(os.path.realpath(deck_dir))) else "the deck folder"


def repository_root(deck_dir: Path) -> Path:
    """The deck's repository: the git top level of the deck folder (links followed), else the
    folder holding the deck folder."""
    deck_dir = Path(os.path.realpath(deck_dir))
    return git_top(deck_dir) or deck_dir.parent


GIT_FOLDER = ".git"


def in_git_folder(target: Path, root: Path) -> bool:
    """Whether `target` (a real path inside `root`, the repository's top) lies in a git folder:
    a part of its path below `root` named `.git` in any case (git's own, or a nested
    repository's; `.GIT` is git's folder on a file system that ignores case)."""
    return any(part.casefold() == GIT_FOLDER for part in target.relative_to(root).parts)


def relative_inside(path: str | Path, root: str | Path) -> str | None:
    """`path` relative to `root`, with forward slashes (`.` for the root itself); None when it
    lies outside, where a relative path would climb through the machine's folders (or cannot
    be written: another drive). Both are made absolute as written: links are not followed."""
    try:
        relative = os.path.relpath(path, root)
    except ValueError:  # (on another drive)
        return None
    if relative == os.pardir or relative.startswith(os.pardir + os.sep) or os.path.isabs(relative):
        return None
    return Path(relative).as_posix()


def from_repository(deck_dir: Path) -> str:
    """The deck folder as named from the top of its repository (`decks/quiz`): how a message that
    is kept and shown again later (build/manifest.json keeps findings), from whatever working
    folder, names it in a command to run."""
    root = repository_root(deck_dir)
    return Path(os.path.relpath(os.path.realpath(deck_dir), root)).as_posix()


def out_named(out: Path, given: bool) -> str:
    """An output folder as a message names it: `--out X` where the user gave it, `the default
    --out X` where the command chose it (never an option the user did not type as if typed)."""
    return f"--out {out}" if given else f"the default --out {out}"


def out_in_deck(out: Path, given: bool, default: str, what: str, written: str = "the site") -> Refused | None:
    """The refusal of an output folder that is a deck folder or lies inside one (`given`: the
    user's --out, else the command's `default`), or None: `what` (the site's files, the built
    files) would go among the deck's, and count as its files. Judged before anything is written."""
    deck = deck_holding(out)
    if deck is None:
        return None
    where = "is the deck" if deck == out.resolve() else "is inside the deck"
    return Refused(f"{out_named(out, given)} {where} {deck_named(deck)}: {what} would go among the deck's",
                   outside_decks_hint(deck, default, written))


def out_holding_inputs(out: Path, paths: list[Path], given: bool, default: str, what: str,
                       written: str = "the site") -> Refused | None:
    """The refusal of an output folder that holds what the command reads (one of `paths`, the
    decks or folders of decks it was given, is that folder or lies in it), or None: `what` would
    go among the decks, and build's outputs into the deck folders themselves (`build decks --out
    decks` wrote each deck's `en/` and `de/` into its folder). Judged before anything is written."""
    try:
        target = Path(os.path.abspath(out)).resolve()
    except (OSError, RuntimeError):  # (a loop of links: the write into it says so)
        return None
    for path in paths:
        try:
            read = Path(os.path.abspath(path)).resolve()
        except (OSError, RuntimeError):
            continue
        if read == target or target in read.parents:
            held = "is" if read == target else "holds"
            return Refused(f"{out_named(out, given)} {held} the decks read ({deck_named(read)}): {what} would go "
                           "among them", f"give {written} a folder apart from the decks, such as `--out {default}`")
    return None


def deck_named(deck: Path) -> str:
    """A deck folder as a message names it: its path from the working folder, or its own name where
    that path has none (`..`, `.`: the working folder is in the deck)."""
    shown = display_path(deck)
    return deck.name if set(Path(shown).parts) <= {os.curdir, os.pardir} else shown


def outside_decks_hint(deck: Path, default: str, written: str = "the site") -> str:
    """Where to write a command's outputs instead of inside `deck`: its `default` folder in the
    repository's top folder, or, where that is a deck itself (so that folder would be refused
    too), a folder beside the outermost deck, outside the repository; named from the working
    folder. The top folder is the one holding decks/ (`decks_home`), where the commands write by
    default, else the deck's repository."""
    top = (decks_home(deck) or repository_root(deck)) / default
    if deck_holding(top) is None:
        shown = Path(display_path(top)).as_posix()
        return f"write it outside every deck, such as `--out {shown}` in the repository's top folder"
    while (outer := deck_holding(deck.parent)) is not None and outer != deck:
        deck = outer
    beside = Path(os.path.relpath(deck.parent / f"{deck.name}-{default}"))
    return f"the deck is the repository's top folder: write {written} outside it, such as `--out {beside.as_posix()}`"


def kind_of(mode: int) -> str | None:
    """What a file that is not a regular file is, in plain words (None: a regular file)."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "not a regular file"


RELATIVE_HINT = ("write the path relative to the deck folder (like `art/back.png`), to a file inside the "
                 "deck's repository: a deck must print the same wherever it is checked out")


def named_file(deck_dir: Path, name: str, limit: int, what: str) -> Path:
    """The file that `name` (as written in deck.yaml, relative to the deck folder) leads to, with
    symbolic links followed, once it is known to be a regular file of at most `limit` bytes inside
    the deck's repository. `what` names the file in messages ("the art", "the ICC profile").

    Raises FileNotFoundError when there is no such file (inside the repository), Refused otherwise."""
    shown = shortened(name)  # (as messages quote it)
    if Path(name).is_absolute() or PureWindowsPath(name).drive or PureWindowsPath(name).root:
        raise Refused(f"`{shown}` is an absolute path", RELATIVE_HINT)
    root = reading_root(deck_dir)
    try:
        target = Path(os.path.realpath(Path(deck_dir) / name))  # (never opens the file; a loop is left as is)
    except (OSError, ValueError):  # (a NUL byte)
        raise Refused(f"`{shown}` is not a path deckctl can follow", RELATIVE_HINT) from None
    if not target.is_relative_to(root):  # judged before the file is looked at: nothing is said of what is outside
        written = Path(os.path.normpath(Path(os.path.realpath(deck_dir)) / name))
        through = "through a symbolic link " if written.is_relative_to(root) else ""
        raise Refused(f"`{shown}` leads {through}outside {outside_words(deck_dir)}",
                      f"put {what} inside the repository ({display_path(root)}/) and write its path relative "
                      "to the deck folder: a deck must print the same wherever it is checked out" if git_top(root)
                      else f"put {what} inside the deck folder ({display_path(root)}/) and write its path relative "
                      "to it: in a folder that is no git repository, a deck reads only its own files")
    if in_git_folder(target, root):  # (inside the repository's folder, but git's, not the deck's: not looked at)
        raise Refused(f"`{shown}` leads into git's own folder ({GIT_FOLDER}), which holds no deck's files",
                      f"put {what} in the repository's files, outside {GIT_FOLDER}, and write its path relative "
                      "to the deck folder")
    try:
        info = os.stat(target)
    except FileNotFoundError:
        raise
    except OSError as exc:  # a loop of links, a folder that cannot be entered
        raise Refused(f"`{shown}` cannot be read: {exc.strerror or exc}", RELATIVE_HINT) from None
    kind = kind_of(info.st_mode)
    if kind is not None:
        raise Refused(f"`{shown}` is {kind}, not a file", f"give the path of {what} file itself")
    if info.st_size > limit:
        raise Refused(f"`{shown}` is {info.st_size:,} bytes; {what} may be at most {limit:,} bytes",
                      f"give a smaller file: {what} is read whole, and embedded in every PDF")
    return target


def source_refusal(path: Path, deck_dir: Path) -> str | None:
    """Why one of the deck's own source files (deck.yaml, board.yaml, a card file, a catalog) is
    not read, or None: a link leading outside where the deck reads (`reading_root`) or into its
    git folder (`in_git_folder`), or anything but a regular file."""
    return _refusal(path, deck_dir, reading_root)


def config_refusal(path: Path, deck_dir: Path) -> str | None:
    """`source_refusal` for the deckctl.toml a deck's lint reads, which may lie above the deck
    folder, up to the top of its repository (`repository_root`: in none, the folder holding it)."""
    return _refusal(path, deck_dir, repository_root)


def _refusal(path: Path, deck_dir: Path, root_of) -> str | None:
    """`source_refusal` with the place the file must lie in, `root_of(deck_dir)`."""
    leaving = leaving_refusal(path)  # (a deck named through a link: judged where the link is)
    if leaving is not None:
        return leaving
    try:
        target = Path(os.path.realpath(path))
        info = os.stat(target)
    except OSError as exc:
        return f"it cannot be read: {exc.strerror or exc}"
    root = root_of(deck_dir)
    if not target.is_relative_to(root):  # (in words only then: one more look for `.git`)
        outside = outside_words(deck_dir) if root_of is reading_root else "the deck's repository"
        return f"it is a symbolic link leading outside {outside}"
    if in_git_folder(target, root):
        return f"it is a symbolic link leading into git's own folder ({GIT_FOLDER}), which holds no deck's files"
    kind = kind_of(info.st_mode)
    return f"it is {kind}, not a file" if kind else None


SOURCE_HINT = "keep the deck's files inside its repository as plain files (not links leading out of it)"


def unreadable_source(path: Path, deck_dir: Path) -> Diagnostic | None:
    """The error every command that reads or rewrites a deck's own source files (validate, fmt)
    gives for one it does not read (`source_refusal`), or None."""
    refusal = source_refusal(path, deck_dir)
    if refusal is None:
        return None
    message = f"the file is not read: {refusal}"
    if refusal.startswith("it cannot be read: "):  # (not "not read: it cannot be read")
        reason = refusal.removeprefix("it cannot be read: ")
        dangling = os.path.islink(path) and not os.path.exists(path)
        message = f"the file is a symbolic link leading to no file ({reason})" if dangling \
            else f"the file cannot be read: {reason}"
    return Diagnostic(display_path(path), 0, 0, "unreadable", message, hint=_source_hint(path, refusal))


def _source_hint(path: Path, refusal: str) -> str:
    """The hint that fits what stands where a source file should (as a catalog's does): a link
    leading out of the repository, a link to nothing, a folder or named pipe."""
    if refusal.startswith("it is reached through"):
        return LEAVING_HINT
    what = "a card file" if path.parent.name == "cards" else path.name
    if refusal.startswith("it is a") and refusal.endswith(", not a file"):  # (a folder, a named pipe...)
        kind = refusal.removeprefix("it is a").removesuffix(", not a file").removeprefix("n ").strip()
        return f"{what} is a plain file: remove the {kind}, and put the file in its place"
    if refusal.startswith("it cannot be read: ") and os.path.islink(path) and not os.path.exists(path):
        return "point the link at a file inside the deck's repository, or remove it"
    return SOURCE_HINT


def not_hashed(path: Path, root: Path) -> str | None:
    """Why the caches do not read a file of a deck's repository ("missing", "outside:<where it
    leads>", "not-a-file"), or None: it is a regular file inside `root`."""
    try:
        target = Path(os.path.realpath(path))
        info = os.stat(target)
    except OSError:
        return "missing"
    if not target.is_relative_to(root):
        return f"outside:{target}"
    return "not-a-file" if kind_of(info.st_mode) else None


def contained_hash(path: Path, root: Path) -> str:
    """What the caches record of a file of a deck's repository: its content hash, or what it is
    when it is not a regular file inside `root` (such a file is neither hashed nor read)."""
    return not_hashed(path, root) or file_hash(path) or "unreadable"


def open_regular(path: Path, limit: int | None, follow: bool = True) -> BinaryIO:
    """A regular file of at most `limit` bytes (None: whatever its size), opened for reading.
    Opened without blocking and judged from the open file itself, so a named pipe or device
    swapped in after a check is no hang; `follow=False`: a symbolic link at `path` is refused too
    (OSError). Raises OSError (a file missing or unreadable) or Refused (not a file; TooLarge: too
    large)."""
    flags = os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0) | (0 if follow else getattr(os, "O_NOFOLLOW", 0))
    fd = os.open(path, flags)
    try:
        info = os.fstat(fd)
        kind = kind_of(info.st_mode)
        if kind is not None:
            raise Refused(f"{as_typed(path)} is {kind}, not a file", "give a file")
        if limit is not None and info.st_size > limit:
            raise TooLarge(f"{as_typed(path)} is {info.st_size:,} bytes; at most {limit:,} are read", info.st_size, limit)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def read_regular(path: Path, limit: int | None, follow: bool = True) -> bytes:
    """The bytes of a regular file of at most `limit` bytes (`open_regular`: raises OSError or
    Refused)."""
    with open_regular(path, limit, follow) as handle:
        data = handle.read(-1 if limit is None else limit + 1)
    if limit is not None and len(data) > limit:  # (it grew after fstat)
        raise TooLarge(f"{as_typed(path)} is more than {limit:,} bytes", len(data), limit)
    return data


def read_json_file(path: Path) -> bytes:
    """The bytes of a JSON file a user names (a bundle to play, a replay log), for bounded_json to
    parse: a regular file, links followed as for any path given on the command line, a named pipe
    or a device refused at once rather than waited on. Raises OSError, Refused (not a regular file)
    or bounded_json.JsonLimitError (past its MAX_BYTES, no more than that read)."""
    try:
        return read_regular(Path(path), bounded_json.MAX_BYTES)
    except TooLarge:
        raise bounded_json.JsonLimitError(bounded_json.TOO_LARGE) from None


def read_kept(path: Path, limit: int, head: bytes = b"") -> bytes | None:
    """The bytes of a file deckctl keeps for itself (a cache entry, a proof's record or picture),
    or None when it is missing or unreadable, a symbolic link, not a regular file or over `limit`
    bytes, or does not start with `head`: a repository can commit any of these in its place, and
    each is only a miss. No more than `limit` bytes are ever read, and no more than `head` of a
    file that starts otherwise (one made elsewhere, however large)."""
    try:
        with open_regular(path, limit, follow=False) as handle:
            start = handle.read(len(head))
            if start != head:
                return None
            data = start + handle.read(limit + 1 - len(start))
    except (OSError, Refused):
        return None
    return data if len(data) <= limit else None  # (it grew after fstat)
