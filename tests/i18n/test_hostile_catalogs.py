"""Catalogs from strangers: label templates that reach for attributes, catalogs too large to
parse, control characters in translations, garbage. Each gives one located error and exit 1."""

from __future__ import annotations

import random
import re

import pytest

from deckctl.i18n import limits
from deckctl.i18n.labels.template import fill, placeholders, template_problem
from deckctl.i18n.printed import PrintedLabel

# The attack of issue 20: a nested field whose spec is the one placeholder the old check counted.
LEAK = "{square.upper.__globals__[display_path].__globals__[os].environ[DECKCTL_TEST_SECRET]:{square}}"
SECRET = "hunter2-do-not-print"


@pytest.fixture
def french(cli, make_deck):
    """An i-know deck (its announcement card prints label/go-to) with a fresh fr.po."""
    deck = make_deck("i-know")
    assert cli("i18n", "update", deck, "--lang", "fr").exit_code == 0
    return deck, deck / "locales" / "fr.po"


def set_msgstr(po, context: str, msgstr: str) -> int:
    """Write `msgstr` (as it goes between the quotes) for `context`; returns its line number."""
    lines = po.read_text(encoding="utf-8").split("\n")
    at = next(i for i in range(lines.index(f'msgctxt "{context}"'), len(lines)) if lines[i].startswith("msgstr "))
    lines[at] = f'msgstr "{msgstr}"'
    po.write_text("\n".join(lines), encoding="utf-8")
    return at + 1


def test_a_label_template_that_reaches_the_environment_is_refused_and_never_filled(cli, french, tmp_path, monkeypatch):
    deck, po = french
    monkeypatch.setenv("DECKCTL_TEST_SECRET", SECRET)
    line = set_msgstr(po, "label/go-to", LEAK)
    set_msgstr(po, "label/recess-area", "s")  # the spec the secret was formatted with
    run = cli("validate", deck)
    assert run.exit_code == 1
    assert f"fr.po:{line}:1: error: label/go-to:" in run.stdout and "[bad-translation]" in run.stdout
    out = tmp_path / "fr.pdf"
    run = cli("export", "pdf", deck, "--lang", "fr", "--out", out)
    assert run.exit_code == 1 and run.exception is None
    assert SECRET not in run.stdout + run.stderr and not out.exists()


@pytest.mark.parametrize("template", ["{square.__class__:{square}}", "{square.__class__}", "{square[0]}",
                                      "{square!r}", "{square:>5}", "{}", "{0}", "Go {square", "{square}}"])
def test_anything_but_a_named_placeholder_is_a_located_error_never_a_crash(cli, french, tmp_path, template):
    deck, po = french
    line = set_msgstr(po, "label/go-to", template)
    run = cli("export", "pdf", deck, "--lang", "fr", "--out", tmp_path / "fr.pdf")
    assert run.exit_code == 1 and run.exception is None, run.stdout
    assert f"fr.po:{line}:1: error: label/go-to:" in run.stdout


def test_literal_braces_and_the_signed_number_are_templates():
    assert template_problem("Aller à {square} {{ici}}") is None
    assert placeholders("Aller à {square} {{ici}}") == ["{square}"]
    assert fill("{{{square}}}", {"square": "A"}) == "{A}"
    assert fill("{n:+d} Punkte", {"n": 3}) == "+3 Punkte"
    assert template_problem("{n:+d}") is None and template_problem("{n:+x}") is not None


def test_filling_a_label_refuses_fields_even_when_unchecked():
    label = PrintedLabel.of("go-to", "{square.__class__.__mro__}")
    with pytest.raises(ValueError):
        label.format(square="x")
    with pytest.raises(TypeError):
        PrintedLabel.of("go-to", "{0}").format("x")
    assert PrintedLabel.of("go-to", "Va en {square}").format(square="A").key == "go-to"


def test_the_decks_own_language_catalog_is_checked_too(cli, make_deck):
    deck = make_deck("i-know")
    (deck / "locales").mkdir()
    (deck / "locales" / "en.po").write_text(
        'msgid ""\nmsgstr ""\n"Language: en\\n"\n\nmsgctxt "label/go-to"\nmsgid "Go to: {square}"\n'
        'msgstr "{square.__class__}"\n', encoding="utf-8")
    run = cli("validate", deck)
    assert run.exit_code == 1 and "en.po:7:1: error: label/go-to:" in run.stdout


# --- limits, checked before Babel parses ---

def test_a_catalog_over_the_size_limit_is_not_parsed(cli, french):
    deck, po = french
    po.write_bytes(po.read_bytes() + b'\nmsgctxt "x"\nmsgid "' + b"a" * (30 * 1024 * 1024) + b'"\nmsgstr ""\n')
    run = cli("validate", deck)
    assert run.exit_code == 1 and "[file-too-large]" in run.stdout and "fr.po:" in run.stdout


