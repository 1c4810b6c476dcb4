"""Catalogs that translators' tools take as they are: GNU msgmerge and msgcat leave them
byte-identical, msgfmt -c accepts them, Weblate/Poedit file names (pt_BR.po) work, and errors in a
translation point at its msgstr line."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest
from deckfactory import translate

from deckctl.i18n.wrap import po_string

LONG = "Which river, rising in the Black Forest and flowing east through ten countries, reaches the Black Sea?"
CARDS = f"""\
- id: card-001
  questions:
    - question: What is 15% of 200?
      answer: "30"
    - question: "{LONG}"
      answer: The Danube
    - question: "Which word ends the line \\"To be, or not to be\\"?"
      answer: question
    - question: "Two lines:\\nwhich is the second?"
      answer: "This one: a long answer that needs wrapping in the catalog – with a dash, e-mail/web and 50%"
    - question: Tab	and back\\\\slash?
      answer: Sure
"""


def gnu(*args: str | Path) -> subprocess.CompletedProcess:
    if shutil.which(str(args[0])) is None:  # scripts/ensure-sysdeps installs gettext (make test)
        pytest.skip(f"GNU {args[0]} is not installed")
    return subprocess.run([str(a) for a in args], capture_output=True, text=True, check=False)


def assert_gnu_keeps(po: Path, pot: Path, tmp_path: Path, *options: str) -> None:
    """msgmerge with the template and msgcat rewrite the file byte for byte; msgfmt -c accepts it."""
    merged, concatenated = tmp_path / "merged.po", tmp_path / "cat.po"
    run = gnu("msgmerge", "--quiet", "--no-fuzzy-matching", *options, "-o", merged, po, pot)
    assert run.returncode == 0, run.stderr
    assert merged.read_bytes() == po.read_bytes()
    run = gnu("msgcat", "-o", concatenated, po)
    assert run.returncode == 0, run.stderr
    assert concatenated.read_bytes() == po.read_bytes()
    run = gnu("msgfmt", "-c", "-o", "/dev/null", po)
    assert run.returncode == 0, run.stderr


@pytest.fixture
def deck(make_deck):
    return make_deck("you-know-it", cards=CARDS)


def test_msgmerge_and_msgcat_change_nothing_and_msgfmt_accepts_a_natural_translation(cli, deck, tmp_path):
    assert cli("i18n", "extract", deck).exit_code == 0
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    po, pot = deck / "locales" / "de.po", deck / "locales" / "test-deck.pot"
    text = po.read_text()
    assert "python-format" not in text and "python-format" not in pot.read_text()
    assert '\nmsgid ""\n"Two lines:\\n"\n"which is the second?"\n' in text  # a piece per line, as GNU does
    translate(po, {"card-001/questions/1/question": "Wie viel sind 15 % von 200?",  # `% v` would be a format
                   "card-001/questions/1/answer": "30"})
    assert_gnu_keeps(po, pot, tmp_path)
    assert cli("i18n", "update", deck, "--lang", "de").stdout == "" and "python-format" not in po.read_text()
    # A fuzzy entry (its source changed) and an obsolete one (its card gone) survive msgmerge too.
    cards = deck / "cards" / "cards.yaml"
    cards.write_text(cards.read_text().replace("What is 15% of 200?", "What is 15% of 300, a much longer "
                                                "question now, long enough to be wrapped by gettext?")
                     .replace("    - question: Tab", "    - question: Tabs"))
    assert cli("i18n", "extract", deck).exit_code == 0
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    assert "#, fuzzy\n#| msgid \"What is 15% of 200?\"" in po.read_text()
    assert_gnu_keeps(po, pot, tmp_path, "--previous")  # without it msgmerge drops `#|` lines (Weblate passes it)
    assert_gnu_keeps(pot, pot, tmp_path)


def test_references_carry_the_line_of_the_text(cli, deck):
    cli("i18n", "update", deck, "--lang", "de")
    text = (deck / "locales" / "de.po").read_text()
    lines = (deck / "cards" / "cards.yaml").read_text().splitlines()
    danube = next(n for n, line in enumerate(lines, 1) if "The Danube" in line)
    assert f'#: cards/cards.yaml:{danube}\nmsgctxt "card-001/questions/2/answer"' in text
    assert '#: deck.yaml:4\nmsgctxt "deck/title"' in text


def test_wrapping_matches_gnu_for_awkward_strings(tmp_path):
    samples = [LONG, "a/b/" * 30, "x" * 120, ("Quoi ? « Oui » : une phrase ; longue, très longue, qui doit être "
                                              "coupée quelque part vers la fin."), "日本語のテキストはどのように折り返されますか？" * 3,
               "(aaaa bbbb) " * 12, "Ends with a newline\n", "\n\nleading breaks", "well-known 10-20 e-mail " * 6]
    body = ['msgid ""\nmsgstr "Content-Type: text/plain; charset=UTF-8\\n"\n']
    for number, sample in enumerate(samples):
        body.append(f"{po_string('msgctxt', str(number))}\n{po_string('msgid', sample)}\n{po_string('msgstr', sample)}\n")
    for number, sample in enumerate(samples):  # obsolete entries come last
        body.append(f"{po_string('msgctxt', f'old-{number}', '#~ ')}\n{po_string('msgid', sample, '#~ ')}\n"
                    f"{po_string('msgstr', sample, '#~ ')}\n")
    po = tmp_path / "wrap.po"
    po.write_text("\n".join(body), encoding="utf-8")
    run = gnu("msgcat", po)
    assert run.returncode == 0, run.stderr
    assert run.stdout == po.read_text(encoding="utf-8")


def test_weblate_file_names_are_language_tags(cli, deck, tmp_path):
    cli("i18n", "update", deck, "--lang", "pt-BR")
    locales = deck / "locales"
    (locales / "pt-BR.po").rename(locales / "pt_BR.po")  # as Weblate and Poedit name it
    po = locales / "pt_BR.po"
    po.write_text(po.read_text().replace('"Language: pt-BR\\n"', '"Language: pt_BR\\n"'))
    translate(po, {"deck/title": "Baralho de teste"})
    assert cli("validate", deck).exit_code == 0
    before = po.read_bytes()
    for spelling in ("pt-BR", "pt_BR"):
        assert cli("i18n", "update", deck, "--lang", spelling).exit_code == 0
        assert sorted(p.name for p in locales.iterdir()) == ["pt_BR.po"] and po.read_bytes() == before
    status = cli("i18n", "status", deck).stdout.split()
    assert status[:2] == ["test-deck", "pt-BR"] and "pt_BR" not in status
    run = cli("export", "bundle", deck, "--lang", "pt-BR", "--out", tmp_path / "out")
    assert run.exit_code == 0, run.stdout + run.stderr
    bundle = json.loads((tmp_path / "out" / "test-deck" / "pt-BR" / "bundle.json").read_text())
    assert bundle["deck"]["title"] == "Baralho de teste"
    shutil.copy(po, locales / "pt-BR.po")
    run = cli("validate", deck)
    assert run.exit_code == 1 and "are both catalogs for `pt-BR`" in run.stdout


def test_an_undrawable_character_in_a_translation_is_located_at_its_msgstr(cli, deck, tmp_path):
    cli("i18n", "update", deck, "--lang", "de")
    po = deck / "locales" / "de.po"
    translate(po, {"card-001/questions/2/answer": "Die Donau \u2603"})  # a snowman: no glyph in the card font
    lines = po.read_text().split("\n")
    msgstr = lines.index('msgctxt "card-001/questions/2/answer"') + 3
    assert lines[msgstr - 1].startswith("msgstr ")
    run = cli("export", "pdf", deck, "--lang", "de", "--out", tmp_path / "de.pdf")
    assert run.exit_code == 1
    assert f"de.po:{msgstr}:1: error: card `card-001`" in run.stdout and "U+2603" in run.stdout
    assert "cards.yaml" not in run.stdout


def test_a_renamed_card_keeps_its_translations_as_fuzzy_entries_as_msgmerge_does(cli, deck, tmp_path):
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    po = deck / "locales" / "de.po"
    translate(po, {"card-001/questions/1/question": "Wie viel sind 15 % von 200?",
                   "card-001/questions/2/answer": "Die Donau"})
    before = tmp_path / "before.po"
    shutil.copy(po, before)
    cards = deck / "cards" / "cards.yaml"
    cards.write_text(cards.read_text().replace("- id: card-001", "- id: card-100"))
    assert cli("i18n", "extract", deck).exit_code == 0
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    text = po.read_text()
    assert ('#, fuzzy\n#| msgctxt "card-001/questions/1/question"\n#| msgid "What is 15% of 200?"\n'
            'msgctxt "card-100/questions/1/question"\nmsgid "What is 15% of 200?"\n'
            'msgstr "Wie viel sind 15 % von 200?"\n') in text
    assert "#~ msgstr \"Wie viel" not in text and "#~ msgstr \"Die Donau" not in text  # (moved on, not left over)
    # GNU msgmerge (fuzzy matching on, as it is by default) makes the same catalog, byte for byte:
    # the untranslated entries that are gone are dropped, not kept as obsolete.
    merged = tmp_path / "msgmerge.po"
    run = gnu("msgmerge", "--quiet", "--previous", "-o", merged, before, deck / "locales" / "test-deck.pot")
    assert run.returncode == 0, run.stderr
    assert merged.read_text() == text and "#~" not in text
    run = gnu("msgfmt", "-c", "-o", "/dev/null", po)
    assert run.returncode == 0, run.stderr
    assert "unchanged" in cli("i18n", "update", deck, "--lang", "de").stderr  # `#| msgctxt` read back
    assert "0/11 translated, 2 fuzzy, 9 missing" in cli("i18n", "status", deck).stdout


def test_a_renamed_card_whose_text_changed_before_names_the_text_its_translation_was_made_for(cli, deck):
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    po = deck / "locales" / "de.po"
    translate(po, {"card-001/questions/1/question": "Wie viel sind 15 % von 200?"})
    cards = deck / "cards" / "cards.yaml"
    cards.write_text(cards.read_text().replace("What is 15% of 200?", "What is 20% of 200?"))
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0  # fuzzy: `#| msgid "What is 15%..."`
    cards.write_text(cards.read_text().replace("- id: card-001", "- id: card-100"))
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    # As msgmerge --previous keeps it: the translation is still that of the 15% question.
    assert ('#, fuzzy\n#| msgctxt "card-001/questions/1/question"\n#| msgid "What is 15% of 200?"\n'
            'msgctxt "card-100/questions/1/question"\nmsgid "What is 20% of 200?"\n'
            'msgstr "Wie viel sind 15 % von 200?"\n') in po.read_text()


def test_a_fuzzy_entry_whose_card_goes_and_comes_back_is_still_fuzzy(cli, deck, tmp_path):
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    po, cards = deck / "locales" / "de.po", deck / "cards" / "cards.yaml"
    translate(po, {"card-001/questions/1/question": "Wie viel sind 15 % von 200?"})
    cards.write_text(cards.read_text().replace("What is 15% of 200?", "What is 20% of 200?"))
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0  # fuzzy, `#| msgid "What is 15%..."`
    changed = cards.read_text()
    cards.write_text(changed.replace("- id: card-001", "- id: card-100").replace("What is 20% of 200?", "Other?"))
    assert cli("i18n", "extract", deck).exit_code == 0
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    # Obsolete, as GNU msgmerge --previous keeps it: fuzzy, with `#~| msgid`; and deckctl reads
    # that back (it refused the `#~|` line as no msgid or msgstr).
    obsolete = '#, fuzzy\n#~| msgid "What is 15% of 200?"\n#~ msgctxt "card-001/questions/1/question"\n'
    assert obsolete in po.read_text()
    run = gnu("msgmerge", "--quiet", "--previous", "-o", po, po, deck / "locales" / "test-deck.pot")
    assert run.returncode == 0, run.stderr  # (a translator's update: it drops the untranslated ones)
    assert obsolete in po.read_text()
    assert gnu("msgfmt", "-c", "-o", "/dev/null", po).returncode == 0
    assert cli("i18n", "status", deck).exit_code == 0
    cards.write_text(changed)  # the card is back: its translation is still to be reviewed
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    assert ('#, fuzzy\n#| msgid "What is 15% of 200?"\nmsgctxt "card-001/questions/1/question"\n'
            'msgid "What is 20% of 200?"\nmsgstr "Wie viel sind 15 % von 200?"\n') in po.read_text()


def test_docs_name_the_lines_update_keeps_on_obsolete_and_renamed_entries():
    """docs/i18n.md's rules of `i18n update` say what the two tests above see it write: an
    obsolete entry keeps `#, fuzzy` and `#~| msgid`; a renamed card's translation comes back fuzzy,
    naming the entry it came from with `#| msgctxt`."""
    doc = (Path(__file__).resolve().parents[2] / "docs" / "i18n.md").read_text(encoding="utf-8")
    rules = " ".join(doc.split("- `deckctl i18n update")[1].split("- `deckctl i18n pseudo")[0].split())
    assert "A fuzzy one stays fuzzy: an obsolete entry keeps its `#, fuzzy` flag" in rules
    assert 'as `#~| msgid "..."`, as GNU msgmerge writes them' in rules
    assert "(a card renamed: its msgctxt changed) gets that entry's translation, and comes back fuzzy" in rules
    assert "`#| msgctxt` and `#| msgid` naming the entry it came from" in rules
    # (and test_update_like_msgmerge.py's: similar texts lend, untranslated gone entries are dropped)
    assert "the gone or obsolete entry whose source is most *similar*" in rules
    assert "An entry gone without a translation (a plural one: without its first form) is dropped" in rules
