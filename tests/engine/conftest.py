"""What the engine's terminal tests share."""

from __future__ import annotations

import io
import json
import random

import pytest
from terminal import keyboard_and_reader

from deckctl.engine import make_game
from deckctl.engine.replay import Recorder, play_logged
from deckctl.engine.sources import bundle_from_deck, default_deck


@pytest.fixture
def terminal():
    """(keyboard, reader): the write end of a pseudo-terminal and a LineReader on it."""
    with keyboard_and_reader() as pair:
        yield pair


@pytest.fixture(scope="module")
def logged() -> list[dict]:
    """The lines of a version 2 log of a Knowledge? game on the starter deck, as `play --log` writes
    it: bots and its language in the header."""
    bundle = bundle_from_deck(default_deck("knowledge"))
    out = io.StringIO()
    game = make_game(bundle)
    recorder = Recorder(out, {"kind": "random", "skill": 0.75, "seats": [0]}, bundle["language"])
    recorder.header(game, 5)
    rng = random.Random(5)
    play_logged(game.new_initial_state(5), lambda state: rng.choice(state.legal_actions()), recorder)
    return [json.loads(line) for line in out.getvalue().splitlines()]
