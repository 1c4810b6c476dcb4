"""The iKNOW plugin."""

from typing import Literal

from deckctl.core.manifest import Manifest
from deckctl.games import GamePlugin
from deckctl.games.iknow.cards import Card


class IknowManifest(Manifest):
    game: Literal["iknow"]
    """The game the deck is for: iknow (iKNOW)."""


GAME = GamePlugin(id="iknow", title="iKNOW", card=Card, manifest=IknowManifest, face="deckctl.games.iknow.face",
                  rules="deckctl.games.iknow.rules", labels=("answer", "people", "world", "works", "events"))
