"""`deckctl init` inside a deck, or below the top of a deck repository, created a second repository
nested in it without a word (`cd decks/x; deckctl init`). It is a usage error that writes nothing
and points at `deckctl new deck`; below the top of a plain git repository, init writes and says
that CI and the hooks run only from that repository's top folder."""

from __future__ import annotations

from pathlib import Path

import pytest


def _files(root: Path) -> set[Path]:
    return {path for path in root.rglob("*")}


@pytest.fixture
def repository(tmp_path, init_repository) -> Path:
    init_repository(tmp_path / "repo", "knowledge")
    (tmp_path / "repo" / "docs").mkdir()
    return tmp_path / "repo"


# The deck by its id and the repository by its path from here (`..` alone read as an ellipsis:
# "inside the deck ..:"), the hint a command that runs as it stands: `new deck` finds the
# repository from any folder in it, .git or not, as init does (io.discover.deck_repository_top).
@pytest.mark.parametrize("where, said, command", [
    ("decks/knowledge-deck", "this folder is a deck (it holds deck.yaml)",
     "run `deckctl new deck ../NAME --game iknow`"),
    ("decks/knowledge-deck/cards", "this folder is inside the deck knowledge-deck",
     "run `deckctl new deck ../../NAME --game iknow`"),
    ("decks", "this folder is inside the deck repository whose top folder is .. (repo)",
     "run `deckctl new deck NAME --game iknow`"),
    ("docs", "this folder is inside the deck repository whose top folder is .. (repo)",
     "run `deckctl new deck ../decks/NAME --game iknow`"),
])
def test_refused_inside_a_deck_or_a_deck_repository(repository, cli, where, said, command):
    before = _files(repository)
    run = cli("init", "--game", "iknow", cwd=repository / where)
    assert run.exit_code == 2 and run.exception is None, run.stderr
    assert f"deckctl: error: {said}: init" in run.stderr
    assert command in run.stderr
    assert _files(repository) == before


@pytest.mark.parametrize("git", [True, False])
@pytest.mark.parametrize("where, command", [
    ("decks/knowledge-deck/cards", "../../NAME"),
    ("decks/knowledge-deck", "../NAME"),
    ("docs", "../decks/NAME"),
])
def test_the_hint_names_the_new_folder_from_here_and_runs(repository, cli, where, command, git):
    if git:
        (repository / ".git").mkdir()
    run = cli("init", "--game", "iknow", cwd=repository / where)
    assert run.exit_code == 2
    assert f"run `deckctl new deck {command} --game iknow`" in run.stderr
    added = cli("new", "deck", command.replace("NAME", "added"), "--game", "iknow", cwd=repository / where)
    assert added.exit_code == 0, added.stderr
    assert (repository / "decks" / "added" / "deck.yaml").is_file()


def test_a_folder_named_inside_a_deck_is_refused(repository, cli):
    before = _files(repository)
    run = cli("init", "decks/knowledge-deck/more", "--game", "iknow", cwd=repository)
    assert run.exit_code == 2
    assert "decks/knowledge-deck/more is inside the deck knowledge-deck" in run.stderr
    assert "run `deckctl new deck decks/NAME --game iknow`" in run.stderr
    assert _files(repository) == before


def test_the_top_folder_again_still_names_the_files_it_would_write_over(repository, cli):
    run = cli("init", "--game", "knowledge", cwd=repository)
    assert run.exit_code == 1 and "deck.yaml: already exists" in run.stderr
    assert "`deckctl new deck decks/NAME --game knowledge` adds a deck" in run.stderr


def test_below_a_git_repository_init_writes_and_says_where_ci_runs(tmp_path, cli):
    (tmp_path / ".git").mkdir()
    (tmp_path / "quiz").mkdir()
    run = cli("init", "quiz", "--game", "iknow", cwd=tmp_path)
    assert run.exit_code == 0, run.stderr
    assert "note: quiz lies inside the git repository here: GitHub runs the workflow in .github/" in run.stderr
    assert (tmp_path / "quiz" / "decks" / "iknow-deck" / "deck.yaml").is_file()


def test_a_deck_repository_beyond_the_nearest_git_is_another_ones(repository, cli):
    # (a repository checked out inside a deck repository's folder is a repository of its own)
    vendored = repository / "docs" / "vendored"
    (vendored / ".git").mkdir(parents=True)
    run = cli("init", "--game", "iknow", cwd=vendored)
    assert run.exit_code == 0, run.stderr


def test_below_a_git_repository_from_a_subfolder_the_note_names_its_top_folder(tmp_path, cli):
    # (it said "lies inside the git repository in ..: GitHub runs ...")
    (tmp_path / ".git").mkdir()
    (tmp_path / "work").mkdir()
    run = cli("init", "quiz", "--game", "iknow", cwd=tmp_path / "work")
    assert run.exit_code == 0, run.stderr
    assert f"note: quiz lies inside the git repository whose top folder is .. ({tmp_path.name}): GitHub" in run.stderr
