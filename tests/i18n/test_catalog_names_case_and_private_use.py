"""Catalog names that are valid language tags but not deckctl's spelling of one: `DE.po` (another
case) and `qaa-Qaaa-QM-x-southern.po` (a private-use part) had been refused as 'not named after a
language'. They are still refused, since the name is the language's output folder and what
`--lang` asks for, but the error says why and which name to give. And two catalogs whose names
differ only in case (`de-at.po`, `de-AT.po`), both taken as two languages whose outputs would
share one folder on a case-insensitive disk, are now one language named twice."""

from __future__ import annotations

import shutil

import pytest


@pytest.fixture
def deck(cli, make_deck, monkeypatch):
    deck = make_deck("knowledge")
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    monkeypatch.chdir(deck.parent)
    return deck


def _name_errors(run) -> list[str]:
    lines = run.stdout.splitlines()
    return [f"{line}\n{lines[i + 1].strip()}" for i, line in enumerate(lines) if "[catalog-name]" in line]


def test_a_name_in_capitals_is_told_the_spelling_to_use(cli, deck):
    (deck / "locales" / "de.po").rename(deck / "locales" / "DE.po")
    run = cli("validate", deck)
    assert run.exit_code == 1
    assert _name_errors(run) == [
        "deck/locales/DE.po: error: `DE.po` names the language `de` with capitals in its first part: a catalog's name "
        "is the folder its outputs go to (build/<deck>/de/) and what `--lang` asks for, so deckctl takes one spelling "
        "of it [catalog-name]\nhint: rename it `de.po`"], run.stdout


def test_a_private_use_tag_is_told_why_and_what_to_name_it(cli, deck):
    (deck / "locales" / "de.po").rename(deck / "locales" / "qaa-Qaaa-QM-x-southern.po")
    run = cli("validate", deck)
    assert run.exit_code == 1
    assert _name_errors(run) == [
        "deck/locales/qaa-Qaaa-QM-x-southern.po: error: `qaa-Qaaa-QM-x-southern.po` has a private-use part (`-x-…`): "
        "deckctl's language tags have none (no `--lang` or deck.yaml `language:` takes one), so no command could ask "
        "for this catalog [catalog-name]\nhint: name it after the language without it, `qaa-Qaaa-QM.po`, or as a "
        "variant, `qaa-Qaaa-QM-southern.po`"], run.stdout
    (deck / "locales" / "qaa-Qaaa-QM-x-southern.po").rename(deck / "locales" / "qaa-Qaaa-QM-southern.po")
    assert not _name_errors(cli("validate", deck))


def test_two_names_of_one_language_in_different_case_are_an_error(cli, deck):
    shutil.copy(deck / "locales" / "de.po", deck / "locales" / "de-at.po")
    shutil.copy(deck / "locales" / "de.po", deck / "locales" / "de-AT.po")
    run = cli("validate", deck)
    assert run.exit_code == 1
    assert _name_errors(run) == [
        "deck/locales/de-at.po: error: `de-at.po` and `de-AT.po` are both catalogs for `de-AT` (language tags ignore "
        "case) [catalog-name]\nhint: keep one of them (merge the translations into it first)"], run.stdout
