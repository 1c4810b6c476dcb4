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

What the commands deckctl runs cannot reach is not overridden: filters (`filter.*.clean`,
`smudge`, `process`: nothing is checked out, added or hashed from the working tree), merge
drivers (`merge-file` merges the three files itself), `gpg.program` (no signature is checked),
`diff.*.command`. tests/io/test_git_config_runs_nothing.py configures all of them and checks that
no command runs any.

The environment is the caller's, trusted as docs/security.md says: `GIT_DIR`, `GIT_WORK_TREE` and
`GIT_CONFIG_*` stay (git sets some when it runs deckctl as a merge driver), and the settings here
come after them on git's command line, so they win. So is the system's config (`/etc/gitconfig`,
the machine's, not the repository's): `GIT_CONFIG_NOSYSTEM` is left as the caller set it. git's
`safe.directory` check is git's: a repository owned by another user is refused as git refuses
it, with git's own message (`git_error`).
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

from deckctl.core.printable import printable_line

_SAFE_CONFIG = {
    "core.fsmonitor": "false",
    "core.untrackedCache": "false",
    "core.hooksPath": os.devnull,
    "credential.helper": "",  # an empty value clears the list of helpers
    "core.askPass": "",
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


def git_environment() -> dict[str, str]:
    return {**os.environ, **_SAFE_ENV}


def run_git(args: list[str], cwd: Path | str | None = None, *, data: bytes | None = None,
            timeout: float | None = None) -> subprocess.CompletedProcess[bytes]:
    """`git ARGS` in `cwd` (None: the current folder), `data` on its standard input, both outputs
    captured as bytes; never raises for git's own exit code. Raises OSError where git cannot be
    started (FileNotFoundError: not installed) and subprocess.TimeoutExpired (git ended) after
    `timeout` seconds, or `GIT_TIMEOUT` when none or a longer one is given."""
    limit = GIT_TIMEOUT if timeout is None else min(timeout, GIT_TIMEOUT)
    return subprocess.run(git_command(args), cwd=cwd, env=git_environment(), input=data,
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
