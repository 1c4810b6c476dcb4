"""A short title in a longer text (a capitalised run, `the Dewey Decimal Classification`, or a quoted
span, `“Don Quixote”`) is kept whole while some lines at a size allow it, and where none do it is
parted at that size (export/pdf/linebreak.py `TITLE`, text.py `_typeset_afresh`) rather than the
whole text set a size smaller: the no-break rules were tried at every size first, so a smaller
size that kept the title always won over a larger one that parted it. A title that is its whole
paragraph (an answer) is still set smaller rather than parted (test_linebreak.py)."""

from __future__ import annotations

import pytest

from deckctl.export.pdf import linebreak, text
from deckctl.export.pdf.text import fit, line_width, text_height

SIZE = 10.0
TALL = 300.0
DEWEY = ("In the Dewey Decimal Classification used by many libraries, which hundreds class holds books on "
         "history and geography?")  # I know! starter, options.yaml


def _titles(value: str) -> tuple[str, ...]:
    """The words of `value` after which a space is a title's that may be parted."""
    par = linebreak.paragraph(value, lambda pieces: [text.unit_width(p, "regular") for p in pieces], "en", False)
    return tuple(par.pieces[k] for k in par.titles)


@pytest.mark.parametrize(("value", "words"), [
    ("Who lived in New York City then?", ("New", "York")),
    ("She sang \u201cDon Quixote\u201d at the opera.", ("\u201cDon",)),
    # the whole paragraph (an answer): parted only where whole it would be set more than a step
    # smaller (`whole_title`: test_whole_title_parted_not_tiny.py)
    ("New York City", ("New", "York")),
    ("\u201cDon Quixote\u201d", ("\u201cDon",)),
    ("Nineteen Eighty-Four", ("Nineteen",)),
])
def test_which_spaces_are_a_titles_that_may_be_parted(value, words):
    assert _titles(value) == words
    par = linebreak.paragraph(value, lambda pieces: [1.0] * len(pieces), "en", False)
    assert all(par.breaks[k] == linebreak.KEEP for k in par.titles)  # (kept while some lines keep it)


def test_the_starter_question_is_set_at_its_size_with_the_title_parted():
    # its card's box (54 x 59 mm, 13 pt): it printed at 11.5 pt, `In the` / `Dewey Decimal Classification` / ...
    text.forget_texts()
    found = fit(DEWEY, 153.0708661417323, 167.244094488189, 13.0, language="en")
    assert found.ok and found.size == 13.0, found
    assert found.lines[:2] == ("In the Dewey Decimal", "Classification used by"), found


def test_a_quoted_title_wider_than_the_line_is_parted_not_the_text_set_smaller():
    value = "She sang \u201cDon Quixote\u201d at the opera house last night."
    text.forget_texts()
    found = fit(value, line_width("\u201cDon Quixote\u201d", "regular", SIZE) - 1, TALL, SIZE, 6.0, language="en")
    assert found.ok and found.size == SIZE, found  # (9 pt before)
    assert "\u201cDon" in found.lines and "Quixote\u201d" in found.lines, found


def test_only_the_title_that_must_be_parted_is_parted():
    value = "Between the Red Sea and the Black Sea lies Mount Ararat, far to the north."
    text.forget_texts()
    found = fit(value, line_width("Mount Ararat,", "regular", SIZE) - 1, TALL, SIZE, 6.0, language="en")
    assert found.ok and found.size == SIZE, found  # (9 pt before)
    joined = " / ".join(found.lines)
    assert "Red Sea" in joined and "Black Sea" in joined and "Mount Ararat," not in joined, found


def test_a_title_parted_in_a_box_of_few_lines_is_parted_where_the_lines_are_best():
    # the most even lines keeping the title whole are more than the box holds: the lines are evened
    # in as many as it holds, not filled (which left `voyage?` alone on the last line)
    value = "In which year did the famous ship sail from Southampton to New York City on its first voyage?"
    text.forget_texts()
    found = fit(value, 50.0, text_height(5, SIZE, SIZE * 1.2) + 0.01, SIZE, 6.0, language="en")
    assert found.ok and found.size == 7.0, found
    assert found.lines[-2:] == ("City on its", "first voyage?"), found


def test_a_title_is_kept_whole_where_the_size_allows():
    value = "Who lived in New York City then?"
    text.forget_texts()
    found = fit(value, line_width("lived in New York City", "regular", SIZE), TALL, SIZE, 6.0, language="en")
    assert found.ok and found.size == SIZE and any("New York City" in line for line in found.lines), found
