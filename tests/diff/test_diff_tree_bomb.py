"""A tree costs nothing to repeat: a revision whose tree names one folder many times in itself
lists thousands of millions of files from a `.git` of kilobytes. diff lists a revision's tree as
git writes it and stops at `limits.MAX_TREE_ENTRIES` entries (files and folders), ending git:
one finding naming the revision and the limit, nothing read or compared."""

from __future__ import annotations

import shutil
import subprocess

import pytest
from gitrepo import git, starter_repo

from deckctl.diff import sides

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")


def _mktree(repo, entries: str) -> str:
    return subprocess.run(["git", "mktree"], cwd=repo, input=entries, capture_output=True, text=True,
                          check=True).stdout.strip()


def _bomb(repo) -> None:
    """A branch `bomb`: the deck, and `junk/` of 10 folders of 10 folders of 10 files (1,110 entries)."""
    blob = subprocess.run(["git", "hash-object", "-w", "--stdin"], cwd=repo, input="x", capture_output=True,
                          text=True, check=True).stdout.strip()
    tree = _mktree(repo, "".join(f"100644 blob {blob}\tf{n}\n" for n in range(10)))
    for _ in range(2):
        tree = _mktree(repo, "".join(f"040000 tree {tree}\td{n}\n" for n in range(10)))
    top = _mktree(repo, git(repo, "ls-tree", "HEAD") + f"040000 tree {tree}\tjunk\n")
    commit = git(repo, "commit-tree", top, "-p", "HEAD", "-m", "bomb").strip()
    git(repo, "branch", "bomb", commit)


def test_a_tree_of_more_entries_than_listed_is_refused_naming_the_revision(tmp_path, cli, monkeypatch):
    repo = starter_repo(tmp_path / "repo")
    _bomb(repo)
    monkeypatch.setattr(sides, "MAX_TREE_ENTRIES", 500)
    for args in (("main", "bomb"), ("bomb",), ("--html", "main", "bomb")):
        run = cli("diff", *args, cwd=repo)
        assert run.exception is None and run.exit_code == 1, run.stderr
        assert run.stderr.startswith("bomb: error: the revision's tree holds more than 500 files and folders"), \
            run.stderr
        assert "[diff-too-large]" in run.stderr and "hint: " in run.stderr and "git ls-tree bomb" in run.stderr


def test_a_tree_within_the_limit_is_compared(tmp_path, cli, monkeypatch):
    repo = starter_repo(tmp_path / "repo")
    _bomb(repo)
    monkeypatch.setattr(sides, "MAX_TREE_ENTRIES", 2_000)
    run = cli("diff", "main", "bomb", cwd=repo)
    assert run.exception is None and run.exit_code == 0, run.stderr
