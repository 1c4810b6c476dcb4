"""A card (or a list entry) one side deleted whose fields the other side only reordered: moving
keys is an edit, so in the driver's merge it is a "deleted on one side, changed on the other"
conflict, with the moved card between the markers, not a clean merge that drops the card (the
fields' order had been taken for layout, like a change of indentation)."""

from __future__ import annotations

import pytest
from gitmerge import merge_in_process

CARD = "- id: {id}\n  category: letter\n  front: {front}?\n  back: {front}.\n  value: A\n"
BASE = CARD.format(id="k1", front="One") + CARD.format(id="k2", front="Two")
WITHOUT_K1 = CARD.format(id="k2", front="Two")
K1_ID_MOVED = BASE.replace("- id: k1\n  category: letter\n", "- category: letter\n  id: k1\n")
K1_FRONT_FIRST = BASE.replace("- id: k1\n  category: letter\n  front: One?\n", "- front: One?\n  id: k1\n  category: letter\n")
SPACED = BASE.replace(CARD.format(id="k1", front="One"),
                      "-   id: k1\n    category: letter\n    front: One?\n    back: One.\n    value: A\n")
SPACED_MOVED = SPACED.replace("-   id: k1\n    category: letter\n", "-   category: letter\n    id: k1\n")


@pytest.mark.parametrize("base, moved", [(BASE, K1_ID_MOVED), (BASE, K1_FRONT_FIRST), (SPACED, SPACED_MOVED)],
                         ids=["id below category", "front to the top", "keys indented after the dash"])
@pytest.mark.parametrize("deleting", ["ours", "theirs"])
def test_a_card_deleted_on_one_side_whose_fields_the_other_moved_is_a_conflict(tmp_path, base, moved, deleting):
    ours, theirs = (WITHOUT_K1, moved) if deleting == "ours" else (moved, WITHOUT_K1)
    merge = merge_in_process(tmp_path, "knowledge", base, ours, theirs)
    assert merge.code == 1, merge.output
    assert "card `k1`: deleted on one side, changed on the other" in merge.output
    kept = moved.split("- id: k2")[0]
    assert kept in merge.text  # the moved card, whole, between the markers
    assert merge.text.count("<<<<<<<") == 1 and merge.text.endswith(WITHOUT_K1)


def test_the_moved_card_edited_on_the_other_side_keeps_the_move_and_the_edit(tmp_path):
    merge = merge_in_process(tmp_path, "knowledge", BASE, BASE.replace("back: One.", "back: One, edited."), K1_FRONT_FIRST)
    assert merge.code == 0, merge.output
    assert merge.text == K1_FRONT_FIRST.replace("back: One.", "back: One, edited.")


def test_a_question_whose_keys_one_side_moved_while_the_other_deleted_a_question_is_a_conflict(tmp_path):
    base = ("- id: c1\n  questions:\n  -   question: Q1?\n      answer: A1\n"
            "  -   question: Q2?\n      answer: A2\n  source: https://example.org/\n")
    moved = base.replace("  -   question: Q1?\n      answer: A1\n", "  -   answer: A1\n      question: Q1?\n")
    deleted = base.replace("  -   question: Q1?\n      answer: A1\n", "")
    merge = merge_in_process(tmp_path, "you-know-it", base, deleted, moved)
    assert merge.code == 1, merge.output
    assert "field `questions` changed on both sides" in merge.output
    assert "  -   answer: A1\n      question: Q1?\n" in merge.text
