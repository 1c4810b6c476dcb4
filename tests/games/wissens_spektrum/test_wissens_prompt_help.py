"""`help` at a prompt explains that prompt, in the table's language: the move names the spaces the
roll reaches and what round, rectangular and joker spaces do; an area's choice says what it
decides (the first move, a joker space, the final question); and `board` before a move names the
reachable spaces again, as the screen before the move did."""

from __future__ import annotations

import io

from rich.console import Console
from wissens_fixture import scenario_bundle, state_json

from deckctl.engine.prompt import EndOfInput
from deckctl.engine.words import speaking
from deckctl.games.wissens_spektrum import ui
from deckctl.games.wissens_spektrum.rules import WissensGame

GAME = WissensGame(scenario_bundle(), players=2)
SIX_RINGS = ["general", "geography", "history", "art", "science", "sport"]


def step(spec: dict, lines: str):
    """(the action taken, or None when the lines ran out; the screen, its lines joined; the state)."""
    state = GAME.state_from_json(state_json(GAME, spec))
    out = io.StringIO()
    console = Console(file=out, width=60, force_terminal=False, color_system=None)
    try:
        action = ui.TablePlayers(console, ui.line_reader(io.StringIO(lines))).step(state)
    except EndOfInput:
        action = None
    return action, " ".join(out.getvalue().split()), state


def test_help_before_a_move_names_the_reachable_spaces_and_what_the_spaces_do():
    action, text, state = step({"phase": "move", "steps": 3, "players": [{"space": 8}]}, "help\n")
    spaces = [str(space) for space in state.legal_actions()]
    help_ = text.split("move to which space? help ")[1]
    assert help_.startswith("Move exactly 3 steps in any direction (but not back and forth) and type the space to "
                            f"stop on: {', '.join(spaces[:-1])} or {spaces[-1]}.")
    for what in ("round space", "rectangular space", "joker space", "final question", "area of your next question"):
        assert what in help_


def test_board_before_a_move_names_the_reachable_spaces_again():
    _, text, state = step({"phase": "move", "steps": 2, "players": [{"space": 8}]}, "board\n")
    assert text.count("Reachable:") == 2  # before the prompt, and under the map `board` drew


def test_help_at_an_area_prompt_says_what_the_choice_decides():
    _, joker, _ = step({"phase": "choose", "players": [{"space": 6}]}, "help\n1\n")
    assert "On a joker space you choose the area of your next question yourself" in joker
    _, final, _ = step({"phase": "choose", "players": [{"space": 6, "rings": SIX_RINGS}]}, "help\n1\n")
    assert "Choose the area of the final question: answered right, it wins the game" in final
    for text in (joker, final):
        assert "Type its number 1-6, letter, colour or name." in text


def test_help_speaks_the_tables_language():
    with speaking("de"):
        action, text, _ = step({"phase": "move", "steps": 3, "players": [{"space": 8}]}, "hilfe\nplan\n")
    assert "Zieh genau 3 Felder in beliebiger Richtung" in text and "Auf einem runden Feld" in text
    assert text.count("Erreichbar:") == 2
