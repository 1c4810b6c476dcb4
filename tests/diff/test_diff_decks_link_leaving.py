"""A working tree whose `decks/` (or a deck folder in it) is a symbolic link leading out of the
repository: git sees only the link, and `diff` had said "no card or translation changes" where
validate refuses the link. diff now refuses it as validate does: an error naming it, exit 1."""

from __future__ import annotations

import shutil

import pytest
from gitrepo import git, starter_repo


@pytest.fixture
def repo(tmp_path):
    return starter_repo(tmp_path / "repo")


def committed(repo, message: str) -> None:
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", message)


@pytest.mark.parametrize("args", [[], ["HEAD"]])
def test_a_decks_folder_linked_out_of_the_repository_is_refused(repo, cli, tmp_path, args):
    shutil.move(repo / "decks", tmp_path / "elsewhere")
    (repo / "decks").symlink_to(tmp_path / "elsewhere")
    committed(repo, "decks elsewhere")
    (tmp_path / "elsewhere" / "yki" / "cards" / "more.yaml").write_text("- id: more\n", encoding="utf-8")
    run = cli("diff", *args, cwd=repo)
    assert run.exit_code == 1 and "no card or translation changes" not in run.stderr
    assert "decks: error: not read: it is a symbolic link leading outside the deck's repository" in run.stderr
    (repo / "notes").mkdir()
    below = cli("diff", cwd=repo / "notes")  # (named from the working folder, as validate names it)
    assert below.exit_code == 1 and "../decks: error: not read" in below.stderr


def test_a_deck_folder_linked_out_of_the_repository_is_refused(repo, cli, tmp_path):
    shutil.copytree(repo / "decks" / "yki", tmp_path / "elsewhere")
    (repo / "decks" / "linked").symlink_to(tmp_path / "elsewhere")
    run = cli("diff", cwd=repo)
    assert run.exit_code == 1
    assert "decks/linked: error: not read: it is a symbolic link leading outside" in run.stderr


def test_a_decks_link_inside_the_repository_is_compared(repo, cli):
    shutil.move(repo / "decks", repo / "content")
    (repo / "decks").symlink_to("content")
    committed(repo, "decks in content")
    run = cli("diff", cwd=repo)
    assert run.exit_code == 0 and "no card or translation changes" in run.stderr
