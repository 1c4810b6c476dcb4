"""The translation stage: extract, update, status, localize, and --lang in export/preview/build.

Every catalog deckctl writes is also checked by GNU msgfmt (`msgfmt -c --check-format`).
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from deckfactory import questions, translate


def msgfmt(path: Path) -> None:
    if shutil.which("msgfmt") is None:  # scripts/ensure-sysdeps installs it (make test)
        pytest.skip("GNU msgfmt is not installed")
    run = subprocess.run(["msgfmt", "-c", "--check-format", "-o", "/dev/null", str(path)],
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stderr


def contexts(po: Path, obsolete: bool = False) -> list[str]:
    prefix = "#~ msgctxt " if obsolete else "msgctxt "
    return [line[len(prefix) + 1:-1] for line in po.read_text(encoding="utf-8").splitlines() if line.startswith(prefix)]


def _cards(first: str = "Question 1?", second_card: bool = True) -> str:
    text = "- id: card-001\n  questions:\n" + questions(5).replace("Question 1?", first)
    text = text.replace("answer: Answer 2}", "answer: Answer 2, accept: [Two, Zwo]}")
    if second_card:
        text += "- id: card-002\n  questions:\n" + questions(5)
    return text


@pytest.fixture
def deck(make_deck):
    return make_deck("you-know-it", cards=_cards())


def test_extract_writes_every_text_with_its_context(cli, deck):
    run = cli("i18n", "extract", deck)
    assert run.exit_code == 0, run.stdout + run.stderr
    pot = deck / "locales" / "test-deck.pot"
    found = contexts(pot)
    assert found[:4] == ["deck/title", "card-001/questions/1/question", "card-001/questions/1/answer",
                         "card-001/questions/2/question"]
    assert "card-001/questions/2/accept" in found and len(found) == 1 + 2 * 10 + 1
    assert 'msgid "Two | Zwo"' in pot.read_text()
    msgfmt(pot)
    before = pot.read_bytes()
    assert "unchanged" in cli("i18n", "extract", deck).stderr
    assert pot.read_bytes() == before


def test_round_trip_extract_translate_localize_bundle(cli, deck, tmp_path):
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    po = deck / "locales" / "de.po"
    msgfmt(po)
    translate(po, {"deck/title": "Testdeck", "card-001/questions/1/question": "Frage 1?",
                   "card-001/questions/2/accept": "Zwei | Zwo | II"})
    msgfmt(po)
    run = cli("export", "bundle", deck, "--lang", "de", "--out", tmp_path / "out")
    assert run.exit_code == 0, run.stdout + run.stderr
    assert "de: 19 of 22 texts untranslated" in run.stdout  # one line, not one per text
    bundle = json.loads((tmp_path / "out" / "test-deck" / "de" / "bundle.json").read_text())
    assert bundle["language"] == "de" and bundle["deck"]["title"] == "Testdeck"
    first = bundle["cards"][0]["questions"]
    assert first[0]["question"] == "Frage 1?" and first[0]["answer"] == "Answer 1"  # missing: the source
    assert first[1]["accept"] == ["Zwei", "Zwo", "II"]
    status = cli("i18n", "status", deck)
    assert status.exit_code == 0 and "3/22 translated, 0 fuzzy, 19 missing, 0 obsolete" in status.stdout
    strict = cli("i18n", "status", deck, "--strict")
    assert strict.exit_code == 1 and "card-002/questions/5/answer has no translation" in strict.stdout
    assert re.search(r"de\.po:\d+:\d+: ", strict.stdout)  # located at the entry


def test_a_translation_showing_nothing_is_missing_not_printed_blank(cli, deck, tmp_path):
    """A msgstr of invisible characters only (a zero width space, a soft hyphen, a bidirectional
    mark) is as blank as one of spaces: missing, the source printed. It had counted as translated
    and gone into the bundle and onto the card, which then showed no answer."""
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    po = deck / "locales" / "de.po"
    translate(po, {"card-001/questions/1/question": "Frage 1?", "card-001/questions/1/answer": "\u200b",
                   "card-001/questions/2/answer": " \u00ad\u200e ", "card-001/questions/3/answer": "\u200bA"})
    status = cli("i18n", "status", deck)
    assert "2/22 translated, 0 fuzzy, 20 missing" in status.stdout, status.stdout
    run = cli("export", "bundle", deck, "--lang", "de", "--out", tmp_path / "out")
    assert run.exit_code == 0, run.stdout + run.stderr
    first = json.loads((tmp_path / "out" / "test-deck" / "de" / "bundle.json").read_text())["cards"][0]["questions"]
    assert [q["answer"] for q in first[:3]] == ["Answer 1", "Answer 2", "\u200bA"]


# A second card whose texts are like none of card-001's (which would take its translations).
PAINTINGS = "- id: card-002\n  questions:\n" + "".join(
    f"    - {{question: {q}, answer: {a}}}\n" for q, a in [
        ("Who painted the water lilies?", "Claude Monet"), ("Which museum is in Madrid?", "The Prado"),
        ("Whose ear was cut off?", "Van Gogh's"), ("Guernica shows a town bombed in?", "Spain"),
        ("The Mona Lisa hangs in?", "The Louvre")])


def test_changed_source_is_fuzzy_with_previous_msgid_and_removed_card_obsolete(cli, deck):
    cards = deck / "cards" / "cards.yaml"
    cards.write_text(_cards(second_card=False) + PAINTINGS)
    cli("i18n", "update", deck, "--lang", "de")
    po = deck / "locales" / "de.po"
    translate(po, {"card-001/questions/1/question": "Frage 1?", "card-002/questions/1/question": "Wer malte?"})
    text = po.read_text().replace('msgctxt "card-001/questions/1/answer"',
                                  '# checked by Anna\nmsgctxt "card-001/questions/1/answer"')
    po.write_text(text)
    order = contexts(po)
    cards.write_text(_cards(first="Question one reworded?", second_card=False))
    run = cli("i18n", "update", deck, "--lang", "de")
    assert run.exit_code == 0, run.stdout + run.stderr
    msgfmt(po)
    text = po.read_text()
    assert ('#, fuzzy\n#| msgid "Question 1?"\nmsgctxt "card-001/questions/1/question"\n'
            'msgid "Question one reworded?"\nmsgstr "Frage 1?"\n') in text
    assert "# checked by Anna\n" in text
    assert contexts(po) == [c for c in order if not c.startswith("card-002/")]
    # Only the translated entry of the card is kept; the untranslated ones go, as msgmerge drops them.
    assert contexts(po, obsolete=True) == ["card-002/questions/1/question"]
    assert '#~ msgstr "Wer malte?"' in text
    status = cli("i18n", "status", deck)
    assert "0/12 translated, 1 fuzzy, 11 missing, 1 obsolete" in status.stdout
    # the card comes back: its translation too
    cards.write_text(_cards(first="Question one reworded?", second_card=False) + PAINTINGS)
    cli("i18n", "update", deck, "--lang", "de")
    assert not contexts(po, obsolete=True)
    assert ('msgctxt "card-002/questions/1/question"\nmsgid "Who painted the water lilies?"\nmsgstr "Wer malte?"'
            in po.read_text())


def test_update_is_deterministic(cli, deck):
    cli("i18n", "update", deck, "--lang", "de")
    po = deck / "locales" / "de.po"
    translate(po, {"card-001/questions/1/question": "Frage 1?"})
    cli("i18n", "update", deck, "--lang", "de")
    once = po.read_bytes()
    assert "unchanged" in cli("i18n", "update", deck, "--lang", "de").stderr
    assert po.read_bytes() == once
    assert b"Generated-By" not in once and b"YEAR-MO-DA" not in once
    msgfmt(po)


def test_knowledge_letters_are_confirmed_per_language(cli, make_deck):
    deck = make_deck("knowledge")
    cli("i18n", "update", deck, "--lang", "de")
    po = deck / "locales" / "de.po"
    assert 'msgctxt "first-letters/value"\nmsgid "A B"' in po.read_text()
    assert "spider-legs/value" not in po.read_text()  # numbers and colours do not depend on the language
    msgfmt(po)
    from deckctl.i18n import localize
    from deckctl.validate.deck import load_deck

    translate(po, {"first-letters/value": "B C"})
    localized, diagnostics = localize(load_deck(deck), "de")
    assert localized.cards[1].card.value == ["B", "C"]
    assert not [d for d in diagnostics if d.is_error]
    translate(po, {"first-letters/value": "F"})
    line = po.read_text().split("\n").index('msgctxt "first-letters/value"') + 3  # the msgstr line, where the translator fixes it
    run = cli("validate", deck)
    assert run.exit_code == 1
    assert f"de.po:{line}:" in run.stdout and "`F` is not a letter value" in run.stdout


def test_validate_checks_catalogs(cli, deck):
    locales = deck / "locales"
    locales.mkdir()
    (locales / "fr.po").write_text('msgid ""\nmsgstr ""\n\nmsgctxt "card-001/questions/1/question"\nmsgid "Q\nmsgstr "x"\n')
    (locales / "de.po").write_text('msgid ""\nmsgstr ""\n"Language: de\\n"\n\n'
                                   'msgctxt "card-009/questions/1/question"\nmsgid "Question 1?"\nmsgstr "Frage?"\n')
    (locales / "de.DE.po").write_text("")
    run = cli("validate", deck)
    assert run.exit_code == 1
    assert "`de.DE.po` is not named after a language" in run.stdout
    assert "fr.po:5:" in run.stdout and "catalog-syntax" in run.stdout
    assert "de.po:6:" in run.stdout and "no card `card-009` in the deck (did you mean `card-002`?)" in run.stdout


def test_hidden_catalogs_are_no_catalogs(cli, deck):
    """`locales/.de.po` (an editor's backup or lock file, macOS's `._de.po`) is no one's translation,
    as a hidden card file is no card file: not checked, listed, built, proofed nor measured."""
    from deckctl.build.cache import deck_input_files
    from deckctl.i18n.editions import editions  # (what lint's text-fits measures and the proof draws)
    from deckctl.i18n.locales import languages
    from deckctl.validate.deck import load_deck

    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    locales = deck / "locales"
    (locales / ".fr.po").write_bytes((locales / "de.po").read_bytes())  # a readable catalog, were it one
    (locales / ".de.po").write_text('msgid "unclosed\n')
    (locales / "._de.po").write_bytes(b"\x00\x05\x16\x07")
    run = cli("validate", deck)
    assert run.exit_code == 0 and ".po" not in run.stdout + run.stderr, run.stdout + run.stderr
    status = cli("i18n", "status", deck, "--format", "json")
    assert status.exit_code == 0 and ".fr" not in status.stdout and ".de" not in status.stdout
    assert [name for name in deck_input_files(deck) if name.startswith("locales/")] == ["locales/de.po"]
    loaded = load_deck(deck)
    assert languages(loaded) == ["de"]
    assert [language for language, _ in editions(loaded)] == ["en", "de"]


def test_a_card_file_that_does_not_load_does_not_make_its_translations_look_stale(cli, deck):
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    cards = next((deck / "cards").glob("*.yaml"))
    cards.write_text(cards.read_text().replace("- id: card-002\n", "- id: card-002\n  questions: [\n", 1))
    run = cli("validate", deck)
    assert run.exit_code == 1
    assert "yaml-syntax" in run.stdout
    # every entry of the file's cards would be "no card in the deck": noise that buries the error
    assert "unknown-context" not in run.stdout, run.stdout


def test_a_catalog_left_with_git_conflict_markers_names_them(cli, deck):
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    po = deck / "locales" / "de.po"
    lines = po.read_text().split("\n")
    at = lines.index('msgctxt "card-001/questions/1/question"') + 2  # its msgstr
    lines[at:at + 1] = ["<<<<<<< ours", 'msgstr "Frage eins?"', "=======", 'msgstr "Erste Frage?"', ">>>>>>> theirs"]
    po.write_text("\n".join(lines))
    run = cli("validate", deck)
    assert run.exit_code == 1
    assert f"de.po:{at + 1}:1: error: unresolved merge conflict: git's markers" in run.stdout, run.stdout
    assert run.stdout.count(": error: ") == 1


def test_export_pdf_preview_and_missing_catalog(cli, deck, tmp_path):
    cli("i18n", "update", deck, "--lang", "de")
    translate(deck / "locales" / "de.po", {"card-001/questions/1/question": "Frage 1?"})
    run = cli("export", "pdf", deck, "--lang", "de", "-o", tmp_path / "de.pdf")
    assert run.exit_code == 0, run.stdout + run.stderr
    assert (tmp_path / "de.pdf").read_bytes().startswith(b"%PDF")
    run = cli("preview", deck, "card-001", "--lang", "de", "--png", tmp_path / "c.png", "--dpi", "40")
    assert run.exit_code == 0, run.stdout + run.stderr
    run = cli("export", "pdf", deck, "--lang", "fr", "-o", tmp_path / "fr.pdf")
    assert run.exit_code == 2 and "deckctl i18n update" in run.stderr and "locales/fr.po" in run.stderr
    assert cli("export", "bundle", deck, "--lang", "../x").exit_code == 2


def test_build_writes_every_language(cli, deck, tmp_path):
    cli("i18n", "update", deck, "--lang", "de")
    run = cli("build", deck, "--out", tmp_path / "out")
    assert run.exit_code == 0, run.stdout + run.stderr
    for lang in ("en", "de"):
        assert (tmp_path / "out" / "test-deck" / lang / "bundle.json").exists()
        assert (tmp_path / "out" / "test-deck" / lang / "cards.pdf").exists()
    assert run.stdout.count("untranslated") == 1 and "de: 22 of 22 texts untranslated" in run.stdout


def test_wissens_spektrum_areas_and_iknow_clues(make_deck):
    from deckctl.i18n.texts import deck_texts
    from deckctl.validate.deck import load_deck

    found = [t.context for t in deck_texts(load_deck(make_deck("wissens-spektrum")))]
    assert "areas/geography/name" in found and "rivers/questions/6/answer" in found
    found = [t.context for t in deck_texts(load_deck(make_deck("iknow", name="ik")))]
    assert found[1:] == ["people-001/question", "people-001/clues/1", "people-001/clues/2",
                         "people-001/clues/3", "people-001/answer"]
    found = [t.context for t in deck_texts(load_deck(make_deck("i-know", name="ik2")))]
    assert "fire-drill/text" in found and not any("effect" in c for c in found)


def test_plural_and_context_free_entries_are_stale_and_update_keeps_them_obsolete(cli, deck):
    cli("i18n", "update", deck, "--lang", "de")
    po = deck / "locales" / "de.po"
    po.write_text(po.read_text() + '\nmsgctxt "x/y"\nmsgid "one card"\nmsgid_plural "%d cards"\n'
                  'msgstr[0] "eine Karte"\nmsgstr[1] "%d Karten"\n\nmsgid "Hello"\nmsgstr "Hallo"\n')
    run = cli("validate", deck)
    assert run.exit_code == 0, run.stdout + run.stderr
    assert "x/y: a plural entry" in run.stdout and "an entry without msgctxt" in run.stdout
    assert "2 obsolete" in cli("i18n", "status", deck).stdout
    run = cli("i18n", "update", deck, "--lang", "de")
    assert run.exit_code == 0, run.stdout + run.stderr
    text = po.read_text()
    assert '#~ msgid_plural "%d cards"\n#~ msgstr[0] "eine Karte"\n#~ msgstr[1] "%d Karten"\n' in text
    assert '\n#~ msgid "Hello"\n#~ msgstr "Hallo"\n' in text
    msgfmt(po)
    assert "unchanged" in cli("i18n", "update", deck, "--lang", "de").stderr


@pytest.mark.parametrize("second_msgid", ["Test deck", "An older title"])
def test_a_repeated_msgctxt_is_a_located_error_and_update_leaves_the_file(cli, deck, second_msgid):
    cli("i18n", "update", deck, "--lang", "de")
    po = deck / "locales" / "de.po"
    translate(po, {"deck/title": "Testdeck"})
    po.write_text(po.read_text() + f'\nmsgctxt "deck/title"\nmsgid "{second_msgid}"\nmsgstr "Zweiter Titel"\n')
    line = po.read_text().split("\n").index('msgctxt "deck/title"', 20) + 1
    before = po.read_bytes()
    run = cli("validate", deck)
    assert run.exit_code == 1 and f"de.po:{line}:1: error: a second entry for `deck/title`" in run.stdout
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 1
    assert po.read_bytes() == before  # neither translation is dropped
    status = cli("i18n", "status", deck)
    assert status.exit_code == 1 and "the catalog cannot be read" in status.stdout


def test_byte_order_mark_and_missing_header_are_read(cli, deck):
    cli("i18n", "update", deck, "--lang", "de")
    po = deck / "locales" / "de.po"
    translate(po, {"deck/title": "Testdeck"})
    written = po.read_bytes()
    po.write_bytes(b"\xef\xbb\xbf" + written)
    assert cli("validate", deck).exit_code == 0
    assert "1/22 translated" in cli("i18n", "status", deck).stdout
    cli("i18n", "update", deck, "--lang", "de")
    assert po.read_bytes() == written
    body = written.decode().split("\n\n", 1)[1]  # the entries without the header
    po.write_text(body)
    cli("i18n", "update", deck, "--lang", "de")
    assert po.read_text().startswith("# Test") and po.read_text().count("#: deck.yaml") == 1
    msgfmt(po)


def test_status_json_is_the_counts_the_text_shows_and_the_findings(cli, deck):
    """`--format json` prints the status itself on stdout (it printed `[]`, the counts as text on
    stderr): per deck and language the counts, null where the text shows none (docs/i18n.md)."""
    cli("i18n", "update", deck, "--lang", "de")
    translate(deck / "locales" / "de.po", {"deck/title": "Testdeck", "card-001/questions/1/question": "Frage 1?"})
    run = cli("i18n", "status", deck, "--format", "json")
    assert (run.exit_code, run.stderr) == (0, "")
    shown = json.loads(run.stdout)
    assert shown["findings"] == [] and len(shown["languages"]) == 1
    german = shown["languages"][0]
    assert german.pop("catalog").endswith("locales/de.po")
    assert german == {"deck": "test-deck", "language": "de", "own_language": False, "generated": False,
                      "readable": True, "texts": 22, "translated": 2, "fuzzy": 0, "missing": 20, "obsolete": 0,
                      "out_of_date": 0, "complete": False}
    assert "2/22 translated, 0 fuzzy, 20 missing, 0 obsolete" in cli("i18n", "status", deck).stdout

    strict = cli("i18n", "status", deck, "--format", "json", "--strict", "--lang", "en", "--lang", "de")
    shown = json.loads(strict.stdout)
    assert strict.exit_code == 1 and [row["language"] for row in shown["languages"]] == ["en", "de"]
    assert shown["languages"][0] == {"deck": "test-deck", "language": "en", "catalog": None, "own_language": True,
                                     "generated": False, "readable": True, "texts": None, "translated": None,
                                     "fuzzy": None, "missing": None, "obsolete": None, "out_of_date": None,
                                     "complete": True}
    assert len(shown["findings"]) == 20 and {f["code"] for f in shown["findings"]} == {"missing-translation"}

    (deck / "locales" / "de.po").write_text('msgid "unclosed\n', encoding="utf-8")
    broken = cli("i18n", "status", deck, "--format", "json")
    shown = json.loads(broken.stdout)
    assert broken.exit_code == 1 and shown["findings"] and all(f["severity"] == "error" for f in shown["findings"])
    assert shown["languages"][0]["readable"] is False and shown["languages"][0]["texts"] is None


def test_status_of_the_decks_own_language_says_it_is_the_source(cli, deck):
    """`--lang en` on an English deck: one line saying the texts are the originals, not a row of
    "missing" translations with a hint to create a catalog that `i18n update` refuses to create."""
    cli("i18n", "update", deck, "--lang", "de")
    run = cli("i18n", "status", deck, "--lang", "EN", "--lang", "de")
    own, german = run.stdout.splitlines()
    assert own.split()[:2] == ["test-deck", "en"] and "own language" in own and "not a translation" in own
    assert "missing" not in own and "0/22 translated," in german
    strict = cli("i18n", "status", deck, "--lang", "en", "--strict")  # (nothing left to translate)
    assert strict.exit_code == 0 and strict.stderr == "", strict.stdout + strict.stderr
    assert not (deck / "locales" / "en.po").exists()
    assert "own language" not in cli("i18n", "status", deck).stdout  # (asked for only)


def test_a_repeated_card_id_in_a_translated_deck_is_reported_not_a_crash(cli, tmp_path):
    """A catalog names cards by id: two cards with one id (of other kinds, in two files) keep their
    source texts in every language, and lint reports the repeated id rather than failing."""
    deck = Path(shutil.copytree(Path(__file__).resolve().parents[2] / "decks" / "knowledge-starter", tmp_path / "deck"))
    letter = deck / "cards" / "letter.yaml"  # (its card comes first; the number card's texts have other paths)
    assert "- id: mammals-count-none\n" in (deck / "cards" / "number.yaml").read_text(encoding="utf-8")
    letter.write_text(letter.read_text(encoding="utf-8").replace("- id: capital-greece\n", "- id: mammals-count-none\n"),
                      encoding="utf-8")
    run = cli("lint", deck, "--format", "json")
    assert run.exit_code == 1 and run.exception is None
    assert [d["code"] for d in json.loads(run.stdout) if d["severity"] == "error"] == ["duplicate-id"]
