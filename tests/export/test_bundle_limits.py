"""Hostile bundles: limits checked on the bytes before any parsing, each refused with one line and exit 1."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from deckctl.core import bounded_json
from deckctl.export.bundle import BundleError, content_hash, load_bundle

HEAD = '{"format":"deckctl-bundle","format_version":1,"game":"knowledge","language":"en","deck":{},"cards":'


def hashed(cards) -> str:
    """A bundle whose sha256 matches its content: the limits, not the hash, must refuse it."""
    bundle = {"format": "deckctl-bundle", "format_version": 1, "game": "knowledge", "language": "en",
              "deck": {}, "cards": cards}
    bundle["sha256"] = content_hash(bundle)
    return json.dumps(bundle)


def refusal(path: Path) -> str:
    with pytest.raises(BundleError) as caught:
        load_bundle(path)
    return str(caught.value)


@pytest.mark.parametrize("command", ["play", "simulate"])
def test_a_bundle_nested_thousands_deep_is_one_error_not_a_crash(cli, tmp_path, command):
    path = tmp_path / "bundle.json"
    path.write_text(HEAD + "\n" + "[" * 5000 + "]" * 5000 + "}")
    result = cli(command, "knowledge", "--bundle", path)
    assert result.exit_code == 1, result.stderr
    assert f"{path}:2:64: error: the bundle is nested more than {bounded_json.MAX_DEPTH} levels deep" in result.stderr
    assert "Traceback" not in result.stderr and "internal error" not in result.stderr


def test_a_bundle_nested_a_few_hundred_deep_is_refused_before_it_is_walked(tmp_path):
    path = tmp_path / "bundle.json"
    path.write_text(hashed(json.loads("[" * 900 + "]" * 900)))  # json reads it; what walks it after may not
    assert "nested more than" in refusal(path)


def test_a_number_of_5000_digits_is_one_error(cli, tmp_path):
    path = tmp_path / "bundle.json"
    path.write_text(HEAD + "[],\n\"x\": " + "9" * 5000 + "}")
    result = cli("play", "knowledge", "--bundle", path)
    assert result.exit_code == 1
    assert result.stderr.startswith(f"{path}:2:6: error: the bundle holds a number 5000 digits long")
    assert "    hint: export the deck again (`deckctl export bundle`)" in result.stderr
    assert "internal error" not in result.stderr


def test_digits_inside_a_text_are_not_a_number(tmp_path):
    path = tmp_path / "bundle.json"
    path.write_text(hashed([{"id": "x", "front": "9" * 5000}]))
    assert "at cards/0/front: the text is 5,000 characters long" in refusal(path)


def test_millions_of_tiny_values_are_refused_before_pydantic_reports_each(tmp_path):
    path = tmp_path / "bundle.json"
    path.write_text(hashed([0] * (bounded_json.MAX_VALUES + 1)))
    assert "values; deckctl reads up to 250,000 in a JSON file" in refusal(path)


def test_a_file_past_the_size_limit_is_not_read_at_all(tmp_path):
    path = tmp_path / "bundle.json"
    with path.open("wb") as stream:
        stream.truncate(bounded_json.MAX_BYTES + 1)  # (sparse: no time spent writing it)
    assert "is larger than 16 MB" in refusal(path)


def test_a_lone_surrogate_is_not_json(cli, tmp_path):
    path = tmp_path / "bundle.json"
    path.write_text(HEAD + '[{"id": "x", "front": "\\ud800"}]}')
    result = cli("play", "knowledge", "--bundle", path)
    assert result.exit_code == 1
    assert "lone UTF-16 surrogate (\\ud800)" in result.stderr and "internal error" not in result.stderr


def test_a_surrogate_pair_is_one_character(tmp_path):
    assert bounded_json.loads(b'{"a": "\\ud83d\\ude00"}') == {"a": "\U0001F600"}


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity"])
def test_nan_and_infinity_are_not_json(tmp_path, constant):
    path = tmp_path / "bundle.json"
    path.write_text(HEAD + f'[{{"value": {constant}}}]}}')
    assert f"`{constant}` is not a JSON value" in refusal(path)


def test_a_control_character_quoted_from_the_bundle_is_shown_escaped(tmp_path):
    path = tmp_path / "bundle.json"
    bundle = json.loads(hashed([{"id": "x"}]))
    bundle["game"] = "\x1b]0;owned\x07"  # the schema's message quotes the game it does not know
    bundle["sha256"] = content_hash(bundle)
    path.write_text(json.dumps(bundle))
    reason = refusal(path)
    assert "\x1b" not in reason and "\x07" not in reason and "\\x1b]0;owned\\x07" in reason


@pytest.mark.parametrize("command", ["play", "simulate"])
def test_a_bundle_holding_a_raw_lone_surrogate_is_not_utf8(cli, tmp_path, command):
    """The bytes ED A0 80 spell a UTF-16 surrogate half, which UTF-8 has no place for: json read
    them leniently, and the bundle's hash then could not encode its text (exit 70)."""
    path = tmp_path / "bundle.json"
    path.write_bytes(hashed([{"id": "x", "front": "a"}]).encode().replace(b'"x"', b'"\xed\xa0\x80"'))
    result = cli(command, "knowledge", "--bundle", path)
    assert result.exit_code == 1, result.stderr
    assert result.stderr.startswith(f"{path}: error: not JSON: it is not UTF-8 text")
    assert "internal error" not in result.stderr


def test_a_bundle_may_start_with_a_byte_order_mark(tmp_path):
    path = tmp_path / "bundle.json"
    path.write_bytes(b"\xef\xbb\xbf" + hashed([{"id": "x", "front": "a"}]).encode())
    assert "not JSON" not in refusal(path)
