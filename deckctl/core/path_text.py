"""A path as a message names it, as it was typed or given, when its name is not UTF-8 text.

Git commits any bytes as a file name, and Python holds a byte that is not UTF-8 as a lone
surrogate (`decks/k\\udcff`): deckctl names it by the byte (`decks/k\\xff`), as io.discover.shown_path
names the files deckctl finds.
"""

from __future__ import annotations

import os
from pathlib import Path


def as_typed(path: Path | str) -> str:
    """`path` as given, a byte of its name that is not UTF-8 written `\\xff`."""
    try:
        return os.fsencode(path).decode("utf-8", "backslashreplace")
    except UnicodeError:  # (a surrogate Python never makes of bytes: printable_line escapes it)
        return str(path)
