"""The same comment edited differently on both sides, where one side also changed the value: the
merge had taken the value's side whole and dropped the other side's comment with a
merge-comment-dropped warning (clean, so git committed it). Both comments are edits, neither
side's text can be taken over the other's: a conflict on that unit alone, both comments in it,
as where neither side changed the value.
The driver run in-process as git runs it (gitmerge.merge_in_process)."""

from __future__ import annotations

import pytest
from gitmerge import merge_in_process

CARD = "- id: {id}\n  category: letter\n  front: {id}?\n  back: {id}.\n  value: A\n"
BASE = CARD.format(id="a") + CARD.format(id="b")


def _sides(base: str, old: str, ann: str, bob: str) -> tuple[str, str]:
    return base.replace(old, ann, 1), base.replace(old, bob, 1)


@pytest.mark.parametrize(("old", "ann", "bob"), [
    ("  back: a.\n", "  back: a.  # checked, Ann\n", "  back: A!  # checked, Bob\n"),
    ("  # checked\n  back: a.\n", "  # checked by Ann\n  back: a.\n", "  # checked by Bob\n  back: A!\n"),
    ("  back: a.  # checked\n", "  back: A!  # checked by Ann\n", "  back: a.  # checked by Bob\n"),
], ids=["end-of-line-added", "above-the-key-edited", "value-on-ours"])
@pytest.mark.parametrize("style", [None, "diff3"])
def test_a_comment_edited_both_ways_with_the_value_on_one_side_is_a_conflict(tmp_path, old, ann, bob, style):
    base = BASE if old.startswith("  back: a.\n") else BASE.replace("  back: a.\n", old, 1)
    ours, theirs = _sides(base, old, ann, bob)
    merge = merge_in_process(tmp_path, "knowledge", base, ours, theirs, style=style)
    assert merge.code == 1, merge.output
    assert "merge-comment-dropped" not in merge.output
    assert "card `a`: the comments of field `back` changed on both sides, its value on one [merge-conflict]" in merge.output
    conflict = merge.text[merge.text.index("<<<<<<<"): merge.text.index(">>>>>>>")]
    assert ann in conflict and bob in conflict
    if style == "diff3":
        assert old in conflict
    assert merge.text.count("<<<<<<<") == 1 and merge.text.endswith(CARD.format(id="b"))


def test_a_question_key_and_an_entry_in_flow_style_likewise(tmp_path):
    base = ("- id: rivers\n  area: geography\n  questions:\n"
            "    - question: One?\n      answer: One  # checked\n"
            "    - {question: Two?, answer: Two}  # checked\n"
            "    - question: Three?\n      answer: Three\n")
    ours = base.replace("One  # checked", "One  # checked by Ann").replace("Two}  # checked", "Two}  # checked by Ann")
    theirs = (base.replace("One  # checked", "Uno  # checked by Bob")
              .replace("Two}  # checked", "Dos}  # checked by Bob").replace("Three\n", "Tres\n"))
    merge = merge_in_process(tmp_path, "wissens-spektrum", base, ours, theirs)
    assert merge.code == 1, merge.output
    assert "merge-comment-dropped" not in merge.output
    assert "field `questions/1/answer` changed on both sides, its value on one" in merge.output
    assert "field `questions/2` changed on both sides, its value on one" in merge.output
    assert merge.text.count("<<<<<<<") == 2
    for comment in ("One  # checked by Ann", "Uno  # checked by Bob", "Two}  # checked by Ann", "Dos}  # checked by Bob"):
        assert comment in merge.text
    assert "      answer: Tres\n" in merge.text  # their edit elsewhere in the card is merged


def test_a_card_in_flow_style_likewise(tmp_path):
    base = "- {id: a, category: letter, front: a?, back: a., value: A}  # checked\n" + CARD.format(id="b")
    ours = base.replace("# checked", "# checked by Ann")
    theirs = base.replace("back: a.", "back: A!").replace("# checked", "# checked by Bob")
    merge = merge_in_process(tmp_path, "knowledge", base, ours, theirs)
    assert merge.code == 1, merge.output
    assert "card `a`: its comments changed on both sides, its values on one" in merge.output
    assert "# checked by Ann" in merge.text and "# checked by Bob" in merge.text


def test_a_comment_only_one_side_edited_is_still_kept_with_the_new_value(tmp_path):
    base = BASE.replace("  back: a.\n", "  # checked\n  back: a.\n", 1)
    merge = merge_in_process(tmp_path, "knowledge", base, base.replace("# checked", "# checked by Ann"),
                         base.replace("back: a.", "back: A!"))
    assert merge.code == 0, merge.output
    assert "  # checked by Ann\n  back: A!\n" in merge.text


@pytest.mark.parametrize("value_on", ["ours", "theirs"])
def test_an_end_of_line_comment_one_side_edited_replaces_the_base_s_on_the_new_value(tmp_path, value_on):
    """The side that changed the value left the base's end-of-line comment as it was: the other
    side's edit of that comment is kept on the new value's line (it had been dropped, the base's
    comment kept, with a merge-comment-dropped warning)."""
    base = BASE.replace("  back: a.\n", "  back: a.   # checked\n", 1)
    value, comment = base.replace("back: a.", "back: A!"), base.replace("# checked", "# checked by Ann")
    ours, theirs = (value, comment) if value_on == "ours" else (comment, value)
    merge = merge_in_process(tmp_path, "knowledge", base, ours, theirs)
    assert merge.code == 0, merge.output
    assert "merge-comment-dropped" not in merge.output
    assert merge.text == base.replace("  back: a.   # checked\n", "  back: A!   # checked by Ann\n")
