"""Input quoted in a message, cut short.

Messages quote what a file holds (`unknown key `colour``, `quote it: "1.0"`), and a file may hold
a 5,000-digit number or a translation of 19,000 characters: quoted whole, one finding would fill
the screen, twice when its hint repeats it. Every message that quotes input quotes it through
`shortened`, which keeps the beginning (where a reader finds the place) and marks the cut.
"""

from __future__ import annotations

# As many characters as a message quotes of one input: a sentence or a long name fits whole.
QUOTED_CHARS = 60


def shortened(text: str, limit: int = QUOTED_CHARS) -> str:
    """`text` whole when it has at most `limit` characters, else its first `limit - 1` and `…`."""
    return text if len(text) <= limit else text[:limit - 1] + "…"
