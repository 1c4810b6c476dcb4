"""`lint --fix` repairing a text that is anchored (`&q`) and named again through an alias (`*q`),
or that lies in an anchored list another card names (`accept: *a`): the repair is made once, at the
anchor, the alias kept, so every place naming it reads the repaired text. The repair had put a new
text at each place the finding named: an anchored text with a comment at the end of its line
dumped that comment again at its alias (ruamel copies it there), and an item of a shared list,
repaired through one name, no longer read as expected through the other; either way fmt's own
check refused the file (`fmt-unsafe`, '(and please report this)'), nothing repaired, exit 1."""

from __future__ import annotations

import pytest
from deckfactory import write_deck

HEAD = "- id: mars\n  category: number\n  front: {front}\n  back: {back}\n  value: 2\n  source: x\n"
SECOND = "- id: venus\n  category: number\n  front: How many moons has Venus?\n  back: None.\n  value: 0\n  {rest}\n  source: x\n"
CASES = {
    "comment": (HEAD.format(front='&q "How many  moons has Mars?"   # checked', back="*q"),
                HEAD.format(front='&q "How many moons has Mars?"   # checked', back="*q")),
    "other-card": (HEAD.format(front="&q How many  moons has Mars?", back="Two.") + SECOND.format(rest="notes: *q"),
                   HEAD.format(front="&q How many moons has Mars?", back="Two.") + SECOND.format(rest="notes: *q")),
    "list": (HEAD.format(front="How many moons has Mars?", back="Two.")[:-len("  source: x\n")]
             + '  accept: &a [two, "2  moons"]  # both\n  source: x\n' + SECOND.format(rest="accept: *a"),
             HEAD.format(front="How many moons has Mars?", back="Two.")[:-len("  source: x\n")]
             + '  accept: &a [two, "2 moons"]  # both\n  source: x\n' + SECOND.format(rest="accept: *a")),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_an_anchored_text_is_repaired_once_with_its_aliases_kept(tmp_path, cli, case):
    before, after = CASES[case]
    deck = write_deck(tmp_path, "knowledge", cards=before)
    assert cli("validate", deck).exit_code == 0
    run = cli("lint", "--fix", deck)
    assert run.exception is None and "fmt-unsafe" not in run.stdout + run.stderr, run.stdout
    assert (deck / "cards" / "cards.yaml").read_text(encoding="utf-8") == after
    assert "whitespace" not in cli("lint", deck).stdout
    assert cli("fmt", "--check", deck).exit_code == 0
