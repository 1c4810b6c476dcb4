"""The deck files of one side of a diff: a git revision, the working tree, or a path.

A side is a mapping from a file's path (relative to the repository or to the folder given, with
`/` separators) to its bytes. Only deck files are kept: `deck.yaml`, `cards/*.yaml` (not a hidden
`cards/.x.yaml`, which discovery leaves out too) and `locales/*.po` (not a hidden `.de.po`
either). Revisions are read with `git ls-tree` and `git cat-file`, never checked out. Of a
repository's files, only those of deck folders (a folder holding `deck.yaml`, as discovery defines
a deck, on either side) are compared: a `locales/*.po` elsewhere (a program's own messages, a web
site's) is no deck's. Paths given are compared as they are: `git difftool` passes a card file
alone, or (`--dir-diff`) folders holding only the changed files. No file larger than its kind
may be (`limits`) is read: a revision's is judged on the size git states, before its blob is
asked for; one over is kept in `Side.refused`, a finding of its deck. Both sides are listed
before either is read, so the files of folders that are no deck's are never read, and the diff's
budget in all (`limits.over_budget`) is judged before anything is.
"""

from __future__ import annotations

import errno
import os
import re
import stat
import subprocess
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from deckctl.core.diagnostics import Diagnostic
from deckctl.core.printable import printable_line
from deckctl.diff.limits import (MAX_NAME_PART_BYTES, MAX_TREE_ENTRIES, MAX_TREE_NAME_BYTES, TREE_ENTRIES_HINT, Budget,
                                 TooLarge, over_budget)
from deckctl.io.discover import DECKS, LEAVING_HINT, MANIFEST, is_card_file_name, is_catalog_file_name, leaving_refusal
from deckctl.io.git import GIT_TIMEOUT, git_command, git_environment, git_error, git_folder, run_git, timed_out
from deckctl.io.git_store import SELF_CONTAINED_HINT, foreign_history
from deckctl.io.paths import Refused, read_regular
from deckctl.io.paths import TooLarge as FileTooLarge

_SKIP_DIRS = {".git", ".venv", "node_modules", "build", ".deckctl-cache"}


class SideError(Exception):
    """A revision or path that cannot be read: a usage error, with what to do instead."""

    def __init__(self, message: str, hint: str | None = None):
        super().__init__(message)
        self.hint = hint


_NOT_A_REPOSITORY = (b"not a git repository", b"cannot use bare repository")


class GitFailed(SideError):
    """git ended with an error of its own (`stderr`), quoted in the message."""

    def __init__(self, args: list[str], stderr: bytes):
        said = git_error(stderr)
        super().__init__(f"git {args[0]} failed: {said}" if said else f"git {args[0]} failed")
        # (a bare repository git found on its own, `safe.bareRepository=explicit`, is none either:
        # a deck folder holding a committed HEAD, config, objects/ and refs/, with no `.git` above)
        self.not_a_repository = any(said in stderr.lower() for said in _NOT_A_REPOSITORY)


class GitTimedOut(SideError):
    """git did not finish in time (`io.git.GIT_TIMEOUT`) and was ended."""


class OverBudget(Exception):
    """The diff would read more than it may in all (`limits.over_budget`): the finding that says so."""

    def __init__(self, finding: Diagnostic):
        super().__init__(finding.message)
        self.finding = finding


class LinkLeaving(OverBudget):
    """The working tree's `decks/`, or a deck folder in it, is a symbolic link leading out of the
    repository: the finding that says so, as validate says it, reported as OverBudget's is (exit
    1). git sees only the link, so the decks behind it would otherwise be passed over without a
    word ("no card or translation changes")."""


@dataclass
class Side:
    label: str  # what the user named: a revision, "working tree", a path, or `--label`'s name for a card file
    # How a person is told the side, when not as `label`: a revision given as a commit's hash (as
    # CI gives them) by its short hash and the branches and tags at it, `93de6d9 (origin/main)`.
    title: str = ""
    files: dict[str, bytes] = field(default_factory=dict)
    prefix: str = ""  # put before a file's name to show where it is (`HEAD:`, `other/`)
    shown: dict[str, str] = field(default_factory=dict)  # names shown otherwise (a file given as is)
    # Another file of the same side by its name (`diff --html` reads the art a deck's print:
    # section names): listed, not read yet, or None when it is not there as a regular file.
    find: Callable[[str], "Stored | None"] | None = field(default=None, repr=False, compare=False)
    # Deck files over the limit of their kind (`limits`), not read: why, by name.
    refused: dict[str, Diagnostic] = field(default_factory=dict)
    # A card file given on its own: how the diff's heading names it (the path as given, or
    # `--label`'s name, as `git difftool` gives "$MERGED"); "" for a folder, a revision or nothing.
    file: str = ""

    def display(self, name: str) -> str:
        return self.shown.get(name) or f"{self.prefix}{name}"

    @property
    def named(self) -> str:
        """The side as a person is told it (the page's heading, the terminal's lines); JSON keeps
        `label`, what was given."""
        return self.title or self.label


