"""A deck folder played directly is bundled in memory and held to every check of a bundle file
(deckctl/engine/sources.py, `checked_bundle`): the same refusal, named for the folder, and no
temporary file on the way."""

from __future__ import annotations

import tempfile

import pytest

from deckfactory import write_deck

from deckctl.core import bounded_json
from deckctl.export import bundle_checks

PLAY = ("--bots", "1", "--seed", "1", "--pace", "0")


def _stricter_deck_limit(monkeypatch):
    # (the bundle checks' limit only: validate keeps its own, so the deck is valid and gets as far as its bundle)
    monkeypatch.setattr(bundle_checks, "MAX_TRANSLATED_TEXT_CHARS", 8)


def _fewer_json_values(monkeypatch):
    monkeypatch.setattr(bounded_json, "MAX_VALUES", 20)


@pytest.mark.parametrize(("stricter", "refusal"), [
    (_stricter_deck_limit, "refused at deck/game: the text is 9 characters long; a text may have at most 8"),
    (_fewer_json_values, "the bundle holds about 210 values; deckctl reads up to 20 in a JSON file"),  # (was the temporary file's name)
])
def test_a_deck_played_directly_is_refused_as_its_bundle_file(tmp_path, cli, monkeypatch, stricter, refusal):
    deck = write_deck(tmp_path / "my decks")  # (a space: the command shown is quoted as a shell needs it)
    assert cli("export", "bundle", deck, "--out", tmp_path / "out").exit_code == 0
    [bundle] = (tmp_path / "out").rglob("bundle.json")
    stricter(monkeypatch)
    for command in ("play", "simulate"):
        extra = PLAY if command == "play" else ("--games", "1")
        from_file = cli(command, "knowledge", "--bundle", bundle, *extra)
        played = cli(command, "knowledge", "--deck", deck, *extra)
        assert from_file.exit_code == played.exit_code == 1 and from_file.stdout == played.stdout == ""
        # (the same reason, both a finding: `FILE: error: ... [bad-bundle]` on the file, on the folder bundled in memory)
        assert from_file.stderr.startswith(f"{bundle}: error: {refusal}") and "[bad-bundle]" in from_file.stderr
        first, hint = played.stderr.splitlines()
        assert first.startswith(f"{deck}: error: bundled in `en`, {refusal}") and first.endswith("[bad-bundle]")
        assert hint.startswith("    hint: a deck folder is played as the bundle `deckctl export bundle` writes")
        assert "deckctl: error" not in played.stderr


def test_no_temporary_file_is_written(tmp_path, monkeypatch):
    from deckctl.engine.sources import bundle_from_deck

    def refused(*args, **kwargs):
        raise AssertionError("a temporary file was asked for")

    for name in ("TemporaryDirectory", "NamedTemporaryFile", "TemporaryFile", "mkdtemp", "mkstemp"):
        monkeypatch.setattr(tempfile, name, refused)
    bundle = bundle_from_deck(write_deck(tmp_path))
    assert bundle["deck"]["id"] == "test-deck" and [card["id"] for card in bundle["cards"]][0] == "spider-legs"


def test_a_deck_played_directly_is_told_to_fix_the_deck_not_to_export_it_again(tmp_path, cli, monkeypatch):
    # (a bundle file is exported again from the fixed deck; a folder bundled in memory has no file)
    deck = write_deck(tmp_path / "my decks")  # (a space: the command shown is quoted as a shell needs it)
    assert cli("export", "bundle", deck, "--out", tmp_path / "out").exit_code == 0
    [bundle] = (tmp_path / "out").rglob("bundle.json")
    _stricter_deck_limit(monkeypatch)
    played = cli("play", "knowledge", "--deck", deck, *PLAY)
    first = played.stderr.splitlines()[0]
    # (the command to run names the folder played, as typed)
    assert first.endswith(f"a deck is refused for it too (fix the deck: `deckctl validate '{deck}'` shows where) [bad-bundle]")
    assert "export" not in first
    from_file = cli("play", "knowledge", "--bundle", bundle, *PLAY)
    assert "(export the deck again once `deckctl validate` passes) [bad-bundle]" in from_file.stderr
