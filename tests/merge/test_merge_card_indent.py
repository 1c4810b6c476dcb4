"""A card whose keys one side moved to another column (`deckctl fmt` on a card written
`-   id: x`, keys at 4) while the other side added a comment above a key: the two are merged
field by field at one column, so the comment is kept, above the same key, in the layout of the
side that moved the keys."""

from __future__ import annotations

from gitmerge import DECK, merge_in_process

CARD = "-   id: {id}\n    category: letter\n    front: {front}?\n    back: {front}.\n    value: A\n"
BASE = CARD.format(id="i1", front="One") + CARD.format(id="i2", front="Two")
FORMATTED = "".join(f"- id: {card_id}\n  category: letter\n  front: {front}?\n  back: {front}.\n  value: A\n"
                    for card_id, front in (("i1", "One"), ("i2", "Two")))


def test_a_comment_added_above_a_key_is_kept_where_the_other_side_re_indented_the_card(tmp_path, cli):
    theirs = BASE.replace("    back: One.\n", "    # theirs note\n    back: One.\n")
    merge = merge_in_process(tmp_path, "knowledge", BASE, FORMATTED, theirs)
    assert merge.code == 0, merge.output
    assert merge.text == FORMATTED.replace("  back: One.\n", "  # theirs note\n  back: One.\n")
    assert "merge-comment-dropped" not in merge.output
    for command in (("validate",), ("fmt", "--check")):
        result = cli(*command, merge.repo / DECK)
        assert result.exit_code == 0, result.stdout + result.stderr


def test_the_same_where_our_side_added_the_comment_and_theirs_re_indented(tmp_path):
    ours = BASE.replace("    back: Two.\n", "    # our note\n    back: Two.\n")
    merge = merge_in_process(tmp_path, "knowledge", BASE, ours, FORMATTED)
    assert merge.code == 0, merge.output
    assert merge.text == FORMATTED.replace("  back: Two.\n", "  # our note\n  back: Two.\n")
    assert "merge-comment-dropped" not in merge.output


def test_a_comment_added_in_a_question_is_kept_where_the_other_side_indented_the_questions(tmp_path):
    entries = "".join(f"  - question: Q{n}?\n    answer: A{n}\n" for n in range(1, 7))
    base = "- id: rivers\n  area: geography\n  questions:\n" + entries  # (dashes at the key's column)
    formatted = "- id: rivers\n  area: geography\n  questions:\n" + "".join(
        "  " + line + "\n" for line in entries.splitlines())  # as `deckctl fmt` writes it
    theirs = base.replace("    answer: A3\n", "    # theirs note\n    answer: A3\n")
    merge = merge_in_process(tmp_path, "wissens-spektrum", base, formatted, theirs)
    assert merge.code == 0, merge.output
    assert merge.text == formatted.replace("      answer: A3\n", "      # theirs note\n      answer: A3\n")
    assert "merge-comment-dropped" not in merge.output
