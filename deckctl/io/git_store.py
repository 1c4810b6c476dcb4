"""Whether git, run in a repository someone else prepared, would read history kept outside it.

A repository's `.git` may be a file (`gitdir: /elsewhere/.git`), its git folder may take another
one's as its own (`commondir`), borrow another's objects (`objects/info/alternates`), or hold
symbolic links leading anywhere (`objects/pack`, `refs/heads/main`): `diff` would then show
another repository's cards as this one's, and `export sheet` write its commit. So before deckctl
reads a repository's history, everything git would read it from must lie inside the repository's
folder (`top`), with two layouts git makes itself accepted:

- a worktree made by `git worktree add`: its `.git` file leads to `<main>/.git/worktrees/<name>`,
  whose own `gitdir` file leads back to this `.git`;
- a submodule: its `.git` file leads into the superproject's `.git/modules/<name>`, whose config
  sets `core.worktree` back to this folder.

Their git folders (and the main repository's, which they share) are then read as the
repository's own. Neither back-link can be written from inside the repository. The environment's
`GIT_DIR`, `GIT_COMMON_DIR`, `GIT_OBJECT_DIRECTORY` and `GIT_ALTERNATE_OBJECT_DIRECTORIES` are the
user's choice, trusted like the rest of the environment (docs/security.md): what they name is
not judged.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

from deckctl.io.git import git_folder, run_git
from deckctl.io.paths import Refused, read_regular

_BACK_LINK_BYTES = 4096  # a worktree's `gitdir` file holds one path
_ALTERNATES_BYTES = 64 * 1024  # one path a line; git's own clones write one or two
_ALTERNATES_DEPTH = 5  # git follows alternates of alternates this deep, no deeper
_TIMEOUT = 10  # seconds: rev-parse and config answer in milliseconds

SELF_CONTAINED_HINT = ("deckctl reads a repository's history only from inside its folder: work in a clone of "
                       "its own (`git clone --no-local`); a clone that borrows objects (`--shared`, `--reference`) "
                       "is made whole by `git repack -a -d` and deleting .git/objects/info/alternates, or cloned "
                       "with `--dissociate`")


def foreign_history(folder: Path, top: Path) -> str | None:
    """Why git run in `folder`, whose repository is the folder `top`, would read history from
    outside `top` (a sentence), or None."""
    if "GIT_DIR" in os.environ or "GIT_COMMON_DIR" in os.environ:
        return None  # (the user's own choice of git folder)
    found = _git_folders(folder)
    if found is None:
        return None  # not a repository: the caller says so
    git_dir, common, objects = found
    top = Path(os.path.realpath(top))
    if not git_dir.is_relative_to(top) and not (_worktree_of(git_dir, top) or _submodule_of(git_dir, top)):
        return ("its `.git` leads to a git folder outside the repository, and not to one of its own worktrees or "
                "submodules")
    if git_dir.is_relative_to(top) and not common.is_relative_to(top):
        return "its git folder takes another one's, outside the repository, as its own (`commondir`)"
    roots = (top, git_dir, common)
    for store in dict.fromkeys((git_dir, common)):
        link = _link_out(store, roots)
        if link is not None:
            return f"`{link}` in its git folder is a symbolic link leading outside the repository"
    if "GIT_OBJECT_DIRECTORY" not in os.environ and _borrows(objects, roots):
        return "it borrows objects from outside the repository (`objects/info/alternates`)"
    return None


def _git_folders(folder: Path) -> tuple[Path, Path, Path] | None:
    """The git folder, the common git folder and the objects folder git uses in `folder`, with
    links followed; None when git finds no repository there."""
    folder = git_folder(folder)  # (where git runs: its relative answers are relative to it)
    try:
        done = run_git(["rev-parse", "--absolute-git-dir", "--git-common-dir", "--git-path", "objects"], folder,
                       timeout=_TIMEOUT)
    except (OSError, ValueError, subprocess.SubprocessError):
        return None
    lines = done.stdout.decode("utf-8", "surrogateescape").split("\n")
    if done.returncode != 0 or len(lines) != 4 or lines[3]:
        return None
    # (--git-common-dir and --git-path answer relative to `folder`; an absolute answer stays one)
    return tuple(Path(os.path.realpath(Path(folder) / line)) for line in lines[:3])  # type: ignore[return-value]


def _worktree_of(git_dir: Path, top: Path) -> bool:
    """Whether `git_dir` is the git folder `git worktree add` made for the worktree `top`: its
    `gitdir` file names `top`'s `.git`."""
    try:
        named = read_regular(git_dir / "gitdir", _BACK_LINK_BYTES).decode("utf-8").strip()
    except (OSError, Refused, UnicodeDecodeError):
        return False
    return bool(named) and Path(os.path.realpath(git_dir / named)) == Path(os.path.realpath(top / ".git"))


def _submodule_of(git_dir: Path, top: Path) -> bool:
    """Whether `git_dir` is the git folder of the submodule `top` in its superproject's
    `.git/modules/`: its config's `core.worktree` names `top`."""
    try:
        done = run_git(["config", "--file", str(git_dir / "config"), "--get", "core.worktree"], top,
                       timeout=_TIMEOUT)
    except (OSError, ValueError, subprocess.SubprocessError):
        return False
    named = done.stdout.decode("utf-8", "surrogateescape").strip()
    return done.returncode == 0 and bool(named) and Path(os.path.realpath(git_dir / named)) == top


def _inside(path: str | Path, roots) -> bool:
    real = Path(os.path.realpath(path))
    return any(real.is_relative_to(root) for root in roots)


# What git reads a repository's history from, in a git folder: hooks, config and the rest are
# not history (a developer's `.git/hooks` linked to a folder of their own is no one's business).
_HISTORY = ("objects", "refs", "packed-refs", "HEAD", "ORIG_HEAD", "FETCH_HEAD", "logs", "info", "shallow",
            "commondir")


def _link_out(store: Path, roots) -> str | None:
    """The first symbolic link among the history of the git folder `store` (`_HISTORY`, at any
    depth; links are not entered) that leads outside every one of `roots`, named relative to
    `store`; or None."""
    for name in _HISTORY:
        if os.path.islink(store / name) and not _inside(store / name, roots):
            return name
    pending = [store / name for name in _HISTORY if os.path.isdir(store / name) and not os.path.islink(store / name)]
    while pending:
        try:
            entries = list(os.scandir(pending.pop()))
        except OSError:
            continue  # (git cannot read it either)
        for entry in entries:
            if entry.is_symlink():
                if not _inside(entry.path, roots):
                    return Path(entry.path).relative_to(store).as_posix()
            elif entry.is_dir(follow_symlinks=False):
                pending.append(Path(entry.path))
    return None


def _borrows(objects: Path, roots, depth: int = 0) -> bool:
    """Whether the objects folder `objects`, or one its alternates name (as deep as git follows
    them), names an alternate outside every one of `roots`. A quoted entry is taken as outside:
    git's own clones never quote one."""
    try:
        text = read_regular(objects / "info" / "alternates", _ALTERNATES_BYTES, follow=False)
    except FileNotFoundError:
        return False
    except (OSError, Refused):
        return True  # (a link, a special file or too large: not what git's own clones write)
    for raw in text.decode("utf-8", "surrogateescape").splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        alternate = objects / line
        if line.startswith('"') or not _inside(alternate, roots):
            return True
        if depth + 1 < _ALTERNATES_DEPTH and _borrows(Path(os.path.realpath(alternate)), roots, depth + 1):
            return True
    return False
