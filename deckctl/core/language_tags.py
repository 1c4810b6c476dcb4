"""Language tags: BCP 47 (RFC 5646), one grammar for every place deckctl reads one (`--lang`,
`language:` in deck.yaml, a bundle's `language`, the JSON Schemas made from the models).

Only the parts a deck's language may have: a language with up to three extended subtags, a
script, a region and variants; no extensions or private use (`-u-`, `-x-`), which no deck names.
RFC 5646 (2.1.1) leaves case to the writer but recommends one spelling, which is the one deckctl
writes: `en`, `de-AT`, `zh-Hant-TW`, `de-CH-1996`, so `EN` and `de-de` are `en` and `de-DE`.
"""

from __future__ import annotations

import re

# The subtags, in lowercase (a tag is matched lowercased); no named groups, so that the same
# text is a JSON Schema (ECMA-262) pattern too.
_LANGUAGE = r"[a-z]{2,3}(?:-[a-z]{3}){0,3}"      # de, zh-yue
_SCRIPT = r"[a-z]{4}"                             # Hant
_REGION = r"[a-z]{2}|[0-9]{3}"                    # AT, 419
_VARIANT = r"[a-z0-9]{5,8}|[0-9][a-z0-9]{3}"      # fonipa, 1996

_TAG = re.compile(rf"({_LANGUAGE})(?:-({_SCRIPT}))?(?:-({_REGION}))?((?:-(?:{_VARIANT}))*)")

# The grammar in any case, for `language:` in deck.yaml and bundles (JSON Schema has no flag for it).
PATTERN = "^" + re.sub(r"\((?!\?)", "(?:", _TAG.pattern).replace("a-z", "A-Za-z") + "$"

EXAMPLES = "en, de-AT or pt-BR"
# The longest tag taken, in characters: RFC 5646 (4.4.1) asks for at least 35; a tag names a
# catalog file (`locales/<tag>.po`) and its labels' file, so a tag of 282 characters had ended
# `i18n update` with the file system's "File name too long" (exit 74).
MAX_LANGUAGE_TAG_CHARS = 64


def canonical(text: str) -> str | None:
    """`text` as a tag in its recommended case (`pt_br` is `pt-BR`, as Poedit names files), or
    None when it is not a well-formed one (`en-12`, `en-US-US`, `de--AT`) or is longer than
    MAX_LANGUAGE_TAG_CHARS."""
    if len(text) > MAX_LANGUAGE_TAG_CHARS:
        return None
    found = _TAG.fullmatch(text.replace("_", "-").lower())
    if found is None:
        return None
    language, script, region, variants = found.groups()
    parts = [language]
    if script:
        parts.append(script.title())
    if region:
        parts.append(region.upper())
    return "-".join(parts) + variants


def same_language(a: str, b: str) -> bool:
    """Whether two spellings name one language (`de-at` in a deck.yaml, `de-AT` on the command line)."""
    return (canonical(a) or a) == (canonical(b) or b)
