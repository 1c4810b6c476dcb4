"""A comment at the end of a line that ends in an alias (`notes: *q  # checked`, `- *q  # c`):
ruamel.yaml writes an alias with nothing after it, so fmt cannot keep the comment where it is.
fmt leaves the file alone with an error at the comment's line and column saying so and what to
do (deckctl/io/rewrite.py, `comment_after_alias`), where it had said 'formatting would move or
lose a comment' at line 1, column 1, asking for a bug report."""

from __future__ import annotations

import pytest

from deckfactory import write_deck

CARDS = """\
---
-   id: mars-moons
    category: number
    front: &q How many moons has Mars?
    back: "Two  moons."
    value: 2
{line}
"""
LINES = {"key": ("    notes: *q  # the front again", 7, 16),
         "item": ("    tags: [&t space]\n-   id: venus-moons\n    category: number\n    front: How many moons has Venus?\n"
                  "    back: None.\n    value: 0\n    tags:\n    - *t   # as Mars", 14, 12)}


@pytest.mark.parametrize("case", sorted(LINES))
@pytest.mark.parametrize("command", [["fmt"], ["fmt", "--check"], ["lint", "--fix"]])
def test_a_comment_after_an_alias_is_refused_at_its_place(cli, tmp_path, case, command):
    line, row, col = LINES[case]
    text = CARDS.format(line=line)
    deck = write_deck(tmp_path, "knowledge", cards=text)
    run = cli(*command, "deck", cwd=tmp_path)
    assert run.exception is None, run.exception
    assert (f"deck/cards/cards.yaml:{row}:{col}: error: deckctl's writer cannot keep a comment at the end of a "
            "line that ends in an alias (`*name`) [fmt-unsafe]\n    hint: the file is left as it is; put the "
            "comment on a line of its own above, then format it\n") in run.stdout
    assert (deck / "cards" / "cards.yaml").read_text(encoding="utf-8") == text
