"""`deckctl new deck`: a second deck in a repository `deckctl init` wrote, checked clean at once;
and the places it refuses, writing nothing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml


@pytest.fixture
def repo(tmp_path, init_repository) -> Path:
    return init_repository(tmp_path / "repo", "knowledge")


def files_below(folder: Path) -> list[str]:
    return sorted(path.relative_to(folder).as_posix() for path in folder.rglob("*"))


def test_a_new_deck_validates_lints_is_formatted_and_builds(repo, cli):
    added = cli("new", "deck", "decks/wissen", "--game", "wissens-spektrum", "--lang", "DE", cwd=repo)
    assert added.exit_code == 0, added.stderr
    assert "decks/wissen" in added.stderr and "`wissen`" in added.stderr
    manifest = yaml.safe_load((repo / "decks" / "wissen" / "deck.yaml").read_text(encoding="utf-8"))
    assert (manifest["id"], manifest["game"], manifest["language"]) == ("wissen", "wissens-spektrum", "de")
    second = cli("new", "deck", "decks/second", "--game", "knowledge", "--lang", "de", cwd=repo)
    assert second.exit_code == 0 and "in English" not in second.stderr, second.stderr
    assert (repo / "decks" / "second" / "board.yaml").is_file()  # played on a board, as init's deck is

    # A card to fill in for each kind (German texts for a German deck): nothing but the TODOs and
    # how few cards a game needs yet.
    assert "TODO: Frage 1?" in (repo / "decks" / "wissen" / "cards" / "art.yaml").read_text(encoding="utf-8")
    for command in ("validate", "lint"):
        run = cli(command, "--format", "json", cwd=repo)
        assert run.exit_code == 0, run.stdout + run.stderr
        assert {(f["code"], f["file"].split("/")[1]) for f in json.loads(run.stdout)} <= {
            ("unplayable", "wissen"), ("unplayable", "second"), ("placeholder", "wissen"), ("placeholder", "second")}
    assert cli("fmt", "--check", "decks", cwd=repo).exit_code == 0
    built = cli("build", "decks/second", "decks/wissen", "--jobs", "1", cwd=repo)
    assert built.exit_code == 0, built.stderr
    assert (repo / "build" / "second" / "de" / "cards.pdf").is_file()
    assert (repo / "build" / "wissen" / "de" / "bundle.json").is_file()


def test_a_new_deck_of_the_same_game_as_the_first_gets_placeholders_not_its_twin_samples(repo, cli):
    added = cli("new", "deck", "decks/twin", "--game", "knowledge", cwd=repo)
    assert added.exit_code == 0 and "in English" not in added.stderr, added.stderr
    assert cli("new", "deck", "decks/triplet", "--game", "knowledge", cwd=repo).exit_code == 0
    lint = cli("lint", "--format", "json", cwd=repo)
    found = {(f["code"], f["file"].split("/")[1]) for f in json.loads(lint.stdout)}
    assert lint.exit_code == 0 and found == {("placeholder", "twin"), ("placeholder", "triplet"),
                                             ("unplayable", "twin"), ("unplayable", "triplet")}, lint.stdout
    cards = yaml.safe_load((repo / "decks" / "twin" / "cards" / "sample.yaml").read_text(encoding="utf-8"))
    assert [(card["category"], card["front"]) for card in cards] == [
        (category, "TODO: the text on the front") for category in ("number", "letter", "colour")]


def test_new_deck_from_inside_decks_and_a_subfolder_of_a_git_repository(repo, cli):
    (repo / ".git").mkdir()  # (how commands find the repository's top: git is not run)
    (repo / "docs").mkdir()
    assert cli("new", "deck", "inside", "--game", "iknow", cwd=repo / "decks").exit_code == 0
    assert cli("new", "deck", "../decks/below", "--game", "iknow", cwd=repo / "docs").exit_code == 0
    assert {"inside", "below"} <= {path.name for path in (repo / "decks").iterdir()}


@pytest.mark.parametrize(("folder", "code", "says"), [
    ("decks/knowledge-deck", 1, "decks/knowledge-deck already exists"),
    ("decks/empty", 1, "decks/empty already exists"),
    ("decks/nested/deck", 2, "decks/nested/deck is not directly in decks/"),
    ("cards", 2, "cards is not directly in decks/"),
    ("decks", 2, "decks is not directly in decks/"),
    ("decks/My Deck", 2, "`My Deck` cannot be a deck's id"),
    ("decks/taken", 1, "deck id `taken` is already used by the deck at decks/other/deck.yaml:4"),
])
def test_new_deck_refuses_writing_nothing(repo, cli, folder, code, says):
    (repo / "decks" / "empty").mkdir()
    (repo / "decks" / "other").mkdir()
    manifest = (repo / "decks" / "knowledge-deck" / "deck.yaml").read_text(encoding="utf-8")
    (repo / "decks" / "other" / "deck.yaml").write_text(manifest.replace("id: knowledge-deck", "id: taken"))
    before = files_below(repo)
    run = cli("new", "deck", folder, "--game", "knowledge", cwd=repo)
    assert run.exit_code == code and says in run.stderr and "hint: " in run.stderr, run.stderr
    assert run.exception is None and files_below(repo) == before


def test_new_deck_refuses_a_folder_outside_the_repository(repo, tmp_path, cli):
    elsewhere = tmp_path / "elsewhere"
    (elsewhere / "decks").mkdir(parents=True)
    run = cli("new", "deck", elsewhere / "decks" / "x", "--game", "knowledge", cwd=repo)
    assert run.exit_code == 2 and "is outside this repository" in run.stderr, run.stderr
    assert "hint: name it decks/x" in run.stderr and files_below(elsewhere) == ["decks"]
    nowhere = cli("new", "deck", "decks/x", "--game", "knowledge", cwd=tmp_path)
    assert nowhere.exit_code == 2 and "no deck repository here" in nowhere.stderr, nowhere.stderr
    # (the one repository in tmp_path is where the hint goes: test_new_deck_beside_repository.py)
    assert "hint: `repo` here is one: run `cd repo && deckctl new deck decks/x --game knowledge`" in nowhere.stderr


def test_new_deck_refuses_a_decks_folder_that_is_a_link(repo, tmp_path, cli):
    elsewhere = tmp_path / "elsewhere"
    (repo / "decks").rename(elsewhere)
    (repo / "decks").symlink_to(elsewhere)
    run = cli("new", "deck", "decks/x", "--game", "knowledge", cwd=repo)
    assert run.exit_code == 1 and "decks is a symbolic link: new deck writes only into" in run.stderr, run.stderr
    assert not (elsewhere / "x").exists()


def test_init_in_a_repository_points_to_new_deck(repo, cli):
    run = cli("init", ".", "--game", "wissens-spektrum", cwd=repo)
    assert run.exit_code == 1
    assert "hint: `deckctl new deck decks/NAME --game wissens-spektrum` adds a deck" in run.stderr, run.stderr


def test_init_writes_the_language_it_is_given(tmp_path, cli):
    assert cli("init", tmp_path / "r", "--game", "iknow", "--lang", "de-at").exit_code == 0
    manifest = yaml.safe_load((tmp_path / "r" / "decks" / "iknow-deck" / "deck.yaml").read_text(encoding="utf-8"))
    assert manifest["language"] == "de-AT"
    assert cli("validate", tmp_path / "r" / "decks").exit_code == 0
