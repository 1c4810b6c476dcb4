"""The reference engines: one protocol (core.py), a seeded RNG, replay logs, bots and simulation.

Games with an engine are listed in `ENGINES`; adding one means one line here and a `rules.py`
with `make_game(bundle, **options)` in the game's package (docs/engine.md).
"""

from __future__ import annotations

import importlib
from typing import Any

ENGINES: dict[str, str] = {
    "knowledge": "deckctl.games.knowledge.rules",
}


def has_engine(game_id: str) -> bool:
    return game_id in ENGINES


def make_game(bundle: dict, **options: Any):
    """A Game for a loaded bundle; ValueError when the game has no engine or the bundle cannot be played."""
    game_id = bundle.get("game")
    if game_id not in ENGINES:
        playable = ", ".join(sorted(ENGINES))
        raise ValueError(f"there is no engine for `{game_id}` yet (playable: {playable})")
    return importlib.import_module(ENGINES[game_id]).make_game(bundle, **options)
