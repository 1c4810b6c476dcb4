"""The Knowledge? reference engine: `KnowledgeGame` makes `KnowledgeState`s (docs/engine.md).

The team (seat 0) races five opponent markers twice around the board. Each round six cards are
drawn; each is assigned to a marker that has not moved yet this round, and its answer (the back)
says how that marker moves. Every reading of the rulebook this engine had to choose is written
down in docs/rules/knowledge.md and tested in tests/games/knowledge/.

Actions are integers. At a chance node the outcome is a card (its index in the bundle), or at
the very start the order of the opponents on their start spaces (an index into `SETUPS`). The
team's action is `hand_index * 6 + marker`: which of the cards in hand goes to which marker; in
the basic game the hand holds one card, so the action is simply the marker (0-5).
"""

from __future__ import annotations

from itertools import permutations
from typing import Any

from deckctl.core.fields import COLOURS, LETTERS
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
from deckctl.games.knowledge.board import OPPONENTS, Board
from deckctl.games.knowledge.playable import BOARD_HINT, MIN_CARDS

GAME_ID = "knowledge"
MARKERS: tuple[str, ...] = (*OPPONENTS, "team")
TEAM = 5
NUM_MARKERS = 6
NUMBER, LETTER, COLOUR = 0, 1, 2
KINDS = ("number", "letter", "colour")
SETUPS: tuple[tuple[int, ...], ...] = tuple(permutations(range(5)))
DEFAULT_MAX_ROUNDS = 100
# A marker whose card cannot be played takes replacement cards; after this many in a row (only a
# deck without number cards could get there) it stays where it is and counts as moved, its card
# on its slot.
MAX_FAILURES = 30
# When a card cannot be played and no card of the deck could move any marker (a deck without
# number cards above 0, its letters and colours all covered), the board can never change again and
# the rules would only draw replacement cards up to `max_rounds`: the game ends there and then as
# stopped by a safeguard, unfinished (`frozen` in the state JSON, `board_frozen`).
# The cards one game may draw: the printed box's 630. The rulebook sets every played card aside
# for the rest of the game, so no game played with the box draws more; the engine shuffles the used
# cards back in for a deck smaller than a game, and stops a game that would draw card 631 (a deck
# whose cards mostly cannot be played, yet not all: `drawn_out` in the state JSON). A real game
# draws about 75 (the longest simulated on the starter deck, about 100); without this bound such a
# deck drew up to max_rounds x 6 markers x MAX_FAILURES cards a game (18,000).
MAX_DRAWS = 630
STATE_FORMAT = "deckctl-knowledge-state"
# The whole table plays as one team: one seat, no `players` option.
OPTIONS = (
    Option("strategic", False, "the strategic variant: read all six cards of a round, then place them in any order"),
    Option("hard", False, "the harder start: the opponents begin further ahead"),
    Option("max_rounds", DEFAULT_MAX_ROUNDS, "an engine safeguard: a game still running stops after this round, "
           "won by nobody", low=1),
)


