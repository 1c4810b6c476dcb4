"""A question written with its keys indented after the dash (`-   question: ...`, the next keys
aligned under `question`), which `deckctl fmt` rewrites as `- question: ...`: where one side ran
fmt and the other edited a key of that question, the merge driver puts the question's keys at
one column first, as it does for a card's, and merges it key by key. They had stayed at two
columns, the question was one unit changed on both sides, and the merge stopped on a conflict.
Likewise a list inside such a question, which fmt indents too."""

from __future__ import annotations

import pytest
from gitmerge import fmt_text, merge_in_process, valid_and_formatted

BASE = ("- id: card-001\n  questions:\n"
        + "".join(f"  -   question: Question {n}?\n      answer: Answer {n}\n" for n in range(1, 6))
        + "  source: https://example.org/\n")


@pytest.mark.parametrize("formatted_side", ["ours", "theirs"])
def test_a_question_one_side_formatted_and_the_other_edited_merges_key_by_key(tmp_path, cli, formatted_side):
    formatted = fmt_text(tmp_path, BASE.replace("Question 2?", "Question 2, reworded?"))
    assert "    - question: Question 2, reworded?\n      answer: Answer 2\n" in formatted
    edited = BASE.replace("Answer 2\n", "Answer 2, edited\n").replace("Answer 4\n", "Answer 4, edited\n")
    ours, theirs = (formatted, edited) if formatted_side == "ours" else (edited, formatted)
    merge = merge_in_process(tmp_path, "you-know-it", BASE, ours, theirs)
    assert merge.code == 0, merge.output
    assert "merge-" not in merge.output
    assert merge.text == formatted.replace("Answer 2\n", "Answer 2, edited\n").replace("Answer 4\n", "Answer 4, edited\n")
    valid_and_formatted(cli, merge.repo)


def test_the_same_key_edited_both_ways_is_still_a_conflict_on_that_key(tmp_path):
    formatted = fmt_text(tmp_path, BASE.replace("Answer 3\n", "Answer 3, ours\n"))
    merge = merge_in_process(tmp_path, "you-know-it", BASE, formatted, BASE.replace("Answer 3\n", "Answer 3, theirs\n"))
    assert merge.code == 1, merge.output
    assert "field `questions/3/answer` changed on both sides" in merge.output
    assert "Answer 3, ours" in merge.text and "Answer 3, theirs" in merge.text
    assert merge.text.count("<<<<<<<") == 1


ACCEPT = ("- id: rivers\n  area: geography\n  questions:\n"
          "    -   question: Which rivers?\n        answer: Nile\n        accept:\n        - Nile\n        - Amazon\n"
          "        - Yangtze\n"
          "    -   question: Which sea?\n        answer: Red Sea\n")


@pytest.mark.parametrize("formatted_side", ["ours", "theirs"])
def test_a_list_inside_such_a_question_fmt_also_indented_merges_entry_by_entry(tmp_path, formatted_side):
    """fmt puts the question's keys at 6 and indents its `accept:` entries to 8, where they were at
    the key's column: the list is put at one column too. It had stayed one unit: a conflict."""
    formatted = fmt_text(tmp_path, ACCEPT.replace("- Nile\n", "- Nile River\n"))
    assert "      accept:\n        - Nile River\n        - Amazon\n" in formatted
    edited = ACCEPT.replace("- Yangtze\n", "- Yangtze River\n")
    ours, theirs = (formatted, edited) if formatted_side == "ours" else (edited, formatted)
    merge = merge_in_process(tmp_path, "wissens-spektrum", ACCEPT, ours, theirs)
    assert merge.code == 0, merge.output
    assert "merge-" not in merge.output
    assert merge.text == formatted.replace("- Yangtze\n", "- Yangtze River\n")


def test_one_entry_of_that_list_edited_both_ways_is_a_conflict_on_that_entry(tmp_path):
    formatted = fmt_text(tmp_path, ACCEPT.replace("- Amazon\n", "- Amazon, ours\n"))
    merge = merge_in_process(tmp_path, "wissens-spektrum", ACCEPT, formatted,
                         ACCEPT.replace("- Amazon\n", "- Amazon, theirs\n").replace("- Nile\n", "- Nile River\n"))
    assert merge.code == 1, merge.output
    assert "field `questions/1/accept/2` changed on both sides" in merge.output
    assert merge.text.count("<<<<<<<") == 1 and "        - Nile River\n" in merge.text
