"""A path typed on the command line whose name is not UTF-8 (`decks/k\\xff`, which git commits) is
named escaped as a byte, `k\\xff`, as deckctl names the files it finds, never as Python's `k\\udcff`."""

from __future__ import annotations

import os
import shutil

import pytest

from deckfactory import write_deck


@pytest.fixture
def decks(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    os.makedirs(b"decks/k\xff")
    deck = write_deck(tmp_path / "decks", name="v")
    shutil.copytree(deck, os.fsdecode(b"decks/v\xff"))
    (tmp_path / os.fsdecode(b"b\xfe.json")).write_text("{", encoding="utf-8")
    (tmp_path / "s.csv").write_text("id\n", encoding="utf-8")
    return tmp_path


@pytest.mark.parametrize("args, said", [
    (("export", "pdf", os.fsdecode(b"decks/k\xff")), "decks/k\\xff is not one deck folder"),
    (("export", "pdf", os.fsdecode(b"decks/n\xfe")), "no such file or folder: decks/n\\xfe"),
    (("export", "pdf", "decks/v", "-o", os.fsdecode(b"decks/k\xff")), "decks/k\\xff is a folder"),
    (("export", "pdf", os.fsdecode(b"decks/v\xff")), "decks/v\\xff/deck.yaml"),
    (("play", "knowledge", "--deck", os.fsdecode(b"decks/k\xff")), "decks/k\\xff is not a deck folder"),
    (("play", "knowledge", "--deck", os.fsdecode(b"decks/n\xfe")), "no such folder: decks/n\\xfe"),
    (("play", "knowledge", "--bundle", os.fsdecode(b"n\xfe.json")), "no such file: n\\xfe.json"),
    (("play", "knowledge", "--bundle", os.fsdecode(b"b\xfe.json")), "b\\xfe.json:1:"),
    (("new", "card", os.fsdecode(b"decks/k\xff")), "decks/k\\xff is not a deck folder"),
    (("export", "sheet", os.fsdecode(b"decks/k\xff"), "-o", "s.csv"), "decks/k\\xff is not a deck folder"),
    (("import", "sheet", "s.csv", os.fsdecode(b"decks/k\xff")), "decks/k\\xff is not a deck folder"),
    *[((*command, os.fsdecode(b"decks/n\xfe")), "no such file or folder: decks/n\\xfe")
      for command in (("proof",), ("stats",), ("fmt", "--check"), ("build",))],
])
def test_named_escaped(cli, decks, args, said):
    result = cli(*args)
    shown = result.stdout + result.stderr
    assert result.exception is None and result.exit_code in (1, 2), shown
    assert said in shown and "\\udc" not in shown, shown


@pytest.mark.parametrize("args", [
    ("play", "knowledge", "--bots", "1"),
    ("play", "wissens-spektrum", "--bots", "1"),
    ("play", "knowledge", "--lang", "fr", "--bots", "1"),
    ("simulate", "knowledge", "--games", "1"),
])
def test_deck_folder_not_utf8_is_not_played(cli, decks, args):
    """play and simulate refuse a deck folder whose name is not UTF-8 as validate, lint and export
    do (its `file-name` error, exit 1), rather than playing the deck they refuse to check."""
    result = cli(*args[:2], "--deck", os.fsdecode(b"decks/v\xff"), *args[2:])
    shown = result.stdout + result.stderr
    assert result.exception is None and result.exit_code == 1, shown
    assert "decks/v\\xff/deck.yaml: error: this deck is not checked" in shown and "[file-name]" in shown, shown
    assert "decks/v\\xff is not played" in shown and "\\udc" not in shown, shown


@pytest.mark.parametrize("args", [
    ("new", "card", os.fsdecode(b"decks/v\xff")),
    ("export", "sheet", os.fsdecode(b"decks/v\xff"), "-o", "out.csv"),
    ("import", "sheet", "s.csv", os.fsdecode(b"decks/v\xff")),
])
def test_deck_folder_not_utf8_is_not_changed_or_exported(cli, decks, args):
    """new card and the sheet commands refuse a deck folder whose name is not UTF-8 as validate and
    export pdf do (its `file-name` error, exit 1): nothing is added to it, or exported from it."""
    cards = sorted((decks / os.fsdecode(b"decks/v\xff") / "cards").iterdir())
    before = [card.read_bytes() for card in cards]
    result = cli(*args)
    shown = result.stdout + result.stderr
    assert result.exception is None and result.exit_code == 1, shown
    assert "decks/v\\xff/deck.yaml" in shown and "file-name" in shown and "\\udc" not in shown, shown
    assert [card.read_bytes() for card in cards] == before and not (decks / "out.csv").exists()


@pytest.mark.parametrize("args, said", [
    (("export", "sheet", "decks/v", "-o", os.fsdecode(b"s\xff.csv")), "wrote s\\xff.csv"),
    (("export", "sheet", "decks/v", "-o", os.fsdecode(b"s\xff.txt")), "s\\xff.txt: a sheet is"),
    (("new", "card", "decks/v", "--file", os.fsdecode(b"c\xff.yaml")), "no such card file: c\\xff.yaml"),
    (("new", "card", "decks/v", "--file", os.fsdecode(b"../k\xff")), "../k\\xff is a folder, not a file"),
    (("new", "deck", os.fsdecode(b"decks/z\xff"), "--game", "knowledge"), "`z\\xff` cannot be a deck's id"),
])
def test_paths_named_escaped_when_written_or_refused(cli, decks, args, said):
    result = cli(*args)
    shown = result.stdout + result.stderr
    assert result.exception is None, shown
    assert said in shown and "\\udc" not in shown, shown
