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
def test_every_sample_deck_checks_clean_in_each_language(game, lang, tmp_path, cli):
    """Not a warning: the first `deckctl lint` of a new repository has nothing to say, for every
    game and in both languages the samples are written in (Swiss German spelt apart)."""
    assert cli("init", tmp_path, "--game", game, "--lang", lang).exit_code == 0
    for command in ("validate", "lint"):
        checked = cli(command, "--format", "json", cwd=tmp_path)
        assert checked.exit_code == 0 and json.loads(checked.stdout) == [], (command, checked.stdout)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_wissens_spektrum_sample_seats_a_full_table(lang, tmp_path, cli):
    """Each area holds what six players' hands can never empty (the engine refuses less), and
    the sample plays at once."""
    assert cli("init", tmp_path, "--game", "wissens-spektrum", "--lang", lang).exit_code == 0
    deck = tmp_path / "decks" / "wissens-spektrum-deck"
    counts = {path.stem: len(yaml.safe_load(path.read_text(encoding="utf-8"))) for path in (deck / "cards").glob("*.yaml")}
    assert counts == {area: cards_needed(FULL_TABLE) for area in
                      ("general-knowledge", "geography", "history", "art", "natural-science", "sport")}
    run = cli("simulate", "--deck", deck, "-n", "2", "--players", "6", "--jobs", "1", cwd=tmp_path)
    assert run.exit_code == 0, run.stderr
