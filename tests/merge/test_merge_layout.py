"""The pieces a card file is cut into give back its text exactly (deckctl/merge/layout.py)."""

from __future__ import annotations

import pytest
from deckfactory import DECKS

from deckctl.io.source import load_source
from deckctl.merge.layout import NotCardFile, parse_card_file

CARD_FILES = sorted(DECKS.glob("*/cards/*.yaml"))


@pytest.mark.parametrize("path", CARD_FILES, ids=lambda p: f"{p.parent.parent.name}/{p.name}")
def test_every_starter_card_file_is_cut_into_pieces_that_give_it_back(path):
    source = load_source(path)
    cut = parse_card_file(source.text, source.data)
    assert [card.id for card in cut.cards] == [card["id"] for card in source.data]
    assert "".join(cut.header + [line for card in cut.cards for line in card.text] + cut.footer) == source.text
    for card in cut.cards:
        fields = [line for chunk in card.fields for line in chunk.lines] + card.tail
        fields[0] = fields[0][: card.dash_col] + "-" + fields[0][card.dash_col + 1:]
        assert fields == card.body
        assert [chunk.key for chunk in card.fields] == list(card.data)


@pytest.mark.parametrize("path", CARD_FILES, ids=lambda p: f"{p.parent.parent.name}/{p.name}")
def test_every_block_list_in_a_starter_card_is_cut_into_entries_that_give_it_back(path):
    source = load_source(path)
    for card in parse_card_file(source.text, source.data).cards:
        for chunk in card.fields:
            if isinstance(chunk.value, list) and chunk.items is None:
                assert "[" in chunk.lines[-1]  # only a flow list stays whole
            if chunk.items is not None:
                assert chunk.head + [line for item in chunk.items for line in item.text] == chunk.lines
                assert [item.data for item in chunk.items] == chunk.value


def test_a_question_is_cut_into_its_keys_and_a_nested_list_into_its_entries():
    text = ("- id: a\n  questions:\n    # first\n    - question: Q1?\n      accept:\n        - x\n"
            "        - y\n    - {question: Q2?}\n    - plain\n")
    data = [{"id": "a", "questions": [{"question": "Q1?", "accept": ["x", "y"]}, {"question": "Q2?"}, "plain"]}]
    questions = parse_card_file(text, data).cards[0].fields[1]
    assert questions.head == ["  questions:\n"]
    first, flow, plain = questions.items
    assert first.leading == ["    # first\n"] and first.dash_col == 4 and first.key_col == 6
    assert [chunk.key for chunk in first.fields] == ["question", "accept"]
    assert first.fields[0].lines == ["      question: Q1?\n"]  # the entry's dash, blanked as a card's
    assert first.fields[0].written == ["    - question: Q1?\n"]
    assert [item.body for item in first.fields[1].items] == [["        - x\n"], ["        - y\n"]]
    assert flow.fields is None and plain.fields is None and plain.body == ["    - plain\n"]


def test_comments_introduce_what_follows_them_and_indented_ones_stay_in_their_card():
    text = ("# header\n\n# --- section ---\n- id: a\n  # about the front\n  front: A?\n"
            "  # accept: [x]\n\n# --- next ---\n- id: b\n  front: |\n    line\n\n    # not a comment\n# end\n")
    cut = parse_card_file(text, [{"id": "a", "front": "A?"}, {"id": "b", "front": "line\n\n# not a comment\n"}])
    assert cut.header == ["# header\n", "\n", "# --- section ---\n"]
    first, second = cut.cards
    assert first.fields[1].lines == ["  # about the front\n", "  front: A?\n"]
    assert first.tail == ["  # accept: [x]\n"]
    assert second.leading == ["\n", "# --- next ---\n"]
    assert second.fields[1].lines == ["  front: |\n", "    line\n", "\n", "    # not a comment\n"]
    assert cut.footer == ["# end\n"]


@pytest.mark.parametrize("text, data, message", [
    ("a: 1\n", {"a": 1}, "not a block list of cards"),
    ("- id: a\n- front: x\n", [{"id": "a"}, {"front": "x"}], "a card has no `id`"),
    ("- id: a\n- id: a\n", [{"id": "a"}, {"id": "a"}], "the id `a` is used twice (first at line 1)"),
])
def test_what_is_not_a_list_of_cards_with_unique_ids_is_refused(text, data, message):
    with pytest.raises(NotCardFile) as refused:
        parse_card_file(text, data)
    assert message in refused.value.message


def test_the_blank_lines_below_a_block_text_introduce_the_next_card_as_below_any_other():
    text = "- id: a\n  notes: |\n    line\n\n- id: b\n  notes: plain\n\n- id: c\n"
    first, second, third = parse_card_file(text, [{"id": "a", "notes": "line\n"}, {"id": "b", "notes": "plain"},
                                                  {"id": "c"}]).cards
    assert first.body == ["- id: a\n", "  notes: |\n", "    line\n"] and first.fields[1].lines[-1] == "    line\n"
    assert second.leading == ["\n"] and third.leading == ["\n"]
