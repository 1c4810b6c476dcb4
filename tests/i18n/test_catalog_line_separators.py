"""A catalog's lines end at line feeds only, as GNU gettext and Babel read them. deckctl's own
checks split the text with str.splitlines(), which also breaks at U+2028, U+2029, U+0085, VT, FF
and \\x1c-\\x1e: a valid deck text holding U+2028 went into every catalog deckctl writes on one
line, and `validate` then refused that catalog (a string not closed).

U+2028 and U+2029 are the ones a valid deck may hold (the others are control characters, refused
in a deck's texts and in a catalog's file): each goes through extract, update and pseudo, is read
back, passes `msgfmt -c`, and its translation is applied."""

from __future__ import annotations

import json
import shutil
import subprocess

import pytest
from deckfactory import VALID_CARDS, write_deck

from deckctl.i18n.catalog import read_catalog

SOURCE = "front: The colour of fresh snow."
CONTEXT = "snow-colour/front"


def _msgfmt(path) -> None:
    if shutil.which("msgfmt") is None:  # scripts/ensure-sysdeps installs it (make test)
        pytest.skip("GNU msgfmt is not installed")
    run = subprocess.run(["msgfmt", "-c", "-o", "/dev/null", str(path)], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr


def _translate(po, context: str, text: str) -> None:
    """Fill the msgstr of the entry `context` (the lines split at line feeds, as a translator's editor)."""
    lines = po.read_text(encoding="utf-8").split("\n")
    at = lines.index(f'msgctxt "{context}"') + 2
    assert lines[at] == 'msgstr ""'
    lines[at] = f'msgstr "{text}"'
    po.write_text("\n".join(lines), encoding="utf-8")


@pytest.mark.parametrize("separator", ["\u2028", "\u2029"], ids=["U+2028", "U+2029"])
def test_a_text_holding_a_unicode_line_separator_round_trips_through_every_catalog(cli, tmp_path, separator):
    escaped = f"\\u{ord(separator):04x}"
    cards = VALID_CARDS["knowledge"].replace(SOURCE, f'front: "The colour{escaped}of fresh snow."')
    deck = write_deck(tmp_path, "knowledge", cards)
    assert cli("validate", deck).exit_code == 0
    for command in (("i18n", "extract"), ("i18n", "update", "--lang", "fr"), ("i18n", "pseudo")):
        run = cli(*command, deck)
        assert run.exit_code == 0, run.stdout + run.stderr
    locales = deck / "locales"
    for path in sorted(locales.iterdir()):
        catalog = read_catalog(path, path.name)
        assert catalog.diagnostics == [], catalog.diagnostics
        assert f"The colour{separator}of fresh snow." in {message.id for message in catalog.catalog}
        _msgfmt(path)
    run = cli("validate", deck)
    assert run.exit_code == 0, run.stdout

    _translate(locales / "fr.po", CONTEXT, f"La couleur{separator}de la neige.")
    assert cli("validate", deck).exit_code == 0
    _msgfmt(locales / "fr.po")
    run = cli("export", "bundle", deck, "--lang", "fr", "--out", tmp_path / "out")
    assert run.exit_code == 0, run.stdout + run.stderr
    bundle = json.loads((tmp_path / "out" / "test-deck" / "fr" / "bundle.json").read_text(encoding="utf-8"))
    [card] = [card for card in bundle["cards"] if card["id"] == "snow-colour"]
    assert card["front"] == f"La couleur{separator}de la neige."
    before = (locales / "fr.po").read_bytes()
    assert cli("i18n", "update", deck, "--lang", "fr").exit_code == 0
    assert (locales / "fr.po").read_bytes() == before  # (read and written back unchanged)


HEAD = ('msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n"Language: de\\n"\n'
        '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n\n')


@pytest.mark.parametrize("char", ["\u2028", "\u2029"])
def test_a_unicode_line_separator_inside_a_string_is_part_of_it(tmp_path, char):
    po = tmp_path / "deck" / "locales" / "de.po"
    po.parent.mkdir(parents=True)
    po.write_text(HEAD + f'msgctxt "sky/front"\nmsgid "The{char}sky."\nmsgstr "Der{char}Himmel."\n', encoding="utf-8")
    catalog = read_catalog(po, "de.po")
    assert catalog.diagnostics == []
    assert catalog.entries["sky/front"].string == f"Der{char}Himmel."
    assert catalog.line_of(catalog.entries["sky/front"]) == 9


@pytest.mark.parametrize("char", ["\x85", "\v", "\f", "\x1c", "\x1d", "\x1e"])
def test_a_control_character_that_splitlines_breaks_at_is_refused_where_it_stands(tmp_path, char):
    """Not taken for a line break (which made it an unclosed string, or moved every line number
    after it): the control character itself is the error, at its line and column."""
    po = tmp_path / "deck" / "locales" / "de.po"
    po.parent.mkdir(parents=True)
    po.write_text(HEAD + f'msgctxt "sky/front"\nmsgid "The{char}sky."\nmsgstr "Der Himmel."\n', encoding="utf-8")
    [error] = read_catalog(po, "de.po").diagnostics
    assert (error.line, error.col, error.code) == (8, 11, "control-character")
