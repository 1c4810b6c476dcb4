"""A tab right after a line's `- `, `? ` or `: ` is refused by libyaml as a tab in the
indentation, and is reported as one (`tab-indent`, on every such line, with what to write
instead), not as "a text starts with a character YAML reserves", nor left out when another line
of the file is indented with a tab."""

from __future__ import annotations

import pytest
import yaml
from deckfactory import write_deck

from deckctl.io.source import source_of_bytes

CARD_A = "- id: a\n  category: number\n  front: How many?\n  back: x\n  value: 2\n"
CARD_B = "-\tid: b\n  category: number\n  front: Q?\n  back: y\n  value: 1\n"


def findings(text: str) -> list[tuple[str, str, str]]:
    return [(f"{d.line}:{d.col}", d.code, d.hint) for d in source_of_bytes(text.encode(), "cards/x.yaml").diagnostics]


def test_a_tab_after_a_cards_dash_is_a_tab_indent_with_its_hint():
    assert findings(CARD_A + CARD_B) == [("6:2", "tab-indent", "write one space after `-`, not a tab")]


def test_it_is_reported_next_to_a_line_indented_with_a_tab():
    text = CARD_A.replace("  value:", "\tvalue:") + CARD_B
    assert findings(text) == [("5:1", "tab-indent", "indent it with 2 spaces instead"),
                              ("6:2", "tab-indent", "write one space after `-`, not a tab")]


@pytest.mark.parametrize("text, at, hint", [
    ("- \tid: b\n  front: Q?\n", "1:3", "write one space after `-`, not a tab"),
    ("-\t- b\n", "1:2", "write one space after `-`, not a tab"),
    ("- - \tb\n", "1:5", "write one space after `-`, not a tab"),
    ("tags:\n  -\tx\n", "2:4", "write one space after `-`, not a tab"),
    ("-\t\n  id: b\n", "1:2", "delete the tab after `-`"),
    ("?\ta\n: b\n", "1:2", "write one space after `?`, not a tab"),
    ("? a\n:\tb\n", "2:2", "write one space after `:`, not a tab"),
    ("? -\ta\n: b\n", "1:4", "write one space after `-`, not a tab"),
])
def test_every_indicator_followed_by_a_tab(text, at, hint):
    with pytest.raises(yaml.MarkedYAMLError):  # (what libyaml refuses, so deckctl must say why)
        yaml.compose(text, Loader=yaml.CSafeLoader)
    [found] = findings(text)
    assert found == (at, "tab-indent", hint)
    assert "a tab follows" in source_of_bytes(text.encode(), "x.yaml").diagnostics[0].message


@pytest.mark.parametrize("text", ["a:\tb\n", "- a:\tb\n", "- [a,\tb]\n", "- -1\t\n"])
def test_a_tab_elsewhere_on_the_line_is_no_finding(text):
    yaml.compose(text, Loader=yaml.CSafeLoader)  # (libyaml reads these)
    assert findings(text) == []


def test_validate_and_fmt_say_the_same(cli, tmp_path):
    write_deck(tmp_path, cards=CARD_A + CARD_B)
    said = "deck/cards/cards.yaml:6:2: error: card `b`: a tab follows `-`"
    for command in (("validate", "deck"), ("fmt", "--check", "deck")):
        run = cli(*command, cwd=tmp_path)
        assert run.exception is None and run.exit_code == 1, run.stdout + run.stderr
        assert said in run.stdout + run.stderr
        assert "write one space after `-`, not a tab" in run.stdout + run.stderr


@pytest.mark.parametrize("block", ["|", ">", "|-", "|2  # kept as written"])
def test_a_tab_inside_a_block_of_text_is_the_texts_own(block):
    # (such a file is valid YAML, the tab part of the text; it was refused as tab-indent)
    text = f"- id: a\n  back: {block}\n    Two columns:\n    -\tone\n    \ttwo\n\n    - \tthree\n  value: 2\n"
    source = source_of_bytes(text.encode(), "cards/x.yaml")
    assert source.diagnostics == [] and "\tone" in source.data[0]["back"]
    assert yaml.compose(text, Loader=yaml.CSafeLoader)


def test_a_tab_after_a_block_of_text_is_still_found():
    text = "- id: a\n  back: |\n    x\n    \ty\n\tvalue: 2\n-\tid: b\n"
    assert [found[:2] for found in findings(text)] == [("5:1", "tab-indent"), ("6:2", "tab-indent")]


def test_a_quoted_text_continued_on_a_line_starting_with_a_tab_loads():
    # (YAML folds the line break and the tab into one space; the line was refused as tab-indent)
    text = '- id: a\n  front: "How many moons\n\tdoes Mars have?"\n  value: 2\n'
    source = source_of_bytes(text.encode(), "cards/x.yaml")
    assert source.diagnostics == [] and source.data[0]["front"] == "How many moons does Mars have?"


def test_a_plain_text_continued_so_is_refused_as_yaml_refuses_it():
    text = "- id: a\n  front: How many legs\n\thas a spider?\n  value: 2\n"
    assert [found[:2] for found in findings(text)] == [("3:1", "tab-indent")]
