"""A drawn line is cut where it is kerned (`kerning.segments`) word by word, each word's kerned
places worked out once, and a line drawn again is shown as it was (`record.text`): the same cuts
and the same operators as working each pair of the line out afresh."""

from __future__ import annotations

from operator import add

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from deckctl.export.pdf import kerning, record


def _pairwise(value: str, kern: dict) -> list:
    """The cuts as first worked out: every neighbouring pair of the line looked up in `kern`."""
    if len(value) < 2:
        return [value]
    out, start = [], 0
    for i, adjustment in enumerate(map(kern.__getitem__, map(add, value, value[1:])), 1):
        if adjustment:
            out += (value[start:i], adjustment)
            start = i
    return [*out, value[start:]] if out else [value]


class _Counted(dict):
    """A weight's pairs, counting the lookups."""

    def __init__(self, pairs):
        super().__init__()
        self.pairs, self.asked = pairs, 0

    def __getitem__(self, pair):
        self.asked += 1
        return self.pairs[pair]


@pytest.fixture
def counted(monkeypatch):
    pairs = _Counted(kerning.pairs("bold"))
    monkeypatch.setattr(kerning, "pairs", lambda weight: pairs)
    _forget_places()
    yield pairs
    _forget_places()


def _forget_places() -> None:
    """Empty the words' kerned places kept (for a weight's pairs: here the counted ones)."""
    places = getattr(kerning, "_places", None)
    if places is not None:
        places.cache_clear()


def test_a_word_met_again_is_not_looked_up_again(counted):
    line = "Tower Wall Tower Wall"
    assert kerning.segments(line, "bold") == _pairwise(line, counted.pairs)
    assert counted.asked == len("Tower") - 1 + len("Wall") - 1  # (each word's pairs once; none with a space)
    kerning.segments("Wall Tower", "bold")
    assert counted.asked == 7


def test_a_line_drawn_again_is_shown_as_it_was(monkeypatch):
    canvas = record.recorder((300.0, 100.0), False, None)
    record.text(canvas, "bold", 20.0, "BT 0 g", [(10.0, 20.0, "Tower Wall 1655")])
    monkeypatch.setattr(kerning, "segments", lambda *args: pytest.fail("cut again"))
    record.text(canvas, "bold", 20.0, "BT 0 g", [(10.0, 40.0, "Tower Wall 1655")])
    first, again = canvas._code[-2:]
    assert again == first.replace("20.00 Tm", "40.00 Tm") and "TJ" in first


def test_the_lines_kept_are_bounded(monkeypatch):
    monkeypatch.setattr(record, "_LINES_KEPT", 3)
    canvas = record.recorder((300.0, 100.0), False, None)
    for n in range(7):
        record.text(canvas, "bold", 20.0, "BT 0 g", [(10.0, 20.0, f"Tower {n}")])
        assert len(record._shown_lines("bold")) <= 3


@settings(max_examples=300, deadline=None)
@given(st.text(st.sampled_from("ToWaAVYLPFrfvwy.,'’“”-–  \u00a0\u202fΤοk17?"), max_size=30),
       st.sampled_from(["regular", "medium", "bold", "black"]))
def test_cut_word_by_word_a_line_is_cut_where_each_pair_says(value, weight):
    assert kerning.segments(value, weight) == _pairwise(value, kerning.pairs(weight))
