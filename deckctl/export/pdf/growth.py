"""Short texts grow to use the card, and the texts of one role share one size over the deck.

A face marks a text that may grow (`text_box(..., grow=GROW)`). Before drawing, the export runs
the cards once without a page (`document.deck_growth`) and notes how far each such text could
grow; texts of one kind (the same side, designed size and weight: all Knowledge? questions, all
I know! answers) then share one factor: the largest step that most of them reach. So a deck
prints in a handful of sizes instead of a different one on every card; a text that cannot take its
kind's size takes the largest smaller step it can, and a long one shrinks below the designed size
by a few fixed steps (`text.shrink_steps`), so shrunk texts come in a handful of sizes too. A
step that would strand a word on a line of its own which the designed size does not need (`Die` /
`Personifikation`), or that typesetting can only set with a break the line breaker prices as bad
(a parted name, a short widow: `text._bad_breaks`), is one a text does not reach when a smaller
step or its designed size sets it without (`text._calmest`); nor is a step that breaks more
lines at a hyphenation point than the designed size does (`text._unhyphenated`), ever.

A role (`roles`: Wissens-Spektrum's six questions, iKNOW's three clues) is judged by the card, not
by the text: the measuring run notes the size each card could set its role at (the largest at
which all of the card's texts of the role fit, grown or shrunk), and the role's deck size is the
largest that most cards reach (`SHARE` of them). Every card sets the role at that size, a card
whose texts do not fit there at the largest smaller size they do, so neighbouring cards of a kind
look alike as retail cards do; a card that could take more takes no more than the deck's size.
This module only decides; it draws nothing, so fitting (`text.py`) may import it.
"""

from __future__ import annotations

from collections import defaultdict

STEPS = (1.3, 1.15)  # the sizes a text may grow to, as factors of its designed size
SHARE = 0.8  # the share of a kind's texts (a role's cards) that must reach a size for the deck to take it
SAMPLE = 240  # cards measured at most: a larger deck is judged by this many, evenly spread

Kind = tuple  # (side, designed size, weight)
Role = tuple  # ("role", side, designed size, weight, field): `role_key`


def step_size(size: float, factor: float) -> float:
    """The size a text designed at `size` pt is set at when it grows by `factor`: to the nearest
    quarter point (11 pt at 1.3 is 14.25 pt, not 14.3)."""
    return round(size * factor * 4) / 4


def role_key(side: str, size: float, weight: str, field: str) -> Role:
    """The name of a role: the side and designed size and weight its texts are set from, and the
    field they print (`questions/question`, `clues`), so that two roles never share a size."""
    return ("role", side, size, weight, field)


class Growth:
    """What each kind of text grows by, and the size each role is set at, in one export: first
    measured over the deck, then decided. `factors` holds both once decided: a kind's growth
    factor, and a role's size in pt under its `role_key` (so that whatever keys on the decision,
    as a proof's pictures do, sees both)."""

    def __init__(self) -> None:
        self.reached: dict[Kind, list[float]] = defaultdict(list)
        self.factors: dict[tuple, float] | None = None
        self.role_kinds: set = set()  # ("role", side, size, weight) of each role decided

    @property
    def measuring(self) -> bool:
        return self.factors is None

    def factor(self, kind: Kind, grow: float) -> float:
        """The most a text of `kind` may grow: anything up to `grow` while measuring, and for the
        texts of a role whose kind no text outside a role has (`roles` has capped it already)."""
        if self.factors is None:
            return grow
        found = self.factors.get(kind)
        if found is None:
            return grow if ("role", *kind) in self.role_kinds else 1.0
        return min(grow, found)

    def record(self, kind: Kind, reached: float) -> None:
        if self.factors is None:
            self.reached[kind].append(reached)

    def record_role(self, role: Role, size: float) -> None:
        """Note the size one card could set `role` at (its smallest size when a text does not fit)."""
        if self.factors is None:
            self.reached[role].append(size)

    def role_size(self, role: Role) -> float | None:
        """The size the deck sets `role` at (None: not decided, or no card measured has it)."""
        return None if self.factors is None else self.factors.get(role)

    def decide(self) -> None:
        self.factors = {key: _size(reached) if key[0] == "role" else _step(reached, key[1])
                        for key, reached in self.reached.items()}
        self.role_kinds = {key[:4] for key in self.factors if key[0] == "role"}


def _step(reached: list[float], size: float) -> float:
    """The largest of `STEPS` that at least `SHARE` of a kind's texts (designed at `size` pt) reach.
    A text reaches a step when the size it grew to (`reached` holds it over `size`) is the step's
    own, rounded as the step is set (`step_size`): 11 pt grown by 1.3 is 14.25 pt, 14.25 / 11 is
    1.295, and comparing that with 1.3 kept every text of such a kind from the step."""
    for step in STEPS:
        least = step_size(size, step) - 1e-6
        if sum(size * r >= least for r in reached) >= SHARE * len(reached):
            return step
    return 1.0


def _size(reached: list[float]) -> float:
    """The largest size at least `SHARE` of the cards reach (the sizes are a role's few steps)."""
    for size in sorted(set(reached), reverse=True):
        if sum(r >= size - 1e-9 for r in reached) >= SHARE * len(reached):
            return size
    return min(reached)
