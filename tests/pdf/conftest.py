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
