"""A catalog's errors are all told in one run, in file order, each at its line and column with its
hint, as a card file's are. Two BEL characters in msgstrs and a letter value no card takes had
taken four runs of `validate` to find: only the first control character was reported, and the
translations were checked only once the file held none."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from deckfactory import DECKS


BEL_HINT = "hint: delete it; write a line break as \\n, and spaces instead of tabs"


@pytest.fixture
def starter(tmp_path, monkeypatch):
    deck = tmp_path / "deck"
    shutil.copytree(DECKS / "knowledge-starter", deck)
    monkeypatch.chdir(tmp_path)
    return deck, deck / "locales" / "de.po"


def _edit(po: Path, old: str, new: str) -> int:
    """Replace the msgstr line `old` by `new`; returns its line number."""
    lines = po.read_text(encoding="utf-8").split("\n")
    number = lines.index(old)
    lines[number] = new
    po.write_text("\n".join(lines), encoding="utf-8")
    return number + 1


def _errors(stdout: str) -> list[str]:
    return re.findall(r"de\.po:(\d+:\d+): error: .*\[([a-z-]+)\]", stdout)


def _wrong_letter(po) -> int:
    """capital-greece's value translated `F`, a letter no card may move by: the line of its msgstr."""
    text = po.read_text(encoding="utf-8")
    value = text.index('msgctxt "capital-greece/value"')
    po.write_text(text[:value] + text[value:].replace('msgstr "A"', 'msgstr "F"', 1), encoding="utf-8")
    return 1 + text[:value].count("\n") + 2


def test_control_characters_and_a_refused_translation_in_one_run(cli, starter):
    deck, po = starter
    late = _edit(po, 'msgstr "Der Anfangsbuchstabe der Hauptstadt Deutschlands."',
                 'msgstr "Der Anfangsbuchstabe der \x07Hauptstadt Deutschlands."')
    early = _edit(po, 'msgstr "Die Farbe der Scheibe auf der Flagge Japans."',
                  'msgstr "Die Farbe der \x07Scheibe auf der Flagge Japans."')
    letter = _wrong_letter(po)
    assert early < letter < late
    run = cli("validate", "deck")
    assert run.exit_code == 1, run.stdout
    assert _errors(run.stdout) == [(f"{early}:23", "control-character"), (f"{letter}:1", "bad-translation"),
                                   (f"{late}:34", "control-character")], run.stdout
    assert run.stdout.count(BEL_HINT) == 2
    assert "hint: fix the msgstr of `capital-greece/value`" in run.stdout


def test_an_escaped_control_character_and_an_unknown_escape_do_not_hide_the_rest(cli, starter):
    deck, po = starter
    escaped = _edit(po, 'msgstr "Die Farbe der Scheibe auf der Flagge Japans."',
                    'msgstr "Die Farbe der \\aScheibe auf der Flagge Japans."')
    unknown = _edit(po, 'msgstr "Der Anfangsbuchstabe der Hauptstadt Deutschlands."',
                    'msgstr "Der Anfangsbuchstabe \\q der Hauptstadt Deutschlands."')
    letter = _wrong_letter(po)
    run = cli("validate", "deck")
    assert _errors(run.stdout) == [(f"{escaped}:1", "control-character"), (f"{letter}:1", "bad-translation"),
                                   (f"{unknown}:30", "catalog-syntax")], run.stdout


def test_every_broken_line_and_every_repeated_msgctxt_is_told(cli, starter):
    deck, po = starter
    first = _edit(po, 'msgstr "Die Farbe der Scheibe auf der Flagge Japans."', 'msgstr "Die Farbe der Scheibe')
    second = _edit(po, 'msgstr "Der Anfangsbuchstabe der Hauptstadt Deutschlands."', "msgstr Der Anfangsbuchstabe")
    run = cli("validate", "deck")
    assert _errors(run.stdout) == [(f"{first}:1", "catalog-syntax"), (f"{second}:1", "catalog-syntax")], run.stdout
    assert run.stdout.count("hint: each msgctxt, msgid and msgstr is followed by one") == 2

    shutil.copy(DECKS / "knowledge-starter" / "locales" / "de.po", po)
    text = po.read_text(encoding="utf-8")
    entries = text.split("\n\n")
    po.write_text(text + "\n" + entries[2] + "\n\n" + entries[5] + "\n", encoding="utf-8")
    run = cli("validate", "deck")
    lines = text.count("\n") + 1
    assert [code for _, code in _errors(run.stdout)] == ["catalog-duplicate"] * 2, run.stdout
    assert [int(at.split(":")[0]) for at, _ in _errors(run.stdout)] == sorted(
        int(at.split(":")[0]) for at, _ in _errors(run.stdout))
    assert all(int(at.split(":")[0]) > lines for at, _ in _errors(run.stdout))


