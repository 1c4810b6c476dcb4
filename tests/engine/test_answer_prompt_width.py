"""The answer prompts of I know!, iKNOW and Wissens-Spektrum leave room to type at 60 columns: the
German one was 55 characters (`Spieler 1, deine Antwort (oder Enter: laut antworten): `), so a
typed answer wrapped after a word or two."""

from __future__ import annotations

import pytest
from rich.cells import cell_len

from deckctl.engine.prompt import answer_prompt
from deckctl.engine.words import speaking

ROOM = 22  # the fewest columns left to type in, at 60


@pytest.mark.parametrize("lang", ["en", "de"])
def test_an_answer_prompt_leaves_room_to_type(lang):
    with speaking(lang):
        prompts = [answer_prompt(), answer_prompt("Player 6" if lang == "en" else "Spieler 6")]
    assert all(cell_len(prompt) <= 60 - ROOM for prompt in prompts), prompts
    assert all(prompt.endswith(": ") for prompt in prompts)


def test_every_game_asks_with_it():
    from deckctl.games.i_know import ui as i_know
    from deckctl.games.iknow import ui as iknow
    from deckctl.games.wissens_spektrum import ui as wissens

    assert all(module.answer_prompt is answer_prompt for module in (i_know, iknow, wissens))
