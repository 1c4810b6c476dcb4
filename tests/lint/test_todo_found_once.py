"""A `TODO` text is one finding, the `placeholder` rule's: `unprintable`, which finds the other
placeholders (`TBD`, `{name}`), leaves it, so a card from `deckctl new card` is not reported twice."""

from __future__ import annotations

import json

from deckfactory import write_deck

from deckctl.lint.rules import unprintable


def test_a_new_card_gets_one_placeholder_finding_per_text(cli, tmp_path):
    deck = write_deck(tmp_path, "wissens-spektrum")
    assert cli("new", "card", deck).exit_code == 0
    run = cli("lint", "--format", "json", deck)
    found = [(d["line"], d["col"], d["code"]) for d in json.loads(run.stdout) if d["card_id"] == "new-card-1"]
    # six questions and six answers, and the source
    assert len(found) == 13 and {code for _, _, code in found} == {"placeholder"}, found
    assert len({(line, col) for line, col, _ in found}) == 13


def test_unprintable_leaves_todo_and_still_finds_the_rest():
    assert unprintable.offending("TODO: question 1?") is None
    assert unprintable.offending("TODO") is None
    assert unprintable.offending("TBD") == ("a placeholder", "TBD")
    assert unprintable.offending("TODO: the capital of {country}?") == ("a placeholder", "{country}")
    assert unprintable.offending("TODO see https://example.com/a") == ("a link", "https://example.com/a")
