"""`deckctl diff`'s budget in all (`diff.limits.over_budget`): a blob costs nothing to repeat, so
a revision can name one large catalog 32 times, or one tree of cards under 200 deck folders,
each file within its own limit. What a diff would read, both sides together and every tree entry
counted, is judged on the listed sizes before anything is read."""

from __future__ import annotations

import os
import shutil
import subprocess

import pytest
from gitrepo import GIT_ENV, git, starter_repo

from deckctl.diff import limits, sides
from deckctl.i18n.limits import MAX_CATALOG_BYTES

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")


@pytest.fixture
def repo(tmp_path):
    return starter_repo(tmp_path / "repo")


@pytest.fixture
def blobs_read(monkeypatch) -> list[bytes]:
    """What diff asks `git cat-file` for."""
    asked = []
    real = sides.run_git

    def spy(args, cwd, data=None):
        if args[:1] == ["cat-file"] and "--batch-check" not in args:  # (a size reads no blob)
            asked.append(data or b"")
        return real(args, cwd, data=data)

    monkeypatch.setattr(sides, "run_git", spy)
    return asked


def _commit_names(repo, content: bytes, names: list[str]) -> str:
    """Commit one blob of `content` under each of `names` (relative to the repository), without
    writing a copy of it to the working tree; the blob's object name."""
    env = {**os.environ, **GIT_ENV}
    blob = subprocess.run(["git", "hash-object", "-w", "--stdin"], cwd=repo, input=content, capture_output=True,
                          env=env, check=True).stdout.decode().strip()
    entries = "".join(f"100644 {blob}\t{name}\n" for name in names)
    subprocess.run(["git", "update-index", "--index-info"], cwd=repo, input=entries.encode(), env=env, check=True)
    git(repo, "commit", "-q", "-m", "many names")
    return blob


def test_one_blob_under_many_names_over_the_budget_is_refused_before_any_is_read(repo, cli, blobs_read):
    catalog = b"# " + b"x" * (MAX_CATALOG_BYTES // 4) + b"\n"  # (each within a catalog's limit)
    names = [f"decks/yki/locales/x{n:02d}.po" for n in range(limits.MAX_DIFF_BYTES // len(catalog) + 1)]
    _commit_names(repo, catalog, names)
    run = cli("diff", "HEAD~1", "HEAD", cwd=repo)
    assert run.exception is None and run.exit_code == 1, run.stderr
    assert f"HEAD:{names[-1]}: error: diff would read " in run.stderr
    assert f"reads at most {limits.MAX_DIFF_BYTES:,}" in run.stderr and "[diff-too-large]" in run.stderr
    assert "hint: compare fewer decks at a time" in run.stderr
    assert run.stdout == "" and blobs_read == []


def test_more_files_than_the_budget_are_refused_before_any_is_read(repo, cli, blobs_read):
    names = [f"decks/yki/cards/x{n:04d}.yaml" for n in range(limits.MAX_DIFF_FILES)]
    _commit_names(repo, b"- id: same\n  front: tiny\n", names)
    run = cli("diff", "HEAD~1", "HEAD", cwd=repo)
    assert run.exception is None and run.exit_code == 1, run.stderr
    assert f"reads at most {limits.MAX_DIFF_FILES:,}" in run.stderr and "[diff-too-large]" in run.stderr
    assert blobs_read == []


def test_the_budget_counts_both_sides_the_working_tree_and_paths_too(repo, cli, monkeypatch):
    deck = repo / "decks" / "yki"
    one_side = sum(path.stat().st_size for path in deck.rglob("*")
                   if sides.is_deck_file(path.relative_to(deck).as_posix()))
    monkeypatch.setattr(limits, "MAX_DIFF_BYTES", one_side + 1)  # (each side fits alone, not both)
    for args in (("HEAD",), (str(deck), str(deck))):
        run = cli("diff", *args, cwd=repo)
        assert run.exception is None and run.exit_code == 1 and "[diff-too-large]" in run.stderr, (args, run.stderr)


def test_files_of_folders_that_are_no_deck_are_not_read(repo, cli, blobs_read):
    # (a program's own messages: no deck.yaml beside them, so nothing diff compares or counts)
    blob = _commit_names(repo, b"# " + b"x" * 1000 + b"\n", [f"app/locales/x{n}.po" for n in range(3)])
    run = cli("diff", "HEAD~1", "HEAD", cwd=repo)
    assert run.exception is None and run.exit_code == 0, run.stderr
    assert blobs_read and all(blob.encode() not in asked for asked in blobs_read)
