"""The bounded JSON reader measures a hostile file in time linear in its size.

A string left open (`"\\"\\"\\"...`) was matched again from each quote inside it: 120 kB took
three minutes, so the 2 MB these tests read would have taken hours. They now take milliseconds.
"""

from __future__ import annotations

import pytest

from deckctl.core import bounded_json

OPEN_STRING = b'"' + b'\\"' * 1_000_000  # 2 MB: an open string of escaped quotes


def test_a_match_begun_at_a_quote_never_fails():
    # What keeps the scan linear: a match that fails at the end is tried again from the next quote.
    for data in (OPEN_STRING, b'"abc\\', b'"abc\ndef"', b'"\\\n"', b'"'):
        assert bounded_json._STRING.match(data) is not None


def test_a_megabytes_long_open_string_is_refused_as_not_json():
    with pytest.raises(ValueError, match="Unterminated string"):
        bounded_json.loads(OPEN_STRING)
    bounded_json.check_limits(OPEN_STRING * 4)  # 8 MB, one line: nothing but text to measure


def test_what_a_closed_string_holds_is_still_no_number_bracket_or_value():
    text = b'"\\"' + b"[{1," * 300 + b'\\\\"'
    assert bounded_json.loads(b"[" + text + b"]") == [text[1:-1].replace(b"\\", b"").decode() + "\\"]


@pytest.mark.parametrize("data, line", [
    (b"[" + b"7" * 5000 + b"]", 1),
    (b'["open\n' + b"1" * 101 + b"]", 2),  # after a string left open on the line before
    (b"[" + (b"1" * 100 + b",") * 3 + b"1" * 102 + b"]", 1),  # runs of 100 digits are not too long
])
def test_a_number_too_long_is_named_with_its_length_and_line(data, line):
    length = max(len(run) for run in data.replace(b"[", b",").replace(b"]", b",").replace(b"\n", b",").split(b","))
    with pytest.raises(bounded_json.JsonLimitError, match=f"holds a number {length} digits long") as caught:
        bounded_json.check_limits(data)
    assert caught.value.line == line


def test_an_open_string_hides_nothing_from_the_measures_on_other_lines():
    with pytest.raises(bounded_json.JsonLimitError, match="nested more than"):
        bounded_json.check_limits(b'"open\n' + b"[" * (bounded_json.MAX_DEPTH + 1))


def test_a_replay_log_of_escaped_quotes_is_one_error(cli, tmp_path):
    log = tmp_path / "q.json"  # the 120 kB log that took three minutes
    log.write_bytes(b'"' + b'\\"' * 60_000)
    result = cli("replay", log)
    assert result.exit_code == 1
    assert "internal error" not in result.stderr and "Traceback" not in result.stderr


@pytest.mark.parametrize("written", [b"1e999", b"-1E400", b"2.5e308"])
def test_a_number_beyond_a_floats_range_is_refused_not_read_as_infinity(written):
    """`{"format_version": 1e999}` had been read as inf: play said the bundle's format version was `inf`."""
    with pytest.raises(ValueError, match=f"the number {written.decode()} is larger than any"):
        bounded_json.loads(b'{"format_version": ' + written + b"}")
    assert bounded_json.loads(b"[1e308, 0.5, -2E-400]") == [1e308, 0.5, -0.0]
