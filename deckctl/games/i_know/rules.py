"""The I know! reference engine: `IKnowGame` makes `IKnowState`s (docs/engine.md).

Two to six players move tokens clockwise round a loop of school squares, answer questions at
their own level and collect checkmarks on a report card. The first player with at least one
right answer in each of the six core subjects and five in the option subjects ends the game at
once; the most points win. The board is not part of the deck format, so the engine carries a
small reference board (`BOARD`); it and every reading of the rulebook chosen here are written
down in docs/rules/i-know.md and tested in tests/games/i_know/.

Actions are integers. A seat's actions are: `RIGHT` / `WRONG` (how the player answered the
question on the table: the player, or the table, judges it), `SUBJECT + s` (the subject chosen
on a two-subject square, in Study Hall or for an "any subject" card) and `VICTIM + seat` (who
is sent to the Recess Area). Chance outcomes are: the seat that won the starting roll, a die
face 1-6, or a card (its index in the bundle).
"""

from __future__ import annotations

from typing import Any

from deckctl.engine import OptionError
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
from deckctl.games.i_know.cards import CORE_SUBJECTS, OPTION_SUBJECTS

GAME_ID = "i-know"
STATE_FORMAT = "deckctl-i-know-state"
SUBJECTS: tuple[str, ...] = CORE_SUBJECTS + OPTION_SUBJECTS
NUM_CORE = len(CORE_SUBJECTS)
LEVELS = "ABCD"
MIN_PLAYERS, MAX_PLAYERS, DEFAULT_PLAYERS = 2, 6, 2
DEFAULT_LEVEL = "C"
DEFAULT_MAX_ROUNDS = 100
OPTIONS = (
    Option("players", DEFAULT_PLAYERS, "seats at the table", low=MIN_PLAYERS, high=MAX_PLAYERS),
    Option("levels", DEFAULT_LEVEL, "the card level each player answers at, A (easiest) to D: one letter for "
           "everybody, or one per player in seat order (e.g. ABDC)", form="A-D or one letter per player"),
    Option("max_rounds", DEFAULT_MAX_ROUNDS, "an engine safeguard: the game also ends after this round", low=1),
)
OPTIONS_NEEDED = 5  # right answers in the option subjects, all together
HALL_PASS = 5
# An engine safeguard: the actions one turn may take. A turn normally takes a handful; only
# announcement cards that keep drawing more (a go-to to the Principal's Office, which draws again)
# can go on, and a deck whose every announcement does so would go on for ever. At this bound the
# engine stops the game (so no game takes more than max_rounds x players x MAX_TURN_STEPS
# actions): nobody finished the report card and the game could not go on, so nobody wins
# (`stuck()`, returns all 0). `deckctl validate` reports the sure case.
MAX_TURN_STEPS = 200
FIRST_CORE, MORE_CORE, OPTION_POINTS = 10, 5, 5

# Seat actions.
RIGHT, WRONG = 0, 1
SUBJECT = 10  # SUBJECT + subject index (0-9)
VICTIM = 20   # VICTIM + seat

# Square kinds of the reference board.
OFFICE, LOCKER, OPTION, RECESS, NURSE, STUDY, ANNOUNCE, GOTO = range(8)
KIND_NAMES = ("principal-office", "locker", "option", "recess-area", "nurse-office", "study-hall",
              "announcement", "go-to")
LOCKER_COLOURS = {"blue": ("math", "science"), "red": ("spelling", "language-arts"),
                  "green": ("history", "geography")}
OPTION_COLOURS = {"outdoor-education": "orange", "reading-library": "purple",
                  "recreation-health": "yellow", "industrial-arts-home-economics": "brown"}

