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


def test_the_hint_of_an_entry_that_lost_its_msgctxt_says_what_update_does(tmp_path, cli):
    """The same hint for an entry whose msgctxt line was deleted: update gives its translation,
    fuzzy, to the text of its msgid (it had made it obsolete, the text's own entry empty), and
    to an alike one (the text edited since)."""
    deck = write_deck(tmp_path / "decks", cards=TOMATO)
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    catalog = deck / "locales" / "de.po"
    translate(catalog, {"tomato/front": "Die Farbe einer reifen Tomate.", "tomato/back": "Rot."})
    catalog.write_text(catalog.read_text(encoding="utf-8").replace('msgctxt "tomato/front"\n', "")
                       .replace('msgctxt "tomato/back"\n', ""), encoding="utf-8")
    (deck / "cards" / "cards.yaml").write_text(TOMATO.replace("Red.", "Red!"), encoding="utf-8")
    warnings = [d for d in validate([deck]).diagnostics if d.code == "unknown-context"]
    assert len(warnings) == 2 and all("an entry without msgctxt" in d.message for d in warnings)
    assert all(d.hint.endswith("gives its translation, marked fuzzy, to a new text that is the same or alike "
                               "(a renamed card's)") for d in warnings)
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0  # (and so it does)
    text = catalog.read_text(encoding="utf-8")
    assert ('#, fuzzy\nmsgctxt "tomato/front"\nmsgid "The colour of a ripe tomato."\n'
            'msgstr "Die Farbe einer reifen Tomate."\n') in text
    assert '#, fuzzy\n#| msgid "Red."\nmsgctxt "tomato/back"\nmsgid "Red!"\nmsgstr "Rot."\n' in text
    assert "#~" not in text
    assert "unchanged" in cli("i18n", "update", deck, "--lang", "de").stderr
