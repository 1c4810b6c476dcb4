"""Short texts grow to use the card, by one factor per kind of text for the whole deck.

A face marks a text that may grow (`text_box(..., grow=GROW)`). Before drawing, the export runs
the cards once without a page (`document.deck_growth`) and notes how far each such text could
grow; texts of one kind (the same side, designed size and weight: all Knowledge? questions, all
You Know It! answers) then share one factor: the largest step that most of them reach. So a deck
prints in a handful of sizes instead of a different one on every card; a text that cannot take its
kind's size takes the largest smaller step it can, and a long one shrinks below the designed size
by a few fixed steps (`text.shrink_steps`), so shrunk texts come in a handful of sizes too. A
step that would strand a word on a line of its own which the designed size does not need (`Die` /
`Personifikation`), or that typesetting can only set with a break the line breaker prices as bad
(a parted name, a short widow: `text._bad_breaks`), is one a text does not reach when a smaller
step or its designed size sets it without (`text._calmest`). This module only decides; it
draws nothing, so fitting (`text.py`) may import it.
"""

from __future__ import annotations

from collections import defaultdict

STEPS = (1.3, 1.15)  # the sizes a text may grow to, as factors of its designed size
SHARE = 0.8  # the share of a kind's texts that must reach a step for the kind to take it
SAMPLE = 240  # cards measured at most: a larger deck is judged by this many, evenly spread

Kind = tuple  # (side, designed size, weight)


class Growth:
    """What each kind of text grows by in one export: first measured over the deck, then decided."""

    def __init__(self) -> None:
        self.reached: dict[Kind, list[float]] = defaultdict(list)
        self.factors: dict[Kind, float] | None = None

    @property
    def measuring(self) -> bool:
        return self.factors is None

    def factor(self, kind: Kind, grow: float) -> float:
        """The most a text of `kind` may grow: anything up to `grow` while measuring."""
        if self.factors is None:
            return grow
        return min(grow, self.factors.get(kind, 1.0))

    def record(self, kind: Kind, reached: float) -> None:
        if self.factors is None:
            self.reached[kind].append(reached)

    def decide(self) -> None:
        self.factors = {kind: _step(reached) for kind, reached in self.reached.items()}


def _step(reached: list[float]) -> float:
    for step in STEPS:
        if sum(r >= step - 1e-9 for r in reached) >= SHARE * len(reached):
            return step
    return 1.0
