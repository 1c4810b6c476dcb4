"""Comments in a merge by card id. Both sides rewrote them, each differently, on a field,
question or card whose value neither side changed: no side wins by value, so the merge is a
conflict around that unit, as the same edit above a card is (and as git's line merge would
give). A comment below the last card that both sides appended cards after is kept once."""

from __future__ import annotations

import pytest
from gitmerge import DECK, merge_in_git

CARDS = "decks/quiz/cards/letters.yaml"

BASE = ("- id: a\n  category: letter\n  front: The first letter of a.\n  back: It is a.\n  value: B\n"
        "- id: b\n  category: letter\n  front: The first letter of b.\n  back: It is b.\n  value: B\n")


def _merge(tmp_path, cli, base: str, ours: str, theirs: str):
    for name, text in (("base", base), ("ours", ours), ("theirs", theirs)):
        (tmp_path / name).write_text(text)
    result = cli("merge", tmp_path / "base", tmp_path / "ours", tmp_path / "theirs", CARDS)
    return result, (tmp_path / "ours").read_text()


def _sides(old: str, ann: str, bob: str, base: str = BASE) -> tuple[str, str, str]:
    base = base.replace(*old, 1)
    return base, base.replace(old[1], ann, 1), base.replace(old[1], bob, 1)


@pytest.mark.parametrize(("old", "ann", "bob", "what"), [
    (("  back: It is a.\n", "  # old note\n  back: It is a.\n"),
     "  # Ann note\n  back: It is a.\n", "  # Bob note\n  back: It is a.\n", "the comments of field `back`"),
    (("  value: B\n", "  value: B\n"), "  value: B  # Ann\n", "  value: B  # Bob\n", "the comments of field `value`"),
], ids=["above-the-key", "end-of-line"])
def test_two_different_comments_on_an_unchanged_field_are_a_conflict(tmp_path, cli, old, ann, bob, what):
    base, ours, theirs = _sides(old, ann, bob)
    result, merged = _merge(tmp_path, cli, base, ours, theirs)
    assert result.exit_code == 1, result.stderr
    assert f"card `a`: {what} changed on both sides [merge-conflict]" in result.stderr
    conflict = merged[merged.index("<<<<<<< ours\n"): merged.index(">>>>>>> theirs\n")]
    assert ann.strip("\n").split("\n")[0] in conflict and bob.strip("\n").split("\n")[0] in conflict
    assert "merge-comment-dropped" not in result.stderr
    assert merged.count("- id: b\n") == 1 and "<<<<<<<" not in merged[merged.index("- id: b"):]


def test_two_different_comments_on_a_question_are_a_conflict_on_that_key(tmp_path, cli):
    base = ("- id: rivers\n  area: geography\n  questions:\n"
            + "".join(f"    - question: Question {n}?\n      answer: Answer {n}\n" for n in range(1, 7))
            + "  source: https://example.org/rivers\n")
    ours = base.replace("      answer: Answer 2\n", "      answer: Answer 2  # Ann\n")
    theirs = base.replace("      answer: Answer 2\n", "      answer: Answer 2  # Bob\n")
    result, merged = _merge(tmp_path, cli, base, ours, theirs)
    assert result.exit_code == 1, result.stderr
    assert "the comments of field `questions/2/answer` changed on both sides" in result.stderr
    assert "<<<<<<< ours\n      answer: Answer 2  # Ann\n=======\n      answer: Answer 2  # Bob\n>>>>>>> theirs\n" in merged


def test_a_comment_one_side_changed_and_layout_the_other_is_no_conflict(tmp_path, cli):
    """Only one side rewrote the comments: the other side's quotes are kept and so is the comment
    (above the key, or at the end of the line in place of the base's)."""
    base = BASE.replace("  back: It is a.\n", "  # old note\n  back: It is a.\n")
    ours = base.replace("back: It is a.", 'back: "It is a."')
    theirs = base.replace("# old note", "# Bob note")
    result, merged = _merge(tmp_path, cli, base, ours, theirs)
    assert result.exit_code == 0, result.stderr
    assert '  # Bob note\n  back: "It is a."\n' in merged

    base = BASE.replace("  back: It is a.\n", "  back: It is a.  # old\n")
    ours = base.replace("back: It is a.", 'back: "It is a."')
    theirs = base.replace("# old", "# Bob")
    result, merged = _merge(tmp_path, cli, base, ours, theirs)
    # (their edit of the base's end-of-line comment replaces it on our line: ours left it as it was)
    assert result.exit_code == 0 and merged == ours.replace("# old", "# Bob"), result.stderr
    assert "merge-comment-dropped" not in result.stderr


def test_a_flow_card_with_two_different_comments_is_a_conflict(tmp_path, cli):
    flow = "- {id: a, category: letter, front: The first letter of a., back: It is a., value: B}"
    base = f"{flow}\n" + BASE[BASE.index("- id: b"):]
    ours, theirs = base.replace(flow, f"{flow}  # Ann"), base.replace(flow, f"{flow}  # Bob")
    result, merged = _merge(tmp_path, cli, base, ours, theirs)
    assert result.exit_code == 1, result.stderr
    assert "card `a`: its comments changed on both sides" in result.stderr


def test_in_git_a_comment_rewritten_both_ways_stops_the_merge(tmp_path, cli):
    base = BASE.replace("  back: It is a.\n", "  # old note\n  back: It is a.\n")
    ours, theirs = base.replace("old note", "Ann note"), base.replace("old note", "Bob note")
    done = merge_in_git(tmp_path, "knowledge", base, ours, theirs, cards="letters.yaml")
    assert done.code == 1, done.output
    assert "CONFLICT" in done.output
    assert "<<<<<<<" in done.text and "# Ann note" in done.text and "# Bob note" in done.text
    result = cli("validate", done.repo / DECK)
    assert result.exit_code == 1 and "[merge-conflict]" in result.stdout


def test_a_comment_below_the_last_card_both_sides_appended_after_is_kept_once(tmp_path, cli):
    base = BASE + "# more letters below\n"
    new = {name: BASE.replace("id: b", f"id: {name}")[BASE.index("- id: b"):] for name in ("x", "y")}
    result, merged = _merge(tmp_path, cli, base, base + new["x"], base + new["y"])
    assert result.exit_code == 0, result.stderr
    assert merged == base + new["x"] + new["y"]


def test_a_comment_dropped_with_a_whole_card_whose_values_neither_side_changed_says_so(tmp_path, cli):
    """A flow card one side wrote as a block (fmt) and the other commented: taken whole, for its
    layout, not for a new value."""
    flow = "- {id: a, category: letter, front: The first letter of a., back: It is a., value: B}"
    base = f"{flow}\n" + BASE[BASE.index("- id: b"):]
    ours = base.replace(flow, BASE[:BASE.index("- id: b")].rstrip("\n"))
    theirs = base.replace(flow, f"{flow}  # Bob")
    result, merged = _merge(tmp_path, cli, base, ours, theirs)
    assert result.exit_code == 0 and merged == ours, result.stderr
    assert ("card `a`: the comment `# Bob` added on their side is not in the merge, which took the card, "
            "whose value neither side changed, from our side as written there") in result.stderr
    assert "hint: write the comment again if it still holds\n" in result.stderr
