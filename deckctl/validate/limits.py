"""How large a deck deckctl checks: the length of one text, the items of a list in a card, the
cards of a deck and the bytes of its card files, each checked as the deck is loaded, before any
card is validated, so that a deck from a stranger never reaches the expensive work (laying out
texts for lint, `export pdf`, `build` and `proof`, writing catalogs) with more than that work can
take in 512 MB and 30 seconds.

Measured on the starter decks in decks/ and the benchmark corpus (bench/corpus.py): the longest
text of any card is 372 characters (a `source`), a description 243; the largest deck deckctl is
built for, a Wissens-Spektrum deck twice the box, has 2,160 cards in about 1.7 MB of card files.
"""

from __future__ import annotations

from collections.abc import Iterator

from deckctl.core.diagnostics import Diagnostic
from deckctl.core.source import SourceFile
from deckctl.i18n.texts import ACCEPT_SEPARATOR

# One text (a string anywhere in a deck file; an `accept` list counts as one text, its answers
# joined by " | " as its catalog entry is): almost three times the longest real one, and more
# than a poker card's front holds even at 7 pt (a Knowledge? front of 990 characters needs 74 mm
# of its 61 mm box). A catalog writes a character as at most four (a line feed is `\n""`), so
# every text stays within the catalog's 20,000 characters a string (deckctl/i18n/limits.py) and
# can be translated. A text of 1.4 million words had taken `proof` 10.6 s and 1.6 GB.
MAX_TEXT_CHARS = 1_000
# Cards in one deck: above the 2,160 of the largest deck, and what `proof` (the most memory a
# card) and `i18n update` can take: 5,400 corpus cards of six questions took `proof` 513 MB and
# made a catalog of 72,833 texts (more than a catalog may hold, 50,000); 80,000 small cards took
# `lint` 21 s and `build` over a minute.
MAX_CARDS = 3_000
# The card files of one deck together: the cards' texts are what lint, export and proof lay out,
# about 100 MB of proof's memory for each MB of text whether it fits or not (3,000 cards of a
# 990-character text, 3.2 MB: `proof` 405 MB; 2,850 of them, 3.0 MB: 389 MB and 12 s). The
# 2,160-card deck has 1.7 MB; 3,000 cards of six questions about 2.3 MB.
MAX_DECK_BYTES = 3 * 1024 * 1024
# The items of one list in a card (`tags`, `accept`, `terms`, `questions`, a `value` list, or a
# list written where none is expected): the longest in decks/ and the corpus has 7 (an `accept`), a
# Wissens-Spektrum card 6 questions. Pydantic returns all of a card's errors at once: one card of
# 200,000 wrong tags took `validate` 7.3 s and 554 MB. Lists in lists multiply (questions holding
# `accept` lists), so the limit is low enough that their product stays small.
MAX_LIST_ITEMS = 100

ACCEPT = "accept"

# The words of each refusal, shared with `import sheet`, which checks a sheet's cells against these
# limits before it writes any card (deckctl/sheet/decklimits.py).
TEXT_HINT = "shorten it: a card's text is a few hundred characters (split a long list over several cards)"
LIST_HINT = ("a card's lists hold a few items each (its tags, accepted answers, terms, questions): "
             "keep the ones that matter, or split the card")
SPLIT_DECK_HINT = "split the deck into several decks (each its own deck.yaml)"


def text_too_long_message(length: int, accept: bool) -> str:
    what = "the accepted answers together are" if accept else "the text is"
    return f"{what} {length:,} characters long; a text may have at most {MAX_TEXT_CHARS:,}"


def list_too_long_message(items: int) -> str:
    return f"the list has {items:,} items; a list in a card may have at most {MAX_LIST_ITEMS:,}"


def too_many_cards_message() -> str:
    return f"the deck has more than {MAX_CARDS:,} cards: this is card {MAX_CARDS + 1:,}"


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


def text_lengths(value, path: tuple = ()) -> Iterator[tuple[tuple, int]]:
    """(path, characters) of every text in `value`; an `accept` list of texts is one text (the
    length MAX_TEXT_CHARS holds it to)."""
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for key, item in items:
        if isinstance(item, str):
            yield (*path, key), len(item)
        elif key == ACCEPT and isinstance(item, list) and item and all(isinstance(i, str) for i in item):
            yield (*path, key), sum(map(len, item)) + len(ACCEPT_SEPARATOR) * (len(item) - 1)
        elif isinstance(item, (dict, list)):
            yield from text_lengths(item, (*path, key))


def long_lists(source: SourceFile) -> tuple[list[Diagnostic], set[int]]:
    """An error at each list of a card in the card file `source` that has more than MAX_LIST_ITEMS
    items, naming its card; and the indexes of the cards holding one (they are not validated)."""
    if not isinstance(source.data, list) or len(source.text or "") <= 2 * MAX_LIST_ITEMS:
        return [], set()  # (an item takes two characters at least: `1,`)
    found, cards = [], set()
    for index, card in enumerate(source.data):
        for path, items in _long_lists(card, (index,)):
            cards.add(index)
            found.append(source.error(path, "list-too-long", list_too_long_message(items), LIST_HINT,
                                      card_id=_card_id(card)))
    return found, cards


def _long_lists(value, path: tuple) -> Iterator[tuple[tuple, int]]:
    """(path, items) of each list in `value` longer than MAX_LIST_ITEMS, in the order written;
    the lists inside one are not looked at (the card is not validated: one error says why)."""
    stack = [(value, path)]  # (iteratively: lists may nest 64 deep)
    while stack:
        value, path = stack.pop()
        if isinstance(value, list) and len(value) > MAX_LIST_ITEMS:
            yield path, len(value)
            continue
        items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
        stack.extend(reversed([(item, (*path, key)) for key, item in items if isinstance(item, (dict, list))]))


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
