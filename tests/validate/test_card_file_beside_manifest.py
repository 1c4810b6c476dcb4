"""A card file lying in a deck's folder beside its deck.yaml (decks/x/q2.yaml next to
decks/x/cards/) was passed over without a word by validate, lint and build: only a folder with no
deck.yaml was looked at for loose card files, and the lint hook, naming the file, reported 0
errors. Each such file (YAML read as a list of cards with ids) is now a `misplaced-card-file`
error naming it, the hint saying to move it into cards/; a notes.yaml stays nobody's business."""

from __future__ import annotations

import pytest
from deckfactory import VALID_CARDS, write_deck

OTHER_CARDS = VALID_CARDS["knowledge"].replace("id: ", "id: other-")


@pytest.fixture
def deck(tmp_path, monkeypatch):
    (tmp_path / ".git").mkdir()
    deck = write_deck(tmp_path / "decks", name="x")
    (deck / "notes.yaml").write_text("owner: the quiz team\n- not: cards\n", encoding="utf-8")
    (deck / "todo.yaml").write_text("# ideas\n- more cards\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    return deck


@pytest.mark.parametrize("command", [["validate"], ["lint"], ["build"], ["lint", "decks/x/q2.yaml"]])
def test_a_card_file_beside_deck_yaml_is_an_error(cli, deck, command):
    (deck / "q2.yaml").write_text(OTHER_CARDS, encoding="utf-8")
    run = cli(*command)
    assert run.exit_code == 1, run.stdout + run.stderr
    out = run.stdout + run.stderr
    assert "decks/x/q2.yaml: error: this card file is not read" in out and "[misplaced-card-file]" in out
    assert "hint: move it into decks/x/cards/ (`git mv decks/x/q2.yaml decks/x/cards/q2.yaml`)" in out


def test_one_misnamed_or_named_as_a_card_file_there_says_so(cli, deck):
    (deck / "q3.yml").write_text(OTHER_CARDS, encoding="utf-8")
    (deck / "cards.yaml").write_text(OTHER_CARDS, encoding="utf-8")
    run = cli("validate")
    assert run.exit_code == 1
    assert "hint: move its cards into decks/x/cards/cards.yaml, which exists already" in run.stdout
    assert "`git mv decks/x/q3.yml decks/x/cards/q3.yaml`" in run.stdout


def test_notes_beside_deck_yaml_pass(cli, deck):
    run = cli("validate")
    assert run.exit_code == 0, run.stdout
