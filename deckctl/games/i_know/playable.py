"""Whether a valid I know! deck lets a game go on: a deck whose every announcement card sends the
player to the Principal's Office cannot. Landing on the Office (or an Announcement square) draws
an announcement; if each one goes to the Office, which draws again, the turn never ends, and the
engine stops the game unfinished (rules.MAX_TURN_STEPS). The deck is still valid (it prints and
exports), so this is a warning, given while the deck is edited rather than when a game stops."""

from __future__ import annotations

from deckctl.core.deck import Deck
from deckctl.core.diagnostics import Severity

OFFICE = "principal-office"


def _draws_again(card) -> bool:
    effect = card.effect
    return effect.type == "go-to" and effect.square == OFFICE


def check_announcements_end(deck: Deck):
    """One `unplayable` warning, at the first announcement card's `square`, when every announcement
    card of the deck is a go-to to the Principal's Office. A deck with errors comes first."""
    if any(d.is_error for d in deck.diagnostics):
        return []
    announcements = [ref for ref in deck.cards if ref.card.kind == "announcement"]
    if not announcements or not all(_draws_again(ref.card) for ref in announcements):
        return []
    count = len(announcements)
    return [announcements[0].error(
        ("effect", "square"), "unplayable",
        f"every announcement card of this deck ({count}) sends the player to the Principal's Office, which "
        "draws another announcement card: the first player to land there never ends the turn, and `deckctl "
        "play` and `simulate` stop the game unfinished",
        "give at least one announcement card another effect (move, miss-turn, points, roll-again, answer, "
        "or go-to another square)", severity=Severity.WARNING)]
