"""A one-letter word keeps to the word after it also where a quotation mark or a bracket opens
before it (export/pdf/linebreak.py `_one_letter_word`): the I know! spelling card printed `Spell
the word` / `NECESSARY, as in “A` / `coat is necessary` / `in winter.”`, the line ending in the
quote's first word, an article, as no line ends in `a`."""

from __future__ import annotations

import pytest
from breaks import break_after

from deckctl.export.pdf import linebreak, text
from deckctl.export.pdf.text import fit

SPACE, KEEP = linebreak.SPACE, linebreak.KEEP
MM = 72 / 25.4

BREAKS = [
    ("en", "Spell it, as in “A coat is necessary in winter.”", "“A", KEEP),  # was SPACE
    ("en", "He said “I can jump high.”", "“I", KEEP),  # was SPACE
    ("en", "DC in Roman numerals (D for 500 plus C for 100).", "(D", KEEP),  # was SPACE
    ("de", "Ziffern DC (D für 500 und C für 100).", "(D", KEEP),  # was SPACE
    ("de", "Er sagte „A und B sind beide richtig“.", "„A", KEEP),  # was SPACE
    # as before: a lone letter kept, a letter the quote closes on, a two-letter word, a number
    ("en", "Can you name a river?", "a", KEEP),
    ("en", "The letter “A” comes first.", "“A”", SPACE),
    ("en", "Spell it, as in “An apple a day.”", "“An", SPACE),
    ("en", "Its sum (5 is odd) is right.", "(5", SPACE),
]


@pytest.mark.parametrize(("language", "value", "word", "kind"), BREAKS,
                         ids=[f"{case[0]}-{case[2]}-{case[1][:24]}" for case in BREAKS])
def test_the_break_after_a_one_letter_word(language, value, word, kind):
    assert break_after(value, word, language) == kind


# The I know! spelling card (i-know-starter, en): 13 pt grown to 17, medium, centred, in its 54 x 59 mm box.
def test_the_spelling_card_no_longer_ends_a_line_in_the_quotes_article():
    text.forget_texts()
    found = fit("Spell the word NECESSARY, as in “A coat is necessary in winter.”", 54.0 * MM,
                59.0 * MM, 13.0, 7.0, "medium", 1.2, 0, 1.3, "en", linebreak.CENTRED)
    assert found.ok
    assert not any(line.endswith("“A") for line in found.lines), found.lines


def test_greedy_lines_ending_in_a_quoted_one_letter_word_are_not_taken():
    words = "as in “A coat is".split()
    widths = [text.unit_width(w, "regular") * 10 for w in words]
    space = text.unit_width(" ", "regular") * 10
    limit = sum(widths[:3]) + 2 * space
    assert not linebreak.greedy_will_do(" ".join(words), words, widths, [3, 2], limit, space, "en")