class KnowledgeGame:
    """The rules and the fixed data of one game: board, cards and options."""

    id = GAME_ID
    num_players = 1

    def __init__(self, bundle: dict, *, strategic: bool = False, hard: bool = False,
                 max_rounds: int = DEFAULT_MAX_ROUNDS):
        check_bundle_game(bundle, GAME_ID, "Knowledge?")
        if not bundle.get("board"):
            # (played from --deck or --bundle: the message fits both)
            raise ValueError("the deck has no board to play on (its folder has no board.yaml, or the bundle was "
                             f"exported from such a deck); {BOARD_HINT}")
        cards = bundle["cards"]
        if len(cards) < MIN_CARDS:
            raise ValueError(f"the deck has {len(cards)} card{'' if len(cards) == 1 else 's'}; "
                             f"a game needs at least {MIN_CARDS}")
        self.bundle_sha256: str = bundle.get("sha256", "")
        self.deck_id: str = bundle.get("deck", {}).get("id", "")
        self.strategic = check(OPTIONS, "strategic", strategic)
        self.hard = check(OPTIONS, "hard", hard)
        self.max_rounds = check(OPTIONS, "max_rounds", max_rounds)
        self.board = Board.model_validate(bundle["board"])
        self.size = len(self.board.spaces)
        self.start = self.board.start
        self.space_letter = [LETTERS.index(s.letter) for s in self.board.spaces]
        self.space_colour = [COLOURS.index(s.colour) for s in self.board.spaces]
        self.marker_letter = [LETTERS.index(getattr(self.board.markers, name)) for name in OPPONENTS]
        self.marker_colour = [COLOURS.index(name) for name in OPPONENTS]
        self.opponent_spaces = self.board.opponent_spaces(self.board.harder_start if hard else self.board.opponents_start)
        self.cards: list[dict] = cards
        self.card_kind: list[int] = []
        self.card_value: list[int] = []  # number: steps; letter/colour: bit mask of the indexes
        for card in cards:
            kind = KINDS.index(card["category"])
            self.card_kind.append(kind)
            if kind == NUMBER:
                self.card_value.append(int(card["value"]))
            else:
                vocabulary = LETTERS if kind == LETTER else COLOURS
                values = card["value"] if isinstance(card["value"], list) else [card["value"]]
                self.card_value.append(sum(1 << vocabulary.index(v) for v in values))
        # What could still move a marker (board_frozen): a number card above 0 always does; each
        # distinct letter or colour card is tried.
        self.moving_number = any(k == NUMBER and v > 0 for k, v in zip(self.card_kind, self.card_value))
        self.searches = sorted({(k, v) for k, v in zip(self.card_kind, self.card_value) if k != NUMBER})

    def options(self) -> dict[str, Any]:
        return {"strategic": self.strategic, "hard": self.hard, "max_rounds": self.max_rounds}

    def new_initial_state(self, seed: int) -> "KnowledgeState":
        return KnowledgeState(self, seed)

    def state_from_json(self, data: dict[str, Any]) -> "KnowledgeState":
        return KnowledgeState.from_json(self, data)

    # --- the movement rules, shared by the state, the bots and the terminal UI -------------------

    def target_steps(self, stacks: list[list[int]], pos: int, mover: int, kind: int, mask: int) -> int | None:
        """Steps to the nearest visible space matching `mask`, or None when none is visible.

        What a space shows is its top marker's letter/colour, or its own when nobody stands on it.
        A space under the team marker is unavailable to opponents; the team itself is never on
        the spaces it searches (it starts from its own space).
        """
        size = self.size
        space_value = self.space_letter if kind == LETTER else self.space_colour
        marker_value = self.marker_letter if kind == LETTER else self.marker_colour
        for steps in range(1, size):
            space = (pos + steps) % size
            stack = stacks[space]
            if stack:
                top = stack[-1]
                if top == TEAM:
                    continue  # covered: unavailable to opponents (the team never searches its own space)
                value = marker_value[top]
            else:
                value = space_value[space]
            if (mask >> value) & 1:
                return steps
        return None

    def board_frozen(self, stacks: list[list[int]], positions: list[int]) -> bool:
        """No card of the deck can move any marker: the board can never change again."""
        if self.moving_number:
            return False
        return all(self.target_steps(stacks, positions[marker], marker, kind, mask) is None
                   for marker in range(NUM_MARKERS) for kind, mask in self.searches)

    def move_steps(self, stacks: list[list[int]], positions: list[int], marker: int, card: int) -> tuple[int | None, bool]:
        """(steps, skipped_team) for `marker` playing `card`; steps None: no visible target."""
        return self.steps_for(stacks, positions, marker, self.card_kind[card], self.card_value[card])

    def steps_for(self, stacks: list[list[int]], positions: list[int], marker: int, kind: int,
                  value: int) -> tuple[int | None, bool]:
        """The same for a card of `kind` with `value` (steps, or a bit mask of letters/colours)."""
        pos = positions[marker]
        if kind == NUMBER:
            if marker != TEAM and value and (pos + value) % self.size == positions[TEAM]:
                return value + 1, True  # an opponent never ends on the team's space
            return value, False
        return self.target_steps(stacks, pos, marker, kind, value), False


