"""One side moves a card's fields into another order (with the comments above a key and at the
end of its line), the other edits a field's value or comment: the merge driver keeps the edit and
the moved order, each field once, with no conflict, whichever side moved them. The merged order of
fields is chosen as that of cards: ours's, or theirs's where only theirs moved fields. It had
always been ours's, so a move made on the branch merged in was lost without a word."""

from __future__ import annotations

import pytest
from gitmerge import DECK, merge_in_process

from deckctl.io.source import load_source, source_of_bytes

HEADER = "# yaml-language-server: $schema=../../../schemas/knowledge.cards.schema.json\n"
OTHER = """\
- id: unicycle-wheels
  category: number
  front: How many wheels does a unicycle have?
  back: One.
  value: 1
"""
BASE = HEADER + """\
- id: venus-moons
  category: number
  # asked in round one
  front: How many moons does the planet Venus have?
  back: None.  # checked
  value: 0
  source: https://en.wikipedia.org/wiki/Venus
""" + OTHER
# The fields moved as an editor moves lines: each with its comments, `id` off the dash's line.
MOVED = HEADER + """\
- category: number
  back: None.  # checked
  value: 0
  source: https://en.wikipedia.org/wiki/Venus
  id: venus-moons
  # asked in round one
  front: How many moons does the planet Venus have?
""" + OTHER


def _edited(text: str) -> str:
    return (text.replace("back: None.  # checked", "back: None, like Mercury.  # checked")
            .replace("# asked in round one", "# asked in round two"))


def _data(text: str) -> list:
    return source_of_bytes(text.encode(), "cards.yaml").data


def _keys(text: str) -> list[list[str]]:
    return [list(card) for card in _data(text)]


@pytest.mark.parametrize("moving_side", ["ours", "theirs"])
def test_fields_moved_on_one_side_and_edited_on_the_other_keep_the_move_and_the_edit(tmp_path, cli, moving_side):
    ours, theirs = (MOVED, _edited(BASE)) if moving_side == "ours" else (_edited(BASE), MOVED)
    merge = merge_in_process(tmp_path, "knowledge", BASE, ours, theirs)
    assert merge.code == 0, merge.output
    assert "merge-" not in merge.output  # no conflict, no warning, no line merge
    assert merge.text == _edited(MOVED)
    assert load_source(merge.repo / DECK / "cards" / "cards.yaml").data == _data(_edited(BASE))
    assert cli("validate", merge.repo / DECK).exit_code == 0


def test_fields_moved_both_ways_take_ours_order_keep_the_edit_and_name_their_move(tmp_path):
    theirs = _edited(BASE).replace("  value: 0\n", "").replace("- id: venus-moons\n", "- id: venus-moons\n  value: 0\n")
    merge = merge_in_process(tmp_path, "knowledge", BASE, MOVED, theirs)
    assert merge.code == 0, merge.output
    assert merge.text == _edited(MOVED)
    assert _keys(merge.text) == _keys(MOVED)
    line = merge.text.splitlines().index("  value: 0") + 1
    assert (f"cards.yaml:{line}:1: warning: card `venus-moons`: their side moved field `value` below `id`, which "
            "the merge does not keep: both sides reordered these fields, and the merged order is ours "
            "[merge-move-not-kept]") in merge.output
    assert merge.output.count("merge-move-not-kept") == 1


def test_keys_of_a_question_moved_on_their_side_are_kept_with_our_edit(tmp_path, cli):
    questions = "".join(f"    - question: Question {n}?\n      answer: Answer {n}\n" for n in range(1, 6))
    base = "- id: card-001\n  questions:\n" + questions
    theirs = base.replace("    - question: Question 2?\n      answer: Answer 2\n",
                          "    - answer: Answer 2\n      question: Question 2?\n")
    ours = base.replace("answer: Answer 2\n", "answer: The second answer\n")
    merge = merge_in_process(tmp_path, "you-know-it", base, ours, theirs)
    assert merge.code == 0, merge.output
    assert merge.text == theirs.replace("answer: Answer 2\n", "answer: The second answer\n")
    assert cli("validate", merge.repo / DECK).exit_code == 0
