"""Whether a valid Knowledge? deck can be played by the reference engine (`deckctl play`,
`simulate`): it needs a board and enough cards, and cards that keep moving the markers. A deck that
cannot is still valid (it prints and exports), so this is a warning, given while the deck is edited
rather than when a game starts."""

from __future__ import annotations

from deckctl.core.deck import Deck
from deckctl.core.diagnostics import Diagnostic, Severity
from deckctl.core.fields import COLOURS
from deckctl.games.knowledge.board import BOARD_FILE, OPPONENTS

MIN_CARDS = 7  # six on the markers' slots and one to replace a card that cannot be played
# Where a deck without a board gets one: the deck's repository holds neither the starter decks nor
# deckctl's docs/, but `init` writes the reference board into every Knowledge? deck it creates.
BOARD_HINT = (f"put a {BOARD_FILE} next to deck.yaml: `deckctl init --game knowledge <a new folder>` writes the "
              f"reference board to <a new folder>/decks/knowledge-deck/{BOARD_FILE}, to copy; deckctl's "
              f"documentation (docs/format.md, \"{BOARD_FILE}\") describes its keys to draw your own")


def check_playable(deck: Deck):
    """One warning naming everything the engine would refuse the deck for. A deck with errors is
    not exported, let alone played: its errors come first."""
    if any(d.is_error for d in deck.diagnostics):
        return []
    missing, hints = [], []
    if deck.board is None and not (deck.path / BOARD_FILE).is_file():
        missing.append(f"it has no {BOARD_FILE}")
        hints.append(BOARD_HINT)
    written = sum(len(source.data) for source in deck.card_files if isinstance(source.data, list))
    if written < MIN_CARDS:
        missing.append(f"it has {written} card{'s' if written != 1 else ''}, and a game needs at least {MIN_CARDS}")
        hints.append(f"add at least {MIN_CARDS - written} more cards")
    if not missing:
        return check_cards_move(deck)
    line, col = deck.manifest_source.mark(("game",))
    return [Diagnostic(deck.manifest_source.display, line, col, "unplayable",
                       "this Knowledge? deck cannot be played (`deckctl play`, `simulate`): " + "; ".join(missing),
                       severity=Severity.WARNING, hint="; ".join(hints))]


def check_cards_move(deck: Deck):
    """One `unplayable` warning, at the first card that may not move a marker, when most cards of
    the deck can fail to move any marker at the same moment: its number cards of 0 never move one,
    and its letter and colour cards all fail once every space showing what they ask for is covered
    by a marker showing none of it (the team or another opponent), with the opponents that show it
    beneath them. The board allows that when those spaces are no more than those markers. Then only
    the number cards above 0 move anything: a game draws card after card that cannot be played, and
    the engine stops it unfinished (rules.MAX_DRAWS, or a board no card can change)."""
    board = deck.board
    if board is None or not deck.cards:
        return []
    asked: dict[str, set[str]] = {"letter": set(), "colour": set()}
    for ref in deck.cards:
        card = ref.card
        if card.category != "number":
            asked[card.category].update(card.value if isinstance(card.value, list) else [card.value])
    letters, colours = asked["letter"], asked["colour"]
    spaces = sum(1 for space in board.spaces if space.letter in letters or space.colour in colours)
    showing = [name for name in OPPONENTS if name in colours or getattr(board.markers, name) in letters]
    if spaces > len(OPPONENTS) + 1 - len(showing):  # some space asked for always stays visible
        return []
    idle = [ref for ref in deck.cards if ref.card.category != "number" or ref.card.value == 0]
    if 2 * len(idle) <= len(deck.cards):
        return []
    movers = len(deck.cards) - len(idle)
    zeros = sum(1 for ref in idle if ref.card.category == "number")
    named = sorted(letters) + [colour for colour in COLOURS if colour in colours]
    reasons = []
    if named:
        reasons.append(f"its letter and colour cards ask only for {' or '.join(named)}, which "
                       f"{'shows' if spaces == 1 else 'show'} on {spaces} of the board's spaces, and the markers "
                       f"can cover {'it' if spaces == 1 else 'them all at once'}")
    if zeros:
        reasons.append(f"its {zeros} number card{'' if zeros == 1 else 's'} of 0 move{'s' if zeros == 1 else ''} none")
    then = (f"only its {movers} number card{'' if movers == 1 else 's'} above 0 can then move one" if movers else
            "no card can then move one")
    return [idle[0].error(
        ("value",), "unplayable",
        f"{len(idle)} of this deck's {len(deck.cards)} cards can all fail to move a marker at the same moment "
        f"({'; '.join(reasons)}): {then}, so a game draws card after card that cannot be played, and `deckctl "
        "play` and `simulate` may stop it unfinished",
        "add number cards of 1 to 5, or letter and colour cards asking for other letters and colours",
        severity=Severity.WARNING)]
