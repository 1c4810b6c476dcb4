"""A carriage return without a line feed after it is refused where it stands: YAML breaks a line
there, git, the merge driver and deckctl's line numbers do not, so a file saved with CR line ends
had every finding placed on line 1 (`colour.yaml:1:232`) and fmt called itself unsafe."""

from __future__ import annotations

import json
import shutil

from deckfactory import DECKS, VALID_CARDS


def findings(run) -> list[tuple]:
    return [(d["line"], d["col"], d["code"], d["card_id"]) for d in json.loads(run.stdout)]


def test_a_file_of_cr_line_ends_is_refused_at_its_first_line_end(tmp_path, cli):
    deck = tmp_path / "quiz"
    shutil.copytree(DECKS / "knowledge-starter", deck)
    card_file = deck / "cards" / "colour.yaml"
    text = card_file.read_text().replace("category: colour", "category: colourz", 1)
    card_file.write_bytes(text.replace("\n", "\r").encode())
    first_line_end = text.index("\n") + 1
    for command in (["validate"], ["lint"], ["fmt", "--check"]):
        run = cli(*command, deck, "--format", "json")
        assert run.exit_code == 1
        assert findings(run) == [(1, first_line_end, "cr-line-ends", "")], run.stdout
    shown = cli("validate", deck).stdout
    assert "the lines end with a carriage return alone (CR)" in shown and "save the file with LF line ends" in shown


def test_a_stray_cr_is_refused_in_its_card(make_deck, cli):
    cards = VALID_CARDS["knowledge"].replace("Blue.", "Bl\rue.")
    run = cli("validate", make_deck("knowledge", cards=cards), "--format", "json")
    line = cards[:cards.index("\r")].count("\n") + 1
    assert run.exit_code == 1
    assert findings(run) == [(line, len("  back: Bl") + 1, "lone-cr", "sky-colour")]


def test_crlf_is_read_as_before(make_deck, cli):
    cards = VALID_CARDS["knowledge"].replace("\n", "\r\n")
    assert cli("validate", make_deck("knowledge", cards=cards)).exit_code == 0
