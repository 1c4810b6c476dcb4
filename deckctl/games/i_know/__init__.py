"""The I know! plugin."""

from typing import Literal

from deckctl.core.manifest import Manifest
from deckctl.games import GamePlugin
from deckctl.games.i_know.cards import CORE_SUBJECTS, OPTION_SUBJECTS, Card
from deckctl.games.i_know.playable import check_announcements_end


class IKnowManifest(Manifest):
    game: Literal["i-know"]
    """The game the deck is for: i-know (I know!)."""


# The words its faces print besides the deck's texts (deckctl.i18n.labels): subject names (and the
# short forms of the long ones), levels' grades, and the effects of announcement cards.
PRINTED_LABELS = ("answer", "core", "option", *CORE_SUBJECTS, *OPTION_SUBJECTS,
                  *(f"{s}-short" for s in ("language-arts", "outdoor-education", "reading-library",
                                           "recreation-health", "industrial-arts-home-economics")),
                  "grades-A", "grades-B", "grades-C", "grades-D", "announcement",
                  "steps-forward", "steps-back", "go-to", "miss-turn", "miss-turns", "points", "roll-again",
                  "answer-subject", "any", "principal-office", "recess-area", "nurse-office", "study-hall")

GAME = GamePlugin(id="i-know", title="I know!", card=Card, manifest=IKnowManifest, face="deckctl.games.i_know.face",
                  deck_checks=(check_announcements_end,),
                  lints="deckctl.games.i_know.lints", rules="deckctl.games.i_know.rules", labels=PRINTED_LABELS)
