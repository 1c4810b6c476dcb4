"""fmt formats every file validate accepts, keeping each comment: comments inside a flow
collection written over several lines (kept as written), after a list item's dash or after a tag
or anchor on a key's line (kept at the end of that line). Each of these had been refused with
`fmt-unsafe` ('please report this'), and so had `lint --fix` on the file and `import sheet` on
any card of it."""

from __future__ import annotations

import shutil

import pytest
from deckfactory import DECKS, import_edited_sheet, write_deck

from deckctl.io.rewrite import format_file

CARD = "- id: a\n  category: number\n  front: F?\n  back: B.\n  value: 1\n"


def _formatted(tmp_path, text: str) -> str:
    path = tmp_path / "cards.yaml"
    path.write_text(text, encoding="utf-8")
    outcome = format_file(path, quick=False)
    assert outcome.diagnostics == [] and outcome.new is not None, outcome.diagnostics
    again = tmp_path / "again.yaml"
    again.write_text(outcome.new, encoding="utf-8")
    assert format_file(again, quick=False).new == outcome.new  # (fmt's layout is its own fixed point)
    return outcome.new


@pytest.mark.parametrize("text", [
    "- id: a\n  tags: [a, b, # a comment in the list\n    c]\n",
    "- id: a\n  tags: [a, b, # one\n    # a line of its own\n    c]  # after it\n  value: 1\n",
    "- id: a\n  tags: [ # first\n    a, b]\n",
    "- id: a\n  tags: [a,\n    b  # last\n  ]\n",
    "- id: a\n  meta: {x: 1, # the usual spelling\n    y: 2}\n",
    "- id: a\n  meta: {x: # before its value\n      1, y: [2, # nested\n      3]}\n",
    "- {id: a, # a flow card\n  level: B}\n- id: b\n",
    "- id: a\n  tags: ['a # b', # only this one is a comment\n    \"c # d\"]\n",
    "- id: a\n  tags: [a, # then a blank line\n\n    b]\n",
])
def test_a_comment_inside_a_flow_collection_is_kept_as_written(tmp_path, text):
    assert _formatted(tmp_path, text) == text


def test_the_flow_collection_moves_with_its_card(tmp_path):
    """Re-indented from 4 to 2 spaces: its later lines move as its first does, and none stands left of it."""
    text = "-   id: a\n    tags: [a, # c\n      b]\n    accept:\n        [x, # c\n    y]\n"
    assert _formatted(tmp_path, text) == "- id: a\n  tags: [a, # c\n    b]\n  accept: [x, # c\n    y]\n"


def test_a_value_to_quote_in_it_is_quoted_there(cli, tmp_path):
    deck = write_deck(tmp_path, "knowledge", cards=CARD.replace("value: 1\n", "value: 1\n  accept: [1.10, # c\n    yes]\n"))
    run = cli("fmt", "deck", cwd=tmp_path)
    assert run.exit_code == 0, run.stdout + run.stderr
    assert '  accept: ["1.10", # c\n    "yes"]\n' in (deck / "cards" / "cards.yaml").read_text(encoding="utf-8")


def test_a_text_repaired_in_it_is_repaired_there(cli, tmp_path):
    deck = write_deck(tmp_path, "knowledge", cards=CARD.replace("value: 1\n", "value: 1\n  accept: [One  two, # c\n    'x  y']\n"))
    run = cli("lint", "--fix", "deck", cwd=tmp_path)
    assert run.exit_code == 0, run.stdout + run.stderr
    assert "  accept: [One two, # c\n    'x y']\n" in (deck / "cards" / "cards.yaml").read_text(encoding="utf-8")


