"""Cards written again through a YAML alias (`- &card` ... `- *card`): one card twice in a file.

Loaded, the alias is its anchor's card again, with the anchor's places, so every finding of the
second copy would point at the first, and the id would be "already used by a card at" its own
line. Such a card gets one error, at the alias, and is not read again.
"""

from __future__ import annotations

from deckctl.core.diagnostics import Diagnostic
from deckctl.core.quoted import shortened
from deckctl.core.source import SourceFile
from deckctl.io.source import card_id_of, top_level_aliases


def repeated_cards(source: SourceFile) -> dict[int, Diagnostic]:
    """Index of each card that repeats an earlier card of the file through an alias -> its error."""
    if not isinstance(source.data, list) or "*" not in source.text:
        return {}
    first_at, again = {}, {}  # (two items at one place: the second is the first repeated)
    for index in range(len(source.data)):
        place = source.value_marks.get((index,))
        if place in first_at and isinstance(source.data[index], dict):
            again[index] = first_at[place]
        first_at.setdefault(place, index)
    if not again:  # (nearly every file: its events are not read again)
        return {}
    found = {}
    for index, (line, col, name) in top_level_aliases(source.text).items():
        earlier = again.get(index)
        if earlier is None:
            continue  # (an alias of something else than a card: read as a card of its own)
        card_id = card_id_of(source.data[index])
        first_line = source.mark((earlier, "id"))[0]
        found[index] = Diagnostic(
            source.display, line, col, "duplicate-id",
            f"this is the card of line {first_line} again, repeated through the alias `*{shortened(name)}`: "
            "a deck holds each card once", card_id=card_id,
            hint="delete this line, or write the second card out in full with an id of its own")
    return found
