"""How each text of a deck stands in one catalog: translated, fuzzy, or missing; and stale entries."""

from __future__ import annotations

from dataclasses import dataclass, field

from babel.messages.catalog import Message

from deckctl.core.printable import shows_nothing
from deckctl.i18n.catalog import is_text
from deckctl.i18n.texts import Text

TRANSLATED, FUZZY, MISSING = "translated", "fuzzy", "missing"


@dataclass
class Match:
    text: Text
    state: str
    message: Message | None = None  # the catalog's entry, if it has one

    @property
    def translation(self) -> str | None:
        return self.message.string if self.state == TRANSLATED else None


@dataclass
class Matches:
    items: list[Match] = field(default_factory=list)
    stale: list[Message] = field(default_factory=list)  # active entries no current text has (or plural, or no msgctxt)
    obsolete: int = 0  # `#~` entries

    def count(self, state: str) -> int:
        return sum(1 for item in self.items if item.state == state)


def match(texts: list[Text], catalog_file) -> Matches:
    """`catalog_file` must have been read (its `catalog` not None)."""
    entries = catalog_file.entries
    result = Matches()
    for text in texts:
        message = entries.get(text.context)
        if message is None or shows_nothing(message.string or ""):
            state = MISSING  # (as blank: a zero width space alone had been printed, a card showing nothing)
        elif "fuzzy" in message.flags or message.id != text.source:
            state = FUZZY  # marked fuzzy, or its source changed since (not yet updated)
        else:
            state = TRANSLATED
        result.items.append(Match(text, state, message))
    used = {text.context for text in texts}
    result.stale = [m for m in catalog_file.catalog if m.id and not (is_text(m) and m.context in used)]
    result.obsolete = len(catalog_file.catalog.obsolete)
    return result
