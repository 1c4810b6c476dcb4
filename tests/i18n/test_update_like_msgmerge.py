"""`i18n update` gives a translator the help GNU msgmerge gives: a card renamed *and* edited gets
the translation of its old, similar text as a fuzzy entry naming it (`#| msgctxt`, `#| msgid`);
questions that move up or down a place take their translations along; and what is gone without a
translation is dropped, not kept as obsolete (`#~`). Where msgmerge is
installed, it must write the very same catalog from the same one."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from babel.messages.catalog import Message
from deckfactory import translate

from deckctl.i18n import donors
from deckctl.i18n.merge import merge
from deckctl.i18n.texts import TEXT, Text

CARDS = """\
- id: card-001
  questions:
    - question: Which river flows through Vienna, Bratislava and Budapest?
      answer: The Danube
    - question: How many countries does the Rhine flow through?
      answer: "6"
    - question: Which sea does the Volga flow into?
      answer: The Caspian Sea
    - question: What is the longest river in Italy?
      answer: The Po
    - question: Which river forms much of the border of Mexico and the United States?
      answer: Rio Grande
"""
GERMAN = {
    "card-001/questions/1/question": "Welcher Fluss fließt durch Wien, Bratislava und Budapest?",
    "card-001/questions/1/answer": "Die Donau",
    "card-001/questions/3/question": "In welches Meer mündet die Wolga?",
    "card-001/questions/4/answer": "Der Po",
    "card-001/questions/5/question": "Welcher Fluss bildet einen großen Teil der Grenze von Mexiko und den USA?",
}


def gnu(*args: str | Path) -> subprocess.CompletedProcess:
    if shutil.which(str(args[0])) is None:  # scripts/ensure-sysdeps installs gettext (make test)
        pytest.skip(f"GNU {args[0]} is not installed")
    return subprocess.run([str(a) for a in args], capture_output=True, text=True, check=False)


@pytest.fixture(autouse=True)
def one_moment(monkeypatch):
    """One date for every catalog a test writes: msgmerge copies the template's POT-Creation-Date,
    which `i18n extract` stamps later than `i18n update` stamped the catalog (a minute may turn)."""
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1764633600")


@pytest.fixture
def deck(make_deck, cli):
    deck = make_deck("you-know-it", cards=CARDS)
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    translate(deck / "locales" / "de.po", GERMAN)
    return deck


def assert_as_msgmerge_writes(cli, deck: Path, before: Path, po: Path) -> None:
    """GNU msgmerge --previous, from the catalog as it was and the template of the deck as it is,
    writes the bytes `deckctl i18n update` wrote; and msgfmt -c accepts them."""
    assert cli("i18n", "extract", deck).exit_code == 0
    merged = before.with_name("msgmerge.po")
    run = gnu("msgmerge", "--quiet", "--previous", "-o", merged, before, deck / "locales" / "test-deck.pot")
    assert run.returncode == 0, run.stderr
    assert merged.read_text() == po.read_text()
    assert gnu("msgfmt", "-c", "-o", "/dev/null", po).returncode == 0


def test_a_card_renamed_and_edited_gets_its_old_translations_back_as_fuzzy_entries(cli, deck, tmp_path):
    po, cards = deck / "locales" / "de.po", deck / "cards" / "cards.yaml"
    before = tmp_path / "before.po"
    shutil.copy(po, before)
    cards.write_text(cards.read_text().replace("- id: card-001", "- id: rivers")
                     .replace("Vienna, Bratislava and Budapest?", "Vienna and Budapest?")
                     .replace("Which sea does the Volga flow into?", "Into which sea does the Volga flow?"))
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    text = po.read_text()
    assert ('#, fuzzy\n#| msgctxt "card-001/questions/1/question"\n'
            '#| msgid "Which river flows through Vienna, Bratislava and Budapest?"\n'
            'msgctxt "rivers/questions/1/question"\nmsgid "Which river flows through Vienna and Budapest?"\n'
            'msgstr "Welcher Fluss fließt durch Wien, Bratislava und Budapest?"\n') in text
    assert ('#, fuzzy\n#| msgctxt "card-001/questions/3/question"\n#| msgid "Which sea does the Volga flow into?"\n'
            'msgctxt "rivers/questions/3/question"\nmsgid "Into which sea does the Volga flow?"\n'
            'msgstr "In welches Meer mündet die Wolga?"\n') in text
    assert '#| msgctxt "card-001/questions/1/answer"\n#| msgid "The Danube"\n' in text  # (unchanged: as before)
    # Every translation moved on; the untranslated entries of card-001 are gone, not obsolete.
    assert "#~" not in text and text.count("#, fuzzy") == len(GERMAN)
    assert "unchanged" in cli("i18n", "update", deck, "--lang", "de").stderr
    assert f"0/11 translated, {len(GERMAN)} fuzzy" in cli("i18n", "status", deck).stdout
    # GNU msgmerge, from the same catalog and the template of the new cards, writes the same bytes.
    assert_as_msgmerge_writes(cli, deck, before, po)


OBSOLETE = """
#~ msgctxt "card-009/questions/1/question"
#~ msgid "An old question nobody translated?"
#~ msgstr ""

