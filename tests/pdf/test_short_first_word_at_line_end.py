"""A sentence's short first word at a line's end (export/pdf/linebreak.py `_short_openers`): `Only
the Pacific. The` / `Mediterranean` reads on into a sentence the line barely starts. The space
after such a word (at most `SHORT_OPENER` letters, not the text's first) is priced as a longer
name's (`RUN`): evening moves the word down where the lines allow, never at the price of a smaller
text, an added line or a widow."""

from __future__ import annotations

import pytest
from breaks import break_after

from deckctl.export.pdf import linebreak, text
from deckctl.export.pdf.text import fit, line_width

SPACE, KEEP, RUN = linebreak.SPACE, linebreak.KEEP, linebreak.RUN
PACIFIC = "Only the Pacific. The Mediterranean, the Caribbean, the Baltic and the Red Sea are seas."


BREAKS = [
    ("en", PACIFIC, "The", RUN),  # was SPACE
    ("en", "It rained. In the end we stayed home.", "In", RUN),  # was SPACE
    ("de", "Er fließt bis zum Ende. Der Fluss ist lang.", "Der", RUN),  # was SPACE
    ("de", "Keinen einzigen. Die Venus hat keinen Mond.", "Die", RUN),  # was SPACE
    ("en", "It rained. Then the sun came out.", "Then", RUN),  # four letters: was SPACE
    ("de", "Nicht gerannt! Gehe 1 Feld zurück.", "Gehe", RUN),  # was SPACE
    # unchanged: the text's first word (a line of it alone is priced already), a longer first word,
    # a short capitalised word inside a sentence, one letter (kept as ever)
    ("en", "The Mediterranean is a sea.", "The", SPACE),
    ("en", "It rained. Where the sun came out, we went.", "Where", SPACE),
    ("de", "Der Tafeldienst. Setze einmal aus.", "Setze", SPACE),
    ("en", "We met the UN and left.", "UN", SPACE),
    ("en", "It rained. A storm came.", "A", KEEP),
]


@pytest.mark.parametrize(("language", "value", "word", "kind"), BREAKS,
                         ids=[f"{case[0]}-{case[2]}-{case[1][:20]}" for case in BREAKS])
def test_the_break_after_a_sentences_short_first_word(language, value, word, kind):
    assert break_after(value, word, language) == kind


# (the Knowledge starter's back: 12 pt grown from 10.5 in its box, centred)
@pytest.mark.parametrize(("value", "language", "width", "size", "grow", "lines"), [
    (PACIFIC, "en", 153.0708661417323, 10.5, 1.15,
     ("Only the Pacific.", "The Mediterranean, the", "Caribbean, the Baltic and", "the Red Sea are seas.")),
])
def test_a_starter_text_no_longer_ends_a_line_in_the_next_sentences_first_word(value, language, width, size, grow,
                                                                                lines):
    text.forget_texts()
    found = fit(value, width, 89.29133858267717, size, 7.0, "regular", 1.2, 0, grow, language, "centred")
    assert found.ok and found.size == 12.0 and found.lines == lines, found


# I know! square texts (16.25 pt grown from 12.5, medium, centred) and a Knowledge? back, in their
# boxes: each ended a line in the next sentence's first word of four letters, at the same size.
@pytest.mark.parametrize(("value", "language", "box", "size", "weight", "lines"), [
    ("Picture day! You wait in line for the photographer. Miss 1 turn.", "en", (147.40157480314963, 127.55905511811025),
     16.25, "medium", ("Picture day!", "You wait in line for", "the photographer.", "Miss 1 turn.")),
    ("Auf dem Flur wird nicht gerannt! Gehe 1 Feld zurück, diesmal im Schritt.", "de",
     (147.40157480314963, 127.55905511811025), 16.25, "medium",
     ("Auf dem Flur wird", "nicht gerannt!", "Gehe 1 Feld zurück,", "diesmal im Schritt.")),
    ("Deine Lehrerin will, dass du Versäumtes nachholst. Gehe direkt in den Lernraum. Kein Passierschein-Bonus "
     "unterwegs.", "de", (147.40157480314963, 127.55905511811025), 14.25, "medium",
     ("Deine Lehrerin will,", "dass du Versäumtes", "nachholst. Gehe direkt", "in den Lernraum.", "Kein Passierschein-",
      "Bonus unterwegs.")),
    ("Der Mount Everest an der Grenze zwischen Nepal und China ist der höchste Gipfel über dem Meeresspiegel. Ohne "
     "„Mount“ beginnt sein Name mit E.", "de", (153.0708661417323, 89.29133858267717), 10.5, "regular",
     ("Der Mount Everest an der", "Grenze zwischen Nepal und", "China ist der höchste Gipfel", "über dem Meeresspiegel.",
      "Ohne „Mount“ beginnt sein", "Name mit E.")),
])
def test_a_four_letter_first_word_moves_down_too(value, language, box, size, weight, lines):
    text.forget_texts()
    found = fit(value, *box, 12.5 if weight == "medium" else 10.5, 7.0, weight, 1.2, 0, 1.3, language, "centred")
    assert found.ok and found.size == size and found.lines == lines, found  # (the same size and count as before)


@pytest.mark.parametrize(("value", "language", "first"), [
    (PACIFIC, "en", "Only the Pacific. The"),
    ("Der Rhein fließt bis zum Ende. Der Fluss mündet in die Nordsee.", "de", "Der Rhein fließt bis zum Ende. Der"),
])
def test_the_first_word_moves_down_where_the_lines_allow(value, language, first):
    # a measure that the greedy first line fills to the end of `first`, as long as it needs
    width = line_width(first, "regular", 10.0) + 1
    text.forget_texts()
    greedy = text.wrap(value, "regular", 10.0, width)
    found = fit(value, width, 300.0, 10.0, language=language)
    assert greedy[0] == first
    assert found.ok and found.size == 10.0 and len(found.lines) == len(greedy), found
    assert not found.lines[0].endswith((" The", " Der")), found.lines
    assert len(found.lines[-1].split()) > 1, found.lines  # (no widow for it)


def test_kept_on_the_line_where_moving_it_down_would_add_a_line():
    value = "Only the Pacific. The Mediterranean too."
    width = max(line_width("Only the Pacific. The", "regular", 10.0), line_width("Mediterranean too.", "regular", 10.0)) + 1
    assert line_width("The Mediterranean too.", "regular", 10.0) > width  # (moved down: three lines)
    text.forget_texts()
    found = fit(value, width, 300.0, 10.0, language="en")
    assert found.ok and found.size == 10.0 and found.lines == ("Only the Pacific. The", "Mediterranean too."), found
