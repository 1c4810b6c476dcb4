"""The README `deckctl init` writes names the default branch `main` (`deckctl diff main`, and its
workflow runs on pushes to main), and said `git init`, which names it `master` where git's own
default holds: `deckctl diff main` then failed (exit 2). Its `git init` line makes a `main` now,
and init says so where the folder is a repository on another branch already."""

from __future__ import annotations

import re
import shlex
import subprocess

import pytest

COMMIT = ["-c", "user.name=t", "-c", "user.email=t@example.org", "commit", "-qm", "cards"]


@pytest.fixture
def git_says_master(tmp_path, monkeypatch):
    """git whose default branch for `git init` is `master`, whatever the machine's config says."""
    config = tmp_path / "gitconfig"
    config.write_text("[init]\n\tdefaultBranch = master\n", encoding="utf-8")
    monkeypatch.setenv("GIT_CONFIG_GLOBAL", str(config))
    monkeypatch.setenv("GIT_CONFIG_NOSYSTEM", "1")


def _git_init_line(readme: str) -> list[str]:
    """The README's command that creates the repository, as a command line."""
    line = next(line for line in readme.splitlines() if line.startswith("git init"))
    return shlex.split(line.split("#")[0])


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_readmes_git_init_makes_the_branch_its_diff_names(lang, tmp_path, cli, git_says_master):
    root = tmp_path / "repo"
    assert cli("init", root, "--game", "iknow", "--lang", lang).exit_code == 0
    text = (root / "README.md").read_text(encoding="utf-8")
    subprocess.run(_git_init_line(text), cwd=root, check=True, capture_output=True)
    subprocess.run(["git", "add", "."], cwd=root, check=True)
    subprocess.run(["git", *COMMIT], cwd=root, check=True)
    assert "deckctl diff main" in text and "branches: [main]" in (root / ".github/workflows/decks.yml").read_text()
    diff = cli("diff", "main", cwd=root)
    assert diff.exit_code == 0, diff.stderr


def test_init_in_a_repository_on_master_says_what_main_stands_for(tmp_path, cli, git_says_master):
    root = tmp_path / "repo"
    root.mkdir()
    subprocess.run(["git", "init", "-q"], cwd=root, check=True)
    result = cli("init", root, "--game", "knowledge")
    assert result.exit_code == 0, result.stderr
    said = " ".join(result.stderr.split())
    assert re.search(r"note: the repository is on the branch `master`; .* call the default branch main: if "
                     r"`master` is yours, write it for main in them, or rename it \(`git branch -m master main`\)", said)


def test_init_in_a_repository_on_main_or_a_plain_folder_says_nothing_of_branches(tmp_path, cli, git_says_master):
    on_main = tmp_path / "on-main"
    on_main.mkdir()
    subprocess.run(["git", "init", "-q", "-b", "main"], cwd=on_main, check=True)
    for root in (on_main, tmp_path / "plain"):
        result = cli("init", root, "--game", "knowledge")
        assert result.exit_code == 0 and "branch" not in result.stderr, result.stderr
