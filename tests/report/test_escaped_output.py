"""Findings quote deck texts and name files from the repository: no control character reaches the terminal raw."""

from __future__ import annotations

import json
import re

import pytest

from deckctl import report
from deckctl.core.diagnostics import Diagnostic, Severity
from deckctl.core.printable import control_name, json_printable, printable, printable_line

HOSTILE = Diagnostic("cards/\x1b[2J.yaml", 3, 5, "unknown-key",
                     "unknown key `a\x1b]0;owned\x07b\x9b31m\x7f` \u202eevil\u202c \u2067x\u2069\u200f",
                     severity=Severity.ERROR, card_id="card-\x1b", hint="hint \x00 here \u202e")
# (tab aside: these reporters write none); the bidirectional controls, which reorder a line
RAW = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")


@pytest.mark.parametrize("fmt", report.FORMATS)
def test_no_format_writes_a_control_character(fmt):
    shown = report.render([HOSTILE], fmt)
    assert not RAW.search(shown), RAW.search(shown)


def test_text_shows_each_escaped():
    [line, hint] = report.text([HOSTILE]).splitlines()
    assert line == ("cards/\\x1b[2J.yaml:3:5: error: card `card-\\x1b`: unknown key "
                    "`a\\x1b]0;owned\\x07b\\x9b31m\\x7f` \\u202eevil\\u202c \\u2067x\\u2069\\u200f [unknown-key]")
    assert hint == "    hint: hint \\x00 here \\u202e"


def test_json_keeps_the_data_as_it_was():
    [finding] = json.loads(report.render([HOSTILE], "json"))
    assert finding["message"] == HOSTILE.message and finding["file"] == HOSTILE.file


def test_a_lone_surrogate_can_be_written():
    shown = report.render([Diagnostic("f.yaml", 1, 1, "x", "half \ud800")], "json")
    shown.encode("utf-8")
    assert json.loads(shown)[0]["message"] == "half \ud800"


def test_printable_keeps_line_breaks_and_tabs_and_printable_line_escapes_line_breaks():
    assert printable("a\tb\nc\r") == "a\tb\nc\\r"
    assert printable_line("a\nb") == "a\\nb"
    assert printable("Köln 😀 \u2028") == "Köln 😀 \\u2028"  # (a separator: shown as nothing, or as a break)
    assert printable_line("\u05e9\u200f \u202eab\u202c") == "\u05e9\\u200f \\u202eab\\u202c"


def test_control_names():
    assert [control_name(c) for c in "\x00\x1b\x7f\x85\x9b\x9d\u202e\u2069\u200f"] == [
        "U+0000 NUL", "U+001B ESC", "U+007F DEL", "U+0085 NEL", "U+009B CSI", "U+009D OSC", "U+202E RLO", "U+2069 PDI",
        "U+200F RLM"]


def test_a_line_break_in_a_file_name_or_a_key_starts_no_line_of_its_own():
    # (a CI log takes a line starting `::` as a workflow command: `::add-mask::`, `::error`)
    planted = Diagnostic("cards/a\n::error::b.yaml", 2, 3, "unknown-key", "unknown key `x\n::add-mask::x`",
                         severity=Severity.ERROR, hint="rename `x\n::warning::y`")
    lines = report.text([planted]).splitlines()
    assert len(lines) == 2 and not any(line.startswith("::") for line in lines)
    assert lines[0].startswith("cards/a\\n::error::b.yaml:2:3:")


def test_a_command_line_message_is_one_line_when_piped(capsys):
    from deckctl.cli.common import error, say

    error("cannot read cards/a\n::add-mask::x.yaml", "hint\n::error::y")
    say("wrote build/a\r\n::warning::z")
    err = capsys.readouterr().err
    assert err.count("\n") == 3 and "\n::" not in err


def test_invisible_characters_are_shown_escaped_but_joiners_and_flags_kept():
    """A zero width space, word joiner, byte-order mark, soft hyphen, tag or line separator printed
    as nothing: `di\\u200bsc` looked like `disc`. The joiners that Indic, Arabic and emoji need,
    an emoji flag's tags and the Arabic number sign (drawn) are kept."""
    scotland = "\U0001f3f4\U000e0067\U000e0062\U000e0073\U000e0063\U000e0074\U000e007f"
    assert printable_line("di\u200bsc \u2060\ufeff\xad\u2029 \U000e0041\u180e") == \
        "di\\u200bsc \\u2060\\ufeff\\xad\\u2029 \\U000e0041\\u180e"
    kept = f"\u0915\u094d\u200d\u0937 \u0645\u200c\u0649 \U0001f469\u200d\U0001f4bb {scotland} \u0600"
    assert printable(kept) == printable_line(kept) == kept
    assert json.loads(json_printable(json.dumps(f"a\u200bb{scotland}", ensure_ascii=False))) == f"a\u200bb{scotland}"
    assert json_printable('"a\u200bb"') == '"a\\u200bb"'
