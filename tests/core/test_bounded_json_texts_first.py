"""Texts are counted by their quotes before they are taken out of the skeleton, which costs ~170
bytes of memory each: 16 MB of `"",` (5.6 million texts) took 4 s and 1 GB before the count of
values refused it."""

from __future__ import annotations

import pytest

from deckctl.core import bounded_json


class Untouched:
    def sub(self, *args):
        raise AssertionError("the texts were taken out before they were counted")


def test_a_file_of_too_many_texts_is_refused_before_they_are_taken_out(monkeypatch):
    monkeypatch.setattr(bounded_json, "_STRING", Untouched())
    data = b"[" + b'"",' * (2 * bounded_json.MAX_VALUES + 1) + b'""]'
    with pytest.raises(bounded_json.JsonLimitError, match="holds about 500,002 values; deckctl reads up to 250,000"):
        bounded_json.check_limits(data)


def test_a_key_and_its_text_for_every_value_is_within_the_limits():
    pairs = bounded_json.MAX_VALUES - 1  # (the commas between them and the object's brace: MAX_VALUES)
    data = b"{" + b",".join(b'"k%d":"v"' % number for number in range(pairs)) + b"}"
    bounded_json.check_limits(data)


def test_an_escaped_quote_counts_as_no_text():
    text = b'"' + b'\\"' * (2 * bounded_json.MAX_VALUES) + b'"'  # one text of escaped quotes
    assert bounded_json.loads(b"[" + text + b"]") == ['"' * (2 * bounded_json.MAX_VALUES)]


def test_a_byte_order_mark_is_no_column():
    for data in (b"\xef\xbb\xbf[" + b"1" * 101 + b"]", b"[" + b"1" * 101 + b"]"):
        with pytest.raises(bounded_json.JsonLimitError) as caught:
            bounded_json.check_limits(data)
        assert (caught.value.line, caught.value.col) == (1, 2)
