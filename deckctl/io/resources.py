"""Files deckctl ships besides its code: the starter decks and the JSON Schemas.

In a source checkout they are `decks/` and `schemas/` at the top of the repository. An installed
wheel carries copies in `deckctl/_data/`, put there at build time (setup.py), so that `deckctl
play knowledge` and `deckctl init` work wherever deckctl is installed.
"""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parents[1]  # deckctl/ (this module is deckctl/io/resources.py)
_PACKAGED = _PACKAGE / "_data"
_SOURCE_TREE = _PACKAGE.parent


def data_dir(name: str) -> Path:
    """`decks` or `schemas`: the installed copy if there is one, else the source tree's."""
    packaged = _PACKAGED / name
    return packaged if packaged.is_dir() else _SOURCE_TREE / name


def starter_deck(game_id: str) -> Path:
    return data_dir("decks") / f"{game_id}-starter"
