"""Which edition `deckctl play --lang L` plays: a regional tag without a catalog of its own plays its
language's (`de-AT` plays locales/de.po, as gettext looks tags up); a language the deck has no
edition in is refused naming the deck once and the --lang that plays it, and only a deck of the
user's own is offered `i18n update`. The user's locale is never followed unasked: at a terminal one
line, in that language, says which --lang plays the deck in it."""

from __future__ import annotations

import shutil

from typer.testing import CliRunner

from deckctl.cli.app import app
from deckctl.engine.sources import load_for_game, looked_up
from deckctl.io.resources import starter_deck

GERMAN_HINT = "Mit --lang de wird dieses Deck auf Deutsch gespielt."
NO_LOCALE = {"LANGUAGE": None, "LC_ALL": None, "LC_MESSAGES": None, "LANG": None}


def test_tags_are_looked_up_nearest_first():
    assert looked_up("zh-Hant-TW") == ["zh-Hant-TW", "zh-Hant", "zh"]
    assert looked_up("de") == ["de"]
    assert looked_up("en-XA") == ["en-XA"]  # (the pseudo-translation: the deck's English is not it)


def test_a_regional_tag_plays_its_languages_edition(cli):
    run = cli("play", "iknow", "--lang", "de-AT", "--bots", "4", "--seed", "1", "--set", "target=3")
    assert run.exit_code == 0, run.stderr
    assert "Spieler" in run.stdout and "Player " not in run.stdout
    assert load_for_game("knowledge", language="de-AT")["language"] == "de"


def test_a_bundle_in_the_language_of_a_regional_tag_is_played(cli, tmp_path):
    assert cli("export", "bundle", starter_deck("knowledge"), "--lang", "de", "--out", tmp_path).exit_code == 0
    bundle = tmp_path / "knowledge-starter" / "de" / "bundle.json"
    run = cli("play", "knowledge", "--bundle", bundle, "--lang", "de-AT", "--bots", "1", "--seed", "2")
    assert run.exit_code == 0, run.stderr


def test_a_starter_deck_without_the_language_names_the_editions_it_has_and_offers_no_writing(cli):
    run = cli("play", "iknow", "--lang", "fr")
    assert run.exit_code == 2
    assert run.stderr == ("deckctl: error: the starter deck iknow-starter has no `fr` edition: it is played in "
                          "`en` (without --lang), `de` (--lang de)\n")


def test_a_deck_of_ones_own_is_named_as_typed_and_offered_a_catalog(cli, tmp_path):
    shutil.copytree(starter_deck("knowledge"), tmp_path / "mine")
    run = cli("play", "knowledge", "--deck", "mine", "--lang", "fr", cwd=tmp_path)
    assert run.exit_code == 2
    assert run.stderr == ("deckctl: error: mine has no `fr` edition: it is played in `en` (without --lang), "
                          "`de` (--lang de); to translate it, `deckctl i18n update mine --lang fr` writes its "
                          "locales/fr.po\n")


def test_the_pseudo_locale_is_never_the_decks_own_language_and_is_made_by_i18n_pseudo(cli, tmp_path):
    """`--lang en-XA` asks for the pseudo-translation: an English deck without one is not played in
    English instead, and the way to make it is `i18n pseudo` (`i18n update` refuses en-XA)."""
    shutil.copytree(starter_deck("knowledge"), tmp_path / "mine")
    run = cli("play", "knowledge", "--deck", "mine", "--lang", "en-XA", cwd=tmp_path)
    assert run.exit_code == 2
    assert run.stderr == ("deckctl: error: mine has no `en-XA` edition: it is played in `en` (without --lang), "
                          "`de` (--lang de); `deckctl i18n pseudo mine` writes its locales/en-XA.po\n")
    assert cli("i18n", "pseudo", "mine", cwd=tmp_path).exit_code == 0
    run = cli("play", "knowledge", "--deck", "mine", "--lang", "en-XA", "--bots", "1", "--seed", "2", "--set",
              "max_rounds=1", cwd=tmp_path)
    assert run.exit_code == 0, run.stderr


def _play(env: dict, *extra: str) -> str:
    run = CliRunner().invoke(app, ["play", "knowledge", "--bots", "1", "--seed", "3", "--set", "max_rounds=1", *extra], input="",
                             env={**NO_LOCALE, "COLUMNS": "80", **env})
    assert run.exit_code == 0, run.stderr
    return run.stdout


def test_a_german_locale_is_told_once_how_to_play_in_german_at_a_terminal_only():
    screen = _play({"LANG": "de_DE.UTF-8", "TTY_COMPATIBLE": "1"})
    assert screen.count(GERMAN_HINT) == 1 and "Nobody wins" in screen
    assert screen.index(GERMAN_HINT) < screen.index("Knowledge?")  # before the game, in English
    assert GERMAN_HINT in _play({"LC_ALL": "de_AT.UTF-8", "LANG": "C", "TTY_COMPATIBLE": "1"})
    # Asked for, played, or not a terminal (a script, a pipe): no line.
    assert GERMAN_HINT not in _play({"LANG": "de_DE.UTF-8", "TTY_COMPATIBLE": "1"}, "--lang", "de")
    assert GERMAN_HINT not in _play({"LANG": "de_DE.UTF-8"})
    for other in ("fr_FR.UTF-8", "C", "POSIX", "en_US.UTF-8"):
        assert GERMAN_HINT not in _play({"LANG": other, "TTY_COMPATIBLE": "1"})
