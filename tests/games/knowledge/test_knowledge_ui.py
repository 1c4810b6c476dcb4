"""What the terminal front end says about a move, and how it reads the team's choice."""

from __future__ import annotations

from knowledge_fixture import scenario_bundle, state_json

from deckctl.games.knowledge.rules import MARKERS, KnowledgeGame
from deckctl.games.knowledge.ui import draw_board, explain, parse_marker

GAME = KnowledgeGame(scenario_bundle())


def move(spec: dict, marker: str) -> str:
    state = GAME.state_from_json(state_json(GAME, spec))
    state.apply_action(MARKERS.index(marker))
    return explain(GAME, state.last)


def test_a_move_onto_a_stack_is_explained():
    text = move({"markers": {"blue": 12, "green": 12}, "stacks": {12: ["green", "blue"]}, "hand": ["letter-e"]}, "red")
    assert text == "Red moves to the next E: 4 spaces, onto blue's stack."


def test_skipping_the_team_taking_from_under_and_the_flag_are_explained():
    assert "one further" in move({"markers": {"team": 11}, "hand": ["n3"]}, "red")
    text = move({"markers": {"white": 5}, "stacks": {5: ["green", "white"]}, "hand": ["n1"]}, "green")
    assert text == "Green is taken out from under the stack. Green moves 1 space, onto yellow."
    assert "shows its flag" in move({"markers": {"red": 24}, "hand": ["n2"]}, "red")
    assert "cannot be played" in move({"markers": {"white": 5, "yellow": 5, "green": 10, "blue": 15, "red": 20},
                                       "stacks": {5: ["yellow", "white"]}, "hand": ["letter-a"]}, "red")


def test_markers_are_read_by_name_prefix_or_letter():
    free = list(range(6))
    assert parse_marker(GAME, "Red", free) == (4, "")
    assert parse_marker(GAME, "gr", free) == (1, "")
    assert parse_marker(GAME, "b", free) == (0, "")  # the letter B: white on this board
    assert parse_marker(GAME, "T", free) == (5, "")
    assert parse_marker(GAME, "bl", free) == (3, "")
    assert parse_marker(GAME, "purple", free)[0] is None
    assert "already moved" in parse_marker(GAME, "red", [0, 1])[1]


def test_the_board_drawing_shows_every_space_and_marker():
    state = GAME.state_from_json(state_json(GAME, {"markers": {"red": 24}, "hand": ["n2"]}))
    text = draw_board(state).plain
    assert "S/F" in text and " 24 " in text
    for label in ("TEAM", "WHI", "GRE", "YEL", "BLU", "RED"):
        assert label in text
