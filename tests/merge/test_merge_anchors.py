"""Card files with YAML anchors and aliases (`front: &anch ...`, `back: *anch`) merged by the
driver (in-process, as git runs it: gitmerge.merge_in_process): an alias keeps its text when its
anchor's value changes, so the driver compares values too, and a line-by-line merge that leaves
an alias without its anchor is a conflict."""

from __future__ import annotations

import textwrap

from gitmerge import merge_in_process

BASE = textwrap.dedent("""\
    - id: anchored
      category: letter
      front: &anch The anchored text
      back: *anch
      value: A
    - id: other
      category: letter
      front: Other front.
      back: Other back.
      value: B
    """)


def _merge(tmp_path, ours: str, theirs: str, base: str = BASE):
    return merge_in_process(tmp_path, "knowledge", base, ours, theirs, cards="tricky.yaml")


def test_a_field_changed_through_its_anchor_and_edited_on_the_other_side_is_a_conflict(tmp_path):
    ours = BASE.replace("&anch The anchored text", "&anch Ours anchored text")  # `back` changes with it
    theirs = BASE.replace("back: *anch", "back: Theirs back")
    merge = _merge(tmp_path, ours, theirs)
    assert merge.code == 1, merge.output
    assert "card `anchored`: field `back` changed on both sides" in merge.output
    assert merge.text == ours.replace("  back: *anch\n", "<<<<<<< ours\n  back: *anch\n=======\n"
                                                         "  back: Theirs back\n>>>>>>> theirs\n")


def test_an_alias_in_one_card_to_an_anchor_in_another_counts_as_changed_with_it(tmp_path):
    base = BASE.replace("back: Other back.", "back: *anch")
    ours = base.replace("&anch The anchored text", "&anch Ours anchored text")
    theirs = base.replace("  back: *anch\n  value: B", "  back: Theirs back\n  value: B")
    merge = _merge(tmp_path, ours, theirs, base)
    assert merge.code == 1, merge.output
    assert "card `other`: field `back` changed on both sides" in merge.output


def test_an_anchor_edited_on_one_side_and_another_field_on_the_other_merge_cleanly(tmp_path, cli):
    ours = BASE.replace("&anch The anchored text", "&anch Ours anchored text")
    theirs = BASE.replace("value: A", "value: [A, E]")
    merge = _merge(tmp_path, ours, theirs)
    assert merge.code == 0, merge.output
    assert merge.text == ours.replace("value: A", "value: [A, E]")
    assert cli("validate", merge.repo / "decks/quiz").exit_code == 0


def test_a_line_merge_that_leaves_an_alias_without_its_anchor_is_a_conflict_with_both_sides_whole(tmp_path, cli):
    ours = BASE.replace("  value: A\n", "  value: A\n  notes: *anch\n")  # the card by id would not load back
    theirs = BASE.replace("front: &anch The anchored text", "front: Theirs front").replace(
        "back: *anch", "back: The anchored text")
    merge = _merge(tmp_path, ours, theirs)
    assert merge.code == 1, merge.output  # git lists the file as conflicted: it is not committed
    assert "tricky.yaml:3:1: error: merged line by line, the file would not load: an alias" in merge.output
    assert merge.text == ("- id: anchored\n  category: letter\n<<<<<<< ours\n"
                          "  front: &anch The anchored text\n  back: *anch\n  value: A\n  notes: *anch\n"
                          "=======\n  front: Theirs front\n  back: The anchored text\n  value: A\n>>>>>>> theirs\n"
                          + BASE[BASE.index("- id: other"):])
    result = cli("validate", merge.repo / "decks/quiz")
    assert result.exit_code == 1 and "merge-conflict" in result.stdout and "alias" not in result.stdout
