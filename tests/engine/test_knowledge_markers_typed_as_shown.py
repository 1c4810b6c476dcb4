"""Knowledge?'s prompt lists the free markers as `white (B), green (D), ... or team (T)`, but
`(B)` or `white (B)` typed as shown was refused ('is not a marker, its letter or T'), and in the
strategic variant `1 white (B)` too. A marker is now typed in the list's form as well: its letter in
brackets, after its name (or a start of it) or alone; a name that is not the letter's is refused."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from deckctl.engine import make_game
from deckctl.engine.core import CHANCE
from deckctl.engine.sources import load_for_game
from deckctl.engine.words import speaking
from deckctl.games.knowledge import ui
from deckctl.games.knowledge.rules import MARKERS, NUM_MARKERS, TEAM


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_free_marker_is_typed_as_the_list_shows_it(language):
    with speaking(language):
        game = make_game(load_for_game("knowledge", language=language))
        free = list(range(len(MARKERS)))
        for marker in free:
            shown = ui.marker_word(game, marker).replace("\u00a0", " ")  # (held on one line by a no-break space)
            letter = shown[shown.index("("):]
            for typed in (shown, letter, shown.upper(), f"{ui.marker_name(marker)[:2]} {letter}"):
                assert ui.parse_marker(game, typed, free) == (marker, ""), typed
        white = MARKERS.index("white")
        assert ui.parse_marker(game, ui.marker_word(game, white), [TEAM])[0] is None  # moved: said so
        wrong = f"{ui.marker_name(TEAM)} ({ui.LETTERS[game.marker_letter[white]]})"
        assert ui.parse_marker(game, wrong, free)[0] is None


def test_the_strategic_variant_takes_a_card_number_and_a_marker_as_shown():
    game = make_game(load_for_game("knowledge"), strategic=True)
    state = game.new_initial_state(3)
    while state.current_player() == CHANCE:
        state.apply_action(state.sample_chance())
    marker = state.free_markers()[0]
    lines = [f"2 {ui.marker_word(game, marker)}"]
    player = ui.TerminalPlayer(Console(file=io.StringIO(), width=60), lambda: lines.pop(0) if lines else None)
    assert player.step(state) == 1 * NUM_MARKERS + marker
