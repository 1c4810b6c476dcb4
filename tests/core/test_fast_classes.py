"""`printable.one_of`: a class of characters written so that Python's re searches a long text for it
quickly (a class holding characters past U+FFFF is tried item by item at every character: the
noncharacters made a control-character check of a German catalog 12 times slower). It must find
exactly what the plain class finds; and the texts shown escaped, or linted for invisible characters,
must come out as the full patterns make them, though most are now let through after one quick look."""

from __future__ import annotations

import re

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from deckctl.core import printable
from deckctl.core.printable import BIDI_EMBEDDINGS, HIDDEN, INVISIBLE, NONCHARACTERS, one_of
from deckctl.lint.rules import whitespace

# Characters on both sides of every class edge below: controls, the bidirectional controls, the
# invisible ones (within the BMP and past it), noncharacters of several planes and their
# neighbours, a flag with its tags, variation selectors and the characters they follow, emoji,
# surrogates, plain letters.
_EDGES = ["a", "Ä", "\t", "\n", "\r", "\x00", "\x08", "\x0b", "\x1b", "\x1f", "\x7f", "\x85", "\x9f", "\xa0",
          "\xad", "\u034f", "\u200b", "\u200c", "\u202a", "\u202e", "\u2066", "\u2069", "\u2028", "\ufdcf",
          "\ufdd0", "\ufdef", "\ufdf0", "\ufe0e", "\ufe0f", "\ufeff", "\ufffd", "\ufffe", "\uffff", "\U00010000",
          "\U0001bca0", "\U0001d173", "\U0001f3f4", "\U0001f600", "\U0001fffd", "\U0001fffe", "\U0001ffff",
          "\U00020000", "\U0003fffe", "\U000e0062", "\U000e0067", "\U000e007f", "\U000e0100", "\U000e0fff",
          "\U000e1000", "\U0010fffd", "\U0010fffe", "\U0010ffff", "\ud800", "\udfff", "\u2764", "\u4e00", "#"]
_TEXTS = st.text(st.sampled_from(_EDGES), max_size=40)
_CLASSES = [f"\x00-\x08\x0b-\x1f\x7f-\x9f{BIDI_EMBEDDINGS}{NONCHARACTERS}", f"\\\\\x00-\x08{NONCHARACTERS}",
            INVISIBLE, HIDDEN, "a-z\u00c4", f"\U0001f600{NONCHARACTERS}"]


@pytest.mark.parametrize("chars", _CLASSES)
@given(text=_TEXTS)
def test_one_of_finds_what_the_plain_class_finds(chars, text):
    fast, plain = re.compile(one_of(chars)), re.compile(f"[{chars}]")
    assert [m.span() for m in fast.finditer(text)] == [m.span() for m in plain.finditer(text)]
    assert fast.sub("?", text) == plain.sub("?", text)


def test_a_class_within_the_bmp_is_left_as_it_is():
    assert one_of("\x00-\x1f\u202a") == "[\x00-\x1f\u202a]"


@pytest.mark.parametrize("chars", ["a-\U00010005", "^a\U0001fffe"])
def test_a_range_across_the_bmp_or_a_negated_class_is_refused(chars):
    with pytest.raises(ValueError):
        one_of(chars)


def test_the_class_scanned_holds_one_range_past_the_bmp():
    """What makes it quick (not timed here): the class scanned at every character holds nothing past
    U+FFFF but one range, which re reads as a bound; the 32 noncharacters there are checked behind."""
    scanned = one_of(f"\x00-\x08{NONCHARACTERS}").split("](?<=")[0]
    assert [char for char in scanned if char > "\uffff"] == ["\U00010000", "\U0010ffff"]


@given(text=_TEXTS)
@example(text="two\nlines")  # (nothing else shown escaped: a line break alone)
@example(text="a\ttab")
def test_printable_shows_what_the_full_pattern_shows(text):
    assert printable.printable(text) == printable.SHOWN_ESCAPED.sub(printable._escape, text)
    assert printable.printable_line(text) == printable._SHOWN_ESCAPED_IN_A_LINE.sub(printable._escape, text)


@given(text=_TEXTS)
def test_the_whitespace_rule_reports_what_the_full_pattern_finds(text):
    found = next(whitespace.hidden(text), None)
    message = whitespace.problem(text)
    if found is None:
        assert not message.startswith("has an invisible character")
    else:  # (a text of nothing but invisible characters is said to show nothing)
        assert message.startswith(("has an invisible character", "shows nothing on the card"))
