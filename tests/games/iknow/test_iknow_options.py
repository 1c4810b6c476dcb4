"""make_game's options, a fresh game, saved states that do not fit, and typed answers."""

from __future__ import annotations

import pytest
from iknow_fixture import scenario_bundle, state_json

from deckctl.engine import make_game
from deckctl.engine.core import StateError
from deckctl.games.iknow.rules import DEFAULT_PLAYERS, IknowGame

BUNDLE = scenario_bundle()


def test_players_default_and_range():
    assert make_game(BUNDLE).num_players == DEFAULT_PLAYERS
    for players in (2, 6, "5"):
        assert make_game(BUNDLE, players=players).num_players == int(players)
    for bad in (1, 7, 0, "three", 2.5, True):
        with pytest.raises(ValueError, match="players"):
            make_game(BUNDLE, players=bad)


def test_unknown_options_and_bad_values_are_named():
    with pytest.raises(ValueError, match="no option strategic"):
        make_game(BUNDLE, strategic=True)
    with pytest.raises(ValueError, match="target must be at least 1"):
        make_game(BUNDLE, target=0)
    with pytest.raises(ValueError, match="max_rounds"):
        make_game(BUNDLE, max_rounds=-3)
    with pytest.raises(ValueError, match="not for iKNOW"):
        IknowGame({**BUNDLE, "game": "knowledge"})


def test_options_go_into_the_state():
    game = make_game(BUNDLE, players="3", target="15")
    assert game.options() == {"players": 3, "target": 15, "max_rounds": 200}
    state = game.new_initial_state(5)
    assert state.current_player() == 0 and state.points == [1, 1, 1]
    assert game.state_from_json(state.to_json()).to_json() == state.to_json()


def test_a_state_saved_with_other_options_or_broken_is_refused():
    game = IknowGame(BUNDLE, players=3)
    data = state_json(game, {"card": "people-a"})
    with pytest.raises(StateError, match="options"):
        IknowGame(BUNDLE, players=4).state_from_json(data)
    with pytest.raises(StateError, match="inconsistent"):
        game.state_from_json({**data, "squares": [0, None, None, None, None, None]})  # the reader placed
    with pytest.raises(StateError, match="lower square of level 3 while its upper square is free"):
        game.state_from_json({**data, "squares": [None, 1, None, None, None, None]})  # a level fills from the top
    with pytest.raises(StateError, match="unknown"):
        game.state_from_json({**data, "card": "no-such-card"})
    with pytest.raises(StateError, match="not an iKNOW state"):
        game.state_from_json({"format": "something else"})


def test_a_typed_answer_is_checked_against_the_answer_and_the_accepted_ones():
    game = IknowGame(BUNDLE, players=3)
    card = next(i for i, c in enumerate(game.cards) if c["id"] == "people-a")
    assert game.is_right(card, "marie curie")
    assert game.is_right(card, "  CURIE! ")
    assert not game.is_right(card, "Pierre Curie")
    assert not game.is_right(card, "")
