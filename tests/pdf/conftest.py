"""Small decks for the PDF tests, written into tmp_path."""

from __future__ import annotations

import pytest
from pdfread import knowledge_cards


@pytest.fixture
def load(tmp_path):
    """load(folder) -> a validated Deck (fails the test if the deck is invalid)."""
    from deckctl.validate.deck import validate

    def run(folder):
        result = validate([folder])
        assert result.ok, [str(d) for d in result.diagnostics]
        return result.decks[0]

    return run


@pytest.fixture
def knowledge_deck(make_deck, load):
    """A valid Knowledge? deck of 11 cards: more than one sheet of nine."""
    return load(make_deck("knowledge", cards=knowledge_cards(11)))


@pytest.fixture(scope="session")
def starters():
    """(deck folder name, language, the deck in it) for every starter deck in English and German,
    loaded once per test process."""
    from deckfactory import DECKS

    from deckctl.i18n.apply import localize
    from deckctl.validate.deck import validate

    found = []
    for folder in sorted(p.parent for p in DECKS.glob("*/deck.yaml")):  # (not .deckctl-cache)
        deck = validate([folder]).decks[0]
        found += [(folder.name, "en", deck), (folder.name, "de", localize(deck, "de")[0])]
    return found
