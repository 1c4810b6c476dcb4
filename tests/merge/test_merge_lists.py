"""Lists inside a card merge entry by entry: two editors changing different questions of one
Wissens-Spektrum or You Know It! card, different clues of one iKNOW card or different answers
an I know! card accepts get a clean `git merge`; the same entry changed both ways is a conflict
around that entry's changed key alone."""

from __future__ import annotations

import textwrap

import pytest
from gitmerge import DECK, merge_in_process

CARDS = f"{DECK}/cards/cards.yaml"


def _questions(count: int) -> str:
    return "".join(f"    - question: Question {n}?\n      answer: Answer {n}\n      accept: [Other {n}]\n"
                   for n in range(1, count + 1))


# One card per game, each with a block list of entries to edit.
CARDS_BY_GAME = {
    "wissens-spektrum": "# Geography.\n- id: rivers\n  area: geography\n  questions:\n" + _questions(6)
                        + "  source: https://example.org/rivers\n",
    "you-know-it": "- id: card-001\n  questions:\n" + _questions(5),
    "iknow": textwrap.dedent("""\
        - id: people-001
          category: people
          question: Which scientist is this?
          clues:
            - She was born in Warsaw.
            - She won two Nobel prizes.
            - >-
              She discovered polonium
              and radium.
          answer: Marie Curie
        """),
    "i-know": textwrap.dedent("""\
        - id: math-a-001
          subject: math
          level: A
          question: What is 7 + 5?
          answer: "12"
          accept:
            - twelve
            - a dozen
            - XII
        """),
}

# (game, what the first side changes, what the second side changes): two different entries.
DIFFERENT_ENTRIES = [
    ("wissens-spektrum", ("answer: Answer 1\n", "answer: Answer one\n"), ("answer: Answer 6\n", "answer: Answer six\n")),
    ("you-know-it", ("Question 2?", "The second question?"), ("accept: [Other 4]", "accept: [Other 4, Four]")),
    ("iknow", ("born in Warsaw.", "born in Warsaw in 1867."), ("polonium\n", "the elements polonium\n")),
    ("i-know", ("- twelve\n", "- Twelve\n"), ("- XII\n", "- xii\n")),
]


def _valid(cli, repo) -> None:
    for command in (("validate",), ("fmt", "--check")):
        result = cli(*command, repo / DECK)
        assert result.exit_code == 0, result.stdout + result.stderr


@pytest.mark.parametrize("game, ours_edit, theirs_edit", DIFFERENT_ENTRIES, ids=[case[0] for case in DIFFERENT_ENTRIES])
def test_different_entries_of_one_card_merge_cleanly(tmp_path, cli, game, ours_edit, theirs_edit):
    base = CARDS_BY_GAME[game]
    ours, theirs = base.replace(*ours_edit), base.replace(*theirs_edit)
    merge = merge_in_process(tmp_path, game, base, ours, theirs)
    assert merge.code == 0, merge.output
    assert merge.text == ours.replace(*theirs_edit)
    assert "cannot merge by card id" not in merge.output
    _valid(cli, merge.repo)


SAME_ENTRY = [
    ("wissens-spektrum", ("answer: Answer 3\n", "answer: Answer three\n"), ("answer: Answer 3\n", "answer: The third\n"),
     "questions/3/answer", "      answer: Answer three\n", "      answer: The third\n"),
    ("you-know-it", ("Question 5?", "Question five?"), ("Question 5?", "The fifth question?"),
     "questions/5/question", "    - question: Question five?\n", "    - question: The fifth question?\n"),
    ("iknow", ("born in Warsaw.", "born in Poland."), ("born in Warsaw.", "born in 1867."),
     "clues/1", "    - She was born in Poland.\n", "    - She was born in 1867.\n"),
    ("i-know", ("- a dozen\n", "- dozen\n"), ("- a dozen\n", "- one dozen\n"),
     "accept/2", "    - dozen\n", "    - one dozen\n"),
]


@pytest.mark.parametrize("game, ours_edit, theirs_edit, path, ours_line, theirs_line", SAME_ENTRY,
                         ids=[case[0] for case in SAME_ENTRY])
