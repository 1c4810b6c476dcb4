"""A tab between the words of a plain (unquoted) text: YAML allows it and validate reads it
(lint's `whitespace` warns), but ruamel.yaml, which fmt and lint --fix read a file with, stopped
on it, so a valid deck failed `fmt --check` with `cannot format this file: found character '\\t'
that cannot start any token [fmt-unsafe]` '(and please report this)', and `lint --fix` could not
repair it. Such a text of one line is read double-quoted (deckctl/io/plain_tabs.py): fmt writes it
`"...\\t..."`, lint --fix replaces the tab with a space (the text stays double-quoted)."""

from __future__ import annotations

import yaml
from deckfactory import write_deck

from deckctl.io.plain_tabs import tabs_quoted

CARD = """\
- id: tab-between
  category: number
  front: How many body segments\tdoes a spider have?  # a comment after it
  back: Two, the cephalothorax and the abdomen.
  value: 2
  source: https://en.wikipedia.org/wiki/Spider
"""


def test_fmt_writes_the_tab_quoted_and_the_deck_stays_the_same(tmp_path, cli):
    deck = write_deck(tmp_path, "knowledge", cards=CARD)
    before = yaml.load((deck / "cards" / "cards.yaml").read_text(), Loader=yaml.CSafeLoader)
    assert cli("validate", deck).exit_code == 0
    check = cli("fmt", "--check", deck)
    assert check.exit_code == 1 and "fmt-unsafe" not in check.stdout + check.stderr, check.stdout
    assert "cards.yaml: would be reformatted" in check.stdout + check.stderr
    assert cli("fmt", deck).exit_code == 0
    text = (deck / "cards" / "cards.yaml").read_text()
    assert '  front: "How many body segments\\tdoes a spider have?"  # a comment after it\n' in text
    assert yaml.load(text, Loader=yaml.CSafeLoader) == before
    assert cli("fmt", "--check", deck).exit_code == 0


def test_lint_fix_replaces_the_tab(tmp_path, cli):
    deck = write_deck(tmp_path, "knowledge", cards=CARD)
    run = cli("lint", "--fix", deck)
    assert "fmt-unsafe" not in run.stdout + run.stderr, run.stdout
    # (written as fmt read it, double-quoted: a text a repair changes keeps its quotes)
    assert '  front: "How many body segments does a spider have?"  # a comment after it\n' in \
        (deck / "cards" / "cards.yaml").read_text()
    assert cli("validate", deck).exit_code == 0 and cli("fmt", "--check", deck).exit_code == 0


def test_only_plain_texts_of_one_line_are_quoted():
    text = 'a: x\ty\nb: "p\tq"\nc: |\n  r\ts\nd: e\n  f\tg\n'
    assert tabs_quoted(text) == 'a: "x\\ty"\nb: "p\tq"\nc: |\n  r\ts\nd: e\n  f\tg\n'
    assert yaml.load(tabs_quoted(text), Loader=yaml.CSafeLoader) == yaml.load(text, Loader=yaml.CSafeLoader)
