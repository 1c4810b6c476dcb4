"""The knowledgeable bot: knows a card's answer with probability `skill`, and plays the rest sensibly.

When it reads a question (as it places its iKNOW token) it decides, from its own stream, whether
it will know the answer and after which clue (the first, second or third, equally likely). It puts
its token on the level where it will know (the bottom level when it will not), so it answers right
exactly with probability `skill`. When that level is full (the board has two squares a level) it
takes the nearest free level below, where it still knows in time, else the nearest one above.
Its bets assume the others play the same way: a token on level 3 or 2 means the player knows (when
the bottom level has room: where it is full, a player who will not know may have been pushed up,
and the token is right with the chance of the bot's skill), one on level 1 is right with the chance
worked out below.
"""

from __future__ import annotations

from deckctl.engine.bots import SkillBot
from deckctl.games.iknow.rules import (
    ANSWER,
    BET,
    BET_BASE,
    CATEGORY,
    CATEGORY_BASE,
    LEVEL_BASE,
    LEVELS,
    PLACE,
    PLUS,
    RIGHT,
    WRONG,
)


class KnowledgeableBot(SkillBot):
    def __init__(self, game, seed: int = 0, skill: float = 1.0):
        super().__init__(game, seed, skill)
        # The chance that a player on the bottom level knows the answer (players who will never
        # know sit there too): P/3 of all players know only after the third clue, 1-P never do.
        bottom = skill / 3
        self.bottom_right = bottom / (bottom + 1 - skill) if bottom + 1 - skill > 0 else 1.0

    def reseed(self, seed: int) -> None:
        super().reseed(seed)
        self.known: dict[tuple[int, int, int], int] = {}

    def knows_after(self, state, seat: int) -> int:
        """After which clue (1-3) `seat` knows this round's answer; 0: not at all."""
        key = (state.round, state.card, seat)
        clue = self.known.get(key)
        if clue is None:
            if len(self.known) > 64:
                self.known.clear()
            clue = 1 + self.rng.below(3) if self.rng.random() < self.skill else 0
            self.known[key] = clue
        return clue

    def p_right(self, state, seat: int) -> float:
        game = state.game
        level = game.level_of(state.square_of[seat])
        if level == LEVELS[-1]:
            return self.bottom_right
        # Above the bottom a token is a player who knows, unless the bottom level was full: then
        # one who will not know was pushed up (`knows_after`), as many are at a low skill with four
        # or more players; there it is as right as anyone is. (It had been taken as sure, and bots
        # at skill 0.05 bet on the pushed tokens until 96% of games were stopped unfinished.)
        bottom = sum(1 for square in state.square_of if square >= 0 and game.level_of(square) == LEVELS[-1])
        return self.skill if bottom >= game.squares_per_level else 1.0

    def step(self, state) -> int:
        phase = state.phase
        seat = state.current_player()
        legal = state.legal_actions()
        if phase == CATEGORY:
            counts = [0] * 4
            for card in state.box:
                counts[state.game.card_category[card]] += 1
            return max(legal, key=lambda a: counts[a - CATEGORY_BASE])
        if phase == PLACE:
            clue = self.knows_after(state, seat)
            wanted = LEVELS[clue - 1] if clue else LEVELS[-1]

            def detour(action: int) -> int:
                level = LEVELS[action - LEVEL_BASE]
                return wanted - level if level <= wanted else len(LEVELS) + level - wanted
            return min(legal, key=detour)
        if phase == BET:
            def value(action: int) -> float:
                target, sign = divmod(action - BET_BASE, 2)
                p = self.p_right(state, target)
                gain = 2 * p - 1 if sign == PLUS else 1 - 2 * p
                return gain - state.square_of[target] * 1e-6  # the higher token first on equal odds
            return max(legal, key=value)
        if phase == ANSWER:
            clue = self.knows_after(state, seat)
            return RIGHT if clue and clue <= state.clues_read() else WRONG
        return legal[0]
