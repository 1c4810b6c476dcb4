"""Text fitting and glyph coverage: located errors, never silent clipping; callable without a PDF."""

from __future__ import annotations

import pytest

from deckctl.export.pdf import PdfExportError, PdfOptions, check_fit, export_pdf
from deckctl.export.pdf.text import MIN_READABLE, fit, wrap

LONG = " ".join(["An extraordinarily long-winded question that keeps going"] * 12)


def test_wrap_breaks_at_spaces_and_after_hyphens():
    lines = wrap("a well-known fact about north-east Europe", "regular", 10, 80)
    assert lines and all(line for line in lines)
    assert " ".join(lines).replace("- ", "-").replace("  ", " ")  # nothing lost
    compound = wrap("Donaudampfschifffahrts-gesellschafts-kapitän", "regular", 10, 150)
    assert compound and compound[0].endswith("-")
    assert wrap("Donaudampfschifffahrtsgesellschaftskapitän", "regular", 10, 80) is None  # no break point


def test_fit_shrinks_before_it_gives_up():
    roomy = fit("Short text.", 200, 100, 12)
    assert roomy.ok and roomy.size == 12
    tight = fit("A text that needs two lines at twelve points in this box.", 150, 20, 12)
    assert tight.ok and MIN_READABLE <= tight.size < 12
    hopeless = fit(LONG, 100, 20, 12)
    assert not hopeless.ok and hopeless.size == MIN_READABLE


def overflowing_deck(make_deck, load):
    cards = f"""\
- id: fine
  category: number
  front: How many?
  back: Three.
  value: 3
- id: too-long
  category: number
  front: How many?
  back: >-
    {LONG} {LONG[:300]}
  value: 3
"""
    return load(make_deck("knowledge", cards=cards))


def test_overflow_is_a_located_error(make_deck, load):
    deck = overflowing_deck(make_deck, load)
    diagnostics = check_fit(deck, PdfOptions())
    assert len(diagnostics) == 1
    d = diagnostics[0]
    assert d.is_error and d.code == "text-overflow" and d.card_id == "too-long"
    assert d.file.endswith("cards.yaml") and d.line == 9  # the `back:` line of the second card
    assert d.extra == {"deck": "test-deck", "field": "back", "language": "en", "side": "back"}
    assert "[en, " in d.message and d.extra["field"] in d.message


def test_export_refuses_to_clip(make_deck, load):
    deck = overflowing_deck(make_deck, load)
    with pytest.raises(PdfExportError) as caught:
        export_pdf(deck, PdfOptions())
    assert [d.card_id for d in caught.value.diagnostics] == ["too-long"]


@pytest.mark.parametrize("char", ["☃", "漢", "\U0001F600"])
def test_a_character_the_font_lacks_is_named(make_deck, load, char):
    cards = f"""\
- id: snowman
  subject: science
  level: B
  question: What is this {char}?
  answer: Something
"""
    deck = load(make_deck("i-know", cards=cards))
    diagnostics = check_fit(deck)
    assert len(diagnostics) == 1
    d = diagnostics[0]
    assert d.code == "unsupported-character" and d.card_id == "snowman"
    assert f"`{char}`" in d.message and f"U+{ord(char):04X}" in d.message
    assert d.line == 4 and d.extra["field"] == "question"


def test_greek_and_cyrillic_are_drawn(make_deck, load):
    cards = """\
- id: alphabets
  subject: language-arts
  level: D
  question: Wie heißt „Ωμέγα“ und was bedeutet „Здравствуйте“? Ærø, Łódź, Đà Nẵng, İstanbul.
  answer: Omega; Guten Tag
"""
    deck = load(make_deck("i-know", cards=cards))
    assert check_fit(deck) == []
    assert export_pdf(deck, PdfOptions()).startswith(b"%PDF")


def test_unicode_line_separators_break_lines(make_deck, load):
    cards = '- id: sky\n  category: colour\n  front: "The colour\u2028of the sky.\u2029Look up."\n  back: Blue.\n  value: blue\n'
    deck = load(make_deck("knowledge", cards=cards))
    assert check_fit(deck) == []
    assert fit("The colour\u2028of the sky.", 500, 100, 10).lines == ("The colour", "of the sky.")
    assert export_pdf(deck, PdfOptions()).startswith(b"%PDF")


def test_soft_hyphens_are_invisible_unless_a_line_breaks_there():
    word = "Donau\u00addampf\u00adschiff\u00adfahrts\u00adgesellschaft"
    assert fit(word + " ist lang", 500, 100, 10).lines == ("Donaudampfschifffahrtsgesellschaft ist lang",)
    assert wrap(word + " ist lang", "regular", 10, 500) == ["Donaudampfschifffahrtsgesellschaft ist lang"]
    lines = wrap(word, "regular", 10, 80)
    assert lines and len(lines) > 1 and "\u00ad" not in "".join(lines)
    assert all(line.endswith("-") for line in lines[:-1]) and not lines[-1].endswith("-")
    assert "".join(line[:-1] for line in lines[:-1]) + lines[-1] == word.replace("\u00ad", "")


def test_no_break_spaces_keep_words_together():
    width = 155.0  # room for "... la France" but not for " ?" after it
    assert wrap("Quelle est la capitale de la France ?", "regular", 10, width)[-1] == "?"
    lines = wrap("Quelle est la capitale de la France\u00a0?", "regular", 10, width)
    assert lines == ["Quelle est la capitale de la", "France\u00a0?"]
