"""A sheet cell changing or clearing a text that is anchored (`front: &q ...  # checked`) and
named again through an alias (`back: *q`): the import writes the new text with its comment, the
alias's value, which the sheet left as it was, stays the old text, and an alias cleared goes
without its anchor's comment. ruamel holds the anchored line's comment at the alias as well
(deckctl/io/rewrite.py, `_without_alias_copies`), so the comment had been written twice (or kept
on a line of its own for the cleared alias) and the import refused the file, `fmt-unsafe`, 'would
not load back as edited ... (and please report this)', exit 1."""

from __future__ import annotations

from deckfactory import import_edited_sheet, write_deck

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
    run = import_edited_sheet(cli, deck, tmp_path, {("mars-moons", "front"): "How many moons has the red planet?"})
    assert run.exit_code == 0, run.stdout + run.stderr
    assert (deck / "cards" / "cards.yaml").read_text(encoding="utf-8") == CARDS.replace(
        "  front: &q How many moons has Mars?  # checked\n  back: *q\n",
        "  front: How many moons has the red planet?  # checked\n  back: &q How many moons has Mars?\n")


def test_an_alias_cleared_in_a_sheet_leaves_its_anchors_comment_alone(cli, tmp_path):
    cards = CARDS.replace("  source: https://en.wikipedia.org/wiki/Moons_of_Mars\n",
                          "  source: &s https://en.wikipedia.org/wiki/Moons_of_Mars  # checked\n  notes: *s\n")
    deck = write_deck(tmp_path, "knowledge", cards=cards)
    run = import_edited_sheet(cli, deck, tmp_path, {("mars-moons", "notes"): ""})
    assert run.exit_code == 0, run.stdout + run.stderr
    assert (deck / "cards" / "cards.yaml").read_text(encoding="utf-8") == cards.replace("  notes: *s\n", "")


def test_a_comment_after_the_alias_is_refused_saying_where(cli, tmp_path):
    """deckctl's writer puts an alias with nothing after it, so a file whose alias line ends in a
    comment cannot be written with it there: refused at the row's cell, saying where the comment is
    and what to do, as fmt does; it had said 'would not load back as edited ... (and please report
    this)'. Nothing is written."""
    cards = CARDS.replace("  back: *q\n", "  back: *q  # the same as the front\n")
    deck = write_deck(tmp_path, "knowledge", cards=cards)
    run = import_edited_sheet(cli, deck, tmp_path, {("mars-moons", "front"): "How many moons has the red planet?"})
    said = run.stdout + run.stderr
    assert run.exit_code == 1, said
    assert "cannot keep the comment at line 4, column 13, after an alias (`*name`)" in said, said
    assert "put that comment on a line of its own above it" in said and "please report" not in said
    assert (deck / "cards" / "cards.yaml").read_text(encoding="utf-8") == cards
