"""Two layouts of flow-collection list items that ruamel.yaml's round trip did not give back, so
`deckctl fmt` lost a line or refused a file it should have kept (deckctl/io/rewrite.py `_yaml`):

- a flow item with a comment after it (`- [b]  # c`), with a blank or comment line before it: ruamel's
  composer took the comment for the item and dropped the lines before it, so fmt removed the blank
  line without a word, and with a comment line there refused the file ("would move or lose a
  comment");
- a list item that is a mapping after a flow item with a comment, in a list whose key has a comment
  (or an empty flow mapping with a blank line before it): ruamel's emitter put the mapping's second
  key on the line of its first (`- f: g h: i`, `- f: g h:   -` when it holds a list), which fmt's
  check refused ("would make the file unreadable").

Both are now kept as written, and reformatted (a card re-indented) with every line kept. And a blank
line between lines that the round trip would still drop (in a layout of ruamel's nobody has found
yet) leaves the file as it is, with an error at that line."""

from __future__ import annotations

import pytest

from deckctl.io.rewrite import format_file

KEPT = [
    # a blank line before a commented flow item, after a flow item (or a key's flow value)
    "- id: a\n  q:\n    - [b]\n\n    - {c: d}  # e\n",
    "- {id: a}\n\n- {id: b}  # c\n",
    "- [b]\n\n- [c]  # e\n",
    "- {}\n\n- []  # c\n",
    "- q: {k: [a], l: w}\n\n- []  # c\n",
    # a comment line there, or both
    "- {id: a, b: [c]}\n# d\n- {id: e}  # f\n",
    "- {id: a}\n# d\n- [e]  # f\n",
    "- id: a\n  q:\n    - [b]\n    # x\n\n    # y\n    - [c]  # e\n",
    "- {k: v}\n\n# g\n\n- [a, b]  # c\n# g\n- {k: v}  # c\n",
    # a mapping item after a commented flow item, its list's key commented
    "- id: a\n  q:  # b\n    - {c: d}  # e\n    - f: g\n      h:\n        - i\n",
    "q:  # b\n  - {c: d}  # e\n  - f: g\n    h: i\n",
    "- id: a\n  q:\n    # b\n    - {c: d}  # e\n    - f: g\n      h:\n        - i\n",
    "p:\n\n  - {}  # c\n  - p: x\n    q: y\n",
    "- id: a\n  q:  # b\n    - [c]  # e\n    - {d: e}  # f\n    - f: g\n      h: [i]  # j\n      k: l\n",
]


@pytest.mark.parametrize("text", KEPT)
def test_flow_items_with_comments_are_given_back_as_written(tmp_path, text):
    path = tmp_path / "cards.yaml"
    path.write_text(text, encoding="utf-8")
    outcome = format_file(path, quick=False)
    assert outcome.diagnostics == []
    assert outcome.new == text


def test_a_card_reindented_keeps_every_line_around_its_flow_items(tmp_path):
    path = tmp_path / "cards.yaml"
    path.write_text("-   id: a\n    q:    # b\n        - [b]\n\n        # from the atlas\n        - {c: d}  # e\n"
                    "        - f: g\n          h:\n            - i\n", encoding="utf-8")
    # (a comment line keeps its column, as everywhere)
    assert format_file(path).new == ("- id: a\n  q:    # b\n    - [b]\n\n        # from the atlas\n    - {c: d}  # e\n"
                                     "    - f: g\n      h:\n        - i\n")


QUESTIONS = (
    "- id: rivers\n"
    "  area: geography\n"
    "  questions:  # six, as the box has them\n"
    "    - {question: Longest river?, answer: Nile}\n"
    "\n"
    "    - {question: Second longest?, answer: Amazon}  # by most counts\n"
    "    # from the atlas\n"
    "    - {question: Through Vienna?, answer: Danube}  # and Budapest\n"
    "    - question: Through Paris?\n"
    "      answer: Seine\n"
    "      accept:\n"
    "        - La Seine\n"
    "    - {question: Through Cairo?, answer: Nile}\n"
    "    - {question: Through London?, answer: Thames}\n"
    "    - {question: Through Rome?, answer: Tiber}\n"
)


