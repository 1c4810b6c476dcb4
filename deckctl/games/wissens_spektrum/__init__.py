"""The Wissens-Spektrum plugin: its manifest names the six knowledge areas."""

from __future__ import annotations

from difflib import get_close_matches
from typing import Annotated, Literal

from pydantic import AfterValidator

from deckctl.core.deck import Deck
from deckctl.core.fields import exactly
from deckctl.core.manifest import Manifest
from deckctl.games import GamePlugin
from deckctl.games.wissens_spektrum.cards import Area, Card

AREAS_PER_DECK = 6


def _distinct_areas(areas: list[Area]) -> list[Area]:
    for attribute in ("id", "colour"):
        values = [getattr(area, attribute) for area in areas]
        repeated = sorted({v for v in values if values.count(v) > 1})
        if repeated:
            raise ValueError(f"two areas share the {attribute} `{repeated[0]}`; each area needs its own")
    return areas


class WissensSpektrumManifest(Manifest):
    game: Literal["wissens-spektrum"]
    areas: Annotated[exactly(Area, AREAS_PER_DECK), AfterValidator(_distinct_areas)]


def check_areas(deck: Deck):
    """Every card's area is one of the six its deck names."""
    known = [area.id for area in deck.manifest.areas]
    for ref in deck.cards:
        if ref.card.area not in known:
            close = get_close_matches(ref.card.area, known, n=1)
            hint = f"did you mean `{close[0]}`?" if close else "use one of: " + ", ".join(known)
            yield ref.error(("area",), "unknown-area",
                            f"area `{ref.card.area}` is not one of the deck's areas", hint)


GAME = GamePlugin(id="wissens-spektrum", title="Wissens-Spektrum", card=Card,
                  manifest=WissensSpektrumManifest, deck_checks=(check_areas,), face="deckctl.games.wissens_spektrum.face",
                  lints="deckctl.games.wissens_spektrum.lints", rules="deckctl.games.wissens_spektrum.rules",
                  labels=("answers", "blank"))
