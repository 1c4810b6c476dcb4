"""The You Know It! reference engine: `YouKnowItGame` makes `YouKnowItState`s (docs/engine.md).

Two to six players answer the five questions of one card per round, predict how many players
will get each one right, and bet on each other. Every reading of the rulebook this engine had to
choose is written down in docs/rules/you-know-it.md and tested in tests/games/you_know_it/.

Actions are integers (constants below): a prediction `PREDICT + k`, `RIGHT`/`WRONG` (the player
declares, after the answer is revealed, whether their written answer was right: a human at the
table judges it, a bot decides by its skill), `PASS`, or a bet `BET_KNOWS + target` /
`BET_NOT + target`. At a chance node the outcome is a card (its index in the bundle).

A round: chance draws a card; the question phase (for each of the five questions every player,
from the holder of the first bet token on, writes an answer and a prediction: the engine records
the prediction); then for each question in turn the betting phase (one bet or pass each), the
reveal (each player says whether they were right), ticks and bets are settled. After the last
round the most points win; a tie is broken with questions from other cards until one player wins.
"""

from __future__ import annotations

from typing import Any

from deckctl.engine.core import (
    CHANCE,
    TERMINAL,
    CheckedApply,
    IllegalAction,
    check_bundle_game,
    check_saved_state,
    reading_state,
    refuse_inconsistent,
    saved_state_header,
)
from deckctl.engine.options import Option, check, read_options, shown
from deckctl.engine.rng import Rng

GAME_ID = "you-know-it"
QUESTIONS = 5
MIN_PLAYERS, MAX_PLAYERS, DEFAULT_PLAYERS = 2, 6, 4
DEFAULT_ROUNDS, MAX_ROUNDS = 3, 20
OPTIONS = (
    Option("players", DEFAULT_PLAYERS, "seats at the table", low=MIN_PLAYERS, high=MAX_PLAYERS),
    Option("rounds", DEFAULT_ROUNDS, "rounds to play, one card each (the rulebook suggests 3 or 4)",
           low=1, high=MAX_ROUNDS),
)
BONUS_CHIPS = 2
STATE_FORMAT = "deckctl-you-know-it-state"

PREDICT = 0  # PREDICT + k, k = 0..players
RIGHT = 10
WRONG = 11
PASS = 20
BET_KNOWS = 30  # + target seat: "you know it"
BET_NOT = 40  # + target seat: "you don't know it"
KNOWS, NOT = 0, 1
SIDES = ("knows", "does not know")

# Phases
DRAW, QUESTION, BET, REVEAL, TB_DRAW, TB_PREDICT, TB_REVEAL, OVER = range(8)
PHASES = ("draw", "question", "bet", "reveal", "tiebreak-draw", "tiebreak-predict", "tiebreak-reveal", "over")


def seat_name(seat: int) -> str:
    return f"P{seat + 1}"



class YouKnowItGame:
    """The rules and fixed data of one game: cards, number of players and rounds."""

    id = GAME_ID

    def __init__(self, bundle: dict, *, players: int = DEFAULT_PLAYERS, rounds: int = DEFAULT_ROUNDS):
        check_bundle_game(bundle, GAME_ID, "You Know It!")
        self.num_players = check(OPTIONS, "players", players)
        self.rounds = check(OPTIONS, "rounds", rounds)
        cards = bundle.get("cards") or []
        if len(cards) < 2:
            raise ValueError(f"the deck has {len(cards)} card{'' if len(cards) == 1 else 's'}; a game needs at least 2 "
                             "(one per round, and another for a tie-break)")
        for card in cards:
            if len(card.get("questions", [])) != QUESTIONS:
                raise ValueError(f"card {card.get('id')} does not have {QUESTIONS} questions")
        self.cards: list[dict] = cards
        self.bundle_sha256: str = bundle.get("sha256", "")
        self.deck_id: str = bundle.get("deck", {}).get("id", "")
        self.card_index = {card["id"]: i for i, card in enumerate(cards)}

    def options(self) -> dict[str, Any]:
        return {"players": self.num_players, "rounds": self.rounds}

    def new_initial_state(self, seed: int) -> YouKnowItState:
        return YouKnowItState(self, seed)

    def state_from_json(self, data: dict[str, Any]) -> YouKnowItState:
        return YouKnowItState.from_json(self, data)