@dataclass(frozen=True)
class Stored:
    """A file of a side found by its name, not read yet: what it is (`key`, the same for the same
    bytes: a blob's object name, a file's device and inode, so that one blob under many names is
    read once) and its size, judged before it is read; `read` gives its bytes (None when it went
    since; TooLarge when it grew past `size`)."""

    key: str
    size: int
    read: Callable[[], bytes | None] = field(repr=False, compare=False)


_REGULAR = (b"100644", b"100755")  # git's modes of a regular file


def is_deck_file(path: str) -> bool:
    parts = PurePosixPath(path)
    if parts.name == "deck.yaml":
        return True
    parent = parts.parent.name
    return ((parent == "cards" and is_card_file_name(parts.name))
            or (parent == "locales" and is_catalog_file_name(parts.name)))


def deck_folder(path: str) -> str:
    """The deck folder a deck file belongs to, relative to its side's root ("" for the root)."""
    pure = PurePosixPath(path)
    folder = pure.parent if pure.name == "deck.yaml" else pure.parent.parent
    return "" if str(folder) == "." else str(folder)


@dataclass
class _Listing:
    """A side's deck files as listed, none read yet: their sizes (git's stated, or the file
    system's) by name, and `fetch`, which reads those it is given (name -> size) into `side`."""

    side: Side
    sizes: dict[str, int]
    fetch: Callable[[dict[str, int]], None]


def _only_decks(listings: list[_Listing]) -> None:
    """Drop from every listing the files of folders that hold `deck.yaml` on no side."""
    decks = {deck_folder(name) for listing in listings for name in listing.sizes
             if PurePosixPath(name).name == "deck.yaml"}
    for listing in listings:
        listing.sizes = {name: size for name, size in listing.sizes.items() if deck_folder(name) in decks}


def _admitted(listing: _Listing) -> dict[str, int]:
    """The files of `listing` within the limits of their kind, in name order; why each other one
    is not read is kept in its side's `refused`."""
    side, budget, admitted = listing.side, Budget(), {}
    for name, size in sorted(listing.sizes.items()):
        folder = deck_folder(name)
        if budget.skips(name, folder):
            continue
        refusal = budget.refusal(name, side.display(name), size, folder)
        if refusal is None:
            admitted[name] = size
        else:
            side.refused[name] = refusal
    return admitted


def _loaded(listings: list[_Listing], decks_only: bool) -> list[Side]:
    """The sides of `listings`, their files read once every limit is judged on the sizes listed:
    each file's (`Budget`), then the diff's in all (OverBudget: nothing is read)."""
    if decks_only:
        _only_decks(listings)
    admitted = [_admitted(listing) for listing in listings]
    refusal = over_budget([(listing.side.display(name), size)
                           for listing, names in zip(listings, admitted) for name, size in names.items()])
    if refusal is not None:
        raise OverBudget(refusal)
    for listing, names in zip(listings, admitted):
        if names:
            listing.fetch(names)
    return [listing.side for listing in listings]


def _git(args: list[str], cwd: Path, data: bytes | None = None) -> bytes:
    # Through run_git: the repository's config (core.fsmonitor, hooks...) runs nothing, and a
    # git that waits (on a named pipe its config includes) is ended.
    try:
        done = run_git(args, cwd, data=data)
    except FileNotFoundError:
        raise SideError("git is not installed (give two paths to compare instead)") from None
    except subprocess.TimeoutExpired as exc:
        raise GitTimedOut(timed_out(args, exc.timeout), _CONFIG_HINT) from None
    except OSError as exc:
        raise SideError(f"cannot run git: {exc.strerror or exc}") from None
    if done.returncode != 0:
        raise GitFailed(args, done.stderr)
    return done.stdout


_CONFIG_HINT = "look at the repository's config: `git config --list --show-origin`"


