"""What a catalog holds besides its entries, counted before Babel parses it: lines, source
references (`#:`), flags (`#,`) and previous msgids (`#|`). One `#:` line of 3.9 million references,
a 7.8 MB catalog within the file size limit, took `validate` 430 MB."""

from __future__ import annotations

import pytest

from deckctl.i18n import limits
from deckctl.i18n.catalog import read_catalog

HEAD = ('msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n"Language: de\\n"\n'
        '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n\n')
ENTRY = 'msgctxt "sky/front"\nmsgid "The sky."\nmsgstr "Der Himmel."\n'


def _read(tmp_path, text: str):
    """The catalog as read from a deck's locales/de.po: (its one error's line, code, message), or None."""
    po = tmp_path / "deck" / "locales" / "de.po"
    po.parent.mkdir(parents=True, exist_ok=True)
    po.write_text(text, encoding="utf-8")
    result = read_catalog(po, "de.po")
    if not result.diagnostics:
        assert result.catalog is not None
        return None
    [error] = result.diagnostics
    return error.line, error.code, error.message


def test_source_references_beyond_the_limit_are_refused_before_babel_makes_them(tmp_path):
    references = "#: " + " ".join(["a"] * (limits.MAX_REFERENCES + 1)) + "\n"
    assert _read(tmp_path, HEAD + references + ENTRY) == (
        7, "catalog-too-large", f"the catalog's `#:` comments name more than {limits.MAX_REFERENCES:,} source references")


def test_flags_beyond_the_limit_are_refused(tmp_path):
    flags = "#, " + ",".join(["x"] * (limits.MAX_FLAGS + 1)) + "\n"
    assert _read(tmp_path, HEAD + flags + ENTRY) == (
        7, "catalog-too-large", f"the catalog's `#,` comments hold more than {limits.MAX_FLAGS:,} flags")


@pytest.mark.parametrize("line", ["\n", "#\n", "# note\n", "#. extracted\n", "\r\n"])
def test_lines_beyond_the_limit_are_refused_whatever_they_hold(tmp_path, line):
    error = _read(tmp_path, HEAD + line * limits.MAX_LINES + ENTRY)
    assert error == (limits.MAX_LINES + 1, "catalog-too-large", f"the catalog has more than {limits.MAX_LINES:,} lines")


def test_a_previous_msgid_is_held_to_a_strings_length(tmp_path):
    long = "x" * (limits.MAX_STRING_CHARS - 1)  # (as a msgid's: counted with its quotes and the space before them)
    assert _read(tmp_path, HEAD + f'#| msgid "{long}"\n' + ENTRY) is None
    assert _read(tmp_path, HEAD + f'#| msgid "{long}"\n#| "xx"\n' + ENTRY) == (
        7, "text-too-long", f"this previous msgid is longer than {limits.MAX_STRING_CHARS:,} characters")
    assert _read(tmp_path, HEAD + ENTRY + f'\n#~ msgctxt "old"\n#~| msgid "{long}xx"\n#~ msgid "a"\n#~ msgstr "b"\n') == (
        12, "text-too-long", f"this previous msgid is longer than {limits.MAX_STRING_CHARS:,} characters")


def test_the_counts_stop_at_the_limits_not_before(tmp_path, monkeypatch):
    monkeypatch.setattr(limits, "MAX_REFERENCES", 3)
    monkeypatch.setattr(limits, "MAX_FLAGS", 2)
    within = HEAD + "#: cards/a.yaml:4 cards/b.yaml:9\n#, fuzzy\n#: cards/c.yaml:1\n" + ENTRY
    assert _read(tmp_path, within) is None
    assert _read(tmp_path, within.replace("#, fuzzy", "#, fuzzy, python-format")) is None
    assert _read(tmp_path, within.replace("#, fuzzy", "#, fuzzy,python-format,c-format"))[1] == "catalog-too-large"
    assert _read(tmp_path, within.replace("#: cards/c.yaml:1", "#: c:1\td:2"))[0] == 9
    monkeypatch.setattr(limits, "MAX_LINES", HEAD.count("\n") + ENTRY.count("\n"))
    assert _read(tmp_path, HEAD + ENTRY) is None
    assert _read(tmp_path, HEAD + ENTRY + "\n")[1] == "catalog-too-large"
    # Lines end at line feeds only, as GNU gettext and Babel read them: not at U+2028 or a lone CR
    # (which is an error of its own: it ends no line).
    assert _read(tmp_path, HEAD + ENTRY + "\u2028") is None
    assert _read(tmp_path, HEAD + ENTRY + "\r")[1] == "lone-cr"


def test_deckctl_refuses_to_write_a_catalog_it_would_not_read():
    references = "#: " + " ".join(["a"] * (limits.MAX_REFERENCES + 1)) + "\n"
    assert limits.written_problem((HEAD + references + ENTRY).encode())[1] == "catalog-too-large"
