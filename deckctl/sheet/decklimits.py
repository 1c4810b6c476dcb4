"""The deck limits (deckctl/validate/limits.py) checked on a sheet's cells, before any card is written.

Writing a card through the comment-keeping YAML writer is the slow part of an import: a sheet of
250 rows, each with a text of 32,767 characters (a cell may hold that many), spent 7 to 10 s
writing 8 MB of cards that the deck's limits then refused, without naming a cell. Here each
refusal names the cell: a text or a list longer than a card may hold (the cell is left out, as a
bad cell is, and the rest of the sheet is merged and checked), and the row that takes the deck
past its cards or its bytes (then nothing is merged).
"""

from __future__ import annotations

from deckctl.core.diagnostics import Diagnostic
from deckctl.sheet.columns import ID
from deckctl.sheet.table import Place, SheetCard
from deckctl.validate.limits import (ACCEPT, LIST_HINT, MAX_CARDS, MAX_DECK_BYTES, MAX_LIST_ITEMS, MAX_TEXT_CHARS,
                                     SPLIT_DECK_HINT, TEXT_HINT, list_too_long_message, text_lengths,
                                     text_too_long_message, too_many_bytes_message, too_many_cards_message)


def long_cells(cards: list[SheetCard]) -> list[Diagnostic]:
    """An error at each cell whose text, or list, is longer than a card may hold; its value is
    taken out of its card (the field is left as it is)."""
    found = []
    for card in cards:
        for path, value in list(card.values.items()):
            error = _cell_error(path, value)
            if error:
                place = card.places.get(path, card.id_place)
                found.append(place.diagnostic(*error, card.id))
                del card.values[path]
    return found


def _cell_error(path: tuple, value) -> tuple[str, str, str] | None:
    if isinstance(value, list) and len(value) > MAX_LIST_ITEMS:
        return "list-too-long", list_too_long_message(len(value)), LIST_HINT
    # (measured as validation measures it: an `accept` list is one text)
    where, longest = max(text_lengths({path[-1]: value}), key=lambda found: found[1], default=((), 0))
    if longest > MAX_TEXT_CHARS:
        return "text-too-long", text_too_long_message(longest, where[-1] == ACCEPT), TEXT_HINT
    return None


def deck_too_large(cards: list[SheetCard], deck_cards: list[dict], prune: bool) -> Diagnostic | None:
    """The error at the row that takes the merged deck past MAX_CARDS cards, or past
    MAX_DECK_BYTES bytes of card files; None within both.

    `deck_cards` are the deck's cards as loaded. The bytes counted are those of every text and key
    the merged cards hold (each string once), fewer than their YAML takes: a deck refused here is
    refused by validation too, and one that passes is checked there all the same.
    """
    in_sheet = {card.id for card in cards}
    staying = deck_cards if not prune else [c for c in deck_cards if c.get(ID) in in_sheet]
    count = len(staying)
    by_id = {c.get(ID): c for c in deck_cards}
    seen: set[int] = set()
    total = sum(_bytes(c, (), set(), seen) for c in staying if c.get(ID) not in in_sheet)
    for card in cards:
        old = by_id.get(card.id)
        if old is None:
            count += 1
            if count > MAX_CARDS:
                return card.id_place.diagnostic("too-many-cards", too_many_cards_message(), SPLIT_DECK_HINT, card.id)
        else:  # the fields the sheet does not set are kept
            total += _bytes(old, (), set(card.values), seen)
        total += sum(_bytes(value, (), set(), seen) for value in card.values.values())
        if total > MAX_DECK_BYTES:
            return _largest_cell(card).diagnostic(
                "deck-too-large", too_many_bytes_message(f"{total:,} at least with the cards up to this row") +
                "; nothing is merged", SPLIT_DECK_HINT, card.id)
    return None


def _bytes(value, path: tuple, skipped: set, seen: set[int]) -> int:
    """The UTF-8 bytes of the keys and texts in `value`, the paths in `skipped` left out; a text
    or list met before (a YAML alias) counted once."""
    if path in skipped or id(value) in seen:
        return 0
    if isinstance(value, str):
        if len(value) > 1:  # (one-character strings are shared by Python: never counted as aliases)
            seen.add(id(value))
        return len(value.encode("utf-8"))
    if isinstance(value, dict):
        seen.add(id(value))
        return sum(len(str(k).encode("utf-8")) + _bytes(v, (*path, k), skipped, seen) for k, v in value.items())
    if isinstance(value, list):
        seen.add(id(value))
        return sum(_bytes(v, (*path, i), skipped, seen) for i, v in enumerate(value))
    return 0


def _largest_cell(card: SheetCard) -> Place:
    texts = [(len(str(value)), path) for path, value in card.values.items()
             if value is not None and path in card.places]
    return card.places[max(texts, key=lambda text: text[0])[1]] if texts else card.id_place
