"""The Wissens-Spektrum plugin: its manifest names the six knowledge areas."""

from __future__ import annotations

import re
from difflib import get_close_matches
from typing import Annotated, Literal, get_args

from pydantic import AfterValidator
from pydantic_core import PydanticCustomError

from deckctl.core.deck import Deck
from deckctl.core.fields import ID_PATTERN, exactly
from deckctl.core.manifest import Manifest
from deckctl.games import GamePlugin
from deckctl.games.wissens_spektrum.cards import Area, AreaColour, Card
from deckctl.games.wissens_spektrum.piles import cards_needed
from deckctl.games.wissens_spektrum.playable import FULL_TABLE, check_full_table

AREAS_PER_DECK = 6


def _distinct_areas(areas: list[Area]) -> list[Area]:
    """Each area has its own id, colour and name (in any case: `Sport` and `sport` are one name to
    a player, who tells areas apart by the name on the card and in play)."""
    for attribute in ("id", "colour", "name"):
        values = [getattr(area, attribute) for area in areas]
        keys = [value.casefold() for value in values]
        repeated = [area for area, key in zip(areas, keys) if keys.count(key) > 1]
        if repeated:
            first, second = repeated[0], repeated[1]
            value = getattr(first, attribute)
            which = "two areas" if attribute == "id" else f"the areas `{first.id}` and `{second.id}`"
            free = [colour for colour in get_args(AreaColour) if colour not in {area.colour for area in areas}]
            hint = (f"give `{second.id}` a colour no other area has: {', '.join(free)}" if attribute == "colour" and free
                    else f"give `{second.id}` a name of its own" if attribute == "name"
                    else "give one of them an id of its own (its cards name it by its `area:`)")
            raise PydanticCustomError("areas_share", "{which} share the {attribute} `{value}`; each area needs its own",
                                      {"which": which, "attribute": attribute, "value": value, "hint": hint})
    return areas


class WissensSpektrumManifest(Manifest):
    game: Literal["wissens-spektrum"]
    """The game the deck is for: wissens-spektrum (Wissens-Spektrum)."""
    areas: Annotated[exactly(Area, AREAS_PER_DECK), AfterValidator(_distinct_areas)]
    """The deck's six knowledge areas, each with its own id, name and colour."""


def check_areas(deck: Deck):
    """Every card's area is one of the six its deck names. Cards with other errors are checked
    too, so that a wrong number of questions does not hide a wrong area on the same card."""
    known = [area.id for area in deck.manifest.areas]
    named = {area.name.casefold(): area.id for area in deck.manifest.areas}  # (an area written by its name)
    for source in deck.card_files:
        for index, raw in enumerate(source.data if isinstance(source.data, list) else []):
            area = raw.get("area") if isinstance(raw, dict) else None
            if not isinstance(area, str) or area in known or not re.fullmatch(ID_PATTERN, area):
                continue  # (no area, or one that is not an id: the card's own errors say so)
            close = get_close_matches(area, known, n=1)
            hint = (f"write the area's id, `{named[area.casefold()]}`: `{area}` is its name"
                    if area.casefold() in named else f"did you mean `{close[0]}`?" if close
                    else "use one of: " + ", ".join(known))
            card_id = raw.get("id") if isinstance(raw.get("id"), str) else ""
            yield source.error((index, "area"), "unknown-area", f"area `{area}` is not one of the deck's areas",
                               hint, card_id=card_id)


GAME = GamePlugin(id="wissens-spektrum", title="Wissens-Spektrum", card=Card,
                  manifest=WissensSpektrumManifest, deck_checks=(check_areas, check_full_table),
                  face="deckctl.games.wissens_spektrum.face",
                  lints="deckctl.games.wissens_spektrum.lints", rules="deckctl.games.wissens_spektrum.rules",
                  labels=("answers", "blank"), full_table_per_kind=cards_needed(FULL_TABLE))
