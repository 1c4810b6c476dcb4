"""`lint --fix` removing an invisible character from a plain text that then reads as another
type (`\u200b12` as the number 12, `\u200byes` as true, `\u200b~` as null) writes the repaired text
quoted, as fmt quotes an `unquoted-scalar` (deckctl/io/rewrite.py): fmt's writer reads every plain
text as a string, so it had dumped `back: 12` and its own check after dumping refused the file,
`formatting would change the value at 0/back [fmt-unsafe]`, '(and please report this)', exit 1
with nothing repaired."""

from __future__ import annotations

import pytest
from deckfactory import write_deck

CARD = """\
- id: zero-width
  category: number
  front: How many body segments does a spider have?
  back: {back}
  value: 2
  source: https://en.wikipedia.org/wiki/Spider
"""


@pytest.mark.parametrize("text, written", [("12", '"12"'), ("yes", '"yes"'), ("~", '"~"'), ("1.10", '"1.10"'),
                                           ("two", "two")])
def test_a_repaired_plain_text_is_written_as_the_text(tmp_path, cli, text, written):
    deck = write_deck(tmp_path, "knowledge", cards=CARD.format(back="\u200b" + text))
    run = cli("lint", "--fix", deck)
    assert run.exception is None and "fmt-unsafe" not in run.stdout + run.stderr, run.stdout
    assert "1 text repaired in 1 file" in run.stdout + run.stderr
    assert f"  back: {written}\n" in (deck / "cards" / "cards.yaml").read_text(encoding="utf-8")
    assert cli("validate", deck).exit_code == 0
    assert cli("fmt", "--check", deck).exit_code == 0
