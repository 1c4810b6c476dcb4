"""A byte-order mark on one version (an editor's "UTF-8 with BOM"), with or without CRLF: the
merge driver's merge by card id keeps both sides' edits, is clean, and writes the result without the mark,
as docs/git.md says."""

from __future__ import annotations

import pytest
from gitmerge import merge_in_process

BASE = "".join(f"- id: k{n}\n  category: letter\n  front: F{n}?\n  back: B{n}.\n  value: A\n" for n in (1, 2, 3))
OURS = BASE.replace("B1.", "B1, ours.")
THEIRS = BASE.replace("F3?", "F3, theirs?")


@pytest.mark.parametrize("where", ["ours", "theirs", "base", "ours and theirs, theirs with CRLF"])
def test_a_byte_order_mark_on_a_version_merges_both_edits_without_it(tmp_path, where):
    base, ours, theirs = BASE, OURS, THEIRS
    if where == "ours":
        ours = "\ufeff" + ours
    elif where == "theirs":
        theirs = "\ufeff" + theirs
    elif where == "base":
        base = "\ufeff" + base
    else:
        ours, theirs = "\ufeff" + ours, ("\ufeff" + theirs).replace("\n", "\r\n")
    merge = merge_in_process(tmp_path, "knowledge", base, ours, theirs)
    assert merge.code == 0, merge.output
    assert "merge-" not in merge.output
    expected = OURS.replace("F3?", "F3, theirs?")
    assert merge.text == (expected.replace("\n", "\r\n") if "CRLF" in where else expected)
