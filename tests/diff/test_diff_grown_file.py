"""A file that grows between the size diff judges it by and the read: one refusal, with a hint."""

from __future__ import annotations

from deckctl.diff.limits import TooLarge
from deckctl.diff.sides import Side, _add


def test_a_file_that_grew_while_it_was_read_is_refused_with_a_hint():
    side = Side("working tree")

    def grown(limit):
        raise TooLarge(limit + 1, limit)

    _add(side, "cards/people.yaml", 100, grown)
    refusal = side.refused["cards/people.yaml"]
    assert refusal.code == "file-too-large"
    assert "grew from 100 to 101 bytes or more while it was read" in refusal.message
    assert "run the diff again once the file is saved" in refusal.hint
    assert "cards/people.yaml" not in side.files
