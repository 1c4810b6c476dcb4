"""The pseudo-locale's catalog once the deck changed: deckctl writes `locales/en-XA.po` whole and
nobody edits it, so a text it no longer translates is out of date, and the advice everywhere is
to run `deckctl i18n pseudo` again. Status, build and the proof called it fuzzy and said to
remove a `fuzzy` flag it does not have, or to run `i18n update`, which wrote `#, fuzzy` into it."""

from __future__ import annotations

import json

from deckctl.i18n.locales import regenerate_hint

FRONT = "How many body segments does a spider have?"


def _changed_after_pseudo(cli, make_deck):
    deck = make_deck("knowledge")
    assert cli("i18n", "pseudo", deck).exit_code == 0
    cards = deck / "cards" / "cards.yaml"
    cards.write_text(cards.read_text(encoding="utf-8").replace(FRONT, "How many parts has a spider's body?"),
                     encoding="utf-8")
    return deck


def test_status_counts_out_of_date_texts_and_says_to_write_the_catalog_again(cli, make_deck, tmp_path):
    deck = _changed_after_pseudo(cli, make_deck)
    run = cli("i18n", "status", deck, cwd=tmp_path)
    assert run.exit_code == 0, run.stderr
    assert "1 out of date" in run.stdout and "fuzzy" not in run.stdout
    assert "run `deckctl i18n pseudo deck` again" in run.stdout

    run = cli("i18n", "status", deck, "--strict", "--format", "json", cwd=tmp_path)
    document = json.loads(run.stdout)
    (row,) = document["languages"]
    assert (row["generated"], row["fuzzy"], row["missing"], row["out_of_date"], row["complete"]) == (True, 0, 0, 1, False)
    (finding,) = document["findings"]
    assert finding["code"] == "out-of-date-translation" and finding["hint"] == regenerate_hint("deck")


def test_a_translation_still_counts_fuzzy(cli, make_deck, tmp_path):
    deck = _changed_after_pseudo(cli, make_deck)
    (deck / "locales" / "en-XA.po").rename(deck / "locales" / "fr.po")
    row = json.loads(cli("i18n", "status", deck, "--format", "json", cwd=tmp_path).stdout)["languages"][0]
    assert (row["generated"], row["fuzzy"], row["out_of_date"]) == (False, 1, 0)


def test_printing_it_warns_it_is_out_of_date_not_fuzzy(cli, make_deck, tmp_path):
    deck = _changed_after_pseudo(cli, make_deck)
    run = cli("export", "bundle", deck, "--lang", "en-XA", "--out", tmp_path / "out", cwd=tmp_path)
    assert run.exit_code == 0, run.stderr
    said = run.stdout + run.stderr
    assert "en-XA: 1 of " in said and "texts out of date" in said and "[pseudo-out-of-date]" in said
    assert "fuzzy" not in said and "i18n update" not in said
    assert regenerate_hint("deck") in said  # (the deck named from the repository's top: kept by build)


def test_update_refuses_it_and_leaves_it_alone(cli, make_deck, tmp_path):
    deck = _changed_after_pseudo(cli, make_deck)
    catalog = deck / "locales" / "en-XA.po"
    before = catalog.read_bytes()
    run = cli("i18n", "update", deck, "--lang", "en-XA", cwd=tmp_path)
    assert run.exit_code == 2 and "pseudo-locale" in run.stderr and "nothing written" in run.stderr
    assert "deckctl i18n pseudo deck" in run.stderr
    assert catalog.read_bytes() == before and b"fuzzy" not in before


def test_an_entry_of_a_deleted_card_says_to_write_it_again(cli, make_deck, tmp_path):
    deck = make_deck("knowledge")
    assert cli("i18n", "pseudo", deck).exit_code == 0
    cards = deck / "cards" / "cards.yaml"
    text = cards.read_text(encoding="utf-8")
    start = text.index("- id: sky-colour")
    cards.write_text(text[:start] + text[text.index("- id:", start + 1):], encoding="utf-8")
    run = cli("validate", deck, cwd=tmp_path)
    assert "[unknown-context]" in run.stdout
    assert "i18n update" not in run.stdout and regenerate_hint("deck") in run.stdout


def test_a_missing_pseudo_catalog_is_made_by_pseudo(cli, make_deck, tmp_path):
    deck = make_deck("knowledge")
    run = cli("export", "bundle", deck, "--lang", "en-XA", "--out", tmp_path / "out", cwd=tmp_path)
    assert run.exit_code == 2 and "`deckctl i18n pseudo deck`" in run.stderr and "i18n update" not in run.stderr