def repository_root(cwd: Path) -> Path:
    """The working tree's top: the folder holding the `.git` of `cwd`'s repository. A repository's
    config can set its working tree anywhere (`core.worktree`, even a folder of another
    repository): diff would then read files outside the repository, so such a tree is refused (one
    the environment names, GIT_WORK_TREE, is the user's choice). GIT_DIR without it makes git take
    the folder it runs in for the tree: anywhere but the tree's top, that is said, not core.worktree."""
    try:
        root = Path(_git(["rev-parse", "--show-toplevel"], cwd).decode().strip())
    except GitFailed as exc:
        if exc.not_a_repository:
            raise SideError("not in a git repository; give two revisions inside one, or two paths") from None
        raise SideError(f"cannot read the repository: {exc}", _CONFIG_HINT) from None
    from deckctl.io.paths import repository_root as holding_git

    expected = holding_git(cwd)  # (the nearest folder with a .git: what every other command calls the repository)
    if "GIT_WORK_TREE" not in os.environ and Path(os.path.realpath(root)) != expected:
        if "GIT_DIR" in os.environ and not _sets_worktree(cwd):
            # (git takes the folder it runs in for the working tree then: only the top is right)
            raise SideError(f"GIT_DIR is set without GIT_WORK_TREE, so git takes the working folder, "
                            f"{printable_line(str(root))}, for the repository's working tree: diff reads no files there",
                            "run `deckctl diff` from the top folder of the repository's working tree, set GIT_WORK_TREE to "
                            "that folder as well, or unset GIT_DIR")
        raise SideError(f"the repository's config sets its working tree to {root}, not {expected} (core.worktree): "
                        "diff reads no files there; unset it with `git config --unset core.worktree`")
    foreign = foreign_history(cwd, expected)
    if foreign is not None:
        raise SideError(f"diff reads no history of the repository at {expected}: {foreign}", SELF_CONTAINED_HINT)
    return root


def _sets_worktree(cwd: Path) -> bool:
    """Whether git's config (the repository's, or the environment's) sets core.worktree."""
    try:
        return bool(_git(["config", "--get", "core.worktree"], cwd).strip())
    except GitFailed:  # (exit 1: not set)
        return False


def _revision(rev: str) -> list[str]:
    """`rev` as git's arguments: a name starting with `-` after `--end-of-options` (git 2.30 or
    later), so that git takes it for a revision, never an option. A branch `-p` or `--output=x`
    (which `git update-ref` or a fetch can make) had been refused as no revision while the hint
    listed it among the branches. Other names alone, as any git reads them."""
    return ["--end-of-options", rev] if rev.startswith("-") else [rev]


def is_revision(rev: str, root: Path) -> bool:
    try:
        _git(["rev-parse", "--verify", "--quiet", *_revision(f"{rev}^{{commit}}")], root)
    except GitFailed:
        return False
    return True


def from_revision(rev: str, root: Path) -> Side:
    return _loaded([_list_revision(rev, root)], decks_only=False)[0]


def _list_revision(rev: str, root: Path) -> _Listing:
    if not is_revision(rev, root):
        raise SideError(f"`{rev}` is neither a git revision nor an existing path", _branches_hint(rev, root))
    listed = [(name, obj) for name, obj in _tree_files(rev, root) if is_deck_file(name)]
    sizes = _blob_sizes([obj for _, obj in listed], root)
    sized = [(name, obj, sizes[obj]) for name, obj in listed]
    side = Side(rev, _title(rev, root), prefix=f"{rev}:", find=lambda name: _blob_at(rev, name, root))
    for name in [name for name, _, _ in sized if unsafe_tree_path(name)]:
        side.refused[name] = _unsafe_entry(side.display(name), unsafe_tree_path(name))
    for name in [name for name, _, _ in sized if name not in side.refused and unholdable_tree_path(name)]:
        side.refused[name] = _unholdable_entry(_long_name_shown(side.display(name)), unholdable_tree_path(name))
    sized = [entry for entry in sized if entry[0] not in side.refused]
    objects = {name: obj for name, obj, _ in sized}
    return _Listing(side, {name: size for name, _, size in sized},
                    lambda names: _read_blobs(side, {name: objects[name] for name in names}, root))


_CHUNK = 1 << 16


