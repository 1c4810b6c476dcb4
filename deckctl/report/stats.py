"""`deckctl stats`: a deck's cards counted by category, area, level and value, against the box.

The box figures are the published games' card counts (their rulebooks list the contents); where
a rulebook also says how the box divides, the share of each group is given too.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from deckctl.core.deck import Deck


@dataclass(frozen=True)
class Box:
    cards: int  # cards in the published box
    # group -> cards per value of it in the box, where the rulebook says so
    per_group: dict[str, int] = field(default_factory=dict)
    note: str = ""


# Wissens-Spektrum: 1,080 cards over its six areas, each with 12 blank cards for the players' own.
BOXES: dict[str, Box] = {
    "knowledge": Box(630),
    "wissens-spektrum": Box(1080, {"area": 180}, "180 per area, 12 of them blank"),
    "iknow": Box(400),
    "you-know-it": Box(200),
}

# What each game's cards are grouped by: (table name, card attribute).
GROUPS: dict[str, tuple[tuple[str, str], ...]] = {
    "knowledge": (("category", "category"), ("value", "value")),
    "wissens-spektrum": (("area", "area"),),
    "i-know": (("kind", "kind"), ("subject", "subject"), ("level", "level")),
    "iknow": (("category", "category"),),
    "you-know-it": (),
}


@dataclass
class Group:
    name: str  # category, area, level, value...
    counts: list[tuple[str, int]]  # (value, cards), in a stable order
    box_each: int | None = None  # cards per value in the box, if the rulebook says


@dataclass
class Coverage:
    language: str
    total: int
    translated: int
    fuzzy: int
    missing: int

    @property
    def percent(self) -> float:
        return 100.0 * self.translated / self.total if self.total else 100.0


@dataclass
class Stats:
    deck: str
    game: str
    game_title: str
    cards: int
    box: Box | None
    groups: list[Group]
    coverage: list[Coverage]

    def to_json(self) -> dict:
        return {
            "deck": self.deck, "game": self.game, "cards": self.cards,
            "box": ({"cards": self.box.cards, "percent": round(100.0 * self.cards / self.box.cards, 1)}
                    if self.box else None),
            "groups": {g.name: {"counts": dict(g.counts), "box_each": g.box_each} for g in self.groups},
            "translations": {c.language: {"texts": c.total, "translated": c.translated, "fuzzy": c.fuzzy,
                                          "missing": c.missing, "percent": round(c.percent, 1)}
                             for c in self.coverage},
        }


def _label(value: object) -> str:
    if isinstance(value, list):
        return "/".join(str(v) for v in value)
    return str(value)


def _value_label(card) -> str:
    """Knowledge? values read with their category: `number 3`, `colour red`; a card whose value is
    a choice (`[C, D]`: the nearest wins) counts as `letter, a choice`."""
    if isinstance(card.value, list):
        return f"{card.category}, a choice"
    return f"{card.category} {card.value}"


def _group(deck: Deck, name: str, attribute: str, box: Box | None) -> Group:
    values = []
    for ref in deck.cards:
        if attribute == "value":
            values.append(_value_label(ref.card))
        elif getattr(ref.card, attribute, None) is not None:
            values.append(_label(getattr(ref.card, attribute)))
    counts = Counter(values)
    order = list(dict.fromkeys(values))
    if name == "area":  # every area of the deck, the empty ones too, in the manifest's order
        order = [area.id for area in deck.manifest.areas] + [v for v in order if v not in
                                                              {a.id for a in deck.manifest.areas}]
    elif name in ("level", "value"):
        order = sorted(order)
    return Group(name, [(value, counts.get(value, 0)) for value in order],
                 box.per_group.get(name) if box else None)


def deck_stats(deck: Deck) -> Stats:
    """Counts for a valid deck (the caller checks `deck.ok` first)."""
    from deckctl.i18n.commands import status

    box = BOXES.get(deck.game.id)
    groups = [_group(deck, name, attribute, box) for name, attribute in GROUPS.get(deck.game.id, ())]
    coverage = [Coverage(row.language, row.total, row.translated, row.fuzzy, row.missing)
                for row in status(deck) if row.readable and not row.generated]  # (en-XA: no translation)
    return Stats(deck.id, deck.game.id, deck.game.title, len(deck.cards), box, groups, coverage)
