"""A capitalised compound whose part after the hyphen is lowercase (`Canadian-born`,
`French-speaking`, German `UNESCO-geschützte`) is an adjective or a noun, not a name's word
(export/pdf/linebreak.py `_capital_word`): it makes no short title with a capitalised word beside
it (`Which Canadian-born` was one, its space and hyphen kept), and in German the word after it is
hyphenated as any noun. Names stay whole: `Anglo-Saxon`, `Jean-Paul Sartre`, and a number in a
title (`Ninety-five Theses`)."""

from __future__ import annotations

import pytest

from deckctl.export.pdf import linebreak, text
from deckctl.export.pdf.text import fit

NAISMITH = "Which Canadian-born physical education teacher invented basketball in 1891?"  # I know! starter
S, E, H = linebreak.SPACE, linebreak.EXPLICIT, linebreak.HELD

# (language, text, piece, the break after it)
BREAKS = [
    ("en", NAISMITH, "Which", S),
    ("en", NAISMITH, "Canadian-", E),
    ("en", "Which French-speaking city is the largest?", "French-", E),
    ("en", "Which Spanish-born painter co-founded Cubism?", "Which", S),
    ("en", "Which Spanish-born painter co-founded Cubism?", "Spanish-", E),
    ("en", "Which English-speaking country lies furthest south?", "English-", E),
    # names and titles, as before
    ("en", "Who began the Anglo-Saxon Chronicle?", "Anglo-", H),
    # (a name's word alone breaks at its hyphen as any word does: `Which Anglo-Saxon` was kept as a
    # title, a sentence's first word taken for a name's, test_sentence_first_word.py)
    ("en", "Which Anglo-Saxon king was called Alfred?", "Anglo-", E),
    ("en", "The physicist Jean-Paul Sartre wrote books.", "Jean-", H),
    ("en", "Who wrote Nineteen Eighty-Four in 1948?", "Eighty-", H),
    ("en", "It began when Martin Luther published his Ninety-five Theses.", "Ninety-", H),
    ("en", "It began when Martin Luther published his Ninety-five Theses.", "his", S),
]


def _paragraph(value: str, language: str) -> linebreak.Paragraph:
    return linebreak.paragraph(value, lambda pieces: [text.unit_width(p, "regular") for p in pieces], language, True)


@pytest.mark.parametrize(("language", "value", "piece", "kind"), BREAKS)
def test_a_lowercase_compound_is_no_names_word(language, value, piece, kind):
    par = _paragraph(value, language)
    assert par.breaks[par.pieces.index(piece)] == kind, list(zip(par.pieces, par.breaks))


# (text, the word after a compound, its first piece once hyphenated)
GERMAN = [
    ("Welche UNESCO-geschützte Altstadt liegt an der Donau?", "Altstadt", "Alt"),
    ("Die Physik-begeisterte Schülerin gewann.", "Schülerin", "Schü"),
]


@pytest.mark.parametrize(("value", "word", "first"), GERMAN)
def test_german_the_noun_after_a_lowercase_compound_is_hyphenated_as_any_noun(value, word, first):
    par = _paragraph(value, "de")
    assert word not in par.pieces and first in par.pieces, par.pieces
    # (a capitalised word beside another is still taken for a name: `Johann Sebastian Bach`)
    assert "Sebastian" in _paragraph("Die Kantaten von Johann Sebastian Bach sind berühmt.", "de").pieces


def test_the_starter_question_grows_with_its_kind_and_is_not_shrunk_for_a_name():
    text.forget_texts()
    # its card: a 153 x 167 pt box, 13 pt grown up to 1.3 (17 pt, where nearly all its deck's questions print)
    card = fit(NAISMITH, 153.071, 167.244, 13.0, 7.0, "medium", 1.2, 0, 1.3, "en", linebreak.CENTRED)
    assert card.ok and card.size == 17.0 and card.lines[0] == "Which Canadian-", card  # (was 15 pt)
    # a box narrower than `Which Canadian-born`: set at its size, not smaller to keep a "title" whole
    narrow = fit(NAISMITH, 120, 300, 13.0, 7.0, "medium", 1.2, 0, 1.0, "en", linebreak.CENTRED)
    assert narrow.ok and narrow.size == 13.0, narrow  # (was 11.5 pt)
