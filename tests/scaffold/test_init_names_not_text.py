"""`deckctl init`'s own messages named a folder whose name is not UTF-8 text as Python holds it
(`v\\udcff`), where every other command writes the byte escaped (`v\\xff`); the `cd` its hint
names now reads back as that folder in the shell (`cd $'r\\xff'`)."""

from __future__ import annotations

import os

import pytest

NAME = os.fsdecode(b"v\xff")


def _said(run) -> str:
    assert run.exception is None
    text = run.stdout + run.stderr
    assert "\udcff" not in text and "\\udcff" not in text, text
    return text


def test_created(tmp_path, cli):
    said = _said(cli("init", NAME, "--game", "knowledge", cwd=tmp_path))
    assert "created 18 files in v\\xff; the deck is v\\xff/decks/knowledge-deck" in said


@pytest.mark.parametrize("where, expected", [
    ("", "v\\xff/.github/workflows/decks.yml: already exists"),  # (init again: every file is there)
    ("decks/knowledge-deck", "deckctl: error: v\\xff/decks/knowledge-deck is a deck (it holds deck.yaml)"),
    ("sub", "deckctl: error: v\\xff/sub is inside the deck repository whose top folder is v\\xff:"),
])
def test_refused(tmp_path, cli, where, expected):
    assert cli("init", NAME, "--game", "knowledge", cwd=tmp_path).exit_code == 0
    run = cli("init", os.path.join(NAME, where) if where else NAME, "--game", "knowledge", cwd=tmp_path)
    assert run.exit_code in (1, 2)
    assert expected in _said(run)


def test_the_cd_of_the_hint_names_the_folder(tmp_path, cli):
    assert cli("init", NAME, "--game", "knowledge", cwd=tmp_path).exit_code == 0
    run = cli("init", os.path.join(NAME, "sub"), "--game", "knowledge", cwd=tmp_path)
    assert "run `cd $'v\\xff' && deckctl new deck decks/NAME --game knowledge`" in _said(run)


def test_a_file_in_the_way(tmp_path, cli):
    (tmp_path / NAME).write_text("x")
    run = cli("init", NAME, "--game", "knowledge", cwd=tmp_path)
    assert run.exit_code == 2
    assert "deckctl: error: v\\xff is a file, not a folder" in _said(run)


def test_inside_a_git_repository(tmp_path, cli):
    (tmp_path / NAME / ".git").mkdir(parents=True)
    said = _said(cli("init", os.path.join(NAME, "sub"), "--game", "knowledge", cwd=tmp_path))
    assert "note: v\\xff/sub lies inside the git repository whose top folder is v\\xff:" in said
