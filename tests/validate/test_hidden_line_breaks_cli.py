"""A card hidden behind U+2028 line breaks (one line to git and its reviewers, a whole card to
YAML) passed validate and lint with a warning, and fmt called itself unsafe ("please report
this"); every command now refuses it at the first such break, naming its card."""

from __future__ import annotations

import json

from deckfactory import VALID_CARDS

LS = "\u2028"
HIDDEN = f"- id: hidden{LS}  category: number{LS}  front: How many?{LS}  back: Two.{LS}  value: 2\n"


def findings(run) -> list[tuple]:
    return [(d["line"], d["col"], d["code"], d["card_id"], d["severity"]) for d in json.loads(run.stdout)]


def test_every_command_refuses_a_card_hidden_behind_line_separators(make_deck, cli):
    cards = VALID_CARDS["knowledge"] + HIDDEN
    deck = make_deck("knowledge", cards=cards)
    line = cards.count("\n")
    for command in (["validate"], ["lint"], ["fmt", "--check"], ["lint", "--fix"], ["fmt"]):
        run = cli(*command, deck, "--format", "json")
        assert run.exit_code == 1, (command, run.stdout)
        assert findings(run) == [(line, len("- id: hidden") + 1, "hidden-line-break", "hidden", "error")], command
    assert (deck / "cards" / "cards.yaml").read_text() == cards  # (nothing written)
    shown = cli("fmt", deck).stdout
    assert "please report" not in shown and "outside a quoted text" in shown


def test_a_key_hidden_in_deck_yaml_behind_a_comment_is_refused(make_deck, cli):
    deck = make_deck("knowledge")
    manifest = deck / "deck.yaml"
    manifest.write_text(manifest.read_text() + f"# reviewed{LS}title: Another title\n")
    run = cli("validate", deck, "--format", "json")
    assert run.exit_code == 1
    assert [(d["file"].endswith("deck.yaml"), d["code"]) for d in json.loads(run.stdout)] == [(True, "hidden-line-break")]


def test_a_separator_in_a_quoted_text_is_kept_and_formatted(make_deck, cli):
    cards = VALID_CARDS["knowledge"].replace("back: Blue.", f'back: "Blue{LS}sky."', 1)
    deck = make_deck("knowledge", cards=cards)
    assert cli("validate", deck).exit_code == 0
    assert cli("fmt", deck).exit_code == 0
    assert cli("fmt", "--check", deck).exit_code == 0
