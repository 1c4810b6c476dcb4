"""The I know! plugin."""

from typing import Literal

from deckctl.core.manifest import Manifest
from deckctl.games import GamePlugin
from deckctl.games.i_know.cards import Card


class IKnowManifest(Manifest):
    game: Literal["i-know"]
    """The game the deck is for: i-know (I know!)."""


GAME = GamePlugin(id="i-know", title="I know!", card=Card, manifest=IKnowManifest, face="deckctl.games.i_know.face",
                  lints="deckctl.games.i_know.lints", rules="deckctl.games.i_know.rules")
