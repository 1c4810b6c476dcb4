"""Conflict markers in git's diff3 and zdiff3 styles (`merge.conflictStyle`), and marker lines
left alone once the others were deleted: each is a `merge-conflict` finding that says which
lines to delete, never the YAML parser's puzzling error near them."""

from __future__ import annotations

from deckfactory import write_deck

from deckctl.validate.deck import validate

CARD = "- id: a\n  category: letter\n  front: The first letter of a.\n  back: {back}\n  value: B\n"
DIFF3 = ("- id: a\n  category: letter\n  front: The first letter of a.\n<<<<<<< HEAD\n  back: It is an a.\n"
         "||||||| base\n  back: It is a.\n=======\n  back: It is the a.\n>>>>>>> theirs\n  value: B\n")


def _findings(tmp_path, text: str):
    deck = write_deck(tmp_path, "knowledge", {"cards.yaml": text})
    return [d for d in validate([deck]).diagnostics if d.is_error]


def test_a_diff3_conflict_names_the_base_lines_to_delete(tmp_path):
    (finding,) = _findings(tmp_path, DIFF3)
    assert (finding.code, finding.line, finding.card_id) == ("merge-conflict", 4, "a")
    assert "`|||||||`" in finding.message
    assert "the `|||||||` line and the base's lines below it up to and with `=======`" in finding.hint


def test_a_zdiff3_conflict_with_the_shared_lines_outside_is_one_finding(tmp_path):
    text = DIFF3.replace("<<<<<<< HEAD\n", "  # shared\n<<<<<<< HEAD\n")
    (finding,) = _findings(tmp_path, text)
    assert finding.code == "merge-conflict" and "base's lines" in finding.hint


def test_the_base_left_behind_after_deleting_three_markers_is_a_merge_conflict(tmp_path):
    """What an editor who followed the style-`merge` hint on a diff3 conflict is left with."""
    text = "".join(line for line in DIFF3.splitlines(True) if not line.startswith(("<<<", "===", ">>>")))
    findings = _findings(tmp_path, text)
    assert [(d.code, d.line, d.card_id) for d in findings] == [("merge-conflict", 5, "a")]
    assert "`|||||||` line" in findings[0].message
    assert "base's lines below it" in findings[0].hint


def test_a_lone_opening_marker_is_a_merge_conflict_and_a_plain_conflict_keeps_its_hint(tmp_path):
    findings = _findings(tmp_path, CARD.format(back="It is a.").replace("  back:", "<<<<<<< HEAD\n  back:"))
    assert [(d.code, d.line) for d in findings] == [("merge-conflict", 4)]
    plain = DIFF3.replace("||||||| base\n  back: It is a.\n", "")
    (finding,) = _findings(tmp_path / "plain", plain)
    assert "delete the three marker lines" in finding.hint and "|||||||" not in finding.message