def test_a_catalog_of_control_characters_is_told_up_to_the_cap(cli, starter):
    deck, po = starter
    text = po.read_text(encoding="utf-8")
    po.write_text(text + "".join(f"# a comment\x07 {n}\n" for n in range(250)), encoding="utf-8")
    run = cli("validate", "deck")
    assert run.stdout.count("(U+0007 BEL) [control-character]") == 100, run.stdout[-2000:]
    assert "150 more `control-character` errors in this file, not shown" in run.stdout
    assert "250 errors" in run.stdout + run.stderr


def test_readers_other_than_validate_still_get_no_entries(cli, starter):
    """The entries checked despite a control character are validate's only: the catalog stays
    unread for building, so nothing of it reaches a card."""
    deck, po = starter
    _edit(po, 'msgstr "Die Farbe der Scheibe auf der Flagge Japans."',
          'msgstr "Die Farbe der \x07Scheibe auf der Flagge Japans."')
    from deckctl.i18n.catalog import read_catalog

    catalog = read_catalog(po, "de.po")
    assert catalog.catalog is None and catalog.checkable is not None
    assert catalog.entries == {}
    assert "japan-flag-disc/front" not in {m.context for m in catalog.checkable}
    assert "japan-flag-disc/back" in {m.context for m in catalog.checkable}


def test_a_broken_plural_forms_header_does_not_hide_the_entries_errors(cli, starter):
    deck, po = starter
    text = po.read_text(encoding="utf-8").replace("plural=(n != 1);", "plural=(n != 1;")
    header = 1 + text[:text.index('"Plural-Forms')].count("\n")
    value = text.index('msgctxt "capital-greece/value"')
    po.write_text(text[:value] + text[value:].replace('msgstr "A"', 'msgstr "F"', 1), encoding="utf-8")
    letter = 1 + text[:value].count("\n") + 2
    run = cli("validate", "deck")
    assert _errors(run.stdout) == [(f"{header}:1", "catalog-header"), (f"{letter}:1", "bad-translation")], run.stdout


def test_nplurals_unknown_leaves_plural_entries_unjudged(cli, starter):
    """With the header's Plural-Forms refused there is no nplurals: a msgstr[2] is not called past it."""
    deck, po = starter
    text = po.read_text(encoding="utf-8").replace("plural=(n != 1);", "plural=(n != 1;")
    po.write_text(text + '\nmsgctxt "p"\nmsgid "a"\nmsgid_plural "b"\nmsgstr[0] "c"\nmsgstr[1] "c"\nmsgstr[2] "c"\n',
                  encoding="utf-8")
    run = cli("validate", "deck")
    assert [code for _, code in _errors(run.stdout)] == ["catalog-header"], run.stdout


@pytest.mark.parametrize("field, old, new, hint", [
    ("Language", "Language: de", "Language: 1234", "hint: write `Language:` as a language tag"),
    ("Language", "Language: de", "Language: de_XX_@@", "hint: write `Language:` as a language tag"),
    ("POT-Creation-Date", "POT-Creation-Date: 2026-12-01 09:46+0000", "POT-Creation-Date: yesterday",
     "hint: write the date as `2024-05-01 12:00+0000`"),
    ("PO-Revision-Date", "PO-Revision-Date: 2026-12-01 09:46+0000", "PO-Revision-Date: 2026-13-40 09:46+0000",
     "hint: write the date as `2024-05-01 12:00+0000`"),
])
def test_a_header_field_babel_cannot_read_does_not_hide_the_entries_errors(cli, starter, field, old, new, hint):
    """A Language or a date Babel cannot read had ended the catalog's reading: the header error
    alone, and the letter value in the next run. It is now an error at its own line (not at
    Language-Team's, which comes first and starts with the same word), and the entries are read on."""
    deck, po = starter
    text = po.read_text(encoding="utf-8")
    assert f'"{old}\\n"' in text
    text = text.replace(f'"{old}\\n"', f'"{new}\\n"', 1)
    header = 1 + text[:text.index(f'"{new}')].count("\n")
    po.write_text(text, encoding="utf-8")
    letter = _wrong_letter(po)
    run = cli("validate", "deck")
    assert _errors(run.stdout) == [(f"{header}:1", "catalog-header"), (f"{letter}:1", "bad-translation")], run.stdout
    assert f"`{new}` cannot be read" in run.stdout and hint in run.stdout


