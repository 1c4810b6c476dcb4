"""A number is kept with the word that counts it (`54 Quadratmeter`, `3 km`), not with a small
word of the sentence after it (export/pdf/linebreak.py `_counts`): in `Dieses Festival von 1969
wurde zum Symbol` the year counts nothing, and keeping it with `wurde` set the I know! clue
`Dieses Festival von` / `1969 wurde zum Symbol der` / `Hippie-Gegenkultur.`. A year or a count
followed by an article, pronoun, preposition, conjunction or auxiliary (the language's common
first words of a sentence, lowercase) may end a line as any word may; one followed by such a word
and another number (`1837 to 1901`) or a partitive (`18 of them`) is kept as before."""

from __future__ import annotations

import pytest
from breaks import break_after

from deckctl.export.pdf import linebreak, text
from deckctl.export.pdf.text import fit

MM = 72 / 25.4

SPACE, KEEP = linebreak.SPACE, linebreak.KEEP

BREAKS = [
    ("de", "Dieses Festival von 1969 wurde zum Symbol.", "1969", SPACE),  # was KEEP
    ("de", "Die Firma wurde 1932 vom Tischler gegründet.", "1932", SPACE),  # was KEEP
    ("de", "Sie wurde 1867 in Warschau geboren.", "1867", SPACE),  # was KEEP
    ("en", "It was stolen in 1911 by a painter.", "1911", SPACE),  # was KEEP
    ("en", "In 1994 he became president.", "1994", SPACE),  # was KEEP
    ("de", "Sie kam am 3. des Monats.", "3.", SPACE),  # an ordinal too: was KEEP
    # kept, as before: a number and what it counts (a noun, a unit, an adjective and noun), an
    # ordinal and its month, a capitalised small word (a noun in German, or a sentence's start)
    ("de", "Die Fläche misst 54 Quadratmeter.", "54", KEEP),
    ("en", "It is 3 km long.", "3", KEEP),
    ("en", "There are 3 small dogs.", "3", KEEP),
    ("de", "Am 21. Juli landeten sie.", "21.", KEEP),
    ("de", "Es sind 3 Die und 2 Das.", "3", KEEP),
    ("fr", "Il y a 3 de plus.", "3", KEEP),  # (no list of small words for French: as before)
    # a small word that joins two numbers (a range or a pair written out), and a partitive
    ("en", "Which queen reigned from 1837 to 1901?", "1837", KEEP),
    ("de", "Es kennt nur die Ziffern 0 und 1.", "0", KEEP),
    ("de", "Am 3. und 4. Mai.", "3.", KEEP),
    ("en", "He spent 27 years in prison, 18 of them on an island.", "18", KEEP),
]


@pytest.mark.parametrize(("language", "value", "word", "kind"), BREAKS,
                         ids=[f"{case[0]}-{case[2]}-{case[1][:24]}" for case in BREAKS])
def test_the_break_after_a_number(language, value, word, kind):
    assert break_after(value, word, language) == kind


# The I know! clue (iknow-starter, de): 9 pt in its 44.3 mm wide box, as the export sets it.
def test_a_year_no_longer_drags_the_next_word_to_a_long_middle_line():
    text.forget_texts()
    found = fit("Dieses Festival von 1969 wurde zum Symbol der Hippie-Gegenkultur.", 44.3 * MM, 40.0, 9.0, 7.0,
                "regular", 1.2, 0, 1.0, "de", True)
    assert found.ok and found.size == 9.0
    assert found.lines[0].endswith("1969"), found.lines


def test_greedy_lines_ending_in_a_year_before_a_small_word_are_taken():
    # (the quick path agrees with the rules: a line may end in `1969` before `wurde`)
    words = "Dieses Festival von 1969 wurde zum Symbol".split()
    widths = [text.unit_width(w, "regular") * 10 for w in words]
    space = text.unit_width(" ", "regular") * 10
    limit = sum(widths[:4]) + 3 * space
    assert linebreak.greedy_will_do(" ".join(words), words, widths, [4, 3], limit, space, "de")
    assert not linebreak.greedy_will_do("Es misst 1969 Meter", ["Es", "misst", "1969", "Meter"], widths[:4], [3, 1],
                                        sum(widths[:3]) + 2 * space, space, "de")
