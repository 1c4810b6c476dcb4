"""`validate` and `lint` over processes (deckctl/lint/check.py): the same findings in the same order
whatever `--jobs` is, and what a worker keeps of a deck is its findings, not the deck."""

from __future__ import annotations

import pickle
import shutil
from pathlib import Path

import pytest

from deckfactory import DECKS, write_deck

from deckctl.lint.check import check, check_deck, deck_size
from deckctl.lint import lint_paths
from deckctl.validate.deck import validate


# The two smallest starter decks, with their German catalogs: the order of findings across decks
# and processes is the question here, not how many cards a deck has (the whole of decks/ made
# this module's first test four times slower).
STARTERS = ("iknow-starter", "you-know-it-starter")


@pytest.fixture
def catalogue(tmp_path, monkeypatch):
    """Two starter decks, one broken, plus two decks sharing an id."""
    root = tmp_path / "decks"
    for name in STARTERS:
        shutil.copytree(DECKS / name, root / name)
    cards = root / "iknow-starter" / "cards"
    first = sorted(cards.glob("*.yaml"))[0]
    first.write_text(first.read_text(encoding="utf-8").replace("category:", "categry:", 1), encoding="utf-8")
    write_deck(root, "knowledge", name="a")
    write_deck(root, "iknow", name="b")  # the same `id: test-deck`
    monkeypatch.chdir(tmp_path)
    return Path("decks")


@pytest.mark.parametrize("command", ["validate", "lint"])
def test_output_is_the_same_whatever_the_jobs(catalogue, cli, command):
    runs = [cli(command, catalogue, "--jobs", jobs, "--format", "json") for jobs in ("1", "2", "3")]
    assert runs[0].exit_code == 1 and '"duplicate-deck-id"' in runs[0].stdout and "categry" in runs[0].stdout
    assert all(run.exception is None for run in runs)
    assert runs[1].stdout == runs[0].stdout and runs[2].stdout == runs[0].stdout
    assert runs[1].stderr == runs[0].stderr


def test_findings_match_the_whole_decks_path(catalogue):
    """check() on summaries gives what validate() and lint() give on whole decks, in order."""
    assert check([catalogue], jobs=2).validation == validate([catalogue]).diagnostics
    linted = check([catalogue], jobs=2, lint=True)
    whole = lint_paths([catalogue])
    assert linted.diagnostics == whole.diagnostics
    assert linted.linted == whole.linted and len(linted.decks) == len(whole.decks)


def test_a_worker_hands_back_findings_not_cards():
    deck = DECKS / "wissens-spektrum-starter"
    summary = check_deck(deck, lint=True)
    assert summary.ok and summary.cards > 50 and summary.lint is not None
    size = sum(f.stat().st_size for f in deck.rglob("*.yaml"))
    # findings and near-duplicate's packed questions (zlib, then base64 so that it is JSON):
    # a fraction of the cards' sources
    assert len(pickle.dumps(summary)) < size / 3


def test_fmt_check_is_the_same_whatever_the_jobs(catalogue, cli, tmp_path, monkeypatch):
    """Each deck is one task (validated for the values to quote, then formatted, its cache entry
    looked up and stored in the worker): the report does not depend on the number of processes,
    nor on whether the cache answered."""
    manifest = catalogue / "you-know-it-starter" / "deck.yaml"
    manifest.write_text(manifest.read_text(encoding="utf-8").replace("\nid: ", "\nid:    ", 1), encoding="utf-8")
    monkeypatch.setenv("DECKCTL_CACHE_DIR", str(tmp_path / "cache"))
    runs = [cli("fmt", "--check", catalogue, "--jobs", jobs) for jobs in ("1", "2", "3", "2")]
    assert runs[0].exit_code == 1 and "you-know-it-starter/deck.yaml" in runs[0].stdout + runs[0].stderr
    assert all(run.exception is None for run in runs)
    assert all(run.stdout == runs[0].stdout and run.stderr == runs[0].stderr for run in runs[1:])
    assert len(list((tmp_path / "cache").glob("*.json"))) >= 3  # the formatted decks, remembered


def test_a_decks_size_is_its_card_files_alone(tmp_path):
    """The cost that orders decks across workers weighs what is read: a hidden `cards/.x.yaml`
    (an editor's copy) is no card file, so it weighs nothing."""
    deck = write_deck(tmp_path, cards={"cards.yaml": "- id: a\n"})
    assert deck_size(deck) == len("- id: a\n")
    (deck / "cards" / ".cards.yaml").write_bytes(b"x" * 10_000)
    (deck / "cards" / "notes.txt").write_bytes(b"x" * 10_000)
    assert deck_size(deck) == len("- id: a\n")
