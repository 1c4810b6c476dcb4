"""A translation that prints a card's source text (no entry, an empty one, a fuzzy one) says so on
the card: its picture looked translated to nobody but the translator who knew the text."""

from __future__ import annotations

import re

from deckfactory import VALID_CARDS, write_deck
from proofpage import read


def _blank_translation(catalog, msgid: str) -> None:
    text = catalog.read_text(encoding="utf-8")
    start = text.index(f'msgid "{msgid}"\n')
    entry_end = text.index("\n\n", start) if "\n\n" in text[start:] else len(text)
    msgstr = text.index("msgstr", start)
    catalog.write_text(text[:msgstr] + 'msgstr ""' + text[entry_end:], encoding="utf-8")


def test_missing_and_fuzzy_translations_are_noted_and_marked_on_the_translation(tmp_path, cli):
    deck = write_deck(tmp_path, "knowledge")
    assert cli("i18n", "pseudo", deck).exit_code == 0  # every text translated: as French, for the test
    (deck / "locales" / "en-XA.po").rename(deck / "locales" / "fr.po")
    first, second = re.findall(r"^  front: (.+)$", VALID_CARDS["knowledge"], re.M)[:2]
    _blank_translation(deck / "locales" / "fr.po", first)
    cards = deck / "cards" / "cards.yaml"
    cards.write_text(cards.read_text(encoding="utf-8").replace(second, second + " Quickly."), encoding="utf-8")

    result = cli("proof", deck, "--out", tmp_path / "site", "-j", "1", cwd=tmp_path)
    assert result.exit_code == 0, result.stderr  # (notes, not findings that fail the proof)
    assert "texts printed untranslated on 2 cards in fr: noted on them" in result.stderr
    page = read(tmp_path / "site" / "index.html")
    noted = {card.id: [f for f in card.findings if f["data-rule"].endswith("-translation")] for card in page.cards}
    first_card, second_card = page.cards[0], page.cards[1]
    assert [f["data-rule"] for f in noted[first_card.id]] == ["missing-translation"]
    assert [f["data-rule"] for f in noted[second_card.id]] == ["fuzzy-translation"]
    assert all(not notes for card_id, notes in noted.items() if card_id not in (first_card.id, second_card.id))
    for card, (note,) in ((first_card, noted[first_card.id]), (second_card, noted[second_card.id])):
        assert note["data-lang"] == "fr" and note["data-severity"] == "info"
        # The box is on the translation's front, where the source text is printed, not on the deck's own.
        marked = [(p.language, p.side) for p in card.pictures if any(m["data-finding"] == note["id"] for m in p.marks)]
        assert marked == [("fr", "front")]
    assert first_card.pictures[2].alt.endswith(first)  # (printed in the deck's own language)
    html = (tmp_path / "site" / "index.html").read_text(encoding="utf-8")
    assert "; texts printed untranslated on 2 cards in fr</p>" in html
    assert "front: it has no translation; the fr card prints the en text" in html
    # (the second's entry is not flagged: its source changed since, which i18n update marks)
    assert "front: its translation was made for an earlier source text; the fr card prints the en text" in html
    assert "run <code>deckctl i18n update</code>" in html  # (its backticks as code on the page)


def test_the_pseudo_locale_out_of_date_says_to_write_it_again(tmp_path, cli):
    """en-XA is written by `deckctl i18n pseudo`, never edited: a text it does not translate any
    more (a changed front, a card added) is out of date, and the note says to write it again, not
    to run `i18n update` or remove a `fuzzy` flag (it has none)."""
    deck = write_deck(tmp_path, "knowledge")
    assert cli("i18n", "pseudo", deck).exit_code == 0
    first, second = re.findall(r"^  front: (.+)$", VALID_CARDS["knowledge"], re.M)[:2]
    _blank_translation(deck / "locales" / "en-XA.po", first)
    cards = deck / "cards" / "cards.yaml"
    cards.write_text(cards.read_text(encoding="utf-8").replace(second, second + " Quickly."), encoding="utf-8")

    result = cli("proof", deck, "--out", tmp_path / "site", "-j", "1", cwd=tmp_path)
    assert result.exit_code == 0, result.stderr
    page = read(tmp_path / "site" / "index.html")
    noted = {card.id: [f["data-rule"] for f in card.findings if f["data-rule"].endswith("-translation")]
             for card in page.cards}
    assert noted[page.cards[0].id] == noted[page.cards[1].id] == ["out-of-date-translation"]
    html = (tmp_path / "site" / "index.html").read_text(encoding="utf-8")
    assert html.count("front: the deck changed since its pseudo-translation was made; the en-XA card prints the "
                      "en text") >= 2
    assert "run <code>deckctl i18n pseudo deck</code> again" in html
    assert "i18n update" not in html and "`fuzzy`" not in html and "translation is fuzzy" not in html


def test_a_fully_translated_deck_has_no_notes(tmp_path, cli):
    deck = write_deck(tmp_path, "knowledge")
    assert cli("i18n", "pseudo", deck).exit_code == 0
    result = cli("proof", deck, "--out", tmp_path / "site", "-j", "1", cwd=tmp_path)
    assert result.exit_code == 0 and "untranslated" not in result.stderr
    html = (tmp_path / "site" / "index.html").read_text(encoding="utf-8")
    assert "-translation" not in html and "untranslated" not in html


