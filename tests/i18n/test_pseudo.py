"""The pseudo-locale en-XA: accented, about 40 % longer texts that check a deck's fit on the cards
before any translation exists; lint's text-fits reports per language."""

from __future__ import annotations

import shutil
import subprocess

import pytest
from deckfactory import questions

from deckctl.export.pdf import fonts
from deckctl.i18n.pseudo import pseudo_text

# 25 words: fits its row on a You Know It! card in English, not when 40 % longer.
LONG = "Which river rising in the Black Forest flows east through many countries and capitals to the Black Sea?"


def test_pseudo_texts_are_accented_longer_and_keep_what_must_stay():
    text = "Which river flows through Vienna, Bratislava and Budapest?"
    pseudo = pseudo_text(text)
    assert pseudo == pseudo_text(text) and pseudo.startswith("[") and pseudo.endswith("]")
    assert 1.35 <= len(pseudo) / len(text) <= 1.5
    assert not any(char.isascii() and char.isalpha() for char in pseudo)  # every letter accented
    alphabet = pseudo_text("abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    for weight in fonts.WEIGHTS:  # faces print some labels in capitals (an announcement card's title)
        assert fonts.unsupported(alphabet + alphabet.upper() + alphabet.lower(), weight) == [], weight
    assert pseudo_text("30") == "30" and pseudo_text("1969") == "1969"  # numbers stay numbers
    assert "{n:+d}" in pseudo_text("{n:+d} points") and "{square}" in pseudo_text("Go to: {square}")
    assert "12" in pseudo_text("Apollo 12") and "?" in pseudo_text("Why?")


def test_pseudo_catalog_keeps_letter_values_and_prints_without_warnings(cli, make_deck, tmp_path):
    deck = make_deck("knowledge")
    run = cli("i18n", "pseudo", deck)
    assert run.exit_code == 0 and "wrote" in run.stderr
    po = deck / "locales" / "en-XA.po"
    text = po.read_text()
    assert 'msgctxt "first-letters/value"\nmsgid "A B"\nmsgstr "A B"' in text  # still A-E
    assert 'msgctxt "label/letter"\nmsgid "Letter"\nmsgstr "[Ĺééţţéŕ]"' in text  # its labels too
    assert "unchanged" in cli("i18n", "pseudo", deck).stderr and po.read_text() == text
    if shutil.which("msgfmt"):
        check = subprocess.run(["msgfmt", "-c", "-o", "/dev/null", str(po)], capture_output=True, text=True, check=False)
        assert check.returncode == 0, check.stderr
    run = cli("export", "pdf", deck, "--lang", "en-XA", "--out", tmp_path / "pseudo.pdf")
    assert run.exit_code == 0, run.stdout + run.stderr
    assert "warning" not in run.stdout + run.stderr


@pytest.mark.parametrize("pseudo", [False, True])
def test_text_fits_reports_the_language_whose_text_does_not_fit(cli, make_deck, pseudo):
    deck = make_deck("you-know-it", cards="- id: card-001\n  questions:\n" + questions(5).replace("Question 1?", LONG))
    if pseudo:
        assert cli("i18n", "pseudo", deck).exit_code == 0
    run = cli("lint", deck)
    findings = [line for line in run.stdout.splitlines() if "[text-fits]" in line]
    if not pseudo:
        assert findings == [] and run.exit_code == 0  # English fits
        return
    catalog = (deck / "locales" / "en-XA.po").read_text().split("\n")
    line = catalog.index('msgctxt "card-001/questions/1/question"') + 5
    question = [finding for finding in findings if "questions/1/question" in finding]
    assert run.exit_code == 1 and len(question) == 1
    assert f"en-XA.po:{line}:1: error: card `card-001`" in question[0]
    # named as the catalog names the entry (positions from 1), so a translator finds it in Poedit
    assert "[en-XA, front, card-001/questions/1/question]" in question[0]
    export = cli("export", "pdf", deck, "--lang", "en-XA")
    assert export.exit_code == 1 and f"en-XA.po:{line}:1:" in export.stdout
    assert "[en-XA, front, card-001/questions/1/question]" in export.stdout
    # the fix is in the deck, or in removing the test catalog: never in the catalog
    for said in (run.stdout, export.stdout):
        assert "hint: en-XA is the pseudo-locale, about 40 % longer on purpose" in said
        assert "delete locales/en-XA.po to build without it" in said


def test_a_printed_label_too_long_in_a_translation_is_reported_at_its_msgstr_line(cli, make_deck, tmp_path):
    """lint and export name a label that does not fit (`label/<key>`) and place it at the deck
    catalog's entry, where the translator shortens it; English and German labels fit."""
    deck = make_deck("you-know-it", cards="".join(f"- id: card-00{n}\n  questions:\n" + questions(5).replace(
        "Question", f"Card {n} question") for n in (1, 2, 3)))
    assert cli("i18n", "update", deck, "--lang", "fr", "--lang", "de").exit_code == 0
    po = deck / "locales" / "fr.po"
    long_hint = ("faites glisser la carte hors de la pochette pour découvrir une réponse après l'autre, sans "
                 "jamais regarder les suivantes avant d'avoir répondu")  # three lines: the hint has two
    po.write_text(po.read_text().replace('msgid "slide out to reveal one answer at a time"\nmsgstr ""',
                                         f'msgid "slide out to reveal one answer at a time"\nmsgstr "{long_hint}"'))
    line = po.read_text().split("\n").index(f'msgstr "{long_hint}"') + 1
    for lang in ("en", "de"):
        assert cli("export", "pdf", deck, "--lang", lang, "--out", tmp_path / f"{lang}.pdf").exit_code == 0
    run = cli("lint", deck)
    findings = [line for line in run.stdout.splitlines() if "[text-fits]" in line]
    assert run.exit_code == 1 and len(findings) == 1, run.stdout
    assert f"fr.po:{line}:1: error: card `" in findings[0] and "[fr, back, label/slide]" in findings[0]
    export = cli("export", "pdf", deck, "--lang", "fr", "--out", tmp_path / "fr.pdf")
    assert export.exit_code == 1 and f"fr.po:{line}:1:" in export.stdout
    assert export.stdout.count("[fr, back, label/slide]") == 1  # one entry, not one finding per card


def test_a_label_every_card_prints_is_reported_once_not_per_card(cli, make_deck, tmp_path):
    cards = "".join(f"- id: math-a-00{n}\n  subject: math\n  level: A\n  question: What is {n} + {n}?\n"
                    f"  answer: \"{2 * n}\"\n" for n in (1, 2, 3))
    deck = make_deck("i-know", cards=cards)
    assert cli("i18n", "update", deck, "--lang", "fr").exit_code == 0
    po = deck / "locales" / "fr.po"
    po.write_text(po.read_text().replace('msgid "grades 1–2"\nmsgstr ""',
                                         'msgid "grades 1–2"\nmsgstr "années scolaires 1 et 2 de l\'école primaire, '
                                         'pour les plus jeunes des élèves"'))  # too long even for the footer band
    lint = cli("lint", deck)
    export = cli("export", "pdf", deck, "--lang", "fr", "--out", tmp_path / "fr.pdf")
    for run in (lint, export):
        assert run.exit_code == 1 and run.stdout.count("label/grades-A]") == 1, run.stdout


def test_a_tab_between_words_is_a_space_in_the_pseudo_catalog(cli, make_deck):
    """A deck text may hold a tab between words (lint warns; it prints as a space); a catalog's
    msgstr may not, so the pseudo-translation writes a space and validate takes the catalog."""
    deck = make_deck("knowledge")
    cards = deck / "cards" / "cards.yaml"
    text = cards.read_text(encoding="utf-8")
    front = next(line for line in text.splitlines() if line.startswith("  front: "))
    first, rest = front.removeprefix("  front: ").split(" ", 1)
    cards.write_text(text.replace(front, f'  front: "{first}\\t{rest}"', 1), encoding="utf-8")
    assert cli("validate", deck).exit_code == 0
    assert cli("i18n", "pseudo", deck).exit_code == 0
    written = (deck / "locales" / "en-XA.po").read_text(encoding="utf-8")
    assert f'msgid "{first}\\t{rest}"' in written  # (the source keeps its tab)
    assert not [line for line in written.splitlines() if line.startswith("msgstr") and "\\t" in line]
    run = cli("validate", deck)
    assert run.exit_code == 0, run.stdout
