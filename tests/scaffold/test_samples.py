"""The sample decks `deckctl init` writes are right: each card's value is the answer its back
gives, and a fresh repository checks without a single finding for every game."""

from __future__ import annotations

import re

import yaml

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
