"""A card whose id changed showed as one card removed and another added, however alike they were.
A removed card and an added one with the same content besides the id, or the same fields with more
than half of their values the same, are one card renamed (`renamed card-002 -> card-two`), as git
reports a renamed file; the pairing does not depend on anything but the two sides."""

from __future__ import annotations

import json
import shutil

import pytest
from gitrepo import starter_repo

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")


def test_a_renamed_card_id_is_one_line_with_its_other_changes(tmp_path, cli):
    repo = starter_repo(tmp_path / "repo")
    cards = repo / "decks" / "yki" / "cards" / "set-a.yaml"
    text = cards.read_text(encoding="utf-8")
    assert text.count("answer: Black\n") == 1 and "- id: card-003\n" in text  # (the starter deck as expected)
    cards.write_text(text.replace("- id: card-002\n", "- id: card-two\n").replace("- id: card-003\n", "- id: card-three\n")
                     .replace("answer: Black\n", "answer: Black, like its nose\n"), encoding="utf-8")
    result = cli("diff", "main", cwd=repo)
    assert result.exit_code == 0, result.stderr
    assert result.stdout.splitlines() == [
        "deck you-know-it-starter (decks/yki)",
        "  renamed  card-002 -> card-two  (cards/set-a.yaml)",
        "    translations now stale: de",  # (its entries are still card-002's: no `i18n update` yet)
        '    ~ questions/1/answer: "Black" -> "Black, like its nose"',
        "  renamed  card-003 -> card-three  (cards/set-a.yaml)",
        "    translations now stale: de"]
    [deck] = json.loads(cli("diff", "main", "-f", "json", cwd=repo).stdout)["decks"]
    assert deck["added"] == deck["removed"] == []
    assert deck["renamed_ids"] == [
        {"from": "card-002", "to": "card-two", "old_file": "cards/set-a.yaml", "file": "cards/set-a.yaml",
         "fields": [{"field": "questions/1/answer", "old": "Black", "new": "Black, like its nose",
                     "change": "changed"}], "stale_translations": ["de"]},
        {"from": "card-003", "to": "card-three", "old_file": "cards/set-a.yaml", "file": "cards/set-a.yaml",
         "fields": [], "stale_translations": ["de"]}]

    assert cli("i18n", "update", repo / "decks" / "yki", "--lang", "de").exit_code == 0
    shown = cli("diff", "main", cwd=repo).stdout
    assert "  renamed  card-002 -> card-two  (cards/set-a.yaml)\n" in shown
    assert "  renamed  card-003 -> card-three  (cards/set-a.yaml)\n" in shown
    assert "added" not in shown and "  removed" not in shown and "stale" not in shown


def card(card_id: str, front: str, back: str, value: int, **more) -> tuple[str, tuple[str, dict]]:
    return card_id, ("cards/cards.yaml", {"id": card_id, "category": "number", "front": front, "back": back,
                                          "value": value, **more})


def test_which_cards_are_paired():
    from deckctl.diff.compare import id_renames

    removed = dict([card("capital", "Capital of Chad?", "N'Djamena.", 1), card("legs", "Legs of a spider?", "Eight.", 8),
                    card("moons", "Moons of Mars?", "Two.", 2), card("rings", "Rings of Saturn?", "Seven.", 7),
                    card("week-1", "Days of a week?", "Seven.", 7), card("week-2", "Days of a week?", "Seven.", 7)])
    added = dict([card("capital-chad", "Capital of Chad?", "N'Djamena.", 1),
                  card("spider-legs", "Legs of a spider?", "Eight legs.", 8),  # 3 of 4 fields the same
                  card("spider-legs-2", "Legs of a spider?", "8.", 8),  # as close: the first added wins
                  card("mars-moons", "Moons of Mars?", "Phobos, Deimos.", 3),  # 2 of 4: no rename
                  card("rings-tagged", "Rings of Saturn?", "Seven.", 7, tags=["space"]),  # another field: none
                  card("week-b", "Days of a week?", "Seven.", 7), card("week-a", "Days of a week?", "Seven.", 7)])
    # Identical cards first, in the old side's order, each with the first identical one added not
    # yet taken; then the closest pairs.
    assert id_renames(removed, added) == [("capital", "capital-chad"), ("legs", "spider-legs"),
                                          ("week-1", "week-b"), ("week-2", "week-a")]


def test_past_the_limit_only_identical_cards_pair(monkeypatch):
    from deckctl.diff import limits
    from deckctl.diff.compare import id_renames

    removed = dict([card("a", "How many?", "Two.", 2), card("b", "How many more?", "Three.", 3)])
    added = dict([card("a2", "How many?", "Two.", 2), card("b2", "How many more?", "Three!", 3)])
    assert id_renames(removed, added) == [("a", "a2"), ("b", "b2")]
    monkeypatch.setattr(limits, "MAX_RENAME_FIELDS", 4)  # (b and b2: one pair of 4 fields: 4 is within)
    assert id_renames(removed, added) == [("a", "a2"), ("b", "b2")]
    monkeypatch.setattr(limits, "MAX_RENAME_FIELDS", 3)
    assert id_renames(removed, added) == [("a", "a2")]
