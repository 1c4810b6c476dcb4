"""A catalog entry's msgstr[N] past its plural forms: one of 5,000 digits had made Babel's reading
end in Python's own words ('… use sys.set_int_max_str_digits()') at no line, and one past the
header's nplurals in Babel's ('msg has more translations than num_plurals of catalog') at the
entry's first line. Both are a catalog error at the msgstr's line, in deckctl's words."""

from __future__ import annotations

import pytest


@pytest.fixture
def french(cli, make_deck):
    deck = make_deck("i-know")
    assert cli("i18n", "update", deck, "--lang", "fr").exit_code == 0
    return deck, deck / "locales" / "fr.po"


def _add_plural_entry(po, *msgstrs: str) -> int:
    """Append a plural entry with these msgstr lines; returns the line of the last one."""
    text = po.read_text(encoding="utf-8") + '\nmsgctxt "p"\nmsgid "a"\nmsgid_plural "b"\n' + "".join(
        f'{line} "c"\n' for line in msgstrs)
    po.write_text(text, encoding="utf-8")
    return text.count("\n")


@pytest.mark.parametrize("index, said", [
    ("9" * 5_000, "msgstr[99999999999…] (its number has 5,000 digits) is not a plural form: "
                  "a language has at most 6, msgstr[0] to msgstr[5]"),
    ("0" * 4_999 + "1", None),  # (a plural form's number, written long: Python reads no more than 4,300 digits)
    ("007", "msgstr[007] is not a plural form"),
    ("17", "msgstr[17] is not a plural form: a language has at most 6"),
])
def test_a_msgstr_index_no_language_has_is_an_error_at_its_line(cli, french, index, said):
    deck, po = french
    line = _add_plural_entry(po, "msgstr[0]", f"msgstr[{index}]")
    run = cli("validate", deck)
    assert run.exit_code == 1 and run.exception is None, run.stdout + run.stderr
    assert f"fr.po:{line}:1: error: the catalog cannot be read: " in run.stdout, run.stdout
    assert said is None or said in run.stdout, run.stdout
    assert "sys." not in run.stdout and "msgstr[0000000000000" not in run.stdout
    assert "hint: number an entry's plural forms msgstr[0], msgstr[1]" in run.stdout


def test_a_msgstr_index_past_the_headers_nplurals_is_an_error_at_its_line(cli, french):
    deck, po = french
    line = _add_plural_entry(po, "msgstr[0]", "msgstr[5]")
    nplurals = int(po.read_text(encoding="utf-8").split("nplurals=")[1][0])
    run = cli("validate", deck)
    assert run.exit_code == 1 and run.exception is None, run.stdout + run.stderr
    assert (f"fr.po:{line}:1: error: the catalog cannot be read: msgstr[5] is not a plural form of this catalog: "
            f"the header says nplurals={nplurals}, msgstr[0] to msgstr[{nplurals - 1}] [catalog-syntax]") in run.stdout
    assert "num_plurals" not in run.stdout
