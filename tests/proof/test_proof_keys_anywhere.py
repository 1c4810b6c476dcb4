"""The proof's picture names (keys.py) are the same wherever the deck is checked out: a deck whose
print: section names a printer's profile hashed that profile's absolute path, so two checkouts of
the same deck got different keys, file names and proof pages."""

from __future__ import annotations

from pathlib import Path

import pytest

from deckctl.export.pdf.options import resolve
from deckctl.proof.keys import card_digests, card_key, deck_basis, deck_digest
from deckctl.validate.deck import load_deck
from deckfactory import MANIFESTS, write_deck

PROFILE = Path("/usr/share/color/icc/ghostscript/default_cmyk.icc")  # installed with Ghostscript

pytestmark = pytest.mark.skipif(not PROFILE.is_file(), reason="Ghostscript's CMYK profile is not installed")

PRINT = 'print: {pdfx: "4", icc_profile: art/cmyk.icc}\n'


def _keys(checkout: Path, profile: bytes = b"") -> list[str]:
    """The proof keys of every card of one small deck checked out at `checkout`."""
    deck_dir = write_deck(checkout, manifest=MANIFESTS["knowledge"] + PRINT)
    (deck_dir / "art").mkdir()
    (deck_dir / "art" / "cmyk.icc").write_bytes(profile or PROFILE.read_bytes())
    deck = load_deck(deck_dir)
    options = resolve(deck.manifest.print, deck.path)
    basis = deck_basis(deck, options, "en", 96)
    return [card_key(deck_digest(basis, []), card) for card in card_digests(deck)]


def test_same_keys_from_two_checkouts(tmp_path):
    assert _keys(tmp_path / "one") == _keys(tmp_path / "elsewhere" / "two")


def test_keys_follow_the_profiles_content(tmp_path):
    other = PROFILE.with_name("ps_cmyk.icc")
    if not other.is_file():
        pytest.skip("Ghostscript's second CMYK profile is not installed")
    assert _keys(tmp_path / "one") != _keys(tmp_path / "two", other.read_bytes())
