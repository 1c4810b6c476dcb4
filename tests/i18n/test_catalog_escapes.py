"""PO escapes are read as GNU gettext reads them (octal, hex, the C letters), so a control
character spelled `\\033` or `\\x00` is refused as one, not kept as text that msgfmt turns into ESC
or NUL; GNU's own msgfmt and msgunfmt, where installed, read the same strings."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from deckctl.i18n.catalog import read_catalog


@pytest.fixture
def french(cli, make_deck):
    deck = make_deck("i-know")
    assert cli("i18n", "update", deck, "--lang", "fr").exit_code == 0
    return deck, deck / "locales" / "fr.po"


def set_msgstr(po: Path, context: str, msgstr: str) -> int:
    """Write `msgstr` (as it goes between the quotes) for `context`; returns its line number."""
    lines = po.read_text(encoding="utf-8").split("\n")
    at = next(i for i in range(lines.index(f'msgctxt "{context}"'), len(lines)) if lines[i].startswith("msgstr "))
    lines[at] = f'msgstr "{msgstr}"'
    po.write_text("\n".join(lines), encoding="utf-8")
    return at + 1


def gnu(*args: str | Path) -> subprocess.CompletedProcess:
    if shutil.which(str(args[0])) is None:  # scripts/ensure-sysdeps installs gettext (make test)
        pytest.skip(f"GNU {args[0]} is not installed")
    return subprocess.run([str(a) for a in args], capture_output=True, check=False)


@pytest.mark.parametrize("escape, name", [("\\033[2J", "U+001B ESC"), ("\\x1b]0;owned", "U+001B ESC"),
                                          ("\\000", "U+0000 NUL"), ("\\x00", "U+0000 NUL"),
                                          ("\\302\\233", "U+009B CSI"), ("\\x4142437f", "U+007F DEL")])
def test_a_control_character_from_an_octal_or_hex_escape_is_refused_at_its_card(cli, french, tmp_path, escape, name):
    deck, po = french
    line = set_msgstr(po, "fire-drill/text", f"Alerte{escape}!")
    for args in (("validate", deck), ("export", "pdf", deck, "--lang", "fr", "--out", tmp_path / "fr.pdf")):
        run = cli(*args)
        assert run.exit_code == 1, run.stdout
        assert (f"fr.po:{line}:1: error: card `fire-drill`: text: the text holds a control character ({name})"
                in run.stdout), run.stdout
        assert "[control-character]" in run.stdout and "\x1b" not in run.stdout
    assert not (tmp_path / "fr.pdf").exists()


def test_gnu_msgfmt_compiles_the_escape_into_the_control_character_deckctl_refuses(french, tmp_path):
    _, po = french
    set_msgstr(po, "fire-drill/text", "Alerte\\033[2J!")
    mo = tmp_path / "fr.mo"
    assert gnu("msgfmt", "-c", "-o", mo, po).returncode == 0  # (GNU's check lets it through)
    assert 'msgstr "Alerte\x1b[2J!"'.encode() in gnu("msgunfmt", mo).stdout


def test_deckctl_reads_every_escape_as_gnu_msgunfmt_reads_the_compiled_catalog(french, tmp_path):
    _, po = french
    written = "\\x41\\102\\1010 \\x414243 caf\\303\\251 \\\\033 \\\"q\\\" a\\nb \\x3a\\x5c"
    set_msgstr(po, "fire-drill/text", written)
    ours = read_catalog(po, "fr.po")
    assert not ours.diagnostics
    text = ours.entries["fire-drill/text"].string
    assert text == 'ABA0 C café \\033 "q" a\nb :\\'
    mo, back = tmp_path / "fr.mo", tmp_path / "back.po"
    assert gnu("msgfmt", "-c", "-o", mo, po).returncode == 0
    assert gnu("msgunfmt", "-o", back, mo).returncode == 0
    assert read_catalog(back, "back.po").entries["fire-drill/text"].string == text


@pytest.mark.parametrize("escape, column", [("\\q", 15), ("\\u00e9", 15), ("\\x", 15), ("\\'", 15)])
def test_an_escape_gnu_gettext_refuses_is_a_located_syntax_error(cli, french, escape, column):
    deck, po = french
    line = set_msgstr(po, "fire-drill/text", f"Alerte{escape}!")
    run = cli("validate", deck)
    assert run.exit_code == 1
    assert f"fr.po:{line}:{column}: error: the catalog cannot be read: `" in run.stdout, run.stdout
    assert "no escape gettext knows [catalog-syntax]" in run.stdout
    assert gnu("msgfmt", "-c", "-o", "/dev/null", po).returncode != 0


def test_escapes_that_make_bytes_no_utf8_reads_are_refused(cli, french):
    deck, po = french
    line = set_msgstr(po, "fire-drill/text", "Alerte\\377!")
    run = cli("i18n", "status", deck)
    assert run.exit_code == 1
    assert f"fr.po:{line}:9: error: the catalog cannot be read: its octal or \\x escapes make bytes" in run.stdout


def test_a_control_character_escaped_into_the_header_is_refused_at_its_field(cli, french):
    deck, po = french
    text = po.read_text(encoding="utf-8")
    po.write_text(text.replace('"Language: fr\\n"', '"Language: fr\\n"\n"X-Team: \\x1b]0;owned\\a\\n"'),
                  encoding="utf-8")
    line = text.split("\n").index('"Language: fr\\n"') + 2
    for args in (("validate", deck), ("i18n", "update", deck, "--lang", "fr")):
        run = cli(*args)
        assert run.exit_code == 1, run.stdout
        assert f"fr.po:{line}:1: error: the header's `X-Team`: the text holds a control character (U+001B ESC)" in run.stdout
    assert po.read_text(encoding="utf-8").count("\\x1b]0;owned") == 1  # (not rewritten)


def test_a_previous_msgid_is_read_with_the_same_escapes(cli, french):
    deck, po = french
    text = po.read_text(encoding="utf-8")
    po.write_text(text + '\n#, fuzzy\n#| msgid "old\\033[2J"\nmsgctxt "gone/text"\nmsgid "new"\nmsgstr "neu"\n',
                  encoding="utf-8")
    run = cli("validate", deck)
    assert run.exit_code == 1 and "the text holds a control character (U+001B ESC)" in run.stdout


def test_unescape_keeps_gettexts_byte_rules():
    from deckctl.i18n.escapes import EscapeError, unescape

    assert unescape("\\1010\\x0000041") == "A0A"  # three octal digits at most; hex keeps its last byte
    with pytest.raises(EscapeError) as refused:
        unescape("ok \\z", offset=8)
    assert refused.value.column == 12