def test_every_refused_header_field_is_told_in_one_run(cli, starter):
    deck, po = starter
    text = (po.read_text(encoding="utf-8").replace('"Language: de\\n"', '"Language: 1234\\n"')
            .replace('"PO-Revision-Date: 2026-12-01 09:46+0000\\n"', '"PO-Revision-Date: never\\n"')
            .replace("plural=(n != 1);", "plural=n/0;"))
    po.write_text(text, encoding="utf-8")
    letter = _wrong_letter(po)
    rows = {name: 1 + text[:text.index(f'"{name}:')].count("\n") for name in ("PO-Revision-Date", "Language", "Plural-Forms")}
    run = cli("validate", "deck")
    assert _errors(run.stdout) == [(f"{rows['PO-Revision-Date']}:1", "catalog-header"),
                                   (f"{rows['Language']}:1", "catalog-header"),
                                   (f"{rows['Plural-Forms']}:1", "catalog-header"),
                                   (f"{letter}:1", "bad-translation")], run.stdout
    assert "`plural=n/0`: it divides by zero for n = 0" in run.stdout
    from deckctl.i18n.catalog import read_catalog

    assert read_catalog(po, "de.po").catalog is None  # (no reader but validate gets its entries)


def test_a_refused_field_given_twice_is_placed_at_its_own_line_escapes_and_all(cli, starter):
    """Plural-Forms given twice, the second one refused and written with an escaped quote: the
    error named the first (good) line, as the escaped text in the file did not match the value read."""
    deck, po = starter
    text = po.read_text(encoding="utf-8")
    good = '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n'
    bad = '"Plural-Forms: nplurals=2; plural=(n != \\"1\\");\\n"\n'
    po.write_text(text.replace(good, good + bad, 1), encoding="utf-8")
    second = 2 + text[:text.index(good)].count("\n")
    run = cli("validate", "deck")
    assert run.exit_code == 1, run.stdout
    assert [(place, code) for place, code in _errors(run.stdout) if code == "catalog-header"] == [
        (f"{second}:1", "catalog-header")], run.stdout


def test_a_noncharacter_in_a_translation_is_refused_at_its_msgstr(cli, starter):
    """U+FFFF written as it is (Babel reads it): refused as a control character is, named a
    noncharacter."""
    deck, po = starter
    first = _edit(po, 'msgstr "Der Anfangsbuchstabe der Hauptstadt Deutschlands."',
                  'msgstr "Der Anfangsbuchstabe der \uffffHauptstadt Deutschlands."')
    run = cli("validate", "deck")
    assert run.exit_code == 1, run.stdout
    assert _errors(run.stdout) == [(f"{first}:34", "control-character")], run.stdout
    assert "the text holds a noncharacter (U+FFFF)" in run.stdout


def test_an_entry_without_its_msgstr_line_says_what_to_write(tmp_path):
    """Its msgstr line deleted: one error at the entry, saying to give it one; it had ended in a
    stray `: ''` (the empty line it quoted) and asked to check the quoting."""
    from deckctl.i18n.catalog import read_catalog

    po = tmp_path / "de.po"
    po.write_text('msgid ""\nmsgstr "Content-Type: text/plain; charset=UTF-8\\n"\n\n'
                  'msgctxt "a/front"\nmsgid "Front."\n\nmsgctxt "a/back"\nmsgid "Back."\nmsgstr "Rückseite."\n',
                  encoding="utf-8")
    (found,) = read_catalog(po, "de.po").diagnostics
    assert found.code == "catalog-syntax" and found.line == 4
    assert found.message == "the catalog cannot be read: missing msgstr for msgid 'Front.'"
    assert found.hint == 'give the entry its msgstr line (`msgstr ""` while it has no translation)'


def test_a_quotation_mark_inside_a_translation_is_named_with_how_to_write_it(cli, starter):
    """`msgstr "the "word" here"`: a quotation mark not escaped ends the string early, which the error
    says, with the escape to write (it had said only that the line is no msgstr with a string)."""
    deck, po = starter
    line = _edit(po, 'msgstr "Der Anfangsbuchstabe der Hauptstadt Deutschlands."',
                 'msgstr "Der Anfangsbuchstabe der "Hauptstadt" Deutschlands."')
    run = cli("validate", deck)
    assert run.exit_code == 1
    assert f"de.po:{line}:" in run.stdout and "a quotation mark inside the text ends its string early" in run.stdout
    assert 'hint: write a quotation mark inside a text as \\" (a backslash before it)' in run.stdout, run.stdout
