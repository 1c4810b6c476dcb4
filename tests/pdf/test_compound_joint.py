"""A German compound breaks at its joint rather than inside one of its parts where the lines allow
(export/pdf/hyphenation.py `joints`, linebreak.py `INSIDE_PRICE`): the Knowledge? starter printed
`allgemeine Relativi-` / `tätstheorie vorstellte.` where a typesetter breaks `Relativitäts-` /
`theorie`. The joints are told from the compound level of the German patterns, a list of words
and compounds with their joints marked (`relativitäts1theorie`), read as a dictionary: a word
written as the fewest of its words, with a Fugen-s or the like between them, joins them there."""

from __future__ import annotations

import pytest

from deckctl.export.pdf import hyphenation, linebreak, text
from deckctl.export.pdf.text import fit, line_width

MM = 72 / 25.4


@pytest.mark.parametrize(("word", "language", "joint"), [
    ("Relativitätstheorie", "de", 12),  # Relativitäts-theorie (the Fugen-s with the first part)
    ("Wahrheitsministerium", "de", 9),  # Wahrheits-ministerium
    ("Zeichentrickfilmen", "de", 12),  # Zeichentrick-filmen (an ending the list does not write)
    ("Anfangsbuchstabe", "de", 7),
    ("Superkontinent", "de", 5),
    ("Relativitätstheorie", "de-CH", 12),
])
def test_a_compounds_joint_is_known(word, language, joint):
    assert joint in hyphenation.joints(word, language)
    assert joint in hyphenation.points(word, language)


@pytest.mark.parametrize(("word", "language"), [
    ("Christiansen", "de"),  # (a name: no words of the list)
    ("Relativitätstheorie", "en"),  # (English's patterns have no compound level)
    ("championships", "en"),
])
def test_no_joint_where_the_list_has_none(word, language):
    assert hyphenation.joints(word, language) == ()


@pytest.mark.parametrize(("word", "joint"), [
    ("Meeresspiegel", 6),  # Mee-res-s-pie-gel: both points of `s` dropped, the word broke Mee-resspiegel
    ("Universalspender", 9),  # Uni-ver-sal-s-pen-der
    ("Freiheitsstatue", 9),  # Frei-heits-s-ta-tue
    ("Landessprachen", 6),
])
def test_a_joint_beside_a_piece_without_a_vowel_is_kept(word, joint):
    # (of the two points that leave such a piece, the joint is the right one; the other still goes)
    points = hyphenation.points(word, "de")
    assert joint in points and joint + 1 not in points, points


@pytest.mark.parametrize("word", ["Charlotte", "schwarzen", "Grundfarbe"])
def test_shorter_words_and_words_of_no_parts_drop_both_as_before(word):
    # (`Char-lotte` would be a joint of two list pieces: a word under `LONG_WORD` letters is left alone)
    assert hyphenation.points(word, "de") == {"Charlotte": (), "schwarzen": (), "Grundfarbe": (5,)}[word]


def _paragraph(value: str, language: str) -> linebreak.Paragraph:
    return linebreak.paragraph(value, lambda pieces: [text.unit_width(p, "medium") for p in pieces], language, True)


def test_the_points_inside_a_part_are_priced_and_the_joint_is_not():
    par = _paragraph("die allgemeine Relativitätstheorie", "de")
    inside = {par.pieces[k] for k in par.inside}
    assert "täts" not in inside  # (the piece before the joint: `Relativitäts-`)
    assert {"Rela", "ti", "vi"} <= inside, par.pieces


def test_a_word_without_a_joint_among_its_points_is_priced_as_before():
    # (English, and a German word of no known parts: every point a hyphen's price, none more)
    assert not _paragraph("the general championships were over", "en").inside
    assert not _paragraph("mit zusammengewachsenen Augenbrauen", "de").inside


def test_the_knowledge_front_breaks_relativitaetstheorie_at_its_joint():
    # (Knowledge? starter, German: the front's text in its 54 x 61 mm box, grown to 14.25 pt)
    value = ("Der Anfangsbuchstabe des Nachnamens des Physikers, der 1915 die allgemeine "
             "Relativitätstheorie vorstellte.")
    text.forget_texts()
    found = fit(value, 54 * MM, 61 * MM, 14.25, 7.0, "medium", 1.2, 0, 1.0, "de", linebreak.CENTRED)
    assert found.ok and found.size == 14.25, found
    assert "Relativitäts-" in found.lines and "theorie vorstellte." in found.lines, found.lines
    assert all(line_width(line, "medium", 14.25) <= 54 * MM for line in found.lines)


def test_a_word_as_long_as_a_text_may_be_is_looked_through_quickly():
    # (a translated text may be one word of 2,000 letters: its parts are looked for no further
    # than the longest part, so that takes milliseconds, where every end was tried from every start)
    from collections import Counter

    calls = Counter()
    parts = hyphenation._word_parts("de")

    class Counting(frozenset):
        def __contains__(self, item):
            calls["lookups"] += 1
            return frozenset.__contains__(self, item)

    word = ("Donaudampfschifffahrtsgesellschaft" * 60)[:2000]
    original = hyphenation._word_parts
    hyphenation._word_parts = lambda language: Counting(parts)
    try:
        hyphenation.joints.__wrapped__(word, "de")
    finally:
        hyphenation._word_parts = original
    assert calls["lookups"] < 2000 * 40, calls