# The reference board, clockwise from the Principal's Office (square 0, where every token starts).
# Each entry: (kind, detail): a locker colour, an option subject or a Go To destination.
BOARD: tuple[tuple[int, str], ...] = (
    (OFFICE, ""),                                   # 0
    (LOCKER, "blue"), (LOCKER, "red"), (OPTION, "outdoor-education"), (LOCKER, "green"),
    (ANNOUNCE, ""),                                 # 5
    (LOCKER, "blue"), (OPTION, "reading-library"), (LOCKER, "red"),
    (RECESS, ""),                                   # 9
    (LOCKER, "green"), (OPTION, "recreation-health"), (LOCKER, "blue"),
    (ANNOUNCE, ""),                                 # 13
    (LOCKER, "red"), (OPTION, "industrial-arts-home-economics"), (LOCKER, "green"),
    (GOTO, "study-hall"),                           # 17
    (NURSE, ""),                                    # 18
    (LOCKER, "blue"), (OPTION, "outdoor-education"), (LOCKER, "red"),
    (ANNOUNCE, ""),                                 # 22
    (LOCKER, "green"), (OPTION, "reading-library"), (LOCKER, "blue"),
    (STUDY, ""),                                    # 26
    (LOCKER, "red"), (OPTION, "recreation-health"),
    (GOTO, "nurse-office"),                         # 29
    (LOCKER, "green"),
    (ANNOUNCE, ""),                                 # 31
    (LOCKER, "blue"), (OPTION, "industrial-arts-home-economics"), (LOCKER, "red"),
    (GOTO, "recess-area"),                          # 35
)
SIZE = len(BOARD)
NAMED_SQUARES = {KIND_NAMES[kind]: i for i, (kind, _) in enumerate(BOARD) if kind in (OFFICE, RECESS, NURSE, STUDY)}

# Phases: what the state waits for.
START, ROLL, CHOOSE, DRAW_QUESTION, ANSWER, DRAW_CARD, RECESS_PICK, OVER = range(8)
PHASES = ("start", "roll", "choose", "draw-question", "answer", "draw-card", "recess-pick", "over")


def square_name(square: int) -> str:
    kind, detail = BOARD[square]
    if kind == LOCKER:
        return f"{detail} locker ({' or '.join(subject_title(s) for s in LOCKER_COLOURS[detail])})"
    if kind == OPTION:
        return f"option square ({subject_title(detail)})"
    if kind == GOTO:
        return f"Go To {square_title(detail)}"
    return square_title(KIND_NAMES[kind])


def square_title(name: str) -> str:
    return {"principal-office": "Principal's Office", "recess-area": "Recess Area", "nurse-office": "Nurse's Office",
            "study-hall": "Study Hall", "announcement": "Announcement"}[name]


def subject_title(subject: str) -> str:
    return {"math": "Math", "spelling": "Spelling", "language-arts": "Language Arts", "science": "Science",
            "history": "History", "geography": "Geography", "outdoor-education": "Outdoor Education",
            "reading-library": "Reading and Library", "recreation-health": "Recreation and Health",
            "industrial-arts-home-economics": "Industrial Arts and Home Economics"}[subject]


def _parse_levels(levels: Any, players: int) -> tuple[str, ...]:
    if isinstance(levels, (list, tuple)):
        letters = [str(x).strip().upper() for x in levels]
    elif isinstance(levels, str):
        text = levels.replace(",", "").replace(" ", "").upper()
        letters = list(text)
    else:
        raise OptionError(f"levels must be letters A-D (one for all players, or one per player), not {shown(levels)}")
    if len(letters) == 1:
        letters = letters * players
    if len(letters) != players or any(letter not in LEVELS for letter in letters):
        raise OptionError(f"levels must be one letter A-D for everybody or one per player ({players}), "
                          f"e.g. `C` or `{('BD' * players)[:players]}`; got {shown(levels)}")
    return tuple(letters)


class IKnowGame:
    """The rules and the fixed data of one game: cards, players, levels."""

    id = GAME_ID

    def __init__(self, bundle: dict, *, players: Any = DEFAULT_PLAYERS, levels: Any = DEFAULT_LEVEL,
                 max_rounds: Any = DEFAULT_MAX_ROUNDS):
        check_bundle_game(bundle, GAME_ID, "I know!")
        self.num_players = players = check(OPTIONS, "players", players)
        self.levels = _parse_levels(levels, players)
        self.max_rounds = check(OPTIONS, "max_rounds", max_rounds)
        self.bundle_sha256: str = bundle.get("sha256", "")
        self.deck_id: str = bundle.get("deck", {}).get("id", "")
        self.cards: list[dict] = bundle["cards"]
        self.card_index = {card["id"]: i for i, card in enumerate(self.cards)}
        self.announcements = [i for i, c in enumerate(self.cards) if c.get("kind") == "announcement"]
        by_subject: dict[str, list[int]] = {s: [] for s in SUBJECTS}
        for i, card in enumerate(self.cards):
            if card.get("kind", "question") == "question":
                by_subject[card["subject"]].append(i)
        if not any(by_subject.values()):
            raise ValueError("the deck has no question cards; a game needs some")
        # The question pile of each (seat, subject): the cards at the seat's level, or, when the
        # deck has none at that level, every card of the subject.
        self.piles: list[list[tuple[int, ...]]] = []
        for seat in range(players):
            row = []
            for subject in SUBJECTS:
                cards = by_subject[subject]
                at_level = tuple(c for c in cards if self.cards[c]["level"] == self.levels[seat])
                row.append(at_level or tuple(cards))
            self.piles.append(row)
        self.card_subject = [SUBJECTS.index(c["subject"]) if c.get("kind", "question") == "question" else -1
                             for c in self.cards]

    def options(self) -> dict[str, Any]:
        return {"players": self.num_players, "levels": "".join(self.levels), "max_rounds": self.max_rounds}

    def new_initial_state(self, seed: int) -> IKnowState:
        return IKnowState(self, seed)

    def state_from_json(self, data: dict[str, Any]) -> IKnowState:
        return IKnowState.from_json(self, data)

    def available(self, seat: int, subjects) -> list[int]:
        """The subject indexes among `subjects` that have questions for `seat`."""
        return [s for s in subjects if self.piles[seat][s]]


