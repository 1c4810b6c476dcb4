"""A catalog brought up to date with the current texts (what `deckctl i18n update` writes).

- a text with no entry gets a new, empty one;
- an entry whose source text changed keeps its translation, is marked fuzzy, and keeps the
  msgid it was translated from as `#| msgid` (the oldest one, if it was fuzzy already);
- an entry whose text is gone becomes obsolete (`#~`), and comes back if the text does;
- translator comments (`# ...`) and flags stay; entries follow the deck's order.
"""

from __future__ import annotations

from babel.messages.catalog import Message

from deckctl.i18n import labels
from deckctl.i18n.catalog import is_text
from deckctl.i18n.texts import LABEL, NOTES, Text

LABEL_NOTE = "A word deckctl prints on the cards of this game, not a text of the deck."


def merge(texts: list[Text], active: list[Message], obsolete: list[Message],
          keep_translations: bool = True) -> tuple[list[Message], list[Message]]:
    """(entries, obsolete entries) for `texts`, given a catalog's active and obsolete entries."""
    old: dict[str, Message] = {}
    for message in [*obsolete, *active]:  # an active entry wins over an obsolete one
        if is_text(message):
            old[message.context] = message
    entries = [_entry(text, old.get(text.context) if keep_translations else None) for text in texts]
    used = {text.context for text in texts}
    gone = [_obsolete(m) for m in active if m.id and not (is_text(m) and m.context in used)]
    replaced = {_key(m) for m in gone}
    still_gone = [m for m in obsolete if not (is_text(m) and m.context in used) and _key(m) not in replaced]
    return entries, gone + still_gone


def _key(message: Message):
    """Which obsolete entry a newly obsolete one replaces: the one for the same text (or, for an
    entry that is no text, the same msgid)."""
    return message.context if is_text(message) else (message.context, str(message.id))


def _entry(text: Text, previous: Message | None) -> Message:
    notes = [NOTES[text.kind]] if text.kind in NOTES else []
    if text.kind == LABEL:
        notes = [note for note in (LABEL_NOTE, labels.note(text.path[-1])) if note]
    locations = [(text.file, text.line or None)] if text.file else []
    if previous is None or not previous.string:
        comments = list(previous.user_comments) if previous is not None else []
        return Message(text.source, "", locations=locations, auto_comments=notes, user_comments=comments,
                       context=text.context)
    flags = set(previous.flags) - {"fuzzy"}
    previous_id = None
    if previous.id != text.source:
        flags.add("fuzzy")
        earlier = previous.previous_id[0] if "fuzzy" in previous.flags and previous.previous_id else None
        previous_id = earlier or previous.id
    elif "fuzzy" in previous.flags:
        flags.add("fuzzy")  # still to be reviewed: the translator clears the flag
        previous_id = previous.previous_id[0] if previous.previous_id else None
    if previous_id == text.source:
        previous_id = None
    return Message(text.source, previous.string, locations=locations, flags=flags, auto_comments=notes,
                   user_comments=list(previous.user_comments), previous_id=previous_id, context=text.context)


def _obsolete(message: Message) -> Message:
    return Message(message.id, message.string, user_comments=list(message.user_comments), context=message.context)
