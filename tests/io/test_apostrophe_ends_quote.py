"""An apostrophe inside a word ends a text begun in single quotes; libyaml fails at the letter after
it. The error names the apostrophe, where the text opened, and leaves other syntax errors alone."""

from __future__ import annotations

from deckctl.io.source import source_of_bytes, with_card_ids


def _syntax_error(text: str):
    diagnostics, _ = with_card_ids(source_of_bytes(text.encode(), "cards/set-b.yaml"))
    [found] = [d for d in diagnostics if d.code == "yaml-syntax"]
    return found


def test_in_a_list_in_brackets():
    found = _syntax_error("- id: sky\n  front: Sky?\n  accept: ['it's blue']\n")
    assert (found.line, found.col, found.card_id) == (3, 15, "sky")
    assert found.message == "the apostrophe in `it's` ends the text begun in single quotes at col 12"


def test_in_a_text_over_two_lines_names_the_line_it_began_on():
    found = _syntax_error("- id: sky\n  front: 'What colour is\n    the sky's edge?'\n")
    assert (found.line, found.col, found.card_id) == (3, 12, "sky")
    assert found.message.endswith("begun in single quotes at line 2, col 10")


def test_a_quote_after_a_space_is_not_an_apostrophe():
    found = _syntax_error("- id: song\n  front: 'rock 'n' roll'\n")
    assert not found.message.startswith("the apostrophe")


def test_a_double_quoted_text_followed_by_a_word_is_not_an_apostrophe():
    found = _syntax_error("- id: song\n  front: \"rock\"s roll\n")
    assert not found.message.startswith("the apostrophe")
