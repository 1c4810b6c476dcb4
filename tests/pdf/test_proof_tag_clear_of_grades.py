"""On a card too small for a level's grades under its badge (I know! on mini cards and smaller),
the grades go to the footer's right, and the proofing tag (`--proof`) at its left keeps clear of
them: the two had been printed over each other, neither readable (found by a print shop's audit)."""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest

from deckfactory import REPO as ROOT

from deckctl.export.pdf import PdfOptions, export_pdf

pytestmark = pytest.mark.skipif(shutil.which("pdftotext") is None, reason="poppler's pdftotext is not installed")


def _pages(pdf: bytes, tmp_path) -> list[list[tuple[float, float, float, float, str]]]:
    """Each page's words with their boxes, as poppler finds them."""
    path = tmp_path / "cards.pdf"
    path.write_bytes(pdf)
    xml = subprocess.run(["pdftotext", "-bbox", str(path), "-"], capture_output=True, text=True, check=True).stdout
    return [[(float(x0), float(y0), float(x1), float(y1), word) for x0, y0, x1, y1, word in
             re.findall(r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>', page)]
            for page in xml.split("<page ")[1:]]


@pytest.mark.parametrize("size", ["mini", "40x60"])
def test_the_proof_tag_and_the_grades_do_not_overlap(size, tmp_path):
    from deckctl.validate.deck import validate

    deck = validate([ROOT / "decks" / "i-know-starter"]).decks[0]
    cards = {"math-a-001", "history-b-001", "science-c-001", "geography-d-001"} & {ref.id for ref in deck.cards}
    pdf = export_pdf(deck, PdfOptions(card_size=size, proof=True), only=cards)
    pages = _pages(pdf, tmp_path)
    words = [word for page in pages for *_, word in page]
    assert "grades" in words and cards & set(words)  # (the tag cut to the card's id: all there is room for)
    overlaps = [(a[4], b[4]) for page in pages for n, a in enumerate(page) for b in page[n + 1:]
                if min(a[2], b[2]) - max(a[0], b[0]) > 0.5 and min(a[3], b[3]) - max(a[1], b[1]) > 1]
    assert overlaps == []