def test_the_same_entry_changed_both_ways_is_a_conflict_around_it_alone(tmp_path, game, ours_edit, theirs_edit,
                                                                        path, ours_line, theirs_line):
    base = CARDS_BY_GAME[game]
    ours, theirs = base.replace(*ours_edit), base.replace(*theirs_edit)
    merge = merge_in_process(tmp_path, game, base, ours, theirs)
    assert merge.code == 1
    assert f"field `{path}` changed on both sides" in merge.output, merge.output
    assert merge.text == ours.replace(ours_line, f"<<<<<<< ours\n{ours_line}=======\n{theirs_line}>>>>>>> theirs\n")


def test_different_keys_of_one_question_merge_cleanly(tmp_path, cli):
    base = CARDS_BY_GAME["wissens-spektrum"]
    ours = base.replace("Question 4?", "What is the fourth question?")
    theirs = base.replace("accept: [Other 4]", "accept: [Other 4, Four]")
    merge = merge_in_process(tmp_path, "wissens-spektrum", base, ours, theirs)
    assert merge.code == 0, merge.output
    assert merge.text == ours.replace("accept: [Other 4]", "accept: [Other 4, Four]")
    _valid(cli, merge.repo)


def test_comments_one_side_wrote_above_a_question_are_kept_with_the_other_sides_edit(tmp_path, cli):
    base = CARDS_BY_GAME["you-know-it"]
    ours = base.replace("    - question: Question 3?\n", "    # checked against the atlas\n    - question: Question 3?\n")
    theirs = base.replace("answer: Answer 3\n", "answer: The third answer\n").replace("answer: Answer 1\n", "answer: A1\n")
    merge = merge_in_process(tmp_path, "you-know-it", base, ours, theirs)
    assert merge.code == 0, merge.output
    assert merge.text == ours.replace("answer: Answer 3\n", "answer: The third answer\n").replace(
        "answer: Answer 1\n", "answer: A1\n")
    _valid(cli, merge.repo)


def test_a_list_whose_length_changed_is_still_one_field(tmp_path):
    """Entries are matched by position only while the three lists are as long: one added on one
    side makes the whole list the unit again, as it was."""
    base = CARDS_BY_GAME["i-know"]
    ours = base.replace("    - XII\n", "    - XII\n    - 10 + 2\n")
    theirs = base.replace("- twelve\n", "- Twelve\n")
    merge = merge_in_process(tmp_path, "i-know", base, ours, theirs)
    assert merge.code == 1
    assert "field `accept` changed on both sides" in merge.output, merge.output
    kept = base[: base.index("  accept:")]
    ours_field, theirs_field = ours[len(kept):], theirs[len(kept):]
    assert merge.text == f"{kept}<<<<<<< ours\n{ours_field}=======\n{theirs_field}>>>>>>> theirs\n"


def test_a_question_rewritten_in_flow_style_is_one_unit(tmp_path, cli):
    base = CARDS_BY_GAME["you-know-it"]
    flow = "    - {question: Question 2?, answer: Answer 2, accept: [Other 2]}\n"
    block = "    - question: Question 2?\n      answer: Answer 2\n      accept: [Other 2]\n"
    ours = base.replace(block, flow)  # only the layout: their new value wins
    theirs = base.replace("answer: Answer 2\n", "answer: Two\n").replace("answer: Answer 5\n", "answer: Five\n")
    merge = merge_in_process(tmp_path, "you-know-it", base, ours, theirs)
    assert merge.code == 0, merge.output
    assert merge.text == theirs


def test_an_edit_to_another_field_still_merges_beside_a_merged_list(tmp_path, cli):
    base = CARDS_BY_GAME["wissens-spektrum"]
    ours = base.replace("answer: Answer 2\n", "answer: Two\n").replace("area: geography", "area: history")
    theirs = base.replace("answer: Answer 5\n", "answer: Five\n").replace("# Geography.", "# Rivers.")
    merge = merge_in_process(tmp_path, "wissens-spektrum", base, ours, theirs)
    assert merge.code == 0, merge.output
    assert merge.text == ours.replace("answer: Answer 5\n", "answer: Five\n").replace("# Geography.", "# Rivers.")
    _valid(cli, merge.repo)
