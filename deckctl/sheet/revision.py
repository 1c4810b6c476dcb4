"""The git commit a deck is exported at, read without letting the repository run anything.

A deck's repository may come from anyone, and git runs programs a repository's own config names
for some commands (hooks, `core.fsmonitor`, diff and merge drivers, textconv). Only
`git rev-parse` is run here, which reads refs and runs none of them, and it runs through
`deckctl.io.git.run_git`, which switches them off all the same; a repository git distrusts
(owned by someone else) gives no revision rather than an error, and so does one whose history
lies outside its folder (`.git` a file leading elsewhere, borrowed objects: io/git_store.py).
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

from deckctl.io.git import run_git
from deckctl.io.git_store import foreign_history
from deckctl.io.paths import repository_root

_COMMIT = re.compile(r"[0-9a-f]{40}([0-9a-f]{24})?")  # SHA-1 or SHA-256
_TIMEOUT = 10  # seconds: rev-parse answers in milliseconds; a hung git must not hang an export


def deck_revision(deck_dir: Path) -> str | None:
    """The commit HEAD names in the git repository holding `deck_dir`, or None where there is
    none (no git, not a repository, no commit yet, a repository git does not trust)."""
    if foreign_history(deck_dir, repository_root(deck_dir)) is not None:
        return None  # (its commit would be another repository's: io/git_store.py)
    try:
        done = run_git(["rev-parse", "--verify", "--quiet", "HEAD^{commit}"], deck_dir, timeout=_TIMEOUT)
    except (OSError, subprocess.SubprocessError):
        return None
    revision = done.stdout.decode("ascii", "replace").strip()
    return revision if done.returncode == 0 and _COMMIT.fullmatch(revision) else None
