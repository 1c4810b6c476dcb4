"""How large a deck's texts, lists and cards may be: the limits a deck folder is held to as it is
loaded (deckctl/validate/limits.py, with the files' own limits) and a bundle as it is read for
playing (deckctl/export/bundle_checks.py), so a bundle is no way round them.
"""

from __future__ import annotations

from collections.abc import Iterator

ACCEPT_SEPARATOR = " | "  # an accept list as one text: its items joined by this (its catalog entry too)

# One text (a string anywhere in a deck file; an `accept` list counts as one text, its answers
# joined by " | " as its catalog entry is): almost three times the longest real one, and more
# than a poker card's front holds even at 7 pt (a Knowledge? front of 990 characters needs 74 mm
# of its 61 mm box). A catalog writes a character as at most four (a line feed is `\n""`), so
# every text stays within the catalog's 20,000 characters a string (deckctl/i18n/limits.py) and
# can be translated. A text of 1.4 million words had taken `proof` 10.6 s and 1.6 GB.
MAX_TEXT_CHARS = 1_000
# One translated text (a catalog's msgstr, as validate and every edition take it) and so one text of
# a bundle given to `play`, `simulate` or `replay`, which may be a translation: twice a deck's text,
# since a translation runs longer than its source (German about a third; `i18n pseudo`'s catalog,
# made to test that, 40 %). A catalog string may hold 20,000 characters (deckctl/i18n/limits.py).
MAX_TRANSLATED_TEXT_CHARS = 2 * MAX_TEXT_CHARS
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
# Catalogs in one deck's `locales/` (`*.po`: its languages, the pseudo-locale's included): the
# starter decks have 2. Each is read by validate and built by `build` as a whole edition: the
# Knowledge? starter deck with 100 header-only catalogs took `build -j 1` 26 to 32 s, 100 editions
# built; 32 covers a deck in every official language of the EU and then some.
MAX_CATALOGS = 32
# The catalogs of one deck together, from their sizes: each may have 16 MiB (MAX_CATALOG_BYTES,
# deckctl/i18n/limits.py: the pseudo catalog of a deck at MAX_DECK_BYTES), and 8 such catalogs
# (30,570 entries each) took `validate` 57 s and 273 MB; 32 would take some 4 minutes. Three times
# one: that pseudo catalog and four translations of the same deck (a translation's catalog is
# about 2.5 times its card files), or the 2,160-card deck (catalogs of about 4.5 MB) in ten languages.
MAX_DECK_CATALOG_BYTES = 48 * 1024 * 1024
# Card files in one deck's `cards/`: one card a file at most fills MAX_CARDS. Counted as the deck
# is found, before any file is read; the files past it are not read. 20,000 card files of `[]`
# (60 KB in all, no card) took `validate` 18 s, `lint` 39 s and `fmt --check` over 120 s.
MAX_CARD_FILES = MAX_CARDS
# Folders below a folder deckctl searches for decks, and below a deck folder (art in folders of
# folders included): os.walk recursed, so about 990 nested folders ended every command with an
# internal error; 32 is far deeper than any deck's art.
MAX_FOLDER_DEPTH = 32
# Files and folders in one deck folder, every one of which a deck's cache key covers (a deck reads
# its art from anywhere in it): the 2,160-card deck with art for each card has about 4,400. 50,000
# empty files had cost every run 7 s.
MAX_DECK_ENTRIES = 20_000

ACCEPT = "accept"


def text_too_long_message(length: int, accept: bool, limit: int = MAX_TEXT_CHARS) -> str:
    what = "the accepted answers together are" if accept else "the text is"
    return f"{what} {length:,} characters long; a text may have at most {limit:,}"


def list_too_long_message(items: int) -> str:
    return f"the list has {items:,} items; a list in a card may have at most {MAX_LIST_ITEMS:,}"


def too_many_cards_message() -> str:
    return f"the deck has more than {MAX_CARDS:,} cards: this is card {MAX_CARDS + 1:,}"


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


def lists_too_long(value, path: tuple) -> Iterator[tuple[tuple, int]]:
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
