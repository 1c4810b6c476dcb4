"""A language tag names files (`locales/<tag>.po`, its labels' file), so one too long for a file
name is refused where it is read: `--lang` with a usage error saying so (a 282-character tag had
ended `i18n update` with the file system's 'File name too long', exit 74), `language:` in a deck as
a malformed tag."""

from __future__ import annotations

import shutil

from deckfactory import DECKS

from deckctl.core.language_tags import MAX_LANGUAGE_TAG_CHARS, canonical

LONG = "de-" + "-".join(["fonipa"] * 40)


def test_a_tag_longer_than_the_bound_is_no_tag():
    assert canonical(LONG) is None
    longest = "de-" + "-".join(["fonipa"] * ((MAX_LANGUAGE_TAG_CHARS - 2) // 7))
    assert len(longest) <= MAX_LANGUAGE_TAG_CHARS and canonical(longest) == longest


def test_i18n_update_refuses_a_long_lang_as_a_usage_error(tmp_path, monkeypatch, cli):
    shutil.copytree(DECKS / "knowledge-starter", tmp_path / "deck")
    monkeypatch.chdir(tmp_path)
    result = cli("i18n", "update", "deck", "--lang", LONG)
    assert result.exit_code == 2, result.stderr
    assert f"--lang is {len(LONG)} characters long; a language tag has at most {MAX_LANGUAGE_TAG_CHARS}" in result.stderr
    assert not list((tmp_path / "deck" / "locales").glob("de-fonipa*"))


def test_a_deck_whose_language_is_too_long_is_refused_at_its_key(tmp_path, monkeypatch, cli):
    """`language:` longer than the bound is an error at its place (it had become no language at all,
    and every catalog's entries were then refused with a missing key)."""
    deck = tmp_path / "deck"
    shutil.copytree(DECKS / "knowledge-starter", deck)
    manifest = deck / "deck.yaml"
    text = manifest.read_text(encoding="utf-8")
    start = text.index("\nlanguage: ") + 1
    end = text.index("\n", start)
    manifest.write_text(text[:start] + f"language: {LONG}" + text[end:], encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    result = cli("validate", "deck")
    assert result.exit_code == 1
    assert f"deck/deck.yaml:{text[:start].count(chr(10)) + 1}:11: error: " in result.stdout + result.stderr
    assert "bad-translation" not in result.stdout + result.stderr
