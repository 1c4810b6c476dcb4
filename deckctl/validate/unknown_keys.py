"""A mapping with more unknown keys than deckctl shows is validated without the rest, which are counted.

Pydantic reports each unknown key as one error, and a card of 120,000 unknown keys took ~200 MB
to turn into findings of which all but MAX_PER_KIND are left out (deckctl/core/finding_cap.py).
So the keys past that many that no model of the game knows are taken out before the mapping is
validated, and counted: each is one `unknown-key` error (every source model forbids unknown keys,
core/fields.py's `Strict`), so the totals stay true. One that would be taken for a misspelt key the
mapping lacks (`titel:` when `title` is missing) stays in, as its error replaces the missing key's.
"""

from __future__ import annotations

from difflib import get_close_matches

from deckctl.core.diagnostics import Diagnostic
from deckctl.core.finding_cap import MAX_PER_KIND, closing
from deckctl.core.quoted import shortened
from deckctl.core.source import SourceFile


def without_extra_unknown_keys(raw: dict, known: frozenset[str], source: SourceFile, prefix: tuple = (),
                               card_id: str = "") -> tuple[dict, Diagnostic | None]:
    """`raw`, or a copy without the unknown keys past MAX_PER_KIND, and the finding that counts
    them (a closing one, at the first: `extra["more"]`)."""
    unknown = [key for key in raw if isinstance(key, str) and key not in known]
    if len(unknown) <= MAX_PER_KIND:
        return raw, None
    absent = [key for key in sorted(known) if key not in raw]
    names = sorted(known)
    kept, left_out, typo_of = set(unknown[:MAX_PER_KIND]), [], set()
    for key in unknown[MAX_PER_KIND:]:
        meant = _meant(key, absent, names)
        if meant is not None and meant not in typo_of:
            typo_of.add(meant)
            kept.add(key)
        else:
            left_out.append(key)
    first = source.error(prefix + (left_out[0],), "unknown-key", f"unknown key `{shortened(left_out[0])}`",
                         key=True, card_id=card_id)
    trimmed = {key: value for key, value in raw.items() if not isinstance(key, str) or key in known or key in kept}
    return trimmed, closing(first, len(left_out))


def _meant(key: str, absent: list[str], names: list[str]) -> str | None:
    """The absent key `key` would be taken for a misspelling of (as validate/messages.py's hint
    does), if any: looked for among the absent keys first, as most keys are near none of them."""
    if not absent or not get_close_matches(key, absent, n=1, cutoff=0.6):
        return None
    close = get_close_matches(key, names, n=1, cutoff=0.6)
    return close[0] if close and close[0] in absent else None
