"""The games list a card's other accepted answers with `; ` between them (`engine.answers.also_accepted`):
an answer may hold a comma of its own (a German decimal, a city with its state)."""

from __future__ import annotations

from deckctl.engine.answers import also_accepted


def test_answers_holding_commas_stay_apart():
    assert also_accepted({"accept": ["0,75", ",75", "Washington, D.C."]}) == "0,75; ,75; Washington, D.C."
    assert also_accepted({"answer": "Paris"}) == ""