def _tree_files(rev: str, root: Path) -> list[tuple[str, str]]:
    """The regular files of `rev`'s tree (name, object name), listed by `git ls-tree -r -t` and
    read as git writes them: the tree's entries (files and folders) are counted as they come, and
    at the `MAX_TREE_ENTRIES`th git is ended and OverBudget raised. A tree costs nothing to repeat
    either: three nested trees of a thousand entries each (a 332 KB `.git`) list a thousand
    million files, which git took minutes and diff half a gigabyte to list in full."""
    # "<mode> <type> <object>\t<name>" records, NUL-separated (a name may hold a newline or a
    # tab). No `-l`: git reads every blob's header for its size, slow where objects are loose;
    # only deck files' sizes are asked for (`_blob_sizes`).
    args = ["ls-tree", "-r", "-t", "-z", "--full-tree", *_revision(rev)]
    files, count, pending = [], 0, b""
    with _streamed(args, root) as process:
        while chunk := process.stdout.read1(_CHUNK):
            *records, pending = (pending + chunk).split(b"\0")
            count += len(records)
            if count > MAX_TREE_ENTRIES:
                raise OverBudget(_too_many_entries(rev))
            files.extend(_regular_files(records))
    return files


def _regular_files(records: list[bytes]) -> list[tuple[str, str]]:
    found = []
    for record in records:
        head, _, raw_name = record.partition(b"\t")
        fields = head.split()
        # Regular files only: a symlink's blob is a path, a submodule's entry a commit.
        if len(fields) == 3 and fields[0] in _REGULAR and fields[1] == b"blob":
            found.append((raw_name.decode("utf-8", errors="replace"), fields[2].decode("ascii")))
    return found


def _too_many_entries(rev: str) -> Diagnostic:
    return Diagnostic(rev, 0, 0, "diff-too-large",
                      f"the revision's tree holds more than {MAX_TREE_ENTRIES:,} files and folders, and diff "
                      "lists at most that many of a revision, so nothing is compared",
                      hint=TREE_ENTRIES_HINT.replace("REV", rev))


class _streamed:
    """`git ARGS` run as `run_git` runs it (the repository's programs switched off), its output
    read as it comes; git is ended when the reading stops early (a listing over its limit), or
    after `GIT_TIMEOUT` seconds (GitTimedOut). git's own error ends it as GitFailed."""

    def __init__(self, args: list[str], cwd: Path):
        self.args, self.cwd = args, cwd

    def __enter__(self) -> subprocess.Popen:
        try:
            folder = git_folder(self.cwd)  # (the repository's top: io/git.py)
            self.process = subprocess.Popen(git_command(self.args), cwd=folder, env=git_environment(folder),
                                            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                            stderr=subprocess.PIPE)
        except FileNotFoundError:
            raise SideError("git is not installed (give two paths to compare instead)") from None
        except OSError as exc:
            raise SideError(f"cannot run git: {exc.strerror or exc}") from None
        self.waited_too_long = False
        self.timer = threading.Timer(GIT_TIMEOUT, self._end)
        self.timer.start()
        return self.process

    def _end(self) -> None:
        self.waited_too_long = True
        self.process.kill()

    def __exit__(self, kind, error, trace) -> None:
        self.timer.cancel()
        if error is not None:
            self.process.kill()
        _, stderr = self.process.communicate()
        if error is not None:
            return
        if self.waited_too_long:
            raise GitTimedOut(timed_out(self.args, GIT_TIMEOUT), _CONFIG_HINT)
        if self.process.returncode != 0:
            raise GitFailed(self.args, stderr)


def _blob_sizes(objects: list[str], root: Path) -> dict[str, int]:
    """The size git states of each blob of `objects` (one `git cat-file --batch-check` for all,
    asked by object name: hex, no name can break a line of the request)."""
    if not objects:
        return {}
    unique = list(dict.fromkeys(objects))
    out = _git(["cat-file", "--batch-check"], root, "".join(f"{obj}\n" for obj in unique).encode())
    sizes = {}
    for line in out.decode("ascii", "replace").splitlines():
        fields = line.split()
        if len(fields) != 3 or fields[1] != "blob":
            raise SideError(f"git cat-file answered `{printable_line(line)}` for a file's size")
        sizes[fields[0]] = int(fields[2])
    missing = [obj for obj in unique if obj not in sizes]
    if missing:
        raise SideError(f"git cat-file stated no size for {missing[0]}")
    return sizes


