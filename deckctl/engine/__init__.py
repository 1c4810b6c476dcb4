"""The reference engines: one protocol (core.py), a seeded RNG, replay logs, bots and simulation.

A game has an engine when its plugin names a `rules` module (deckctl.games) holding
`make_game(bundle, **options)` (docs/engine.md); there is no second registry here.
"""

from __future__ import annotations

import importlib
from functools import cache
from types import ModuleType
from typing import Any

from deckctl import games
from deckctl.engine.options import OptionError  # noqa: F401 (the games and the command line import it from here)


@cache
def playable_games() -> tuple[str, ...]:
    """The ids of the games that have an engine, sorted."""
    return tuple(sorted(game.id for game in games.all_games() if game.rules))


def has_engine(game_id: str) -> bool:
    return game_id in playable_games()


def rules_module(game_id: str) -> ModuleType:
    """The engine module of a game that has one (KeyError otherwise)."""
    if not has_engine(game_id):
        raise KeyError(game_id)
    return importlib.import_module(games.get(game_id).rules)


def make_game(bundle: dict, **options: Any):
    """A Game for a loaded bundle; ValueError when the game has no engine or the bundle cannot be played."""
    game_id = bundle.get("game")
    if not isinstance(game_id, str) or not has_engine(game_id):
        playable = ", ".join(playable_games())
        raise ValueError(f"there is no engine for `{game_id}` yet (playable: {playable})")
    return rules_module(game_id).make_game(bundle, **options)
