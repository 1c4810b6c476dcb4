"""A sheet cell changing a text named again through an alias whose line ends in a comment
(`back: *q  # same as the front`): deckctl's writer puts an alias with nothing after it, so the file
cannot be written with that comment where it is. The import refuses it at the row's cell, saying
where the comment is and what to do, as fmt does; it had said 'would not load back as edited ...
(and please report this)'. Nothing is written."""

from __future__ import annotations

from deckfactory import edit_sheet_cells, write_deck

CARDS = """\
- id: mars-moons
  category: number
  front: &q How many moons has Mars?
  back: *q  # the same as the front
  value: 2
  source: https://en.wikipedia.org/wiki/Moons_of_Mars
"""


def test_an_aliased_text_with_a_comment_after_the_alias_is_refused_saying_where(cli, tmp_path):
    deck = write_deck(tmp_path, "knowledge", cards=CARDS)
    sheet = tmp_path / "cards.csv"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    edit_sheet_cells(sheet, {("mars-moons", "front"): "How many moons has the red planet?"})
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1, run.stdout + run.stderr
    said = run.stdout + run.stderr
    assert "cannot keep the comment at line 4, column 13, after an alias (`*name`)" in said, said
    assert "put that comment on a line of its own above it" in said
    assert "please report" not in said
    assert (deck / "cards" / "cards.yaml").read_text(encoding="utf-8") == CARDS
