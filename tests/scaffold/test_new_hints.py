"""The hints of `new deck` and `new card` name what the user meant: the folder typed (not NAME),
the deck's card files, the decks of the repository."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture
def repo(tmp_path, cli, init_repository) -> Path:
    target = init_repository(tmp_path / "repo", "knowledge")
    assert cli("new", "deck", "decks/quiz", "--game", "knowledge", cwd=target).exit_code == 0
    return target


def test_new_deck_from_inside_decks_names_the_folder_meant(repo, cli):
    run = cli("new", "deck", "decks/quiz3", "--game", "knowledge", cwd=repo / "decks")
    assert run.exit_code == 2 and "hint: name it quiz3\n" in run.stderr
    outside = cli("new", "deck", "../elsewhere/quiz4", "--game", "knowledge", cwd=repo)
    assert outside.exit_code == 2 and "hint: name it decks/quiz4\n" in outside.stderr
    assert not (repo / "decks" / "decks").exists()


def test_new_card_lists_the_card_files_of_the_deck(repo, cli):
    (repo / "decks" / "quiz" / "cards" / "more.yaml").write_text("", encoding="utf-8")
    run = cli("new", "card", "decks/quiz", "--file", "nope.yaml", cwd=repo)
    assert run.exit_code == 2
    assert ("hint: the deck's card files: cards/more.yaml, cards/sample.yaml; a new card file goes in the deck's "
            "cards/ folder: --file cards/nope.yaml starts one\n") in run.stderr
    near = cli("new", "card", "decks/quiz", "--file", "cards/sampel.yaml", cwd=repo)
    assert "; did you mean `cards/sample.yaml`?" in near.stderr


def test_new_card_of_no_deck_lists_the_decks(repo, cli):
    run = cli("new", "card", "decks/qiuz", cwd=repo)
    assert run.exit_code == 2 and "decks/qiuz is not a deck folder (no deck.yaml)" in run.stderr
    assert "hint: the decks here: decks/knowledge-deck, decks/quiz; did you mean `decks/quiz`?" in run.stderr
    inside = cli("new", "card", "quiz/cards", cwd=repo / "decks")
    assert "hint: it lies in the deck quiz: run `deckctl new card quiz`" in inside.stderr
    (repo / "decks" / "quiz" / "deck.yaml").rename(repo / "decks" / "quiz" / "deck.yml")
    misnamed = cli("new", "card", "decks/quiz", cwd=repo)
    assert "hint: rename decks/quiz/deck.yml to deck.yaml" in misnamed.stderr


def test_new_card_outside_any_repository_says_how_to_add_a_deck(tmp_path, cli):
    (tmp_path / "x").mkdir()
    run = cli("new", "card", "x", cwd=tmp_path / "x")
    assert run.exit_code == 2 and "hint: name a deck's folder (one holding deck.yaml)" in run.stderr
