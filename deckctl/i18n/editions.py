"""A deck's editions: the deck in its own language, then in each language it has a catalog for.

What the proof draws and lint's text-fits rule measures, in the same order. The catalogs are
listed by name first (`deckctl.i18n.locales`), so a deck without any never imports the catalog
machinery (Babel).
"""

from __future__ import annotations

from collections.abc import Iterator

from deckctl.core.deck import Deck
from deckctl.i18n.locales import languages


def editions(deck: Deck) -> Iterator[tuple[str, Deck]]:
    """(language, the deck in it): its own language first, then each catalog's, in name order. A
    catalog that cannot be read gives the deck itself back, and a refused translation keeps its
    cards' source texts: validate reports both."""
    for n, language in enumerate(edition_languages(deck)):
        yield language, deck if n == 0 else edition_in(deck, language)


def edition_languages(deck: Deck) -> list[str]:
    """The languages of `editions`, in its order, without translating the deck into any (a caller
    that draws only some of them parses only their catalogs)."""
    return [deck.manifest.language, *languages(deck)]


def edition_in(deck: Deck, language: str) -> Deck:
    """The deck in `language`, one of its catalogs' (`editions`' deck in it)."""
    from deckctl.i18n.apply import localize

    return localize(deck, language)[0]
