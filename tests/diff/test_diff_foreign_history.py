"""A repository whose history git would read from outside its folder (`.git` a file leading to
another repository, a `commondir`, borrowed objects, a link in `.git`) is refused by `diff`, and
gives `export sheet` no commit: it would show another repository's cards and commits as this
one's (deckctl/io/git_store.py). Worktrees and submodules git makes itself are read as before.
Real git."""

from __future__ import annotations

import shutil

import pytest
from gitrepo import git, starter_repo

PRIVATE = "private-card-of-theirs"


@pytest.fixture
def theirs(tmp_path):
    """Another repository on the machine, its last commit an answer nobody else may see."""
    other = starter_repo(tmp_path / "theirs")
    cards = other / "decks" / "yki" / "cards" / "set-a.yaml"
    cards.write_text(cards.read_text().replace("Canberra", PRIVATE))
    git(other, "add", ".")
    git(other, "commit", "-q", "-m", "private")
    return other


@pytest.fixture
def ours(tmp_path):
    return starter_repo(tmp_path / "ours")


def _refused(cli, repo, *args):
    run = cli("diff", *args, cwd=repo)
    assert run.exit_code == 2 and run.exception is None, (run.stdout, run.stderr)
    assert "diff reads no history" in run.stderr and PRIVATE not in run.stdout + run.stderr
    return run


def test_a_git_file_leading_to_another_repository_is_refused(ours, theirs, cli, tmp_path):
    shutil.rmtree(ours / ".git")
    (ours / ".git").write_text(f"gitdir: {theirs / '.git'}\n")
    for args in ((), ("HEAD~1", "HEAD"), ("--html", "-o", str(tmp_path / "review"))):
        assert "its `.git` leads to a git folder outside" in _refused(cli, ours, *args).stderr
    assert not (tmp_path / "review").exists()
    out = tmp_path / "sheet.csv"
    assert cli("export", "sheet", ours / "decks" / "yki", "-o", out).exit_code == 0
    assert git(theirs, "rev-parse", "HEAD").strip() not in out.read_text()


def test_borrowed_objects_and_a_ref_to_their_commit_are_refused(ours, theirs, cli):
    (ours / ".git" / "objects" / "info" / "alternates").write_text(f"{theirs / '.git' / 'objects'}\n")
    git(ours, "update-ref", "refs/heads/borrowed", git(theirs, "rev-parse", "HEAD").strip())
    assert "alternates" in _refused(cli, ours, "HEAD", "borrowed").stderr


def test_a_commondir_leading_to_another_repository_is_refused(ours, theirs, cli):
    (ours / ".git" / "commondir").write_text(f"{theirs / '.git'}\n")
    assert "commondir" in _refused(cli, ours).stderr


def test_a_link_in_the_git_folder_leading_out_is_refused(ours, theirs, cli):
    ref = ours / ".git" / "refs" / "heads" / "borrowed"
    ref.symlink_to(theirs / ".git" / "refs" / "heads" / "main")
    (ours / ".git" / "objects" / "info" / "alternates").write_text("")
    assert "refs/heads/borrowed` in its git folder is a symbolic link" in _refused(cli, ours).stderr


def test_a_worktree_and_a_submodule_git_made_are_read(ours, cli, tmp_path):
    shutil.rmtree(ours / ".git" / "hooks")  # (a developer's own hooks, elsewhere: not history)
    (tmp_path / "my-hooks").mkdir()
    (ours / ".git" / "hooks").symlink_to(tmp_path / "my-hooks", target_is_directory=True)
    assert cli("diff", cwd=ours).exit_code == 0
    git(ours, "worktree", "add", "-q", str(tmp_path / "worktree"))
    (tmp_path / "worktree" / "decks" / "yki" / "deck.yaml").write_text(
        (ours / "decks" / "yki" / "deck.yaml").read_text().replace("title:", "title: New", 1))
    run = cli("diff", cwd=tmp_path / "worktree")
    assert run.exit_code == 0 and "title" in run.stdout, (run.stdout, run.stderr)
    superproject = starter_repo(tmp_path / "super")
    git(superproject, "-c", "protocol.file.allow=always", "submodule", "add", "-q", str(ours), "sub")
    run = cli("diff", "HEAD", "HEAD", cwd=superproject / "sub")
    assert run.exit_code == 0 and run.exception is None, (run.stdout, run.stderr)
