"""Each deck's files are mapped to its own game's schemas in .vscode/settings.json: `init` writes
its deck's globs, `new deck` adds its deck's to deckctl's settings (narrowing the `decks/*/...`
globs of a repository made before), and leaves settings it does not own as they are, saying what
to add. yaml-language-server (VS Code's YAML support) then checks a card file made by hand, with
no schema line, against its deck's game."""

from __future__ import annotations

import importlib.util
import json
import shutil
from pathlib import Path

import pytest
from deckfactory import REPO

NODE_TOOLS = REPO / "tests" / "node" / "node_modules"
YAML_LS = NODE_TOOLS / "yaml-language-server" / "bin" / "yaml-language-server"
SETTINGS = Path(".vscode") / "settings.json"


@pytest.fixture
def repo(tmp_path, init_repository) -> Path:
    return init_repository(tmp_path / "repo", "knowledge")


def schemas(repo: Path) -> dict:
    return json.loads((repo / SETTINGS).read_text(encoding="utf-8"))["yaml.schemas"]


def test_each_deck_is_mapped_to_its_own_games_schemas(repo, cli):
    assert schemas(repo)["./schemas/knowledge.cards.schema.json"] == ["decks/knowledge-deck/cards/*.yaml"]
    added = cli("new", "deck", "iq", "--game", "iknow", cwd=repo / "decks")
    assert added.exit_code == 0, added.stderr
    assert "note: ../.vscode/settings.json maps decks/iq/cards/*.yaml to schemas/iknow.cards.schema.json" in added.stderr
    assert cli("new", "deck", "decks/k2", "--game", "knowledge", cwd=repo).exit_code == 0
    assert schemas(repo) == {
        "./schemas/deck.schema.json": ["decks/*/deck.yaml"],
        "./schemas/knowledge.cards.schema.json": ["decks/knowledge-deck/cards/*.yaml", "decks/k2/cards/*.yaml"],
        "./schemas/knowledge.board.schema.json": ["decks/knowledge-deck/board.yaml", "decks/k2/board.yaml"],
        "./schemas/iknow.cards.schema.json": ["decks/iq/cards/*.yaml"]}
    assert json.loads((repo / SETTINGS).read_text(encoding="utf-8"))["yaml.yamlVersion"] == "1.1"


def test_the_glob_for_every_deck_of_an_older_repository_is_narrowed_to_its_games_decks(repo, cli):
    old = {"yaml.yamlVersion": "1.1", "editor.rulers": [100], "yaml.schemas": {
        "./schemas/deck.schema.json": ["decks/*/deck.yaml"],
        "./schemas/knowledge.cards.schema.json": ["decks/*/cards/*.yaml"],
        "./schemas/knowledge.board.schema.json": ["decks/*/board.yaml"],
        "./my.schema.json": ["notes/*.yaml"]}}
    (repo / SETTINGS).write_text(json.dumps(old, indent=4) + "\n", encoding="utf-8")
    assert cli("new", "deck", "decks/iq", "--game", "iknow", cwd=repo).exit_code == 0
    text = (repo / SETTINGS).read_text(encoding="utf-8")
    assert text.startswith('{\n    "yaml.yamlVersion": "1.1",\n    "editor.rulers": [\n        100\n    ],')  # (its indent kept)
    assert json.loads(text)["yaml.schemas"] == {
        "./schemas/deck.schema.json": ["decks/*/deck.yaml"],
        "./schemas/knowledge.cards.schema.json": ["decks/knowledge-deck/cards/*.yaml"],
        "./schemas/knowledge.board.schema.json": ["decks/knowledge-deck/board.yaml"],
        "./my.schema.json": ["notes/*.yaml"],
        "./schemas/iknow.cards.schema.json": ["decks/iq/cards/*.yaml"]}


@pytest.mark.parametrize("text", ['{\n  // mine\n  "yaml.schemas": {}\n}\n', '{"yaml.schemas": {"a": ["b"]}}\n'])
def test_settings_deckctl_does_not_write_are_left_as_they_are_with_what_to_add(repo, cli, text):
    (repo / SETTINGS).write_text(text, encoding="utf-8")
    added = cli("new", "deck", "decks/iq", "--game", "iknow", cwd=repo)
    assert added.exit_code == 0 and (repo / "decks" / "iq" / "deck.yaml").is_file()
    assert (repo / SETTINGS).read_text(encoding="utf-8") == text
    assert "note: .vscode/settings.json is left as it is (" in added.stderr
    assert 'add `"./schemas/iknow.cards.schema.json": ["decks/iq/cards/*.yaml"]` to its `yaml.schemas`' in added.stderr


def test_settings_of_the_users_own_without_schemas_or_none_are_left_alone(repo, cli):
    (repo / SETTINGS).write_text('{\n  "editor.tabSize": 2\n}\n', encoding="utf-8")
    added = cli("new", "deck", "decks/iq", "--game", "iknow", cwd=repo)
    assert added.exit_code == 0 and "settings.json" not in added.stderr
    assert (repo / SETTINGS).read_text(encoding="utf-8") == '{\n  "editor.tabSize": 2\n}\n'
    shutil.rmtree(repo / ".vscode")
    assert cli("new", "deck", "decks/iq2", "--game", "iknow", cwd=repo).exit_code == 0
    assert not (repo / ".vscode").exists()


def test_a_windows_checkouts_line_ends_are_kept():
    from deckctl.scaffold.editor_settings import with_deck

    text = json.dumps({"yaml.schemas": {}}, indent=2).replace("\n", "\r\n") + "\r\n"
    added = with_deck(text, "iq", "iknow", {})
    assert added.text == ('{\r\n  "yaml.schemas": {\r\n    "./schemas/iknow.cards.schema.json": [\r\n'
                          '      "decks/iq/cards/*.yaml"\r\n    ]\r\n  }\r\n}\r\n')


@pytest.mark.skipif(shutil.which("node") is None or not YAML_LS.is_file(),
                    reason="needs node and yaml-language-server (`npm ci --prefix tests/node`)")
def test_the_editor_checks_a_hand_made_card_file_against_its_decks_game(repo, cli):
    spec = importlib.util.spec_from_file_location("scaffold_lsp", REPO / "tests" / "schemas" / "lsp.py")
    lsp = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(lsp)
    assert cli("new", "deck", "decks/iq", "--game", "iknow", cwd=repo).exit_code == 0
    made = repo / "decks" / "iq" / "cards" / "by-hand.yaml"  # (no schema line)
    made.write_text("- id: by-hand\n  category: peple\n  question: Q?\n  clues: [a, b, c]\n  answer: A\n",
                    encoding="utf-8")
    settings = json.loads((repo / SETTINGS).read_text(encoding="utf-8"))
    editor = lsp.LanguageServer(["node", str(YAML_LS), "--stdio"], repo, {"yaml": {
        "validate": True, "yamlVersion": settings["yaml.yamlVersion"], "schemas": settings["yaml.schemas"]}})
    try:
        found = editor.open(made)
    finally:
        editor.shutdown()
    # The iKNOW schema alone: its categories offered, nothing of a Knowledge? card asked for.
    assert [d["range"]["start"]["line"] for d in found] == [1], found
    assert '"people", "world", "works", "events"' in found[0]["message"]
