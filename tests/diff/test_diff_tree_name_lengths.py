"""Tree entries no checkout can hold: `git mktree` takes a name of any length, but a file system
holds a name's parts to 255 bytes and a path to 4,096. `diff --html` writes each side's deck
files into a temporary folder, and a revision naming a deck folder of 300 characters, or one
nested 20 folders of 250, had ended it with 'cannot write /tmp/deckctl-diff-.../...: File name
too long' (exit 74, the machine's fault, in a 5 KB line). Such an entry is now an `unsafe-path`
finding naming it, exit 1, and is not read, by the plain diff and --html alike
(`diff.sides.unholdable_tree_path`, `diff.limits.MAX_NAME_PART_BYTES`, `MAX_TREE_NAME_BYTES`)."""

from __future__ import annotations

import shutil

import pytest
import test_diff
from test_diff_tree_paths import _git, _mktree

from deckctl.diff.limits import MAX_NAME_PART_BYTES, MAX_TREE_NAME_BYTES
from deckctl.diff.sides import unholdable_tree_path

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")

repo = test_diff.repo  # the You Know It! starter deck (with its German catalog), committed


def _commit_with_deck_at(repo, parts: list[str]) -> str:
    """A commit on top of HEAD whose tree adds the deck at HEAD's `decks/yki` again as `decks/<parts...>`."""
    tree = _git(repo, "rev-parse", "HEAD:decks/yki")
    for part in reversed(parts[1:]):
        tree = _mktree(repo, [("040000", tree, part)])
    decks = _git(repo, "mktree", data=_git(repo, "ls-tree", "HEAD:decks") + f"\n040000 tree {tree}\t{parts[0]}\n")
    top = [line for line in _git(repo, "ls-tree", "HEAD").splitlines() if not line.endswith("\tdecks")]
    top = _git(repo, "mktree", data="".join(line + "\n" for line in [*top, f"040000 tree {decks}\tdecks"]))
    return _git(repo, "commit-tree", top, "-p", "HEAD", "-m", "a deck no checkout can hold")


@pytest.mark.parametrize("parts, why", [
    (["e" * 300], "a part of its name is 300 bytes long, more than the 255 a file system holds"),
    (["d" * 250] * 20, "its name is 5,0"),
])
def test_a_name_no_checkout_can_hold_is_refused_not_written(repo, cli, tmp_path, parts, why):
    commit = _commit_with_deck_at(repo, parts)
    for args in (["HEAD", commit], ["--html", "HEAD", commit, "--out", tmp_path / "page"]):
        run = cli("diff", *args, cwd=repo)
        assert run.exception is None and run.exit_code == 1, run.stdout + run.stderr
        assert "File name too long" not in run.stdout + run.stderr
        # (named by its start and end: the finding of each of the deck's files would repeat the whole name)
        assert f"{commit}:decks/{parts[0][:100]}" in run.stderr and "/deck.yaml: error: the revision's tree holds a " \
               f"file no checkout can hold ({why}" in run.stderr
        assert "[unsafe-path]" in run.stderr


def test_names_within_the_lengths_are_held():
    assert unholdable_tree_path("decks/" + "a" * MAX_NAME_PART_BYTES + "/deck.yaml") is None
    assert unholdable_tree_path("decks/x/cards/" + "é" * 125 + ".yaml") is None  # (255 bytes)
    assert unholdable_tree_path("decks/x/cards/" + "é" * 126 + ".yaml")  # (257 bytes)
    within = "/".join(["a" * 200] * 10) + "/" + "b" * (MAX_TREE_NAME_BYTES - 2010)
    assert len(within) == MAX_TREE_NAME_BYTES and unholdable_tree_path(within) is None
    assert unholdable_tree_path(within + "b")


def test_art_at_a_name_no_checkout_can_hold_is_not_copied(repo, cli, tmp_path):
    """A revision's deck.yaml naming art at such a name (and its tree holding it there): --html copies a
    deck's art beside its files to draw it, and had stopped the same way (exit 74); the art is now
    not read, the page saying why its cards are drawn without it."""
    long = "f" * 300
    manifest = _git(repo, "show", "HEAD:decks/yki/deck.yaml").replace("\nprint:", f"\nprint:\n  back_art: {long}/back.png", 1)
    assert f"back_art: {long}/back.png" in manifest
    edited = _git(repo, "show", "HEAD:decks/yki/cards/set-a.yaml").replace("answer: Canberra", "answer: Canberra!")
    assert "answer: Canberra!" in edited
    art = _mktree(repo, [("100644", _git(repo, "hash-object", "-w", "--stdin", data="not drawn"), "back.png")])
    cards = [line for line in _git(repo, "ls-tree", "HEAD:decks/yki/cards").splitlines() if not line.endswith("\tset-a.yaml")]
    cards.append(f"100644 blob {_git(repo, 'hash-object', '-w', '--stdin', data=edited + chr(10))}\tset-a.yaml")
    deck = [line for line in _git(repo, "ls-tree", "HEAD:decks/yki").splitlines()
            if not line.endswith(("\tdeck.yaml", "\tcards"))]
    deck += [f"100644 blob {_git(repo, 'hash-object', '-w', '--stdin', data=manifest + chr(10))}\tdeck.yaml",
             f"040000 tree {_git(repo, 'mktree', data=chr(10).join(cards) + chr(10))}\tcards", f"040000 tree {art}\t{long}"]
    decks = _git(repo, "mktree", data=f"040000 tree {_git(repo, 'mktree', data=chr(10).join(deck) + chr(10))}\tyki\n")
    commit = _git(repo, "commit-tree", _git(repo, "mktree", data=f"040000 tree {decks}\tdecks\n"), "-p", "HEAD", "-m", "art")
    run = cli("diff", "--html", "HEAD", commit, "--out", tmp_path / "page", cwd=repo)
    assert run.exception is None and run.exit_code in (0, 1), run.stdout + run.stderr
    assert "File name too long" not in run.stdout + run.stderr
    assert "is a name no checkout can hold (a part of its name is 300 bytes long" in \
        (tmp_path / "page" / "index.html").read_text(encoding="utf-8")


def test_the_files_of_a_folder_named_too_long_are_each_named_short(repo, cli):
    """Each refused file is a finding of its own: a folder named with 20,000 characters holding 50 card
    files (and its deck.yaml) had printed the whole name 102 times (400 files under 200,000 characters: 160 MB). Each
    finding shows the name's start and end around how much is left out."""
    long = "g" * 20_000
    card = _git(repo, "rev-parse", "HEAD:decks/yki/cards/set-a.yaml")
    cards = _mktree(repo, [("100644", card, f"c{n}.yaml") for n in range(50)])
    deck = _mktree(repo, [("100644", _git(repo, "rev-parse", "HEAD:decks/yki/deck.yaml"), "deck.yaml"),
                          ("040000", cards, "cards")])
    decks = _git(repo, "mktree", data=_git(repo, "ls-tree", "HEAD:decks") + f"\n040000 tree {deck}\t{long}\n")
    commit = _git(repo, "commit-tree", _git(repo, "mktree", data=f"040000 tree {decks}\tdecks\n"), "-p", "HEAD", "-m", "x")
    run = cli("diff", "HEAD", commit, cwd=repo)
    assert run.exception is None and run.exit_code == 1
    shown = f"{commit}:decks/{'g' * (200 - len(commit) - 7)}…(19,"
    assert run.stderr.count(shown) == 51 and run.stderr.count("g" * 1000) == 0
    assert len(run.stdout + run.stderr) < 200_000
