"""Every game has a face, and every face draws both sides of its cards on every card size."""

from __future__ import annotations

import importlib

import pytest
from pdfread import boxes, by_proof_tag

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
    options = PdfOptions(card_size=size, mode="singles", proof=True)
    assert check_fit(deck, options) == []
    found, sizes = boxes(export_pdf(deck, options), by_proof_tag(ref.id for ref in deck.cards))
    assert {key for key, _ in found} == {ref.id for ref in deck.cards}
    assert len(sizes) == 2 * len(deck.cards)


def test_the_proof_tag_never_overflows(make_deck, load):
    """Deck and card ids are metadata: cut short on a small card, never an error."""
    long_id = "a-very-long-card-identifier-that-goes-on-and-on-and-on-for-ever-x"[:64]
    deck = load(make_deck("you-know-it", cards=f"- id: {long_id}\n  questions:\n"
                          + "".join(f"    - {{question: Q{i}?, answer: A{i}}}\n" for i in range(5))))
    assert check_fit(deck, PdfOptions(card_size="mini", proof=True)) == []


def _extracted(data: bytes) -> str:
    import io

    from pypdf import PdfReader

    return "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(data)).pages)


def _streams(data: bytes) -> list[bytes]:
    """The content of every page and every form drawn on it."""
    import io

    from pypdf import PdfReader

    out = []
    for page in PdfReader(io.BytesIO(data)).pages:
        out.append(page.get_contents().get_data())
        for form in (page["/Resources"].get("/XObject") or {}).values():
            out.append(form.get_object().get_data())
    return out


def test_a_retail_print_carries_only_what_is_on_the_card(knowledge_deck):
    """No proof tag, no invisible text: everything a PDF tool extracts is printed on a card."""
    data = export_pdf(knowledge_deck, PdfOptions())
    text = _extracted(data)
    assert "Question number 3 about" in text.replace("\n", " ")
    for hidden in ("test-deck", "card-003", "1.0.0", "deckctl-box"):
        assert hidden not in text
    for stream in _streams(data):
        assert b" Tr" not in stream  # only the default render mode: filled, visible glyphs


def test_proof_tags_name_deck_card_version_and_the_source_date(knowledge_deck, monkeypatch):
    monkeypatch.delenv("SOURCE_DATE_EPOCH", raising=False)
    plain = _extracted(export_pdf(knowledge_deck, PdfOptions(proof=True)))
    assert "test-deck · card-003 · 1.0.0\n" in plain + "\n" and "2026" not in plain
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1767268800")  # 2026-01-01 12:00 UTC
    first = export_pdf(knowledge_deck, PdfOptions(proof=True))
    assert "test-deck · card-003 · 1.0.0 · 2026-01-01" in _extracted(first)
    assert export_pdf(knowledge_deck, PdfOptions(proof=True)) == first  # a date, not the clock
