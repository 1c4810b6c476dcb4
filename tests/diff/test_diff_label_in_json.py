"""`deckctl diff --label NAME --format json` with two card files gave `old` and `new` as the
paths on the command line (git difftool's temporary copies, random names gone once it is done)
while the text heading and `file` used the label: they now name the label too, but a side given
as /dev/null (a file added or deleted), which stays so."""

from __future__ import annotations

import json

from deckfactory import VALID_CARDS

LABEL = "decks/q/cards/set-a.yaml"


def test_json_names_both_files_by_the_label(tmp_path, cli):
    old, new = tmp_path / "tmp_1x2y_set-a.yaml", tmp_path / "tmp_9z8w_set-a.yaml"
    old.write_text(VALID_CARDS["knowledge"], encoding="utf-8")
    new.write_text(VALID_CARDS["knowledge"].replace("Two, the", "2, the"), encoding="utf-8")
    shown = json.loads(cli("diff", old, new, "--label", LABEL, "--format", "json").stdout)
    assert (shown["old"], shown["new"], shown["decks"][0]["file"]) == (LABEL, LABEL, LABEL)
    assert "tmp_" not in json.dumps(shown)
    added = json.loads(cli("diff", "/dev/null", new, "--label", LABEL, "--format", "json").stdout)
    assert (added["old"], added["new"]) == ("/dev/null", LABEL)