def unsafe_tree_path(name: str) -> str | None:
    """Why git would not check out a tree entry named `name` (as its verify_path judges one, with
    core.protectNTFS, its default): a part that is empty, `.`, `..` or `.git` (in any case), a NUL
    in it, or a backslash where one separates folders (on Windows, where git refuses it too; on
    Linux and macOS it is a character of the name, which git commits and checks out); None for a
    name that stays where it is. A tree made with `git mktree` may hold any name, and one such as
    `x/../../../tmp/deck/deck.yaml` would lead out of the repository wherever its name is joined to
    a folder."""
    if "\0" in name:
        return "a NUL in its name"
    if "\\" in name and "\\" in _SEPARATORS:
        return "a backslash in its name, which separates folders here"
    for part in name.split("/"):
        if part in ("", ".", "..") or part.lower() == ".git":
            return f"the part `{part}` in its name" if part else "an empty part in its name"
    return None


def unholdable_tree_path(name: str) -> str | None:
    """Why no checkout could hold a tree entry named `name`, or None: a part of it longer than
    `MAX_NAME_PART_BYTES` in UTF-8 (a file system's longest name), or the whole longer than
    `MAX_TREE_NAME_BYTES`. git mktree takes any length; `diff --html`, which writes the sides
    into a temporary folder, had stopped at such a name with 'File name too long' (exit 74)."""
    size = len(name.encode("utf-8", "surrogateescape"))
    if size > MAX_TREE_NAME_BYTES:
        return f"its name is {size:,} bytes long, more than the {MAX_TREE_NAME_BYTES:,} deckctl reads"
    longest = max(len(part.encode("utf-8", "surrogateescape")) for part in name.split("/"))
    if longest > MAX_NAME_PART_BYTES:
        return (f"a part of its name is {longest:,} bytes long, more than the {MAX_NAME_PART_BYTES} a file "
                "system holds")
    return None


# What separates folders in a path on this system besides `/` (a backslash on Windows).
_SEPARATORS = {os.sep, os.altsep} - {None, "/"}


def _unsafe_entry(display: str, why: str) -> Diagnostic:
    return Diagnostic(display, 0, 0, "unsafe-path",
                      f"the revision's tree holds a file git refuses to check out ({why}: it could lead "
                      "outside its folder), so deckctl does not read it",
                      hint="the tree was made by hand (git mktree): remove the entry from the branch")


# Characters of a name no checkout can hold that its finding shows, its start and its end: such a
# name has no length limit in a tree (git mktree), and each of a folder's files is named in a
# finding of its own, twice (the finding and the deck's `not compared` line): 400 card files in a
# folder named with 200,000 characters had printed 160 MB.
_SHOWN_START, _SHOWN_END = 200, 80


def _long_name_shown(display: str) -> str:
    """`display` whole, or, past `_SHOWN_START + _SHOWN_END` characters, its start and end around
    how many characters are left out."""
    if len(display) <= _SHOWN_START + _SHOWN_END:
        return display
    left = len(display) - _SHOWN_START - _SHOWN_END
    return f"{display[:_SHOWN_START]}…({left:,} characters)…{display[-_SHOWN_END:]}"


def _unholdable_entry(display: str, why: str) -> Diagnostic:
    return Diagnostic(display, 0, 0, "unsafe-path",
                      f"the revision's tree holds a file no checkout can hold ({why}), so deckctl does not read it",
                      hint="shorten the name of the file or of its folders on the branch")


_HASH = re.compile(r"[0-9a-fA-F]{7,64}")
_REFS_SHOWN = 3


def _title(rev: str, root: Path) -> str:
    """A revision given as a commit's hash, as a person can read it: its short hash and the
    branches (local or remote) and tags at that commit, `93de6d9 (origin/main)`; "" for a
    revision given by name (`main`, `HEAD~1`), which says itself."""
    if not _HASH.fullmatch(rev):
        return ""
    commit = _git(["rev-parse", "--verify", "--quiet", f"{rev}^{{commit}}"], root).decode("ascii").strip()
    short = _git(["rev-parse", "--short", commit], root).decode("ascii").strip()
    listed = _git(["for-each-ref", f"--points-at={commit}", "--format=%(symref)%00%(refname:short)",
                   "refs/heads/", "refs/remotes/", "refs/tags/"], root)
    # (a symbolic ref, origin/HEAD, names the branch it points to again)
    names = sorted({name for line in listed.decode("utf-8", "replace").splitlines()
                    for symref, _, name in [line.partition("\0")] if not symref and name})
    if not names:
        return short
    more = f" and {len(names) - _REFS_SHOWN} more" if len(names) > _REFS_SHOWN else ""
    return f"{short} ({', '.join(names[:_REFS_SHOWN])}{more})"


