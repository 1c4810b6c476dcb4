"""A card id used twice (validate's `duplicate-id` error) in a proof: both cards are listed, the
first drawn, the second with its error. The pictures drawn for an id were handed to the cards of
that id still to draw, one each: the second card, not drawn, left one too many (IndexError, exit 70)."""

from __future__ import annotations

import pytest
from deckfactory import MANIFESTS, VALID_CARDS, write_deck
from proofpage import read


@pytest.mark.parametrize("art", [False, True], ids=["svg", "rasters"])  # (a deck with art: its PDF's pages)
def test_a_repeated_card_id_is_listed_twice_with_its_finding(tmp_path, cli, art):
    cards = VALID_CARDS["knowledge"]
    first = "- id: " + cards.split("- id: ")[1]
    manifest = MANIFESTS["knowledge"] + ("print:\n  back_art: back.png\n" if art else "")
    deck = write_deck(tmp_path, "knowledge", {"a.yaml": cards, "b.yaml": first}, manifest)
    if art:
        from PIL import Image

        Image.new("RGB", (63, 88), (200, 30, 30)).save(deck / "back.png")
    result = cli("proof", deck, "--out", tmp_path / "site", "-j", "1", cwd=tmp_path)
    assert result.exit_code == 1 and result.exception is None, result.stderr  # (the deck has an error)
    page = read(tmp_path / "site" / "index.html")
    repeated = page.cards[0].id
    assert [card.id for card in page.cards].count(repeated) == 2 and len(page.cards) == cards.count("- id: ") + 1
    original, copy = page.cards[0], page.cards[-1]
    assert [p.side for p in original.pictures] == ["front", "back"] and not original.missing
    assert copy.id == repeated and copy.missing and not copy.pictures
    assert [f["data-rule"] for f in copy.findings if f["data-severity"] == "error"] == ["duplicate-id"]
    assert all(card.pictures for card in page.cards[:-1])
