"""Which cards a drawing set every text of, in a language, with no problem: left for lint's
`text-fits`, which would otherwise lay each of them out again to learn the same.

A proof draws every card of a deck before it lints the deck (deckctl/proof/site.py), and the
drawing sets each text as `export pdf` sets it, finding what `text-fits` finds: a text that does
not fit even at the smallest size, or a character the font cannot draw. Whether a text fits at
all does not depend on the deck's growth (its box is laid out from the ungrown texts,
`parts.rule_gap`; a text fits at some size down to its smallest or at none), so a card the drawing
set without a problem is one `text-fits` finds nothing on. Only a drawing that found no problem at
all notes its cards: a shared part's or a label's problem is reported with the first card that
prints it (`record.problems_of`, `document.once_per_label`), so the others would look clean.

Kept by (the localized deck, its language, the card size), the deck weakly: a new translation
of the deck is a new object, which nothing vouches for. Emptied by `forget`, as lint does after
each deck; the editions of a few decks kept.
"""

from __future__ import annotations

import weakref

_noted: dict[tuple, list] = {}  # (id of the deck, language, card mm) -> [the deck (weakly), ids of its refs]
_KEPT = 16


def note(deck, language: str, card_mm: tuple[float, float], refs) -> None:
    """The cards of `refs` (the deck's card refs) were drawn in `language` at `card_mm` by a
    drawing that found no problem."""
    key = (id(deck), language, *card_mm)
    kept = _noted.get(key)
    if kept is None or kept[0]() is not deck:
        if len(_noted) >= _KEPT:
            _noted.clear()
        kept = _noted[key] = [weakref.ref(deck), set()]
    kept[1].update(id(ref) for ref in refs)


def fitting(deck, language: str, card_mm: tuple[float, float]) -> set[int]:
    """The ids of the card refs of `deck` a problem-free drawing set in `language` at `card_mm`
    (`note`); empty where none was drawn so."""
    kept = _noted.get((id(deck), language, *card_mm))
    if kept is None or kept[0]() is not deck:
        return set()
    return kept[1]


def forget() -> None:
    _noted.clear()


def noted_places(deck, language: str, card_mm: tuple[float, float]) -> list[int]:
    """Where in `deck.cards` the cards `fitting` holds are: what a process that drew some of them
    hands back to the one that lints the deck (`note_places`), which holds the same deck."""
    drawn = fitting(deck, language, card_mm)
    return [n for n, ref in enumerate(deck.cards) if id(ref) in drawn] if drawn else []


def note_places(deck, language: str, card_mm: tuple[float, float], places: list[int]) -> None:
    """`note` the cards at these places of `deck.cards` (`noted_places` in another process)."""
    if places:
        note(deck, language, card_mm, (deck.cards[n] for n in places))