def _read_blobs(side: Side, blobs: dict[str, str], root: Path) -> None:
    """The blobs `blobs` names (file name -> object name) into `side`."""
    # One `git cat-file --batch` for every file, asked by object name (hex: no name can break a
    # line of the request): "<object> <type> <size>\n<content>\n" each.
    out = _git(["cat-file", "--batch"], root, "".join(f"{obj}\n" for obj in blobs.values()).encode())
    at = 0
    for name, obj in blobs.items():
        end = out.index(b"\n", at)
        header = out[at:end].split()
        if len(header) != 3 or header[0].decode("ascii", "replace") != obj:
            raise SideError(f"git cat-file answered `{out[at:end].decode('utf-8', 'replace')}` for {obj}")
        size = int(header[2])
        side.files[name] = out[end + 1:end + 1 + size]
        at = end + 1 + size + 1


_BRANCHES_SHOWN = 10


def _branches_hint(rev: str, root: Path) -> str | None:
    """The repository's branches, the closest to `rev` first (`main` where the first branch is
    `master`), at most `_BRANCHES_SHOWN` of them; None when there is none (no commit yet)."""
    from difflib import get_close_matches

    try:
        listed = _git(["for-each-ref", "--format=%(refname:short)", "refs/heads/"], root)
    except SideError:
        return None
    branches = sorted(listed.decode("utf-8", "replace").split())
    if not branches:
        return None
    close = get_close_matches(rev, branches, n=len(branches), cutoff=0.3)
    ordered = [*close, *(b for b in branches if b not in close)]
    more = len(ordered) - _BRANCHES_SHOWN
    shown = ", ".join(ordered[:_BRANCHES_SHOWN]) + (f" and {more} more" if more > 0 else "")
    return f"the repository's branches: {shown}"


def _blob_at(rev: str, name: str, root: Path) -> Stored | None:
    """The regular file `name` (relative to the repository) at `rev`, with the size git states, or None."""
    if not _plain_name(name):
        return None
    for record in _git(["ls-tree", "-z", "-l", "--full-tree", *_revision(rev), "--", name], root).split(b"\0"):
        head, _, listed = record.partition(b"\t")
        fields = head.split()
        if listed.decode("utf-8", "replace") == name and len(fields) == 4 and fields[0] in _REGULAR:
            blob = fields[2].decode("ascii")
            return Stored(f"blob {blob}", int(fields[3]), lambda: _git(["cat-file", "blob", blob], root))
    return None


def _plain_name(name: str) -> bool:
    """A relative name that stays where it is read from (no `..`, no absolute path). A line break
    or tab is a name's own (git lists names NUL-separated, and takes them as arguments): a card
    file so named is read on every side, as git reads it in a revision."""
    parts = PurePosixPath(name).parts
    return bool(parts) and not name.startswith("/") and ".." not in parts and "\0" not in name


def _file_in(folder: Path, name: str) -> Stored | None:
    """The regular file `name` inside `folder` (not through a link), with its size, or None."""
    if not _plain_name(name) or not _regular_file(folder / name):
        return None
    real = os.path.realpath(folder / name)
    if not real.startswith(os.path.realpath(folder) + os.sep):
        return None
    try:
        found = os.lstat(folder / name)
    except OSError:
        return None
    return Stored(f"file {found.st_dev} {found.st_ino}", found.st_size,
                  lambda: _bounded(folder / name, found.st_size))


def _read_in(folder: Path, name: str, limit: int) -> bytes | None:
    """The regular file `name` inside `folder` (not through a link), or None; TooLarge when it has
    more than `limit` bytes."""
    return _bounded(folder / name, limit) if _file_in(folder, name) is not None else None


def _bounded(path: Path, limit: int, follow: bool = False) -> bytes | None:
    """A regular file's bytes, no more than `limit` of them read (io.paths.read_regular: no wait
    on a named pipe or device, nor a link unless `follow`); None when something other than a
    regular file is there now (it was one when listed: gone, or a link, pipe or device put in its
    place); TooLarge beyond `limit`."""
    try:
        return read_regular(path, limit, follow)
    except FileTooLarge as exc:
        raise TooLarge(exc.size, exc.limit) from None
    except Refused:
        return None
    except OSError as exc:
        if exc.errno in (errno.ELOOP, errno.ENOENT):  # (ELOOP: a link, opened with O_NOFOLLOW)
            return None
        raise


