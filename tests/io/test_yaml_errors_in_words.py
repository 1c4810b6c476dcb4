"""Every kind of YAML that libyaml refuses gets one message in deckctl's words at file:line:col,
with a hint, exit 1: never libyaml's own text ("while scanning a block scalar", "<unicode
string>", "found duplicate %TAG directive") nor an internal error. The cases are data:
tests/io/yaml_errors/cases.yaml."""

from __future__ import annotations

from pathlib import Path

import pytest
from deckfactory import read_yaml, write_deck

from deckctl.io import source
from deckctl.io.source import source_of_bytes

CASES = read_yaml(Path(__file__).parent / "yaml_errors" / "cases.yaml")
# libyaml's words, which say nothing to someone writing a deck
JARGON = ("<unicode string>", "while scanning", "while parsing", "scalar", "<document start>", "token",
          "in this context", "YAML cannot read this:", "position")


@pytest.mark.parametrize("name", sorted(CASES))
def test_said_in_deckctls_words(name):
    case = CASES[name]
    [found] = source_of_bytes(case["content"].encode(), "cards/a.yaml").diagnostics
    assert (found.code, f"{found.line}:{found.col}") == ("yaml-syntax", case["at"]), found
    assert case["says"] in f"{found.message} | {found.hint}" and found.hint
    assert not [word for word in JARGON if word in found.message + found.hint], found


def test_validate_names_each_file_and_place_and_exits_1(cli, tmp_path):
    write_deck(tmp_path, cards={f"{name}.yaml": case["content"] for name, case in CASES.items()})
    run = cli("validate", "deck", cwd=tmp_path)
    said = run.stdout + run.stderr
    assert run.exception is None and run.exit_code == 1, said
    for name, case in CASES.items():
        assert f"deck/cards/{name}.yaml:{case['at']}: error: " in said
    assert not [word for word in JARGON if word in said]


@pytest.mark.parametrize("written, said", [
    ("!!bool maybe", "the tag `!!bool` makes `maybe` a true/false value, which it cannot be"),
    ("!!float abc", "the tag `!!float` makes `abc` a number, which it cannot be"),
    ("!!null Two.", "the tag `!!null` makes `Two.` an empty value (null), which it cannot be"),
])
def test_a_tag_its_text_cannot_be_is_an_error_at_its_place(cli, tmp_path, written, said):
    # (`!!bool maybe` was an internal error: the safe constructor's table of true/false words
    # raised KeyError; `!!float abc` and `!!null Two.` passed validate, and fmt said "cannot format
    # this file: 'maybe'")
    cards = f"- id: spider-legs\n  category: number\n  front: How many?\n  back: {written}\n  value: 2\n"
    write_deck(tmp_path, cards=cards)
    for command in (("validate", "deck"), ("fmt", "--check", "deck")):
        run = cli(*command, cwd=tmp_path)
        assert run.exception is None and run.exit_code == 1, run.stdout + run.stderr
        assert f"deck/cards/cards.yaml:4:9: error: card `spider-legs`: {said} [unknown-tag]" in run.stdout + run.stderr


def test_a_character_only_libyaml_refuses_is_placed_in_characters_not_bytes(monkeypatch):
    # The check for control characters and libyaml's reader agree today; should they not, the
    # reader's error is placed by its byte offset turned into a column, in deckctl's words.
    monkeypatch.setattr(source, "_NOT_PRINTABLE", source.re.compile("(?!)"))
    [found] = source_of_bytes("- id: \U0001F600\x00\n".encode(), "cards/a.yaml").diagnostics
    assert (found.line, found.col) == (1, 8)
    assert found.message == "YAML cannot read the file from here"
    assert not [word for word in JARGON if word in found.message + found.hint]


@pytest.mark.parametrize("content, display, code", [
    ("- id: a\n  ? [front, back]\n  : x\n", "cards/a.yaml", "key-not-text"),
    ("- &x [*x]\n", "cards/a.yaml", "too-deep"),
])
def test_each_problem_of_the_data_has_a_hint(content, display, code):
    [found] = source_of_bytes(content.encode(), display).diagnostics
    assert found.code == code and found.hint, found
