"""A field holding a list of lists (no game's field is one, but a hand-edited file can hold it
and the driver must not lose an edit in it) written `- - a` (an entry that is itself a list, started on
the entry's dash line): edits by the two sides to different entries of one inner list merge
entry by entry in the driver's merge, also where one side ran `deckctl fmt` (which writes
`-   - a`), and where the inner list starts on the line below the entry's dash (`-` alone, then
`- a`). The inner list had been one unit, so such edits stopped the merge on a conflict."""

from __future__ import annotations

import pytest
from gitmerge import DECK, fmt_text, merge_in_process

CARD = "- id: {id}\n  category: letter\n  front: {id}?\n  back: {id}.\n  value: A\n"


def _file(pairs: str) -> str:
    return CARD.format(id="k1") + "  extra:\n" + pairs + CARD.format(id="k2")


RAW = _file("  - - alpha\n    - beta\n    - gamma\n  - - delta\n    - epsilon\n")


def _edited(text: str, *words: str) -> str:
    for word in words:
        text = text.replace(f"- {word}\n", f"- {word} edited\n")
    return text


@pytest.mark.parametrize("ours_words, theirs_words", [(["alpha"], ["gamma"]), (["beta", "delta"], ["gamma", "epsilon"])])
def test_different_entries_of_an_inner_list_edited_on_both_sides_merge(tmp_path, ours_words, theirs_words):
    merge = merge_in_process(tmp_path, "knowledge", RAW, _edited(RAW, *ours_words), _edited(RAW, *theirs_words))
    assert merge.code == 0, merge.output
    assert "merge-" not in merge.output
    assert merge.text == _edited(RAW, *ours_words, *theirs_words)


@pytest.mark.parametrize("formatted_side", ["ours", "theirs"])
def test_a_side_that_ran_fmt_on_a_list_of_lists_merges_entry_by_entry(tmp_path, cli, formatted_side):
    formatted = fmt_text(tmp_path, _edited(RAW, "alpha"))
    assert "    -   - alpha edited\n        - beta\n" in formatted  # fmt's layout
    edited = _edited(RAW, "beta", "epsilon")
    ours, theirs = (formatted, edited) if formatted_side == "ours" else (edited, formatted)
    merge = merge_in_process(tmp_path, "knowledge", RAW, ours, theirs)
    assert merge.code == 0, merge.output
    assert merge.text == _edited(formatted, "beta", "epsilon")
    result = cli("fmt", "--check", merge.repo / DECK)
    assert result.exit_code == 0, result.stdout + result.stderr


def test_one_inner_entry_edited_both_ways_is_a_conflict_on_that_entry(tmp_path):
    merge = merge_in_process(tmp_path, "knowledge", RAW, RAW.replace("- beta\n", "- beta ours\n"),
                         RAW.replace("- beta\n", "- beta theirs\n").replace("- alpha\n", "- alpha edited\n"))
    assert merge.code == 1, merge.output
    assert "field `extra/1/2` changed on both sides" in merge.output
    assert merge.text.count("<<<<<<<") == 1
    assert "  - - alpha edited\n" in merge.text  # theirs's edit to the entry above is kept
    assert "beta ours" in merge.text and "beta theirs" in merge.text


BELOW = _file("  -\n    - alpha\n    - beta\n    - gamma\n  -\n    - delta\n    - epsilon\n")


@pytest.mark.parametrize("ours_words, theirs_words", [(["alpha"], ["gamma"]), (["beta", "delta"], ["gamma", "epsilon"])])
def test_an_inner_list_started_below_its_dash_merges_entry_by_entry(tmp_path, ours_words, theirs_words):
    """The dash alone on its line, the inner list below it: it had stayed one unit (a conflict)."""
    merge = merge_in_process(tmp_path, "knowledge", BELOW, _edited(BELOW, *ours_words), _edited(BELOW, *theirs_words))
    assert merge.code == 0, merge.output
    assert "merge-" not in merge.output
    assert merge.text == _edited(BELOW, *ours_words, *theirs_words)


def test_one_entry_of_an_inner_list_below_its_dash_edited_both_ways_is_a_conflict_on_it(tmp_path):
    merge = merge_in_process(tmp_path, "knowledge", BELOW, BELOW.replace("- beta\n", "- beta ours\n"),
                         BELOW.replace("- beta\n", "- beta theirs\n").replace("- alpha\n", "- alpha edited\n"))
    assert merge.code == 1, merge.output
    assert "field `extra/1/2` changed on both sides" in merge.output
    assert "  -\n    - alpha edited\n<<<<<<< ours\n    - beta ours\n=======\n    - beta theirs\n>>>>>>> theirs\n" in merge.text