def _file_size(path: Path) -> int | None:
    try:
        return os.lstat(path).st_size
    except OSError:
        return None


def _regular_file(path: Path) -> bool:
    """A regular file itself, not a link to one (which could lead out of the repository)."""
    try:
        return stat.S_ISREG(os.lstat(path).st_mode)
    except OSError:
        return False


def _list_working_tree(root: Path) -> _Listing:
    listed = _git(["ls-files", "-z", "--cached", "--others", "--exclude-standard"], root)
    side = Side("working tree", prefix=_relative_prefix(root), find=lambda name: _file_in(root, name))
    readers = {}
    names = sorted({raw.decode("utf-8", errors="replace") for raw in listed.split(b"\0")} - {""})
    _refuse_leaving_decks(root, names, side)
    for name in names:
        if is_deck_file(name):
            # (a regular file, reached through no link: git's index may name any path)
            readers[name] = (_file_size(root / name), lambda limit, name=name: _read_in(root, name, limit))
    return _files_listing(side, readers)


def _refuse_leaving_decks(root: Path, names: list[str], side: Side) -> None:
    """LinkLeaving for the repository's `decks/`, or a deck folder among the working tree's
    `names`, that is a symbolic link leading out of the repository (validate refuses it too)."""
    for name in [DECKS, *names]:
        path = root / name
        if not os.path.islink(path) or (name != DECKS and not os.path.isfile(path / MANIFEST)):
            continue
        refusal = leaving_refusal(path)
        if refusal is not None:
            raise LinkLeaving(Diagnostic(side.display(name), 0, 0, "unreadable", f"not read: {refusal}",
                                         hint=LEAVING_HINT))


def _files_listing(side: Side, readers: dict[str, tuple[int | None, Callable[[int], bytes | None]]]) -> _Listing:
    """A listing of files of the file system: each one's size and what reads it (no further than
    a given size), by name; one whose size cannot be had is left out."""
    sized = {name: (size, read) for name, (size, read) in readers.items() if size is not None}

    def fetch(names: dict[str, int]) -> None:
        for name, size in names.items():
            _add(side, name, size, sized[name][1])

    return _Listing(side, {name: size for name, (size, _) in sized.items()}, fetch)


def _add(side: Side, name: str, size: int, read: Callable[[int], bytes | None]) -> None:
    """The deck file `name`, admitted at `size` bytes, into `side`, read by `read` no further
    than that size."""
    try:
        data = read(size)
    except TooLarge as exc:  # (it grew after its size was judged)
        side.refused[name] = Diagnostic(side.display(name), 0, 0, "file-too-large",
                                        f"the file grew from {size:,} to {exc.size:,} bytes or more while it was read",
                                        hint="something was writing it while deckctl read it: run the diff again "
                                        "once the file is saved")
        return
    if data is not None:
        side.files[name] = data


def from_path(path: Path, as_name: str | None = None) -> Side:
    return _loaded([_list_path(path, as_name)], decks_only=False)[0]


def _list_path(path: Path, as_name: str | None = None) -> _Listing:
    """A folder (a deck or a folder of decks) or one file; a file is named `as_name` if given, so
    that two card files of different names (git difftool's temporary copies) compare as one. A
    path reached through a link leading out of its repository is refused, as every command does."""
    leaving = leaving_refusal(path)
    if leaving is not None:
        raise SideError(f"`{path}` is not read: {leaving}", LEAVING_HINT)
    side = Side(str(path), prefix=f"{path.as_posix().rstrip('/')}/",
                find=None if path.is_file() else lambda name: _file_in(path, name))
    if path.is_file():
        name = as_name or f"cards/{path.name}"
        side.shown[name] = side.file = str(path)
        return _files_listing(side, {name: (os.stat(path).st_size,
                                            lambda limit: _bounded(path, limit, follow=True))})
    readers = {}
    for folder, dirs, files in os.walk(path):
        dirs[:] = sorted(d for d in dirs if d not in _SKIP_DIRS)
        for name in sorted(files):
            file = Path(folder) / name
            relative = file.relative_to(path).as_posix()
            if is_deck_file(relative) and _regular_file(file):
                readers[relative] = (_file_size(file), lambda limit, file=file: _bounded(file, limit))
    return _files_listing(side, readers)


