"""iKNOW has four categories (people, the world around us, products and works, phenomena and
events: its rulebook and its card model): `init`'s sample deck has a card in each, and `new deck`
writes a card to fill in for each, as it does for every kind of card of the other games."""

from __future__ import annotations

import pytest
import yaml

from deckctl.games.iknow.rules import CATEGORIES


def categories(card_file) -> list[str]:
    return [card["category"] for card in yaml.safe_load(card_file.read_text(encoding="utf-8"))]


@pytest.mark.parametrize("lang", ["en", "de", "de-CH"])
def test_init_and_new_deck_give_iknow_a_card_in_every_category(tmp_path, cli, lang):
    repo = tmp_path / "repo"
    assert cli("init", repo, "--game", "iknow", "--lang", lang).exit_code == 0
    assert categories(repo / "decks" / "iknow-deck" / "cards" / "sample.yaml") == list(CATEGORIES)
    assert cli("new", "deck", "decks/two", "--game", "iknow", "--lang", lang, cwd=repo).exit_code == 0
    assert categories(repo / "decks" / "two" / "cards" / "sample.yaml") == list(CATEGORIES)

    assert cli("lint", "--strict", "decks/iknow-deck", cwd=repo).exit_code == 0  # (the samples: not a warning)
    assert cli("fmt", "--check", "decks", cwd=repo).exit_code == 0
