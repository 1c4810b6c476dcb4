"""A catalog brought up to date with the current texts (what `deckctl i18n update` writes).

- a text with no entry gets a new, empty one;
- an entry whose source text changed keeps its translation, is marked fuzzy, and keeps the
  msgid it was translated from as `#| msgid` (the oldest one, if it was fuzzy already);
- an entry whose text is gone becomes obsolete (`#~`), and comes back if the text does (still
  fuzzy if it was: an obsolete entry keeps `#, fuzzy` and its `#~| msgid`, as msgmerge keeps them);
  as msgmerge does, one without a translation (or a plural one without its first) is dropped,
  whether it is newly gone or was obsolete already;
- a new text (or one whose entry has no translation) takes the translation of an entry that is
  gone or obsolete, of the same source text (a card renamed) or else, a new text only, of a
  similar one (a card renamed and edited: `deckctl.i18n.donors`), marked fuzzy with `#| msgctxt` and `#| msgid`
  naming where it came from (as msgmerge does: the translator confirms it); that entry is then
  not kept as obsolete;
- a text that moved to another msgctxt of its card (a question deleted or inserted before it)
  takes its translation from where it was, the same way; the entry of its new place, whose text
  went elsewhere or is gone, is not kept there (it goes with its text, or is kept as obsolete);
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
    sources = {text.context: text.source for text in texts}
    active = [_as_text(m) if _plural_of_a_text(m, sources) else m for m in active]
    obsolete = [_as_text(m) if _plural_of_a_text(m, sources) else m for m in obsolete]
    old: dict[str, Message] = {}
    for message in [*obsolete, *active]:  # an active entry wins over an obsolete one
        if is_text(message):
            old[message.context] = message
    unused = [m for m in active if m.id and not (is_text(m) and m.context in sources) and _translated(m)]
    replaced = {_key(m) for m in unused}
    still_gone = [m for m in obsolete if not (is_text(m) and m.context in sources
                                              and (old[m.context] is m or m.id == sources[m.context]))
                  and _key(m) not in replaced and _translated(m)]
    # The entry of a context that now holds another text: a question deleted before its own moved
    # it up a place. It lends to its text where that is now, as msgmerge finds it there.
    moved = [m for m in [*active, *obsolete] if is_text(m) and m.context in sources and old[m.context] is m
             and m.id != sources[m.context] and _translated(m)] if keep_translations else []
    previous = [old.get(text.context) if keep_translations else None for text in texts]
    looking = [n for n, entry in enumerate(previous) if entry is None or not entry.string or entry.id != texts[n].source]
    own = [previous[n] if previous[n] is not None and previous[n].string else None for n in looking]
    # Lent as they are, not as their obsolete copies: a fuzzy one's `#| msgctxt`/`#| msgid` name
    # the text its translation was made for, which the borrower must name too.
    # A similar text's translation goes only to a text the catalog has no entry of this source for
    # (as msgmerge's fuzzy matching): an entry left empty stays so, and a deleted card's
    # translations stay obsolete, to come back with it, rather than go to cards they were not made for.
    guess = [previous[n] is None or previous[n].id != texts[n].source for n in looking]
    found = lenders([texts[n] for n in looking], unused + still_gone, moved, own, guess) if keep_translations else []
    donors = {n: donor for n, donor in zip(looking, found) if donor is not None}
    lent = {id(donor) for donor in donors.values()}
    entries, in_place = [], set()
    for number, text in enumerate(texts):
        entry, donor = previous[number], donors.get(number)
        if donor is not None:  # (the text's own comments stay where its entry had no translation)
            entries.append(_entry(text, donor, borrowed=True, comments=entry.user_comments if entry and not entry.string else ()))
        elif entry is not None and entry.string and id(entry) in lent:  # its translation went with its text
            entries.append(_entry(text, None))
        else:
            entries.append(_entry(text, entry))
            in_place.add(id(entry))
    left = {id(m) for m in moved if id(m) not in in_place}
    keep = {id(m) for m in [*unused, *still_gone]} | left
    return entries, ([_obsolete(m) for m in active if id(m) in keep and id(m) not in lent]
                     + [m for m in obsolete if id(m) in keep and id(m) not in lent])


def _plural_of_a_text(message: Message, sources: dict[str, str]) -> bool:
    return isinstance(message.id, (list, tuple)) and bool(message.id) and message.context in sources


def _as_text(message: Message) -> Message:
    """A plural entry made of a text's entry by hand (a `msgid_plural` added), taken as msgmerge
    takes it: the text's entry with the first form, fuzzy. Kept as it was, it went obsolete beside
    the text's new entry, with the same msgctxt and msgid, which GNU msgfmt refuses as a duplicate."""
    strings = message.string if isinstance(message.string, (list, tuple)) else (message.string,)
    return Message(message.id[0], strings[0] if strings else "", flags=set(message.flags) | {"fuzzy"},
                   user_comments=list(message.user_comments), previous_id=message.previous_id or None,
                   context=message.context)


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
    if before == (text.context, text.source) or before == (None, text.source):
        # (naming the text itself; or lent by an entry of it that lost its msgctxt, which msgmerge
        # names with a lone `#| msgid`: read back, that would name this entry, and go)
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
