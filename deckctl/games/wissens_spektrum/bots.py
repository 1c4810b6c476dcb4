"""The knowledgeable bot: answers right with probability `skill`, and steers towards the rings it lacks.

Where to move: with all six rings, as close to a joker space as the roll allows (onto one when it
can); before that, onto a joker space (it may then pick any area) or a space of an area whose
ring it still lacks, above all the area it holds most cards of; a round space is worth a little
more (a second try). Which area: on its own joker space the missing area it holds most cards of;
for an opponent's final question (as the reader) any area at random, since it cannot know which
one the opponent is weak in; at the very start the area with the fullest pile.

With the weak-area house rule it names as weak an area with the fewest spaces on the board (the
hardest to land on), values cards of won areas a little while they can still pay for the weak
ring, and values the weak area's card most when it would complete that ring.
"""

from __future__ import annotations

from deckctl.engine.bots import SkillBot
from deckctl.games.wissens_spektrum.rules import (ALL_RINGS, ANSWER, AREA, CARDS_PER_RING, CHOOSE, JOKER, MOVE,
                                                  NUM_AREAS, PASS, PLACE, RIGHT, ROUND, SPACE_COLOUR, SPACE_KIND,
                                                  WEAK, WRONG, distances_to_jokers)

ROUND_BONUS = 0.3
JOKER_BONUS = 0.5
TO_JOKER = distances_to_jokers()
WEAK_CHOICE = min(range(NUM_AREAS), key=SPACE_COLOUR.count)  # the area with the fewest spaces


class KnowledgeableBot(SkillBot):
    def answers_right(self) -> bool:
        return self.rng.random() < self.skill

    def area_value(self, state, seat: int, area: int) -> float:
        """How much a question of `area` helps `seat`: 0 when a card of it is no use, more the closer
        the ring it helps to buy."""
        held = state.cards_of(seat, area)
        if state.rings[seat] >> area & 1:  # won: worth a little only as payment for the weak ring
            return 0.5 + 0.5 * held if state.wants_card(seat, area) else 0.0
        if area == state.weak[seat] and any(state.rings[seat] >> a & 1 and a != area and
                                            state.cards_of(seat, a) >= CARDS_PER_RING for a in range(NUM_AREAS)):
            return float(CARDS_PER_RING)  # one card of it buys the weak ring
        return 1.0 + held

    def best_area(self, state, seat: int) -> int:
        return max(range(NUM_AREAS), key=lambda a: (self.area_value(state, seat, a), len(state.piles[a]), -a))

    def space_value(self, state, seat: int, space: int) -> float:
        if state.rings[seat] == ALL_RINGS:
            return -TO_JOKER[space] + (ROUND_BONUS if SPACE_KIND[space] == ROUND else 0.0)
        if SPACE_KIND[space] == JOKER:
            return max(self.area_value(state, seat, a) for a in range(NUM_AREAS)) + JOKER_BONUS
        value = self.area_value(state, seat, SPACE_COLOUR[space])
        return value + (ROUND_BONUS if SPACE_KIND[space] == ROUND else 0.0)

    def step(self, state) -> int:
        phase = state.phase
        seat = state.seat
        if phase == ANSWER or phase == PASS:
            return RIGHT if self.answers_right() else WRONG
        if phase == WEAK:
            return AREA + WEAK_CHOICE
        if phase == PLACE:
            return AREA + max(range(NUM_AREAS), key=lambda a: (len(state.piles[a]), -a))
        if phase == CHOOSE:
            if state.is_final():  # choosing for an opponent's final question
                return AREA + self.rng.below(NUM_AREAS)
            return AREA + self.best_area(state, seat)
        if phase == MOVE:
            options = state.legal_actions()
            return max(options, key=lambda space: (self.space_value(state, seat, space), -space))
        actions = state.legal_actions()
        return actions[self.rng.below(len(actions))]
