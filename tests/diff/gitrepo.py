"""Real git for the diff tests: a repository of a starter deck, git run with no editor's own
configuration, and deckctl as git runs it (textconv, difftool)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from deckfactory import DECKS

GIT_ENV = {"GIT_AUTHOR_NAME": "Editor", "GIT_AUTHOR_EMAIL": "editor@example.org",
           "GIT_COMMITTER_NAME": "Editor", "GIT_COMMITTER_EMAIL": "editor@example.org",
           "GIT_CONFIG_GLOBAL": os.devnull, "GIT_CONFIG_NOSYSTEM": "1"}


def git(repo: Path, *args: str) -> str:
    done = subprocess.run(["git", *args], cwd=repo, capture_output=True, text=True,
                          env={**os.environ, **GIT_ENV}, check=True)
    return done.stdout


def deckctl_command() -> str:
    return f"{sys.executable} -m deckctl"


def starter_repo(root: Path, config: dict[str, str] | None = None) -> Path:
    """A git repository holding the You Know It! starter deck (with its German catalog) at
    decks/yki, committed; `config` is set before the commit."""
    shutil.copytree(DECKS / "you-know-it-starter", root / "decks" / "yki")
    git(root, "init", "-q", "-b", "main")
    for key, value in (config or {}).items():
        git(root, "config", key, value)
    git(root, "add", ".")
    git(root, "commit", "-q", "-m", "start")
    return root


def git_run(repo: Path, *args: str) -> subprocess.CompletedProcess:
    """git's exit code and both outputs, for a test to check them."""
    return subprocess.run(["git", *args], cwd=repo, capture_output=True, text=True,
                          env={**os.environ, **GIT_ENV}, check=False)
