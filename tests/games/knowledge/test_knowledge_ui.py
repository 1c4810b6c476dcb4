"""What the terminal front end says about a move, and how it reads the team's choice."""

from __future__ import annotations


import pytest
from knowledge_fixture import scenario_bundle, state_json

from deckctl.core.fields import LETTERS
from deckctl.engine.prompt import QUOTED_ENTRY
from deckctl.engine.words import speaking
from deckctl.games.knowledge.rules import MARKERS, KnowledgeGame
from deckctl.games.knowledge.ui import draw_board, explain, help_text, parse_marker, standings, term_lines, to_go

GAME = KnowledgeGame(scenario_bundle())


def move(spec: dict, marker: str) -> str:
    state = GAME.state_from_json(state_json(GAME, spec))
    state.apply_action(MARKERS.index(marker))
    return explain(GAME, state.last)


STACK = {"markers": {"blue": 12, "green": 12}, "stacks": {12: ["green", "blue"]}, "hand": ["letter-e"]}
ONE_MARKER = {"markers": {"white": 5}, "stacks": {5: ["green", "white"]}, "hand": ["n1"]}


def test_a_move_onto_a_stack_is_explained():
    # (the marker it lands on is named as a marker: `onto blue` read as a blue space)
    text = move(STACK, "red")
    assert text == "Red moves to the next E: 4 spaces, on top of the blue marker (now a stack of 3 markers)."


def test_a_move_onto_a_marker_names_the_marker_in_german_too():
    with speaking("de"):
        assert move(STACK, "red") == ("Rot zieht zum nächsten E: 4 Felder, oben auf den blauen Marker (jetzt ein "
                                      "Stapel aus 3 Markern).")
        assert move(ONE_MARKER, "green") == ("Grün wird unter dem Stapel hervorgeholt. Grün zieht 1 Feld, oben auf "
                                             "den gelben Marker.")


def test_skipping_the_team_taking_from_under_and_the_flag_are_explained():
    assert "one further" in move({"markers": {"team": 11}, "hand": ["n3"]}, "red")
    text = move(ONE_MARKER, "green")
    assert text == "Green is taken out from under the stack. Green moves 1 space, on top of the yellow marker."
    assert "shows its flag" in move({"markers": {"red": 24}, "hand": ["n2"]}, "red")
    assert "cannot be played" in move({"markers": {"white": 5, "yellow": 5, "green": 10, "blue": 15, "red": 20},
                                       "stacks": {5: ["yellow", "white"]}, "hand": ["letter-a"]}, "red")


def test_markers_are_read_by_name_prefix_or_letter():
    free = list(range(6))
    assert parse_marker(GAME, "Red", free) == (4, "")
    assert parse_marker(GAME, "gr", free) == (1, "")
    assert parse_marker(GAME, "T", free) == (5, "")
    assert parse_marker(GAME, "bl", free) == (3, "")
    assert parse_marker(GAME, "r", free) == (4, "")  # a name's unique start, and no letter
    assert parse_marker(GAME, "D", free) == (1, "")  # the letter green carries on this board
    assert parse_marker(GAME, "purple", free)[0] is None
    assert "already moved" in parse_marker(GAME, "red", [0, 1])[1]


def test_a_refusal_names_only_the_free_markers():
    free = [1, 4]  # green (D) and red (C)
    assert parse_marker(GAME, "red", free) == (4, "")
    assert parse_marker(GAME, "white", free) == (None, "White has already moved this round; free: green\u00a0(D) or "
                                                       "red\u00a0(C).")
    assert parse_marker(GAME, "", free) == (None, "Type a free marker: green\u00a0(D) or red\u00a0(C); or help.")
    assert parse_marker(GAME, "T", free)[1] == "The team has already moved this round; free: green\u00a0(D) or red\u00a0(C)."
    assert parse_marker(GAME, "w", free)[1] == "White has already moved this round; free: green\u00a0(D) or red\u00a0(C)."
    assert parse_marker(GAME, "x", free)[1] == "\"x\" is not a marker, its letter or T; free: green\u00a0(D) or red\u00a0(C)."


def test_refusals_are_sentences_in_either_language():
    with speaking("de"):
        assert parse_marker(GAME, "T", [1, 4])[1] == ("Das Team hat in dieser Runde schon gezogen; frei: Grün\u00a0(D) "
                                                      "oder Rot\u00a0(C).")
        assert parse_marker(GAME, "x", [1, 4])[1] == ("„x“ ist weder ein Marker noch sein Buchstabe noch T; frei: "
                                                      "Grün\u00a0(D) oder Rot\u00a0(C).")
        assert parse_marker(GAME, "", [1, 4])[1] == "Gebt einen freien Marker ein: Grün\u00a0(D) oder Rot\u00a0(C); oder hilfe."


def test_a_letter_that_starts_another_markers_name_is_refused_with_both_meanings():
    # B is white's letter on this board and the start of blue's name: neither is read silently
    for free in (list(range(6)), [0, 3], [0, 1, 3]):
        marker, reason = parse_marker(GAME, "b", free)
        assert marker is None
        assert reason.startswith("\"b\" could be blue (the start of its name) or white (it carries B): "
                                 "type \"bl\" for blue or \"w\" for white; free: ")
    # where blue itself carries B, `b` means blue either way
    game = KnowledgeGame(scenario_bundle())
    game.marker_letter = [LETTERS.index(letter) for letter in ("A", "C", "D", "B", "E")]
    assert parse_marker(game, "b", list(range(6))) == (3, "")


