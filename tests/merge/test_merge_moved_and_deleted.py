"""A card (or field) one side moved and the other deleted. Moving it, the first side can leave
another unit's comments above it: a card pasted below the comment that introduces the next card,
or below the comments at the end of the file; a field pasted below the comment above another
key. The deletion took the card with those comments, which nobody wrote on it, and warned that
they were `added on our side` (merge-comment-dropped): they were the base's, and were lost. They
are now kept where the deleted card (or field) was; a comment really written on it still goes
with it, named in the warning.
The driver run in-process as git runs it (gitmerge.merge_in_process)."""

from __future__ import annotations

import pytest
from gitmerge import merge_in_process

CARD = "- id: {id}\n  category: letter\n  front: {id}?\n  back: {id}.\n  value: A\n"


def _file(*parts: str) -> str:
    return "".join(CARD.format(id=part) if len(part) == 1 else part for part in parts)


BASE = _file("# schema\n", "a", "\n# about b\n", "b", "\n# about c\n", "c", "d", "# end of the cards\n")


@pytest.mark.parametrize("deleted_by", ["ours", "theirs"])
@pytest.mark.parametrize(("moved", "deleted"), [
    # d pasted below the comment that introduces c
    (_file("# schema\n", "a", "\n# about b\n", "b", "\n# about c\n", "d", "c", "# end of the cards\n"),
     _file("# schema\n", "a", "\n# about b\n", "b", "\n# about c\n", "c", "# end of the cards\n")),
    # b pasted below the comments at the end of the file
    (_file("# schema\n", "a", "\n# about c\n", "c", "d", "# end of the cards\n", "\n# about b\n", "b"),
     _file("# schema\n", "a", "\n# about c\n", "c", "d", "# end of the cards\n")),
], ids=["below-the-next-cards-comment", "below-the-files-last-comment"])
def test_comments_a_moved_card_took_along_stay_where_it_is_deleted(tmp_path, moved, deleted, deleted_by):
    ours, theirs = (deleted, moved) if deleted_by == "ours" else (moved, deleted)
    merge = merge_in_process(tmp_path, "knowledge", BASE, ours, theirs)
    assert merge.code == 0, merge.output
    assert "merge-comment-dropped" not in merge.output
    assert merge.text == deleted


def test_a_comment_written_on_the_moved_card_still_goes_with_it_named(tmp_path):
    moved = _file("# schema\n", "a", "\n# about b\n", "b", "\n# about c\n# d: checked\n", "d", "c",
                  "# end of the cards\n")
    deleted = _file("# schema\n", "a", "\n# about b\n", "b", "\n# about c\n", "c", "# end of the cards\n")
    merge = merge_in_process(tmp_path, "knowledge", BASE, moved, deleted)
    assert merge.code == 0, merge.output
    assert merge.text == deleted
    assert "card `d`: the comment `# d: checked` added on our side is not in the merge" in merge.output
    assert "# about c` added" not in merge.output


def test_a_field_pasted_below_another_fields_comment_and_deleted_keeps_that_comment(tmp_path):
    base = CARD.format(id="a").replace("  back: a.\n", "  # about back\n  back: a.\n") + CARD.format(id="b")
    moved = base.replace("  # about back\n  back: a.\n  value: A\n", "  # about back\n  value: A\n  back: a.\n")
    deleted = base.replace("  back: a.\n  value: A\n", "  back: a.\n", 1)
    merge = merge_in_process(tmp_path, "knowledge", base, moved, deleted)
    assert merge.code == 0, merge.output
    assert "merge-comment-dropped" not in merge.output
    assert merge.text == deleted
