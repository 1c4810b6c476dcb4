"""The line before a game in a partly translated edition speaks as `i18n status` does: the
pseudo-locale's stale texts are out of date and written again by `i18n pseudo` (never "not
translated"), and its numbers are status's, the printed labels status also counts named apart
(the table never shows a deck's `label/...` entries)."""

from __future__ import annotations

import json
import shutil

from deckfactory import DECKS, translate

PLAY = ("play", "you-know-it", "--deck", "mydeck", "--players", "2", "--bots", "2", "--seed", "1", "--set", "rounds=1")
EDITED = {"How many legs does a spider have?": "How many legs does a spider really have?",
          "What is the capital of Australia?": "What is the capital city of Australia?"}


def _deck(tmp_path):
    deck = tmp_path / "mydeck"
    shutil.copytree(DECKS / "you-know-it-starter", deck)
    return deck


def _status(cli, lang):
    run = cli("i18n", "status", "mydeck", "--lang", lang, "--format", "json")
    return json.loads(run.stdout)["languages"][0]


def _first_line(run) -> str:
    return " ".join(run.stdout.split("You Know It! ·")[0].split())


def test_the_pseudo_locale_out_of_date_is_counted_as_status_counts_it(cli, tmp_path):
    deck = _deck(tmp_path)
    assert cli("i18n", "pseudo", "mydeck", cwd=tmp_path).exit_code == 0
    cards = deck / "cards" / "set-a.yaml"
    text = cards.read_text(encoding="utf-8")
    for old, new in EDITED.items():
        text = text.replace(old, new)
    cards.write_text(text, encoding="utf-8")
    run = cli(*PLAY, "--lang", "en-XA")
    assert run.exit_code == 0, run.stderr
    assert _first_line(run) == (
        "2 of the deck's 320 texts are out of date in `en-XA` and are shown in `en`: `deckctl i18n pseudo "
        "mydeck` writes them again. `deckctl i18n status` also counts 2 printed labels (`label/…` in "
        "locales/en-XA.po), which the table does not show.")
    status = _status(cli, "en-XA")
    assert (status["out_of_date"], status["texts"]) == (2, 320 + 2)


def test_a_language_without_printed_labels_in_its_catalog_keeps_its_line_and_status_total(cli, tmp_path):
    deck = _deck(tmp_path)
    translate(deck / "locales" / "de.po", {"card-001/questions/1/question": "", "card-001/questions/2/question": ""})
    run = cli(*PLAY, "--lang", "de", cwd=tmp_path)
    assert run.exit_code == 0, run.stderr
    assert _first_line(run) == ("2 von 320 Texten des Decks sind nicht übersetzt (`de`) und erscheinen in der "
                                "Sprache des Decks (`en`).")
    status = _status(cli, "de")
    assert (status["missing"] + status["fuzzy"], status["texts"]) == (2, 320)


def test_a_language_whose_catalog_carries_the_labels_names_them_apart(cli, tmp_path):
    _deck(tmp_path)
    assert cli("i18n", "update", "mydeck", "--lang", "fr", cwd=tmp_path).exit_code == 0
    run = cli(*PLAY, "--lang", "fr")
    assert run.exit_code == 0, run.stderr
    assert ("320 of the deck's 320 texts are not translated into `fr` and are shown in `en`. `deckctl i18n status` "
            "also counts 2 printed labels (`label/…` in locales/fr.po), which the table does not show.") in _first_line(run)
    assert _status(cli, "fr")["texts"] == 320 + 2


def test_the_pseudo_locales_line_speaks_german_at_a_german_table():
    from deckctl.cli.play import _untranslated_line
    from deckctl.engine import sources
    from deckctl.engine.words import speaking

    left = sources.Untranslated(1, 320, "en", True, "mydeck", 1, "locales/en-XA.po")
    with speaking("de"):
        line = _untranslated_line(left, "en-XA")
    assert line == ("1 von 320 Texten des Decks ist in `en-XA` veraltet und erscheint in der Sprache des Decks "
                    "(`en`): `deckctl i18n pseudo mydeck` schreibt ihn neu. `deckctl i18n status` zählt außerdem "
                    "1 gedruckte Beschriftung (`label/…` in locales/en-XA.po), die der Tisch nicht zeigt.")
