"""You Know It! cards: five questions, read and revealed in order."""

from __future__ import annotations

from deckctl.core.fields import Answered, CardBase, exactly

QUESTIONS_PER_CARD = 5


class Card(CardBase):
    questions: exactly(Answered, QUESTIONS_PER_CARD)
    """Exactly five questions, read and revealed in this order."""