@pytest.mark.parametrize("flag", ["--check", "--diff"])
def test_fmt_check_and_diff_pass_such_a_deck(make_deck, cli, flag):
    deck = make_deck("wissens-spektrum", cards=QUESTIONS)
    run = cli("fmt", flag, deck)
    assert run.exit_code == 0, run.stdout + run.stderr
    assert "0 files would be reformatted" in run.stderr and "+" not in run.stdout


def test_fmt_leaves_such_a_deck_as_it_is_and_formats_the_rest(make_deck, cli):
    deck = make_deck("wissens-spektrum", cards=QUESTIONS.replace("  area: geography\n", "  area:   geography\n"))
    run = cli("fmt", deck)
    assert run.exit_code == 0, run.stdout + run.stderr
    assert (deck / "cards" / "cards.yaml").read_text(encoding="utf-8") == QUESTIONS


# --- a blank line the round trip would drop: never without a word ---------------------------------


def _ruamels_own_composer(monkeypatch):
    """fmt's reader as it was before fe9b2d3b: ruamel's composer, which drops the lines before a
    commented flow item (a stand-in for a layout of ruamel's that nobody has found yet)."""
    from ruamel.yaml.composer import Composer

    from deckctl.io import rewrite

    fixed = rewrite._yaml

    def with_ruamels():
        yaml = fixed()
        yaml.Composer = Composer
        return yaml

    monkeypatch.setattr(rewrite, "_yaml", with_ruamels)


def test_a_blank_line_the_round_trip_would_drop_leaves_the_file_alone(make_deck, cli, monkeypatch):
    _ruamels_own_composer(monkeypatch)
    cards = "---\n" + QUESTIONS.replace("  area: geography\n", "  area:   geography\n")
    deck = make_deck("wissens-spektrum", cards=cards)
    run = cli("fmt", deck)
    assert run.exit_code == 1 and run.exception is None
    assert "cards.yaml:6:1: error: formatting would drop this blank line [fmt-unsafe]" in run.stdout
    assert "hint: the file is left as it is" in run.stdout
    assert (deck / "cards" / "cards.yaml").read_text(encoding="utf-8") == cards


def test_a_dropped_blank_line_is_named_where_it_was(tmp_path, monkeypatch):
    from deckctl.io import rewrite

    dump = rewrite._dump
    monkeypatch.setattr(rewrite, "_dump", lambda tree, yaml: dump(tree, yaml).replace("b: c\n\n", "b: c\n", 1))
    path = tmp_path / "cards.yaml"
    path.write_text("# x\n- id: a\n\n  b: c\n\n  d: e\n", encoding="utf-8")
    outcome = format_file(path, quick=False)
    assert outcome.refused and [(d.line, d.col, d.code) for d in outcome.diagnostics] == [(5, 1, "fmt-unsafe")]


@pytest.mark.parametrize("text, formatted", [
    ("- id: a\n  b:\n\n    c\n", "- id: a\n  b: c\n"),  # a value on the line after its key
    ("- id: a\n  b: [c,\n\n    d]\n", "- id: a\n  b: [c, d]\n"),  # a flow list over several lines
    ("- id: a\n  b: {c: d,\n\n    e: f}\n", "- id: a\n  b: {c: d, e: f}\n"),
    ("- id: a\n  b: x\n\n    y\n", '- id: a\n  b: "x\\ny"\n'),  # (a blank line in a plain text is its line break)
    ("\n\n- id: a\n\n  b: c\n\n\n", "\n- id: a\n\n  b: c\n"),  # before the first line, after the last
])
def test_blank_lines_that_are_no_layout_still_go(tmp_path, text, formatted):
    path = tmp_path / "cards.yaml"
    path.write_text(text, encoding="utf-8")
    outcome = format_file(path, quick=False)
    assert outcome.diagnostics == [] and outcome.new == formatted
