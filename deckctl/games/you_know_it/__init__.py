"""The You Know It! plugin."""

from typing import Literal

from deckctl.core.manifest import Manifest
from deckctl.games import GamePlugin
from deckctl.games.you_know_it.cards import Card


class YouKnowItManifest(Manifest):
    game: Literal["you-know-it"]
    """The game the deck is for: you-know-it (You Know It!)."""


GAME = GamePlugin(id="you-know-it", title="You Know It!", card=Card, manifest=YouKnowItManifest, face="deckctl.games.you_know_it.face",
                  rules="deckctl.games.you_know_it.rules", labels=("answers", "slide"))
