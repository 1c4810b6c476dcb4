"""iKNOW cards: one question and three clues of falling value (3, 2 and 1 chips)."""

from __future__ import annotations

from typing import Literal

from deckctl.core.fields import CardBase, Text, exactly, non_empty_list

CLUE_VALUES = (3, 2, 1)  # chips won by answering after the first, second and third clue


class Card(CardBase):
    category: Literal["people", "world", "works", "events"]
    question: Text
    clues: exactly(Text, len(CLUE_VALUES))
    answer: Text
    accept: non_empty_list(Text) = None  # type: ignore[assignment]
