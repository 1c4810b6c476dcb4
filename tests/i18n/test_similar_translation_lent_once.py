"""A gone entry's translation lends to one similar text, the most alike: a deleted card's "The
first letter of the capital of Greece." had been offered, fuzzy, to every untranslated "The first
letter of ..." of the deck (27 entries of the starter deck's French catalog), each then a wrong
translation for the translator to find and clear."""

from __future__ import annotations

from babel.messages.catalog import Message

from deckctl.i18n.merge import merge
from deckctl.i18n.texts import TEXT, Text


def _text(context: str, source: str) -> Text:
    return Text(context, source, TEXT, (), context.split("/")[0], "")


def test_a_gone_entry_lends_to_the_most_alike_text_only():
    texts = [_text("copenhagen/front", "The first letter of the country whose capital is Copenhagen."),
             _text("athens/front", "The first letter of the capital city of Greece."),
             _text("scotland/front", "The first letter of the capital of Scotland.")]
    gone = [Message("The first letter of the capital of Greece.", "La première lettre de la capitale de la Grèce.",
                    context="greece/front")]
    entries, obsolete = merge(texts, gone, [])
    assert [e.string for e in entries] == ["", "La première lettre de la capitale de la Grèce.", ""]
    assert "fuzzy" in entries[1].flags and entries[1].previous_context == "greece/front"
    assert obsolete == []
    again, _ = merge(texts, entries, obsolete)  # a second update changes nothing
    assert [(e.string, e.flags) for e in again] == [(e.string, e.flags) for e in entries]


def test_the_texts_left_without_take_the_next_entry_alike():
    """Both texts are most alike to old-1 (0.78 and 0.94): the second keeps it, the first takes
    old-2 (0.74), which had been left obsolete."""
    texts = [_text("a/front", "Which river flows through Vienna?"),
             _text("b/front", "Which river flows through Vienna and Budapest?")]
    gone = [Message("Which river flows through Vienna and Budapest today?", "Budapest", context="old-1/front"),
            Message("Which river flows to the Black Sea?", "Schwarzes Meer", context="old-2/front")]
    entries, obsolete = merge(texts, gone, [])
    assert [e.string for e in entries] == ["Schwarzes Meer", "Budapest"]
    assert obsolete == []
