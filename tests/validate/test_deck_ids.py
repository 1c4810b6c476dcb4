"""Decks checked together: two decks with the same id and language would be written to the same
`build/<deck-id>/<language>/` folder, the second silently replacing the first."""

from __future__ import annotations

from pathlib import Path

from deckfactory import MANIFESTS, write_deck

from deckctl.validate.deck import validate


def test_two_decks_with_one_id_are_one_located_error(tmp_path, cli, monkeypatch):
    write_deck(tmp_path / "decks", "knowledge", name="a")
    write_deck(tmp_path / "decks", "iknow", name="b")  # same `id: test-deck`, same language
    monkeypatch.chdir(tmp_path)

    result = validate([Path("decks")])
    [error] = [d for d in result.diagnostics if d.is_error]
    assert (error.file, error.line, error.col, error.code) == ("decks/b/deck.yaml", 3, 5, "duplicate-deck-id")
    assert "decks/a/deck.yaml:3" in error.message and "build/<deck-id>" in error.hint

    run = cli("build", "decks", "--out", "out")
    assert run.exception is None and run.exit_code == 1
    assert "decks/b/deck.yaml:3:5: error: deck id `test-deck` (en) is already used" in run.stdout
    assert not Path("out").exists()


def test_same_id_in_another_language_is_fine(tmp_path):
    write_deck(tmp_path, "knowledge", name="en")
    write_deck(tmp_path, "knowledge", name="de", manifest=MANIFESTS["knowledge"].replace("language: en", "language: de"))
    result = validate([tmp_path])
    assert result.ok, result.diagnostics
    assert len(result.decks) == 2


def test_each_deck_alone_is_valid(tmp_path):
    """The rule is about decks checked together; a single deck never clashes with itself."""
    a = write_deck(tmp_path, "knowledge", name="a")
    b = write_deck(tmp_path, "knowledge", name="b")
    assert validate([a]).ok and validate([b]).ok
    assert not validate([a, b]).ok
