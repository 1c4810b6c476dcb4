"""`names_shown`: the names a message holds (a duplicate's place) shown as `printable_name` shows
them, the rest left for the line's own escaping, which changes nothing of a name so shown: a
message naming `a\\u200bb.yaml` (six characters) and one naming `a<U+200B>b.yaml` read alike
once the whole line was escaped."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from deckctl.core.printable import names_shown, printable_line, printable_name

_TRICKY = st.text(st.sampled_from(["\\", "u", "x", "n", "2", "0", "b", "a", "/", "\u200b", "\x1b", "\n", "\t",
                                   "\ufe0f", "\u2764", "\u202e"]), min_size=1, max_size=12)


@given(_TRICKY, _TRICKY, st.text(max_size=8))
def test_each_name_in_a_message_is_shown_apart_and_the_rest_as_before(one, other, quoted):
    message = f"`{quoted}` as at {one}:3, and {other}:4"
    if one in other or other in one or any(name in f"`{quoted}` as at :3, and :4" for name in (one, other)):
        return  # (a name within another, or the same text elsewhere in the message: shown as a name there too)
    line = printable_line(names_shown(message, [one, other]))
    expected = (f"`{printable_line(quoted)}` as at {printable_name(one, bytes_shown=True)}:3, "
                f"and {printable_name(other, bytes_shown=True)}:4")
    assert line == expected


def test_a_message_naming_nothing_is_left_as_it_is():
    assert names_shown("at a\\u200bb.yaml:3", []) == "at a\\u200bb.yaml:3"
    assert names_shown("at a\\u200bb.yaml:3", ["b.yaml"]) == "at a\\u200bb.yaml:3"
    assert names_shown("at a\\u200bb.yaml:3", ["a\\u200bb.yaml"]) == "at a\\\\u200bb.yaml:3"
    assert names_shown("at d/k\\xff:3", ["d/k\\xff"]) == "at d/k\\xff:3"  # (a byte that is not UTF-8, as findings name it)