class KnowledgeState(CheckedApply):
    """One moment of a game. Positions are board spaces; progress counts spaces travelled
    from the finish line (so `progress // size` is how often a marker has crossed it)."""

    __slots__ = ("game", "rng", "setup_done", "positions", "progress", "stacks", "box", "discard",
                 "hand", "slots", "free", "moves", "round", "failures", "ended", "won", "last", "round_log",
                 "turn", "frozen", "replaced", "drawn", "drawn_out")

    def __init__(self, game: KnowledgeGame, seed: int | None = None):
        self.game = game
        self.rng = Rng(seed or 0)
        self.setup_done = False
        self.positions = [0] * NUM_MARKERS
        self.progress = [0] * NUM_MARKERS
        self.stacks: list[list[int]] = [[] for _ in range(game.size)]
        self.box: list[int] = list(range(len(game.cards)))
        self.discard: list[int] = []
        self.hand: list[int] = []
        self.slots = [-1] * NUM_MARKERS  # the card on each marker's slot this round (-1: free)
        self.free = NUM_MARKERS  # markers that have not moved this round
        self.moves = [0] * NUM_MARKERS  # moves made this round, per marker
        self.round = 1
        self.failures = 0
        self.ended = False
        self.won = False
        self.frozen = False  # ended because no card could move any marker (board_frozen)
        self.replaced = 0  # cards that could not be played and were laid aside for a replacement
        self.drawn = 0  # cards drawn in this game (the setup is none): see cards_drawn()
        self.drawn_out = False  # ended because a game may draw no more cards (MAX_DRAWS)
        self.last: dict | None = None  # what the last action did (for front ends and statistics)
        self.round_log: list[list[int]] = []  # moves per marker of every completed round
        # The team waits on the start/finish space; the opponents arrive with the setup outcome.
        self.positions[TEAM] = game.start
        self.stacks[game.start].append(TEAM)
        self.turn = CHANCE

    # --- whose turn ---------------------------------------------------------------------------

    def _update_turn(self) -> None:
        """Work out whose turn it is; called after every change (current_player() is hot)."""
        if self.ended:
            self.turn = TERMINAL
        elif not self.setup_done:
            self.turn = CHANCE
        else:
            free = self.free
            needed = (free if self.game.strategic else 1) - len(self.hand) if free else 0
            self.turn = CHANCE if needed > 0 else 0

    def current_player(self) -> int:
        return self.turn

    def is_terminal(self) -> bool:
        return self.ended

    def is_chance_node(self) -> bool:
        return self.turn == CHANCE

    def chance_kind(self) -> str:
        """What the chance outcome due now is, for simulation figures (deckctl/engine/simulate.py):
        the opening setup (where the opponents start) draws no card, every later outcome is a card."""
        return "card" if self.setup_done else "roll"

    def _pool(self) -> list[int]:
        """The cards chance draws from: the box, or the shuffled-back used cards once it is empty."""
        return self.box if self.box else self.discard

    def chance_outcomes(self) -> list[tuple[int, float]]:
        if not self.is_chance_node():
            return []
        if not self.setup_done:
            p = 1.0 / len(SETUPS)
            return [(i, p) for i in range(len(SETUPS))]
        pool = self._pool()
        p = 1.0 / len(pool)
        return [(card, p) for card in pool]

    def sample_chance(self) -> int:
        if not self.is_chance_node():
            raise IllegalAction(-1, "this is not a chance node")
        if not self.setup_done:
            return self.rng.below(len(SETUPS))
        pool = self._pool()
        return pool[self.rng.below(len(pool))]

    def legal_actions(self) -> list[int]:
        if self.turn != 0:
            return [outcome for outcome, _ in self.chance_outcomes()]
        slots = self.slots
        free = [m for m in range(NUM_MARKERS) if slots[m] < 0]
        if len(self.hand) == 1:
            return free
        return [h * NUM_MARKERS + m for h in range(len(self.hand)) for m in free]

    def illegal_reason(self, action: int) -> str | None:
        if self.ended:
            return "the game is over"
        if action.__class__ is not int:
            return f"an action is a whole number, not {shown(action)}"
        if self.turn == CHANCE:
            if not self.setup_done:
                return None if 0 <= action < len(SETUPS) else f"{action} is not a setup (0-{len(SETUPS) - 1})"
            if action in self._pool():
                return None
            if 0 <= action < len(self.game.cards):
                return f"card {action} ({self.game.cards[action]['id']}) is not in the box"
            return f"there is no card {action} in this deck"
        hand_index, marker = divmod(action, NUM_MARKERS)
        if action < 0 or hand_index >= len(self.hand):
            return f"{action} is not an action here (0-{len(self.hand) * NUM_MARKERS - 1})"
        if self.slots[marker] >= 0:
            return f"{MARKERS[marker]} has already moved this round"
        return None

    # --- applying -----------------------------------------------------------------------------

    def apply_legal(self, action: int) -> None:
        """`apply_action` without the legality check, for an action just taken from
        `legal_actions()` or `sample_chance()` (simulation's hot path)."""
        if self.turn == CHANCE:
            if self.setup_done:
                self._draw(action)
            else:
                self._setup(action)
        else:
            self._play(action // NUM_MARKERS, action % NUM_MARKERS)
        self._update_turn()
        if self.turn == CHANCE and self.drawn >= MAX_DRAWS and self.setup_done:
            self._stop_drawn_out()

    def _setup(self, outcome: int) -> None:
        order = SETUPS[outcome]
        for marker, space in zip(order, self.game.opponent_spaces):
            self.positions[marker] = space
            self.progress[marker] = (space - self.game.start) % self.game.size
            self.stacks[space].append(marker)
        self.setup_done = True
        self.last = {"kind": "setup", "order": [OPPONENTS[m] for m in order]}

    def _draw(self, card: int) -> None:
        if not self.box:  # the box is empty: the used cards go back into it
            self.box, self.discard = self.discard, []
        box = self.box
        index = box.index(card)
        box[index] = box[-1]
        box.pop()
        self.hand.append(card)
        self.drawn += 1
        self.last = {"kind": "draw", "card": card}

    def _play(self, hand_index: int, marker: int) -> None:
        game = self.game
        card = self.hand.pop(hand_index)
        steps, skipped = game.steps_for(self.stacks, self.positions, marker, game.card_kind[card], game.card_value[card])
        event: dict = {"kind": "move", "card": card, "marker": marker, "from": self.positions[marker]}
        if steps is None:
            self.failures += 1
            event["failed"] = True
            # The board does not change while replacement cards fail, so the first failure of a
            # run is the one to ask whether any card could still move anything.
            if self.failures == 1 and game.board_frozen(self.stacks, self.positions):
                self.discard.append(card)
                self.replaced += 1
                self.frozen = self.ended = True
                self.won = self._team_wins()  # what the rest of the game, all cards failing, would give
                event["frozen"] = event["game_over"] = True
                self.last = event
                return
            if self.failures < MAX_FAILURES:
                self.discard.append(card)
                self.replaced += 1
                self.last = event  # the marker is still free; a replacement card comes next
                return
            steps = 0  # give up: the marker stays and counts as moved (the card goes on its slot)
            event["gave_up"] = True
        self.failures = 0
        self._move(marker, steps, event)
        event["skipped_team"] = skipped
        self.slots[marker] = card
        self.free -= 1
        self.moves[marker] += 1
        self.last = event
        if not self.free:
            self._end_round()

    def _move(self, marker: int, steps: int, event: dict) -> None:
        size = self.game.size
        origin = self.positions[marker]
        event["steps"] = steps
        if steps == 0:
            event["to"] = origin
            event["onto"] = []
            return
        stack = self.stacks[origin]
        event["from_under"] = stack[-1] != marker
        stack.remove(marker)
        dest = (origin + steps) % size
        before = self.progress[marker]
        after = before + steps
        self.progress[marker] = after
        self.positions[marker] = dest
        event["to"] = dest
        event["onto"] = list(self.stacks[dest])
        self.stacks[dest].append(marker)
        crossed = after // size - before // size
        if crossed:
            event["crossed"] = after // size
            if marker != TEAM and before // size == 0:
                event["flagged"] = True

    def _end_round(self) -> None:
        self.discard.extend(self.slots)
        self.slots = [-1] * NUM_MARKERS
        self.free = NUM_MARKERS
        self.round_log.append(self.moves)
        self.moves = [0] * NUM_MARKERS
        size2 = 2 * self.game.size
        if max(self.progress) >= size2 or self.round >= self.game.max_rounds:
            self.ended = True
            self.won = self._team_wins()
            self.last["game_over"] = True
            if max(self.progress) < size2:  # max_rounds, not the rulebook's end: stopped, nobody wins
                self.last["round_limit"] = True
        elif self.drawn >= MAX_DRAWS:  # the next round could draw no card: stopped where it is
            self.ended = self.drawn_out = True
            self.last["game_over"] = self.last["drawn_out"] = True
        else:
            self.round += 1
            self.last["round_over"] = True

    def _stop_drawn_out(self) -> None:
        """A card is due but the game has drawn MAX_DRAWS: it ends there, in the middle of the round,
        with the result as it stands (stopped by a safeguard, won by nobody, unless a marker had
        already crossed the finish twice, as at a frozen board)."""
        self.ended = self.drawn_out = True
        self.won = self._team_wins()
        self.turn = TERMINAL
        self.last["game_over"] = self.last["drawn_out"] = True

    def cards_drawn(self) -> int:
        """The cards this game has drawn: those on the slots of every round played, those in hand and
        those laid aside unplayed (what a saved state keeps, so `drawn` is read back from it)."""
        on_slots = NUM_MARKERS - self.slots.count(-1)
        return NUM_MARKERS * len(self.round_log) + on_slots + len(self.hand) + self.replaced

    def _team_wins(self) -> bool:
        """The team must have crossed twice, and no opponent that crossed twice (flag first) may be ahead.

        On one space the team is ahead: it is always on top, since opponents never stop on its space.
        """
        size2 = 2 * self.game.size
        team = self.progress[TEAM]
        if team < size2:
            return False
        return all(p <= team for p in self.progress[:TEAM] if p >= size2)

    # --- results and queries ------------------------------------------------------------------

    def returns(self) -> list[float]:
        return [1.0 if self.won else 0.0]

    def stopped_by_limit(self) -> bool:
        """Did a safeguard (`max_rounds`, a frozen board, or MAX_DRAWS) end the game (no marker had
        crossed the finish twice)?"""
        return self.ended and max(self.progress) < 2 * self.game.size

    def stopped_at_round_limit(self) -> bool:
        """Did `max_rounds` stop the game (its last round played, no marker across the finish twice)?
        The rulebook has no round limit, so such a game is neither won nor lost: nobody wins it."""
        return self.stopped_by_limit() and not self.frozen and not self.drawn_out

    def crossings(self, marker: int) -> int:
        return self.progress[marker] // self.game.size

    def flagged(self, marker: int) -> bool:
        """An opponent shows its finish flag once it has entered or passed the finish."""
        return marker != TEAM and self.progress[marker] >= self.game.size

    def team_ahead(self) -> bool:
        """Is the team furthest along right now (statistics: which card swung the lead)?"""
        return self.progress[TEAM] >= max(self.progress[:TEAM])

    def free_markers(self) -> list[int]:
        return [m for m in range(NUM_MARKERS) if self.slots[m] < 0]

    def action_to_string(self, action: int) -> str:
        if not self.setup_done:
            return "setup " + ", ".join(OPPONENTS[m] for m in SETUPS[action]) if 0 <= action < len(SETUPS) else str(action)
        if self.is_chance_node():
            cards = self.game.cards
            return f"draw {cards[action]['id']}" if 0 <= action < len(cards) else f"draw {action}"
        hand_index, marker = divmod(action, NUM_MARKERS)
        if hand_index >= len(self.hand) or marker >= NUM_MARKERS:
            return str(action)
        card = self.game.cards[self.hand[hand_index]]["id"]
        return f"{card} -> {MARKERS[marker]}"

    def __str__(self) -> str:
        lines = [f"round {self.round}" + (" (over: " + ("won" if self.won else "lost") + ")" if self.ended else "")]
        for space, stack in enumerate(self.stacks):
            if stack:
                lines.append(f"  {space:>2}: " + " < ".join(MARKERS[m] for m in stack))
        return "\n".join(lines)

    # --- copying and JSON ---------------------------------------------------------------------

    def clone(self) -> "KnowledgeState":
        other = KnowledgeState.__new__(KnowledgeState)
        other.game = self.game
        other.rng = Rng(self.rng.seed, self.rng.counter)
        other.setup_done = self.setup_done
        other.positions = self.positions[:]
        other.progress = self.progress[:]
        other.stacks = [s[:] for s in self.stacks]
        other.box = self.box[:]
        other.discard = self.discard[:]
        other.hand = self.hand[:]
        other.slots = self.slots[:]
        other.free = self.free
        other.turn = self.turn
        other.moves = self.moves[:]
        other.round = self.round
        other.failures = self.failures
        other.ended = self.ended
        other.won = self.won
        other.frozen = self.frozen
        other.replaced = self.replaced
        other.drawn = self.drawn
        other.drawn_out = self.drawn_out
        other.last = self.last
        other.round_log = [r[:] for r in self.round_log]
        return other

    def to_json(self) -> dict[str, Any]:
        """The state in plain JSON; markers and cards by name and id, so a scenario reads well."""
        cards = self.game.cards
        ids = lambda indexes: [cards[i]["id"] for i in indexes]  # noqa: E731
        data: dict[str, Any] = {
            **saved_state_header(self.game, STATE_FORMAT, self.rng),
            "setup_done": self.setup_done,
            "round": self.round,
            "markers": {MARKERS[m]: {"space": self.positions[m], "progress": self.progress[m]}
                        for m in range(NUM_MARKERS)},
            "stacks": {str(space): [MARKERS[m] for m in stack] for space, stack in enumerate(self.stacks) if stack},
            "box": ids(self.box),
            "discard": ids(self.discard),
            "hand": ids(self.hand),
            "slots": {MARKERS[m]: cards[c]["id"] for m, c in enumerate(self.slots) if c >= 0},
            "moves": self.moves[:],
            "failures": self.failures,
            "ended": self.ended,
            "won": self.won,
            "frozen": self.frozen,
            "round_log": [r[:] for r in self.round_log],
        }
        # Written only once they happen, so a saved state or replay log of a game that never met
        # them keeps the digest it had before they were kept.
        if self.replaced:
            data["replaced"] = self.replaced
        if self.drawn_out:
            data["drawn_out"] = True
        return data

    @classmethod
    def from_json(cls, game: KnowledgeGame, data: dict[str, Any]) -> "KnowledgeState":
        check_saved_state(data, game, STATE_FORMAT, "a Knowledge? state")
        index = {card["id"]: i for i, card in enumerate(game.cards)}
        with reading_state():
            cards = lambda ids: [index[i] for i in ids]  # noqa: E731
            state = cls.__new__(cls)
            state.game = game
            state.rng = Rng.from_json(data["rng"])
            state.setup_done = bool(data["setup_done"])
            state.round = int(data["round"])
            state.positions = [int(data["markers"][name]["space"]) for name in MARKERS]
            state.progress = [int(data["markers"][name]["progress"]) for name in MARKERS]
            state.stacks = [[] for _ in range(game.size)]
            for space, names in data["stacks"].items():
                state.stacks[int(space)] = [MARKERS.index(name) for name in names]
            state.box = cards(data["box"])
            state.discard = cards(data["discard"])
            state.hand = cards(data["hand"])
            state.slots = [-1] * NUM_MARKERS
            for name, card_id in data["slots"].items():
                state.slots[MARKERS.index(name)] = index[card_id]
            state.free = sum(1 for s in state.slots if s < 0)
            state.moves = [int(n) for n in data.get("moves", [1 if s >= 0 else 0 for s in state.slots])]
            state.failures = int(data.get("failures", 0))
            state.ended = bool(data.get("ended", False))
            state.won = bool(data.get("won", False))
            state.frozen = bool(data.get("frozen", False))
            state.replaced = int(data.get("replaced", 0))
            state.drawn_out = bool(data.get("drawn_out", False))
            state.last = None
            state.round_log = [list(r) for r in data.get("round_log", [])]
            state.drawn = state.cards_drawn()
            state._update_turn()
        refuse_inconsistent(state.invariants())
        return state

    # --- invariants (the conformance test checks these after every step) -----------------------

    def invariants(self) -> list[str]:
        problems = []
        game = self.game
        positions = self.positions
        seen = []
        for space, stack in enumerate(self.stacks):
            for m in stack:
                seen.append(m)
                if positions[m] != space:
                    problems.append(f"{MARKERS[m]} is in the stack on {space} but its position is {positions[m]}")
        if sorted(seen) != (_ALL_MARKERS if self.setup_done else _TEAM_ONLY):
            problems.append("the stacks must hold every marker exactly once: they hold "
                            + ", ".join(MARKERS[m] for m in sorted(seen)))
        size, start = game.size, game.start
        for m in range(NUM_MARKERS):
            if (m == TEAM or self.setup_done) and (self.progress[m] - positions[m] + start) % size:
                problems.append(f"{MARKERS[m]}: progress {self.progress[m]} does not match space {positions[m]}")
            moved = self.slots[m] >= 0
            if self.moves[m] != moved:
                problems.append(f"{MARKERS[m]} moved {self.moves[m]} times in round {self.round} "
                                f"(its slot is {'taken' if moved else 'free'})")
        if self.free != self.slots.count(-1):
            problems.append(f"{self.free} markers counted free, but {self.slots.count(-1)} slots are empty")
        for number, moves in enumerate(self.round_log, start=1):
            if moves != _ONCE_EACH:
                problems.append(f"in round {number} the markers moved {moves} times (each must move once)")
        cards = self.box + self.discard + self.hand + [c for c in self.slots if c >= 0]
        total = len(game.cards)
        if len(cards) != total or len(set(cards)) != total or min(cards) < 0 or max(cards) >= total:
            problems.append("the cards in box, used pile, hand and slots are not the deck exactly once")
        if self.frozen and not self.ended:
            problems.append("the board is frozen but the game goes on")
        if self.drawn_out and not self.ended:
            problems.append("the game has drawn all the cards it may but goes on")
        if self.replaced < 0 or self.drawn != self.cards_drawn() or self.drawn > MAX_DRAWS:
            problems.append(f"{self.drawn} cards counted drawn, {self.cards_drawn()} on the slots, in hand and "
                            f"laid aside ({self.replaced}); a game draws at most {MAX_DRAWS}")
        elif not self.ended and self.turn == CHANCE and self.setup_done and self.drawn >= MAX_DRAWS:
            problems.append(f"a card is due but the game has drawn {MAX_DRAWS}, all it may")
        # A game stops after its last round, or in the middle of one (a frozen board; drawn out either way).
        completed = [self.round - 1] if not self.ended or self.frozen else \
            [self.round, self.round - 1] if self.drawn_out else [self.round]
        if len(self.round_log) not in completed:
            problems.append(f"{len(self.round_log)} rounds completed but this is round {self.round}")
        if len(self.hand) > (self.free if game.strategic else 1):
            problems.append(f"{len(self.hand)} cards in hand for {self.free} free markers")
        return problems


_ONCE_EACH = [1] * NUM_MARKERS
_ALL_MARKERS = list(range(NUM_MARKERS))
_TEAM_ONLY = [TEAM]


# Option sets the engine conformance test plays (tests/engine).
CONFORMANCE_OPTIONS = [{}, {"strategic": True}, {"hard": True}]
# Bots only this game has, by name (the engine offers `random` for every game).
BOTS = {"knowledgeable": "deckctl.games.knowledge.bots:KnowledgeableBot"}
# The terminal front end (`deckctl play`): a module with `play(game, seed, console, read_line, recorder)`.
UI = "deckctl.games.knowledge.ui"


def make_game(bundle: dict, **options: Any) -> KnowledgeGame:
    """The engine registry's entry point; OptionError for an option Knowledge? does not have."""
    return KnowledgeGame(bundle, **read_options("Knowledge?", OPTIONS, options))