def score(checks: list[int], hall: int, extra: int) -> int:
    """Report-card points: 10 for the first right answer in a core subject, 5 for each further one,
    5 for every option answer and every Hall Pass, plus announcement points."""
    total = HALL_PASS * hall + extra
    for s, n in enumerate(checks):
        if n:
            total += (FIRST_CORE + MORE_CORE * (n - 1)) if s < NUM_CORE else OPTION_POINTS * n
    return total


def has_finished(checks: list[int]) -> bool:
    return sum(checks[NUM_CORE:]) >= OPTIONS_NEEDED and 0 not in checks[:NUM_CORE]


class IKnowState(CheckedApply):
    __slots__ = (
        "card",
        "checks",
        "choices",
        "extra",
        "game",
        "hall",
        "last",
        "log",
        "misses",
        "nurse",
        "phase",
        "player",
        "positions",
        "rng",
        "round",
        "subject",
        "turn_steps",
        "turns",
        "used",
    )

    def __init__(self, game: IKnowGame, seed: int | None = None):
        n = game.num_players
        self.game = game
        self.rng = Rng(seed or 0)
        self.phase = START
        self.player = 0
        self.positions = [0] * n
        self.misses = [0] * n
        self.nurse = [False] * n
        self.hall = [0] * n
        self.extra = [0] * n
        self.checks = [[0] * len(SUBJECTS) for _ in range(n)]
        self.choices: list[int] = []   # subjects offered (CHOOSE)
        self.subject = -1              # the subject of the question being drawn or answered
        self.card = -1                 # the question on the table (ANSWER)
        self.used: set[int] = set()    # cards drawn since their pile was last gathered in
        self.turns = 0                 # turns completed (skipped ones included)
        self.turn_steps = 0            # actions taken in the current turn (MAX_TURN_STEPS)
        self.round = 1
        self.last: dict | None = None  # see _last_event
        self.log: list[dict] = []      # what happened during the current action (for front ends)

    # --- whose turn ---------------------------------------------------------------------------

    def current_player(self) -> int:
        phase = self.phase
        if phase == OVER:
            return TERMINAL
        if phase in (START, ROLL, DRAW_QUESTION, DRAW_CARD):
            return CHANCE
        return self.player

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def is_chance_node(self) -> bool:
        return self.phase in (START, ROLL, DRAW_QUESTION, DRAW_CARD)

    def chance_kind(self) -> str:
        """What the chance outcome due now is, for simulation figures (deckctl/engine/simulate.py):
        a question is drawn and later answered, an announcement is followed at once, the rest is dice."""
        phase = self.phase
        if phase == DRAW_QUESTION:
            return "card"
        return "card-played" if phase == DRAW_CARD else "roll"

    def _pool(self) -> list[int]:
        """The cards chance may draw now: the pile less the cards used; a used-up pile is gathered in."""
        pile = self.game.piles[self.player][self.subject] if self.phase == DRAW_QUESTION else self.game.announcements
        used = self.used
        pool = [c for c in pile if c not in used]
        return pool or list(pile)

    def chance_outcomes(self) -> list[tuple[int, float]]:
        phase = self.phase
        if phase == START:
            outcomes = list(range(self.game.num_players))
        elif phase == ROLL:
            outcomes = [1, 2, 3, 4, 5, 6]
        elif phase in (DRAW_QUESTION, DRAW_CARD):
            outcomes = self._pool()
        else:
            return []
        p = 1.0 / len(outcomes)
        return [(o, p) for o in outcomes]

    def sample_chance(self) -> int:
        phase = self.phase
        if phase == START:
            return self.rng.below(self.game.num_players)
        if phase == ROLL:
            return 1 + self.rng.below(6)
        if phase in (DRAW_QUESTION, DRAW_CARD):
            pool = self._pool()
            return pool[self.rng.below(len(pool))]
        raise IllegalAction(-1, "this is not a chance node")

    def legal_actions(self) -> list[int]:
        phase = self.phase
        if phase == ANSWER:
            return [RIGHT, WRONG]
        if phase == CHOOSE:
            return [SUBJECT + s for s in self.choices]
        if phase == RECESS_PICK:
            return [VICTIM + seat for seat in range(self.game.num_players) if seat != self.player]
        return [o for o, _ in self.chance_outcomes()]

    def illegal_reason(self, action: int) -> str | None:
        phase = self.phase
        if phase == OVER:
            return "the game is over"
        if action.__class__ is not int:
            return f"an action is a whole number, not {shown(action)}"
        if phase == START:
            n = self.game.num_players
            return None if 0 <= action < n else f"{action} is not a seat (0-{n - 1})"
        if phase == ROLL:
            return None if 1 <= action <= 6 else f"a die shows 1-6, not {action}"
        if phase in (DRAW_QUESTION, DRAW_CARD):
            if action in self._pool():
                return None
            if 0 <= action < len(self.game.cards):
                return f"card {action} ({self.game.cards[action]['id']}) cannot be drawn now"
            return f"there is no card {action} in this deck"
        if action in self.legal_actions():
            return None
        if phase == ANSWER:
            return f"{action} is not an answer: {RIGHT} answered right, {WRONG} answered wrong"
        if phase == CHOOSE:
            names = ", ".join(f"{SUBJECT + s} {SUBJECTS[s]}" for s in self.choices)
            return f"{action} is not a subject offered here ({names})"
        if action == VICTIM + self.player:
            return "the player in the Recess Area must choose another player, not themselves"
        return f"{action} is not another player (choose {VICTIM}-{VICTIM + self.game.num_players - 1})"

    # --- applying -----------------------------------------------------------------------------

    def apply_legal(self, action: int) -> None:
        self.log = []
        turns = self.turns
        phase = self.phase
        if phase == START:
            self.player = action
            self.phase = ROLL
            self._say("start", seat=action)
        elif phase == ROLL:
            self._roll(action)
        elif phase == CHOOSE:
            self._ask(action - SUBJECT)
        elif phase == DRAW_QUESTION:
            self._take(action)
            self.card = action
            self.phase = ANSWER
            self._say("question", card=action)
        elif phase == ANSWER:
            self._answer(action == RIGHT)
        elif phase == DRAW_CARD:
            self._take(action)
            self._say("announcement", card=action)
            self._effect(self.game.cards[action]["effect"])
        elif phase == RECESS_PICK:
            self._recess(action - VICTIM)
        if self.phase != OVER and self.turns == turns:  # the turn goes on
            self.turn_steps += 1
            if self.turn_steps >= MAX_TURN_STEPS:  # announcement cards that keep drawing more
                self.phase = OVER
                self._say("stuck", steps=self.turn_steps)
        self.last = self._last_event()

    def _last_event(self) -> dict | None:
        """What the action did, for simulation: the event with the card it played (an answered
        question, an announcement), which later events of the same action (a missed turn, the end
        of the game) must not hide; otherwise the last event."""
        log = self.log
        for event in log:
            if "card" in event:
                return event
        return log[-1] if log else None

    def _say(self, kind: str, **data: Any) -> None:
        data["kind"] = kind
        data["player"] = self.player
        self.log.append(data)

    def _take(self, card: int) -> None:
        pile = self.game.piles[self.player][self.subject] if self.phase == DRAW_QUESTION else self.game.announcements
        if all(c in self.used for c in pile):  # the pile was used up: gather it in
            self.used.difference_update(pile)
        self.used.add(card)

    def _roll(self, face: int) -> None:
        seat = self.player
        if self.nurse[seat]:
            if face % 2:
                self._say("nurse-wait", roll=face)
                self._end_turn()
                return
            self.nurse[seat] = False
        before = self.positions[seat]
        after = before + face
        passed = after >= SIZE
        self.positions[seat] = after % SIZE
        if passed:
            self.hall[seat] += 1
        self._say("roll", roll=face, to=after % SIZE, hall_pass=passed)
        self._land()

    def _move_to(self, square: int) -> None:
        self.positions[self.player] = square

    def _land(self) -> None:
        """Follow the square the current player's token stands on."""
        seat = self.player
        game = self.game
        kind, detail = BOARD[self.positions[seat]]
        if kind == LOCKER:
            self._offer(game.available(seat, [SUBJECTS.index(s) for s in LOCKER_COLOURS[detail]]))
        elif kind == OPTION:
            self._offer(game.available(seat, [SUBJECTS.index(detail)]))
        elif kind == STUDY:
            self._offer(game.available(seat, range(len(SUBJECTS))))
        elif kind == RECESS:
            self.misses[seat] += 1
            self.nurse[seat] = False
            others = [s for s in range(game.num_players) if s != seat]
            if len(others) == 1:
                self._recess(others[0])
            else:
                self.phase = RECESS_PICK
        elif kind == NURSE:
            self.nurse[seat] = True
            self._say("nurse")
            self._end_turn()
        elif kind in (OFFICE, ANNOUNCE):
            if game.announcements:
                self.phase = DRAW_CARD
            else:
                self._say("no-announcements")
                self._end_turn()
        else:  # GOTO
            self._go_to(detail)

    def _go_to(self, name: str) -> None:
        square = NAMED_SQUARES[name]
        self._move_to(square)
        self._say("go-to", to=square)
        self._land()

    def _offer(self, subjects: list[int]) -> None:
        if not subjects:
            self._say("no-questions")
            self._end_turn()
        elif len(subjects) == 1:
            self._ask(subjects[0])
        else:
            self.choices = list(subjects)
            self.phase = CHOOSE

    def _ask(self, subject: int) -> None:
        self.choices = []
        self.subject = subject
        self.phase = DRAW_QUESTION

    def _answer(self, right: bool) -> None:
        seat = self.player
        card = self.card
        subject = self.subject
        self.card = -1
        self.subject = -1
        if right:
            self.checks[seat][subject] += 1
        self._say("answer", card=card, subject=subject, right=right)
        if right and has_finished(self.checks[seat]):
            self.phase = OVER
            self._say("finished")
            return
        self._end_turn()

    def _recess(self, victim: int) -> None:
        self.positions[victim] = NAMED_SQUARES["recess-area"]
        self.misses[victim] += 1
        self.nurse[victim] = False
        self._say("recess", victim=victim)
        self._end_turn()

    def _effect(self, effect: dict) -> None:
        seat = self.player
        kind = effect["type"]
        if kind == "move":
            self._move_to((self.positions[seat] + effect["steps"]) % SIZE)
            self._say("move", steps=effect["steps"], to=self.positions[seat])
            self._land()
        elif kind == "go-to":
            self._go_to(effect["square"])
        elif kind == "miss-turn":
            self.misses[seat] += effect["turns"]
            self._end_turn()
        elif kind == "points":
            self.extra[seat] += effect["points"]
            self._end_turn()
        elif kind == "roll-again":
            self.phase = ROLL
        else:  # answer
            subject = effect["subject"]
            subjects = range(len(SUBJECTS)) if subject == "any" else [SUBJECTS.index(subject)]
            self._offer(self.game.available(seat, subjects))

    def _end_turn(self) -> None:
        """The die passes to the left; players who must miss a turn are passed over."""
        game = self.game
        n = game.num_players
        limit = game.max_rounds * n
        self.turn_steps = 0
        while True:
            self.turns += 1
            self.round = self.turns // n + 1
            if self.turns >= limit:
                self.round = game.max_rounds
                self.phase = OVER
                self._say("time-up")
                return
            self.player = (self.player + 1) % n
            if self.misses[self.player]:
                self.misses[self.player] -= 1
                self._say("miss")
                continue
            break
        self.phase = ROLL

    # --- results ------------------------------------------------------------------------------

    def scores(self) -> list[int]:
        return [score(self.checks[s], self.hall[s], self.extra[s]) for s in range(self.game.num_players)]

    def winners(self) -> list[int]:
        scores = self.scores()
        best = max(scores)
        return [s for s, points in enumerate(scores) if points == best]

    def stopped_by_limit(self) -> bool:
        """Did an engine safeguard end the game (`max_rounds`: time up, nobody finished the report card;
        or MAX_TURN_STEPS: a turn that never ended)? Simulation counts it as a game without a winner."""
        return self.phase == OVER and (self.turns >= self.game.max_rounds * self.game.num_players
                                       or self.turn_steps >= MAX_TURN_STEPS)

    def stuck(self) -> bool:
        """Did the engine stop the game in a turn that never ended (MAX_TURN_STEPS)? Such a game is
        not won: its returns are all 0. (At the round limit, an ending the players chose with
        `max_rounds`, the most points still lead, as at a table playing to a time limit.)"""
        return self.phase == OVER and self.turn_steps >= MAX_TURN_STEPS

    def returns(self) -> list[float]:
        n = self.game.num_players
        if self.phase != OVER or self.stuck():
            return [0.0] * n
        winners = self.winners()
        return [1.0 if s in winners else 0.0 for s in range(n)]

    def action_to_string(self, action: int) -> str:
        phase = self.phase
        cards = self.game.cards
        if phase == START:
            return f"player {action + 1} starts"
        if phase == ROLL:
            return f"roll {action}"
        if phase in (DRAW_QUESTION, DRAW_CARD):
            return f"draw {cards[action]['id']}" if 0 <= action < len(cards) else f"draw {action}"
        if phase == ANSWER:
            return {RIGHT: "answered right", WRONG: "answered wrong"}.get(action, str(action))
        if phase == CHOOSE and 0 <= action - SUBJECT < len(SUBJECTS):
            return f"subject {SUBJECTS[action - SUBJECT]}"
        if phase == RECESS_PICK:
            return f"send player {action - VICTIM + 1} to the Recess Area"
        return str(action)

    # --- copies and JSON ----------------------------------------------------------------------

    def clone(self) -> IKnowState:
        other = IKnowState.__new__(IKnowState)
        other.game = self.game
        other.rng = Rng(self.rng.seed, self.rng.counter)
        other.phase = self.phase
        other.player = self.player
        other.positions = self.positions[:]
        other.misses = self.misses[:]
        other.nurse = self.nurse[:]
        other.hall = self.hall[:]
        other.extra = self.extra[:]
        other.checks = [row[:] for row in self.checks]
        other.choices = self.choices[:]
        other.subject = self.subject
        other.card = self.card
        other.used = set(self.used)
        other.turns = self.turns
        other.turn_steps = self.turn_steps
        other.round = self.round
        other.last = self.last
        other.log = list(self.log)
        return other

    def to_json(self) -> dict[str, Any]:
        cards = self.game.cards
        return {
            **saved_state_header(self.game, STATE_FORMAT, self.rng),
            "phase": PHASES[self.phase],
            "player": self.player,
            "players": [{"square": self.positions[s], "miss": self.misses[s], "nurse": self.nurse[s],
                         "hall_passes": self.hall[s], "extra_points": self.extra[s],
                         "checks": {SUBJECTS[i]: n for i, n in enumerate(self.checks[s]) if n}}
                        for s in range(self.game.num_players)],
            "choices": [SUBJECTS[s] for s in self.choices],
            "subject": SUBJECTS[self.subject] if self.subject >= 0 else None,
            "card": cards[self.card]["id"] if self.card >= 0 else None,
            "used": sorted(cards[c]["id"] for c in self.used),
            "turns": self.turns,
            "turn_steps": self.turn_steps,
        }

    @classmethod
    def from_json(cls, game: IKnowGame, data: dict[str, Any]) -> IKnowState:
        check_saved_state(data, game, STATE_FORMAT, "an I know! state")
        index = game.card_index
        with reading_state():
            state = cls.__new__(cls)
            state.game = game
            state.rng = Rng.from_json(data["rng"])
            state.phase = PHASES.index(data["phase"])
            state.player = int(data["player"])
            seats = data["players"]
            if len(seats) != game.num_players:
                raise ValueError(f"{len(seats)} players in the state, {game.num_players} in the game")
            state.positions = [int(p["square"]) for p in seats]
            state.misses = [int(p.get("miss", 0)) for p in seats]
            state.nurse = [bool(p.get("nurse", False)) for p in seats]
            state.hall = [int(p.get("hall_passes", 0)) for p in seats]
            state.extra = [int(p.get("extra_points", 0)) for p in seats]
            state.checks = []
            for p in seats:
                row = [0] * len(SUBJECTS)
                for name, n in p.get("checks", {}).items():
                    row[SUBJECTS.index(name)] = int(n)
                state.checks.append(row)
            state.choices = [SUBJECTS.index(s) for s in data.get("choices", [])]
            subject = data.get("subject")
            state.subject = SUBJECTS.index(subject) if subject is not None else -1
            card = data.get("card")
            state.card = index[card] if card is not None else -1
            state.used = {index[c] for c in data.get("used", [])}
            state.turns = int(data.get("turns", 0))
            state.turn_steps = int(data.get("turn_steps", 0))
            state.round = min(state.turns // game.num_players + 1, game.max_rounds)
            state.last = None
            state.log = []
        refuse_inconsistent(state.invariants())
        return state

    # --- invariants ---------------------------------------------------------------------------

    def invariants(self) -> list[str]:
        problems = []
        game = self.game
        n = game.num_players
        phase = self.phase
        if not 0 <= self.player < n:
            problems.append(f"the current player {self.player} is not a seat")
            return problems
        over = phase == OVER
        for s in range(n):
            if not 0 <= self.positions[s] < SIZE:
                problems.append(f"player {s + 1} stands on {self.positions[s]}, off the board (0-{SIZE - 1})")
            if self.misses[s] < 0 or self.hall[s] < 0 or min(self.checks[s]) < 0:
                problems.append(f"player {s + 1} has a negative count")
            if self.nurse[s] and BOARD[self.positions[s]][0] != NURSE:
                problems.append(f"player {s + 1} waits for an even roll but is not in the Nurse's Office")
            if not over and has_finished(self.checks[s]):
                problems.append(f"player {s + 1} has a full report card but the game goes on")
        if phase == CHOOSE and len(self.choices) < 2:
            problems.append("a subject choice needs at least two subjects")
        if phase != CHOOSE and self.choices:
            problems.append("subjects are offered outside a subject choice")
        if (phase in (DRAW_QUESTION, ANSWER)) != (self.subject >= 0):
            problems.append(f"a pending subject ({self.subject}) does not fit the phase {PHASES[phase]}")
        if (phase == ANSWER) != (self.card >= 0):
            problems.append(f"a question on the table ({self.card}) does not fit the phase {PHASES[phase]}")
        if self.card >= 0 and (game.card_subject[self.card] != self.subject or self.card not in self.used):
            problems.append("the question on the table is not a used card of its subject")
        if phase in (DRAW_QUESTION, ANSWER) and not game.piles[self.player][self.subject]:
            problems.append("a question is due from a subject without cards")
        if phase == DRAW_CARD and not game.announcements:
            problems.append("an announcement is due but the deck has none")
        if phase == ROLL and self.misses[self.player] and self.turns:
            problems.append(f"player {self.player + 1} must miss a turn but is about to roll")
        if phase == RECESS_PICK and BOARD[self.positions[self.player]][0] != RECESS:
            problems.append("a Recess Area choice for a player who is not there")
        if not 0 <= self.turn_steps <= MAX_TURN_STEPS or (self.turn_steps == MAX_TURN_STEPS and not over):
            problems.append(f"{self.turn_steps} actions in this turn, outside 0-{MAX_TURN_STEPS}")
        if self.turns > game.max_rounds * n:
            problems.append(f"{self.turns} turns played, more than {game.max_rounds} rounds")
        if self.used and (min(self.used) < 0 or max(self.used) >= len(game.cards)):
            problems.append("a used card is not in the deck")
        return problems


# Option sets the engine conformance test plays (tests/engine).
CONFORMANCE_OPTIONS = [{"players": 2, "max_rounds": 40}, {"players": 4, "levels": "ABCD", "max_rounds": 10}]
# Bots only this game has, by name (the engine offers `random` for every game).
BOTS = {"knowledgeable": "deckctl.games.i_know.bots:KnowledgeableBot"}
# The terminal front end (`deckctl play`).
UI = "deckctl.games.i_know.ui"


def make_game(bundle: dict, **options: Any) -> IKnowGame:
    """The engine registry's entry point: options `players` (2-6, default 2), `levels` (A-D for
    everybody, or one letter per player; default C) and `max_rounds` (default 100)."""
    return IKnowGame(bundle, **read_options("I know!", OPTIONS, options))
