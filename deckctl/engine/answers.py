"""Typed answers against a card's `answer` and `accept` forms, the same way in every game's UI.

One normalisation: accents folded (é -> e), case folded, variation selectors dropped (they choose
how a character is drawn: `14\\ufe0f40` looks like `1440`), punctuation read as spaces, spacing
collapsed, and a leading article dropped when words follow it ("The Pacific" -> "pacific", but
the answer "A" stays "a"). A game whose cards are not in English passes its own `articles` (or none):
`articles(language)` gives them for the deck's language (German: der, die, das...).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

ARTICLES = ("the", "a", "an")
# The articles a typed answer may start with, by the language of the deck on the table.
ARTICLES_BY_LANGUAGE = {
    "en": ARTICLES,
    "de": ("der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer", "eines"),
}
# The variation selectors (U+FE00-U+FE0F, U+E0100-U+E01EF): a form of the character before, never
# another answer; read as a punctuation mark, `14\ufe0f40` would have become `14 40`.
_VARIATION_SELECTORS = re.compile("[\ufe00-\ufe0f\U000e0100-\U000e01ef]")


def articles(language: str) -> tuple[str, ...]:
    """The leading articles dropped in `language` (a regional tag takes its language's; a language
    listed nowhere drops none rather than English ones)."""
    return ARTICLES_BY_LANGUAGE.get(language, ARTICLES_BY_LANGUAGE.get(language.split("-")[0], ()))


def normalise(text: str, articles: Iterable[str] = ARTICLES) -> str:
    """An answer as compared: `The  Pound sterling!` -> `pound sterling`, `Éire` -> `eire`."""
    text = unicodedata.normalize("NFKD", _VARIATION_SELECTORS.sub("", text))
    text = "".join(ch for ch in text if not unicodedata.combining(ch)).casefold()
    words = re.sub(r"[^\w\s]", " ", text).split()
    if len(words) > 1 and words[0] in articles:
        words = words[1:]
    return " ".join(words)


def matches(typed: str, entry: dict, articles: Iterable[str] = ARTICLES) -> bool:
    """Whether `typed` is the entry's `answer` or one of its `accept` forms; an empty answer never is."""
    wanted = normalise(typed, articles)
    if not wanted:
        return False
    return any(normalise(form, articles) == wanted for form in [entry["answer"], *(entry.get("accept") or [])])
