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
