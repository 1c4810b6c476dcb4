"""Whether a valid Wissens-Spektrum deck can seat a full table: six players, the box's six pieces.

The engine refuses a deck whose piles the players' hands could empty (piles.py), so `play` and
`simulate` stop at the start. This warns while the deck is edited instead, once, at `areas:` in
deck.yaml. A deck that seats fewer players is still valid: it prints, exports and plays smaller
tables."""

from __future__ import annotations

from deckctl.core.deck import Deck
from deckctl.core.diagnostics import Diagnostic, Severity
from deckctl.games.wissens_spektrum.piles import cards_needed, cards_of, most_players, short_areas

FULL_TABLE = 6  # the box's pieces (rules.MAX_PLAYERS, not imported: the engine loads only to play)


def check_full_table(deck: Deck):
    """One `unplayable` warning naming each area with fewer cards than six players need. A deck
    with errors is neither exported nor played: its errors come first."""
    if any(d.is_error for d in deck.diagnostics):
        return []
    counts = {area.id: 0 for area in deck.manifest.areas}
    for ref in deck.cards:
        counts[ref.card.area] = counts.get(ref.card.area, 0) + 1
    short = short_areas(counts, FULL_TABLE)
    if not short:
        return []
    most = most_players(min(counts.values()))
    seats = (f"seat at most {most} players with it" if most >= 2
             else f"cannot play it (two players need {cards_needed(2)} cards an area)")
    line, col = deck.manifest_source.mark(("areas",))
    return [Diagnostic(
        deck.manifest_source.display, line, col, "unplayable",
        f"this Wissens-Spektrum deck is too small for six players: each area needs {cards_needed(FULL_TABLE)} "
        f"cards so that no pile runs dry, and {cards_of(short)}; `deckctl play` and `simulate` {seats}",
        severity=Severity.WARNING,
        hint=f"add cards to those areas ({cards_needed(FULL_TABLE, weak_area=True)} each for six players with "
             f"the weak_area house rule)")]
