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
    aliases = top_level_aliases(source.text)
    if not aliases:
        return {}
    first_at = {}
    for index in range(len(source.data)):
        first_at.setdefault(source.value_marks.get((index,)), index)
    found = {}
    for index, (line, col, name) in aliases.items():
        earlier = first_at.get(source.value_marks.get((index,)))
        if earlier is None or earlier == index or not isinstance(source.data[index], dict):
            continue  # (an alias of something else than a card: read as a card of its own)
        card_id = card_id_of(source.data[index])
        first_line = source.mark((earlier, "id"))[0]
        found[index] = Diagnostic(
            source.display, line, col, "duplicate-id",
            f"this is the card of line {first_line} again, repeated through the alias `*{shortened(name)}`: "
            "a deck holds each card once", card_id=card_id,
            hint="delete this line, or write the second card out in full with an id of its own")
    return found
