"""`deckctl init --lang de` (and `new deck --lang de`) wrote `language: de` above English sample
cards, so lint, hyphenation and answer-in-question took English text for German. A German deck
now gets German samples that check clean; any other language without samples keeps the English
ones, and the command says so."""

from __future__ import annotations

import json
import re

import pytest
import yaml

from deckctl import games


def _texts(deck) -> str:
    return "\n".join(path.read_text(encoding="utf-8") for path in sorted((deck / "cards").glob("*.yaml")))


@pytest.mark.parametrize("game", games.GAME_IDS)
def test_a_german_deck_gets_german_samples_that_check_clean(game, tmp_path, cli):
    target = tmp_path / "repo"
    run = cli("init", target, "--game", game, "--lang", "de")
    assert run.exit_code == 0, run.stderr
    assert "in English" not in run.stderr
    deck = target / "decks" / f"{game}-deck"
    english = {"Who ", "What ", "Which ", "How many", "The colour", "The first letter"}
    assert not [word for word in english if word in _texts(deck)]
    assert any(word in _texts(deck) for word in ("Wie viele", "Welche", "Wer "))
    manifest = yaml.safe_load((deck / "deck.yaml").read_text(encoding="utf-8"))
    assert manifest["language"] == "de" and manifest["title"].startswith("Mein Deck")
    for command in ("validate", "lint"):
        checked = cli(command, "--format", "json", cwd=target)
        assert checked.exit_code == 0 and [f["code"] for f in json.loads(checked.stdout)] == [], checked.stdout
    assert cli("fmt", "--check", "decks", cwd=target).exit_code == 0


def test_a_regional_german_deck_added_by_new_deck_is_german_too(tmp_path, cli):
    assert cli("init", tmp_path, "--game", "iknow").exit_code == 0
    run = cli("new", "deck", "decks/quiz", "--game", "you-know-it", "--lang", "de-DE", cwd=tmp_path)
    assert run.exit_code == 0, run.stderr
    assert "TODO: wo die Angabe geprüft wurde" in _texts(tmp_path / "decks" / "quiz")  # (its cards to fill in)


def test_another_language_keeps_the_english_samples_and_says_so(tmp_path, cli):
    run = cli("init", tmp_path / "repo", "--game", "knowledge", "--lang", "fr")
    assert run.exit_code == 0, run.stderr
    assert "note: the sample cards are in English; replace them with cards in fr" in run.stderr
    assert "How many moons" in _texts(tmp_path / "repo" / "decks" / "knowledge-deck")
    added = cli("new", "deck", "decks/quiz", "--game", "iknow", "--lang", "fr", cwd=tmp_path / "repo")
    assert "note: the placeholder texts are in English; write the cards in fr" in added.stderr
    english = cli("new", "deck", "decks/more", "--game", "iknow", "--lang", "en-GB", cwd=tmp_path / "repo")
    assert "in English" not in english.stderr


_GERMAN_NUMBERS = {"keinen": 0, "einen": 1, "zwei": 2, "drei": 3, "vier": 4, "fünf": 5}
_GERMAN_COLOURS = {"rot": "red", "gelb": "yellow", "grün": "green", "blau": "blue", "weiß": "white"}


def test_german_knowledge_values_are_the_answers_on_their_backs(tmp_path, cli):
    assert cli("init", tmp_path, "--game", "knowledge", "--lang", "de").exit_code == 0
    cards = yaml.safe_load(_texts(tmp_path / "decks" / "knowledge-deck"))
    for card in cards:
        answer = card["back"].replace(";", ",").replace(".", ",").split(",")[0]
        values = set(card["value"]) if isinstance(card["value"], list) else {card["value"]}
        if card["category"] == "letter":  # the German initial (Chile, Estland), not the English one
            assert {word[0] for word in answer.split() if word[0].isupper()} == values, card["id"]
        elif card["category"] == "colour":
            assert {_GERMAN_COLOURS[answer.split()[0].lower()]} == values, card["id"]
        else:
            assert {_GERMAN_NUMBERS[answer.split()[0].lower()]} == values, card["id"]


def test_swiss_german_samples_are_written_without_eszett(tmp_path, cli):
    # (Switzerland and Liechtenstein write ss: `Weiss`, `Fussball`)
    assert cli("init", tmp_path, "--game", "knowledge", "--lang", "de-CH").exit_code == 0
    texts = _texts(tmp_path / "decks" / "knowledge-deck")
    assert "ß" not in texts and "back: Weiss;" in texts
    lint = cli("lint", "--format", "json", cwd=tmp_path)
    assert lint.exit_code == 0 and json.loads(lint.stdout) == []


def test_titles_in_german_samples_are_typed_with_straight_quotes(tmp_path, cli):
    # (the export sets them as the deck's language prints them; typed „“ would stay German everywhere)
    assert cli("init", tmp_path, "--game", "wissens-spektrum", "--lang", "de").exit_code == 0
    texts = _texts(tmp_path / "decks" / "wissens-spektrum-deck")
    assert 'Wer malte die "Mona Lisa"?' in texts and "„" not in texts


def test_a_german_repository_gets_a_german_readme_and_author_placeholder(tmp_path, cli):
    """`init --lang de` wrote German cards beside an English README and `authors: [your name]`."""
    target = tmp_path / "repo"
    assert cli("init", target, "--game", "knowledge", "--lang", "de-CH").exit_code == 0
    readme = (target / "README.md").read_text(encoding="utf-8")
    assert readme.startswith("# Decks für Knowledge?\n") and "## An den Karten arbeiten" in readme
    assert "Getting started" not in readme and "ß" not in readme  # (Swiss German spells it ss)
    assert re.search(r"\ndeckctl new card decks/knowledge-deck +# eine neue Karte", readme)  # (the commands as in English)
    manifest = yaml.safe_load((target / "decks" / "knowledge-deck" / "deck.yaml").read_text(encoding="utf-8"))
    assert manifest["authors"] == ["dein Name"]

    beside = tmp_path / "own"  # (a folder with its own README: deckctl's notes go to decks/README.md)
    beside.mkdir()
    (beside / "README.md").write_text("Mine\n", encoding="utf-8")
    assert cli("init", beside, "--game", "iknow", "--lang", "de").exit_code == 0
    notes = (beside / "decks" / "README.md").read_text(encoding="utf-8")
    assert "Diese Seite liegt in `decks/`" in notes and "## Erste Schritte" in notes

    english = tmp_path / "english"
    assert cli("init", english, "--game", "knowledge").exit_code == 0
    assert "## Getting started" in (english / "README.md").read_text(encoding="utf-8")
    assert "authors: [your name]" in (english / "decks" / "knowledge-deck" / "deck.yaml").read_text(encoding="utf-8")
