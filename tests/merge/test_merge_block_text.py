"""A block text (`back: |`) both sides edited, on different lines: merged line by line as git
merges a text, by the merge driver (gitmerge.merge_in_process). It had been one unit: edits to
different lines stopped the merge on a conflict around the whole field (nothing lost, but
resolved by hand). Edits that touch (the same line, or lines next to each other, as git has it)
are still a conflict on the field."""

from __future__ import annotations

import pytest
from gitmerge import merge_in_process

from deckctl.merge.text_lines import merged_lines

LINES = [f"line {n}\n" for n in range(1, 7)]
CARD = "- id: {id}\n  category: letter\n  front: {id}?\n  back: {id}.\n  value: A\n"
BLOCK = "  back: |\n" + "".join(f"    {line}" for line in LINES)
BASE = CARD.format(id="a").replace("  back: a.\n", BLOCK) + CARD.format(id="b")


def _edited(text: str, *changes: tuple[str, str]) -> str:
    for old, new in changes:
        assert old in text
        text = text.replace(old, new, 1)
    return text


@pytest.mark.parametrize(("ours", "theirs"), [
    ([("line 1\n", "line one\n")], [("line 5\n", "line five\n")]),
    ([("line 2\n", "line two\n"), ("line 6\n", "line six\n")], [("line 4\n", "line four\n")]),
    ([("line 3\n", "line 3\n    line 3b\n")], [("    line 5\n", "")]),  # a line added, another removed
    ([("  back: |\n", "  back: |-\n")], [("line 4\n", "line four\n")]),  # the key's indicator and a line
    ([("line 1\n", "line one\n")], [("line 1\n", "line one\n"), ("line 4\n", "line four\n")]),  # one edit made on both
], ids=["one-line-each", "lines-apart", "added-and-removed", "indicator", "same-edit-on-both"])
def test_edits_to_different_lines_of_a_block_text_merge(tmp_path, ours, theirs):
    merge = merge_in_process(tmp_path, "knowledge", BASE, _edited(BASE, *ours), _edited(BASE, *theirs))
    assert merge.code == 0, merge.output
    assert "merge-" not in merge.output
    done = {old: new for old, new in ours + theirs}
    assert merge.text == _edited(BASE, *done.items())


@pytest.mark.parametrize(("ours", "theirs"), [
    ([("line 3\n", "line three\n")], [("line 3\n", "line III\n")]),
    ([("line 3\n", "line three\n")], [("line 4\n", "line four\n")]),  # next to each other
    ([("line 3\n", "line 3\n    line 3b\n")], [("line 4\n", "line four\n")]),  # added just above its edit
], ids=["same-line", "adjacent-lines", "insert-next-to-edit"])
def test_edits_that_touch_are_a_conflict_on_the_field(tmp_path, ours, theirs):
    merge = merge_in_process(tmp_path, "knowledge", BASE, _edited(BASE, *ours), _edited(BASE, *theirs))
    assert merge.code == 1, merge.output
    assert "card `a`: field `back` changed on both sides" in merge.output
    assert merge.text.count("<<<<<<<") == 1
    for _, new in ours + theirs:
        assert new in merge.text


def test_a_question_s_block_answer_merges_line_by_line(tmp_path):
    base = ("- id: rivers\n  area: geography\n  questions:\n    - question: Which rivers?\n      answer: |\n"
            "        Nile\n        Amazon\n        Yangtze\n        Danube\n")
    merge = merge_in_process(tmp_path, "wissens-spektrum", base, base.replace("Nile\n", "Nile (Egypt)\n"),
                         base.replace("Danube\n", "Danube (Austria)\n"))
    assert merge.code == 0, merge.output
    assert merge.text == base.replace("Nile\n", "Nile (Egypt)\n").replace("Danube\n", "Danube (Austria)\n")


def test_the_line_merge_itself():
    assert merged_lines(LINES, LINES[:1] + ["x\n"] + LINES[2:], LINES[:4] + ["y\n"] + LINES[5:]) == \
        LINES[:1] + ["x\n"] + LINES[2:4] + ["y\n"] + LINES[5:]
    assert merged_lines(LINES, ["x\n"] + LINES, LINES + ["y\n"]) == ["x\n", *LINES, "y\n"]
    assert merged_lines(LINES, ["x\n"] + LINES, ["y\n"] + LINES) is None  # two insertions at one place
    assert merged_lines(LINES, LINES[1:], LINES[:1] + ["z\n"] + LINES[2:]) is None  # removed next to an edit
