"""`i18n update` keeps a translation the card models refuse (`bad-translation`) for its translator,
and now says so: the errors the catalog still holds, at their lines as written, and exit 1. It had
written the catalog and exited 0 without a word; only validate named them."""

from __future__ import annotations

from deckfactory import translate, write_deck

CARDS = """\
- id: capital-greece
  category: letter
  front: The first letter of the capital of Greece.
  back: Athens.
  value: A
"""


def test_update_names_the_errors_left_in_the_catalog(tmp_path, cli):
    deck = write_deck(tmp_path / "decks", cards=CARDS)
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    catalog = deck / "locales" / "de.po"
    translate(catalog, {"capital-greece/value": "F", "capital-greece/front": "Der erste Buchstabe."})
    run = cli("i18n", "update", deck, "--lang", "de")
    assert run.exit_code == 1
    lines = catalog.read_text(encoding="utf-8").split("\n")
    line = lines.index('msgstr "F"') + 1
    assert f"de.po:{line}:1: error: card `capital-greece`: value: `F` is not a letter value" in run.stdout
    assert "1 error left in the catalogs, which `update` keeps as written" in run.stderr
    assert 'msgstr "F"' in lines and 'msgstr "Der erste Buchstabe."' in lines  # (kept: the translator's)
    translate(catalog, {"capital-greece/value": "D"})
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
