"""`deckctl new deck` found its repository only by a `.git` or `deckctl.toml` above (or from its
top folder and decks/), while init's nesting check found it by a `decks/` holding a deck: in a
repository from `deckctl init` that git knows nothing of yet, init refused inside `docs/` and
pointed at `new deck`, which said there was no deck repository there. Both now find it by
io.discover.deck_repository_top, which looks no higher than the user's home folder (init's
check went up to `/`, so a deck repository above the home folder refused init in all of it)."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture
def repository(tmp_path, init_repository) -> Path:
    init_repository(tmp_path / "repo", "knowledge")
    (tmp_path / "repo" / "docs").mkdir()
    return tmp_path / "repo"


@pytest.mark.parametrize("where, folder", [
    ("decks/knowledge-deck/cards", "../../added"),
    ("decks/knowledge-deck", "../added"),
    ("docs", "../decks/added"),
])
def test_new_deck_finds_a_repository_without_git_from_any_folder_in_it(repository, cli, where, folder):
    run = cli("new", "deck", folder, "--game", "iknow", cwd=repository / where)
    assert run.exit_code == 0, run.stderr
    assert (repository / "decks" / "added" / "deck.yaml").is_file()


def test_from_outside_the_repository_the_hint_goes_to_its_top_folder_first(repository, cli):
    run = cli("init", "repo/docs/x", "--game", "iknow", cwd=repository.parent)
    assert run.exit_code == 2
    assert "run `cd repo && deckctl new deck decks/NAME --game iknow`" in run.stderr


def test_nothing_above_the_home_folder_makes_a_deck_repository(repository, cli, monkeypatch):
    home = repository / "docs" / "home"
    (home / "work").mkdir(parents=True)
    monkeypatch.setenv("HOME", str(home))
    run = cli("init", "quiz", "--game", "iknow", cwd=home / "work")
    assert run.exit_code == 0, run.stderr
    assert (home / "work" / "quiz" / "decks" / "iknow-deck" / "deck.yaml").is_file()
    refused = cli("new", "deck", "../../../decks/added", "--game", "iknow", cwd=home / "work")
    assert refused.exit_code == 2 and "no deck repository here" in refused.stderr, refused.stderr
