"""validate's `unknown-context` warning for an entry of a card renamed since the catalog was
updated says what `i18n update` does with it: it had said `update` "marks it obsolete", where
update gives the translation, marked fuzzy, to the renamed card's entry of the same text."""

from __future__ import annotations

from deckfactory import TOMATO, translate, write_deck

from deckctl.validate.deck import validate


def test_the_hint_of_a_renamed_cards_entry_says_what_update_does(tmp_path, cli):
    deck = write_deck(tmp_path / "decks", cards=TOMATO)
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    catalog = deck / "locales" / "de.po"
    translate(catalog, {"tomato/front": "Die Farbe einer reifen Tomate."})
    (deck / "cards" / "cards.yaml").write_text(TOMATO.replace("id: tomato", "id: ripe-tomato"), encoding="utf-8")
    (warning,) = [d for d in validate([deck]).diagnostics if d.code == "unknown-context" and "front" in d.message]
    assert warning.hint.endswith("--lang de marks it obsolete, or gives its translation, marked fuzzy, to a new "
                                 "text that is the same or alike (a renamed card's)"), warning.hint
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0  # (and so it does)
    text = catalog.read_text(encoding="utf-8")
    assert ('#, fuzzy\n#| msgctxt "tomato/front"\n#| msgid "The colour of a ripe tomato."\n'
            'msgctxt "ripe-tomato/front"\nmsgid "The colour of a ripe tomato."\nmsgstr "Die Farbe einer reifen Tomate."\n'
            ) in text
