"""Printed labels ("Letter", "Answer", colour names...) in every language: deckctl's built-in
catalogs, a deck's own `label/<key>` entries, and one warning for those printed in English."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from deckfactory import translate

from deckctl.games import all_games
from deckctl.i18n import labels
from deckctl.i18n.catalog import read_catalog

LABELS_DIR = Path(labels.__file__).parent


def pdf_text(path: Path) -> str:
    if shutil.which("pdftotext") is None:  # poppler-utils, installed by scripts/ensure-sysdeps
        pytest.skip("pdftotext is not installed")
    return subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True).stdout


def test_every_game_label_exists_and_the_german_catalog_translates_them_all():
    german = labels.builtin("de")
    for game in all_games():
        assert game.labels, game.id
        for key in game.labels:
            assert key in labels.ENGLISH, (game.id, key)
    assert set(german) == set(labels.ENGLISH)
    assert labels.builtin("de-AT") == german and labels.builtin("fr") is None
    same = [key for key in labels.ENGLISH if german[key] == labels.ENGLISH[key]]
    assert same == [], same  # nothing left in English
    catalog = read_catalog(LABELS_DIR / "de.po", "de.po")
    for key, text in german.items():
        assert labels.placeholders(text) == labels.placeholders(labels.ENGLISH[key]), key
    if shutil.which("msgfmt"):
        run = subprocess.run(["msgfmt", "-c", "-o", "/dev/null", str(catalog.path)], capture_output=True, text=True,
                             check=False)
        assert run.returncode == 0, run.stderr


def test_a_french_build_warns_once_and_prints_english_labels(cli, make_deck, tmp_path):
    deck = make_deck("knowledge")
    assert cli("i18n", "update", deck, "--lang", "fr").exit_code == 0
    run = cli("build", deck, "--out", tmp_path / "out")
    assert run.exit_code == 0, run.stdout + run.stderr
    warnings = [line for line in run.stdout.splitlines() if "[missing-labels]" in line]
    assert len(warnings) == 1
    assert "fr: 9 printed labels not translated" in warnings[0]
    for key in ("letter", "number", "colour", "red", "nearest"):
        assert f'label/{key} "{labels.ENGLISH[key]}"' in warnings[0]
    assert "fr.po" in warnings[0]
    text = pdf_text(tmp_path / "out" / "test-deck" / "fr" / "cards.pdf")
    assert "Letter" in text and "Number" in text


def test_a_german_build_prints_german_labels_and_does_not_warn(cli, make_deck, tmp_path):
    deck = make_deck("knowledge")
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    assert "label/" not in (deck / "locales" / "de.po").read_text()  # built in: nothing to add
    run = cli("export", "pdf", deck, "--lang", "de", "--out", tmp_path / "de.pdf")
    assert run.exit_code == 0, run.stdout + run.stderr
    assert "missing-labels" not in run.stdout + run.stderr
    text = pdf_text(tmp_path / "de.pdf")
    assert {"Buchstabe", "Zahl", "Farbe", "blau"} <= set(text.split())
    assert "Letter" not in text and "Number" not in text


def test_a_deck_catalog_provides_labels_for_its_language(cli, make_deck, tmp_path):
    deck = make_deck("iknow")
    assert cli("i18n", "update", deck, "--lang", "fr").exit_code == 0
    po = deck / "locales" / "fr.po"
    assert 'msgctxt "label/answer"\nmsgid "Answer"\nmsgstr ""' in po.read_text()
    translate(po, {"label/answer": "Réponse", "label/people": "Personnes"})
    run = cli("export", "pdf", deck, "--lang", "fr", "--out", tmp_path / "fr.pdf")
    assert run.exit_code == 0, run.stdout + run.stderr
    text = pdf_text(tmp_path / "fr.pdf")
    assert "RÉPONSE" in text and "Personnes" in text and "ANSWER" not in text
    warning = next(line for line in run.stdout.splitlines() if "[missing-labels]" in line)
    assert "label/answer" not in warning and "label/world" in warning and "3 printed labels" in warning
    assert cli("validate", deck).exit_code == 0  # label entries are no strangers in a catalog


def test_a_deck_label_overrides_the_built_in_one_and_must_keep_placeholders(cli, make_deck, tmp_path):
    deck = make_deck("i-know")
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    po = deck / "locales" / "de.po"
    po.write_text(po.read_text() + '\nmsgctxt "label/answer"\nmsgid "Answer"\nmsgstr "Lösung"\n'
                  '\nmsgctxt "label/steps-back"\nmsgid "Move back {n}"\nmsgstr "Zurück"\n', encoding="utf-8")
    run = cli("export", "pdf", deck, "--lang", "de", "--out", tmp_path / "de.pdf")
    assert run.exit_code == 1
    line = po.read_text().split("\n").index('msgstr "Zurück"') + 1
    assert f"de.po:{line}:1: error: label/steps-back" in run.stdout and "{n}" in run.stdout
    po.write_text(po.read_text().replace('msgstr "Zurück"', 'msgstr "{n} zurück"'), encoding="utf-8")
    run = cli("export", "pdf", deck, "--lang", "de", "--out", tmp_path / "de.pdf")
    assert run.exit_code == 0, run.stdout
    assert "LÖSUNG" in pdf_text(tmp_path / "de.pdf")
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0  # the overrides stay active
    assert '\nmsgctxt "label/answer"\nmsgid "Answer"\nmsgstr "Lösung"' in po.read_text()
    assert "#~ " not in po.read_text() and "label/letter" not in po.read_text()
    assert "0 obsolete" in cli("i18n", "status", deck).stdout


@pytest.mark.parametrize("translated, said", [
    ("{N} Felder zurück", "`{N}` is not a placeholder: a placeholder's name is in small letters, `{n}`"),
    ("{n} Felder zurück {x}", "must keep exactly the placeholders of `Move back {n}`, {n}: {x} is not one of them"),
    ("Felder zurück", "must keep exactly the placeholders of `Move back {n}`, {n}: {n} is missing"),
    ("{n} {n} zurück", "{n} is there once too often"),
])
def test_a_labels_placeholders_are_said_as_they_differ(make_deck, translated, said):
    """`{N}` had been called no name in braces, and `{n} ... {x}` said to lack the {n} it has."""
    from deckctl.validate.deck import validate

    deck = make_deck("i-know")
    po = deck / "locales" / "de.po"
    po.parent.mkdir(exist_ok=True)
    po.write_text('msgid ""\nmsgstr "Content-Type: text/plain; charset=UTF-8\\n"\n\n'
                  f'msgctxt "label/steps-back"\nmsgid "Move back {{n}}"\nmsgstr "{translated}"\n', encoding="utf-8")
    found = [d.message for d in validate([deck]).diagnostics if d.code == "bad-translation"]
    assert len(found) == 1 and said in found[0], found
