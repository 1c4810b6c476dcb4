"""Running git in a repository someone else prepared, without running what its config names.

deckctl reads decks through git (`diff` and `diff --html`: revisions and the working tree's file
list; the merge driver: attributes, the conflict style and `merge-file`; `export sheet`: the
commit), in repositories that may come from anyone: a deck folder a print shop's customer sent
with its `.git` inside, a checkout whose `.git/config` a script wrote. git runs programs such a
config names for some commands, so every git deckctl runs goes through `run_git`, which switches
off each one the commands deckctl runs can reach:

- `core.fsmonitor` (any command that reads the index, `ls-files` among them, runs it) and the
  untracked cache;
- hooks: `core.hooksPath` leads nowhere;
- prompts and credentials: `GIT_TERMINAL_PROMPT=0`, `credential.helper` and `core.askPass`
  emptied, standard input closed;
- fetching: `GIT_ALLOW_PROTOCOL` empty allows no transport at all, so no `core.sshCommand`,
  remote helper or `ext::` command runs, even where a partial clone would fetch a missing object
  (`GIT_NO_LAZY_FETCH` too, for the gits that know it);
- a pager: `--no-pager`, `GIT_PAGER=cat`;
- external diff and textconv: `--no-ext-diff --no-textconv` on any command that diffs (deckctl
  runs none today; `cat-file` is never given `--textconv` or `--filters`);
- writes: `GIT_OPTIONAL_LOCKS=0`, so reading never rewrites the index;
- waiting: every git is ended after `GIT_TIMEOUT` seconds unless its caller gives a shorter time
  (`include.path` naming a named pipe left `git rev-parse` waiting on it for ever).

Nor does git choose the repository: a contributor can commit a bare repository's files (`HEAD`,
`config`, `objects/`, `refs/`) into a deck folder, and git, looking for a repository from there,
would take that folder for one, read its config and its commits. So every git runs at the top of
the repository deckctl itself finds (`git_folder`: the nearest folder at or above the one asked
for holding `.git`, as every other command calls the repository), is told to look no higher
(`GIT_CEILING_DIRECTORIES`: a `.git` there that is no repository is an error, not a reason to
try the folders above), and never takes a bare repository it was not pointed to
(`safe.bareRepository=explicit`, for where no `.git` lies above at all).

What the commands deckctl runs cannot reach is not overridden: filters (`filter.*.clean`,
`smudge`, `process`: nothing is checked out, added or hashed from the working tree), merge
drivers (`merge-file` merges the three files itself), `gpg.program` (no signature is checked),
`diff.*.command`. tests/io/test_git_config_runs_nothing.py configures all of them and checks that
no command runs any.

The environment is the caller's, trusted as docs/security.md says: `GIT_DIR`, `GIT_WORK_TREE` and
`GIT_CONFIG_*` stay (git sets some when it runs deckctl as a merge driver; with `GIT_DIR` set, git
runs in the folder asked for, where a relative `GIT_DIR` means what the caller meant), and the
settings here come after them on git's command line, so they win. So is the system's config (`/etc/gitconfig`,
the machine's, not the repository's): `GIT_CONFIG_NOSYSTEM` is left as the caller set it. git's
`safe.directory` check is git's: a repository owned by another user is refused as git refuses
it, with git's own message (`git_error`).
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

from deckctl.core.printable import printable_line
from deckctl.io.links import git_top

_SAFE_CONFIG = {
    "core.fsmonitor": "false",
    "core.untrackedCache": "false",
    "core.hooksPath": os.devnull,
    "credential.helper": "",  # an empty value clears the list of helpers
    "core.askPass": "",
    "safe.bareRepository": "explicit",  # (git >= 2.38; honoured from the command line, never from a repository)
}
_SAFE_ENV = {
    "GIT_TERMINAL_PROMPT": "0",
    "GIT_ALLOW_PROTOCOL": "",  # no transport is allowed: deckctl never fetches
    "GIT_NO_LAZY_FETCH": "1",
    "GIT_PAGER": "cat",
    "GIT_OPTIONAL_LOCKS": "0",
}
# Seconds: generous, every command deckctl runs answers in seconds on a repository at the limits.
GIT_TIMEOUT = 120.0
_ERROR_CHARS = 300  # of git's own message, quoted in deckctl's: its first line says what went wrong
# Commands that would run `diff.external` or a textconv program unless told not to.
_DIFFING = frozenset({"diff", "diff-files", "diff-index", "diff-tree", "log", "show", "whatchanged", "format-patch"})


def git_command(args: list[str]) -> list[str]:
    """The command line that runs `git ARGS` with the repository's programs switched off."""
    options = [part for key, value in _SAFE_CONFIG.items() for part in ("-c", f"{key}={value}")]
    if args and args[0] in _DIFFING:
        args = [args[0], "--no-ext-diff", "--no-textconv", *args[1:]]
    return ["git", "--no-pager", *options, *args]


