"""A repository whose own `.git/config` names programs (core.fsmonitor, hooks, filters, diff
drivers and textconv, a pager, ssh, credentials, GPG, a promisor remote reached through `ext::`):
no deckctl command runs any of them (docs/security.md, deckctl/io/git.py)."""

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
# Each names the program the test plants; git runs it for some command.
PROGRAMS = ("core.fsmonitor", "core.pager", "core.editor", "core.sshCommand", "core.askPass", "credential.helper",
            "diff.external", "diff.evil.textconv", "diff.evil.command", "filter.evil.clean", "filter.evil.smudge",
            "filter.evil.process", "merge.evil.driver", "gpg.program", "sequence.editor", "pager.ls-files",
            "pager.cat-file", "pager.check-attr", "core.alternateRefsCommand")
HOOKS = ("pre-commit", "post-commit", "post-checkout", "post-merge", "post-index-change", "reference-transaction",
         "pre-auto-gc", "post-rewrite", "fsmonitor-watchman")
CARDS = "decks/deck/cards/cards.yaml"


def git(repo: Path, *args: str) -> str:
    return subprocess.run(["git", *args], cwd=repo, capture_output=True, text=True, check=True).stdout


def deck_repository(repo: Path, monkeypatch, attributes: str = "") -> Path:
    """A repository (git run as the tests' editor) holding one committed Knowledge? deck."""
    for key, value in GIT_ENV.items():
        monkeypatch.setenv(key, value)
    repo.mkdir()
    git(repo, "init", "-q", "-b", "main")
    write_deck(repo / "decks", "knowledge")
    if attributes:
        (repo / ".gitattributes").write_text(attributes)
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", "deck")
    return repo


def plant(folder: Path) -> tuple[Path, Path]:
    """A program that leaves a mark when run, and the mark."""
    marker = folder / "ran"
    script = folder / "program.sh"
    script.write_text(f'#!/bin/sh\necho "$0 $*" >> "{marker}"\n')
    script.chmod(0o755)
    return script, marker


@pytest.fixture
def hostile(tmp_path, monkeypatch) -> tuple[Path, Path]:
    """(repository, marker): two commits of a Knowledge? deck and an edit not committed, then a
    config naming the planted program everywhere git looks for one, every file given the filter
    and diff driver it names (`.gitattributes`), and hooks in a folder of their own."""
    repo = deck_repository(tmp_path / "repo", monkeypatch, "* filter=evil diff=evil merge=evil\n")
    cards = repo / CARDS
    cards.write_text(cards.read_text().replace("back: Blue.", "back: Deep blue."))
    git(repo, "commit", "-q", "-am", "deeper")
    cards.write_text(cards.read_text().replace("back: Deep blue.", "back: Navy."))
    script, marker = plant(tmp_path)
    hooks = tmp_path / "hooks"
    hooks.mkdir()
    for hook in HOOKS:
        shutil.copy(script, hooks / hook)
    for key in PROGRAMS:
        git(repo, "config", key, str(script))
    git(repo, "config", "core.hooksPath", str(hooks))
    git(repo, "config", "core.untrackedCache", "true")
    # The repository is armed: git's own ls-files, which `deckctl diff` runs, runs the program.
    subprocess.run(["git", "ls-files"], cwd=repo, capture_output=True, check=False)
    assert marker.exists()
    marker.unlink()
    return repo, marker


@pytest.mark.parametrize("args, shown", [
    ((), "Navy."),
    (("HEAD",), "Navy."),
    (("HEAD~1", "HEAD"), "Deep blue."),
    (("main~1",), "Navy."),
])
def test_diff_runs_nothing_the_repository_configures(hostile, cli, args, shown):
    repo, marker = hostile
    run = cli("diff", *args, cwd=repo)
    assert run.exit_code == 0, run.stdout + run.stderr
    assert "sky-colour" in run.stdout and shown in run.stdout
    assert not marker.exists(), marker.read_text()


def test_diff_html_runs_nothing_the_repository_configures(hostile, cli, tmp_path):
    repo, marker = hostile
    run = cli("diff", "--html", "--out", tmp_path / "page", cwd=repo)
    assert run.exit_code == 0, run.stderr
    assert "1 edited" in run.stderr and (tmp_path / "page" / "index.html").is_file()
    assert not marker.exists(), marker.read_text()


