"""A bundle is held to the rules of the deck it was built from: a control character (ESC, C1, CR,
a bidirectional override) in one of its texts is refused by `play`, `simulate` and `replay` as
`validate` refuses it in a deck's YAML, naming the bundle file, the text and the card; it used to be
played (shown escaped)."""

from __future__ import annotations

import json

import pytest

from deckfactory import knowledge_bundle_with_fronts

from deckctl.engine.sources import bundle_from_deck, default_deck
from deckctl.export.bundle import content_hash


@pytest.mark.parametrize(("text", "named"), [
    ("Who \x1b[2J\x1b]0;owned\x07 is?", "U+001B ESC"),
    ("a\rb", "U+000D CR"),
    ("x\x9b31m", "U+009B CSI"),
    ("next\x85line", "U+0085 NEL"),
    ("ab\u202ecd", "U+202E RLO"),
    ("\x00", "U+0000 NUL"),
])
@pytest.mark.parametrize("command", [("play", "knowledge", "--seed", "1"),
                                     ("simulate", "knowledge", "--games", "1", "--jobs", "1")])
def test_a_control_character_in_a_card_text_is_refused(cli, tmp_path, text, named, command):
    path = knowledge_bundle_with_fronts(tmp_path, text)
    first = json.loads(path.read_text("utf-8"))["cards"][0]["id"]
    result = cli(*command, "--bundle", path)
    assert result.exception is None and result.exit_code == 1 and result.stdout == ""
    assert (f"{path}: error: refused at cards/0/front: the text holds a control character ({named}), "
            f"in card `{first}`; a deck is refused for it too") in result.stderr
    assert "\x1b" not in result.stderr and "\r" not in result.stderr


def test_replay_refuses_such_a_bundle_too(cli, tmp_path):
    path = knowledge_bundle_with_fronts(tmp_path, "a\x1b[31mb")
    log = tmp_path / "game.jsonl"
    log.write_text(json.dumps({"format": "deckctl-replay", "version": 2, "game": "knowledge",
                               "bundle_sha256": "0" * 64, "seed": 1, "options": {}}) + "\n", encoding="utf-8")
    result = cli("replay", log, "--bundle", path)
    assert result.exit_code == 1 and "the text holds a control character (U+001B ESC)" in result.stderr


def test_a_control_character_in_the_deck_manifest_is_refused(cli, tmp_path):
    bundle = bundle_from_deck(default_deck("knowledge"))
    bundle["deck"]["title"] += "\x07"
    bundle["sha256"] = content_hash(bundle)
    path = tmp_path / "bundle.json"
    path.write_text(json.dumps(bundle), encoding="utf-8")
    result = cli("play", "knowledge", "--bundle", path, "--seed", "1")
    assert result.exit_code == 1
    assert f"{path}: error: refused at deck/title: the text holds a control character (U+0007 BEL);" in result.stderr


def test_tabs_and_line_feeds_pass_as_in_a_deck(cli, tmp_path):
    path = knowledge_bundle_with_fronts(tmp_path, "one\ttwo\nthree")
    result = cli("simulate", "knowledge", "--games", "1", "--jobs", "1", "--bundle", path)
    assert result.exit_code == 0, result.stderr
