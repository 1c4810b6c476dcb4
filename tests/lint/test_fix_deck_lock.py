"""`deckctl lint --fix` read each file again, repaired its texts and wrote it back without the deck
folder's lock that `deckctl new card` holds (deckctl/io/lock.py): a card added while the file went
through its round trip was lost when the repaired file was written (or `new card` stopped with
`deck-changed`). The repairs of each deck are now read and written under its lock."""

from __future__ import annotations

import pytest
import yaml
from decklock import cards_added_while, lock_held, started
from deckfactory import MANIFESTS, write_deck

CARDS = 1500  # (a round trip of some seconds, in which `new card` runs on the old code)


def cards_to_repair(count: int) -> str:
    """A card file whose first card has a text `--fix` repairs (a space at its end)."""
    lines = ["# yaml-language-server: $schema=../../schemas/knowledge.schema.json"]
    for n in range(1, count + 1):
        back = "'It is 1. '" if n == 1 else f"It is {n}."
        lines += [f"- id: quiz-{n:04d}", "  category: number", f"  front: How many is {n}?",
                  f"  back: {back}", f"  value: {n % 6}"]
    return "\n".join(lines) + "\n"


def test_fix_and_new_card_runs_meanwhile_keep_every_card_and_the_repair(tmp_path):
    """`new card` run again and again, one after another, for as long as `lint --fix` runs: every
    card each says it added is in the file, and so is the repair."""
    deck = write_deck(tmp_path, "knowledge", cards={"quiz.yaml": cards_to_repair(CARDS)})
    fixing = started(["lint", "--fix", "deck", "-j", "1"], tmp_path)
    added = cards_added_while(fixing, tmp_path)
    out, err = fixing.communicate(timeout=300)
    assert "fixed deck/cards/quiz.yaml" in err, out + err
    cards = yaml.safe_load((deck / "cards" / "quiz.yaml").read_text(encoding="utf-8"))
    assert [card["id"] for card in cards] == [f"quiz-{n:04d}" for n in range(1, CARDS + 1)] + added
    assert cards[0]["back"] == "It is 1."


@pytest.fixture
def held(tmp_path):
    """A deck to repair whose folder another process's lock holds (this one's, through a descriptor of its own)."""
    deck = write_deck(tmp_path, "knowledge", cards={"quiz.yaml": cards_to_repair(3)})
    with lock_held(deck):
        yield deck


def test_a_lock_held_too_long_is_one_clear_error(held, tmp_path, cli, monkeypatch):
    from deckctl.io import lock

    monkeypatch.setattr(lock, "MAX_LOCK_WAIT_SECONDS", 0.2)
    other = write_deck(tmp_path, "knowledge", cards={"quiz.yaml": cards_to_repair(3)}, name="other",
                       manifest=MANIFESTS["knowledge"].replace("id: test-deck", "id: other-deck"))
    before = (held / "cards" / "quiz.yaml").read_bytes()
    result = cli("lint", "--fix", "deck", "other", "-j", "1", cwd=tmp_path)
    assert result.exit_code == 1 and result.exception is None
    said = result.stdout + result.stderr
    assert said.count("[deck-locked]") == 1 and "deck: error: the deck is locked" in said and "none of its files is repaired" in said
    assert "run `deckctl lint --fix` again" in said
    assert (held / "cards" / "quiz.yaml").read_bytes() == before  # left alone
    assert "fixed other/cards/quiz.yaml" in result.stderr and "1 error," in said  # the other deck is repaired
    assert yaml.safe_load((other / "cards" / "quiz.yaml").read_text())[0]["back"] == "It is 1."


def test_lint_without_fix_takes_no_lock(held, tmp_path, cli, monkeypatch):
    from deckctl.io import lock

    monkeypatch.setattr(lock, "MAX_LOCK_WAIT_SECONDS", 0.2)
    result = cli("lint", "deck", cwd=tmp_path)
    assert "deck-locked" not in result.stdout + result.stderr and "[whitespace]" in result.stdout
