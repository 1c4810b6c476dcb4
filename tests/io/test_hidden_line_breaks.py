"""U+0085, U+2028 and U+2029 are line breaks to YAML 1.1 (which the loader follows) and not to
git, diffs or deckctl's line numbers: `- id: x<U+2028>  front: ...` is one line in a review and a
whole card to YAML. Such a break is refused where it stands, as a lone CR is; a U+2028 or U+2029
inside a quoted text is a character of the text, with a warning."""

from __future__ import annotations

import pytest

from deckctl.io.source import source_of_bytes

LS, PS, NEL = "\u2028", "\u2029", "\x85"


def loaded(text: str):
    source = source_of_bytes(text.encode("utf-8"), "cards.yaml")
    return source.data, [(d.line, d.col, d.code, d.severity.name) for d in source.diagnostics]


@pytest.mark.parametrize("text, at", [
    (f"- id: a\n  back: b\n- id: x{LS}  back: hidden\n", (3, 8)),  # a card over one line of git's
    (f"- id: a\n  back: b  # note{PS}  value: 2\n", (2, 18)),  # a key behind a comment
    (f"# about the deck{LS}- id: a\n", (1, 17)),  # a card behind a comment line
    (f"- id: a\n  back: b{LS}     c\n", (2, 10)),  # a plain text going on after it
    (f"- id: a\n  back: |\n    b{LS}  value: 2\n", (3, 6)),  # a block text ended by it
    (f"- {{id: a,{LS} back: b}}\n", (1, 10)),  # between the items in brackets
    (f"- id: a\n  back: \"b{NEL}c\"\n", (2, 11)),  # U+0085 is a line break inside quotes too
    (f"- id: a\n  back: \"b{LS}c\"\n  value: x{LS}  front: y\n", (3, 11)),  # the first one outside quotes
])
def test_a_line_break_only_yaml_sees_is_refused_where_it_stands(text, at):
    data, found = loaded(text)
    assert data is None
    assert found == [(*at, "hidden-line-break", "ERROR")]


def test_a_file_of_such_line_ends_is_told_to_be_saved_with_lf():
    source = source_of_bytes(f"- id: a{LS}  back: b{LS}  value: 1{LS}".encode(), "cards.yaml")
    [found] = source.diagnostics
    assert (found.line, found.col, found.code) == (1, 8, "hidden-line-break")
    assert "the lines end with a line separator (U+2028)" in found.message
    assert found.hint == "save the file with LF line ends"


@pytest.mark.parametrize("quote", ['"', "'"])
@pytest.mark.parametrize("separator", [LS, PS])
def test_a_separator_inside_a_quoted_text_is_a_character_of_it(quote, separator):
    data, found = loaded(f"- id: a\n  back: {quote}one{separator}two{quote}\n")
    assert data == [{"id": "a", "back": f"one{separator}two"}]
    assert found == [(2, 13, "line-separator", "WARNING")]


def test_a_separator_past_a_quote_never_closed_leaves_that_error_alone():
    data, found = loaded(f"- id: a\n  back: \"one{LS}two\n")
    assert data is None
    assert found == [(2, 9, "yaml-syntax", "ERROR")]
