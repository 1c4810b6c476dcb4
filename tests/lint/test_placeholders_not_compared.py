"""`TODO` texts are `placeholder`'s findings alone: two unwritten questions (two decks `deckctl new
deck` just wrote, two cards `deckctl new card` added) are no near-duplicate or duplicate question."""

from __future__ import annotations

import json

from deckfactory import MANIFESTS, write_deck

TODO = """\
- {id: first, subject: geography, level: B, question: "TODO: the question?", answer: "TODO: the answer"}
- {id: second, subject: geography, level: B, question: "TODO: the question?", answer: "TODO: the answer"}
"""
WRITTEN = """\
- {id: vienna, subject: geography, level: B, question: Which river flows through Vienna?, answer: The Danube}
"""


def _manifest(deck_id: str) -> str:
    return MANIFESTS["i-know"].replace("id: test-deck", f"id: {deck_id}")


def _codes(run) -> list[tuple[str, str]]:
    return sorted((d["code"], d["card_id"]) for d in json.loads(run.stdout))


def test_identical_todo_questions_are_only_placeholders_but_identical_real_ones_are_repeats(tmp_path, cli):
    write_deck(tmp_path, "i-know", TODO, _manifest("one"), name="one")
    write_deck(tmp_path, "i-know", TODO, _manifest("two"), name="two")
    run = cli("lint", ".", "--format", "json", "--jobs", "1", cwd=tmp_path)
    codes = {code for code, _ in _codes(run)}
    assert "placeholder" in codes and not codes & {"near-duplicate", "duplicate-question"}, run.stdout

    write_deck(tmp_path, "i-know", WRITTEN, _manifest("three"), name="three")
    write_deck(tmp_path, "i-know", WRITTEN, _manifest("four"), name="four")
    run = cli("lint", ".", "--format", "json", "--jobs", "1", cwd=tmp_path)
    assert [d for d in _codes(run) if d[0] in ("near-duplicate", "duplicate-question")] == [
        ("near-duplicate", "vienna")], run.stdout
