"""`deckctl diff` and its textconv show a text's control characters escaped, never raw."""

from __future__ import annotations

import json
import re
import shutil

from deckfactory import VALID_CARDS

RAW = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f]")


def test_a_changed_text_with_control_characters_is_shown_escaped(tmp_path, make_deck, cli):
    old = make_deck("knowledge", name="old")
    new = tmp_path / "new"
    shutil.copytree(old, new)
    cards = new / "cards" / "cards.yaml"
    cards.write_text(VALID_CARDS["knowledge"].replace(
        "back: Two, the cephalothorax and the abdomen.", 'back: "Two \\e]0;owned\\a \\u009b2J"'), encoding="utf-8")
    text = cli("diff", old, new).stdout
    assert not RAW.search(text)
    assert 'new: "Two \\u001b]0;owned\\u0007 \\u009b2J"' in text
    report = json.loads(cli("diff", old, new, "--format", "json").stdout)
    assert report["decks"][0]["changed"][0]["fields"][0]["new"] == "Two \x1b]0;owned\x07 \x9b2J"

    shown = cli("diff", "--textconv", cards).stdout
    assert not RAW.search(shown) and 'spider-legs  back: "Two \\u001b]0;owned\\u0007 \\u009b2J"' in shown


def test_a_key_with_control_characters_is_shown_escaped_by_textconv(tmp_path, cli):
    path = tmp_path / "cards.yaml"
    path.write_text('- id: a\n  "k\\e[2J": v\n', encoding="utf-8")
    shown = cli("diff", "--textconv", path).stdout
    assert not RAW.search(shown) and "a  k\\x1b[2J: " in shown