# a translator's note on an entry never translated
#~ msgctxt "card-009/questions/1/answer"
#~ msgid "An old answer"
#~ msgstr ""

#, fuzzy
#~ msgctxt "card-009/questions/2/answer"
#~ msgid "Zebra stripes"
#~ msgstr ""

#~ msgctxt "card-009/questions/2/question"
#~ msgid "How many legs has a zebra?"
#~ msgstr "Wie viele Beine hat ein Zebra?"

#~ msgctxt "card-009/plural"
#~ msgid "one zebra"
#~ msgid_plural "{n} zebras"
#~ msgstr[0] ""
#~ msgstr[1] "{n} Zebras"

#~ msgctxt "card-009/plural-2"
#~ msgid "one horse"
#~ msgid_plural "{n} horses"
#~ msgstr[0] "ein Pferd"
#~ msgstr[1] ""
"""


def test_obsolete_entries_without_a_translation_are_dropped_as_msgmerge_drops_them(cli, deck, tmp_path):
    po = deck / "locales" / "de.po"
    po.write_text(po.read_text() + OBSOLETE)
    before = tmp_path / "before.po"
    shutil.copy(po, before)
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    text = po.read_text()
    assert "card-009/questions/1/" not in text and "Zebra stripes" not in text and "one zebra" not in text
    assert '#~ msgstr "Wie viele Beine hat ein Zebra?"' in text and '#~ msgstr[0] "ein Pferd"' in text
    assert_as_msgmerge_writes(cli, deck, before, po)


def _text(context: str, source: str) -> Text:
    return Text(context, source, TEXT, (), context.split("/")[0], "")


def _gone(context: str, source: str, translation: str) -> Message:
    return Message(source, translation, context=context)


def test_a_renamed_cards_own_old_text_lends_before_a_more_similar_one_of_another_card():
    """The cards that lent a text unchanged are searched first (msgmerge would take the other)."""
    texts = [_text("rivers/q", "Which river flows through Vienna and Budapest?"), _text("rivers/a", "The Danube")]
    active = [_gone("card-001/q", "Which river flows through Vienna, Bratislava and Budapest?", "Wien"),
              _gone("card-001/a", "The Danube", "Die Donau"),
              _gone("card-002/q", "Which river flows through Vienna and Budapest today?", "Heute")]
    entries, obsolete = merge(texts, active, [])
    assert [(e.previous_context, e.string) for e in entries] == [("card-001/q", "Wien"), ("card-001/a", "Die Donau")]
    assert [m.context for m in obsolete] == ["card-002/q"]
    # Without the unchanged answer, nothing ties the card to card-001: the most similar lends.
    entries, _ = merge(texts[:1], active[::2], [])
    assert entries[0].previous_context == "card-002/q" and "fuzzy" in entries[0].flags


def test_what_is_not_similar_enough_lends_nothing():
    texts = [_text("a/1", "Paris"), _text("a/2", "Parmesan"), _text("a/3", "30")]
    # "Paris"/"Parma" are 0.6 alike: msgmerge wants more. "Parmesan" is 0.77 alike; "30"/"300" 0.8,
    # but a text under 4 characters is only compared with its own card's entries.
    entries, obsolete = merge(texts, [_gone("b/1", "Parma", "Parma"), _gone("b/2", "300", "dreihundert")], [])
    assert [e.string for e in entries] == ["", "Parma", ""]
    assert [m.context for m in obsolete] == ["b/2"]
    entries, _ = merge(texts[2:], [_gone("a/9", "300", "dreihundert")], [])
    assert entries[0].string == "dreihundert" and entries[0].previous_id == ["300"]


def test_the_comparisons_stay_bounded_on_a_large_catalog(monkeypatch):
    """3,000 texts all alike (`Question N about rivers?`) and as many gone entries: each new text
    is compared with at most FEW entries found by the index (and its card's), never with all."""
    calls = []
    real = donors.Indel.distance

    class Counting:
        @staticmethod
        def distance(*args, **kwargs):
            calls.append(1)
            return real(*args, **kwargs)

    monkeypatch.setattr(donors, "Indel", Counting)
    count = 3_000
    texts = [_text(f"new-{n}/q", f"Question {n} about rivers, renamed?") for n in range(count)]
    active = [_gone(f"old-{n}/q", f"Question {n} about rivers?", f"Frage {n}") for n in range(count)]
    entries, obsolete = merge(texts, active, [])
    assert len(calls) <= count * donors.FEW
    assert all("fuzzy" in e.flags for e in entries)
    assert entries[1234].previous_id == ["Question 1234 about rivers?"]  # (the one sharing most pieces)


def test_a_printed_label_takes_no_similar_translation(cli, make_deck):
    """`label/miss-turns` ("Miss {n} turns") would lose its `{n}` to "Miss two turns"'s
    translation, which validate refuses even in a fuzzy entry."""
    deck = make_deck("i-know")
    assert cli("i18n", "update", deck, "--lang", "fr").exit_code == 0
    po = deck / "locales" / "fr.po"
    assert 'msgctxt "label/miss-turns"\nmsgid "Miss {n} turns"\nmsgstr ""' in po.read_text()
    po.write_text(po.read_text() + '\n#~ msgctxt "old-card/text"\n#~ msgid "Miss two turns"\n'
                  '#~ msgstr "Passez deux tours"\n')
    assert cli("i18n", "update", deck, "--lang", "fr").exit_code == 0
    text = po.read_text()
    assert 'msgctxt "label/miss-turns"\nmsgid "Miss {n} turns"\nmsgstr ""' in text
    assert '#~ msgstr "Passez deux tours"' in text
    assert cli("validate", deck).exit_code == 0


def test_a_second_update_finds_nothing_the_first_did_not():
    """Eleven gone entries hold every piece of a text but are too long to be alike (0.5); an
    entry alike to it (0.83) shares fewer pieces. The eleven lend to new texts of their very
    source, and are gone from the catalog the second update reads: it must not then find the
    alike one (the first update looks again without them)."""
    source = "Which river flows through Vienna, Bratislava and Budapest?"
    alike = "".join("#" if n % 6 == 5 else ch for n, ch in enumerate(source))
    crowd = [f"{source} {n:02d} " + "".join(chr(0x400 + 3 * n + k % 3) for k in range(2 * len(source)))
             for n in range(11)]
    texts = [_text("new/q", source)] + [_text(f"new-{n}/q", text) for n, text in enumerate(crowd)]
    active = [_gone(f"old-{n}/q", text, f"T{n}") for n, text in enumerate(crowd)] + [_gone("other/q", alike, "Alike")]
    entries, obsolete = merge(texts, active, [])
    again, _ = merge(texts, entries, obsolete)
    assert [(e.string, e.flags) for e in again] == [(e.string, e.flags) for e in entries]
    assert entries[0].string == "Alike" and entries[0].previous_id == [alike]


NUMBERED = "".join(f"    - {{question: Question number {n} about rivers?, answer: River {n}}}\n" for n in range(1, 6))


@pytest.mark.parametrize("edit", ["delete the second question, add a fifth", "insert a second question"])
def test_questions_that_move_up_or_down_take_their_translations_along(cli, make_deck, tmp_path, edit):
    """A question deleted or inserted moves the later ones to other msgctxts: each takes the
    translation of its own text from where it was (not the one its new place held), and the
    deleted one's is kept as obsolete, as msgmerge does."""
    deck = make_deck("you-know-it", cards="- id: card-001\n  questions:\n" + NUMBERED)
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    po, cards = deck / "locales" / "de.po", deck / "cards" / "cards.yaml"
    translate(po, {f"card-001/questions/{n}/question": f"Frage {n}?" for n in range(1, 6)})
    before = tmp_path / "before.po"
    shutil.copy(po, before)
    lines = NUMBERED.splitlines(keepends=True)
    new = "    - {question: Something else entirely?, answer: Nile}\n"
    lines = lines[:1] + lines[2:] + [new] if edit.startswith("delete") else lines[:1] + [new] + lines[1:4]
    cards.write_text("- id: card-001\n  questions:\n" + "".join(lines))
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    text = po.read_text()
    moved, place = (3, 2) if edit.startswith("delete") else (2, 3)
    assert (f'#, fuzzy\n#| msgctxt "card-001/questions/{moved}/question"\n'
            f'#| msgid "Question number {moved} about rivers?"\n'
            f'msgctxt "card-001/questions/{place}/question"\nmsgid "Question number {moved} about rivers?"\n'
            f'msgstr "Frage {moved}?"\n') in text
    gone = 2 if edit.startswith("delete") else 5
    assert f'#~ msgid "Question number {gone} about rivers?"\n#~ msgstr "Frage {gone}?"\n' in text
    assert "unchanged" in cli("i18n", "update", deck, "--lang", "de").stderr
    assert_as_msgmerge_writes(cli, deck, before, po)


def test_the_index_stays_small_whatever_the_catalog_holds(monkeypatch):
    """A stranger's catalog of long random texts: entries too long to be alike to any text are
    not filed, and no more than MAX_PIECES different pieces are (else gigabytes for 8 MB)."""
    monkeypatch.setattr(donors, "MAX_PIECES", 500)
    noise = ["".join(chr(0x4E00 + (n * 7919 + k * 104_729) % 20_000) for k in range(300)) for n in range(20)]
    pool = [_gone(f"c{n}/q", text, "x") for n, text in enumerate(noise)] + [_gone("long/q", "y" * 1_000, "x")]
    index = donors._Index(pool, longest=200)  # (alike to 200 characters: under 467)
    assert len(index.lists) == 500
    assert all(len(pool) - 1 not in numbers for numbers in index.lists.values())
    assert index.lists[noise[0][:4]] == [0]


def test_an_entry_that_lost_its_msgctxt_lends_its_translation_as_msgmerge_does(cli, deck, tmp_path):
    """A msgctxt line deleted by hand (or swallowed by an editor): the entry is validate's
    `unknown-context`, whose hint says update gives its translation, fuzzy, to the same text. It
    had been made obsolete, the text's own entry written empty. (msgmerge also writes a `#| msgid`
    of the same text, which a catalog deckctl reads takes to name the entry itself: left out, so
    that the next update changes nothing.)"""
    po = deck / "locales" / "de.po"
    po.write_text(po.read_text().replace('msgctxt "card-001/questions/3/question"\n', "", 1))
    before = tmp_path / "before.po"
    shutil.copy(po, before)
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    text = po.read_text()
    assert ('#, fuzzy\nmsgctxt "card-001/questions/3/question"\nmsgid "Which sea does the Volga flow into?"\n'
            'msgstr "In welches Meer mündet die Wolga?"\n') in text
    assert "#~" not in text
    assert "unchanged" in cli("i18n", "update", deck, "--lang", "de").stderr
    assert gnu("msgfmt", "-c", "-o", "/dev/null", po).returncode == 0