def test_a_catalog_that_cannot_be_read_is_noted_on_every_card(tmp_path, cli):
    """A catalog that does not parse gives the deck back untranslated: every picture in that
    language printed the source text, and only the catalog's error, at the deck's head, said why."""
    deck = write_deck(tmp_path, "knowledge")
    assert cli("i18n", "pseudo", deck).exit_code == 0
    with (deck / "locales" / "en-XA.po").open("a", encoding="utf-8") as catalog:
        catalog.write('msgid "broken\n')
    result = cli("proof", deck, "--out", tmp_path / "site", "-j", "1", cwd=tmp_path)
    assert result.exit_code == 1  # (the catalog's error)
    page = read(tmp_path / "site" / "index.html")
    assert page.cards and all(
        [(f["data-rule"], f["data-lang"]) for f in card.findings if f["data-rule"].endswith("-translation")]
        == [("missing-translation", "en-XA")] for card in page.cards)
    assert f"texts printed untranslated on {len(page.cards)} cards in en-XA: noted on them" in result.stderr


def test_the_summary_counts_each_language_apart(tmp_path, cli):
    """Every card printed untranslated in two languages: the summary said `2n cards with texts
    printed untranslated` of a deck of n cards, more cards than the deck has."""
    deck = write_deck(tmp_path, "knowledge")
    assert cli("i18n", "pseudo", deck).exit_code == 0
    with (deck / "locales" / "en-XA.po").open("a", encoding="utf-8") as catalog:
        catalog.write('msgid "broken\n')
    (deck / "locales" / "fr.po").write_bytes((deck / "locales" / "en-XA.po").read_bytes())
    result = cli("proof", deck, "--out", tmp_path / "site", "-j", "1", cwd=tmp_path)
    cards = len(read(tmp_path / "site" / "index.html").cards)
    said = f"texts printed untranslated on {cards} cards in en-XA and {cards} in fr"
    assert f"{said}: noted on them" in result.stderr
    html = (tmp_path / "site" / "index.html").read_text(encoding="utf-8")
    assert re.search(f">{cards} cards in 1 deck; [^<]*; {said}</p>", html)


def test_a_note_names_its_text_as_the_catalog_does_with_positions_from_1(tmp_path, cli):
    """`card-001/questions/1/question`, the entry's msgctxt, which a translator looks up: the note
    had said `questions/0/question` (the mark on the picture still finds its box)."""
    deck = write_deck(tmp_path, "you-know-it")
    assert cli("i18n", "pseudo", deck).exit_code == 0
    catalog = deck / "locales" / "fr.po"
    (deck / "locales" / "en-XA.po").rename(catalog)
    _blank_translation(catalog, "Question 1?")  # (card-001's first question: VALID_CARDS)
    assert cli("proof", deck, "--out", tmp_path / "site", "-j", "1", cwd=tmp_path).exit_code == 0
    page = read(tmp_path / "site" / "index.html")
    (note,) = [f for card in page.cards for f in card.findings if f["data-rule"] == "missing-translation"]
    card = next(card for card in page.cards if note in card.findings)
    html = (tmp_path / "site" / "index.html").read_text(encoding="utf-8")
    assert card.id == "card-001" and "card-001/questions/1/question: it has no translation" in html
    assert "questions/0/question: it" not in html
    assert [(p.language, p.side) for p in card.pictures if any(m["data-finding"] == note["id"] for m in p.marks)]


def test_texts_no_card_prints_are_not_noted(tmp_path, cli):
    """An `accept` list and `read_aloud` words are for `deckctl play`: the card prints neither, so
    an untranslated one is no note saying the card prints it (one had been, and was counted)."""
    cards = VALID_CARDS["iknow"].replace(
        "  question: Which scientist is this?\n",
        "  question: Spell the word CURIE, the name of this scientist.\n  read_aloud: CURIE\n", 1).replace(
        "  answer: Marie Curie\n", "  answer: Marie Curie\n  accept: [Curie, Madame Curie]\n", 1)
    deck = write_deck(tmp_path, "iknow", cards=cards)
    assert cli("i18n", "pseudo", deck).exit_code == 0
    (deck / "locales" / "en-XA.po").rename(deck / "locales" / "fr.po")
    catalog = deck / "locales" / "fr.po"
    # (read_aloud's words must be in the question's translation: its own pseudo-translation stays)
    for context in ("people-001/accept",):
        text = catalog.read_text(encoding="utf-8")
        start = text.index(f'msgctxt "{context}"\n')
        msgstr = text.index("\nmsgstr ", start) + 1
        end = text.index("\n\n", msgstr) if "\n\n" in text[msgstr:] else len(text)
        catalog.write_text(text[:msgstr] + 'msgstr ""' + text[end:], encoding="utf-8")
    assert cli("validate", deck).exit_code == 0
    result = cli("proof", deck, "--out", tmp_path / "site", "-j", "1", cwd=tmp_path)
    assert result.exit_code == 0, result.stderr
    assert "untranslated" not in result.stderr
    page = read(tmp_path / "site" / "index.html")
    assert not [f for card in page.cards for f in card.findings if f["data-rule"].endswith("-translation")]