def test_a_string_over_the_length_limit_names_its_line(cli, french):
    deck, po = french
    text = po.read_text(encoding="utf-8")
    line = text.count("\n") + 3
    po.write_text(text + '\nmsgctxt "x"\nmsgid "' + "a" * 1_000_000 + '"\nmsgstr ""\n', encoding="utf-8")
    run = cli("validate", deck)
    assert run.exit_code == 1 and f"fr.po:{line}:1: error: this msgid is longer than" in run.stdout


def test_too_many_entries_are_counted_before_parsing(cli, french):
    deck, po = french
    extra = "".join(f'\nmsgctxt "e{i}"\nmsgid "a"\nmsgstr ""\n' for i in range(limits.MAX_ENTRIES + 1))
    po.write_text(po.read_text(encoding="utf-8") + extra, encoding="utf-8")
    run = cli("i18n", "status", deck)
    assert run.exit_code == 1 and "[catalog-too-large]" in run.stdout


def plural_forms(po, value: str) -> int:
    text = po.read_text(encoding="utf-8")
    start = text.index('"Plural-Forms:')
    end = text.index('\\n"', start) + 3
    po.write_text(text[:start] + f'"Plural-Forms: {value}\\n"' + text[end:]
                  + '\nmsgctxt "p"\nmsgid "a"\nmsgid_plural "b"\nmsgstr[0] "c"\n', encoding="utf-8")
    return text[:start].count("\n") + 1


@pytest.mark.parametrize("value", ["nplurals=400000000; plural=0;", "nplurals=0; plural=0;", "nplurals=; plural=(",
                                   "whatever", "nplurals=2; plural=" + "(" * 600 + "n" + ")" * 600 + ";",
                                   "nplurals=2; plural=__import__('os');"])
def test_an_unusable_plural_forms_header_is_refused_at_its_line(cli, french, value):
    deck, po = french
    line = plural_forms(po, value)
    run = cli("validate", deck)
    assert run.exit_code == 1 and f"fr.po:{line}:1: error: the catalog's header cannot be used" in run.stdout


def test_real_plural_forms_are_accepted():
    for value in ("nplurals=2; plural=(n != 1);", "nplurals=1; plural=0;", "nplurals=2; plural=n>1",
                  "nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5);"):
        assert limits.plural_forms_problem(value) is None, value


# --- control characters ---

@pytest.mark.parametrize("written, name", [("\x1b]0;owned\x07go {square}", "U+001B ESC"), ("a\x00b", "U+0000 NUL"),
                                           ("\x9b2J", "U+009B CSI"), ("go \u202e{square}\u202c", "U+202E RLO"),
                                           ("go \u2067{square}\u2069", "U+2067 RLI")])
def test_a_control_character_written_into_a_catalog_is_refused_where_it_stands(cli, french, written, name):
    deck, po = french
    line = set_msgstr(po, "label/go-to", written)
    column = len('msgstr "') + 1 + next(i for i, char in enumerate(written) if char in "\x1b\x00\x9b\u202e\u2067")
    run = cli("validate", deck)
    assert run.exit_code == 1
    assert f"fr.po:{line}:{column}: error: the text holds a control character ({name})" in run.stdout
    assert not re.search("[\x00\x1b\x9b\u202a-\u202e\u2066-\u2069]", run.stdout)


def test_a_right_to_left_mark_in_a_translation_is_no_error(cli, french):
    deck, po = french
    set_msgstr(po, "label/go-to", "go \u200f{square}")
    run = cli("validate", deck)
    assert run.exit_code == 0 and "control-character" not in run.stdout


@pytest.mark.parametrize("escape", ["\\a", "\\t", "\\r", "\\b"])
def test_a_control_character_from_an_escape_is_refused_at_the_msgstr_with_its_card(cli, french, tmp_path, escape):
    deck, po = french
    line = set_msgstr(po, "fire-drill/text", f"Alerte{escape}!")
    for args in (("validate", deck), ("export", "pdf", deck, "--lang", "fr", "--out", tmp_path / "fr.pdf")):
        run = cli(*args)
        assert run.exit_code == 1, run.stdout
        assert f"fr.po:{line}:1: error: card `fire-drill`: text: the text holds a control character" in run.stdout
        assert "[control-character]" in run.stdout


def test_a_tab_in_a_msgid_copies_the_source_and_is_no_error(cli, french):
    deck, po = french
    po.write_text(po.read_text(encoding="utf-8") + '\nmsgctxt "gone/text"\nmsgid "a\\tb"\nmsgstr "c"\n',
                  encoding="utf-8")
    run = cli("validate", deck)
    assert run.exit_code == 0 and "control-character" not in run.stdout


# --- garbage: always a located error, never an internal error ---

