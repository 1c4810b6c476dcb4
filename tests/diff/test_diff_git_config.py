"""`deckctl diff` in a repository whose git config makes git wait or fail: git is ended after
`io.git.GIT_TIMEOUT` with an error saying so, and git's own error is quoted where git fails for
another reason than "not a git repository"."""

from __future__ import annotations

import os
import shutil

import pytest
from gitrepo import git, starter_repo

from deckctl.io import git as git_module

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")


@pytest.fixture
def repo(tmp_path):
    return starter_repo(tmp_path / "repo")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_config_including_a_named_pipe_ends_in_a_clear_error_not_a_wait(repo, cli, tmp_path, monkeypatch):
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    git(repo, "config", "include.path", str(fifo))  # (git waits on it for a writer, for ever)
    monkeypatch.setattr(git_module, "GIT_TIMEOUT", 1.0)  # (the suite waits a second, not 120)
    run = cli("diff", "HEAD", cwd=repo)
    assert run.exception is None and run.exit_code == 2, run.stderr
    assert "deckctl: error: git rev-parse did not finish within 1 seconds and was stopped" in run.stderr
    assert "include.path" in run.stderr and "git config --list --show-origin" in run.stderr


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero here")
def test_a_config_git_cannot_read_is_git_s_error_not_no_repository(repo, cli, monkeypatch):
    git(repo, "config", "include.path", "/dev/zero")  # (a line of NULs without end)
    monkeypatch.setenv("LC_ALL", "C")
    run = cli("diff", "HEAD", cwd=repo)
    assert run.exception is None and run.exit_code == 2, run.stderr
    assert "not in a git repository" not in run.stderr
    assert "deckctl: error: cannot read the repository: git rev-parse failed: " in run.stderr
    assert "/dev/zero" in run.stderr and "fatal:" not in run.stderr


def test_git_s_message_is_one_printable_line_of_bounded_length():
    said = git_module.git_error(b"fatal: bad config line 1 in file \x1b[31mevil\x1b[0m\nerror: second line\n"
                                + b"y" * 1000)
    assert "\x1b" not in said and "\\x1b[31mevil" in said and "\n" not in said
    assert said.startswith("bad config line 1 in file") and "second line" in said
    assert len(said) <= 300 and said.endswith("...")


def test_no_repository_is_still_said_so(tmp_path, cli):
    run = cli("diff", "HEAD", cwd=tmp_path)
    assert run.exit_code == 2 and "not in a git repository" in run.stderr