def test_a_start_or_letter_is_read_among_the_free_markers_only():
    # blue has moved: `b` is white's letter; white has moved: `b` starts blue's name
    assert parse_marker(GAME, "b", [0, 1, 2, 4, 5]) == (0, "")
    assert parse_marker(GAME, "b", [1, 2, 3, 4, 5]) == (3, "")
    assert parse_marker(GAME, "b", [1, 2, 4]) == (None, "White and blue have already moved this round; "
                                                        "free: green\u00a0(D), yellow\u00a0(A) or red\u00a0(C).")
    assert parse_marker(GAME, "bl", [0, 1])[1] == "Blue has already moved this round; free: white\u00a0(B) or green\u00a0(D)."


def test_a_german_start_is_read_among_the_free_markers_only():
    # Gelb has moved: `g` is Grün, not "Grün oder Gelb"; with both free it is still asked again
    with speaking("de"):
        assert parse_marker(GAME, "g", [0, 1, 3, 4, 5]) == (1, "")
        assert parse_marker(GAME, "g", list(range(6)))[1].startswith("„g“ kann Grün oder Gelb sein")
        assert parse_marker(GAME, "g", [0, 3, 4]) == (
            None, "Grün und Gelb haben in dieser Runde schon gezogen; frei: Weiß\u00a0(B), Blau\u00a0(E) oder Rot\u00a0(C).")


@pytest.mark.parametrize(("progress", "shown"), [(0, "50"), (24, "26"), (49, "1"), (50, "finished"),
                                                 (52, "finished")])
def test_standings_count_the_spaces_to_the_finish(progress, shown):
    assert GAME.size == 25
    assert to_go(progress, GAME.size) == shown
    state = GAME.state_from_json(state_json(GAME, {"markers": {"red": {"space": 24, "progress": 49}},
                                                   "hand": ["n2"]}))
    assert standings(state).startswith("Spaces to the finish (two laps): red\u00a01, ")
    with speaking("de"):
        assert standings(state).startswith("Felder bis zum Ziel (zweimal um den Plan): Rot\u00a01, ")


def test_help_lists_the_free_markers_and_cards_in_hand():
    state = GAME.state_from_json(state_json(GAME, {"moved": ["white", "team"], "hand": ["n3"]}))
    text = help_text(state)
    assert text.startswith("Name the marker that gets the card: green\u00a0(D), yellow\u00a0(A), blue\u00a0(E) or red\u00a0(C) (")
    strategic = KnowledgeGame(scenario_bundle(), strategic=True)
    state = strategic.state_from_json(state_json(strategic, {"moved": ["white", "red"],
                                                            "hand": ["n3", "n4", "letter-a", "letter-e"]}))
    text = help_text(state)
    assert "cards 1-4" in text and "e.g. \"1\u00a0green\" or \"4\u00a0team\"" in text
    assert "free markers: green\u00a0(D), yellow\u00a0(A), blue\u00a0(E) or team\u00a0(T)." in text


def test_terms_wrap_between_terms_never_inside_one():
    terms = ["Lake Superior", "Lake Michigan", "Lake Huron", "Lake Erie", "Lake Tahoe"]
    assert term_lines(terms, 80) == ["    Lake Superior · Lake Michigan · Lake Huron · Lake Erie · Lake Tahoe"]
    assert term_lines(terms, 40) == ["    Lake Superior · Lake Michigan", "    Lake Huron · Lake Erie · Lake Tahoe"]
    assert term_lines([], 60) == []


def test_the_board_drawing_shows_every_space_and_marker():
    state = GAME.state_from_json(state_json(GAME, {"markers": {"red": 24}, "hand": ["n2"]}))
    text = draw_board(state).plain
    assert "S/F" in text and " 24 " in text
    for label in ("TEAM", "WHI", "GRE", "YEL", "BLU", "RED"):
        assert label in text


@pytest.mark.parametrize("width, rows", [(80, [13, 12]), (60, [9, 9, 7]), (40, [7, 7, 7, 4])])
def test_the_board_drawing_fits_the_terminal_in_even_rows(width, rows):
    state = GAME.state_from_json(state_json(GAME, {"markers": {"red": 24}, "hand": ["n2"]}))
    lines = draw_board(state, legend=False, width=width).plain.splitlines()
    assert max(len(line) for line in lines) <= width
    numbers = [line.split() for line in lines if line.split()[0] in ("S/F", "0") or line.split()[0].isdigit()]
    assert [len(row) for row in numbers] == rows
    assert sum(numbers, []) == ["S/F", *map(str, range(1, 25))]


LONG = "purple" * 33  # 198 characters: a line a prompt takes (MAX_LINE is 200)


def test_a_refusal_quotes_a_long_entry_cut_short():
    reason = parse_marker(GAME, LONG, [1, 4])[1]
    assert reason == f"\"{LONG[:QUOTED_ENTRY - 1]}…\" is not a marker, its letter or T; free: green\u00a0(D) or red\u00a0(C)."
