"""A YAML syntax error is reported where the mistake is, in words that name it: a key without its
colon on its own line (libyaml notices only on the next line), a bracket left open at the bracket
(not at the next key it swallowed), text after a closing quote as that (not as a line indented
wrong), and a quote never closed beside a tab-indented line below it (the tab alone was said)."""

from __future__ import annotations

import pytest

from deckctl.io.source import source_of_bytes

CARD = ("- id: venus-moons\n  category: number\n  front: How many natural moons does Venus have?\n"
        "  back: None at all.\n  value: 0\n  tags: [astronomy]\n"
        "- id: earthworm-legs\n  category: number\n  front: How many legs does an earthworm have?\n"
        "  back: None.\n  value: 0\n")


def found(text: str):
    return [(d.line, d.col, d.code, d.message, d.hint) for d in source_of_bytes(text.encode(), "cards/a.yaml").diagnostics]


def test_a_key_without_its_colon_is_reported_on_its_line():
    [(line, col, code, message, hint)] = found(CARD.replace("  value: 0\n  tags", "  value 0\n  tags"))
    assert (line, col, code) == (5, 3, "yaml-syntax")
    assert "neither `key: value`" in message and hint == "write a colon after the key: `value: 0`"


def test_a_stray_line_of_text_gets_no_made_up_key():
    [(line, col, _, _, hint)] = found(CARD.replace("  value: 0\n  tags", "  Venus has none\n  tags"))
    assert (line, col) == (5, 3) and hint == "each line of a mapping needs `key: value`"


def test_a_bracket_left_open_is_reported_at_the_bracket():
    [(line, col, code, message, hint)] = found(CARD.replace("  value: 0\n  tags", "  value: [0\n  tags"))
    assert (line, col, code) == (5, 10, "yaml-syntax")
    assert "`[` opened here is never closed" in message and "`]`" in hint


def test_an_error_inside_a_list_over_lines_stays_where_it_is():
    text = "- id: a\n  tags: [one,\n    two}]\n"
    assert [(line, col) for line, col, _, _, _ in found(text)] == [(3, 8)]


@pytest.mark.parametrize(("back", "col", "suggested"), [
    ('"None at all." Venus has no natural satellite.', 24, '"None at all. Venus has no natural satellite."'),
    ("'None at all.' Venus has none.", 24, "'None at all. Venus has none.'"),
    ('"None"at all.', 15, '"Noneat all."'),
])
def test_text_after_a_closing_quote_is_said_to_be_that(back, col, suggested):
    [(line, at, code, message, hint)] = found(CARD.replace("  back: None at all.", f"  back: {back}"))
    assert (line, at, code) == (4, col, "yaml-syntax")
    assert "text follows the closing quote" in message and "line up" not in message
    assert hint == f"quote the whole text: {suggested} (or write it without quotes)"


def test_text_after_a_closing_quote_in_a_list_item():
    [(line, col, _, message, _)] = found('- id: a\n  terms:\n    - "Shark" and Ray\n    - Frog\n')
    assert (line, col) == (3, 15) and "text follows the closing quote" in message


def test_text_after_a_closing_quote_on_the_next_line():
    [(line, col, _, message, hint)] = found(CARD.replace("  back: None at all.\n", '  back: "None at all."\n    Venus.\n'))
    assert (line, col) == (5, 5) and "goes on with the quoted text above" in message
    assert "quote the whole text" in hint


def test_a_comment_after_a_closing_quote_is_fine():
    assert found(CARD.replace("  back: None at all.", '  back: "None at all."  # true')) == []


def test_a_quote_never_closed_is_reported_with_a_tab_below_it():
    text = CARD.replace("front: How many natural", "front: 'How many natural").replace("\n  front: How many legs",
                                                                                        "\n\tfront: How many legs")
    said = found(text)
    assert [(line, col, code) for line, col, code, _, _ in said] == [(3, 10, "yaml-syntax"), (9, 1, "tab-indent")]
    assert "never closed" in said[0][3]


def test_a_tab_alone_is_reported_alone():
    said = found(CARD.replace("\n  front: How many legs", "\n\tfront: How many legs"))
    assert [(line, code) for line, _, code, _, _ in said] == [(9, "tab-indent")]


def test_a_mistake_after_the_tab_waits_for_the_tab():
    """Past a tab libyaml's reading is no guide: only the tab is said."""
    said = found(CARD.replace("\n  front: How many legs", "\n\tfront: How many legs").replace("  back: None.", "  back None."))
    assert [(line, code) for line, _, code, _, _ in said] == [(9, "tab-indent")]


@pytest.mark.parametrize("key", [" value: 0", "   value: 0"])
def test_a_key_indented_wrong_under_a_quoted_text_is_still_an_indentation_error(key):
    [(line, _, _, message, _)] = found(f'- id: a\n  back: "None."\n{key}\n')
    assert line == 3 and "line up" in message


def test_a_quote_left_open_that_a_later_quote_closes_is_reported_where_it_opens():
    text = CARD.replace("  front: How many natural", '  front: "How many natural').replace(
        "  back: None at all.", '  back: "None at all."')
    [(line, col, _, message, hint)] = found(text)
    assert (line, col) == (3, 10) and "not closed on its line" in message and '(")' in hint


def test_a_card_id_without_its_colon_is_reported_on_its_line():
    [(line, col, _, message, hint)] = found(CARD.replace("- id: earthworm-legs", "- id earthworm-legs"))
    assert (line, col) == (7, 3) and "neither `key: value`" in message
    assert hint == "write a colon after the key: `id: earthworm-legs`"


def test_a_colon_in_a_text_continued_on_a_line_is_still_that():
    [(line, _, _, message, _)] = found("- id: a\n  back: Some\n    value 5 apples\n    more: x\n")
    assert line == 4 and "colon" in message
