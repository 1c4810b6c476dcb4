"""What a card's picture is made from, as one hash: a picture is drawn again only when it changes.

A picture depends on the card (its fields, in the language drawn), on its deck (the manifest and
its `print:` settings, the content of the files those name, the printed labels in that language
and how far the deck's short texts grow there), on the resolution, and on deckctl itself (its version and code,
the libraries that draw, the fonts). The key is made of their contents only: the same deck gives
the same keys, and so the same file names, on any machine (nothing of this machine, its clock or
its environment goes in). Anyone can work a key out, so a file stored under one is not trusted for
its name: a record signed on this machine must vouch for it (store.py).
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from functools import cache

from deckctl.core.content import code_contents

ART_KEYS = ("back_art", "logo")
# Every file of a deck's `print:` section the pictures' keys depend on (the profile by its
# content: `_option_values`): what the live server watches besides the deck's own files.
PRINT_FILE_KEYS = (*ART_KEYS, "icc_profile")


def _digest(*parts: object) -> str:
    text = json.dumps(parts, sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=str)
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


@cache
def code_digest() -> str:
    """deckctl's version, code and built-in labels, and its libraries' versions (every library it
    declares: Babel's place names, pyphen's patterns and the fonts' package change lines too)."""
    return _digest(*code_contents())


def deck_basis(deck, options, language: str, dpi: int) -> str:
    """What every card's picture of one deck in one language shares but the growth of its texts."""
    from deckctl.i18n.printed import deck_labels
    from deckctl.io.paths import contained_hash, repository_root

    section = deck.manifest.print
    root = repository_root(deck.path)
    art = {}
    for key in ART_KEYS:
        name = getattr(section, key, None) if section is not None else None
        if name:
            art[key] = _placeless(contained_hash(deck.path / str(name), root))
    labels = {key: str(value) for key, value in deck_labels(deck, language).items()}
    return _digest(code_digest(), deck.manifest.model_dump(mode="json"), _option_values(options, root), art, labels,
                   language, dpi)


def _option_values(options, root) -> dict:
    """The options as the key holds them: the profile by its content, never by its path, which
    `resolve` makes absolute (the deck.yaml text in the manifest names it as written)."""
    from pathlib import Path

    from deckctl.io.paths import contained_hash

    values = dataclasses.asdict(options)
    if values.get("icc_profile"):
        values["icc_profile"] = _placeless(contained_hash(Path(values["icc_profile"]), root))
    return values


def _placeless(found: str) -> str:
    """`contained_hash`'s answer without where a file outside the repository leads (a path of this
    machine; such a file is not read, so where it is changes no picture)."""
    return "outside" if found.startswith("outside:") else found


def card_digests(deck) -> list[str]:
    """A digest of each card of the deck (its fields, in the language drawn), in deck order: what
    `card_key` and `growth_memo` are made of, each card serialised once."""
    return [_digest(card.model_dump(mode="json")) for card in (ref.card for ref in deck.cards)]


def growth_memo(basis: str, cards: list[str]) -> str:
    """The name of what the growth of a deck's texts came to (store.py): it is decided by the deck
    and every one of its cards, so a proof with nothing changed need not measure them again."""
    return _digest("growth", basis, cards)


def deck_digest(basis: str, growth_factors: list) -> str:
    """Everything of one deck in one language that every card's picture shares."""
    return _digest(basis, growth_factors)


def card_key(deck_key: str, card: str) -> str:
    """The key of one card's pictures (both sides) in the deck and language `deck_key` is of, from
    the card's digest (`card_digests`)."""
    return _digest(deck_key, card)
