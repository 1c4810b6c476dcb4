"""The knowledgeable bot: answers right with probability `skill`, predicts and bets sensibly.

One bot may play every seat (simulations do), so everything it remembers is kept per seat.
- Its own answer is decided once per question, when it writes its prediction, so that the
  prediction and the later "right"/"wrong" agree.
- Prediction: its own result plus a guess at how many of the other players are right. It takes
  each of them to be right with its own `skill`, but is never surer than 9 in 10 either way, and
  guesses by drawing the count from that chance rather than always naming the likeliest count.
  So two bots of one skill can predict differently, and a tie-break between them ends: with
  the same answers they would otherwise earn the same points on every question for ever.
- Bets: it rates every other player by how often they were right so far this round (starting
  from `skill`), and backs the bet it is surest of ("knows it" on a strong player, "does not
  know it" on a weak one). A lost bet costs nothing, but each chip serves once a round, so it
  keeps its chips for a sure bet unless the round has no more questions left than it has chips.
"""

from __future__ import annotations

from deckctl.engine.bots import SkillBot
from deckctl.games.you_know_it.rules import (
    BET,
    BET_KNOWS,
    BET_NOT,
    PASS,
    PREDICT,
    QUESTION,
    QUESTIONS,
    REVEAL,
    RIGHT,
    TB_PREDICT,
    TB_REVEAL,
    WRONG,
)

CONFIDENT = 0.7  # bet at once when a bet is at least this likely to be won
SUREST = 0.9  # how sure a bot is at most, either way, that another player is right
PRIOR = 2.0  # how many answers the prior `skill` counts as when rating another player


class KnowledgeableBot(SkillBot):
    def reseed(self, seed: int) -> None:
        super().reseed(seed)
        self.known: dict[tuple, bool] = {}

    def _key(self, state, seat: int) -> tuple:
        if state.phase in (TB_PREDICT, TB_REVEAL):
            return ("tiebreak", seat, state.tb_asked)
        return (state.round, state.question, seat, state.card)

    def knows(self, state, seat: int) -> bool:
        """Whether this seat's answer to the current question is right (decided once)."""
        key = self._key(state, seat)
        known = self.known.get(key)
        if known is None:
            known = self.known[key] = self.rng.random() < self.skill
        return known

    def predict(self, right: bool, others: int) -> int:
        """Its own result plus a drawn count of the others right (each with its skill, within SUREST)."""
        chance = min(max(self.skill, 1.0 - SUREST), SUREST)
        return int(right) + sum(self.rng.random() < chance for _ in range(others))

    def step(self, state) -> int:
        seat = state.current_player()
        phase = state.phase
        if phase == QUESTION:
            return PREDICT + self.predict(self.knows(state, seat), self.game.num_players - 1)
        if phase == TB_PREDICT:
            return PREDICT + self.predict(self.knows(state, seat), len(state.tied) - 1)
        if phase in (REVEAL, TB_REVEAL):
            right = self.knows(state, seat)
            self.known.pop(self._key(state, seat), None)
            return RIGHT if right else WRONG
        if phase == BET:
            return self.bet(state, seat)
        legal = state.legal_actions()
        return legal[self.rng.below(len(legal))]

    def rating(self, state, target: int) -> float:
        """How likely `target` is to be right, from their answers so far this round."""
        answers = [state.answers[q][target] for q in range(state.question)]
        return (PRIOR * self.skill + sum(answers)) / (PRIOR + len(answers))

    def bet(self, state, seat: int) -> int:
        legal = set(state.legal_actions())
        best, best_action = 0.0, PASS
        for action in sorted(legal - {PASS}):
            if action >= BET_NOT:
                sure = 1.0 - self.rating(state, action - BET_NOT)
            else:
                sure = self.rating(state, action - BET_KNOWS)
            if sure > best:
                best, best_action = sure, action
        if best_action == PASS:
            return PASS
        chips = sum(state.chips[seat]) + state.bonus[seat]
        left = QUESTIONS - state.question
        return best_action if best >= CONFIDENT or chips >= left else PASS
