"""The variation selectors (U+FE00-U+FE0F, U+E0100-U+E01EF, and the Mongolian free ones U+180B-U+180D
and U+180F), left out where texts are compared as words: each chooses a form of the character before
it (`\\u260e\\ufe0f` is the telephone drawn as an emoji), never another character, so a text with one
is the same text without it. A typed answer against a card's (deckctl.engine.answers) and a deck's
questions against each other (the lint rules: deckctl.lint.texts) compare them so, one way. Dropped,
not read as a gap between words: `14\\ufe0f40` looks like `1440`, not `14 40`. U+180E, between them,
is the Mongolian vowel separator, a character of its own, not a selector: it is not dropped."""

from __future__ import annotations

import re

VARIATION_SELECTORS = re.compile("[\u180b-\u180d\u180f\ufe00-\ufe0f\U000e0100-\U000e01ef]")


def without_variation_selectors(text: str) -> str:
    """`text` with every variation selector left out: `Par\\ufe0fis` -> `Paris`."""
    return VARIATION_SELECTORS.sub("", text)