def git_folder(cwd: Path | str | None = None) -> Path | str | None:
    """Where git runs when deckctl asks for `cwd` (None: the current folder): the top of the
    repository deckctl finds there (links followed, as git follows them), never a folder inside it
    that git could take for a repository of its own; `cwd` itself where no `.git` lies above or
    the environment names the git folder (`GIT_DIR`)."""
    if "GIT_DIR" in os.environ:
        return cwd
    top = git_top(Path(os.path.realpath(os.curdir if cwd is None else cwd)))
    return cwd if top is None else top


def git_environment(folder: Path | str | None = None) -> dict[str, str]:
    """The environment git runs with in `folder` (`git_folder`'s answer): git looks for no
    repository above the top deckctl found."""
    environment = {**os.environ, **_SAFE_ENV}
    if "GIT_DIR" not in environment and folder is not None:
        top = git_top(Path(os.path.realpath(folder)))
        if top is not None and top.parent != top:
            ceilings = environment.get("GIT_CEILING_DIRECTORIES", "")
            environment["GIT_CEILING_DIRECTORIES"] = os.pathsep.join(filter(None, (ceilings, str(top.parent))))
    return environment


def run_git(args: list[str], cwd: Path | str | None = None, *, data: bytes | None = None,
            timeout: float | None = None) -> subprocess.CompletedProcess[bytes]:
    """`git ARGS` for `cwd` (None: the current folder), run at its repository's top
    (`git_folder`), `data` on its standard input, both outputs captured as bytes; never raises for
    git's own exit code. Raises OSError where git cannot be started (FileNotFoundError: not
    installed) and subprocess.TimeoutExpired (git ended) after `timeout` seconds, or `GIT_TIMEOUT`
    when none or a longer one is given."""
    limit = GIT_TIMEOUT if timeout is None else min(timeout, GIT_TIMEOUT)
    folder = git_folder(cwd)
    return subprocess.run(git_command(args), cwd=folder, env=git_environment(folder), input=data,
                          stdin=None if data is not None else subprocess.DEVNULL,
                          capture_output=True, timeout=limit, check=False)


def git_error(stderr: bytes) -> str:
    """git's own message from its standard error, to quote in deckctl's: one line, control
    characters escaped, `fatal: ` left off, at most `_ERROR_CHARS` characters."""
    text = stderr.decode("utf-8", "replace").strip()
    text = " ".join(line.strip().removeprefix("fatal: ").removeprefix("error: ")
                    for line in text.splitlines() if line.strip())
    text = printable_line(text)
    return text if len(text) <= _ERROR_CHARS else text[:_ERROR_CHARS - 3] + "..."


def timed_out(args: list[str], seconds: float) -> str:
    """Why a git ended for taking too long, as a sentence."""
    return (f"git {args[0] if args else ''} did not finish within {seconds:g} seconds and was stopped (a "
            "repository's config can make git wait for ever: `include.path` naming a named pipe)")
