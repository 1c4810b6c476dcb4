"""A deck played in a language its catalog only partly translates says so once, before the game,
in the table's language: how many of its texts are not translated and show the deck's own
language. A fully translated edition, and the deck played in its own language, say nothing."""

from __future__ import annotations

import shutil

from deckfactory import DECKS, translate

PLAY = ("play", "knowledge", "--bots", "1", "--seed", "4", "--set", "max_rounds=1")


def _deck(tmp_path):
    deck = tmp_path / "knowledge-deck"
    shutil.copytree(DECKS / "knowledge-starter", deck)
    return deck


def test_an_untranslated_text_is_counted_once_before_the_game(cli, tmp_path):
    deck = _deck(tmp_path)
    translate(deck / "locales" / "de.po", {"japan-flag-disc/front": ""})
    run = cli(*PLAY, "--deck", deck, "--lang", "de")
    assert run.exit_code == 0, run.stderr
    line = ("1 von 475 Texten des Decks ist nicht übersetzt (`de`) und erscheint in der Sprache des Decks (`en`).")
    flat = " ".join(run.stdout.split())
    assert flat.count(line) == 1 and flat.index(line) < flat.index("Knowledge? ·")


def test_a_catalog_with_no_translations_counts_every_text(cli, tmp_path):
    deck = _deck(tmp_path)
    (deck / "locales" / "de.po").unlink()
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    run = cli(*PLAY, "--deck", deck, "--lang", "de")
    assert run.exit_code == 0, run.stderr
    assert "475 von 475 Texten des Decks sind nicht übersetzt (`de`)" in " ".join(run.stdout.split())


def test_a_whole_translation_or_the_decks_own_language_says_nothing(cli, tmp_path):
    deck = _deck(tmp_path)
    for lang in (("--lang", "de"), ("--lang", "en"), ()):
        run = cli(*PLAY, "--deck", deck, *lang)
        assert run.exit_code == 0, run.stderr
        assert "übersetzt" not in run.stdout and "not translated" not in run.stdout


def test_the_line_speaks_the_tables_language(tmp_path):
    from deckctl.cli.play import _untranslated_line
    from deckctl.engine.sources import game_edition

    deck = _deck(tmp_path)
    translate(deck / "locales" / "de.po", {"japan-flag-disc/front": "", "deck/title": ""})
    left = game_edition("knowledge", deck, language="de").untranslated
    assert _untranslated_line(left, "de") == "2 of the deck's 475 texts are not translated into `de` and are shown in `en`."
