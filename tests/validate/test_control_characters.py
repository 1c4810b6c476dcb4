"""Control characters in a deck's texts: validate refuses each where it stands, `lint --fix` deletes them."""

from __future__ import annotations

import json

import pytest

from deckfactory import VALID_CARDS

# (as written in a double-quoted YAML scalar, what validate names). libyaml refuses these written
# as they are; its escapes are how they get into a text.
ESCAPES = [
    ("\\e[2J", "U+001B ESC"),
    ("\\x07", "U+0007 BEL"),
    ("\\u009b31m", "U+009B CSI"),
    ("\\0", "U+0000 NUL"),
    ("\\x7f", "U+007F DEL"),
    ("\\N", "U+0085 NEL"),
    ("\\r", "U+000D CR"),
    # the bidirectional embeddings, overrides and isolates ("Trojan Source"), balanced or not
    ("\\u202e evil \\u202c", "U+202E RLO"),
    ("\\u202a", "U+202A LRE"),
    ("\\u2067 evil \\u2069", "U+2067 RLI"),
    ("\\u2069", "U+2069 PDI"),
]


def deck_with(make_deck, front: str, **extra):
    """The valid Knowledge? cards, the first one's front replaced (line 3, column 10)."""
    cards = VALID_CARDS["knowledge"].replace(
        "front: How many body segments does a spider have?", f'front: "How many {front} segments?"', 1)
    return make_deck("knowledge", cards=cards, **extra)


@pytest.mark.parametrize(("escape", "name"), ESCAPES, ids=[name for _, name in ESCAPES])
def test_validate_refuses_a_control_character_where_it_stands(make_deck, cli, escape, name):
    deck = deck_with(make_deck, escape)
    result = cli("validate", deck, "--format", "json")
    assert result.exit_code == 1
    found = [d for d in json.loads(result.stdout) if d["code"] == "control-character"]
    assert [(d["line"], d["col"], d["card_id"]) for d in found] == [(3, 10, "spider-legs")]
    assert f"control character ({name})" in found[0]["message"] and "lint --fix" in found[0]["hint"]


@pytest.mark.parametrize("escape", ["\\t", "\\n", "\\u200e", "\\u200f", "\\u061c"])
def test_tabs_line_breaks_and_right_to_left_marks_are_not_refused(make_deck, cli, escape):
    result = cli("validate", deck_with(make_deck, escape), "--format", "json")
    assert not [d for d in json.loads(result.stdout) if d["code"] == "control-character"]


def test_a_control_character_in_the_manifest_is_refused_too(make_deck, cli):
    manifest = "format: 1\ngame: knowledge\nid: test-deck\ntitle: \"Test\\e]0;x\\a deck\"\nlanguage: en\nversion: 1.0.0\n"
    result = cli("validate", make_deck("knowledge", manifest=manifest), "--format", "json")
    assert result.exit_code == 1
    assert [(d["line"], d["code"]) for d in json.loads(result.stdout) if d["code"] == "control-character"] == [
        (4, "control-character")]


def test_the_text_report_shows_the_character_escaped(make_deck, cli):
    result = cli("validate", deck_with(make_deck, "\\e[2J"))
    assert "\x1b" not in result.stdout
    assert "cards.yaml:3:10: error: card `spider-legs`: the text holds a control character (U+001B ESC)" in result.stdout


def test_lint_fix_deletes_them_with_the_sequences_they_start_and_keeps_the_rest(make_deck, cli):
    deck = deck_with(make_deck, "\\e[2J\\e]0;owned\\a body\\r\\x07")
    path = deck / "cards" / "cards.yaml"
    path.write_text(path.read_text().replace("- id: spider-legs", "# a comment kept\n- id: spider-legs"))
    result = cli("lint", "--fix", deck)
    assert "1 text repaired in 1 file" in result.stderr
    text = path.read_text()
    assert 'front: "How many  body segments?"' in text and "# a comment kept" in text
    after = cli("validate", deck, "--format", "json")
    assert after.exit_code == 0, after.stdout


def test_a_bidirectional_override_written_as_it_is_is_refused_and_repaired(make_deck, cli):
    deck = make_deck("knowledge", cards=VALID_CARDS["knowledge"].replace(
        "front: How many body segments does a spider have?", "front: How many \u202ebody\u202c segments?", 1))
    result = cli("validate", deck)
    assert result.exit_code == 1
    assert "cards.yaml:3:10: error: card `spider-legs`: the text holds a control character (U+202E RLO)" in result.stdout
    assert "\u202e" not in result.stdout
    cli("lint", "--fix", deck)
    assert "front: How many body segments?" in (deck / "cards" / "cards.yaml").read_text(encoding="utf-8")
    assert cli("validate", deck).exit_code == 0


@pytest.mark.parametrize(("written", "name"), [("\\ufffe", "U+FFFE"), ("\\uffff", "U+FFFF"), ("\ufdd0", "U+FDD0"),
                                               ("\\U0010FFFF", "U+10FFFF")], ids=["FFFE", "FFFF", "FDD0-raw", "10FFFF"])
def test_a_noncharacter_is_refused_where_it_stands_and_repaired(make_deck, cli, written, name):
    """Unicode's noncharacters are never to be exchanged, and XML has no place for U+FFFE and
    U+FFFF: a deck title holding one made a PDF/X-4 file's XMP metadata unreadable. U+FDD0 YAML
    reads as written, the others only as escapes."""
    deck = deck_with(make_deck, written)
    result = cli("validate", deck, "--format", "json")
    assert result.exit_code == 1
    found = [d for d in json.loads(result.stdout) if d["code"] == "control-character"]
    assert [(d["line"], d["col"], d["message"]) for d in found] == [(3, 10, f"the text holds a noncharacter ({name})")]
    cli("lint", "--fix", deck)
    assert 'front: "How many  segments?"' in (deck / "cards" / "cards.yaml").read_text(encoding="utf-8")
    assert cli("validate", deck).exit_code == 0