def test_export_sheet_runs_nothing_the_repository_configures(hostile, cli, tmp_path):
    repo, marker = hostile
    sheet = tmp_path / "deck.csv"
    run = cli("export", "sheet", repo / "decks" / "deck", "-o", sheet, cwd=repo)
    assert run.exit_code == 0, run.stderr
    assert git(repo, "rev-parse", "HEAD").strip() in sheet.read_text()  # the commit was read
    assert not marker.exists(), marker.read_text()


def test_the_merge_driver_runs_nothing_the_repository_configures(hostile, cli, tmp_path):
    repo, marker = hostile
    git(repo, "config", "merge.conflictStyle", "diff3")  # read by the driver through git config
    base = (repo / CARDS).read_text()
    versions = {"base": base, "ours": base.replace("back: White.", "back: Snow white."),
                "theirs": base.replace("back: Green.", "back: Grass green.")}
    for name, text in versions.items():
        (tmp_path / name).write_text(text)
    run = cli("merge", tmp_path / "base", tmp_path / "ours", tmp_path / "theirs", CARDS, cwd=repo)
    assert run.exit_code == 0, run.stderr
    assert "Snow white." in (tmp_path / "ours").read_text() and "Grass green." in (tmp_path / "ours").read_text()
    # A file that is not a list of cards is merged by `git merge-file`, in the style configured.
    for name, text in {"base": "a: 1\n", "ours": "a: 2\n", "theirs": "a: 3\n"}.items():
        (tmp_path / name).write_text(text)
    run = cli("merge", tmp_path / "base", tmp_path / "ours", tmp_path / "theirs", CARDS, cwd=repo)
    assert run.exit_code == 1 and "merge-by-lines" in run.stderr
    assert (tmp_path / "ours").read_text() == "<<<<<<< ours\na: 2\n||||||| base\na: 1\n=======\na: 3\n>>>>>>> theirs\n"
    assert not marker.exists(), marker.read_text()


@pytest.mark.parametrize("command", [("lint", "decks/deck"), ("validate", "decks/deck"), ("fmt", "--check", "decks"),
                                     ("init", "-g", "you-know-it", "new")])
def test_other_commands_run_nothing_the_repository_configures(hostile, cli, command):
    repo, marker = hostile
    run = cli(*command, cwd=repo)
    # (init is refused below the top of a deck repository: a usage error, which runs nothing either)
    assert run.exception is None and run.exit_code in ((2,) if command[0] == "init" else (0, 1)), run.stderr
    assert not marker.exists(), marker.read_text()


def test_a_partial_clone_fetches_nothing_through_its_promisor_remote(tmp_path, monkeypatch, cli):
    """A clone without its files' contents whose remote is a command (`ext::`): reading a
    revision needs a missing object, which git would fetch by running that command."""
    source = deck_repository(tmp_path / "source", monkeypatch)
    git(source, "config", "uploadpack.allowFilter", "true")
    git(tmp_path, "clone", "-q", "--filter=blob:none", "--no-checkout", source.as_uri(), "clone")
    clone = tmp_path / "clone"
    script, marker = plant(tmp_path)
    git(clone, "config", "remote.origin.url", f"ext::{script}")
    git(clone, "config", "protocol.ext.allow", "always")
    subprocess.run(["git", "cat-file", "-p", f"HEAD:{CARDS}"], cwd=clone, capture_output=True, check=False)
    assert marker.exists()  # armed: git's own read of the file runs the remote's command
    marker.unlink()
    run = cli("diff", "HEAD", "HEAD", cwd=clone)
    assert run.exception is None and run.exit_code == 2, run.stderr  # the contents cannot be read: said so
    assert "could not fetch" in run.stderr
    assert not marker.exists(), marker.read_text()


def test_a_diffing_git_command_uses_neither_external_diff_nor_textconv(hostile):
    repo, marker = hostile
    done = run_git(["log", "-p", "-1", "--format=", "HEAD"], repo)
    assert done.returncode == 0, done.stderr
    assert "-  back: Blue.\n+  back: Deep blue.\n" in done.stdout.decode()
    assert not marker.exists(), marker.read_text()
