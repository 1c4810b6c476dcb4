"""The knowledgeable bot: guesses each card's answer right with probability `skill`, then assigns
the cards where they help the team most.

It judges a card by how far it would move each free marker compared with an average card: a long
move is good for the team marker, a short one is good for an opponent, above all for an opponent
that is ahead of the team or close behind it (one far behind cannot win anyway).
"""

from __future__ import annotations

from deckctl.core.fields import COLOURS, LETTERS
from deckctl.engine.bots import SkillBot
from deckctl.games.knowledge.rules import LETTER, NUM_MARKERS, NUMBER, TEAM

# How much holding back an opponent matters, by how far it is behind the team.
CLOSE = 6  # spaces: an opponent this close behind (or ahead) is a threat
FAR_WEIGHT = 0.2
LEADER_BONUS = 0.5


def mean_steps(game) -> float:
    """How far an average card of the deck moves a marker on the empty board."""
    cached = getattr(game, "_mean_steps", None)
    if cached is not None:
        return cached
    stacks = [[] for _ in range(game.size)]
    total = 0.0
    for card in range(len(game.cards)):
        kind, value = game.card_kind[card], game.card_value[card]
        if kind == NUMBER:
            total += value
            continue
        found = [game.target_steps(stacks, pos, TEAM, kind, value) for pos in range(game.size)]
        total += sum(f or 0 for f in found) / game.size
    game._mean_steps = total / len(game.cards)
    return game._mean_steps


def wrong_values(kind: int, value: int) -> list[int]:
    """The wrong answers for a card: another number 0-5, or one letter/colour that is none of its options."""
    if kind == NUMBER:
        return [v for v in range(6) if v != value]
    size = len(LETTERS if kind == LETTER else COLOURS)
    return [1 << i for i in range(size) if not value & (1 << i)]


class KnowledgeableBot(SkillBot):
    def __init__(self, game, seed: int = 0, skill: float = 1.0):
        super().__init__(game, seed, skill)
        self.expected = mean_steps(game)

    def reseed(self, seed: int) -> None:
        super().reseed(seed)
        self.guesses: dict[int, tuple[int, int]] = {}
        self.round = 0

    def guess(self, card: int) -> tuple[int, int]:
        """(kind, value) the team believes the card's back will say."""
        known = self.guesses.get(card)
        if known is not None:
            return known
        game = self.game
        kind, value = game.card_kind[card], game.card_value[card]
        if self.rng.random() >= self.skill:
            wrong = wrong_values(kind, value)
            if wrong:  # a card that allows every value cannot be guessed wrong
                value = wrong[self.rng.below(len(wrong))]
        self.guesses[card] = (kind, value)
        return kind, value

    def guessed(self, card: int) -> tuple[int, int] | None:
        """(kind, value) the team took the card's answer to be this round, None where it guessed
        none (the last card to the last marker needs no guess); draws nothing (deckctl play shows it)."""
        return self.guesses.get(card)

    def step(self, state) -> int:
        if state.round != self.round:
            self.round = state.round
            self.guesses.clear()
        hand = state.hand
        free = state.free_markers()
        if len(hand) == 1 and len(free) == 1:
            return free[0]
        game = self.game
        expected = self.expected
        progress = state.progress
        team = progress[TEAM]
        leader = max(range(TEAM), key=progress.__getitem__)
        weights = []
        for marker in range(TEAM):
            weight = 1.0 if progress[marker] > team - CLOSE else FAR_WEIGHT
            weights.append(weight + (LEADER_BONUS if marker == leader else 0.0))
        best_score, best_action = None, None
        for index, card in enumerate(hand):
            kind, value = self.guess(card)
            for marker in free:
                steps, _ = game.steps_for(state.stacks, state.positions, marker, kind, value)
                if steps is None:
                    score = 0.0  # a replacement card follows: about an average move
                elif marker == TEAM:
                    score = steps - expected
                else:
                    score = weights[marker] * (expected - steps)
                if best_score is None or score > best_score:
                    best_score, best_action = score, index * NUM_MARKERS + marker
        return best_action
