"""The iKNOW reference engine: `IknowGame` makes `IknowState`s (docs/engine.md).

Each round one player reads a card of the chosen category. The others place their iKNOW token on a
level of the board (it says after which clue they answer: 3, 2 or 1 chips; each level has two
squares, filled from the top, so a full level takes no more tokens), then their
iBET token on the (+) or (-) circle of another player's iKNOW token, then answer in order from
the highest square down while the clues are read. Points: the chips of the level for a right
answer, +1/-1 for each bet, 2 for the reader. The game ends after a round in which someone has at
least 20 points. Every reading of the rulebook this engine had to choose is written down in
docs/rules/iknow.md and tested in tests/games/iknow/.

Actions are integers in separate ranges, so a front end or a log always knows what one means:
    0-3      choose the category (people, world, works, events)
    10-12    place the iKNOW token on a level (10: level 3, 11: level 2, 12: level 1); it takes the
             level's upper square, or its lower one when the upper is taken
    30-...   place the iBET token (30 + 2 * target seat + 0 for (+), 1 for (-))
    50, 51   the answer was right / wrong
At a chance node the outcome is a card (its index in the bundle).
"""

from __future__ import annotations

from typing import Any

from deckctl.engine import answers
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

GAME_ID = "iknow"
CATEGORIES: tuple[str, ...] = ("people", "world", "works", "events")  # clockwise on the board
LEVELS = (3, 2, 1)  # chips for answering after the first, second and third clue (top level first)
SQUARES_PER_LEVEL = 2  # as on the printed board: six squares for up to five answering players
MIN_PLAYERS, MAX_PLAYERS, DEFAULT_PLAYERS = 2, 6, 4
DEFAULT_TARGET = 20
DEFAULT_MAX_ROUNDS = 200
READER_CHIPS = 2

CATEGORY_BASE = 0
LEVEL_BASE = 10
BET_BASE = 30
RIGHT, WRONG = 50, 51
PLUS, MINUS = 0, 1
SIGNS = ("+", "-")

# Phases of a round.
CATEGORY, DRAW, PLACE, BET, ANSWER, OVER = "category", "draw", "place", "bet", "answer", "over"
PHASES = (CATEGORY, DRAW, PLACE, BET, ANSWER, OVER)
STATE_FORMAT = "deckctl-iknow-state"
OPTIONS = (
    Option("players", DEFAULT_PLAYERS, "seats at the table", low=MIN_PLAYERS, high=MAX_PLAYERS),
    Option("target", DEFAULT_TARGET, "the points that end the game", low=1),
    Option("max_rounds", DEFAULT_MAX_ROUNDS, "an engine safeguard: the game also ends after this round", low=1),
)


