"""The Wissens-Spektrum reference engine: `WissensGame` makes `WissensState`s (docs/engine.md).

Each seat is one game piece (a player or a team). A turn starts with a question from the area of
the space the piece stands on (the die picks which of the card's six questions); a right answer
keeps the card and lets the piece roll and move, a wrong one ends the turn (on a round space
after a second try). Three cards of an area become that area's ring; with all six rings the piece
must land exactly on a golden joker space and answer a final question to win. Option `weak_area`
(a house rule): each player names an area they are weak in; three cards of an area whose ring
they already have and one card of the weak area buy the weak area's ring.

The physical board is not part of a deck, so the engine plays on the reference board below
(docs/rules/wissens-spektrum.md draws it). Every reading of the rulebook this engine had to choose
is written down there and tested in tests/games/wissens_spektrum/.

Actions are integers, and what they mean depends on the phase:

* a destination space (0-29) when the piece moves,
* `AREA + i` (100-105) when a knowledge area is chosen (first placement, joker space, final question,
  the weak area of option `weak_area`),
* `RIGHT` (200) or `WRONG` (201) for the player's answer: judged by the table or a bot, never by chance.

Chance outcomes: a card index while the piles are shuffled at setup, the starting seat, or a die face 1-6.
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
from deckctl.engine.options import Option, OptionError, check, read_options, shown
from deckctl.engine.rng import Rng
from deckctl.games.wissens_spektrum.piles import CARDS_PER_RING, cards_needed, cards_of, most_players, short_areas

GAME_ID = "wissens-spektrum"
STATE_FORMAT = "deckctl-wissens-spektrum-state"
COLOURS: tuple[str, ...] = ("pink", "green", "blue", "violet", "yellow", "red")  # area order of the board
NUM_AREAS = 6
ALL_RINGS = (1 << NUM_AREAS) - 1
MIN_PLAYERS, MAX_PLAYERS, DEFAULT_PLAYERS = 2, 6, 4  # six game pieces; a team shares one piece
DEFAULT_MAX_TURNS = 2000
OPTIONS = (
    Option("players", DEFAULT_PLAYERS, "pieces on the board (a team shares one)", low=MIN_PLAYERS, high=MAX_PLAYERS),
    Option("max_turns", DEFAULT_MAX_TURNS, "an engine safeguard: the game stops without a winner after this many "
           "turns", low=1),
    Option("pass_on", False, "house rule: a missed question goes round the table"),
    Option("children", False, "house rule for young players: three rolls after a miss"),
    Option("weak_area", False, "house rule: each player names a weak area; three cards of a won area and one of "
           "the weak area buy its ring"),
)
AREA = 100
RIGHT, WRONG = 200, 201
DIE = (1, 2, 3, 4, 5, 6)

# --- the reference board -----------------------------------------------------------------------
# Spaces 0-5: the inner hexagon, one round space per area (space i has area colour i), each next
# to its two neighbours in the hexagon. Spaces 6-29: the outer loop (outer position k is space
# 6 + k); spaces 6 and 18 are the golden joker spaces. A spoke joins hexagon space i to outer
# position 4i + 2 (space 8 + 4i). Outer spaces alternate: even positions round, odd ones rectangular.
ROUND, RECT, JOKER = "round", "rectangular", "joker"
HEX = 6
OUTER = 24
JOKER_POSITIONS = (0, 12)
SPOKES = {i: 4 * i + 2 for i in range(HEX)}


def _outer_colour(k: int) -> int:
    """Colours of the outer loop: the six areas in turn, skipping the two jokers (each area 3-4 times)."""
    return (k - 1 - (1 if k > 12 else 0)) % NUM_AREAS


def _build_board() -> tuple[list[int], list[str], list[tuple[int, ...]], list[str]]:
    colour: list[int] = []
    kind: list[str] = []
    labels: list[str] = []
    neighbours: list[set[int]] = [set() for _ in range(HEX + OUTER)]
    for i in range(HEX):
        colour.append(i)
        kind.append(ROUND)
        labels.append(str(i))
        neighbours[i].update({(i + 1) % HEX, (i - 1) % HEX, HEX + SPOKES[i]})
        neighbours[HEX + SPOKES[i]].add(i)
    for k in range(OUTER):
        space = HEX + k
        if k in JOKER_POSITIONS:
            colour.append(-1)
            kind.append(JOKER)
        else:
            colour.append(_outer_colour(k))
            kind.append(ROUND if k % 2 == 0 else RECT)
        labels.append(str(space))
        neighbours[space].update({HEX + (k + 1) % OUTER, HEX + (k - 1) % OUTER})
    return colour, kind, [tuple(sorted(n)) for n in neighbours], labels


SPACE_COLOUR, SPACE_KIND, NEIGHBOURS, SPACE_LABEL = _build_board()
NUM_SPACES = len(SPACE_COLOUR)
JOKERS = tuple(HEX + k for k in JOKER_POSITIONS)


def destinations(start: int, steps: int) -> list[int]:
    """The spaces a piece on `start` can reach with exactly `steps` steps, never entering a space twice
    in the same move (no going back and forth), sorted."""
    found: set[int] = set()
    path = [start]

    def walk(space: int, left: int) -> None:
        if left == 0:
            found.add(space)
            return
        for nxt in NEIGHBOURS[space]:
            if nxt not in path:
                path.append(nxt)
                walk(nxt, left - 1)
                path.pop()

    walk(start, steps)
    found.discard(start)
    return sorted(found)


_DEST_CACHE: dict[tuple[int, int], list[int]] = {}


def reachable(start: int, steps: int) -> list[int]:
    key = (start, steps)
    got = _DEST_CACHE.get(key)
    if got is None:
        got = _DEST_CACHE[key] = destinations(start, steps)
    return got


def distances_to_jokers() -> list[int]:
    """Fewest steps from each space to the nearest joker (for bots and front ends)."""
    dist = [-1] * NUM_SPACES
    queue = list(JOKERS)
    for j in JOKERS:
        dist[j] = 0
    for space in queue:
        for nxt in NEIGHBOURS[space]:
            if dist[nxt] < 0:
                dist[nxt] = dist[space] + 1
                queue.append(nxt)
    return dist


# Phases: what the state waits for.
SHUFFLE = "shuffle"      # chance: the next card laid under its area's pile (setup)
FIRST = "first"          # chance: who begins (the roll-off)
PLACE = "place"          # the piece is in the centre: its player picks a hexagon space by area
CHOOSE = "choose"        # on a joker: the player (or, for the final question, the reader) picks the area
ASK = "ask"              # chance: the die picks the question number
ANSWER = "answer"        # the player answers: right or wrong
RETRY = "retry"          # chance: the second roll on a round space after a wrong answer
ROLL = "roll"            # chance: the die for moving
MOVE = "move"            # the player picks where to move
PASS = "pass"            # option pass_on: a missed question goes round the others, each answers in turn
CHILD = "child"          # option children: chance, three rolls after a missed question (12 or more wins the card)
WEAK = "weak"            # option weak_area: after the roll-off each player in turn names their weak area
OVER = "over"
PHASES = (SHUFFLE, FIRST, WEAK, PLACE, CHOOSE, ASK, ANSWER, RETRY, ROLL, MOVE, PASS, CHILD, OVER)
CHANCE_PHASES = frozenset((SHUFFLE, FIRST, ASK, RETRY, ROLL, CHILD))
CARD_PHASES = frozenset((ASK, ANSWER, RETRY, PASS, CHILD))
CHILD_ROLLS, CHILD_TARGET = 3, 12


class WissensGame:
    """The rules and fixed data of one game: the cards by area and the options."""

    id = GAME_ID

    def __init__(self, bundle: dict, *, players: int = DEFAULT_PLAYERS, max_turns: int = DEFAULT_MAX_TURNS,
                 pass_on: bool = False, children: bool = False, weak_area: bool = False):
        check_bundle_game(bundle, GAME_ID, "Wissens-Spektrum")
        self.bundle_sha256: str = bundle.get("sha256", "")
        deck = bundle.get("deck", {})
        self.deck_id: str = deck.get("id", "")
        self.num_players = check(OPTIONS, "players", players)
        self.max_turns = check(OPTIONS, "max_turns", max_turns)
        self.pass_on = check(OPTIONS, "pass_on", pass_on)
        self.children = check(OPTIONS, "children", children)
        self.weak_area = check(OPTIONS, "weak_area", weak_area)
        areas = deck.get("areas") or []
        by_colour = {area.get("colour"): area for area in areas}
        if sorted(by_colour) != sorted(COLOURS):
            raise ValueError("the deck must name six areas, one of each colour: " + ", ".join(COLOURS))
        # Area i of the engine is the deck's area of colour COLOURS[i] (the board is coloured, not named).
        self.area_ids: list[str] = [by_colour[c]["id"] for c in COLOURS]
        self.area_names: list[str] = [by_colour[c].get("name", by_colour[c]["id"]) for c in COLOURS]
        self.cards: list[dict] = bundle["cards"]
        self.card_area: list[int] = []
        for card in self.cards:
            if card.get("area") not in self.area_ids:
                raise ValueError(f"card {card.get('id')} has area `{card.get('area')}`, which the deck does not name")
            self.card_area.append(self.area_ids.index(card["area"]))
        self._refuse_small_deck()
        self.card_index = {card["id"]: i for i, card in enumerate(self.cards)}
        self.area_cards = [frozenset(c for c, a in enumerate(self.card_area) if a == area) for area in range(NUM_AREAS)]

    def _refuse_small_deck(self) -> None:
        """A deck whose piles the table could empty is refused before play (piles.py says why): a
        usage error when fewer players could play it, else the deck itself cannot be played."""
        counts = {self.area_ids[a]: self.card_area.count(a) for a in range(NUM_AREAS)}
        short = short_areas(counts, self.num_players, self.weak_area)
        if not short:
            return
        rule = " with weak_area" if self.weak_area else ""
        problem = (f"{self.num_players} players{rule} need at least "
                   f"{cards_needed(self.num_players, self.weak_area)} cards in every area, so that no pile runs "
                   f"dry, and {cards_of(short)}")
        fewest = min(counts.values())
        most = min(most_players(fewest, self.weak_area), MAX_PLAYERS)
        if most >= MIN_PLAYERS:
            raise OptionError(f"{problem}; this deck is enough for at most {most} players{rule}", players=most)
        if self.weak_area and (basic := min(most_players(fewest), MAX_PLAYERS)) >= MIN_PLAYERS:
            raise OptionError(f"{problem}; without weak_area it is enough for at most {basic} players",
                              players=basic, without="weak_area")
        raise ValueError(problem if self.num_players == MIN_PLAYERS else
                         f"{problem}; even {MIN_PLAYERS} players{rule} need "
                         f"{cards_needed(MIN_PLAYERS, self.weak_area)} in every area")

    def options(self) -> dict[str, Any]:
        return {"players": self.num_players, "max_turns": self.max_turns, "pass_on": self.pass_on,
                "children": self.children, "weak_area": self.weak_area}

    def new_initial_state(self, seed: int) -> "WissensState":
        return WissensState(self, seed)

    def state_from_json(self, data: dict[str, Any]) -> "WissensState":
        return WissensState.from_json(self, data)

    def question(self, card: int, number: int) -> dict:
        """Question `number` (1-6) of a card: {question, answer, accept}."""
        return self.cards[card]["questions"][number - 1]


class WissensState(CheckedApply):
    __slots__ = ("game", "rng", "phase", "box", "piles", "hands", "rings", "pos", "must_leave", "seat",
                 "area", "card", "first_roll", "roll", "retried", "steps", "turns", "winner", "last",
                 "passer", "child_rolls", "weak")

    def __init__(self, game: WissensGame, seed: int | None = None):
        n = game.num_players
        self.game = game
        self.rng = Rng(seed or 0)
        self.phase = SHUFFLE
        self.box: list[int] = list(range(len(game.cards)))  # cards not yet laid into a pile
        self.piles: list[list[int]] = [[] for _ in range(NUM_AREAS)]  # index 0 is drawn first
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.rings = [0] * n  # bit i: the ring of area i
        self.pos = [-1] * n  # -1: in the centre of the map
        # The next turn starts with a roll off the joker space: the final question was missed there, or
        # the sixth ring was won there without a move onto it (a card won in another player's turn).
        self.must_leave = [False] * n
        self.weak = [-1] * n  # option weak_area: each seat's weak area (-1: none named yet)
        self.seat = 0
        self.area = -1  # the area of the question being asked
        self.card = -1  # the card it is read from
        self.first_roll = 0  # the question number of the first try
        self.roll = 0  # the question number being answered
        self.retried = False
        self.steps = 0  # the die for the move
        self.turns = 0  # turns completed
        self.winner = -1
        self.passer = -1  # option pass_on: the other player answering the missed question now
        self.child_rolls: list[int] = []  # option children: the rolls after a missed question
        self.last: dict | None = None

    # --- whose turn ---------------------------------------------------------------------------

    def reader(self) -> int:
        """The player to the right of the current one (play goes clockwise, to the left)."""
        return (self.seat - 1) % self.game.num_players

    def is_final(self) -> bool:
        """Is the question for the current seat the final one (all rings, on a joker it need not leave)?"""
        seat = self.seat
        return self.rings[seat] == ALL_RINGS and self.pos[seat] in JOKERS and not self.must_leave[seat]

    def current_player(self) -> int:
        phase = self.phase
        if phase == OVER:
            return TERMINAL
        if phase in CHANCE_PHASES:
            return CHANCE
        if phase == CHOOSE and self.is_final():
            return self.reader()
        if phase == PASS:
            return self.passer
        if phase == WEAK:
            return self.weak_chooser()
        return self.seat

    def weak_chooser(self) -> int:
        """Option weak_area: who names a weak area next (clockwise from the starting player)."""
        return (self.seat + sum(1 for w in self.weak if w >= 0)) % self.game.num_players

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def is_chance_node(self) -> bool:
        return self.phase in CHANCE_PHASES

    def chance_kind(self) -> str:
        """What the chance outcome due now is, for simulation figures (deckctl/engine/simulate.py).
        The card itself is taken from the top of its pile, by no chance; the die for its question
        number follows every such draw and nothing else, so that die stands for the card drawn
        ("card": the answer names it). Laying the piles at setup, the roll-off, the second roll on a
        round space, the move die and the children's rolls draw no card ("roll")."""
        return "card" if self.phase == ASK else "roll"

    def chance_outcomes(self) -> list[tuple[int, float]]:
        phase = self.phase
        if phase == SHUFFLE:
            p = 1.0 / len(self.box)
            return [(c, p) for c in self.box]
        if phase == FIRST:
            p = 1.0 / self.game.num_players
            return [(s, p) for s in range(self.game.num_players)]
        if phase in CHANCE_PHASES:
            return [(d, 1.0 / 6) for d in DIE]
        return []

    def sample_chance(self) -> int:
        phase = self.phase
        if phase == SHUFFLE:
            return self.box[self.rng.below(len(self.box))]
        if phase == FIRST:
            return self.rng.below(self.game.num_players)
        if phase in CHANCE_PHASES:
            return 1 + self.rng.below(6)
        raise IllegalAction(-1, "this is not a chance node")

    def legal_actions(self) -> list[int]:
        phase = self.phase
        if phase in CHANCE_PHASES:
            return [o for o, _ in self.chance_outcomes()]
        if phase in (PLACE, CHOOSE, WEAK):
            return [AREA + a for a in range(NUM_AREAS)]
        if phase == ANSWER or phase == PASS:
            return [RIGHT, WRONG]
        if phase == MOVE:
            return list(reachable(self.pos[self.seat], self.steps))
        return []

    def illegal_reason(self, action: int) -> str | None:
        phase = self.phase
        if phase == OVER:
            return "the game is over"
        if action.__class__ is not int:
            return f"an action is a whole number, not {shown(action)}"
        if phase == SHUFFLE:
            if action in self.box:
                return None
            if 0 <= action < len(self.game.cards):
                return f"card {self.game.cards[action]['id']} is already in its pile"
            return f"there is no card {action} in this deck"
        if phase == FIRST:
            return None if 0 <= action < self.game.num_players else \
                f"{action} is not a seat (0-{self.game.num_players - 1})"
        if phase in (ASK, RETRY, ROLL, CHILD):
            return None if 1 <= action <= 6 else f"a die shows 1-6, not {action}"
        if phase in (PLACE, CHOOSE, WEAK):
            if AREA <= action < AREA + NUM_AREAS:
                return None
            return f"{action} is not an area: choose one of {AREA}-{AREA + NUM_AREAS - 1} (" + \
                ", ".join(self.game.area_ids) + ")"
        if phase == ANSWER or phase == PASS:
            return None if action in (RIGHT, WRONG) else \
                f"{action} is not an answer: {RIGHT} for right, {WRONG} for wrong"
        if phase == MOVE:
            options = reachable(self.pos[self.seat], self.steps)
            if action in options:
                return None
            where = SPACE_LABEL[action] if 0 <= action < NUM_SPACES else str(action)
            steps = f"{self.steps} step{'' if self.steps == 1 else 's'}"
            return (f"space {where} cannot be reached with exactly {steps} from "
                    f"{SPACE_LABEL[self.pos[self.seat]]} without going back; reachable: "
                    + ", ".join(SPACE_LABEL[s] for s in options))
        return f"nothing can be done in phase {phase}"

    # --- applying -----------------------------------------------------------------------------

    def apply_legal(self, action: int) -> None:
        phase = self.phase
        if phase == SHUFFLE:
            self.box.remove(action)
            self.piles[self.game.card_area[action]].append(action)
            self.last = {"kind": "shuffle", "card": action}
            if not self.box:
                self.phase = FIRST
        elif phase == FIRST:
            self.seat = action
            self.last = {"kind": "first", "seat": action}
            if self.game.weak_area:
                self.phase = WEAK
            else:
                self._start_turn()
        elif phase == WEAK:
            chooser = self.weak_chooser()
            self.weak[chooser] = action - AREA
            self.last = {"kind": "weak", "seat": chooser, "area": action - AREA}
            if min(self.weak) >= 0:
                self._start_turn()
        elif phase == PLACE:
            area = action - AREA
            self.pos[self.seat] = area  # hexagon space i has area colour i
            self.last = {"kind": "place", "seat": self.seat, "area": area, "to": area}
            self._question(area)
        elif phase == CHOOSE:
            area = action - AREA
            self.last = {"kind": "choose", "seat": self.current_player(), "area": area, "final": self.is_final()}
            self._question(area)
        elif phase == ASK:
            self.first_roll = self.roll = action
            self.retried = False
            self.last = {"kind": "ask", "seat": self.seat, "number": action}
            self.phase = ANSWER
        elif phase == RETRY:
            if action == self.first_roll:
                self.last = {"kind": "retry", "seat": self.seat, "number": action, "same": True}
                self._missed()
            else:
                self.roll = action
                self.retried = True
                self.last = {"kind": "retry", "seat": self.seat, "number": action, "same": False}
                self.phase = ANSWER
        elif phase == ANSWER:
            if action == RIGHT:
                self._right()
            else:
                self._wrong()
        elif phase == ROLL:
            self.steps = action
            self.last = {"kind": "roll", "seat": self.seat, "steps": action}
            self.phase = MOVE
        elif phase == PASS:
            self._passed(action == RIGHT)
        elif phase == CHILD:
            self._child_roll(action)
        elif phase == MOVE:
            origin = self.pos[self.seat]
            self.pos[self.seat] = action
            self.must_leave[self.seat] = False
            self.last = {"kind": "move", "seat": self.seat, "from": origin, "to": action, "steps": self.steps}
            self.steps = 0
            self._arrive()

    def _start_turn(self) -> None:
        seat = self.seat
        space = self.pos[seat]
        if space < 0:
            self.phase = PLACE
        elif self.must_leave[seat]:
            self.phase = ROLL
        elif SPACE_KIND[space] == JOKER:
            self.phase = CHOOSE
        else:
            self._question(SPACE_COLOUR[space])

    def _arrive(self) -> None:
        """The space reached decides the next question's area (a joker: somebody chooses it)."""
        space = self.pos[self.seat]
        if SPACE_KIND[space] == JOKER:
            self.phase = CHOOSE
        else:
            self._question(SPACE_COLOUR[space])

    def _question(self, area: int) -> None:
        """The reader takes the first card of the area's pile. The pile is never empty here: no other
        question card is out, and the game was refused unless each area has more cards than all hands
        together can hold (piles.py). Cards are never taken back from the players' hands."""
        self.area = area
        self.card = self.piles[area].pop(0)
        self.phase = ASK

    def _put_back(self) -> None:
        """The question card goes back under its pile."""
        self.piles[self.area].append(self.card)
        self.card = -1
        self.area = -1

    def _right(self) -> None:
        seat = self.seat
        event: dict = {"kind": "answer", "seat": seat, "right": True, "card": self.card, "area": self.area}
        if self.retried:
            event["again"] = True  # the second try at a card already answered once
        if self.is_final():
            event["won"] = True
            self._put_back()
            self.winner = seat
            self.phase = OVER
            self.last = event
            return
        self._win_card(seat, event)
        self.last = event
        self.phase = ROLL

    def _win_card(self, seat: int, event: dict) -> None:
        """`seat` gets the question card: three of an area become its ring (option weak_area: three of
        a won area and one of the weak area become the weak area's ring)."""
        area = self.area
        if not self.wants_card(seat, area):
            event["returned"] = True  # of no use to this player: back under the pile
            self._put_back()
            return
        self.hands[seat].append(self.card)
        self.card = self.area = -1
        if self.cards_of(seat, area) >= CARDS_PER_RING and not self.rings[seat] >> area & 1:
            self._exchange(seat, area, [area] * CARDS_PER_RING)
            event["ring"] = area
        elif (paid_with := self.weak_trade(seat)) is not None:
            weak = self.weak[seat]
            self._exchange(seat, weak, [paid_with] * CARDS_PER_RING + [weak])
            event["ring"] = weak
            event["weak_ring"] = paid_with
        if self.rings[seat] == ALL_RINGS and self.pos[seat] in JOKERS:
            # The sixth ring, won standing on a joker: the final question needs an exact landing,
            # so the piece has to leave first (a move of this turn does that at once).
            self.must_leave[seat] = True
            event["must_leave"] = True

    def _exchange(self, seat: int, ring: int, paid: list[int]) -> None:
        """`seat` hands in one card of each area in `paid` (under their piles) for the ring of `ring`;
        cards that are then of no use to the player go back under their piles too."""
        hand = self.hands[seat]
        card_area = self.game.card_area
        for area in paid:
            card = next(c for c in hand if card_area[c] == area)
            hand.remove(card)
            self.piles[area].append(card)
        self.rings[seat] |= 1 << ring
        for card in [c for c in hand if not self.useful(seat, card_area[c])]:
            hand.remove(card)
            self.piles[card_area[card]].append(card)

    def useful(self, seat: int, area: int) -> bool:
        """Can cards of `area` still buy `seat` a ring? Its own ring, or (option weak_area) the weak
        area's ring, paid with three cards of an area whose ring the player already has."""
        if not self.rings[seat] >> area & 1:
            return True
        weak = self.weak[seat]
        return self.game.weak_area and weak >= 0 and weak != area and not self.rings[seat] >> weak & 1

    def wants_card(self, seat: int, area: int) -> bool:
        """Does `seat` keep a card of `area` it wins? Only while it brings a ring closer (of a won area,
        three are all the weak area's ring needs)."""
        if not self.rings[seat] >> area & 1:
            return True
        return self.useful(seat, area) and self.cards_of(seat, area) < CARDS_PER_RING

    def weak_trade(self, seat: int) -> int | None:
        """Option weak_area: the won area of which `seat` holds three cards, when it also holds a card
        of its weak area (the four buy the weak area's ring); else None."""
        weak = self.weak[seat]
        if not self.game.weak_area or weak < 0 or self.rings[seat] >> weak & 1 or not self.cards_of(seat, weak):
            return None
        for area in range(NUM_AREAS):
            if self.rings[seat] >> area & 1 and area != weak and self.cards_of(seat, area) >= CARDS_PER_RING:
                return area
        return None

    def _wrong(self) -> None:
        seat = self.seat
        space = self.pos[seat]
        event = {"kind": "answer", "seat": seat, "right": False, "card": self.card, "area": self.area}
        if self.retried:
            event["again"] = True  # the second try at a card already answered once
        if not self.retried and SPACE_KIND[space] == ROUND:
            event["second_chance"] = True
            self.last = event
            self.phase = RETRY
            return
        self.last = event
        if self.is_final():
            self.must_leave[seat] = True
            event["must_leave"] = True
            self._put_back()
            self._end_turn()
            return
        self._missed()

    def _missed(self, rolled: bool = False) -> None:
        """The player has missed the question for good: the card goes back and the turn ends, or
        (option children) three rolls may still win it, or (option pass_on) the question goes to
        the others first."""
        if self.game.children and not rolled:
            self.child_rolls = []
            self.last["child_rolls"] = True
            self.phase = CHILD
            return
        if self.game.pass_on:
            self.passer = (self.seat + 1) % self.game.num_players
            self.last["passed_on"] = True
            self.phase = PASS
            return
        self._put_back()
        self._end_turn()

    def _child_roll(self, face: int) -> None:
        rolls = self.child_rolls
        rolls.append(face)
        event: dict = {"kind": "child", "seat": self.seat, "rolls": rolls[:]}
        self.last = event
        if len(rolls) < CHILD_ROLLS:
            return
        self.child_rolls = []
        if sum(rolls) >= CHILD_TARGET:
            event["won_card"] = True
            self._win_card(self.seat, event)
            self._end_turn()
        else:
            self._missed(rolled=True)

    def _passed(self, right: bool) -> None:
        passer = self.passer
        # A missed question passed on: the card was played when it was first answered.
        event: dict = {"kind": "pass", "seat": passer, "right": right, "card": self.card, "area": self.area,
                       "again": True}
        self.last = event
        if right:
            self._win_card(passer, event)
        else:
            following = (passer + 1) % self.game.num_players
            if following != self.seat:
                self.passer = following
                return
            self._put_back()
        self.passer = -1
        self._end_turn()

    def _end_turn(self) -> None:
        self.turns += 1
        self.first_roll = self.roll = 0
        self.retried = False
        if self.turns >= self.game.max_turns:
            self.phase = OVER
            if self.last is not None:
                self.last["out_of_turns"] = True
            return
        self.seat = (self.seat + 1) % self.game.num_players
        self._start_turn()

    # --- results and queries ------------------------------------------------------------------

    def returns(self) -> list[float]:
        return [1.0 if seat == self.winner else 0.0 for seat in range(self.game.num_players)]

    def stopped_by_limit(self) -> bool:
        """Did the `max_turns` safeguard end the game (without a winner)?"""
        return self.phase == OVER and self.winner < 0

    @property
    def round(self) -> int:
        """Rounds begun (every seat has one turn per round)."""
        return self.turns // self.game.num_players + 1

    @property
    def rounds_played(self) -> int:
        """The rounds a finished game took, as `simulate` counts them: a game the turn limit stopped
        ends with the round of its last turn, where `round` has begun one more (a 4-player game
        stopped after 2,000 turns had been counted 501 rounds). `round` stays as logs record it."""
        return (self.turns - 1) // self.game.num_players + 1 if self.stopped_by_limit() else self.round

    def cards_of(self, seat: int, area: int) -> int:
        return sum(1 for c in self.hands[seat] if self.game.card_area[c] == area)

    def current_question(self) -> dict | None:
        if self.phase != ANSWER and self.phase != PASS:
            return None
        return self.game.question(self.card, self.roll)

    def action_to_string(self, action: int) -> str:
        phase = self.phase
        game = self.game
        if phase == SHUFFLE:
            return f"pile {game.cards[action]['id']}" if 0 <= action < len(game.cards) else str(action)
        if phase == FIRST:
            return f"seat {action} begins"
        if phase == ASK:
            return f"question {action}"
        if phase == RETRY:
            return f"second roll {action}"
        if phase == CHILD:
            return f"child's roll {action}"
        if phase == ROLL:
            return f"roll {action}"
        if phase in (PLACE, CHOOSE, WEAK):
            if AREA <= action < AREA + NUM_AREAS:
                return {PLACE: "place on ", CHOOSE: "area ", WEAK: "weak area "}[phase] + game.area_ids[action - AREA]
            return str(action)
        if phase == ANSWER or phase == PASS:
            return {RIGHT: "answered right", WRONG: "answered wrong"}.get(action, str(action))
        if phase == MOVE and 0 <= action < NUM_SPACES:
            return f"move to {SPACE_LABEL[action]}"
        return str(action)

    def __str__(self) -> str:
        lines = [f"turn {self.turns + 1}, seat {self.seat}, phase {self.phase}"]
        for seat in range(self.game.num_players):
            where = "centre" if self.pos[seat] < 0 else SPACE_LABEL[self.pos[seat]]
            rings = ",".join(COLOURS[a] for a in range(NUM_AREAS) if self.rings[seat] >> a & 1)
            lines.append(f"  seat {seat}: {where}; rings {rings or '-'}; cards {len(self.hands[seat])}")
        return "\n".join(lines)

    # --- copying and JSON ---------------------------------------------------------------------

    def clone(self) -> "WissensState":
        other = WissensState.__new__(WissensState)
        other.game = self.game
        other.rng = Rng(self.rng.seed, self.rng.counter)
        other.phase = self.phase
        other.box = self.box[:]
        other.piles = [p[:] for p in self.piles]
        other.hands = [h[:] for h in self.hands]
        other.rings = self.rings[:]
        other.pos = self.pos[:]
        other.must_leave = self.must_leave[:]
        other.weak = self.weak[:]
        for name in ("seat", "area", "card", "first_roll", "roll", "retried", "steps", "turns",
                     "winner", "last", "passer"):
            setattr(other, name, getattr(self, name))
        other.child_rolls = self.child_rolls[:]
        return other

    def to_json(self) -> dict[str, Any]:
        """The state in plain JSON; cards and areas by id, so a scenario reads well."""
        game = self.game
        ids = lambda cards: [game.cards[c]["id"] for c in cards]  # noqa: E731
        return {
            **saved_state_header(game, STATE_FORMAT, self.rng),
            "phase": self.phase,
            "box": ids(self.box),
            "piles": {game.area_ids[a]: ids(self.piles[a]) for a in range(NUM_AREAS)},
            "players": [{"space": self.pos[s],
                         "cards": ids(self.hands[s]),
                         "rings": [game.area_ids[a] for a in range(NUM_AREAS) if self.rings[s] >> a & 1],
                         "must_leave": self.must_leave[s],
                         "weak": game.area_ids[self.weak[s]] if self.weak[s] >= 0 else None}
                        for s in range(game.num_players)],
            "seat": self.seat,
            "question": None if self.card < 0 else {
                "area": game.area_ids[self.area], "card": game.cards[self.card]["id"],
                "first_roll": self.first_roll, "roll": self.roll, "retried": self.retried,
                "passed_to": self.passer, "child_rolls": self.child_rolls[:]},
            "steps": self.steps,
            "turns": self.turns,
            "winner": self.winner,
        }

    @classmethod
    def from_json(cls, game: WissensGame, data: dict[str, Any]) -> "WissensState":
        check_saved_state(data, game, STATE_FORMAT, "a Wissens-Spektrum state")
        index = game.card_index
        with reading_state(KeyError, ValueError, TypeError, IndexError, AttributeError):
            cards = lambda ids: [index[i] for i in ids]  # noqa: E731
            state = cls.__new__(cls)
            state.game = game
            state.rng = Rng.from_json(data["rng"])
            state.phase = data["phase"]
            if state.phase not in PHASES:
                raise ValueError(f"unknown phase {state.phase!r}")
            state.box = cards(data["box"])
            state.piles = [cards(data["piles"][game.area_ids[a]]) for a in range(NUM_AREAS)]
            players = data["players"]
            if len(players) != game.num_players:
                raise ValueError(f"{len(players)} players in the state, the game has {game.num_players}")
            state.hands = [cards(p["cards"]) for p in players]
            state.rings = [sum(1 << game.area_ids.index(a) for a in set(p["rings"])) for p in players]
            state.pos = [int(p["space"]) for p in players]
            state.must_leave = [bool(p.get("must_leave", False)) for p in players]
            state.weak = [game.area_ids.index(p["weak"]) if p.get("weak") is not None else -1 for p in players]
            state.seat = int(data["seat"])
            question = data.get("question")
            if question:
                state.area = game.area_ids.index(question["area"])
                state.card = index[question["card"]]
                state.first_roll = int(question.get("first_roll", 0))
                state.roll = int(question.get("roll", 0))
                state.retried = bool(question.get("retried", False))
                state.passer = int(question.get("passed_to", -1))
                state.child_rolls = [int(r) for r in question.get("child_rolls", [])]
            else:
                state.passer = -1
                state.child_rolls = []
                state.area = state.card = -1
                state.first_roll = state.roll = 0
                state.retried = False
            state.steps = int(data.get("steps", 0))
            state.turns = int(data.get("turns", 0))
            state.winner = int(data.get("winner", -1))
            state.last = None
        refuse_inconsistent(state.invariants())
        return state

    # --- invariants ---------------------------------------------------------------------------

    def invariants(self) -> list[str]:
        problems: list[str] = []
        game = self.game
        n = game.num_players
        card_area = game.card_area
        everything = self.box + [c for p in self.piles for c in p] + [c for h in self.hands for c in h]
        if self.card >= 0:
            everything.append(self.card)
        total = len(game.cards)
        if len(everything) != total or len(set(everything)) != total:
            problems.append("the cards in box, piles, players' hands and the question are not the deck exactly once")
        for area, pile in enumerate(self.piles):
            if not game.area_cards[area].issuperset(pile):
                problems.append(f"the {game.area_ids[area]} pile holds a card of another area")
        if self.box and self.phase != SHUFFLE:
            problems.append("cards are still outside the piles after the setup")
        if not 0 <= self.seat < n:
            problems.append(f"seat {self.seat} is not a seat of this game")
        for seat in range(n):
            hand = self.hands[seat]
            if len(hand) >= CARDS_PER_RING or self.rings[seat]:
                counts = [0] * NUM_AREAS
                for c in hand:
                    counts[card_area[c]] += 1
                for area, count in enumerate(counts):
                    won = self.rings[seat] >> area & 1
                    if count >= CARDS_PER_RING and not won or count > CARDS_PER_RING:
                        problems.append(f"seat {seat} holds {count} {game.area_ids[area]} cards without exchanging them")
                    if count and not self.useful(seat, area):
                        problems.append(f"seat {seat} holds {game.area_ids[area]} cards but already has its ring")
                if self.weak_trade(seat) is not None:
                    problems.append(f"seat {seat} holds the cards for its weak area's ring without exchanging them")
            named = self.weak[seat] >= 0
            if not -1 <= self.weak[seat] < NUM_AREAS or self.phase != WEAK and \
                    named != (game.weak_area and self.phase not in (SHUFFLE, FIRST)):
                problems.append(f"seat {seat} has weak area {self.weak[seat]} in phase {self.phase}")
            if not -1 <= self.pos[seat] < NUM_SPACES:
                problems.append(f"seat {seat} is on space {self.pos[seat]}, which the board does not have")
            if self.must_leave[seat] and not (self.rings[seat] == ALL_RINGS and self.pos[seat] in JOKERS):
                problems.append(f"seat {seat} must leave a joker space without standing on one with all rings")
            if not 0 <= self.rings[seat] <= ALL_RINGS:
                problems.append(f"seat {seat} has rings {self.rings[seat]}")
        phase = self.phase
        if (self.card >= 0) != (phase in CARD_PHASES):
            problems.append(f"phase {phase} {'has' if self.card >= 0 else 'lacks'} a question card")
        if self.card >= 0:
            if card_area[self.card] != self.area:
                problems.append("the question card is not of the question's area")
        if (phase == PASS) != (self.passer >= 0) or self.passer == self.seat or self.passer >= n:
            problems.append(f"phase {phase} with the question passed to seat {self.passer}")
        if (self.child_rolls and phase != CHILD) or len(self.child_rolls) >= CHILD_ROLLS or \
                not all(1 <= r <= 6 for r in self.child_rolls):
            problems.append(f"the child's rolls {self.child_rolls} do not fit phase {phase}")
        if phase in (ANSWER, PASS) and not 1 <= self.roll <= 6:
            problems.append(f"question number {self.roll} is not 1-6")
        if phase == RETRY and (self.retried or not 1 <= self.first_roll <= 6):
            problems.append("a second roll without a first wrong answer")
        if phase == MOVE and not (1 <= self.steps <= 6 and self.pos[self.seat] >= 0):
            problems.append(f"a move of {self.steps} steps from space {self.pos[self.seat]}")
        if phase in (ANSWER, RETRY, ROLL, MOVE, CHOOSE) and self.pos[self.seat] < 0:
            problems.append(f"seat {self.seat} is still in the centre in phase {phase}")
        if phase == CHOOSE and SPACE_KIND[self.pos[self.seat]] != JOKER:
            problems.append("an area is chosen off a joker space")
        if (self.winner >= 0) and not (phase == OVER and self.rings[self.winner] == ALL_RINGS):
            problems.append(f"seat {self.winner} won without all rings or the game goes on")
        if phase == OVER and self.winner < 0 and self.turns < game.max_turns:
            problems.append("the game is over without a winner before the turn limit")
        return problems


# Option sets the engine conformance test plays (tests/engine). A random game runs to a few hundred
# turns, so the conformance games are cut at 30 turns to keep that test fast; whole games (wins,
# the final question) are played in tests/games/wissens_spektrum/.
CONFORMANCE_OPTIONS = [{"players": 2, "max_turns": 30}, {"players": 4, "max_turns": 30},
                       {"players": 3, "max_turns": 30, "pass_on": True, "children": True},
                       {"players": 5, "max_turns": 30, "weak_area": True, "pass_on": True}]
# Bots only this game has, by name (the engine offers `random` for every game).
BOTS = {"knowledgeable": "deckctl.games.wissens_spektrum.bots:KnowledgeableBot"}
# The terminal front end (`deckctl play`): a module with `play(game, seed, console, read_line, recorder)`.
UI = "deckctl.games.wissens_spektrum.ui"


def make_game(bundle: dict, **options: Any) -> WissensGame:
    """The engine registry's entry point: the options are `OPTIONS`."""
    return WissensGame(bundle, **read_options("Wissens-Spektrum", OPTIONS, options))
