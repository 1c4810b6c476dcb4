"""`GIT_DIR` set without `GIT_WORK_TREE` (nor core.worktree): git takes the folder it runs in for
the working tree, so `deckctl diff` run anywhere but the tree's top says so, not that the
repository's config moved its working tree (which it did not)."""

from __future__ import annotations

import pytest
from gitrepo import starter_repo


@pytest.fixture
def repo(tmp_path):
    return starter_repo(tmp_path / "repo")


@pytest.mark.parametrize("where", ["outside", "deck"])
def test_git_dir_away_from_the_trees_top_names_git_dir(repo, cli, monkeypatch, tmp_path, where):
    folder = {"outside": tmp_path / "elsewhere", "deck": repo / "decks" / "yki"}[where]
    folder.mkdir(exist_ok=True)
    monkeypatch.setenv("GIT_DIR", str(repo / ".git"))
    monkeypatch.delenv("GIT_WORK_TREE", raising=False)
    run = cli("diff", cwd=folder)
    assert run.exit_code == 2 and "core.worktree" not in run.stderr
    assert f"GIT_DIR is set without GIT_WORK_TREE, so git takes the working folder, {folder}, " in run.stderr
    assert "set GIT_WORK_TREE to that folder as well, or unset GIT_DIR" in run.stderr


def test_git_dir_at_the_trees_top_compares(repo, cli, monkeypatch):
    monkeypatch.setenv("GIT_DIR", str(repo / ".git"))
    monkeypatch.delenv("GIT_WORK_TREE", raising=False)
    run = cli("diff", cwd=repo)
    assert run.exit_code == 0 and "no card or translation changes" in run.stderr