class IknowGame:
    """The rules and the fixed data of one game: cards and options."""

    id = GAME_ID

    def __init__(self, bundle: dict, *, players: Any = DEFAULT_PLAYERS, target: Any = DEFAULT_TARGET,
                 max_rounds: Any = DEFAULT_MAX_ROUNDS):
        check_bundle_game(bundle, GAME_ID, "iKNOW")
        self.num_players = check(OPTIONS, "players", players)
        self.target = check(OPTIONS, "target", target)
        self.max_rounds = check(OPTIONS, "max_rounds", max_rounds)
        cards = bundle.get("cards") or []
        if not cards:
            raise ValueError("the deck has no cards; a game needs at least one")
        self.bundle_sha256: str = bundle.get("sha256", "")
        self.deck_id: str = bundle.get("deck", {}).get("id", "")
        self.cards: list[dict] = cards
        self.card_category = [CATEGORIES.index(card["category"]) for card in cards]
        self.all_cards = frozenset(range(len(cards)))
        self.category_size = [self.card_category.count(c) for c in range(len(CATEGORIES))]
        n = self.num_players
        # In a two-player game the reader answers too.
        self.answerers = n if n == 2 else n - 1
        self.squares_per_level = SQUARES_PER_LEVEL
        self.num_squares = len(LEVELS) * SQUARES_PER_LEVEL
        self.reader_chips = 0 if n == 2 else READER_CHIPS

    def options(self) -> dict[str, Any]:
        return {"players": self.num_players, "target": self.target, "max_rounds": self.max_rounds}

    def new_initial_state(self, seed: int) -> IknowState:
        return IknowState(self, seed)

    def state_from_json(self, data: dict[str, Any]) -> IknowState:
        return IknowState.from_json(self, data)

    # --- the board ----------------------------------------------------------------------------

    def level_of(self, square: int) -> int:
        """Chips the square's level is worth (3 for the top level)."""
        return LEVELS[square // self.squares_per_level]

    def level_squares(self, level: int) -> range:
        """The squares of the level worth `level` chips, the upper one first."""
        first = LEVELS.index(level) * self.squares_per_level
        return range(first, first + self.squares_per_level)

    def playable_categories(self) -> list[int]:
        return [c for c in range(len(CATEGORIES)) if self.category_size[c]]

    def next_category(self, category: int) -> int:
        """The next category clockwise that has cards (the token skips categories the deck lacks)."""
        for step in range(1, len(CATEGORIES) + 1):
            candidate = (category + step) % len(CATEGORIES)
            if self.category_size[candidate]:
                return candidate
        raise AssertionError("a game always has cards")

    def is_right(self, card: int, text: str) -> bool:
        """Does a typed answer match the card's answer or one of its accepted answers?"""
        return answers.matches(text, self.cards[card])


class IknowState(CheckedApply):
    """One moment of a game of iKNOW."""

    __slots__ = (
        "answers",
        "bet_of",
        "bets",
        "box",
        "card",
        "category",
        "chooser",
        "ended",
        "first_right",
        "game",
        "last",
        "phase",
        "points",
        "reader",
        "rng",
        "round",
        "square_of",
        "squares",
        "turn",
        "used",
        "winners",
    )

    def __init__(self, game: IknowGame, seed: int | None = None):
        n = game.num_players
        self.game = game
        self.rng = Rng(seed or 0)
        self.round = 1
        self.reader = 0
        # Round 1: the reader chooses the category; the token starts on the first one with cards.
        self.phase = CATEGORY
        self.category = game.playable_categories()[0]
        self.chooser = 0
        self.card = -1
        self.box: list[int] = list(range(len(game.cards)))
        self.used: list[int] = []
        self.points = [1] * n  # everyone starts with one white chip
        self.first_right = -1
        self.ended = False
        self.winners: list[int] = []
        self.last: dict | None = None
        self._clear_board()
        self._update_turn()

    def _clear_board(self) -> None:
        n = self.game.num_players
        self.squares = [-1] * self.game.num_squares  # the seat on each square
        self.square_of = [-1] * n
        self.bets = [-1] * (2 * n)  # circle 2 * target + sign -> bettor
        self.bet_of = [-1] * n  # bettor -> circle
        self.answers = [-1] * n  # -1 not yet, 1 right, 0 wrong
        self.first_right = -1

    # --- who does what ------------------------------------------------------------------------

    def answering_seats(self) -> list[int]:
        """The seats that place tokens and answer this round, from the reader's left."""
        n = self.game.num_players
        order = [(self.reader + k) % n for k in range(1, n + 1)]
        return order if n == 2 else order[:-1]

    def answer_order(self) -> list[int]:
        """Seats with an iKNOW token, highest square first: the order of betting and answering.
        (A level fills from the top, so of two tokens on a level the one placed first comes first.)"""
        return [seat for seat in self.squares if seat >= 0]

    def _update_turn(self) -> None:
        phase = self.phase
        if phase == OVER:
            self.turn = TERMINAL
        elif phase == DRAW:
            self.turn = CHANCE
        elif phase == CATEGORY:
            self.turn = self.chooser
        elif phase == PLACE:
            self.turn = next(s for s in self.answering_seats() if self.square_of[s] < 0)
        elif phase == BET:
            self.turn = next(s for s in self.answer_order() if self.bet_of[s] < 0)
        else:
            self.turn = next(s for s in self.answer_order() if self.answers[s] < 0)

    def current_player(self) -> int:
        return self.turn

    def is_terminal(self) -> bool:
        return self.ended

    def is_chance_node(self) -> bool:
        return self.turn == CHANCE

    def clues_read(self) -> int:
        """How many clues the reader has read out (0 before the answering starts)."""
        if self.phase != ANSWER:
            return 3 if self.phase == OVER and self.card >= 0 else 0
        return 4 - self.game.level_of(self.square_of[self.turn])

    # --- chance -------------------------------------------------------------------------------

    def _pool(self) -> list[int]:
        """The cards of the current category still in the box, or its used ones when none are left."""
        category = self.game.card_category
        pool = [c for c in self.box if category[c] == self.category]
        return pool or [c for c in self.used if category[c] == self.category]

    def chance_outcomes(self) -> list[tuple[int, float]]:
        if self.turn != CHANCE:
            return []
        pool = self._pool()
        p = 1.0 / len(pool)
        return [(card, p) for card in pool]

    def sample_chance(self) -> int:
        if self.turn != CHANCE:
            raise IllegalAction(-1, "this is not a chance node")
        pool = self._pool()
        return pool[self.rng.below(len(pool))]

    # --- legal actions ------------------------------------------------------------------------

    def legal_actions(self) -> list[int]:
        phase = self.phase
        if phase == OVER:
            return []
        if phase == DRAW:
            return self._pool()
        if phase == CATEGORY:
            return [CATEGORY_BASE + c for c in self.game.playable_categories()]
        if phase == PLACE:
            return [LEVEL_BASE + i for i, level in enumerate(LEVELS) if self.free_square(level) >= 0]
        if phase == BET:
            me = self.turn
            return [BET_BASE + circle for circle, bettor in enumerate(self.bets)
                    if bettor < 0 and circle // 2 != me and self.square_of[circle // 2] >= 0]
        return [RIGHT, WRONG]

    def illegal_reason(self, action: int) -> str | None:
        if self.ended:
            return "the game is over"
        if action.__class__ is not int:
            return f"an action is a whole number, not {shown(action)}"
        game = self.game
        phase = self.phase
        if phase == DRAW:
            if action in self._pool():
                return None
            if 0 <= action < len(game.cards):
                return (f"card {action} ({game.cards[action]['id']}) cannot be drawn now: the question comes "
                        f"from the {CATEGORIES[self.category]} cards left in the box")
            return f"there is no card {action} in this deck"
        if phase == CATEGORY:
            c = action - CATEGORY_BASE
            if not 0 <= c < len(CATEGORIES):
                return f"{action} is not a category; choose one of {self._choices()}"
            if not game.category_size[c]:
                return f"the deck has no {CATEGORIES[c]} cards"
            return None
        if phase == PLACE:
            index = action - LEVEL_BASE
            if not 0 <= index < len(LEVELS):
                return f"{action} is not a level; choose one of {self._choices()}"
            level = LEVELS[index]
            if self.free_square(level) < 0:
                on = " and ".join(f"player {self.squares[sq] + 1}" for sq in game.level_squares(level))
                return f"level {level} is full: both its squares are taken ({on})"
            return None
        if phase == BET:
            circle = action - BET_BASE
            if not 0 <= circle < len(self.bets):
                return f"{action} is not a circle; choose one of {self._choices()}"
            target, sign = divmod(circle, 2)
            if target == self.turn:
                return "you cannot bet on yourself"
            if self.square_of[target] < 0:
                return f"player {target + 1} has no iKNOW token on the board this round"
            if self.bets[circle] >= 0:
                return f"the ({SIGNS[sign]}) circle of player {target + 1} is taken by player {self.bets[circle] + 1}"
            return None
        if action not in (RIGHT, WRONG):
            return f"{action} is not an answer; it is {RIGHT} (right) or {WRONG} (wrong)"
        return None

    def free_square(self, level: int) -> int:
        """The square a token put on `level` takes (the upper free one), -1 when the level is full."""
        return next((sq for sq in self.game.level_squares(level) if self.squares[sq] < 0), -1)

    def _choices(self) -> str:
        return ", ".join(str(a) for a in self.legal_actions())

    # --- applying -----------------------------------------------------------------------------

    def apply_legal(self, action: int) -> None:
        phase = self.phase
        seat = self.turn
        if phase == DRAW:
            self._draw(action)
        elif phase == CATEGORY:
            self.category = action - CATEGORY_BASE
            self.phase = DRAW
            self.last = {"kind": "category", "player": seat, "category": self.category}
        elif phase == PLACE:
            sq = self.free_square(LEVELS[action - LEVEL_BASE])
            self.squares[sq] = seat
            self.square_of[seat] = sq
            self.last = {"kind": "place", "player": seat, "square": sq}
            if all(self.square_of[s] >= 0 for s in self.answering_seats()):
                self.phase = BET
        elif phase == BET:
            circle = action - BET_BASE
            self.bets[circle] = seat
            self.bet_of[seat] = circle
            self.last = {"kind": "bet", "player": seat, "target": circle // 2, "sign": SIGNS[circle % 2]}
            if all(self.bet_of[s] >= 0 for s in self.answer_order()):
                self.phase = ANSWER
        else:
            right = action == RIGHT
            self.answers[seat] = 1 if right else 0
            if right and self.first_right < 0:
                self.first_right = seat
            self.last = {"kind": "answer", "player": seat, "right": right}
            if all(self.answers[s] >= 0 for s in self.answer_order()):
                self._end_round()
        self._update_turn()

    def _draw(self, card: int) -> None:
        if card not in self.box:  # the category ran out: its used cards go back into the box
            category = self.game.card_category
            back = [c for c in self.used if category[c] == self.category]
            self.used = [c for c in self.used if category[c] != self.category]
            self.box.extend(back)
        self.box.remove(card)
        self.card = card
        self.phase = PLACE
        self.last = {"kind": "draw", "reader": self.reader, "category": self.category}

    def round_scores(self) -> list[int]:
        """What each seat wins (or loses) in the round being checked, before the floor at zero."""
        game = self.game
        delta = [0] * game.num_players
        for seat in self.answer_order():
            if self.answers[seat] == 1:
                delta[seat] += game.level_of(self.square_of[seat])
        for circle, bettor in enumerate(self.bets):
            if bettor < 0:
                continue
            target, sign = divmod(circle, 2)
            right = self.answers[target] == 1
            delta[bettor] += 1 if right == (sign == PLUS) else -1
        delta[self.reader] += game.reader_chips
        return delta

    def _end_round(self) -> None:
        game = self.game
        delta = self.round_scores()
        self.points = [max(0, p + d) for p, d in zip(self.points, delta)]
        event = {"kind": "round", "card": self.card, "delta": delta, "answers": self.answers[:],
                 "squares": self.squares[:], "bets": self.bets[:], "reader": self.reader,
                 "first_right": self.first_right}
        self.last = event
        if max(self.points) >= game.target or self.round >= game.max_rounds:
            best = max(self.points)
            self.winners = [s for s, p in enumerate(self.points) if p == best]
            self.ended = True
            self.phase = OVER
            event["game_over"] = True
            return
        self.used.append(self.card)
        self.card = -1
        self.round += 1
        self.reader = (self.reader + 1) % game.num_players
        first_right = self.first_right
        self._clear_board()
        if first_right >= 0:
            self.chooser = first_right
            self.phase = CATEGORY
        else:
            self.chooser = -1
            self.category = game.next_category(self.category)
            self.phase = DRAW
            event["category_moved"] = self.category

    # --- results and queries ------------------------------------------------------------------

    def stopped_by_limit(self) -> bool:
        """Did the `max_rounds` safeguard end the game (nobody had reached the target)? Its returns
        still name the leaders, as the table would; simulation counts it as a game without a winner."""
        return self.ended and max(self.points) < self.game.target

    def returns(self) -> list[float]:
        n = self.game.num_players
        if not self.ended:
            return [0.0] * n
        return [1.0 if s in self.winners else 0.0 for s in range(n)]

    def action_to_string(self, action: int) -> str:
        game = self.game
        phase = self.phase
        if phase == DRAW:
            return f"draw {game.cards[action]['id']}" if 0 <= action < len(game.cards) else f"draw {action}"
        if CATEGORY_BASE <= action < CATEGORY_BASE + len(CATEGORIES):
            return f"category {CATEGORIES[action - CATEGORY_BASE]}"
        if LEVEL_BASE <= action < LEVEL_BASE + len(LEVELS):
            return f"iKNOW on level {LEVELS[action - LEVEL_BASE]}"
        if BET_BASE <= action < BET_BASE + 2 * game.num_players:
            target, sign = divmod(action - BET_BASE, 2)
            return f"iBET {SIGNS[sign]} on player {target + 1}"
        if action == RIGHT:
            return "answered right"
        if action == WRONG:
            return "answered wrong"
        return str(action)

    def __str__(self) -> str:
        return (f"round {self.round}, reader {self.reader + 1}, {CATEGORIES[self.category]}, {self.phase}; "
                f"points {self.points}")

    # --- copying and JSON ---------------------------------------------------------------------

    def clone(self) -> IknowState:
        other = IknowState.__new__(IknowState)
        other.game = self.game
        other.rng = Rng(self.rng.seed, self.rng.counter)
        for name in ("round", "reader", "phase", "category", "chooser", "card", "first_right", "ended",
                     "last", "turn"):
            setattr(other, name, getattr(self, name))
        for name in ("box", "used", "squares", "square_of", "bets", "bet_of", "answers", "points", "winners"):
            setattr(other, name, getattr(self, name)[:])
        return other

    def to_json(self) -> dict[str, Any]:
        """The state in plain JSON; cards by id, seats as numbers from 0, categories by name."""
        cards = self.game.cards
        seat = lambda s: s if s >= 0 else None
        return {
            **saved_state_header(self.game, STATE_FORMAT, self.rng),
            "round": self.round,
            "reader": self.reader,
            "phase": self.phase,
            "category": CATEGORIES[self.category],
            "chooser": seat(self.chooser),
            "card": cards[self.card]["id"] if self.card >= 0 else None,
            "box": [cards[c]["id"] for c in self.box],
            "used": [cards[c]["id"] for c in self.used],
            "squares": [seat(s) for s in self.squares],
            "bets": [{"+": seat(self.bets[2 * t]), "-": seat(self.bets[2 * t + 1])}
                     for t in range(self.game.num_players)],
            "answers": [None if a < 0 else bool(a) for a in self.answers],
            "points": self.points[:],
            "ended": self.ended,
            "winners": self.winners[:],
        }

    @classmethod
    def from_json(cls, game: IknowGame, data: dict[str, Any]) -> IknowState:
        check_saved_state(data, game, STATE_FORMAT, "an iKNOW state")
        index = {card["id"]: i for i, card in enumerate(game.cards)}
        n = game.num_players
        seat = lambda s: -1 if s is None else int(s)
        with reading_state(KeyError, ValueError, TypeError, IndexError, AttributeError, StopIteration):
            state = cls.__new__(cls)
            state.game = game
            state.rng = Rng.from_json(data["rng"])
            state.round = int(data["round"])
            state.reader = int(data["reader"])
            state.phase = str(data["phase"])
            if state.phase not in PHASES:
                raise ValueError(f"unknown phase {state.phase!r}")
            state.category = CATEGORIES.index(data["category"])
            state.chooser = seat(data.get("chooser"))
            state.card = -1 if data.get("card") is None else index[data["card"]]
            state.box = [index[i] for i in data["box"]]
            state.used = [index[i] for i in data["used"]]
            state.squares = [seat(s) for s in data["squares"]]
            state.square_of = [-1] * n
            for sq, s in enumerate(state.squares):
                if s >= 0:
                    state.square_of[s] = sq
            state.bets = [-1] * (2 * n)
            state.bet_of = [-1] * n
            bets = data["bets"]
            if len(bets) != n:
                raise ValueError(f"bets for {len(bets)} players, the game has {n}")
            for target, circles in enumerate(bets):
                for sign, name in enumerate(SIGNS):
                    bettor = seat(circles.get(name))
                    state.bets[2 * target + sign] = bettor
                    if bettor >= 0:
                        state.bet_of[bettor] = 2 * target + sign
            state.answers = [-1 if a is None else int(bool(a)) for a in data["answers"]]
            state.points = [int(p) for p in data["points"]]
            state.ended = bool(data.get("ended", False))
            state.winners = [int(s) for s in data.get("winners", [])]
            state.first_right = next((s for s in state.answer_order() if state.answers[s] == 1), -1)
            state.last = None
            state.turn = TERMINAL
            refuse_inconsistent(state.invariants(check_turn=False))
            state._update_turn()
        return state

    # --- invariants (the conformance test checks these after every step) -----------------------

    def invariants(self, check_turn: bool = True) -> list[str]:
        problems: list[str] = []
        game = self.game
        n = game.num_players
        for name, values, size in (("squares", self.squares, game.num_squares), ("answers", self.answers, n),
                                   ("points", self.points, n), ("bets", self.bets, 2 * n)):
            if len(values) != size:
                problems.append(f"{len(values)} {name}, expected {size}")
        if problems:
            return problems
        if not 0 <= self.reader < n:
            problems.append(f"reader {self.reader} is not a seat")
            return problems
        cards = self.box + self.used + ([self.card] if self.card >= 0 else [])
        total = len(game.cards)
        if len(cards) != total or set(cards) != game.all_cards:
            problems.append("the cards in box, used pile and the reader's hand are not the deck exactly once")
        phase = self.phase
        has_card = phase in (PLACE, BET, ANSWER) or (phase == OVER and self.card >= 0)
        if has_card != (self.card >= 0):
            problems.append(f"in phase {phase} the reader {'should' if has_card else 'should not'} hold a card")
        if self.card >= 0 and game.card_category[self.card] != self.category:
            problems.append(f"the card {game.cards[self.card]['id']} is not a {CATEGORIES[self.category]} card")
        if not game.category_size[self.category]:
            problems.append(f"the category token is on {CATEGORIES[self.category]}, which has no cards")
        if phase == CATEGORY and not 0 <= self.chooser < n:
            problems.append("nobody chooses the category")
        answering = set(self.answering_seats())
        placed = [s for s in self.squares if s >= 0]
        if len(set(placed)) != len(placed):
            problems.append("a player has two iKNOW tokens on the board")
        if not answering.issuperset(placed):
            problems.append("a player who does not answer this round has an iKNOW token on the board")
        placed_set = set(placed)
        for s, sq in enumerate(self.square_of):
            if (sq >= 0) != (s in placed_set) or (sq >= 0 and self.squares[sq] != s):
                problems.append(f"player {s + 1}'s square does not match the board")
        for level in LEVELS:
            upper, lower = (self.squares[sq] for sq in game.level_squares(level))
            if lower >= 0 and upper < 0:
                problems.append(f"a token on the lower square of level {level} while its upper square is free")
        all_placed = placed_set == answering
        if phase in (BET, ANSWER) or (phase == OVER and self.card >= 0):
            if not all_placed:
                problems.append(f"in phase {phase} every answering player must have placed the iKNOW token")
        elif phase in (CATEGORY, DRAW) and placed:
            problems.append(f"iKNOW tokens on the board in phase {phase}")
        elif phase == PLACE:
            order = self.answering_seats()
            if placed and sorted(placed) != sorted(order[:len(placed)]):
                problems.append("the iKNOW tokens were not placed from the reader's left")
            if all_placed:
                problems.append("every iKNOW token is placed but the phase is still place")
        bettors = [b for b in self.bets if b >= 0]
        if len(set(bettors)) != len(bettors):
            problems.append("a player has two iBET tokens on the board")
        for circle, bettor in enumerate(self.bets):
            if bettor < 0:
                continue
            target = circle // 2
            if target == bettor:
                problems.append(f"player {bettor + 1} bets on themselves")
            if self.square_of[target] < 0:
                problems.append(f"an iBET token on player {target + 1}, who has no iKNOW token")
            if self.square_of[bettor] < 0:
                problems.append(f"player {bettor + 1} bets without answering this round")
            if self.bet_of[bettor] != circle:
                problems.append(f"player {bettor + 1}'s bet does not match the board")
        order = self.answer_order()
        if phase in (CATEGORY, DRAW, PLACE) and bettors:
            problems.append(f"iBET tokens on the board in phase {phase}")
        if phase == BET and sorted(bettors) != sorted(order[:len(bettors)]):
            problems.append("the iBET tokens were not placed from the highest iKNOW token down")
        if phase == ANSWER or (phase == OVER and self.card >= 0):
            if sorted(bettors) != sorted(order):
                problems.append("every answering player must have bet before the answers")
        answered = [s for s in range(n) if self.answers[s] >= 0]
        if phase == ANSWER:
            if sorted(answered) != sorted(order[:len(answered)]) or len(answered) == len(order):
                problems.append("the answers are not given from the highest iKNOW token down")
        elif phase == OVER and self.card >= 0:
            if sorted(answered) != sorted(order):
                problems.append("the game ended before every answer was given")
        elif answered:
            problems.append(f"answers recorded in phase {phase}")
        if min(self.points) < 0:
            problems.append("a player has fewer than zero points")
        if self.ended != (phase == OVER):
            problems.append("the game is over exactly when the phase is over")
        if self.ended:
            best = max(self.points)
            if self.winners != [s for s, p in enumerate(self.points) if p == best]:
                problems.append("the winners are not the players with the most points")
            if best < game.target and self.round < game.max_rounds:
                problems.append(f"the game ended with {best} points at most before round {game.max_rounds}")
        elif self.winners:
            problems.append("winners named before the end")
        if self.round < 1 or self.round > game.max_rounds:
            problems.append(f"round {self.round} is outside 1-{game.max_rounds}")
        if check_turn and not self.ended:
            legal = self.legal_actions()
            if not legal:
                problems.append(f"nobody can act in phase {phase}")
        return problems


# Option sets the engine conformance test plays (tests/engine).
# (Lower targets for the larger tables keep the games short: the rules played are the same.)
CONFORMANCE_OPTIONS = [{"players": 2}, {"players": 4, "target": 12}, {"players": 6, "target": 8}]
# Bots only this game has, by name (the engine offers `random` for every game).
BOTS = {"knowledgeable": "deckctl.games.iknow.bots:KnowledgeableBot"}
# The terminal front end (`deckctl play`): a module with `play(game, seed, console, read_line, recorder)`.
UI = "deckctl.games.iknow.ui"


def make_game(bundle: dict, **options: Any) -> IknowGame:
    """The engine registry's entry point; ValueError names an unknown option or a bad value."""
    return IknowGame(bundle, **read_options("iKNOW", OPTIONS, options))
