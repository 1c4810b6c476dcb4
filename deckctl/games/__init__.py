"""The game registry: every stage reaches game-specific code only through `get(game_id)`.

Adding a game means adding its package and one line to `_PACKAGES`.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import cache

from deckctl.core.diagnostics import Diagnostic

_PACKAGES = {
    "knowledge": "deckctl.games.knowledge",
    "wissens-spektrum": "deckctl.games.wissens_spektrum",
    "i-know": "deckctl.games.i_know",
    "iknow": "deckctl.games.iknow",
    "you-know-it": "deckctl.games.you_know_it",
}

GAME_IDS: tuple[str, ...] = tuple(_PACKAGES)


@dataclass(frozen=True)
class GamePlugin:
    id: str
    title: str
    card: object  # the card model, or an annotated union of card kinds
    manifest: type  # a subclass of deckctl.core.manifest.Manifest
    # Checks that need the whole deck (the manifest and every valid card).
    deck_checks: tuple[Callable[..., Iterable[Diagnostic]], ...] = field(default=())
    # The model of the deck's optional board.yaml, for games played on a board.
    board: type | None = None
    # The module drawing its cards for PDF export (front/back), imported only when printing.
    face: str = ""
    # The module of its reference engine (`make_game(bundle, **options)`), if it has one.
    rules: str = ""
    # The module holding its own lint rules (`RULES`), imported only when linting.
    lints: str = ""
    # The keys of the fixed words its faces print (deckctl.i18n.labels), translated per language.
    labels: tuple[str, ...] = ()
    # The cards of each kind (a Wissens-Spektrum area) a deck needs to play at a full table, where
    # the game needs more than one: `deckctl init` fills its sample deck up to it.
    full_table_per_kind: int = 1


@cache
def get(game_id: str) -> GamePlugin:
    """The plugin for `game_id`; KeyError for an unknown game."""
    module = importlib.import_module(_PACKAGES[game_id])
    return module.GAME


def all_games() -> list[GamePlugin]:
    return [get(game_id) for game_id in GAME_IDS]
