"""A tab between a value and the comment ending its line (`value: 2<TAB># checked`, an editor
aligning its comments with tabs), after a quoted text, a flow list, a key's colon or a block
text's `|`, or between a key's colon and its value (`value:<TAB>2`): YAML takes it, and so do
libyaml and validate; ruamel.yaml's scanner stopped on it, so fmt, lint --fix and import sheet
refused the valid file ('cannot format this file: found character '\\t' that cannot start any
token [fmt-unsafe]', asking for a report). fmt now writes the tab as a space, a comment as far
from its value; import sheet, editing values in place, keeps it."""

from __future__ import annotations

import pytest

from deckfactory import edit_sheet_cells, write_deck

CARDS = """\
- id: mars-moons
  category: number
  front: {front}
  back: |{header}
    Phobos and Deimos.
  value:{colon}2{value}
  tags: [space]{tags}
  source: https://en.wikipedia.org/wiki/Moons_of_Mars
"""
TABBED = {"front": '"How many moons has Mars?"\t# asked', "header": "\t# the two", "value": "\t\t# checked",
          "tags": " \t# one", "colon": "\t"}
SPACED = {"front": '"How many moons has Mars?" # asked', "header": " # the two", "value": "  # checked",
          "tags": "  # one", "colon": " "}


@pytest.mark.parametrize("place", sorted(TABBED))
def test_fmt_writes_a_tab_before_a_comment_as_a_space(cli, tmp_path, place):
    plain = {"front": "How many moons has Mars?", "header": "", "value": "", "tags": "", "colon": " "}
    deck = write_deck(tmp_path, "knowledge", cards=CARDS.format(**plain | {place: TABBED[place]}))
    assert cli("validate", deck).exit_code == 0
    run = cli("fmt", deck)
    assert run.exit_code == 0 and "fmt-unsafe" not in run.stdout, run.stdout + run.stderr
    assert (deck / "cards" / "cards.yaml").read_text(encoding="utf-8") == CARDS.format(**plain | {place: SPACED[place]})
    assert cli("fmt", "--check", deck).exit_code == 0


def test_lint_fix_repairs_a_file_with_a_tab_before_a_comment(cli, tmp_path):
    deck = write_deck(tmp_path, "knowledge", cards=CARDS.format(**TABBED).replace("How many", "How  many"))
    run = cli("lint", "--fix", deck)
    assert "fmt-unsafe" not in run.stdout + run.stderr, run.stdout
    assert (deck / "cards" / "cards.yaml").read_text(encoding="utf-8") == CARDS.format(**SPACED)


def test_import_sheet_edits_a_file_with_a_tab_before_a_comment_in_place(cli, tmp_path):
    cards = CARDS.format(**TABBED)
    deck = write_deck(tmp_path, "knowledge", cards=cards)
    sheet = tmp_path / "cards.csv"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    edit_sheet_cells(sheet, {("mars-moons", "value"): "3",
                             ("mars-moons", "front"): "How many moons has the red planet?"})
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0, run.stdout + run.stderr
    assert (deck / "cards" / "cards.yaml").read_text(encoding="utf-8") == cards.replace(
        "value:\t2\t", "value:\t3\t").replace("has Mars?", "has the red planet?")
