"""A deleted card's translations stay obsolete and come back with it: `i18n update` had lent
them, fuzzy, to the empty entries of other cards with a similar text (the starter deck's
japan-flag-disc: its front to england-flag-cross, its back to somalia-flag-star), so restoring
the card brought back no translation, and a reviewed one sat as a guess on a card it was not
made for. A similar text's translation goes only to a text the catalog has no entry of that
source for, as GNU msgmerge's fuzzy matching."""

from __future__ import annotations

from babel.messages.catalog import Message
from deckfactory import translate

from deckctl.i18n.merge import merge
from deckctl.i18n.texts import TEXT, Text

TWO = """\
- id: card-001
  questions:
    - {question: Which river flows through Vienna and Budapest?, answer: The Danube}
    - {question: Which sea does the Volga flow into?, answer: The Caspian Sea}
    - {question: What is the longest river in Italy?, answer: The Po}
    - {question: Which river flows through Paris?, answer: The Seine}
    - {question: Which river flows through London?, answer: The Thames}
"""
OTHER = """\
- id: card-002
  questions:
    - {question: Which river flows through Vienna and Bratislava?, answer: The Danube river}
    - {question: Which sea does the Ural flow into?, answer: The Caspian}
    - {question: What is the longest river in Spain?, answer: The Tagus}
    - {question: Which river flows through Lyon?, answer: The Rhône}
    - {question: Which river flows through Dublin?, answer: The Liffey}
"""


def _text(context: str, source: str) -> Text:
    return Text(context, source, TEXT, (), context.split("/")[0], "")


def test_an_empty_entry_takes_no_similar_translation():
    texts = [_text("b/q", "Which river flows through Vienna and Bratislava?")]
    gone = Message("Which river flows through Vienna and Budapest?", "Wien und Budapest", context="a/q")
    empty = Message("Which river flows through Vienna and Bratislava?", "", context="b/q")
    entries, obsolete = merge(texts, [empty, gone], [])
    assert entries[0].string == "" and "fuzzy" not in entries[0].flags
    assert [m.context for m in obsolete] == ["a/q"]
    entries, _ = merge(texts, [gone], [])  # a new text still takes it, fuzzy, as msgmerge gives it
    assert entries[0].string == "Wien und Budapest" and "fuzzy" in entries[0].flags


def test_a_deleted_card_restored_gets_its_translations_back(cli, make_deck):
    deck = make_deck("you-know-it", cards=TWO + OTHER)
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    po = deck / "locales" / "de.po"
    translate(po, {"card-001/questions/1/question": "Welcher Fluss fließt durch Wien und Budapest?",
                   "card-001/questions/2/question": "In welches Meer mündet die Wolga?"})
    before = po.read_bytes()
    cards = next((deck / "cards").glob("*.yaml"))
    cards.write_text(OTHER, encoding="utf-8")
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    text = po.read_text(encoding="utf-8")
    assert '#~ msgstr "Welcher Fluss fließt durch Wien und Budapest?"' in text
    assert '#~ msgstr "In welches Meer mündet die Wolga?"' in text
    cards.write_text(TWO + OTHER, encoding="utf-8")
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    assert po.read_bytes() == before
