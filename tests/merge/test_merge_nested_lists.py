"""A list inside a list entry (a question's `accept:`), its dashes at the key's column or indented:
edits by both sides to different entries of it, or of different questions' lists, merge entry by
entry in the driver's merge, each side's edit kept in the file's own indentation. Where one side
ran `deckctl fmt` (which indents such a list written at the key's column) and the other edited
an entry of it, the inner lists are put at one column first, as the questions are, so the merge
is clean and in fmt's layout; they had stayed at two columns, the list was one unit changed on
both sides, and the merge stopped on a conflict."""

from __future__ import annotations

import pytest
from gitmerge import DECK, merge_in_process, fmt_text, valid_and_formatted



def _file(accept_indent: int) -> str:
    """A You Know It! card whose questions each have a block `accept:` list, its dashes
    `accept_indent` past the question's keys."""
    lines = ["- id: card-001", "  questions:"]
    for number in range(1, 6):
        lines += [f"    - question: Question {number}?", f"      answer: Answer {number}", "      accept:"]
        lines += [" " * (6 + accept_indent) + f"- alternative {number}{letter}" for letter in "abc"]
    lines.append("  source: https://example.org/")
    return "\n".join(lines) + "\n"


def _with(text: str, *entries: str) -> str:
    for entry in entries:
        text = text.replace(f"- alternative {entry}\n", f"- alternative {entry}, edited\n")
    return text




@pytest.mark.parametrize("accept_indent", [0, 2], ids=["at the key's column", "indented"])
@pytest.mark.parametrize("ours_entries, theirs_entries", [(["2a"], ["2c"]), (["1b", "4a"], ["1c", "2b", "4c"])])
def test_entries_of_nested_lists_edited_on_both_sides_keep_both_edits_and_the_indentation(
        tmp_path, cli, accept_indent, ours_entries, theirs_entries):
    base = _file(accept_indent)
    ours, theirs = _with(base, *ours_entries), _with(base, *theirs_entries)
    merge = merge_in_process(tmp_path, "you-know-it", base, ours, theirs)
    assert merge.code == 0, merge.output
    assert "merge-" not in merge.output
    assert merge.text == _with(base, *ours_entries, *theirs_entries)
    assert cli("validate", merge.repo / DECK).exit_code == 0


@pytest.mark.parametrize("formatted_side", ["ours", "theirs"])
def test_a_side_that_ran_fmt_on_nested_lists_at_the_keys_column_merges_entry_by_entry(tmp_path, cli, formatted_side):
    base = _file(0)
    formatted = fmt_text(tmp_path, _with(base, "2a"))
    assert formatted == _with(_file(2), "2a")  # fmt indents the inner lists
    edited = _with(base, "2c", "5b")
    ours, theirs = (formatted, edited) if formatted_side == "ours" else (edited, formatted)
    merge = merge_in_process(tmp_path, "you-know-it", base, ours, theirs)
    assert merge.code == 0, merge.output
    assert "merge-" not in merge.output
    assert merge.text == _with(_file(2), "2a", "2c", "5b")
    valid_and_formatted(cli, merge.repo)


def test_a_comment_added_in_a_nested_list_fmt_indented_on_the_other_side_is_kept(tmp_path, cli):
    base = _file(0)
    ours = fmt_text(tmp_path, base)
    theirs = base.replace("      - alternative 3b\n", "      # heard in round two\n      - alternative 3b\n")
    merge = merge_in_process(tmp_path, "you-know-it", base, ours, theirs)
    assert merge.code == 0, merge.output
    assert "merge-" not in merge.output
    assert merge.text == _file(2).replace("        - alternative 3b\n",
                                          "        # heard in round two\n        - alternative 3b\n")
    valid_and_formatted(cli, merge.repo)


def test_every_nested_list_of_a_version_is_moved_in_one_cut(tmp_path, monkeypatch):
    """A card of many questions, each inner list indented by fmt on one side: each version is
    cut again once for all its lists (once per list, 800 questions took minutes)."""
    from deckctl.merge import list_indent
    from deckctl.merge.driver import merge_files

    cuts = []
    reparsed = list_indent._reparsed
    monkeypatch.setattr(list_indent, "_reparsed", lambda *args: cuts.append(1) or reparsed(*args))
    lines = ["- id: card-001", "  questions:"]
    for number in range(60):
        lines += [f"    - question: Question {number}?", f"      answer: Answer {number}", "      accept:",
                  f"      - alternative {number}a", f"      - alternative {number}b"]
    base = "\n".join(lines) + "\n"
    formatted = base.replace("\n      - alternative", "\n        - alternative")
    texts = {"base": base, "ours": formatted, "theirs": _with(base, "7b")}
    for name, text in texts.items():
        (tmp_path / name).write_text(text)
    result = merge_files(tmp_path / "base", tmp_path / "ours", tmp_path / "theirs", "cards/quiz.yaml")
    assert (result.conflicts, result.diagnostics) == (0, [])
    assert (tmp_path / "ours").read_text() == _with(formatted, "7b")
    assert len(cuts) == 2  # base and theirs; ours is where the lists go
