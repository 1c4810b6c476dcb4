"""The sample decks `deckctl init` writes are right: each card's value is the answer its back
gives, and a fresh repository checks without a single finding for every game."""

from __future__ import annotations

import json
import re

import pytest
import yaml

from deckctl import games
from deckctl.games.wissens_spektrum.piles import cards_needed
from deckctl.games.wissens_spektrum.playable import FULL_TABLE
from deckctl.scaffold import templates

_NUMBERS = ("zero", "none", "one", "two", "three", "four", "five")
_NUMBER_VALUE = {"zero": 0, "none": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}


def _answer(back: str) -> str:
    """The answer a sample card's back starts with: the words before its first comma, semicolon or full stop."""
    return re.split(r"[,;.]", back, maxsplit=1)[0]


def test_knowledge_sample_values_are_the_answers_on_their_backs(tmp_path, cli):
    assert cli("init", tmp_path, "--game", "knowledge").exit_code == 0
    text = (tmp_path / "decks" / "knowledge-deck" / "cards" / "sample.yaml").read_text(encoding="utf-8")
    cards = yaml.load(text, Loader=yaml.CSafeLoader)
    assert {card["category"] for card in cards} == {"number", "letter", "colour"}
    for card in cards:
        answer = _answer(card["back"])
        values = set(card["value"]) if isinstance(card["value"], list) else {card["value"]}
        if card["category"] == "letter":  # the initial of the answer (of each of its names, for a list)
            assert {word[0] for word in answer.split() if word[0].isupper()} == values, card["id"]
        elif card["category"] == "colour":
            assert {answer.split()[0].lower()} == values, card["id"]
        else:
            first = answer.split()[0].lower()
            assert first in _NUMBERS and {_NUMBER_VALUE[first]} == values, card["id"]


@pytest.mark.parametrize("lang", ["en", "de", "de-CH"])
@pytest.mark.parametrize("game", games.GAME_IDS)
def test_every_sample_deck_checks_without_a_finding(game, lang, tmp_path, cli):
    """The first `deckctl validate` and `lint` of a new repository say nothing, for every game and
    in each language the samples are written in (Swiss German without ß)."""
    assert cli("init", tmp_path, "--game", game, "--lang", lang).exit_code == 0
    for command in ("validate", "lint"):
        checked = cli(command, "--format", "json", cwd=tmp_path)
        assert checked.exit_code == 0 and json.loads(checked.stdout) == [], (command, checked.stdout)
    if lang == "de-CH":
        assert "ß" not in "".join(path.read_text(encoding="utf-8") for path in tmp_path.glob("decks/*/cards/*.yaml"))


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_wissens_spektrum_sample_seats_six_from_the_starter_deck(lang, tmp_path, cli):
    """Each area holds the cards six players need: the sample's own card, then starter deck cards
    of that area (German ones as the starter deck's catalog translates them), read from the
    starter deck deckctl ships rather than kept as a second copy; and the deck plays at once."""
    assert cli("init", tmp_path, "--game", "wissens-spektrum", "--lang", lang).exit_code == 0
    deck = tmp_path / "decks" / "wissens-spektrum-deck"
    written = {path.stem: yaml.safe_load(path.read_text(encoding="utf-8")) for path in (deck / "cards").glob("*.yaml")}
    assert {area: len(cards) for area, cards in written.items()} == {
        area: cards_needed(FULL_TABLE) for area in
        ("general-knowledge", "geography", "history", "art", "natural-science", "sport")}

    samples = {name.removesuffix(".yaml"): yaml.safe_load(text)
               for name, text in templates.card_files("wissens-spektrum", lang).items()}
    assert all(len(cards) == 1 for cards in samples.values())  # (the templates keep one card an area)
    starter = _starter("de" if lang == "de" else None)
    for area, cards in written.items():
        assert cards[0] == samples[area][0]
        for card in cards[1:]:
            assert card["area"] == area and card == starter[card["id"]], card["id"]
    run = cli("simulate", "--deck", deck, "-n", "2", "--players", "6", "--jobs", "1", cwd=tmp_path)
    assert run.exit_code == 0, run.stderr


def _starter(lang: str | None) -> dict[str, dict]:
    """The starter deck's cards by id as written, in English, or with the texts its catalog gives
    `lang` (German quotation marks typed straight)."""
    from deckctl.i18n.apply import localize
    from deckctl.io.resources import starter_deck
    from deckctl.validate.deck import load_deck

    deck = load_deck(starter_deck("wissens-spektrum"))
    shown = localize(deck, lang)[0] if lang else deck
    cards = {}
    for ref, translated in zip(deck.cards, shown.cards):
        raw = ref.source.data[ref.index]
        data = translated.card.model_dump(exclude_none=True)
        cards[ref.id] = {**raw, "questions": [{key: _straight(data["questions"][n][key]) for key in question}
                                              for n, question in enumerate(raw["questions"])]}
    return cards


def _straight(text):
    """German quotation marks as a German deck's sources type them (test_titles_in_german_samples_...)."""
    if isinstance(text, list):
        return [_straight(item) for item in text]
    return text.replace("„", '"').replace("“", '"')