def _mutations(data: bytes) -> dict[str, bytes]:
    rng = random.Random(20)
    return {"truncated": data[:len(data) // 3] + b'\nmsgid "',
            "random bytes": bytes(rng.randrange(256) for _ in range(3000)),
            "random PO characters": bytes(rng.choice(b'msgidstrctx"\\\n {}#~|[]0') for _ in range(3000)),
            "huge msgstr index": data + b'\nmsgctxt "p"\nmsgid "a"\nmsgid_plural "b"\nmsgstr[99999999999] "c"\n',
            "an obsolete header": data + b'\n#~ msgid ""\n#~ msgstr "Plural-Forms: nplurals=9; plural=0;\\n"\n',
            "a second header": data + b'\nmsgid ""\nmsgstr "Plural-Forms: nplurals=400000000; plural=0;\\n"\n'
                                      b'\nmsgctxt "p"\nmsgid "a"\nmsgid_plural "b"\nmsgstr[0] "c"\n'}


@pytest.mark.parametrize("mutation", list(_mutations(b"")))
def test_garbage_catalogs_give_located_errors(cli, french, mutation):
    deck, po = french
    po.write_bytes(_mutations(po.read_bytes())[mutation])
    for args in (("validate", deck), ("i18n", "status", deck), ("i18n", "update", deck, "--lang", "fr")):
        run = cli(*args)
        assert run.exit_code in (0, 1) and run.exception is None, (args, run.stdout, run.stderr)
        assert "internal error" not in run.stdout + run.stderr
        if run.exit_code == 1:
            assert "fr.po:" in run.stdout + run.stderr, run.stdout


def test_a_catalog_of_strangers_names_the_first_entries_and_counts_the_rest(cli, french):
    from deckctl.i18n.check import STALE_NAMED

    deck, po = french
    po.write_text(po.read_text(encoding="utf-8")
                  + "".join(f'\nmsgctxt "gone-{i}/text"\nmsgid "a"\nmsgstr "b"\n' for i in range(STALE_NAMED + 50)),
                  encoding="utf-8")
    run = cli("validate", deck)
    assert run.exit_code == 0
    assert run.stdout.count("[unknown-context]") == STALE_NAMED + 1
    assert "50 more entries for no text of the deck" in run.stdout


# --- what a catalog file is ---

def test_a_catalog_that_is_a_named_pipe_or_a_link_out_of_the_repository_is_not_read(cli, french, tmp_path):
    import os

    deck, po = french
    (tmp_path / ".git").mkdir()  # the deck's repository: tmp_path
    po.unlink()
    os.mkfifo(po)
    run = cli("validate", deck)  # (reading it would never end)
    assert run.exit_code == 1 and "it is a named pipe, not a file [unreadable-catalog]" in run.stdout
    po.unlink()
    outside = tmp_path.parent / f"{tmp_path.name}-secret.txt"
    outside.write_text("TOKEN=hunter2\n", encoding="utf-8")
    po.symlink_to(outside)
    run = cli("i18n", "status", deck)
    assert run.exit_code == 1 and "leading outside the deck's repository" in run.stdout
    assert "hunter2" not in run.stdout + run.stderr


@pytest.mark.parametrize("field", ["Language: 123456789", "PO-Revision-Date: yesterday"])
def test_a_header_field_babel_cannot_read_is_an_error_at_the_header(cli, french, field):
    deck, po = french
    text = po.read_text(encoding="utf-8")
    po.write_text(text.replace('"Language: fr\\n"', f'"{field}\\n"'), encoding="utf-8")
    line = text.split("\n").index('"Language: fr\\n"') + 1  # (the field's own line)
    run = cli("i18n", "status", deck)
    assert run.exit_code == 1 and f"fr.po:{line}:1: error: the catalog's header cannot be used" in run.stdout


def test_a_translation_longer_than_a_bundle_text_may_be_is_refused_where_it_is_written(cli, french):
    """A catalog string may hold 20,000 characters, a bundle's text 2,000: the translation replaces
    the text on the card and in the bundle `play` reads, so validate refuses it at its msgstr, and
    the French edition keeps the card's own text. 1,600 characters (a long text's translation) pass."""
    deck, po = french
    context = next(line.split('"')[1] for line in po.read_text(encoding="utf-8").splitlines()
                   if line.startswith('msgctxt "') and not line.startswith('msgctxt "label/'))
    set_msgstr(po, context, "mot " * 400)  # 1,600 characters
    assert cli("validate", deck).exit_code == 0
    line = set_msgstr(po, context, "mot " * 600)  # 2,400
    run = cli("validate", deck)
    assert run.exit_code == 1
    assert f"fr.po:{line}:1: error:" in run.stdout and "the translation is 2,400 characters long; a translation may have at most 2,000 (twice a card's own text, 1,000)" in run.stdout
    assert "[bad-translation]" in run.stdout and f"hint: shorten the msgstr of `{context}`" in run.stdout
