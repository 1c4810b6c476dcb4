"""A catalog whose name is no language tag `--lang` takes (`x.po`, `de-12.po`: validate's
`catalog-name` error) gives the proof no edition: it had drawn every card in a language `x`, with a
switch to it, beside the error saying no command could ask for it. Its error is on the page."""

from __future__ import annotations

import pytest
from deckfactory import write_deck
from proofpage import read

from deckctl.i18n.locales import languages
from deckctl.validate.deck import load_deck


@pytest.mark.parametrize("name", ["x", "de-12", "DE"])
def test_a_misnamed_catalog_is_drawn_in_no_language(tmp_path, cli, name):
    deck = write_deck(tmp_path / "decks", "knowledge")
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    (deck / "locales" / f"{name}.po").write_bytes((deck / "locales" / "de.po").read_bytes())
    assert languages(load_deck(deck)) == ["de"]
    result = cli("proof", deck, "--out", tmp_path / "proof", "-j", "1")
    assert result.exit_code == 1, result.stderr  # (the catalog's error)
    page = read(tmp_path / "proof" / "index.html")
    assert {picture.language for card in page.cards for picture in card.pictures} == {"en", "de"}
    html = (tmp_path / "proof" / "index.html").read_text(encoding="utf-8")
    assert "catalog-name" in html and f"{name}.po" in html
