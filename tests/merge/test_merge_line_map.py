"""Where a dropped comment's warning goes once the merge was formatted: each line is found in the
blocks of the alignment by bisection, at exactly the place the driver found by searching them all
for each warning (the old function is kept here and compared on random texts)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from deckctl.core.align import opcodes
from deckctl.merge.driver import _line_map


def _old_line_map(old: str, new: str):
    """deckctl/merge/driver.py's `_line_map` before 2026-12-03 (one search of the blocks a line)."""
    if old == new:
        return lambda line: line
    old_lines, new_lines = old.splitlines(), new.splitlines()
    blocks = opcodes(old_lines, new_lines)

    def moved(line: int) -> int:
        for _, old_start, old_end, new_start, new_end in blocks:
            if old_start < line <= old_end:
                return min(new_start + line - old_start, max(new_end, new_start + 1))
        return min(line, max(len(new_lines), 1))
    return moved


_TEXT = st.lists(st.sampled_from(["- id: a", "  front: x", "  back: y", "", "  # note"]), max_size=14).map(
    lambda lines: "".join(line + "\n" for line in lines))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_TEXT, _TEXT)
def test_lines_map_as_before(old, new):
    before, now = _old_line_map(old, new), _line_map(old, new)
    for line in range(-1, len(old.splitlines()) + 3):
        assert now(line) == before(line)
