"""A short title that is its whole text (an answer: `Christopher Columbus`, `The Protestant
Reformation`) is kept on one line at its size or one step smaller, and where that does not fit
it is parted between its words at the largest size that holds it (export/pdf/text.py
`_typeset_afresh`, `linebreak.Paragraph.whole_title`). Kept whole at any size, the iKNOW starter's
English answers printed `The Protestant Reformation` at 10.75 pt, `Wolfgang Amadeus Mozart` at
12.5 among answers at 20.75, and the I know! starter's `Christopher Columbus` at 13.5 among 22,
where the German cards print `Christoph` / `Kolumbus` on two lines. A title's own hyphen is
still not parted (`Nineteen` / `Eighty-Four`)."""

from __future__ import annotations

import pytest

from deckctl.export.pdf import linebreak, text
from deckctl.export.pdf.text import fit, line_width, shrink_steps

MM = 72 / 25.4
TALL = 200.0


# iKNOW answers (18 pt bold, centred, 54 x 56 mm, no hyphenation) and I know! answers (17 pt bold)
@pytest.mark.parametrize(("value", "size", "lines"), [
    ("The Protestant Reformation", 18.0, ("The Protestant", "Reformation")),
    ("Wolfgang Amadeus Mozart", 18.0, ("Wolfgang", "Amadeus Mozart")),
    ("Christopher Columbus", 17.0, ("Christopher", "Columbus")),
    ("Nineteen Eighty-Four", 18.0, ("Nineteen", "Eighty-Four")),
])
def test_a_whole_title_much_too_wide_is_parted_at_its_size(value, size, lines):
    text.forget_texts()
    found = fit(value, 54.0 * MM, 56.0 * MM, size, 7.0, "bold", 1.2, 0, 1.0, "en", False)
    assert found.ok and found.size == size and found.lines == lines, found


def test_a_whole_title_one_step_too_wide_is_set_one_step_smaller_and_kept_whole():
    value = "New York City"
    size = 18.0
    step = shrink_steps(size, 7.0)[1]
    width = line_width(value, "bold", step) + 0.5  # (too wide at 18 pt, not at the step below)
    text.forget_texts()
    found = fit(value, width, TALL, size, 7.0, "bold", 1.2, 0, 1.0, "en", False)
    assert found.ok and found.size == step and found.lines == (value,), found


def test_a_title_in_a_longer_text_is_parted_as_before():
    text.forget_texts()
    found = fit("Who sailed with Christopher Columbus?", line_width("Who sailed with Christopher", "regular", 12) + 1,
                TALL, 12, 7.0, "regular", 1.2, 0, 1.0, "en", True)
    assert found.ok and found.size == 12, found


def test_the_whole_title_is_marked_on_its_paragraph():
    def widths(pieces):
        return [text.unit_width(p, "bold") for p in pieces]

    assert linebreak.paragraph("Christopher Columbus", widths, "en", False).whole_title
    assert not linebreak.paragraph("Who was Christopher Columbus?", widths, "en", False).whole_title


# Parted at its size, a whole title grows as its neighbours do (the I know! answers grow to 22 pt,
# 1.3 times 17; the iKNOW answers to 20.75, 1.15 times 18); whole at its size it does not grow
# into parting.
@pytest.mark.parametrize(("value", "size", "grow", "grown", "lines"), [
    ("Christopher Columbus", 17.0, 1.3, 22.0, ("Christopher", "Columbus")),
    ("The Protestant Reformation", 18.0, 1.15, 20.75, ("The Protestant", "Reformation")),
    # in a line more than at its size, where the lines are even (as the German card prints it)
    ("Wolfgang Amadeus Mozart", 18.0, 1.15, 20.75, ("Wolfgang", "Amadeus", "Mozart")),
])
def test_a_whole_title_parted_at_its_size_grows(value, size, grow, grown, lines):
    text.forget_texts()
    found = fit(value, 54.0 * MM, 56.0 * MM, size, 7.0, "bold", 1.2, 0, grow, "en", False)
    assert found.ok and found.size == grown and found.lines == lines, found
    assert text.reach(value, 54.0 * MM, 56.0 * MM, size, "bold", 1.2, grow, "en", False) == grown / size


def test_a_whole_title_whole_at_its_size_is_not_parted_to_grow():
    value = "New York City"
    width = line_width(value, "bold", 18.0) + 0.5  # (whole at 18 pt, not at a step larger)
    text.forget_texts()
    found = fit(value, width, TALL, 18.0, 7.0, "bold", 1.2, 0, 1.3, "en", False)
    assert found.ok and found.size == 18.0 and found.lines == (value,), found


def test_a_parted_title_takes_another_line_to_grow_only_where_the_lines_are_even():
    assert not text._uneven(("Wolfgang", "Amadeus", "Mozart"), "bold")
    assert text._uneven(("The", "Protestant", "Reformation"), "bold")  # (`The` alone: stranded)


def test_growing_a_text_whole_on_one_line_makes_no_paragraph(monkeypatch):
    # (growth vouches for nearly every answer by filling its lines; asking whether it is a title
    # alone made each one's paragraph, 3,309 -> 5,216 over the starter editions)
    made = []
    paragraph = linebreak.paragraph
    monkeypatch.setattr(linebreak, "paragraph", lambda *args: made.append(args[0]) or paragraph(*args))
    text.forget_texts()
    for value in ("Marie Curie", "Neil Armstrong", "The Ice Bucket Challenge"):
        found = fit(value, 54.0 * MM, 56.0 * MM, 18.0, 7.0, "bold", 1.2, 0, 1.15, "en", False)
        assert found.ok and found.size == 20.75, found
    assert made == ["The Ice Bucket Challenge"], made  # (two lines: typeset, as before)
