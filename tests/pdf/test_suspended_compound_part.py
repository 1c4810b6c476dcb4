"""The first part of a compound whose second part is left out stays with the word that joins it
to the next where the lines allow (export/pdf/linebreak.py `_suspended_parts`): a line ending in
`Nord-` reads as a word hyphenated there, and the Knowledge? starter printed `gehören zu Nord-` /
`und Mittelamerika.`."""

from __future__ import annotations

import pytest
from breaks import break_after

from deckctl.export.pdf import linebreak, text
from deckctl.export.pdf.text import fit

SPACE, NAME = linebreak.SPACE, linebreak.NAME
MM = 72 / 25.4


@pytest.mark.parametrize(("language", "value", "part", "kind"), [
    ("de", "Sie gehören zu Nord- und Mittelamerika.", "Nord-", NAME),  # was SPACE
    ("de", "Die Anfangsbuchstaben von Vor- und Nachname.", "Vor-", NAME),  # was SPACE
    ("de", "Wie viele Karten hat ein Poker- oder Bridgeblatt?", "Poker-", NAME),  # was SPACE
    ("en", "It happened in pre- and post-war years.", "pre-", NAME),  # was SPACE
    # as before: a word's hyphen before another word, a dash, a join the language does not use
    ("de", "Die Nord- Süd Verbindung ist lang.", "Nord-", SPACE),
    ("de", "Sie kam - und ging.", "-", SPACE),
    ("fr", "Il est pré- et post-opératoire.", "pré-", SPACE),
])
def test_the_break_after_a_suspended_compound_part(language, value, part, kind):
    assert break_after(value, part, language) == kind


def test_the_knowledge_back_keeps_nord_with_und():
    # (the Knowledge? back, German: 10.5 pt grown to 12, centred, in its 54 x 31.5 mm box)
    value = "Peru, Chile und Bolivien. Mexiko und Panama gehören zu Nord- und Mittelamerika."
    text.forget_texts()
    found = fit(value, 54.0 * MM, 31.5 * MM, 12.0, 7.0, "regular", 1.2, 0, 1.0, "de", linebreak.CENTRED)
    assert found.ok and found.size == 12.0, found
    assert not any(line.endswith("Nord-") for line in found.lines), found.lines
    assert break_after("Sie gehören zu Nord- und Mittelamerika.", "zu", "de") == SPACE  # (untouched)
