"""`deckctl new card DECK --file cards/new.yaml` in a deck with no cards/ folder yet (every card to
come) failed with `cannot write cards/new.yaml: No such file or directory` (exit 74), though
`deckctl new card DECK` hints at that very --file. It makes the folder now, inside the deck and
never through a link; what stands where the folder would be is named."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import yaml


@pytest.fixture
def deck(tmp_path, init_repository) -> Path:
    init_repository(tmp_path, "iknow")
    deck = tmp_path / "decks" / "iknow-deck"
    shutil.rmtree(deck / "cards")
    return deck


def test_the_first_card_file_starts_the_cards_folder(deck, cli):
    hinted = cli("new", "card", ".", cwd=deck)
    assert hinted.exit_code == 1 and "--file cards/<name>.yaml" in hinted.stderr, hinted.stderr
    run = cli("new", "card", ".", "--file", "cards/new.yaml", cwd=deck)
    assert run.exit_code == 0, run.stderr
    assert run.stdout.startswith("cards/new.yaml:2: added card ")
    text = (deck / "cards" / "new.yaml").read_text(encoding="utf-8")
    assert text.startswith("# yaml-language-server: $schema=") and len(yaml.safe_load(text)) == 1
    assert cli("validate", ".", cwd=deck).exit_code == 0


def test_a_link_where_the_cards_folder_would_be_is_not_written_through(deck, cli, tmp_path):
    elsewhere = tmp_path / "elsewhere"
    (deck / "cards").symlink_to(elsewhere, target_is_directory=True)
    run = cli("new", "card", ".", "--file", "cards/new.yaml", cwd=deck)
    assert run.exit_code == 74 and "cards: a symbolic link is there" in run.stderr, run.stderr
    assert not elsewhere.exists()


def test_a_file_where_the_cards_folder_would_be_is_named(deck, cli):
    (deck / "cards").write_text("", encoding="utf-8")
    hinted = cli("new", "card", ".", cwd=deck)
    assert "cards is not a folder: move it aside, then --file cards/<name>.yaml starts one" in hinted.stderr
    run = cli("new", "card", ".", "--file", "cards/new.yaml", cwd=deck)
    assert run.exit_code == 74 and "cannot write cards: a file is there" in run.stderr, run.stderr
    assert (deck / "cards").read_text(encoding="utf-8") == ""


def test_the_folder_made_goes_again_when_the_file_cannot_be_written(deck, cli, monkeypatch):
    from deckctl.scaffold import new_card

    def full_disk(*_args):
        raise OSError(28, "No space left on device", "cards/new.yaml")

    monkeypatch.setattr(new_card, "write_new", full_disk)
    run = cli("new", "card", ".", "--file", "cards/new.yaml", cwd=deck)
    assert run.exit_code == 74 and "No space left on device" in run.stderr, run.stderr
    assert not (deck / "cards").exists()
