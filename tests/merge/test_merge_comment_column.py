"""`deckctl fmt` moves a card's keys but leaves comment lines where they were: a comment above a
key of a card written `-   id: x` stays at column 4 when fmt puts the keys at 2. Where one side
ran fmt and the other edited that comment, the merge driver keeps the edited comment (the first
side changed only its column, layout); it had kept the old comment and warned that the edit
was dropped (merge-comment-dropped)."""

from __future__ import annotations

import pytest
from gitmerge import fmt_text, merge_in_process

BASE = ("-   id: s1\n    category: letter\n    front: One?\n    # note: checked\n    back: One.\n    value: A\n"
        "-   id: s2\n    category: letter\n    front: Two?\n    back: Two.\n    value: A\n")
FORMATTED = BASE.replace("-   ", "- ").replace("\n    ", "\n  ").replace("\n  # note", "\n    # note")


@pytest.mark.parametrize("value_edited_by", ["", "formatting side", "commenting side"])
def test_a_comment_edited_on_one_side_is_kept_where_the_other_ran_fmt(tmp_path, value_edited_by):
    assert fmt_text(tmp_path, BASE) == FORMATTED  # the comment stays at column 4
    formatted = FORMATTED.replace("front: One?", "front: One, ours?")
    commented = BASE.replace("# note: checked", "# note: checked twice")
    if value_edited_by == "formatting side":
        formatted = formatted.replace("back: One.", "back: One, edited.")
    elif value_edited_by == "commenting side":
        commented = commented.replace("back: One.", "back: One, edited.")
    merge = merge_in_process(tmp_path, "knowledge", BASE, formatted, commented)
    assert merge.code == 0, merge.output
    assert "merge-comment-dropped" not in merge.output
    assert "# note: checked twice\n" in merge.text
    assert "front: One, ours?" in merge.text
    assert ("back: One, edited." in merge.text) == bool(value_edited_by)


def test_a_comment_fmt_left_deeper_is_not_taken_into_a_block_text_the_merge_puts_above_it(tmp_path):
    """Our side added `# checked` above `value` and ran fmt (keys from 4 to 2, the comment left at
    4); their side moved `value` right below a block text. Spliced as ours wrote it, the comment
    would be a line of that text: the merge by card id did not load back, and the whole file was
    merged by lines, a conflict. The comment is put at the key's column there."""
    base = ("-   id: a\n    front: a?\n    back: |\n      one\n      two\n    source: atlas\n    value: A\n"
            "- id: b\n  front: b?\n  back: b.\n  value: A\n")
    ours = fmt_text(tmp_path, base.replace("    value: A\n", "    # checked\n    value: A\n"))
    assert "  source: atlas\n    # checked\n  value: A\n" in ours
    theirs = base.replace("    source: atlas\n    value: A\n", "    value: A\n    source: atlas\n")
    merge = merge_in_process(tmp_path, "knowledge", base, ours, theirs)
    assert merge.code == 0, merge.output
    assert "merge-by-lines" not in merge.output
    assert merge.text.startswith("- id: a\n  front: a?\n  back: |\n    one\n    two\n  # checked\n  value: A\n"
                                 "  source: atlas\n- id: b\n")
