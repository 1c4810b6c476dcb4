"""I know!'s subject prompt lists the choices as `1) Spelling or 2) Language Arts` (a menu of
`3) Science` ... at Study Hall), but `1)` or `1) Spelling` typed as listed was refused ('is not one
of the subjects offered'). Both are now read as the number, a name that is not the number's still
refused. And a Go To square was named without its number or article ('Player 2 goes straight to
Nurse's Office'); it now says 'goes straight to square 18: Nurse's Office', as every move does."""

from __future__ import annotations

import io

import pytest

from deckctl.engine import make_game
from deckctl.engine.core import CHANCE
from deckctl.engine.prompt import table_console
from deckctl.engine.sources import load_for_game
from deckctl.engine.words import speaking
from deckctl.games.i_know import ui
from deckctl.games.i_know.rules import NAMED_SQUARES, SUBJECT, SUBJECTS


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_subject_is_typed_as_the_menu_lists_it(language):
    with speaking(language):
        game = make_game(load_for_game("i-know", language=language), players=2)
        state = game.new_initial_state(4)
        while not (state.current_player() != CHANCE and state.legal_actions()[0] >= SUBJECT
                   and len(state.choices) > 1):
            state.apply_action(state.sample_chance() if state.current_player() == CHANCE else state.legal_actions()[0])
        names = [ui.subject_name(SUBJECTS[s]) for s in state.choices]
        for number, name in enumerate(names, start=1):
            for reply in (f"{number})", f"{number}) {name}", f"{number}) {name[:3].lower()}"):
                lines = [reply]
                screen = io.StringIO()
                table = ui.TablePlayers(table_console(file=screen, width=60), lambda: lines.pop(0) if lines else None)
                assert table.step(state) == SUBJECT + state.choices[number - 1], screen.getvalue()
        assert ui.listed_number(f"1) {names[1]}", names) == f"1) {names[1]}"  # not the number's: refused by pick


@pytest.mark.parametrize(("language", "said"), [
    ("en", "Player 1 goes straight to square {number}: Nurse's Office (no Hall Pass Bonus)."),
    ("de", "Spieler 1 geht direkt auf Feld {number}: Krankenzimmer (kein Passierschein-Bonus)."),
])
def test_a_go_to_names_the_square(language, said):
    nurse = NAMED_SQUARES["nurse-office"]
    with speaking(language):
        game = make_game(load_for_game("i-know", language=language), players=2)
        text = ui.describe(game.new_initial_state(4), {"kind": "go-to", "player": 0, "to": nurse})
    assert text == said.format(number=nurse).replace(" 1 ", "\u00a01 ", 1)  # (the name on one line)
