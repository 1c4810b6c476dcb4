"""How messages name a path: relative to the working directory where the two share a folder below
the root (a deck's file, `../../build` from inside a deck), else absolute: a deck given as
`/tmp/deck` from `/work/repo` was named `../../tmp/deck/...`."""

from __future__ import annotations

from pathlib import Path

from deckctl.io.discover import display_path


def test_a_path_below_the_working_directory_is_relative(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert display_path(tmp_path / "decks" / "a" / "deck.yaml") == "decks/a/deck.yaml"


def test_a_path_sharing_a_folder_is_relative(tmp_path, monkeypatch):
    (tmp_path / "decks" / "a" / "cards").mkdir(parents=True)
    monkeypatch.chdir(tmp_path / "decks" / "a" / "cards")
    assert display_path(tmp_path / "build") == "../../../build"


def test_a_path_sharing_only_the_root_is_absolute(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert display_path(Path("/usr/share/deck/deck.yaml")) == "/usr/share/deck/deck.yaml"
    assert display_path(Path("/")) == "/"
