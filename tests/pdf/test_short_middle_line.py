"""A short middle line (export/pdf/linebreak.py `even`, `DIP`, `DIP_PRICE`): a line shorter than
both its neighbours by more than a quarter of the measure is priced, so that lines about as even
without such a hole are taken; never in more lines, and never by making another line (the first)
shorter than the shortest was."""

from __future__ import annotations

import pytest

from deckctl.export.pdf import linebreak, text
from deckctl.export.pdf.text import fit, line_width

C = linebreak.CENTRED
# (text, box width, box height, designed size, smallest, weight, grow, hyphenate, language,
#  size set at, lines now, lines before)
CASES = [
    # iKNOW! starter, a clue in its box
    ("He won both the 100 m and the 200 m at three Olympic Games in a row, in 2008, 2012 and 2016.",
     125.575, 48.869, 9.0, 9.0, "regular", 1.0, True, "en", 9.0,
     ("He won both the 100 m and", "the 200 m at three", "Olympic Games in a row,", "in 2008, 2012 and 2016."),
     ("He won both the 100 m and", "the 200 m at three", "Olympic Games in a row, in", "2008, 2012 and 2016.")),
    # the bench corpus's I know! question, grown
    ("In which castle did the lighthouse orchard of Mühlental begin?", 153.071, 167.244, 13.0, 7.0, "medium",
     1.3, C, "en", 17.0, ("In which castle did", "the lighthouse", "orchard of", "Mühlental begin?"),
     ("In which castle", "did the lighthouse", "orchard of", "Mühlental begin?")),
]


def _widths(lines, weight) -> list[float]:
    return [line_width(line, weight, 1.0) for line in lines]


def _deepest(lines, weight) -> float:
    """How much shorter than the shorter of its neighbours the most sunken middle line is (em)."""
    widths = _widths(lines, weight)
    return max((min(widths[k - 1], widths[k + 1]) - widths[k] for k in range(1, len(widths) - 1)), default=0.0)


@pytest.mark.parametrize(("value", "width", "height", "size", "smallest", "weight", "grow", "hyphenate", "language",
                          "set_at", "lines", "before"), CASES, ids=[case[0][:30] for case in CASES])
def test_a_short_middle_line_gives_way_to_as_even_lines(value, width, height, size, smallest, weight, grow,
                                                         hyphenate, language, set_at, lines, before):
    text.forget_texts()
    found = fit(value, width, height, size, smallest, weight, 1.2, 0, grow, language, hyphenate)
    assert found.ok and found.size == set_at and found.lines == lines, found
    assert len(lines) == len(before)
    assert _deepest(lines, weight) < _deepest(before, weight)


def test_a_short_line_is_not_moved_to_the_top():
    # `Which` / `ancient painter` has no short middle line, but a first line shorter than `painter`
    # was: the lines stay (and the text keeps its grown size)
    text.forget_texts()
    found = fit("Which ancient painter chorus stands near Übersee?", 153.071, 167.244, 13.0, 7.0, "medium", 1.2, 0,
                1.3, "en", C)
    assert found.size == 17.0 and found.lines == ("Which ancient", "painter", "chorus stands", "near Übersee?"), found


TEXTS = [
    "Die Farbe des sichtbaren Lichts mit der größten Wellenlänge.",
    "He won both the 100 m and the 200 m at three Olympic Games in a row, in 2008, 2012 and 2016.",
    "Which Canadian physical education teacher invented basketball in the year 1891 in Springfield?",
    "Wie viele davon gehören zu den fünf Großen Seen Nordamerikas und wie heißt der größte von ihnen?",
]


@pytest.mark.parametrize("value", TEXTS)
def test_the_price_never_adds_a_line_nor_shortens_the_shortest(value, monkeypatch):
    language = "de" if "ß" in value or "ö" in value else "en"
    par = linebreak.paragraph(value, lambda pieces: [text.unit_width(p, "regular") for p in pieces], language, True)
    space, hyphen = text.unit_width(" ", "regular"), text.unit_width("-", "regular")
    changed = 0
    for tenth in range(50, 200):
        limit = tenth / 10
        priced = linebreak.even(par, limit, space, hyphen)
        with monkeypatch.context() as patch:
            patch.setattr(linebreak, "_even_without_dips", lambda *args: None)
            plain = linebreak.even(par, limit, space, hyphen)
        if priced == plain:
            continue
        changed += 1
        now, was = linebreak.lines_of(par, priced), linebreak.lines_of(par, plain)
        assert len(now) == len(was), (limit, now, was)
        assert min(_widths(now, "regular")[:-1]) >= min(_widths(was, "regular")[:-1]) - 1e-9, (limit, now, was)
        assert _deepest(now, "regular") < _deepest(was, "regular"), (limit, now, was)
    assert changed < 40, changed  # (most measures have no such line)
