"""A grown text takes no more lines than its designed size sets, unless its lines stay about as
long as each other: growing never strands a word on a line of its own (`Die` / `Personifikation`)."""

from __future__ import annotations

from deckctl.export.pdf.text import fit, reach, unit_width

DESIGN = 18.0  # pt: an answer on an I know! or iKNOW back
HIGH = 150.0  # pt: room for several lines at every step


def answer(value: str, width: float, grow: float = 1.3):
    return fit(value, width, HIGH, DESIGN, 7.0, "bold", grow=grow, language="de", hyphenate=False)


def test_a_step_that_would_strand_a_word_is_not_taken():
    value = "Die Personifikation"
    width = unit_width(value, "bold") * 19.5  # one line at 18 pt, not at 20.75 (1.15) or 23.5 (1.3)
    printed = answer(value, width)
    assert (printed.size, printed.lines) == (DESIGN, (value,))
    assert reach(value, width, HIGH, DESIGN, "bold", grow=1.3, language="de", hyphenate=False) == 1.0


def test_the_largest_step_that_keeps_the_line_is_taken():
    value = "Die Personifikation"
    width = unit_width(value, "bold") * 22  # one line at 20.75 (1.15), two at 23.5 (1.3)
    printed = answer(value, width)
    assert (printed.size, printed.lines) == (20.75, (value,))
    assert reach(value, width, HIGH, DESIGN, "bold", grow=1.3, language="de", hyphenate=False) == 20.75 / DESIGN


def test_lines_about_as_long_as_each_other_may_be_more_than_the_designed_size_sets():
    value = "Charlie Chaplin"
    width = unit_width(value, "bold") * 19.5
    printed = answer(value, width)
    assert (printed.size, printed.lines) == (23.5, ("Charlie", "Chaplin"))


def test_a_text_the_designed_size_sets_in_as_many_lines_grows_as_before():
    value = "Eine Wasserwaage"
    width = unit_width("Wasserwaage", "bold") * 23.6  # two lines at every size
    printed = answer(value, width)
    assert (printed.size, printed.lines) == (23.5, ("Eine", "Wasserwaage"))
