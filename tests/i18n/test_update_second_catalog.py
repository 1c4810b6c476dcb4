"""`i18n update --lang de_DE` beside the deck's de.po: refused (exit 2) naming de.po, not a second
German catalog started quietly; `--separate` starts one on purpose."""

from __future__ import annotations


def test_a_regional_spelling_of_a_translated_language_is_refused(make_deck, cli):
    deck = make_deck()
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    run = cli("i18n", "update", deck, "--lang", "de_DE")
    assert run.exit_code == 2 and run.exception is None
    assert "locales/de.po" in run.stderr and "`--lang de-DE` would start another, de-DE.po" in run.stderr
    assert "give `--lang de`" in run.stderr and "--separate" in run.stderr
    assert sorted(p.name for p in (deck / "locales").iterdir()) == ["de.po"]


def test_separate_starts_a_regional_catalog_and_others_are_unaffected(make_deck, cli):
    deck = make_deck()
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    assert cli("i18n", "update", deck, "--lang", "de-AT", "--separate").exit_code == 0
    assert cli("i18n", "update", deck, "--lang", "de-AT").exit_code == 0  # (it has its catalog now)
    assert cli("i18n", "pseudo", deck).exit_code == 0
    assert cli("i18n", "update", deck, "--lang", "en-GB").exit_code == 0  # (en-XA is no one's language)
    assert cli("i18n", "update", deck, "--lang", "fr").exit_code == 0
    assert sorted(p.name for p in (deck / "locales").iterdir()) == ["de-AT.po", "de.po", "en-GB.po", "en-XA.po", "fr.po"]


def test_export_in_a_regional_spelling_names_the_catalog_to_use(make_deck, cli, tmp_path):
    deck = make_deck()
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    run = cli("export", "bundle", deck, "--lang", "de_DE", "--out", tmp_path / "b.json")
    assert run.exit_code == 2 and "give `--lang de`" in run.stderr
    assert "create it with" not in run.stderr
