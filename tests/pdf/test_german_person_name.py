"""A German person's name after a title is kept on one line where the lines allow (export/pdf/
linebreak.py `_rules`): a determiner, a noun (the title: `Tischler`, `Held`, `Schwimmer`) and then
given names and a surname, `vom Tischler Ole Kirk Christiansen`. The iKNOW starter printed
`vom Tischler Ole Kirk` / `Christiansen im dänischen`: such a run was kept only at a longer
name's price (`RUN`, below a line's), the title's space as dear as the name's. Now the name's
spaces are priced as a German name's (`NAME`) and the title's is any space: parted there first."""

from __future__ import annotations

import pytest
from breaks import break_after

from deckctl.export.pdf import linebreak, text
from deckctl.export.pdf.text import fit, line_width

MM = 72 / 25.4
SPACE, RUN, NAME = linebreak.SPACE, linebreak.RUN, linebreak.NAME

CHRISTIANSEN = "Die Firma wurde 1932 vom Tischler Ole Kirk Christiansen im dänischen Billund gegründet."

# (text, a word, the break after it; `# was` where the previous code priced it otherwise)
BREAKS = [
    (CHRISTIANSEN, "Tischler", SPACE),  # was RUN
    (CHRISTIANSEN, "Ole", NAME),  # was RUN
    (CHRISTIANSEN, "Kirk", NAME),  # was RUN
    ("Sein Held Winston Smith schreibt im Wahrheitsministerium die Vergangenheit um.", "Winston", NAME),  # was RUN
    ("Wie viele Goldmedaillen gewann der Schwimmer Michael Phelps insgesamt?", "Michael", NAME),  # was RUN
    ("Welche Autorin erfand den Detektiv Hercule Poirot?", "Detektiv", SPACE),  # was RUN
    # not after a determiner's noun: a longer name as before
    ("Damals schrieb Johann Sebastian Bach viele Kantaten.", "Sebastian", RUN),
    # a word in -s after the title is as often a genitive (`dem Ende Westroms`): no given name
    ("Nach dem Ende Westroms Konstantinopel blieb es bestehen.", "Westroms", RUN),
    # two capitalised words are as often two nouns: no name
    ("Er sah der Flagge Japans lange nach.", "Flagge", SPACE),
]


@pytest.mark.parametrize(("value", "word", "kind"), BREAKS, ids=[f"{case[1]}-{case[0][:24]}" for case in BREAKS])
def test_a_title_and_a_persons_name(value, word, kind):
    assert break_after(value, word, "de") == kind


def test_the_english_name_is_a_title_as_before():
    # (English keeps a run of two or three capitalised words as a short title: no change)
    assert break_after("founded by the carpenter Ole Kirk Christiansen in Billund", "Kirk", "en") == linebreak.KEEP


def test_the_iknow_clue_keeps_the_name_on_one_line():
    # (iKNOW starter, German: a clue in its 44.3 x 16 mm box at 9 pt, as the card sets it)
    text.forget_texts()
    found = fit(CHRISTIANSEN, 44.3 * MM, 15.97 * MM, 9.0, 9.0, "regular", 1.2, 0, 1.0, "de", True)
    assert found.ok and found.size == 9.0, found
    assert any("Ole Kirk Christiansen" in line for line in found.lines), found.lines
    assert all(line_width(line, "regular", 9.0) <= 44.3 * MM for line in found.lines)


def test_a_name_is_parted_rather_than_the_text_set_smaller():
    # (not a no-break rule: in a measure too narrow for the name the text keeps its size)
    width = line_width("Kirk Christiansen im", "regular", 9.0) + 0.5
    text.forget_texts()
    found = fit(CHRISTIANSEN, width, 200.0, 9.0, 7.0, "regular", 1.2, 0, 1.0, "de", True)
    assert found.ok and found.size == 9.0, found
