"""Wissens-Spektrum cards: six numbered questions from one knowledge area (the die picks one)."""

from __future__ import annotations

from typing import Literal

from deckctl.core.fields import Answered, CardBase, Id, Strict, Text, exactly

AreaColour = Literal["pink", "green", "blue", "violet", "yellow", "red"]
QUESTIONS_PER_CARD = 6


class Area(Strict):
    id: Id
    """The id cards use in `area`: lowercase letters, digits and hyphens."""
    name: Text
    """The area's name as printed on the cards."""
    colour: AreaColour
    """The area's colour on the board and the cards."""


class Card(CardBase):
    area: Id
    """The id of one of the six areas named in deck.yaml."""
    questions: exactly(Answered, QUESTIONS_PER_CARD)
    """Exactly six questions, numbered 1 to 6 by their place; the die picks one."""
