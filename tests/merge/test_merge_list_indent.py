"""A card file whose list of cards is indented as a whole (`  - id: x`, keys at 4: valid YAML,
and `deckctl validate` passes it), merged with a version whose cards sit at another column: one
side ran `deckctl fmt` (cards at column 0), or re-indented the list. The cards of both sides are
put at one column before the merge (deckctl/merge/list_indent.py), so edits to different cards
merge by card id, in fmt's layout where one side was in it, in either direction of the merge.
Spliced as written, cards at two columns made a file that did not load, and the merge fell back to
a line conflict over most of the file."""

from __future__ import annotations

import pytest
from deckctl.io.rewrite import format_file
from gitmerge import DECK, merge_in_process, fmt_text, valid_and_formatted


CARDS = "decks/quiz/cards/letters.yaml"


def _card(number: int, back: str) -> list[str]:
    lines = [f"- id: letter-{number:02d}", "  category: letter", f"  front: The first letter of word {number}.",
             f"  back: {back}", "  value: B"]
    if number == 3:  # a comment inside a card, and a nested list, move with their card
        lines[3:3] = ["  # checked against the atlas", "  tags:", "    - atlas", "    - words"]
    return lines


def _file(column: int, backs: dict[int, str] | None = None) -> str:
    """A file of 30 cards with their dashes at `column`; `backs` changes the back of some cards."""
    backs = backs or {}
    lines = ["# yaml-language-server: $schema=../../schema.json", ""]
    for number in range(1, 31):
        lines += [" " * column + line for line in _card(number, backs.get(number, f"It is word {number}."))]
    return "\n".join(lines) + "\n"


EDIT_A, EDIT_B = {4: "Changed on one branch."}, {25: "Changed on the other branch."}
BOTH = EDIT_A | EDIT_B




@pytest.mark.parametrize("formatted_side", ["ours", "theirs"])
def test_a_side_that_ran_fmt_on_an_indented_file_merges_by_card_id_into_fmts_layout(tmp_path, cli, formatted_side):
    base = _file(2)
    formatted, edited = fmt_text(tmp_path, _file(2, EDIT_A)), _file(2, EDIT_B)
    assert formatted.startswith(_file(0, EDIT_A)[:200])  # the cards at column 0
    ours, theirs = (formatted, edited) if formatted_side == "ours" else (edited, formatted)
    merge = merge_in_process(tmp_path, "knowledge", base, ours, theirs, cards="letters.yaml")
    assert merge.code == 0, merge.output
    assert "merge-by-lines" not in merge.output
    assert merge.text == fmt_text(tmp_path, _file(2, BOTH))
    valid_and_formatted(cli, merge.repo)


@pytest.mark.parametrize("reindented_side", ["ours", "theirs"])
def test_both_sides_indented_at_different_columns_merge_by_card_id(tmp_path, cli, reindented_side):
    base = _file(2)
    reindented, edited = _file(4, EDIT_A), _file(2, EDIT_B)
    ours, theirs = (reindented, edited) if reindented_side == "ours" else (edited, reindented)
    merge = merge_in_process(tmp_path, "knowledge", base, ours, theirs, cards="letters.yaml")
    assert merge.code == 0, merge.output
    assert "merge-by-lines" not in merge.output
    assert merge.text == _file(4, BOTH)  # the column the side that changed it chose
    assert cli("validate", merge.repo / DECK).exit_code == 0


def test_one_card_edited_on_both_sides_one_of_which_ran_fmt_merges_field_by_field(tmp_path, cli):
    base = _file(2)
    ours = fmt_text(tmp_path, base).replace("front: The first letter of word 7.", "front: The first letter of word seven.")
    theirs = _file(2, {7: "It is the seventh word."})
    merge = merge_in_process(tmp_path, "knowledge", base, ours, theirs, cards="letters.yaml")
    assert merge.code == 0, merge.output
    assert merge.text == fmt_text(tmp_path, _file(2, {7: "It is the seventh word."}).replace("word 7.", "word seven."))
    valid_and_formatted(cli, merge.repo)


def test_both_sides_indented_alike_merge_as_written_without_runningfmt_text(tmp_path, cli, monkeypatch):
    from deckctl.io import rewrite

    formatted = []
    monkeypatch.setattr(rewrite, "format_file", lambda path, **kw: formatted.append(path) or format_file(path, **kw))
    for name, text in (("base", _file(2)), ("ours", _file(2, EDIT_A)), ("theirs", _file(2, EDIT_B))):
        (tmp_path / name).write_text(text)
    result = cli("merge", tmp_path / "base", tmp_path / "ours", tmp_path / "theirs", CARDS)
    assert result.exit_code == 0, result.stderr
    assert (tmp_path / "ours").read_text() == _file(2, BOTH)
    # No version has its cards at fmt's column 0, so none is in fmt's layout: nothing to format to see.
    assert formatted == []
