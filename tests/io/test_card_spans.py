"""Card files cut at their cards, as data (card_spans/cases.yaml; deckctl/io/card_spans.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
from deckfactory import read_yaml

from deckctl.io.card_spans import NotCardList, cut_at_cards, lines_of

CASES = read_yaml(Path(__file__).resolve().parent / "card_spans" / "cases.yaml")


@pytest.mark.parametrize("case", CASES.values(), ids=list(CASES))
def test_case(case):
    text = case["text"]
    if "refused" in case:
        with pytest.raises(NotCardList) as refused:
            cut_at_cards(text)
        expected = case["refused"]
        assert expected["message"] in refused.value.message
        assert (refused.value.line, refused.value.col) == (expected["line"], expected["col"])
        return
    spans = cut_at_cards(text)
    assert [[span.dash + 1, span.end + 1] for span in spans.cards] == case["cards"]
    lines = lines_of(text)
    pieces = [lines[spans.between(0)]]
    for index, span in enumerate(spans.cards, start=1):
        pieces += [lines[span.dash: span.end + 1], lines[spans.between(index)]]
    assert [line for piece in pieces for line in piece] == lines  # every line in exactly one piece