_ROW_LENGTHS = {n: [n] * QUESTIONS for n in range(MIN_PLAYERS, MAX_PLAYERS + 1)}


def _grid(rows: int, cols: int, fill: int = -1) -> list[list[int]]:
    return [[fill] * cols for _ in range(rows)]


class YouKnowItState(CheckedApply):
    """One moment of a game. Per-question tables are [question][seat]; -1 means "not yet"."""

    __slots__ = (
        "answers",
        "asker",
        "bet_by",
        "bet_side",
        "bets_won",
        "bonus",
        "bonus_held",
        "box",
        "card",
        "chips",
        "game",
        "last",
        "phase",
        "pos",
        "predictions",
        "question",
        "rng",
        "round",
        "round_scores",
        "scores",
        "tb_answers",
        "tb_asked",
        "tb_card",
        "tb_points",
        "tb_predictions",
        "tb_question",
        "ticks",
        "tied",
        "turn",
        "used",
        "winners",
    )

    def __init__(self, game: YouKnowItGame, seed: int | None = None):
        n = game.num_players
        self.game = game
        self.rng = Rng(seed or 0)
        self.round = 1
        self.asker = 0  # the oldest player asks first; the first bet token goes to the left
        self.phase = DRAW
        self.question = 0
        self.pos = 0  # index into the turn order of the current phase
        self.box: list[int] = list(range(len(game.cards)))
        self.used: list[int] = []
        self.card = -1
        self.scores = [0] * n  # the score track
        self.round_scores: list[list[int]] = []  # points of every completed round
        self.predictions = _grid(QUESTIONS, n)
        self.answers = _grid(QUESTIONS, n)  # 1 right, 0 wrong
        self.bet_by = _grid(QUESTIONS, n)  # [question][target] = the bettor
        self.bet_side = _grid(QUESTIONS, n)
        self.chips = [[1, 1] for _ in range(n)]  # own "knows" and "does not know" chips unused
        self.bonus = [0] * n  # bonus chips unused this round
        self.bonus_held = -1  # who got the bonus chips for this round
        self.bets_won = [0] * n  # +1 chips this round
        self.ticks = [0] * n  # ticks this round
        self.tied: list[int] = []
        self.tb_card = -1
        self.tb_question = 0
        self.tb_asked = 0
        self.tb_predictions = [-1] * n
        self.tb_answers = [-1] * n
        self.tb_points = [0] * n
        self.winners: list[int] = []
        self.turn = CHANCE
        self.last: dict | None = None

    # --- whose turn -----------------------------------------------------------------------------

    def first_bettor(self) -> int:
        return (self.asker + 1) % self.game.num_players

    def order(self) -> list[int]:
        """Seats in turn order this round, from the holder of the first bet token clockwise."""
        n = self.game.num_players
        first = self.first_bettor()
        return [(first + i) % n for i in range(n)]

    def tb_order(self) -> list[int]:
        return [seat for seat in self.order() if seat in self.tied]

    def _update_turn(self) -> None:
        phase = self.phase
        if phase == OVER:
            self.turn = TERMINAL
        elif phase in (DRAW, TB_DRAW):
            self.turn = CHANCE
        elif phase in (TB_PREDICT, TB_REVEAL):
            self.turn = self.tb_order()[self.pos]
        else:
            self.turn = self.order()[self.pos]

    def current_player(self) -> int:
        return self.turn

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def is_chance_node(self) -> bool:
        return self.turn == CHANCE

    @property
    def ended(self) -> bool:
        return self.phase == OVER

    # --- chance ---------------------------------------------------------------------------------

    def _pool(self) -> list[int]:
        """The cards chance draws from: the box, or the used cards once the box is empty."""
        return self.box if self.box else self.used

    def chance_outcomes(self) -> list[tuple[int, float]]:
        if self.turn != CHANCE:
            return []
        pool = self._pool()
        p = 1.0 / len(pool)
        return [(card, p) for card in sorted(pool)]

    def sample_chance(self) -> int:
        if self.turn != CHANCE:
            raise IllegalAction(-1, "this is not a chance node")
        pool = self._pool()
        return pool[self.rng.below(len(pool))]

    # --- legal actions --------------------------------------------------------------------------

    def can_bet(self, seat: int, side: int) -> bool:
        return bool(self.chips[seat][side] or self.bonus[seat])

    def legal_actions(self) -> list[int]:
        phase = self.phase
        if self.turn == CHANCE:
            return [card for card, _ in self.chance_outcomes()]
        if phase == QUESTION:
            return [PREDICT + k for k in range(self.game.num_players + 1)]
        if phase == TB_PREDICT:
            return [PREDICT + k for k in range(len(self.tied) + 1)]
        if phase in (REVEAL, TB_REVEAL):
            return [RIGHT, WRONG]
        if phase == BET:
            seat = self.turn
            actions = [PASS]
            taken = self.bet_by[self.question]
            for side, base in ((KNOWS, BET_KNOWS), (NOT, BET_NOT)):
                if self.can_bet(seat, side):
                    actions += [base + t for t in range(self.game.num_players) if t != seat and taken[t] < 0]
            return actions
        return []

    def illegal_reason(self, action: int) -> str | None:
        if self.phase == OVER:
            return "the game is over"
        if action.__class__ is not int:
            return f"an action is a whole number, not {shown(action)}"
        if self.turn == CHANCE:
            if action in self._pool():
                return None
            if 0 <= action < len(self.game.cards):
                return f"card {self.game.cards[action]['id']} is not in the box"
            return f"there is no card {action} in this deck"
        seat = self.turn
        phase = self.phase
        if phase in (QUESTION, TB_PREDICT):
            most = self.game.num_players if phase == QUESTION else len(self.tied)
            if PREDICT <= action <= PREDICT + most:
                return None
            return f"{seat_name(seat)} predicts how many players answer right: a number from 0 to {most}"
        if phase in (REVEAL, TB_REVEAL):
            if action in (RIGHT, WRONG):
                return None
            return f"{seat_name(seat)} says whether their answer was right or wrong"
        # BET
        if action == PASS:
            return None
        n = self.game.num_players
        if BET_KNOWS <= action < BET_KNOWS + n:
            side, target = KNOWS, action - BET_KNOWS
        elif BET_NOT <= action < BET_NOT + n:
            side, target = NOT, action - BET_NOT
        else:
            return f"{action} is not a bet or a pass here"
        if target == seat:
            return "a player cannot bet on themselves"
        holder = self.bet_by[self.question][target]
        if holder >= 0:
            return f"{seat_name(target)}'s slot already holds {seat_name(holder)}'s chip for this question"
        if not self.can_bet(seat, side):
            kind = "You Know It!" if side == KNOWS else "You Don't Know It!"
            return f"{seat_name(seat)} has played their {kind} chip this round and holds no bonus chip"
        return None

    # --- applying -------------------------------------------------------------------------------

    def apply_legal(self, action: int) -> None:
        phase = self.phase
        if phase == DRAW:
            self._draw(action)
        elif phase == TB_DRAW:
            self._tb_draw(action)
        elif phase == QUESTION:
            self._predict(action - PREDICT)
        elif phase == BET:
            self._bet(action)
        elif phase == REVEAL:
            self._reveal(action == RIGHT)
        elif phase == TB_PREDICT:
            self._tb_predict(action - PREDICT)
        else:
            self._tb_reveal(action == RIGHT)
        self._update_turn()

    def _take(self, card: int) -> bool:
        """Takes `card` out of the box; True when the box was empty and the used cards went back in."""
        reshuffled = not self.box
        if reshuffled:
            self.box, self.used = self.used, []
        box = self.box
        index = box.index(card)
        box[index] = box[-1]
        box.pop()
        return reshuffled

    def _draw(self, card: int) -> None:
        reshuffled = self._take(card)
        self.card = card
        self.phase, self.question, self.pos = QUESTION, 0, 0
        self.last = {"kind": "draw", "card": card, "reshuffled": reshuffled}

    def _predict(self, k: int) -> None:
        seat = self.turn
        self.predictions[self.question][seat] = k
        self.last = {"kind": "predict", "seat": seat, "question": self.question, "prediction": k}
        self.pos += 1
        if self.pos == self.game.num_players:
            self.pos = 0
            self.question += 1
            if self.question == QUESTIONS:  # everything written: bet on question 1
                self.phase, self.question = BET, 0

    def _bet(self, action: int) -> None:
        seat = self.turn
        q = self.question
        if action == PASS:
            self.last = {"kind": "pass", "seat": seat, "question": q}
        else:
            side, target = (KNOWS, action - BET_KNOWS) if action < BET_NOT else (NOT, action - BET_NOT)
            bonus = not self.chips[seat][side]
            if bonus:
                self.bonus[seat] -= 1
            else:
                self.chips[seat][side] = 0
            self.bet_by[q][target] = seat
            self.bet_side[q][target] = side
            self.last = {"kind": "bet", "seat": seat, "question": q, "target": target, "side": side, "bonus": bonus}
        self.pos += 1
        if self.pos == self.game.num_players:
            self.phase, self.pos = REVEAL, 0

    def _reveal(self, right: bool) -> None:
        seat = self.turn
        q = self.question
        self.answers[q][seat] = int(right)
        self.last = {"kind": "answer", "seat": seat, "question": q, "right": right}
        self.pos += 1
        if self.pos < self.game.num_players:
            return
        # Everyone has said their answer: ticks and bets.
        answers = self.answers[q]
        count = sum(answers)
        for seat_ in range(self.game.num_players):
            self.ticks[seat_] += answers[seat_] + (self.predictions[q][seat_] == count)
        settled = []
        for target, bettor in enumerate(self.bet_by[q]):
            if bettor < 0:
                continue
            won = (self.bet_side[q][target] == KNOWS) == bool(answers[target])
            self.bets_won[bettor] += won
            settled.append({"bettor": bettor, "target": target, "side": self.bet_side[q][target], "won": won})
        self.last = {**self.last, "settled": True, "right_count": count, "bets": settled, "answers": answers[:],
                     "predicted": [self.predictions[q][s] == count for s in range(self.game.num_players)]}
        self.pos = 0
        if q + 1 < QUESTIONS:
            self.question, self.phase = q + 1, BET
        else:
            self._end_round()

    def _end_round(self) -> None:
        n = self.game.num_players
        points = [self.ticks[s] + self.bets_won[s] for s in range(n)]
        for s in range(n):
            self.scores[s] += points[s]
        self.round_scores.append(points)
        last_card = self.card
        self.last["card"] = self.card  # the round's card has been played through (simulation counts it)
        self.card = -1
        self.last["round_over"] = self.round
        self.last["points"] = points
        if self.round < self.game.rounds:
            self.round += 1
            low = min(self.scores)
            last_place = [s for s in range(n) if self.scores[s] == low]
            self.bonus_held = last_place[0] if len(last_place) == 1 else -1
            self.asker = (self.asker + 1) % n
            self._reset_round()
            self.used.append(last_card)
            self.phase = DRAW
            return
        top = max(self.scores)
        leaders = [s for s in range(n) if self.scores[s] == top]
        self._reset_round()
        self.bonus_held = -1
        self.bonus = [0] * n
        self.chips = [[0, 0] for _ in range(n)]
        self.question = 0
        if len(leaders) == 1:
            self.used.append(last_card)
            self.winners = leaders
            self.phase = OVER
            self.last["game_over"] = True
        else:
            # The last round's card stays out of the first tie-break draw the way a used tie-break
            # card stays out of the next one (as `tb_card`, put on the used pile after the draw):
            # even when the box is empty and the used cards go back in, the first tie-break
            # question comes from another card, never the one just played.
            self.tb_card = last_card
            self.tied = leaders
            self.phase = TB_DRAW
            self.last["tie"] = leaders[:]

    def _reset_round(self) -> None:
        n = self.game.num_players
        self.predictions = _grid(QUESTIONS, n)
        self.answers = _grid(QUESTIONS, n)
        self.bet_by = _grid(QUESTIONS, n)
        self.bet_side = _grid(QUESTIONS, n)
        self.chips = [[1, 1] for _ in range(n)]
        self.bonus = [BONUS_CHIPS if s == self.bonus_held else 0 for s in range(n)]
        self.bets_won = [0] * n
        self.ticks = [0] * n
        self.question = 0
        self.pos = 0

    def _tb_draw(self, card: int) -> None:
        # The card being replaced (the last tie-break card, or for the first tie-break card the
        # last round's) goes to the used pile only after the draw, so the next card is always
        # another one, even when the used cards have just gone back into the box.
        reshuffled = self._take(card)
        if self.tb_card >= 0:
            self.used.append(self.tb_card)
        self.tb_card = card
        # Each tie-break question comes from a new card; the number asked cycles through 1-5, so
        # a card that comes back after the box was refilled asks another of its questions.
        self.tb_question = self.tb_asked % QUESTIONS
        self.phase, self.pos = TB_PREDICT, 0
        self.last = {"kind": "draw", "card": card, "tiebreak": True, "reshuffled": reshuffled}

    def _tb_predict(self, k: int) -> None:
        seat = self.turn
        self.tb_predictions[seat] = k
        self.last = {"kind": "predict", "seat": seat, "tiebreak": True, "prediction": k}
        self.pos += 1
        if self.pos == len(self.tied):
            self.phase, self.pos = TB_REVEAL, 0

    def _tb_reveal(self, right: bool) -> None:
        seat = self.turn
        self.tb_answers[seat] = int(right)
        self.last = {"kind": "answer", "seat": seat, "tiebreak": True, "right": right}
        self.pos += 1
        if self.pos < len(self.tied):
            return
        count = sum(self.tb_answers[s] for s in self.tied)
        points = {s: self.tb_answers[s] + (self.tb_predictions[s] == count) for s in self.tied}
        for s, p in points.items():
            self.tb_points[s] += p
        self.tb_asked += 1
        n = self.game.num_players
        self.tb_predictions = [-1] * n
        self.tb_answers = [-1] * n
        self.pos = 0
        best = max(points.values())
        still = [s for s in self.tied if points[s] == best]
        self.last = {**self.last, "settled": True, "right_count": count, "tb_points": points, "tied": still,
                     "card": self.tb_card}  # the tie-break card's question is played (simulation counts it)
        # Questions go on until one player is ahead: a tie-break never ends shared. Bots give each
        # tied player a chance of scoring differently on every question (bots.py), so it ends.
        if len(still) == 1:
            self.winners = still
            self.tied = still
            self.phase = OVER
            self.last["game_over"] = True
            return
        self.tied = still
        self.phase = TB_DRAW  # the next tie-break question comes from another card

    # --- queries --------------------------------------------------------------------------------

    def stopped_by_limit(self) -> bool:
        """Always False: no safeguard stops the game (tie-breaks go on until one player wins)."""
        return False

    def returns(self) -> list[float]:
        n = self.game.num_players
        if self.phase != OVER:
            return [0.0] * n
        return [1.0 if s in self.winners else 0.0 for s in range(n)]

    def current_question(self) -> dict | None:
        """The question being asked, written or bet on ({question, answer, accept?})."""
        if self.phase in (QUESTION, BET, REVEAL) and self.card >= 0:
            return self.game.cards[self.card]["questions"][self.question]
        if self.phase in (TB_PREDICT, TB_REVEAL) and self.tb_card >= 0:
            return self.game.cards[self.tb_card]["questions"][self.tb_question]
        return None

    def action_to_string(self, action: int) -> str:
        if self.turn == CHANCE:
            cards = self.game.cards
            return f"draw {cards[action]['id']}" if isinstance(action, int) and 0 <= action < len(cards) else f"draw {action}"
        who = seat_name(self.turn) if self.turn >= 0 else "?"
        n = self.game.num_players
        if self.phase in (QUESTION, TB_PREDICT) and PREDICT <= action <= PREDICT + n:
            return f"{who} predicts {action - PREDICT}"
        if action == RIGHT:
            return f"{who} answered right"
        if action == WRONG:
            return f"{who} answered wrong"
        if action == PASS:
            return f"{who} passes"
        if BET_KNOWS <= action < BET_KNOWS + n:
            return f"{who} bets {seat_name(action - BET_KNOWS)} knows it"
        if BET_NOT <= action < BET_NOT + n:
            return f"{who} bets {seat_name(action - BET_NOT)} does not know it"
        return str(action)

    def __str__(self) -> str:
        return (f"round {self.round}/{self.game.rounds} {PHASES[self.phase]} question {self.question + 1}; scores "
                + ", ".join(f"{seat_name(s)} {p}" for s, p in enumerate(self.scores)))

    # --- copying and JSON -----------------------------------------------------------------------

    def clone(self) -> YouKnowItState:
        other = YouKnowItState.__new__(YouKnowItState)
        other.game = self.game
        other.rng = Rng(self.rng.seed, self.rng.counter)
        for name in ("round", "asker", "phase", "question", "pos", "card", "bonus_held", "tb_card",
                     "tb_question", "tb_asked", "turn", "last"):
            setattr(other, name, getattr(self, name))
        for name in ("box", "used", "scores", "bonus", "bets_won", "ticks", "tied", "tb_predictions",
                     "tb_answers", "tb_points", "winners"):
            setattr(other, name, getattr(self, name)[:])
        for name in ("round_scores", "predictions", "answers", "bet_by", "bet_side", "chips"):
            setattr(other, name, [row[:] for row in getattr(self, name)])
        return other

    def to_json(self) -> dict[str, Any]:
        """The state in plain JSON, cards by id, so a scenario reads well."""
        cards = self.game.cards
        card_id = lambda i: cards[i]["id"] if i >= 0 else None
        return {
            **saved_state_header(self.game, STATE_FORMAT, self.rng),
            "round": self.round,
            "asker": self.asker,
            "phase": PHASES[self.phase],
            "question": self.question,
            "pos": self.pos,
            "box": [card_id(c) for c in self.box],
            "used": [card_id(c) for c in self.used],
            "card": card_id(self.card),
            "scores": self.scores[:],
            "round_scores": [r[:] for r in self.round_scores],
            "predictions": [r[:] for r in self.predictions],
            "answers": [r[:] for r in self.answers],
            "bet_by": [r[:] for r in self.bet_by],
            "bet_side": [r[:] for r in self.bet_side],
            "chips": [c[:] for c in self.chips],
            "bonus": self.bonus[:],
            "bonus_held": self.bonus_held,
            "bets_won": self.bets_won[:],
            "ticks": self.ticks[:],
            "tied": self.tied[:],
            "tb_card": card_id(self.tb_card),
            "tb_question": self.tb_question,
            "tb_asked": self.tb_asked,
            "tb_predictions": self.tb_predictions[:],
            "tb_answers": self.tb_answers[:],
            "tb_points": self.tb_points[:],
            "winners": self.winners[:],
        }

    @classmethod
    def from_json(cls, game: YouKnowItGame, data: dict[str, Any]) -> YouKnowItState:
        check_saved_state(data, game, STATE_FORMAT, "a You Know It! state")
        index = game.card_index
        card = lambda value: -1 if value is None else index[value]
        ints = lambda values: [int(v) for v in values]
        with reading_state():
            state = cls.__new__(cls)
            state.game = game
            state.rng = Rng.from_json(data["rng"])
            state.round = int(data["round"])
            state.asker = int(data["asker"])
            state.phase = PHASES.index(data["phase"])
            state.question = int(data["question"])
            state.pos = int(data["pos"])
            state.box = [card(c) for c in data["box"]]
            state.used = [card(c) for c in data["used"]]
            state.card = card(data["card"])
            state.scores = ints(data["scores"])
            state.round_scores = [ints(r) for r in data["round_scores"]]
            for name in ("predictions", "answers", "bet_by", "bet_side", "chips"):
                setattr(state, name, [ints(r) for r in data[name]])
            for name in ("bonus", "bets_won", "ticks", "tied", "tb_predictions", "tb_answers", "tb_points", "winners"):
                setattr(state, name, ints(data[name]))
            state.bonus_held = int(data["bonus_held"])
            state.tb_card = card(data["tb_card"])
            state.tb_question = int(data["tb_question"])
            state.tb_asked = int(data["tb_asked"])
            state.last = None
            state.turn = CHANCE
            problems = state._shape_problems()
            if not problems:
                state._update_turn()
                problems = state.invariants()
        refuse_inconsistent(problems)
        return state

    # --- invariants (the conformance test checks these after every step) ------------------------

    def _shape_problems(self) -> list[str]:
        n = self.game.num_players
        problems = []
        for name in ("predictions", "answers", "bet_by", "bet_side"):
            table = getattr(self, name)
            if len(table) != QUESTIONS or [len(row) for row in table] != _ROW_LENGTHS[n]:
                problems.append(f"{name} must be {QUESTIONS} rows of {n} seats")
        for name in ("scores", "bonus", "bets_won", "ticks", "tb_predictions", "tb_answers", "tb_points"):
            if len(getattr(self, name)) != n:
                problems.append(f"{name} must have {n} entries")
        if len(self.chips) != n or any(len(c) != 2 for c in self.chips):
            problems.append("chips must be a pair per seat")
        if not 0 <= self.asker < n:
            problems.append(f"the asker {self.asker} is not a seat")
        if any(not 0 <= s < n for s in self.tied + self.winners):
            problems.append("tied players and winners must be seats")
        limit = {QUESTION: n, BET: n, REVEAL: n, TB_PREDICT: len(self.tied), TB_REVEAL: len(self.tied)}
        if self.phase in limit and not 0 <= self.pos < limit[self.phase]:
            problems.append(f"turn position {self.pos} is outside the {limit[self.phase]} players of this phase")
        if not 0 <= self.question < QUESTIONS or not 0 <= self.tb_question < QUESTIONS:
            problems.append("question numbers are 0-4")
        return problems

    def invariants(self) -> list[str]:
        # The shapes of the tables are checked once, when a state is read from JSON (from_json);
        # play never changes them.
        problems: list[str] = []
        game = self.game
        n = game.num_players
        phase = self.phase
        # Every card is in exactly one place.
        cards = self.box + self.used + [c for c in (self.card, self.tb_card) if c >= 0]
        total = len(game.cards)
        if len(cards) != total or len(set(cards)) != total or min(cards) < 0 or max(cards) >= total:
            problems.append("the cards in the box, the used pile and play are not the deck exactly once")
        if (self.card >= 0) != (phase in (QUESTION, BET, REVEAL)):
            problems.append(f"a round card is in play only while its questions are asked (phase {PHASES[phase]})")
        # The score track is the sum of the rounds.
        if [sum(col) for col in zip(*self.round_scores)] != self.scores and self.round_scores:
            problems.append("the scores are not the sum of the round points")
        if not self.round_scores and any(self.scores):
            problems.append("points scored before any round ended")
        if phase in (DRAW, QUESTION, BET, REVEAL) and len(self.round_scores) != self.round - 1:
            problems.append(f"{len(self.round_scores)} rounds scored but this is round {self.round}")
        if phase not in (DRAW, QUESTION, BET, REVEAL) and len(self.round_scores) != game.rounds:
            problems.append("the tie-break or the end comes only after the last round")
        if not 1 <= self.round <= game.rounds:
            problems.append(f"round {self.round} is outside 1-{game.rounds}")
        if self.asker != (self.round - 1) % n:
            problems.append(f"in round {self.round} the asker must be {seat_name((self.round - 1) % n)}")
        in_round = phase in (DRAW, QUESTION, BET, REVEAL)
        placed = [0] * n
        won = [0] * n
        ticks = [0] * n
        for q in range(QUESTIONS):
            # Which rows are filled in, given where the round is.
            predictions, answers = self.predictions[q], self.answers[q]
            predicted_all = phase in (BET, REVEAL) or (phase == QUESTION and q < self.question)
            answered_all = phase in (BET, REVEAL) and q < self.question
            if predicted_all and not all(0 <= p <= n for p in predictions):
                problems.append(f"a player has no prediction for question {q + 1}")
            if answered_all:
                if not all(a == 0 or a == 1 for a in answers):
                    problems.append(f"a player has no answer for question {q + 1}")
                else:
                    count = sum(answers)
                    for s in range(n):
                        ticks[s] += answers[s] + (predictions[s] == count)
            elif (phase != REVEAL or q > self.question) and answers.count(-1) != n:
                problems.append(f"question {q + 1} was answered too early")
            row, sides = self.bet_by[q], self.bet_side[q]
            if row.count(-1) == n:
                continue
            if phase not in (BET, REVEAL) or q > self.question:
                problems.append(f"a bet on question {q + 1} before its betting phase")
            for target, bettor in enumerate(row):
                if bettor < 0:
                    if sides[target] != -1:
                        problems.append("a bet must have a bettor and a side")
                    continue
                if bettor == target:
                    problems.append(f"{seat_name(target)} bet on themselves")
                if sides[target] not in (KNOWS, NOT):
                    problems.append("a bet must have a bettor and a side")
                placed[bettor] += 1
                if answered_all and (sides[target] == KNOWS) == (answers[target] == 1):
                    won[bettor] += 1
        # Chips: two own chips plus any bonus chips, each played at most once a round.
        for s in range(n):
            given = 2 + (BONUS_CHIPS if s == self.bonus_held else 0)
            chips = self.chips[s]
            left = chips[0] + chips[1] + self.bonus[s]
            if in_round and given - left != placed[s]:
                problems.append(f"{seat_name(s)} has {left} chips left of {given} but placed {placed[s]} bets")
            if self.bonus[s] < 0 or not (0 <= chips[0] <= 1 and 0 <= chips[1] <= 1):
                problems.append(f"{seat_name(s)}'s chips are not 0/1 own chips and some bonus chips")
            if in_round and self.bets_won[s] != won[s]:
                problems.append(f"{seat_name(s)} holds {self.bets_won[s]} +1 chips but won {won[s]} bets")
            if in_round and self.ticks[s] != ticks[s]:
                problems.append(f"{seat_name(s)} has {self.ticks[s]} ticks but earned {ticks[s]}")
        if phase == OVER:
            if not self.winners:
                problems.append("the game is over without a winner")
            elif not self.round_scores or any(self.scores[w] != max(self.scores) for w in self.winners):
                problems.append("a winner is not among the highest scores")
            if len(self.winners) > 1:
                problems.append("a game ends with one winner")
        elif self.winners:
            problems.append("winners named before the end")
        if phase in (TB_DRAW, TB_PREDICT, TB_REVEAL):
            if len(self.tied) < 2:
                problems.append("a tie-break needs two or more tied players")
            elif any(self.scores[s] != max(self.scores) for s in self.tied):
                problems.append("a tie-break player is not tied for first place")
            if phase != TB_DRAW and self.tb_card < 0:
                problems.append("a tie-break question without a tie-break card")
            if phase != TB_DRAW and self.tb_question != self.tb_asked % QUESTIONS:
                problems.append("a tie-break question is not the one its number calls for")
        elif phase != OVER and (self.tied or self.tb_card >= 0 or self.tb_asked):
            problems.append("tie-break data during the rounds")
        if phase != OVER and (self.bonus_held >= 0) and phase in (DRAW, QUESTION, BET, REVEAL) and self.round == 1:
            problems.append("bonus chips in the first round")
        return problems


# Option sets the engine conformance test plays (tests/engine).
CONFORMANCE_OPTIONS = [{"players": 2}, {"players": 6, "rounds": 1}]
# Bots only this game has, by name (the engine offers `random` for every game).
BOTS = {"knowledgeable": "deckctl.games.you_know_it.bots:KnowledgeableBot"}
# The terminal front end (`deckctl play`): a module with `play(game, seed, console, read_line, recorder)`.
UI = "deckctl.games.you_know_it.ui"

def make_game(bundle: dict, **options: Any) -> YouKnowItGame:
    """The engine registry's entry point; ValueError for an unknown option or a bad value."""
    return YouKnowItGame(bundle, **read_options("You Know It!", OPTIONS, options))
