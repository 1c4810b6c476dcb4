"""Whether a valid Knowledge? deck can be played by the reference engine (`deckctl play`,
`simulate`): it needs a board and enough cards. A deck that cannot is still valid (it prints and
exports), so this is a warning, given while the deck is edited rather than when a game starts."""

from __future__ import annotations

from deckctl.core.deck import Deck
from deckctl.core.diagnostics import Diagnostic, Severity
from deckctl.games.knowledge.board import BOARD_FILE

MIN_CARDS = 7  # six on the markers' slots and one to replace a card that cannot be played


def check_playable(deck: Deck):
    """One warning naming everything the engine would refuse the deck for. A deck with errors is
    not exported, let alone played: its errors come first."""
    if any(d.is_error for d in deck.diagnostics):
        return []
    missing, hints = [], []
    if deck.board is None and not (deck.path / BOARD_FILE).is_file():
        missing.append(f"it has no {BOARD_FILE}")
        hints.append(f"copy decks/knowledge-starter/{BOARD_FILE} (the reference board) next to deck.yaml, or "
                     "draw your own (docs/format.md, \"board.yaml\")")
    written = sum(len(source.data) for source in deck.card_files if isinstance(source.data, list))
    if written < MIN_CARDS:
        missing.append(f"it has {written} card{'s' if written != 1 else ''}, and a game needs at least {MIN_CARDS}")
        hints.append(f"add at least {MIN_CARDS - written} more cards")
    if not missing:
        return []
    line, col = deck.manifest_source.mark(("game",))
    return [Diagnostic(deck.manifest_source.display, line, col, "unplayable",
                       "this Knowledge? deck cannot be played (`deckctl play`, `simulate`): " + "; ".join(missing),
                       severity=Severity.WARNING, hint="; ".join(hints))]
