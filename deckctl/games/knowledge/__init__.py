"""The Knowledge? plugin."""

from typing import Literal

from deckctl.core.manifest import Manifest
from deckctl.games import GamePlugin
from deckctl.games.knowledge.board import Board
from deckctl.games.knowledge.cards import Card
from deckctl.games.knowledge.playable import check_playable


class KnowledgeManifest(Manifest):
    game: Literal["knowledge"]
    """The game the deck is for: knowledge (Knowledge?)."""


GAME = GamePlugin(id="knowledge", title="Knowledge?", card=Card, manifest=KnowledgeManifest, deck_checks=(check_playable,),
                  face="deckctl.games.knowledge.face", board=Board,
                  rules="deckctl.games.knowledge.rules", lints="deckctl.games.knowledge.lints",
                  labels=("letter", "number", "colour", "red", "yellow", "green", "blue", "white", "nearest"))
