"""A run of capitalised words that is its whole sentence in a longer text (export/pdf/linebreak.py
`_capital_runs`: `Only the Pacific. The Mediterranean Sea.`, `Capital: New York`) is kept as a
name is (`NAME`, priced when lines are evened), no longer as a title (`KEEP`): a kept title too
wide for the box's line held the whole text at a smaller size, though parting the run fit it at a
larger one. Where the lines allow, the run stays whole; a paragraph that is the run alone (an
answer, `New York City`) is display text and is kept whole as before."""

from __future__ import annotations

import pytest
from breaks import break_after

from deckctl.export.pdf import linebreak, text
from deckctl.export.pdf.text import fit, line_width

SIZE = 10.0
TALL = 300.0
PACIFIC = "Only the Pacific. The Mediterranean Sea."


@pytest.mark.parametrize(("value", "word", "kind"), [
    (PACIFIC, "The", linebreak.NAME),  # was KEEP
    (PACIFIC, "Mediterranean", linebreak.NAME),  # was KEEP
    ("Capital: New York", "New", linebreak.NAME),  # was KEEP
    ("New York City", "New", linebreak.KEEP),  # unchanged: the whole paragraph
])
def test_the_break_inside_a_run_that_is_its_whole_sentence(value, word, kind):
    assert break_after(value, word) == kind


@pytest.mark.parametrize(("value", "run"), [
    (PACIFIC, "The Mediterranean Sea."),
    ("Capital: New York", "New York"),
])
def test_a_run_too_wide_for_the_line_is_parted_rather_than_the_text_set_smaller(value, run):
    # a box whose line is just narrower than the run at the design size, though the text's other words fit it
    width = line_width(run, "regular", SIZE) - 1
    text.forget_texts()
    found = fit(value, width, TALL, SIZE, 7.0, language="en")
    assert found.ok and found.size == SIZE, found  # (set at 7 and 9 pt before)
    assert run not in found.lines


@pytest.mark.parametrize("extra", [1.0, 30.0])
def test_the_run_stays_whole_where_the_lines_allow(extra):
    width = line_width("Only the Pacific.", "regular", SIZE) + extra
    width = max(width, line_width("The Mediterranean Sea.", "regular", SIZE) + 1)
    text.forget_texts()
    found = fit(PACIFIC, width, TALL, SIZE, 7.0, language="en")
    assert found.ok and found.size == SIZE and found.lines == ("Only the Pacific.", "The Mediterranean Sea."), found


def test_an_answer_that_is_the_run_alone_is_still_kept_whole_at_a_smaller_size():
    width = line_width("New York City", "regular", 18.0) - 1
    text.forget_texts()
    found = fit("New York City", width, TALL, 18.0, language="en", hyphenate=False)
    assert found.ok and found.lines == ("New York City",) and found.size < 18.0, found
