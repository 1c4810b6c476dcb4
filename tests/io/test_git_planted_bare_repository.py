"""A bare repository's files (HEAD, config, objects/, refs/) committed inside a deck folder: git,
looking for a repository from the deck folder, would take that folder for one. deckctl runs git at
the top of the repository it finds itself, so the planted one's commit, config and programs are
never used, from the top or from inside the deck folder (deckctl/io/git.py, docs/security.md)."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest
from deckfactory import write_deck

from deckctl.io.git import run_git

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")

GIT_ENV = {"GIT_AUTHOR_NAME": "Editor", "GIT_AUTHOR_EMAIL": "editor@example.org",
           "GIT_COMMITTER_NAME": "Editor", "GIT_COMMITTER_EMAIL": "editor@example.org",
           "GIT_CONFIG_GLOBAL": os.devnull, "GIT_CONFIG_NOSYSTEM": "1"}
# Each names the planted program; git runs it for some command.
PROGRAMS = ("core.fsmonitor", "core.pager", "core.sshCommand", "core.askPass", "credential.helper", "diff.external",
            "gpg.program", "pager.ls-files", "pager.cat-file", "core.alternateRefsCommand")
CARDS = "cards/cards.yaml"


def git(repo: Path, *args: str) -> str:
    return subprocess.run(["git", *args], cwd=repo, capture_output=True, text=True, check=True).stdout


@pytest.fixture
def planted(tmp_path, monkeypatch) -> dict[str, Path | str]:
    """A repository holding a Knowledge? deck (two commits, then an edit not committed) whose deck
    folder holds a committed bare repository of one commit, its config naming a program for every
    key above, `core.hooksPath` and `merge.conflictStyle = diff3`."""
    for key, value in GIT_ENV.items():
        monkeypatch.setenv(key, value)
    repo = tmp_path / "repo"
    repo.mkdir()
    git(repo, "init", "-q", "-b", "main")
    deck = write_deck(repo / "decks", "knowledge")
    cards = deck / CARDS
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", "deck")
    cards.write_text(cards.read_text().replace("back: Blue.", "back: Deep blue."))
    git(repo, "commit", "-q", "-am", "deeper")
    marker, script = tmp_path / "ran", tmp_path / "program.sh"
    script.write_text(f'#!/bin/sh\necho "$0 $*" >> "{marker}"\n')
    script.chmod(0o755)
    bare = tmp_path / "planted.git"
    git(tmp_path, "init", "-q", "--bare", "-b", "main", str(bare))
    tree = git(bare, "mktree").strip()
    planted_commit = git(bare, "commit-tree", tree, "-m", "planted").strip()
    git(bare, "update-ref", "refs/heads/main", planted_commit)
    for key in PROGRAMS:
        git(bare, "config", key, str(script))
    git(bare, "config", "core.hooksPath", str(tmp_path))
    git(bare, "config", "merge.conflictStyle", "diff3")
    for name in ("HEAD", "config", "objects", "refs"):
        source = bare / name
        (shutil.copytree if source.is_dir() else shutil.copy)(source, deck / name)
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", "plant")
    # Armed: git run in the deck folder takes it for the planted repository.
    assert git(deck, "rev-parse", "HEAD").strip() == planted_commit
    cards.write_text(cards.read_text().replace("back: Deep blue.", "back: Navy."))
    return {"repo": repo, "deck": deck, "marker": marker, "planted": planted_commit,
            "head": git(repo, "rev-parse", "HEAD").strip()}


def test_git_runs_at_the_top_of_the_repository_deckctl_finds(planted):
    done = run_git(["rev-parse", "HEAD"], planted["deck"])
    assert done.stdout.decode().strip() == planted["head"]


@pytest.mark.parametrize("where", ["repo", "deck"])
def test_export_sheet_records_the_repository_s_commit_not_the_planted_one(planted, cli, tmp_path, where):
    sheet = tmp_path / "deck.csv"
    run = cli("export", "sheet", planted["deck"], "-o", sheet, cwd=planted[where])
    assert run.exit_code == 0, run.stderr
    assert planted["head"] in sheet.read_text() and planted["planted"] not in sheet.read_text()
    assert not planted["marker"].exists(), planted["marker"].read_text()


@pytest.mark.parametrize("args, shown", [((), "Navy."), (("HEAD",), "Navy."), (("HEAD~2", "HEAD~1"), "Deep blue.")])
def test_diff_from_inside_the_deck_folder_reads_the_repository(planted, cli, args, shown):
    # (the planted HEAD is a file there too: `HEAD` is still the revision)
    run = cli("diff", *args, cwd=planted["deck"])
    assert run.exit_code == 0, run.stdout + run.stderr
    assert "sky-colour" in run.stdout and shown in run.stdout
    assert not planted["marker"].exists(), planted["marker"].read_text()


def test_the_merge_driver_reads_the_repository_s_config_not_the_planted_one(planted, cli, tmp_path):
    for name, text in {"base": "a: 1\n", "ours": "a: 2\n", "theirs": "a: 3\n"}.items():
        (tmp_path / name).write_text(text)
    run = cli("merge", tmp_path / "base", tmp_path / "ours", tmp_path / "theirs", f"decks/deck/{CARDS}",
              cwd=planted["deck"])
    assert run.exit_code == 1 and "merge-by-lines" in run.stderr, run.stderr
    # The repository sets no conflict style: git's own, without the planted diff3's base section.
    assert (tmp_path / "ours").read_text() == "<<<<<<< ours\na: 2\n=======\na: 3\n>>>>>>> theirs\n"
    assert not planted["marker"].exists(), planted["marker"].read_text()


def test_a_planted_repository_with_no_git_above_is_no_repository(planted, cli, tmp_path):
    """The deck folder copied out of its repository: the planted files are all there is."""
    deck = shutil.copytree(planted["deck"], tmp_path / "elsewhere" / "decks" / "deck")
    sheet = tmp_path / "deck.csv"
    run = cli("export", "sheet", deck, "-o", sheet, cwd=deck)
    assert run.exit_code == 0, run.stderr
    assert planted["planted"] not in sheet.read_text()
    run = cli("diff", "HEAD~1", "HEAD", cwd=deck)
    assert run.exception is None and run.exit_code == 2
    assert "not in a git repository" in run.stderr and "bare" not in run.stderr
    assert not planted["marker"].exists(), planted["marker"].read_text()
