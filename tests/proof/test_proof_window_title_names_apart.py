"""The proof page's window title names a deck whose title is not read by its folder where validate
refuses its id, as the deck's heading names it since 986c03ab: told apart from any other folder's
(`printable_name`). Two decks in folders named with a zero width space and with the six characters
`\\u200b` had both been named `x\\u200by` in the title (`deckctl proof: x\\u200by, x\\u200by`),
while their headings told them apart."""

from __future__ import annotations

import html
import re

from deckfactory import MANIFESTS, write_deck

REAL, DECOY = "x\u200by", "x\\u200by"  # (a zero width space; a backslash and five letters)


def test_two_decks_named_by_their_folders_are_told_apart_in_the_title(tmp_path, cli):
    decks = tmp_path / "decks"
    refused = MANIFESTS["knowledge"].replace("id: test-deck", 'id: "Bad Id!"')
    for name in (REAL, DECOY):
        write_deck(decks, "knowledge", manifest=refused, name=name)
    run = cli("proof", decks, "--out", tmp_path / "proof", cwd=tmp_path)
    assert run.exit_code == 1, run.stdout  # (the refused ids)
    page = (tmp_path / "proof" / "index.html").read_text(encoding="utf-8")
    [title] = re.findall(r"<title>([^<]*)</title>", page)
    headings = [html.unescape(re.sub(r"<[^>]+>", "", h)) for h in re.findall(r"<h2>(.*?)</h2>", page)]
    assert sorted(headings) == ["x\\\\u200by", "x\\u200by"]  # (the headings told them apart already)
    assert html.unescape(title) in ("deckctl proof: x\\\\u200by, x\\u200by", "deckctl proof: x\\u200by, x\\\\u200by")
    assert "\u200b" not in page
