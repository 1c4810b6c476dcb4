"""Every game has a face, and every face draws both sides of its cards on every card size."""

from __future__ import annotations

import importlib

import pytest
from pdfread import boxes

from deckctl import games
from deckctl.export.pdf import PdfOptions, check_fit, export_pdf


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_every_game_has_a_face(game_id):
    plugin = games.get(game_id)
    face = importlib.import_module(plugin.face)
    assert callable(face.front) and callable(face.back)


@pytest.mark.parametrize("game_id", games.GAME_IDS)
@pytest.mark.parametrize("size", ["poker", "mini", "tarot", "50x70"])
def test_faces_draw_every_card_on_every_size(make_deck, load, game_id, size):
    deck = load(make_deck(game_id))
    options = PdfOptions(card_size=size, mode="singles")
    assert check_fit(deck, options) == []
    found, sizes = boxes(export_pdf(deck, options))
    assert {key for key, _ in found} == {ref.id for ref in deck.cards}
    assert len(sizes) == 2 * len(deck.cards)


def test_the_footer_never_overflows(make_deck, load):
    """Deck and card ids are metadata: cut short on a small card, never an error."""
    long_id = "a-very-long-card-identifier-that-goes-on-and-on-and-on-for-ever-x"[:64]
    deck = load(make_deck("you-know-it", cards=f"- id: {long_id}\n  questions:\n"
                          + "".join(f"    - {{question: Q{i}?, answer: A{i}}}\n" for i in range(5))))
    assert check_fit(deck, PdfOptions(card_size="mini")) == []
