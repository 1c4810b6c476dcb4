"""The translation stage: gettext catalogs (`locales/<lang>.po`) for a deck's texts.

Modules, one job each:

- `texts`: the translatable texts of a deck, each with its msgctxt (`<card id>/<field path>`)
- `catalog`: reading and writing `.po`/`.pot` files (Babel parses; we write, deterministically)
- `merge`: a catalog brought up to date with the current sources (new, fuzzy, obsolete entries)
- `match`: how each text stands in a catalog (translated, fuzzy, missing) and the stale entries
- `commands`: extract, update and status, the functions `deckctl i18n` wraps
- `apply`: `localize(deck, lang) -> (Deck, diagnostics)`, the deck with translated texts
- `editions`: the deck in its own language, then in each catalog's (what proof and text-fits go through)
- `check`: catalog checks `deckctl validate` runs (parse errors, unknown cards, bad letters)
"""

from __future__ import annotations


def localize(deck, lang: str):
    """The deck with its texts in `lang` and the diagnostics of doing so (see `deckctl.i18n.apply`)."""
    from deckctl.i18n.apply import localize as _localize

    return _localize(deck, lang)