def resolve(args: list[str], cwd: Path, label: str | None = None) -> tuple[Side, Side]:
    """The two sides `deckctl diff ARGS` compares (old, new); two card files are named `label`
    if given (`--label`)."""
    if len(args) > 2:
        raise SideError("give at most two revisions or paths")
    if label is not None:
        return _labelled(args, label)
    if len(args) == 2 and any(_is_nothing(a) for a in args):
        return _against_nothing(args)
    if len(args) == 2 and all(Path(a).exists() for a in args):
        old, new = Path(args[0]), Path(args[1])
        if old.is_file() != new.is_file():
            raise SideError("compare a file with a file, or a folder with a folder")
        name = f"cards/{new.name}" if new.is_file() else None
        return _pair_of(_loaded([_list_path(old, name), _list_path(new, name)], decks_only=False))
    if len(args) == 2:
        is_path = [Path(a).exists() and not _looks_like_revision(a, cwd) for a in args]
        path, rev = (args[0], args[1]) if is_path[0] else (args[1], args[0])
        if is_path[0] != is_path[1] and _looks_like_revision(rev, cwd):
            raise SideError(f"`{path}` is a path and `{rev}` a revision: give two revisions, or two paths")
    if len(args) == 1 and Path(args[0]).exists() and not _looks_like_revision(args[0], cwd):
        raise SideError(f"`{args[0]}` is a path: give a second path to compare it with")
    root = repository_root(cwd)
    if not args:
        # A repository without a commit yet: everything in the working tree is new.
        old = (_list_revision("HEAD", root) if is_revision("HEAD", root)
               else _nothing_listed(Side("HEAD", prefix="HEAD:")))
        new = _list_working_tree(root)
    elif len(args) == 1:
        old, new = _list_revision(args[0], root), _list_working_tree(root)
    else:
        old, new = _list_revision(args[0], root), _list_revision(args[1], root)
    return _pair_of(_loaded([old, new], decks_only=True))


def _pair_of(sides: list[Side]) -> tuple[Side, Side]:
    return sides[0], sides[1]


def _nothing_listed(side: Side) -> _Listing:
    return _Listing(side, {}, lambda names: None)


# What git difftool passes for the side a file is missing on (added or deleted).
_NOTHING = {"/dev/null", os.devnull}


def _is_nothing(arg: str) -> bool:
    return arg in _NOTHING


def _against_nothing(args: list[str]) -> tuple[Side, Side]:
    """A file or folder compared with nothing: every card of it added (or removed)."""
    sides = []
    real = next((Path(a) for a in args if not _is_nothing(a)), None)
    if real is not None and not real.exists():
        raise SideError(f"no such file or folder: {real}")
    name = f"cards/{real.name}" if real is not None and real.is_file() else None
    for arg in args:
        sides.append(_nothing_listed(Side(arg)) if _is_nothing(arg) else _list_path(Path(arg), name))
    return _pair_of(_loaded(sides, decks_only=False))


def _labelled(args: list[str], label: str) -> tuple[Side, Side]:
    """Two card files (or one and nothing) compared under the name `label`, as `git difftool`
    names the file its two temporary copies are of ("$MERGED"): in the heading and JSON's `old`
    and `new` (a side that is nothing stays `/dev/null`), and its last part in the cards' lines,
    instead of the copies' random names."""
    if not label.strip():
        raise SideError("--label needs a name: the card file's, as git names it")
    if len(args) != 2 or not all(_is_nothing(a) or Path(a).is_file() for a in args) \
            or all(_is_nothing(a) for a in args):
        raise SideError("--label names two card files compared: give two files, not revisions or folders")
    name = f"cards/{PurePosixPath(label).name}"
    sides = [_nothing_listed(Side(a)) if _is_nothing(a) else _list_path(Path(a), name) for a in args]
    old, new = _pair_of(_loaded(sides, decks_only=False))
    old.file = new.file = label
    for side in (old, new):  # (JSON's `old` and `new` too: a copy's random name, gone once git is done)
        if not _is_nothing(side.label):
            side.label = label
    return old, new


def _looks_like_revision(arg: str, cwd: Path) -> bool:
    try:
        return is_revision(arg, repository_root(cwd))
    except GitTimedOut:
        raise  # (a git that waited once waits again: no second wait for the same answer)
    except SideError:
        return False


def _relative_prefix(root: Path) -> str:
    """How the repository root is reached from the working directory ("" when it is the root)."""
    try:
        relative = os.path.relpath(root)
    except ValueError:
        return f"{root.as_posix()}/"
    return "" if relative == "." else f"{Path(relative).as_posix()}/"
