"""A deck folder whose deck.yaml is missing (or saved inside cards/) is an error, never passed
over: its card files would otherwise go unchecked, and be committed so by the pre-commit hooks."""

from __future__ import annotations

import subprocess

import pytest
from deckfactory import write_deck

CARD = "- id: q1\n  value: 9\n"


@pytest.fixture
def repo(tmp_path):
    """A repository with a valid deck and `decks/french-quiz/cards/q.yaml`, no deck.yaml for it."""
    subprocess.run(["git", "init", "-q"], cwd=tmp_path, check=True)
    write_deck(tmp_path / "decks", "knowledge", name="knowledge-deck")
    write_deck(tmp_path / "decks", "knowledge", cards={"q.yaml": CARD}, manifest=False, name="french-quiz")
    return tmp_path


@pytest.mark.parametrize("command", [["validate"], ["lint"], ["build"], ["stats"], ["fmt", "--check"]])
def test_a_cards_folder_without_deck_yaml_is_an_error(repo, cli, command):
    done = cli(*command, cwd=repo)
    assert done.exit_code == 1, done.stdout + done.stderr
    assert "decks/french-quiz/cards/q.yaml: error: no deck.yaml found for this card file" in done.stdout + done.stderr
    assert "hint: add decks/french-quiz/deck.yaml, beside cards/: `deckctl init`" in done.stdout + done.stderr
    assert not (repo / "build").exists()


def test_the_error_is_said_once_per_cards_folder(repo, cli):
    (repo / "decks" / "french-quiz" / "cards" / "r.yaml").write_text(CARD.replace("q1", "r1"), encoding="utf-8")
    done = cli("validate", "decks/french-quiz", cwd=repo)
    assert done.exit_code == 1
    assert done.stdout.count("[missing-manifest]") == 1
    assert "(nor for the 1 other card file beside it)" in done.stdout


@pytest.mark.parametrize("command", [["validate"], ["lint"], ["fmt", "--check"]])
def test_the_pre_commit_hooks_do_not_pass_over_it(repo, cli, command):
    done = cli(*command, "--skip-outside-decks", "decks/french-quiz/cards/q.yaml", cwd=repo)
    assert done.exit_code == 1
    assert "decks/french-quiz/cards/q.yaml: error: no deck.yaml found for this file [missing-manifest]" in done.stdout


def test_a_deck_yaml_saved_inside_cards_is_told_to_move_up(tmp_path, cli):
    deck = write_deck(tmp_path, "knowledge", name="quiz")
    (deck / "deck.yaml").rename(deck / "cards" / "deck.yaml")
    done = cli("validate", "quiz", cwd=tmp_path)
    assert done.exit_code == 1
    assert "quiz/cards/deck.yaml:" in done.stdout
    assert "deck.yaml is inside the deck's cards/ folder, so the card files beside it are not read" in done.stdout
    assert "hint: move deck.yaml up one folder, to quiz/deck.yaml, beside cards/" in done.stdout


def test_a_misnamed_deck_yaml_is_named_in_the_hint(repo, cli):
    (repo / "decks" / "french-quiz" / "deck.yml").write_text("game: knowledge\n", encoding="utf-8")
    done = cli("validate", cwd=repo)
    assert done.exit_code == 1
    assert "hint: rename decks/french-quiz/deck.yml to deck.yaml: deckctl reads that name only" in done.stdout


def test_a_cards_folder_of_yml_files_without_deck_yaml_is_an_error_too(tmp_path, cli):
    write_deck(tmp_path, "knowledge", cards={"q.yml": CARD}, manifest=False, name="quiz")
    done = cli("validate", "quiz", cwd=tmp_path)
    assert done.exit_code == 1
    assert "quiz/cards/q.yml: error: no deck.yaml found for this card file" in done.stdout
    assert "hint: add quiz/deck.yaml, beside cards/" in done.stdout


def test_a_misnamed_cards_folder_is_named_in_the_hint(tmp_path, cli):
    deck = write_deck(tmp_path, "knowledge", name="quiz")
    (deck / "cards").rename(deck / "Cards")
    done = cli("validate", "quiz", cwd=tmp_path)
    assert done.exit_code == 1
    assert "quiz/deck.yaml:1:1: error: the deck has no card files (cards/*.yaml) [no-cards]" in done.stdout
    assert "hint: rename quiz/Cards/ to cards/: deckctl reads that name only" in done.stdout
