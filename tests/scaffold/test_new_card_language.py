"""`deckctl new card` writes its placeholders in the deck's language: German in a German deck
(Swiss German included), English otherwise; lint's `placeholder` rule flags either."""

from __future__ import annotations

import json

import pytest
import yaml


def _new_card(cli, root, game: str, language: str) -> tuple[dict, list]:
    assert cli("init", root, "--game", game, "--lang", language).exit_code == 0
    deck = root / "decks" / f"{game}-deck"
    card_file = sorted((deck / "cards").glob("*.yaml"))[-1]
    before = card_file.read_text(encoding="utf-8")
    run = cli("new", "card", deck)
    assert run.exit_code == 0, run.stderr
    [card] = yaml.safe_load(card_file.read_text(encoding="utf-8")[len(before):])
    lint = json.loads(cli("lint", "--format", "json", cwd=root).stdout)
    return card, lint


def _texts(value) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [t for key, v in value.items() if key not in ("id", "category", "area", "subject", "level", "kind", "value")
                for t in _texts(v)]
    if isinstance(value, list):
        return [t for v in value for t in _texts(v)]
    return []


@pytest.mark.parametrize("game, language", [("iknow", "de"), ("knowledge", "de-CH"), ("you-know-it", "de-AT")])
def test_a_german_deck_gets_german_placeholders_that_lint_flags(game, language, tmp_path, cli):
    card, lint = _new_card(cli, tmp_path, game, language)
    texts = _texts(card)
    assert texts and all(text.startswith("TODO: ") for text in texts)
    assert "TODO: wo die Angabe geprüft wurde" in texts
    assert not [text for text in texts if any(word in text for word in ("the ", "question", "answer", "clue"))]
    assert not [text for text in texts if "ß" in text]  # Swiss German writes ss
    flagged = [f for f in lint if f["code"] == "placeholder" and f["card_id"] == card["id"]]
    assert len(flagged) == len(texts)  # each text one finding
    assert not [f for f in lint if f["card_id"] == card["id"] and f["code"] != "placeholder"], lint


def test_an_english_deck_keeps_english_placeholders(tmp_path, cli):
    card, _ = _new_card(cli, tmp_path, "iknow", "en")
    assert card["answer"] == "TODO: the answer" and card["source"] == "TODO: where the fact was checked"
