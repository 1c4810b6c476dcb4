"""Tree entries git refuses to check out (`..`, `.`, `.git`, an empty part; a backslash where it
separates folders, on Windows): a tree made with `git mktree` may name a deck
`x/../../../tmp/secret`, which joined to a folder leads outside the repository. diff refuses each
such entry as a finding naming it, and reads nothing there, neither the plain diff nor --html
(which writes the sides into a temporary folder). On Linux and macOS a backslash is a character
of a name, which git commits and checks out: such a card file is compared as any other."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
import test_diff
from gitrepo import GIT_ENV

from deckctl.diff.sides import unsafe_tree_path

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")

repo = test_diff.repo  # the You Know It! starter deck (with its German catalog), committed


def _git(repo: Path, *args: str, data: str | None = None) -> str:
    import os

    return subprocess.run(["git", *args], cwd=repo, input=data, capture_output=True, text=True, check=True,
                          env={**os.environ, **GIT_ENV}).stdout.strip()


def _mktree(repo: Path, entries: list[tuple[str, str, str]]) -> str:
    """A tree of `entries` (mode, object, name), whatever the names: git mktree checks none."""
    return _git(repo, "mktree", data="".join(f"{mode} {'tree' if mode == '040000' else 'blob'} {obj}\t{name}\n"
                                             for mode, obj, name in entries))


def _commit_leading_to(repo: Path, outside: Path) -> tuple[str, str]:
    """A commit on top of HEAD whose tree adds `x/deck.yaml` and the deck at HEAD's `decks/yki`
    again as `x/../../..(enough)/<outside>`; returns it and the name of its deck.yaml."""
    deck = _git(repo, "rev-parse", "HEAD:decks/yki")
    parts = [".."] * 30 + list(outside.parts[1:])
    tree = deck
    for part in reversed(parts[1:]):
        tree = _mktree(repo, [("040000", tree, part)])
    manifest = _git(repo, "rev-parse", "HEAD:decks/yki/deck.yaml")
    x = _mktree(repo, [("100644", manifest, "deck.yaml"), ("040000", tree, "..")])
    top = _git(repo, "mktree", data=_git(repo, "ls-tree", "HEAD") + f"\n040000 tree {x}\tx\n")
    commit = _git(repo, "commit-tree", top, "-p", "HEAD", "-m", "a deck outside")
    return commit, "x/" + "/".join(parts) + "/deck.yaml"


def test_a_tree_entry_leading_outside_the_repository_is_refused_not_read(repo, cli, tmp_path, monkeypatch):
    outside = tmp_path / "secret"
    shutil.copytree(repo / "decks" / "yki", outside)  # (a deck there: --html had loaded and drawn it)
    evil, name = _commit_leading_to(repo, outside)
    from deckctl.validate import deck as validate_deck

    loaded = []
    load_deck = validate_deck.load_deck
    monkeypatch.setattr(validate_deck, "load_deck", lambda path, *a, **k: loaded.append(Path(path)) or
                        load_deck(path, *a, **k))

    for args in (["HEAD", evil], ["--html", "HEAD", evil, "--out", tmp_path / "page"]):
        run = cli("diff", *args, cwd=repo)
        assert run.exception is None and run.exit_code == 1, run.stderr
        assert f"{evil}:{name}: error: the revision's tree holds a file git refuses to check out " \
               "(the part `..` in its name" in run.stderr
        assert "[unsafe-path]" in run.stderr
    assert not any(path.resolve().is_relative_to(outside) for path in loaded)


@pytest.mark.parametrize("name", ["../deck.yaml", "./deck.yaml", "a//deck.yaml", ".git/deck.yaml",
                                  "x/.GIT/deck.yaml", "/deck.yaml", "x\0y/deck.yaml"])
def test_names_git_refuses_to_check_out_are_refused(name):
    assert unsafe_tree_path(name)


def test_a_backslash_is_refused_where_it_separates_folders(monkeypatch):
    from deckctl.diff import sides

    assert unsafe_tree_path("x\\..\\deck.yaml") is None  # (this system: one name in the root)
    monkeypatch.setattr(sides, "_SEPARATORS", {"\\"})  # (as on Windows)
    assert unsafe_tree_path("x\\..\\deck.yaml") == "a backslash in its name, which separates folders here"


@pytest.mark.parametrize("name", ["deck.yaml", "decks/a.b/cards/x..y.yaml", ".gitx/deck.yaml", "...deck/deck.yaml"])
def test_names_git_checks_out_are_not(name):
    assert unsafe_tree_path(name) is None
