"""A long German word is not hyphenated before its last three letters (export/pdf/hyphenation.py
`RIGHT_IN_LONG`): in a compound they are an ending, never the joint, and the next line started
with what reads as a word of its own. The starter decks printed `Tulpenfel-` / `der und
Windmühlen`, `Zeichentrickfil-` / `men`, `zusammengewachse-` / `nen`, `gemeinsa-` / `mes`; with
four letters kept after a break they print `Tulpen-` / `felder`, `Zeichentrick-` / `filmen`."""

from __future__ import annotations

import pytest

from deckctl.export.pdf import hyphenation, text
from deckctl.export.pdf.text import fit, line_width


@pytest.mark.parametrize(("word", "language", "last"), [
    ("Tulpenfelder", "de", 6),  # Tul-pen-fel-der: was 9
    ("Zeichentrickfilmen", "de", 12),  # ...-trick-fil-men: was 15
    ("gemeinsames", "de", 6),  # ge-mein-sa-mes: was 8
    ("Tulpenfelder", "de-CH", 6),
])
def test_a_long_german_word_keeps_four_letters_after_its_last_break(word, language, last):
    assert max(hyphenation.points(word, language)) == last


@pytest.mark.parametrize(("word", "language"), [
    ("Eisbären", "de"),  # (shorter than `LONG_WORD`: three letters, as before)
    ("championships", "en"),  # (English keeps three)
])
def test_shorter_words_and_other_languages_keep_three(word, language):
    points = hyphenation.points(word, language)
    assert points and max(points) <= len(word) - hyphenation.RIGHT


def test_the_you_know_it_question_breaks_at_the_compounds_joint():
    # (You Know It! question, German: 7.5 pt in its box)
    value = "Welches Land ist für seine Tulpenfelder und Windmühlen berühmt?"
    width = line_width("Welches Land ist für seine Tulpenfel-", "regular", 7.5) + 0.5
    text.forget_texts()
    found = fit(value, width, 40.0, 7.5, 7.0, "regular", 1.2, 0, 1.0, "de", True)
    assert found.ok and found.size == 7.5, found
    assert found.lines[0].endswith("Tulpen-"), found.lines
