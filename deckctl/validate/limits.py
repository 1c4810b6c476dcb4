"""How large a deck deckctl checks: the length of one text, the items of a list in a card, the
cards of a deck and the bytes of its card files, each checked as the deck is loaded, before any
card is validated, so that a deck from a stranger never reaches the expensive work (laying out
texts for lint, `export pdf`, `build` and `proof`, writing catalogs) with more than that work can
take in 512 MB and 30 seconds. The limits themselves are in deckctl/core/deck_limits.py, where
loading a bundle (deckctl/export/bundle_checks.py) reads them too.

Measured on the starter decks in decks/ and the benchmark corpus (bench/corpus.py): the longest
text of any card is 372 characters (a `source`), a description 243; the largest deck deckctl is
built for, a Wissens-Spektrum deck twice the box, has 2,160 cards in about 1.7 MB of card files.
"""

from __future__ import annotations

from deckctl.core.deck_limits import (  # (kept in core: a bundle is held to them too)
    ACCEPT,
    MAX_CARDS,
    MAX_DECK_BYTES,
    MAX_LIST_ITEMS,
    MAX_TEXT_CHARS,
    list_too_long_message,
    lists_too_long,
    text_lengths,
    text_too_long_message,
    too_many_cards_message,
)
from deckctl.core.diagnostics import Diagnostic
from deckctl.core.source import SourceFile

# The words of each refusal, shared with `import sheet`, which checks a sheet's cells against these
# limits before it writes any card (deckctl/sheet/decklimits.py).
TEXT_HINT = "shorten it: a card's text is a few hundred characters (split a long list over several cards)"
LIST_HINT = ("a card's lists hold a few items each (its tags, accepted answers, terms, questions): "
             "keep the ones that matter, or split the card")
SPLIT_DECK_HINT = "split the deck into several decks (each its own deck.yaml)"


def too_many_bytes_message(detail: str) -> str:
    return f"the deck's card files hold more than {MAX_DECK_BYTES:,} bytes together ({detail})"


def long_texts(source: SourceFile) -> tuple[list[Diagnostic], set[int]]:
    """An error for each text of `source` longer than MAX_TEXT_CHARS, at the text and naming its
    card in a card file; and the indexes of the cards holding one (they are not validated)."""
    if source.data is None or len(source.text or "") <= MAX_TEXT_CHARS:
        return [], set()
    found, cards = [], set()
    in_cards = isinstance(source.data, list)
    for path, length in text_lengths(source.data):
        if length <= MAX_TEXT_CHARS:
            continue
        card = source.data[path[0]] if in_cards and path else None
        if in_cards and path:
            cards.add(path[0])
        found.append(source.error(path, "text-too-long", text_too_long_message(length, path[-1] == ACCEPT),
                                  TEXT_HINT, card_id=_card_id(card)))
    return found, cards


def long_lists(source: SourceFile) -> tuple[list[Diagnostic], set[int]]:
    """An error at each list of a card in the card file `source` that has more than MAX_LIST_ITEMS
    items, naming its card; and the indexes of the cards holding one (they are not validated)."""
    if not isinstance(source.data, list) or len(source.text or "") <= 2 * MAX_LIST_ITEMS:
        return [], set()  # (an item takes two characters at least: `1,`)
    found, cards = [], set()
    for index, card in enumerate(source.data):
        for path, items in lists_too_long(card, (index,)):
            cards.add(index)
            found.append(source.error(path, "list-too-long", list_too_long_message(items), LIST_HINT,
                                      card_id=_card_id(card)))
    return found, cards


def too_many_cards(source: SourceFile, before: int) -> Diagnostic | None:
    """The error at the first card of `source` past MAX_CARDS, `before` cards having been loaded
    from the deck's other files; None within the limit."""
    if not isinstance(source.data, list) or before + len(source.data) <= MAX_CARDS:
        return None
    index = max(MAX_CARDS - before, 0)
    card = source.data[index]
    return source.error((index,), "too-many-cards", too_many_cards_message(), SPLIT_DECK_HINT,
                        card_id=_card_id(card))


def too_many_bytes(display: str, size: int, before: int) -> Diagnostic | None:
    """The error for a card file of `size` bytes that takes the deck's card files, `before` bytes
    so far, over MAX_DECK_BYTES; None within the limit."""
    if before + size <= MAX_DECK_BYTES:
        return None
    return Diagnostic(display, 0, 0, "deck-too-large",
                      too_many_bytes_message(f"{before + size:,} with this file") + "; its cards are not read",
                      hint=SPLIT_DECK_HINT)


def _card_id(card) -> str:
    """The id a finding in `card` names: its `id` when that is text, else "" (also for `card` None:
    a finding outside the cards)."""
    card_id = card.get("id") if isinstance(card, dict) else None
    return card_id if isinstance(card_id, str) else ""
