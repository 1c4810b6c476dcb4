"""The knowledgeable bot: answers right with probability `skill`, and otherwise plays for its
report card (see docs/rules/i-know.md).

Subject choice: a core subject not answered yet is worth 10 points and a step towards ending the
game; an option subject while fewer than five are answered is a step too; anything else is worth
5 points. The Recess Area victim is the opponent with the most points (the nearest to a full
report card on a tie). Equals are chosen between at random.
"""

from __future__ import annotations

from deckctl.engine.bots import SkillBot
from deckctl.games.i_know.rules import (
    ANSWER,
    CHOOSE,
    NUM_CORE,
    OPTIONS_NEEDED,
    RECESS_PICK,
    RIGHT,
    SUBJECT,
    VICTIM,
    WRONG,
)


def subject_value(checks: list[int], subject: int) -> int:
    """How much a right answer in `subject` is worth to a report card, as a rank (higher is better)."""
    if subject < NUM_CORE:
        return 3 if not checks[subject] else 1
    return 2 if sum(checks[NUM_CORE:]) < OPTIONS_NEEDED else 1


def progress(checks: list[int]) -> int:
    return sum(1 for s in range(NUM_CORE) if checks[s]) + min(sum(checks[NUM_CORE:]), OPTIONS_NEEDED)


class KnowledgeableBot(SkillBot):
    def step(self, state) -> int:
        phase = state.phase
        seat = state.player
        if phase == ANSWER:
            return RIGHT if self.rng.random() < self.skill else WRONG
        if phase == CHOOSE:
            checks = state.checks[seat]
            return SUBJECT + self.best(state.choices, lambda s: subject_value(checks, s))
        if phase == RECESS_PICK:
            scores = state.scores()
            others = [s for s in range(self.game.num_players) if s != seat]
            return VICTIM + self.best(others, lambda s: (scores[s], progress(state.checks[s])))
        return state.legal_actions()[0]

    def best(self, options: list[int], rank) -> int:
        """The option of highest rank; among equals one at random, so that no subject or seat is
        favoured by its number (which the simulation's figures would show as the game's doing)."""
        top = max(rank(o) for o in options)
        tied = [o for o in options if rank(o) == top]
        return tied[self.rng.below(len(tied))] if len(tied) > 1 else tied[0]
