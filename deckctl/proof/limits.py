"""How many pictures a proof draws at most, and each deck's share of them.

A picture is a card in one language (both its faces). Each deck is inside its own limits (3,000
cards, 32 catalogs), but a proof multiplies them: 3,000 one-line cards and 32 catalogs of only a
header (300 KB in all) made 99,000 pictures, 1.4 GB of files and a 151 MB page, and a second such
deck twice that. So a proof draws at most `MAX_PROOF_PICTURES`, shared out among its decks before
any is loaded, from what their files show (`_need`): every deck its whole need where they fit
together, else each its need up to an equal share of what the smaller ones leave. A deck draws
its share in its own language first, card by card in deck order, then in each translation's; a
card past it is listed without pictures in that language, saying why (`drawing.plan_deck`).
"""

from __future__ import annotations

import os
from pathlib import Path

from deckctl.core.deck_limits import MAX_CARDS, MAX_CATALOGS, MAX_DECK_BYTES

MAX_PROOF_PICTURES = 20_000
NOT_DRAWN = (f"a proof draws at most {MAX_PROOF_PICTURES:,} pictures (a card in one language), shared out among "
             "its decks, each deck's own language first")
_ID_KEYS = (b"id:", b'id":', b"id':", b"id :")  # (counted by bytes.count: a regular expression took 3 ms)


def picture_shares(decks: list[Path]) -> list[int | None]:
    """Each deck's share of `MAX_PROOF_PICTURES`, in the order given; None for every deck when
    all of them fit."""
    needs = [_need(deck) for deck in decks]
    if sum(needs) <= MAX_PROOF_PICTURES:
        return [None] * len(decks)
    shares: list[int | None] = [0] * len(decks)
    left = MAX_PROOF_PICTURES
    for done, n in enumerate(sorted(range(len(decks)), key=lambda n: (needs[n], n))):
        shares[n] = min(needs[n], left // (len(decks) - done))
        left -= shares[n]
    return shares


def _need(deck: Path) -> int:
    """About how many pictures the deck makes: its cards (each card file's `id` keys as YAML writes
    them, with a text's own `id:` among them) times its languages (its own, and each `.po` file its
    `locales/` lists). Only as much is read as the deck's loading reads (a link, or anything but a
    regular file, counts nothing: loading refuses it). About 1.5 ms for the starter decks."""
    from deckctl.io.discover import card_file_paths
    from deckctl.io.paths import read_kept

    cards = 0
    for path in card_file_paths(deck):
        data = read_kept(path, MAX_DECK_BYTES)
        cards += sum(map(data.count, _ID_KEYS)) if data else 0
    try:
        with os.scandir(deck / "locales") as entries:
            catalogs = sum(1 for entry in entries if entry.name.endswith(".po"))
    except OSError:
        catalogs = 0
    return min(cards, MAX_CARDS) * (1 + min(catalogs, MAX_CATALOGS))
