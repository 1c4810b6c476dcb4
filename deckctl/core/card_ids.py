"""A fresh card id that continues a numbering (`people-007` after `people-006`).

`deckctl new card` gives its card one; the merge driver suggests one where both sides added two
different cards under the same id (each editor's `deckctl new card` took the same next number).
"""

from __future__ import annotations

import re
from collections import Counter

_NUMBERED = re.compile(r"^(?P<stem>[a-z0-9-]*?)(?P<number>[0-9]+)$")


def is_numbered(card_id: str) -> bool:
    return _NUMBERED.match(card_id) is not None


def fresh_id(ids: list[str], preferred: list[str]) -> str:
    """The next id in the numbering of the last of `preferred` (the file's ids), else of the most
    common numbered pattern among them, else among all `ids` (the deck's); never one in `ids`."""
    taken = set(ids)
    for pool in (preferred[-1:], preferred, ids):
        patterns = Counter((m["stem"], len(m["number"])) for i in pool if (m := _NUMBERED.match(i)))
        if patterns:
            (stem, width), _ = patterns.most_common(1)[0]
            numbers = [int(m["number"]) for i in ids if (m := _NUMBERED.match(i)) and m["stem"] == stem]
            number = max(numbers, default=0) + 1
            while f"{stem}{number:0{width}d}" in taken:
                number += 1
            return f"{stem}{number:0{width}d}"
    number = 1
    while f"new-card-{number}" in taken:
        number += 1
    return f"new-card-{number}"
