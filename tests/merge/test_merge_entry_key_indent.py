"""A question written with its keys indented after the dash (`-   question: ...`, the next keys
aligned under `question`), which `deckctl fmt` rewrites as `- question: ...`: where one side ran
fmt and the other edited a key of that question, a real git merge puts the question's keys at
one column first, as it does for a card's, and merges it key by key. They had stayed at two
columns, the question was one unit changed on both sides, and the merge stopped on a conflict."""

from __future__ import annotations

import pytest
from gitmerge import fmt_text, merge_in_git, valid_and_formatted

BASE = ("- id: card-001\n  questions:\n"
        + "".join(f"  -   question: Question {n}?\n      answer: Answer {n}\n" for n in range(1, 6))
        + "  source: https://example.org/\n")


@pytest.mark.parametrize("formatted_side", ["ours", "theirs"])
def test_a_question_one_side_formatted_and_the_other_edited_merges_key_by_key(tmp_path, cli, formatted_side):
    formatted = fmt_text(tmp_path, BASE.replace("Question 2?", "Question 2, reworded?"))
    assert "    - question: Question 2, reworded?\n      answer: Answer 2\n" in formatted
    edited = BASE.replace("Answer 2\n", "Answer 2, edited\n").replace("Answer 4\n", "Answer 4, edited\n")
    ours, theirs = (formatted, edited) if formatted_side == "ours" else (edited, formatted)
    merge = merge_in_git(tmp_path, "you-know-it", BASE, ours, theirs)
    assert merge.code == 0, merge.output
    assert "merge-" not in merge.output
    assert merge.text == formatted.replace("Answer 2\n", "Answer 2, edited\n").replace("Answer 4\n", "Answer 4, edited\n")
    valid_and_formatted(cli, merge.repo)


def test_the_same_key_edited_both_ways_is_still_a_conflict_on_that_key(tmp_path):
    formatted = fmt_text(tmp_path, BASE.replace("Answer 3\n", "Answer 3, ours\n"))
    merge = merge_in_git(tmp_path, "you-know-it", BASE, formatted, BASE.replace("Answer 3\n", "Answer 3, theirs\n"))
    assert merge.code == 1, merge.output
    assert "field `questions/3/answer` changed on both sides" in merge.output
    assert "Answer 3, ours" in merge.text and "Answer 3, theirs" in merge.text
    assert merge.text.count("<<<<<<<") == 1
