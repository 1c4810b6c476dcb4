"""A card file whose last line has no line end in all three versions (an editor that writes
none, a repository that does not use `deckctl fmt`) merges card by card into a file whose last
line has none either: the result is made of the versions' whole lines (docs/git.md), and the
driver had given that last line, which no side changed, a line end of its own. Where a side gave
it one, the result keeps it."""

from __future__ import annotations

import pytest
from gitmerge import merge_in_git

BASE = ("# Letter cards.\n- id: a\n  category: letter\n  front: The first letter of a.\n  back: It is a.\n  value: B\n"
        "- id: b\n  category: letter\n  front: The first letter of b.\n  back: It is b.\n  value: B\n# the end")


@pytest.mark.parametrize("newline", ["\n", "\r\n"])
def test_a_last_line_without_a_line_end_stays_so(tmp_path, newline):
    base = BASE.replace("\n", newline)
    ours = base.replace("It is a.", "It is an a.")
    theirs = base.replace("It is b.", "It is a b.")
    merge = merge_in_git(tmp_path, "knowledge", base, ours, theirs, cards="letters.yaml")
    assert merge.code == 0, merge.output
    assert merge.text == base.replace("It is a.", "It is an a.").replace("It is b.", "It is a b.")


def test_a_line_end_one_side_gave_the_last_line_is_kept(tmp_path):
    ours = BASE.replace("It is a.", "It is an a.")
    theirs = BASE.replace("It is b.", "It is a b.") + "\n"
    merge = merge_in_git(tmp_path, "knowledge", BASE, ours, theirs, cards="letters.yaml")
    assert merge.code == 0, merge.output
    assert merge.text == BASE.replace("It is a.", "It is an a.").replace("It is b.", "It is a b.") + "\n"
