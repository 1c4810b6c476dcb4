"""Even lines (export/pdf/linebreak.py `even`): a last line of one long word is a short last line,
not a widow, so the breaker no longer leaves a middle line far shorter than its neighbours to
avoid it. The cases are texts of the starter decks, in the boxes and sizes their cards set them
in (`grow` as the deck grows them), with the lines they printed before."""

from __future__ import annotations

import pytest

from deckctl.export.pdf import linebreak, text
from deckctl.export.pdf.text import fit, line_width

C = linebreak.CENTRED
# (language, text, weight, designed size, box width, box height, grow, hyphenate, size set at,
#  lines now, lines before)
CASES = [
    ("de", "Die Farbe des sichtbaren Lichts mit der größten Wellenlänge.", "medium", 12.5, 153.071, 172.913, 1.15, C,
     14.25, ("Die Farbe des", "sichtbaren Lichts", "mit der größten", "Wellenlänge."),
     ("Die Farbe des", "sichtbaren", "Lichts mit der", "größten Wellenlänge.")),
    ("de", "Die Namen der drei Töne eines a-Moll-Akkords.", "medium", 12.5, 153.071, 172.913, 1.15, C,
     14.25, ("Die Namen der", "drei Töne eines", "a-Moll-Akkords."),
     ("Die Namen", "der drei Töne", "eines a-Moll-Akkords.")),
    ("de", "Gehe zu: Krankenzimmer", "bold", 16.0, 147.402, 127.559, 1.0, C,
     16.0, ("Gehe zu:", "Krankenzimmer"), ("Gehe", "zu: Krankenzimmer")),
    ("de", "Wie viele davon gehören zu den fünf Großen Seen Nordamerikas?", "medium", 11.5, 153.071, 72.624, 1.0, C,
     11.5, ("Wie viele davon gehören", "zu den fünf Großen Seen", "Nordamerikas?"),
     ("Wie viele davon", "gehören zu den fünf", "Großen Seen Nordamerikas?")),
    ("de", "Wer entwickelte die allgemeine Relativitätstheorie?", "regular", 7.5, 128.976, 27.78, 1.0, True,
     7.5, ("Wer entwickelte die allgemeine", "Relativitätstheorie?"),
     ("Wer entwickelte die", "allgemeine Relativitätstheorie?")),
    ("de", "Sie prägte das Wort „Radioaktivität“.", "regular", 9.0, 125.575, 27.269, 1.0, True,
     9.0, ("Sie prägte das Wort", "„Radioaktivität“."), ("Sie prägte das", "Wort „Radioaktivität“.")),
    # (a size larger: at 17 pt `BEAUTIFUL`-like spellings no longer strand a word, so the step is taken)
    ("en", "Which is the correct spelling: SEPERATE, SEPARATE or SEPARETE?", "medium", 13.0, 153.071, 167.244, 1.3, C,
     17.0, ("Which is the correct", "spelling: SEPERATE,", "SEPARATE or", "SEPARETE?"),
     ("Which is the", "correct spelling:", "SEPERATE, SEPARATE", "or SEPARETE?")),
]


@pytest.mark.parametrize(("language", "value", "weight", "size", "width", "height", "grow", "hyphenate", "set_at",
                          "lines", "before"), CASES, ids=[case[1][:30] for case in CASES])
def test_no_middle_line_is_left_short_to_keep_a_long_last_word_company(language, value, weight, size, width, height,
                                                                        grow, hyphenate, set_at, lines, before):
    text.forget_texts()
    found = fit(value, width, height, size, 7.0, weight, 1.2, 0, grow, language, hyphenate)
    assert found.ok and found.size == set_at and found.lines == lines, found
    # never in more lines than before; the last word alone is more than half the measure
    assert len(found.lines) <= len(before)
    if " " not in lines[-1]:
        assert line_width(lines[-1], weight, found.size) >= linebreak.RUNT * width


def _even(value: str, width_em: float) -> list[str]:
    """`linebreak.even`'s lines for `value` (German, regular, whole words) in a measure of `width_em`."""
    par = linebreak.paragraph(value, lambda pieces: [text.unit_width(p, "regular") for p in pieces], "de", False)
    space, hyphen = text.unit_width(" ", "regular"), text.unit_width("-", "regular")
    return linebreak.lines_of(par, linebreak.even(par, width_em, space, hyphen))


WAVE = "Die Farbe des sichtbaren Lichts mit der größten Wellenlänge."


# (the share of the measure its last word `Wellenlänge.` takes, the lines): a widow below `RUNT`,
# a short last line above it, which the lines above no longer bend to avoid
@pytest.mark.parametrize(("share", "lines"), [
    (0.49, ["Die Farbe des sichtbaren", "Lichts mit der", "größten Wellenlänge."]),
    (0.51, ["Die Farbe des sichtbaren", "Lichts mit der größten", "Wellenlänge."]),  # (was as at 0.49)
    (0.6, ["Die Farbe des", "sichtbaren Lichts", "mit der größten", "Wellenlänge."]),  # (was `sichtbaren` alone)
])
def test_a_last_word_is_a_widow_below_half_the_measure_only(share, lines):
    assert linebreak.RUNT == 0.5
    assert _even(WAVE, text.unit_width("Wellenlänge.", "regular") / share) == lines
