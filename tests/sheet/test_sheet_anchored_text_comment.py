"""A sheet cell changing or clearing a text that is anchored (`front: &q ...  # checked`) and
named again through an alias (`back: *q`): the import writes the new text with its comment, the
alias's value, which the sheet left as it was, stays the old text, and an alias cleared goes
without its anchor's comment. ruamel holds the anchored line's comment at the alias as well
(deckctl/io/rewrite.py, `_without_alias_copies`), so the comment had been written twice (or kept
on a line of its own for the cleared alias) and the import refused the file, `fmt-unsafe`, 'would
not load back as edited ... (and please report this)', exit 1."""

from __future__ import annotations

from deckfactory import edit_sheet_cells, write_deck

CARDS = """\
- id: mars-moons
  category: number
  front: &q How many moons has Mars?  # checked
  back: *q
  value: 2
  source: https://en.wikipedia.org/wiki/Moons_of_Mars
"""


def test_an_anchored_text_edited_in_a_sheet_keeps_its_comment_once(cli, tmp_path):
    deck = write_deck(tmp_path, "knowledge", cards=CARDS)
    sheet = tmp_path / "cards.csv"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    edit_sheet_cells(sheet, {("mars-moons", "front"): "How many moons has the red planet?"})
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0, run.stdout + run.stderr
    assert (deck / "cards" / "cards.yaml").read_text(encoding="utf-8") == CARDS.replace(
        "  front: &q How many moons has Mars?  # checked\n  back: *q\n",
        "  front: How many moons has the red planet?  # checked\n  back: &q How many moons has Mars?\n")


def test_an_alias_cleared_in_a_sheet_leaves_its_anchors_comment_alone(cli, tmp_path):
    cards = CARDS.replace("  source: https://en.wikipedia.org/wiki/Moons_of_Mars\n",
                          "  source: &s https://en.wikipedia.org/wiki/Moons_of_Mars  # checked\n  notes: *s\n")
    deck = write_deck(tmp_path, "knowledge", cards=cards)
    sheet = tmp_path / "cards.csv"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    edit_sheet_cells(sheet, {("mars-moons", "notes"): ""})
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0, run.stdout + run.stderr
    assert (deck / "cards" / "cards.yaml").read_text(encoding="utf-8") == cards.replace("  notes: *s\n", "")
