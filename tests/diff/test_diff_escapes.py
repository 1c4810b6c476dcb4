"""`deckctl diff` and its textconv show a text's control characters escaped, never raw."""

from __future__ import annotations

import json
import re
import shutil

import pytest
from deckfactory import VALID_CARDS

# C0 and C1 controls, and the bidirectional ones ("Trojan Source": docs/security.md, promise 5)
# and the characters a terminal shows as nothing (a zero width space, a word joiner, a byte-order
# mark, a soft hyphen, a tag, a line separator)
RAW = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069"
                 "\u00ad\u200b\u2060\ufeff\U000e0000-\U000e007f\u2028\u2029]")


@pytest.mark.parametrize(("written", "read", "shown"), [
    ('"Two \\e]0;owned\\a \\u009b2J"', "Two \x1b]0;owned\x07 \x9b2J", '"Two \\u001b]0;owned\\u0007 \\u009b2J"'),
    ('"Two \\u202eevil\\u202c"', "Two \u202eevil\u202c", '"Two \\u202eevil\\u202c"'),
    # (`disc` and `di\u200bsc` looked the same on both lines)
    ('"di\\u200bsc \\u2060\\ufeff\\xad \\U000e0041 \\L"', "di\u200bsc \u2060\ufeff\xad \U000e0041 \u2028",
     '"di\\u200bsc \\u2060\\ufeff\\u00ad \\udb40\\udc41 \\u2028"'),
], ids=["terminal-escapes", "bidi-override", "invisible"])
def test_a_changed_text_with_control_characters_is_shown_escaped(tmp_path, make_deck, cli, written, read, shown):
    old = make_deck("knowledge", name="old")
    new = tmp_path / "new"
    shutil.copytree(old, new)
    cards = new / "cards" / "cards.yaml"
    cards.write_text(VALID_CARDS["knowledge"].replace(
        "back: Two, the cephalothorax and the abdomen.", f"back: {written}"), encoding="utf-8")
    text = cli("diff", old, new).stdout
    assert not RAW.search(text) and f"new: {shown}" in text
    report = cli("diff", old, new, "--format", "json").stdout
    assert not RAW.search(report) and json.loads(report)["decks"][0]["changed"][0]["fields"][0]["new"] == read
    textconv = cli("diff", "--textconv", cards).stdout
    assert not RAW.search(textconv) and f"spider-legs  back: {shown}" in textconv


def test_a_key_with_control_characters_is_shown_escaped_by_textconv(tmp_path, cli):
    path = tmp_path / "cards.yaml"
    path.write_text('- id: a\n  "k\\e[2J": v\n', encoding="utf-8")
    shown = cli("diff", "--textconv", path).stdout
    assert not RAW.search(shown) and "a  k\\x1b[2J: " in shown