@pytest.mark.parametrize("text, formatted", [
    ("- # the first card\n  id: a\n  b: c\n", "- # the first card\n  id: a\n  b: c\n"),
    ("-   # the first card\n    id: a\n", "-   # the first card\n  id: a\n"),
    ("- {id: a}\n\n# x\n- # after a blank line\n  id: b\n", "- {id: a}\n\n# x\n- # after a blank line\n  id: b\n"),
    ("- id: a\n  tags:\n    - # a tag\n      b\n", "- id: a\n  tags:\n    - b # a tag\n"),
    ("- id: a\n  print: !!map # a tag and a comment\n    bleed: 3\n", "- id: a\n  print: # a tag and a comment\n    bleed: 3\n"),
    ("- id: a\n  tags: &t # an anchor and a comment\n    - b\n", "- id: a\n  tags: # an anchor and a comment\n    - b\n"),
])
def test_a_comment_after_a_dash_or_a_tag_stays_at_the_end_of_its_line(tmp_path, text, formatted):
    assert _formatted(tmp_path, text) == formatted


@pytest.mark.parametrize("written, formatted", [
    ("!!str 5", '"5"'), ("!!str yes", '"yes"'), ("!!str 1.10", '"1.10"'), ("!!str ~", '"~"'),
    ("!!str 2024-01-01", '"2024-01-01"'), ("!!str", '""'), ("!!str ''", "''"), ("!!str Japan", "Japan"),
    ("[!!str 5, !!str a]", '["5", a]'), ("&x !!str 5", '&x "5"'),
])
def test_a_str_tag_keeps_its_value_a_string(tmp_path, written, formatted):
    """The writer reads every plain text as a string, so it took `!!str` as implied everywhere
    and dropped it: `!!str 5` came out `5`, which YAML reads as a number."""
    assert _formatted(tmp_path, f"- id: a\n  back: {written}\n") == f"- id: a\n  back: {formatted}\n"


def test_the_starter_deck_with_a_commented_flow_list(cli, tmp_path):
    """The audit's case: validate passes, and so do `fmt --check`, `lint --fix` and an import."""
    deck = tmp_path / "deck"
    shutil.copytree(DECKS / "knowledge-starter", deck)
    colour = deck / "cards" / "colour.yaml"
    text = colour.read_text(encoding="utf-8")
    assert "  tags: [flags]\n" in text
    commented = text.replace("  tags: [flags]\n", "  tags: [flags, b, # a comment in the list\n    c]\n", 1)
    colour.write_text(commented, encoding="utf-8")
    for args in (("validate", "deck"), ("fmt", "--check", "deck"), ("lint", "--fix", "deck")):
        run = cli(*args, cwd=tmp_path)
        assert run.exit_code == 0, (args, run.stdout + run.stderr)
    assert colour.read_text(encoding="utf-8") == commented
    # (a row giving tags to another card of the file: the file written back with the comment)
    uncommented = commented.replace("  tags: [flags]\n", "", 1)
    colour.write_text(uncommented, encoding="utf-8")
    run = import_edited_sheet(cli, deck, tmp_path, {("canada-maple-leaf", "tags"): "flags | history"})
    assert run.exit_code == 0, run.stdout + run.stderr
    written = colour.read_text(encoding="utf-8")
    assert "# a comment in the list\n    c]\n" in written and "  tags: [flags, history]\n" in written


@pytest.mark.parametrize("text, formatted", [
    ("- id: a\n  back: # one\n    B.  # two\n", "- id: a\n  # one\n  back: B.  # two\n"),
    ("- id: a\n  back: !!str # one\n    B.  # two\n", "- id: a\n  # one\n  back: B.  # two\n"),
    ("- id: a\n  tags:\n    - # one\n      b  # two\n", "- id: a\n  tags:\n    # one\n    - b  # two\n"),
    ("- id: a\n  back: # alone\n    B.\n", "- id: a\n  back: B. # alone\n"),  # (one comment: at the line's end)
])
def test_two_comments_for_one_line_are_both_kept(tmp_path, text, formatted):
    """A comment after `key:` or `- ` over a value on a later line that has its own: no line holds
    two, so the first goes on a line of its own above (ruamel had lost it)."""
    assert _formatted(tmp_path, text) == formatted
