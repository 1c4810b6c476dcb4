"""How many cards each area needs so that its pile never runs dry.

The rulebook's box holds 180 cards an area and every card not kept goes back under its pile, so a
pile never runs out and the rulebook says nothing about it. A question is drawn only while no card
of the area is out for another question, so what a pile can lack is what the hands hold: a hand
keeps at most two cards of an area whose ring it lacks (the third is exchanged at once), and with
the weak-area house rule up to three of an area whose ring it has, kept to pay for the weak ring.
One card more than all hands can hold is always there to read (docs/rules/wissens-spektrum.md,
"Enough cards for the table"). The engine refuses a smaller deck; `validate` warns when a deck is
too small for six players.

Plain numbers only: the engine (rules.py) and the deck checks (playable.py) both use this.
"""

from __future__ import annotations

CARDS_PER_RING = 3


def held_at_most(weak_area: bool = False) -> int:
    """The most cards of one area one hand can hold when a question of that area is drawn."""
    return CARDS_PER_RING if weak_area else CARDS_PER_RING - 1


def cards_needed(players: int, weak_area: bool = False) -> int:
    """Cards an area needs so that `players` hands can never empty its pile."""
    return players * held_at_most(weak_area) + 1


def most_players(fewest_cards: int, weak_area: bool = False) -> int:
    """The largest table the smallest area (`fewest_cards` cards) can serve (may be below two)."""
    return (fewest_cards - 1) // held_at_most(weak_area)


def short_areas(counts: dict[str, int], players: int, weak_area: bool = False) -> dict[str, int]:
    """The areas, with their card counts, that have too few cards for `players`."""
    needed = cards_needed(players, weak_area)
    return {area: count for area, count in counts.items() if count < needed}


def cards_of(areas: dict[str, int]) -> str:
    """`art` has 10, `sport` has 4: the counts as a message names them."""
    return ", ".join(f"`{area}` has {count}" for area, count in areas.items())
