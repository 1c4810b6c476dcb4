"""`new deck` narrows an older repository's `decks/*/...` globs in .vscode/settings.json to the
decks of each game: a deck whose manifest does not load keeps its mapping (by its `game:` line,
or, when no game can be told, every mapping the old glob gave it) rather than losing it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

SETTINGS = Path(".vscode") / "settings.json"
OLD = {"yaml.yamlVersion": "1.1", "yaml.schemas": {
    "./schemas/deck.schema.json": ["decks/*/deck.yaml"],
    "./schemas/knowledge.cards.schema.json": ["decks/*/cards/*.yaml"],
    "./schemas/knowledge.board.schema.json": ["decks/*/board.yaml"]}}


@pytest.fixture
def repo(tmp_path, init_repository) -> Path:
    target = init_repository(tmp_path / "repo", "knowledge")
    (target / SETTINGS).write_text(json.dumps(OLD, indent=2) + "\n", encoding="utf-8")
    return target


def schemas(repo: Path) -> dict:
    return json.loads((repo / SETTINGS).read_text(encoding="utf-8"))["yaml.schemas"]


def broken(repo: Path, game_line: str) -> None:
    manifest = repo / "decks" / "knowledge-deck" / "deck.yaml"
    text = manifest.read_text(encoding="utf-8").replace("game: knowledge\n", game_line)
    manifest.write_text(text + "oops: [\n", encoding="utf-8")


def test_a_deck_that_does_not_load_keeps_its_games_globs(repo, cli):
    broken(repo, "game: knowledge  # the board game\n")
    assert cli("new", "deck", "decks/k3", "--game", "knowledge", cwd=repo).exit_code == 0
    assert schemas(repo)["./schemas/knowledge.cards.schema.json"] == [
        "decks/knowledge-deck/cards/*.yaml", "decks/k3/cards/*.yaml"]
    assert schemas(repo)["./schemas/knowledge.board.schema.json"] == [
        "decks/knowledge-deck/board.yaml", "decks/k3/board.yaml"]


def test_a_deck_whose_game_cannot_be_told_keeps_what_the_old_globs_gave_it(repo, cli):
    broken(repo, "game: [knowledge\n")
    assert cli("new", "deck", "decks/iq", "--game", "iknow", cwd=repo).exit_code == 0
    assert schemas(repo) == {
        "./schemas/deck.schema.json": ["decks/*/deck.yaml"],
        "./schemas/knowledge.cards.schema.json": ["decks/knowledge-deck/cards/*.yaml"],
        "./schemas/knowledge.board.schema.json": ["decks/knowledge-deck/board.yaml"],
        "./schemas/iknow.cards.schema.json": ["decks/iq/cards/*.yaml"]}
