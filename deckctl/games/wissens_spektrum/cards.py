"""Wissens-Spektrum cards: six numbered questions from one knowledge area (the die picks one)."""

from __future__ import annotations

from typing import Literal

from deckctl.core.fields import Answered, CardBase, Id, Strict, Text, exactly

AreaColour = Literal["pink", "green", "blue", "violet", "yellow", "red"]
QUESTIONS_PER_CARD = 6


class Area(Strict):
    id: Id
    name: Text
    colour: AreaColour


class Card(CardBase):
    area: Id
    questions: exactly(Answered, QUESTIONS_PER_CARD)
