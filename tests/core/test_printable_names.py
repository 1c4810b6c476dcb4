"""`printable_name`: a file's name shown as no other name is. A name holding a zero width space was
shown `a\\u200bb.yaml`, and so was a name holding those six characters themselves (a backslash, `u`,
four hex digits), which anyone's branch can commit beside it: two files that looked the same. A
backslash that would read as the start of an escape is shown doubled now; every other name shows
as `printable_line` shows it."""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from deckctl.core.printable import printable_line, printable_name

_ESCAPE = re.compile(r"\\(?:x([0-9a-fA-F]{2})|u([0-9a-fA-F]{4})|U([0-9a-fA-F]{8})|([nrt]))")


def _read(shown: str) -> str:
    """The name a shown name stands for, read as its reader would: `\\\\` a backslash, an escape
    the character it names, a backslash before anything else itself."""
    name, at = [], 0
    while at < len(shown):
        if shown.startswith("\\\\", at):
            name.append("\\")
            at += 2
        elif match := _ESCAPE.match(shown, at):
            digits = match.group(1) or match.group(2) or match.group(3)
            name.append(chr(int(digits, 16)) if digits else {"n": "\n", "r": "\r", "t": "\t"}[match.group(4)])
            at = match.end()
        else:
            name.append(shown[at])
            at += 1
    return "".join(name)


# What makes names look alike: backslashes, the letters and digits of escapes, characters shown
# escaped (a zero width space, ESC, a line break, a tab, a lone variation selector, a lone
# surrogate), and a character a selector is kept after.
_TRICKY = st.text(st.sampled_from(["\\", "u", "U", "x", "n", "r", "t", "2", "0", "b", "1", "a", "\u200b", "\x1b",
                                   "\n", "\t", "\ufe0f", "\u2764", "\udcff", "\u202e", "\xad"]), max_size=14)


def test_a_real_and_a_spelt_invisible_character_are_shown_apart():
    assert printable_name("a\u200bb.yaml") == "a\\u200bb.yaml"
    assert printable_name("a\\u200bb.yaml") == "a\\\\u200bb.yaml"  # (the old page and terminal: a\u200bb.yaml)
    assert printable_name("a\\\u200bb.yaml") == "a\\\\\\u200bb.yaml"  # (a backslash, then the space)
    assert printable_name("col\\nour.yaml") == "col\\\\nour.yaml" != printable_name("col\nour.yaml") == "col\\nour.yaml"
    assert printable_name("k\\x1b.yaml") == "k\\\\x1b.yaml" != printable_name("k\x1b.yaml")
    assert printable_name("a\\\\b") == "a\\\\\\b"  # (a backslash before one that is shown as it is)
    assert printable_name("a\\b", tabs=True) == "a\\b" != printable_name("a\tb", tabs=True) == "a\\tb"
    assert printable_name("a\\tb", tabs=True) == "a\\\\tb"


def test_a_name_without_a_backslash_escape_shows_as_before():
    for name in ("cards.yaml", "decks/k\\xff", "a\\b.yaml", "C:\\decks", "x\\", "\u2764\ufe0f\\.yaml", "Köln.yaml"):
        assert printable_name(name, bytes_shown=True) == printable_line(name), name
    assert printable_name("decks/k\\xff", bytes_shown=True) == "decks/k\\xff"  # (a byte's escape, as findings name it)
    assert printable_name("decks/k\\x1b", bytes_shown=True) == "decks/k\\\\x1b"  # (never a byte's: U+001B's)


@given(st.text().filter(lambda name: "\\" not in name))
def test_names_without_a_backslash_are_shown_as_printable_line_shows_them(name):
    assert printable_name(name) == printable_name(name, bytes_shown=True) == printable_line(name)


@given(_TRICKY, st.booleans())
def test_every_name_is_read_back_from_how_it_is_shown(name, tabs):
    shown = printable_name(name, tabs=tabs)
    assert _read(shown) == name
    assert "\n" not in shown and "\x1b" not in shown and "\u200b" not in shown
    assert printable_line(shown) == shown  # (nothing left for the line's own escaping to change)
