"""A date's month and year are kept on one line where the lines allow (export/pdf/linebreak.py
`_month_years`): the starter decks printed `on 21 July` / `1969`, `am 3. Oktober` / `1990`, `im
Juni` / `1944`, as if the year began a new thought. The space between a month's name (the
Unicode CLDR's, in the card's language and English) and a year after it is priced as a German
name's (`NAME`): moved where about as even lines allow, never at the price of a smaller text or
an added line (a date may be parted, as DIN 5008 allows, where nothing else fits: `DDR wurden am
3. Oktober` / `1990 wiedervereinigt.` is still so printed, as keeping it takes a fourth line).
A month's name followed by a day (`July 4`) is a date too, and is priced alike."""

from __future__ import annotations

import pytest
from breaks import break_after

from deckctl.export.pdf import linebreak, text
from deckctl.export.pdf.text import fit, line_width

SPACE, KEEP, NAME = linebreak.SPACE, linebreak.KEEP, linebreak.NAME
MM = 72 / 25.4

BREAKS = [
    ("en", "Neil Armstrong stepped onto the Moon on 21 July 1969 during the mission.", "July", NAME),  # was SPACE
    ("en", "It was released in November 1982 and co-produced.", "November", NAME),  # was SPACE
    ("de", "Die DDR wurde am 3. Oktober 1990 aufgelöst.", "Oktober", NAME),  # was SPACE
    ("de", "Die Alliierten landeten im Juni 1944 am D-Day.", "Juni", NAME),  # was SPACE
    ("de", "Es geschah im Dezember 1903, sagt man.", "Dezember", NAME),  # hyphenable, was SPACE
    ("de", "Im Mai 2020 regnete es.", "Mai", NAME),  # was SPACE
    # unchanged: a lowercase word, a number too long for a year, an ordinal and its month (kept),
    # a month that ends a clause
    ("en", "We may 2 times go.", "may", SPACE),
    ("de", "Im Juni 10000 Besucher.", "Juni", SPACE),
    ("de", "Am 21. Juli 1969 landeten sie.", "21.", KEEP),
    ("de", "Es war im Juli, 1969 nicht.", "Juli,", SPACE),
    ("en", "Ask April 1990 questions.", "April", NAME),  # (a name's look-alike: only priced, no harm)
    ("fr", "Il est né en juillet 1969 à Paris.", "juillet", NAME),  # (French writes months in lowercase)
]


@pytest.mark.parametrize(("language", "value", "word", "kind"), BREAKS,
                         ids=[f"{case[0]}-{case[2]}-{case[1][:24]}" for case in BREAKS])
def test_the_break_between_a_month_and_its_year(language, value, word, kind):
    assert break_after(value, word, language) == kind


# Starter texts in their boxes (Knowledge? backs: 10.5 pt grown to 12, centred, 54 x 31.5 mm): each
# parted its date (`im Oktober` / `1492 die Bahamas.`) where as many lines at the same size keep it.
@pytest.mark.parametrize(("value", "language"), [
    ("Christoph Kolumbus segelte von Spanien nach Westen und erreichte im Oktober 1492 die Bahamas.", "de"),
    ("Mit dem Bau der Berliner Mauer wurde im August 1961 begonnen.", "de"),
])
def test_a_starter_date_is_no_longer_parted(value, language):
    text.forget_texts()
    designed = fit(value, 54.0 * MM, 31.5 * MM, 12.0, 7.0, "regular", 1.2, 0, 1.0, language, linebreak.CENTRED)
    assert designed.ok and designed.size == 12.0 and len(designed.lines) == (3 if "Mauer" in value else 4)
    assert not any(line.split()[-1] in ("Oktober", "August") for line in designed.lines[:-1]), designed.lines


def test_greedy_lines_parting_a_month_from_its_year_are_evened():
    words = "Es geschah im Juni 1944 am Strand".split()
    widths = [line_width(w, "regular", 10) for w in words]
    space = line_width(" ", "regular", 10)
    limit = sum(widths[:4]) + 3 * space
    assert not linebreak.greedy_will_do(" ".join(words), words, widths, [4, 3], limit, space, "de")
