"""A catalog brought up to date with the current texts (what `deckctl i18n update` writes).

- a text with no entry gets a new, empty one;
- an entry whose source text changed keeps its translation, is marked fuzzy, and keeps the
  msgid it was translated from as `#| msgid` (the oldest one, if it was fuzzy already);
- an entry whose text is gone becomes obsolete (`#~`), and comes back if the text does (still
  fuzzy if it was: an obsolete entry keeps `#, fuzzy` and its `#~| msgid`, as msgmerge keeps them);
  as msgmerge does, one without a translation (or a plural one without its first) is dropped,
  whether it is newly gone or was obsolete already;
- a new text (or one whose entry has no translation) takes the translation of an entry that is
  gone or obsolete, of the same source text (a card renamed) or else of a similar one (a card
  renamed and edited: `deckctl.i18n.donors`), marked fuzzy with `#| msgctxt` and `#| msgid`
  naming where it came from (as msgmerge does: the translator confirms it); that entry is then
  not kept as obsolete;
- translator comments (`# ...`) and flags stay; entries follow the deck's order.
"""

from __future__ import annotations

from babel.messages.catalog import Message

from deckctl.i18n import labels
from deckctl.i18n.catalog import is_text, previous_context, translated_for
from deckctl.i18n.donors import lenders
from deckctl.i18n.texts import LABEL, NOTES, Text

LABEL_NOTE = "A word deckctl prints on the cards of this game, not a text of the deck."


def merge(texts: list[Text], active: list[Message], obsolete: list[Message],
          keep_translations: bool = True) -> tuple[list[Message], list[Message]]:
    """(entries, obsolete entries) for `texts`, given a catalog's active and obsolete entries."""
    old: dict[str, Message] = {}
    for message in [*obsolete, *active]:  # an active entry wins over an obsolete one
        if is_text(message):
            old[message.context] = message
    used = {text.context for text in texts}
    unused = [m for m in active if m.id and not (is_text(m) and m.context in used) and _translated(m)]
    gone = [_obsolete(m) for m in unused]
    replaced = {_key(m) for m in gone}
    still_gone = [m for m in obsolete if not (is_text(m) and m.context in used) and _key(m) not in replaced
                  and _translated(m)]
    previous = [old.get(text.context) if keep_translations else None for text in texts]
    # Lent as they are, not as their obsolete copies: a fuzzy one's `#| msgctxt`/`#| msgid` name
    # the text its translation was made for, which the borrower must name too.
    needing = [number for number, entry in enumerate(previous) if entry is None or not entry.string]
    found = lenders([texts[n] for n in needing], unused + still_gone) if keep_translations else []
    donors = {n: donor for n, donor in zip(needing, found) if donor is not None}
    entries, lent = [], set()
    for number, text in enumerate(texts):
        donor = donors.get(number)
        if donor is None:
            entries.append(_entry(text, previous[number]))
            continue
        lent.add(id(donor))
        comments = previous[number].user_comments if previous[number] else ()
        entries.append(_entry(text, donor, borrowed=True, comments=comments))
    return entries, [kept for m, kept in zip(unused + still_gone, gone + still_gone, strict=True)
                     if id(m) not in lent]


def _translated(message: Message) -> bool:
    """Is there a translation to keep? msgmerge keeps a gone entry as obsolete only then (a
    plural entry: if its first form is translated, whatever the others hold)."""
    string = message.string
    if isinstance(string, (list, tuple)):
        string = string[0] if string else ""
    return bool(string)


def _key(message: Message):
    """Which obsolete entry a newly obsolete one replaces: the one for the same text (or, for an
    entry that is no text, the same msgid)."""
    return message.context if is_text(message) else (message.context, str(message.id))


def _entry(text: Text, previous: Message | None, borrowed: bool = False, comments=()) -> Message:
    """The entry of `text`, given the catalog's entry for it (or, `borrowed`, another entry's of
    the same source text, whose translation is then to be confirmed)."""
    notes = [NOTES[text.kind]] if text.kind in NOTES else []
    if text.kind == LABEL:
        notes = [note for note in (LABEL_NOTE, labels.note(text.path[-1])) if note]
    locations = [(text.file, text.line or None)] if text.file else []
    if previous is None or not previous.string:
        comments = list(previous.user_comments) if previous is not None else []
        return Message(text.source, "", locations=locations, auto_comments=notes, user_comments=comments,
                       context=text.context)
    flags = set(previous.flags) - {"fuzzy"}
    before = None  # (msgctxt, msgid) the translation was made for, while it is to be reviewed
    if borrowed or previous.id != text.source:
        flags.add("fuzzy")
        earlier = translated_for(previous) if "fuzzy" in previous.flags else None
        before = earlier or (previous.context, previous.id)
    elif "fuzzy" in previous.flags:
        flags.add("fuzzy")  # still to be reviewed: the translator clears the flag
        before = translated_for(previous)
    if before == (text.context, text.source):
        before = None
    message = Message(text.source, previous.string, locations=locations, flags=flags, auto_comments=notes,
                      user_comments=list(comments or previous.user_comments),
                      previous_id=before[1] if before else None, context=text.context)
    if before and before[0] != text.context:
        message.previous_context = before[0]  # (written as `#| msgctxt`: catalog.previous_context)
    return message


def _obsolete(message: Message) -> Message:
    """A gone entry as it is kept: its flags and previous msgid stay, so a fuzzy one is still
    fuzzy if its text comes back."""
    kept = Message(message.id, message.string, flags=message.flags, user_comments=list(message.user_comments),
                   previous_id=message.previous_id, context=message.context)
    if previous_context(message) is not None:
        kept.previous_context = previous_context(message)
    return kept
