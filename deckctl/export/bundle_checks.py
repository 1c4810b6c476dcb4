"""What a deck folder is held to, held to a bundle too: a bundle is the other way a deck reaches
`play`, `simulate` and `replay`, and one written by hand (or by an older deckctl) must not get round
the checks `validate` makes. `load_bundle` calls these functions: `limit_problem` before the schema
(the deck limits of deckctl/core/deck_limits.py: list items, cards, and a text's length, twice a deck's: a bundle may be a translation),
`control_problem` too (a control character in a text, as `validate` refuses one), `model_problem`
after it (ids used twice, and what the game's models check beyond their shape, as a deck's
board.yaml is checked).

Seven cards of 100 KB texts in a bundle had made `play --bots` print 460 MB; a board whose start
space was 10^6 had ended `simulate` with an internal error.
"""

from __future__ import annotations

from deckctl.core.deck_limits import (
    ACCEPT,
    MAX_CARDS,
    MAX_TRANSLATED_TEXT_CHARS,
    list_too_long_message,
    lists_too_long,
    text_lengths,
    text_too_long_message,
    too_many_cards_message,
)
from deckctl.core.printable import REFUSED_CONTROLS, refused_character, texts_in

PLAYED = ("deck", "cards", "board")  # the parts of a bundle taken from the deck's files
# The characters `validate` refuses in a deck's texts (deckctl.validate.controls, a layer above this
# one: tests/engine/test_bundle_control_characters.py checks that the two agree): C0 but tab and
# line feed (CR among them), DEL, C1, and the bidirectional embeddings, overrides and isolates.


def limit_problem(bundle: dict) -> tuple[tuple, str] | None:
    """(JSON path, message) of the first part of `bundle` past a deck limit, else None."""
    cards = bundle.get("cards")
    if isinstance(cards, list) and len(cards) > MAX_CARDS:
        return ("cards", MAX_CARDS), too_many_cards_message()
    for path, length in text_lengths({key: bundle[key] for key in PLAYED if key in bundle}):
        if length > MAX_TRANSLATED_TEXT_CHARS:  # (a translation may run longer than its deck's text)
            return path, text_too_long_message(length, path[-1] == ACCEPT, MAX_TRANSLATED_TEXT_CHARS)
    for index, card in enumerate(cards if isinstance(cards, list) else ()):
        for path, items in lists_too_long(card, ("cards", index)):
            return path, list_too_long_message(items)
    return None


def control_problem(bundle: dict) -> tuple[tuple, str] | None:
    """(JSON path, message) of the first text of `bundle` holding a control character, in the words
    `validate` uses for a deck's text; else None. A terminal shows them escaped all the same, but
    a bundle is held to the rules of the deck it was built from."""
    for path, text in texts_in({key: bundle[key] for key in PLAYED if key in bundle}, ()):
        found = REFUSED_CONTROLS.search(text)
        if found is not None:
            return path, f"the text holds {refused_character(found.group())}"
    return None




def model_problem(model, bundle: dict) -> tuple[tuple, str] | None:
    """(JSON path, message) of the first problem the bundle's validated `model` has beyond its
    schema: a card id used twice (`duplicate-id` in a deck; a replay names cards by id), or its
    board's (as `board_problems` finds in a deck's board.yaml); else None."""
    first: dict[str, int] = {}
    for index, card in enumerate(bundle["cards"]):
        if card["id"] in first:
            return ("cards", index, "id"), f"id `{card['id']}` is already used by card {first[card['id']]}"
        first[card["id"]] = index
    board = getattr(model, "board", None)
    problems = board.problems() if board is not None and hasattr(board, "problems") else []
    for where, _code, message, _hint in problems:
        return ("board", *where), message
    return None
