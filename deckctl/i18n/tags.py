"""Language tags as the command line takes them: BCP 47 (RFC 5646) in its usual case.

Only the parts a deck's language may have (`language:` in deck.yaml, a catalog's name): a
language with up to three extended subtags, a script, a region and variants; no extensions or
private use (`-u-`, `-x-`), which no deck names. RFC 5646 (2.1.1) leaves case to the writer but
recommends one spelling, which is the one deckctl writes: `en`, `de-AT`, `zh-Hant-TW`,
`de-CH-1996`, so `EN` and `de-de` are `en` and `de-DE`.
"""

from __future__ import annotations

import re

_TAG = re.compile(r"""
    (?P<language>[a-z]{2,3}(?:-[a-z]{3}){0,3})      # de, zh-yue
    (?:-(?P<script>[a-z]{4}))?                      # Hant
    (?:-(?P<region>[a-z]{2}|[0-9]{3}))?             # AT, 419
    (?P<variants>(?:-(?:[a-z0-9]{5,8}|[0-9][a-z0-9]{3}))*)  # 1996, fonipa
""", re.VERBOSE)

EXAMPLES = "en, de-AT or pt-BR"


def canonical(text: str) -> str | None:
    """`text` as a tag in its recommended case (`pt_br` is `pt-BR`, as Poedit names files), or
    None when it is not a well-formed one (`en-12`, `en-US-US`, `de--AT`)."""
    found = _TAG.fullmatch(text.replace("_", "-").lower())
    if found is None:
        return None
    parts = [found["language"]]
    if found["script"]:
        parts.append(found["script"].title())
    if found["region"]:
        parts.append(found["region"].upper())
    return "-".join(parts) + found["variants"]


def same_language(a: str, b: str) -> bool:
    """Whether two spellings name one language (`de-at` in a deck.yaml, `de-AT` on the command line)."""
    return (canonical(a) or a) == (canonical(b) or b)
