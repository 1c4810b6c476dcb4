"""A text a translation leaves as written (missing or fuzzy in the catalog: the source text prints)
is typeset in the deck's own language, not the edition's (export/pdf/draw.py
`CardContext.text_language`). The German edition set such an English question by German rules and
hyphenated its words by German patterns, so it printed otherwise than the English edition, which
lint's `text-fits` had checked for it (a translation's untranslated texts are not measured again):
a text the English edition could not fit could print in the German one, its English words broken
where English never breaks them."""

from __future__ import annotations

import io
import shutil

import pytest
from deckfactory import DECKS

from deckctl.export.pdf import text
from deckctl.export.pdf.base import Item
from deckctl.export.pdf.draw import CardContext

CARD = "motor-racing-and-cycling"
MM = 72 / 25.4
QUESTION = "How many Formula One world championships did Michael Schumacher win?"
TRANSLATED = "Wie viele Formel-1-Weltmeistertitel gewann Michael Schumacher?"


@pytest.fixture
def decks(tmp_path, load):
    """(the Wissens-Spektrum starter with one question left untranslated, its German edition)."""
    from deckctl.i18n.apply import localize

    folder = tmp_path / "wissens-spektrum-starter"
    shutil.copytree(DECKS / "wissens-spektrum-starter", folder)
    catalog = folder / "locales" / "de.po"
    po = catalog.read_text(encoding="utf-8")
    entry = f'msgid "{QUESTION}"\nmsgstr "{TRANSLATED}"'
    assert entry in po
    catalog.write_text(po.replace(entry, f'msgid "{QUESTION}"\nmsgstr ""'), encoding="utf-8")
    deck = load(folder)
    return deck, localize(deck, "de")[0]


def _context(deck, language: str) -> CardContext:
    card = next(ref.card for ref in deck.cards if ref.card.id == CARD)
    return CardContext(None, (0.0, 0.0), (63.0, 88.0), 3.0, language, deck, Item(CARD, card), "front")


def test_the_untranslated_text_is_set_in_the_decks_language(decks):
    deck, german = decks
    ctx = _context(german, "de")
    assert ctx.text_language(QUESTION) == "en"
    assert ctx.text_language("Wie viele Weltmeistertitel gewann Sebastian Vettel?") == "de"  # (translated)
    text.forget_texts()
    width = (text.line_width("How many Formula One world champi-", "regular", 7.0) + 0.3) / MM
    english = _context(deck, "en").measure(QUESTION, width, 20.0, 7.0, min_size=7.0)
    assert ctx.measure(QUESTION, width, 20.0, 7.0, min_size=7.0).lines == english.lines


def test_the_german_edition_prints_the_english_question_as_the_english_edition_does(decks):
    from pypdf import PdfReader

    from deckctl.cli.pdf import _options
    from deckctl.export.pdf.document import export_pdf

    deck, german = decks
    printed = {}
    for edition, language in ((deck, "en"), (german, "de")):
        text.forget_texts()
        data = export_pdf(edition, _options(edition), language, only=[CARD])
        page = PdfReader(io.BytesIO(data)).pages[0].extract_text()
        lines = page.splitlines()
        at = next(k for k, line in enumerate(lines) if line.startswith("How many Formula"))
        printed[language] = lines[at:at + 2]
    assert printed["de"] == printed["en"] == ["How many Formula One world champi-",
                                              "onships did Michael Schumacher win?"], printed
