"""iKNOW cards: one question and three clues of falling value (3, 2 and 1 chips)."""

from __future__ import annotations

from typing import Literal

from deckctl.core.fields import AcceptedAnswer, CardBase, ReadAloud, Text, exactly, non_empty_list

CLUE_VALUES = (3, 2, 1)  # chips won by answering after the first, second and third clue


class Card(CardBase):
    category: Literal["people", "world", "works", "events"]
    """people, world (the world around us), works (products and works) or events (phenomena and events)."""
    question: Text
    """The question the three clues lead to."""
    clues: exactly(Text, len(CLUE_VALUES))
    """Exactly three clues in reading order: the hardest (3 chips) first, the easiest (1 chip) last."""
    answer: Text
    """The answer as printed."""
    accept: non_empty_list(AcceptedAnswer) = None  # type: ignore[assignment]
    """Other answers the play mode counts as right (spellings, short forms)."""
    read_aloud: ReadAloud = None  # type: ignore[assignment]
    """Words of the question a reader reads out and the one who answers must not see (the word of a
    Spelling card): print shows the whole question, `deckctl play` leaves them out of the answerer's
    screen. They must appear in the question (in any case)."""
