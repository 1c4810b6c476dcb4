"""A catalog is named after a language tag as `--lang` takes one (deckctl/i18n/check.py): the
name is the folder its outputs go to and what `--lang` asks for. `de-12.po` and `de-AT-AT.po`
(no tag: a region is two letters or three digits, and comes once) and a name of 77 characters
(past `MAX_LANGUAGE_TAG_CHARS`, the 64 docs/security.md holds every tag to) had passed validate
and been built into build/<deck>/<name>/, an edition `--lang` refuses to name; each is now a
`catalog-name` error, and build writes nothing."""

from __future__ import annotations

import pytest
from deckfactory import write_deck

from deckctl.core.language_tags import MAX_LANGUAGE_TAG_CHARS
from deckctl.validate.deck import validate

LONG = "de-" + "-".join(["abcdefgh"] * 8) + "-x1"


def deck_with_catalog(tmp_path, name):
    deck = write_deck(tmp_path, "knowledge")
    (deck / "locales").mkdir()
    (deck / "locales" / f"{name}.po").write_text('msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n')
    return deck


@pytest.mark.parametrize("name", ["de-12", "de-AT-AT", LONG])
def test_a_catalog_named_with_no_tag_lang_takes_is_refused(tmp_path, cli, name):
    assert len(LONG) > MAX_LANGUAGE_TAG_CHARS
    deck = deck_with_catalog(tmp_path, name)
    errors = [d for d in validate([deck]).diagnostics if d.is_error]
    assert [(d.code, d.file.endswith(f"{name}.po")) for d in errors] == [("catalog-name", True)]
    run = cli("build", deck, "--out", tmp_path / "build", "-j", "1")
    assert run.exit_code == 1 and run.exception is None
    assert not (tmp_path / "build" / "test-deck" / name).exists()


def test_the_long_name_is_told_by_its_length(tmp_path):
    (error,) = [d for d in validate([deck_with_catalog(tmp_path, LONG)]).diagnostics if d.is_error]
    assert f"is named with {len(LONG)} characters; a language tag has at most {MAX_LANGUAGE_TAG_CHARS}" in error.message


@pytest.mark.parametrize("name", ["de", "pt_BR", "de-CH-1996", "zh-Hant-TW", "es-419", "en-XA"])
def test_catalogs_named_after_tags_stay_valid(tmp_path, name):
    assert validate([deck_with_catalog(tmp_path, name)]).ok
