"""`help` at an I know! prompt explains that prompt, in the table's language: the answer and what a
right one scores, the verdict, the subject chosen (what the game asks of the subjects) and the
player sent to the Recess Area."""

from __future__ import annotations

import io

import pytest
from i_know_fixture import scenario_bundle, state_json

from deckctl.engine import make_game
from deckctl.engine.prompt import table_console
from deckctl.engine.seats import BotSeats
from deckctl.engine.sources import load_for_game
from deckctl.engine.words import speaking
from deckctl.games.i_know import ui
from deckctl.games.i_know.rules import VICTIM

# The prompts' last words, and the start of the help each gives.
PROMPTS = {"en": {"(Enter: aloud): ": "Type the answer, or press Enter and say it aloud",
                  "] ": "Was the answer right? Type y (right) or n (wrong)",
                  "or its name)? ": "Choose the subject of your question."},
           "de": {"(Enter: mündlich): ": "Gib die Antwort ein, oder drücke Enter und sag sie laut",
                  "] ": "War die Antwort richtig? Gib j (richtig) oder n (falsch) ein",
                  "oder sein Name)? ": "Wähle das Fach deiner Frage."}}


def played(lang: str) -> tuple[str, list[str]]:
    """Player 1 against a bot: `help` the first time at each kind of prompt, then an answer aloud,
    `right`, the first subject. Returns the screen and the prompts help was typed at."""
    game = make_game(load_for_game("i-know", language=None if lang == "en" else lang), players=2, max_rounds=6)
    screen = io.StringIO()
    helped: list[str] = []

    def read_line() -> str:
        shown = screen.getvalue()
        ending = next((end for end in PROMPTS[lang] if shown.endswith(end)), None)
        if ending is not None and ending not in helped:
            helped.append(ending)
            return "help\n" if lang == "en" else "hilfe\n"
        return {"] ": "y\n" if lang == "en" else "j\n"}.get(ending, "\n" if ending and "Enter" in ending else "1\n")

    with speaking(lang):
        ui.play(game, 4, table_console(file=screen, width=60, color_system=None), read_line, None,
                bots=BotSeats(game, "knowledgeable", 0.75, 1, 4))
    return screen.getvalue(), helped


@pytest.mark.parametrize("lang", ["en", "de"])
def test_each_prompt_explains_itself(lang):
    screen, helped = played(lang)
    assert sorted(helped) == sorted(PROMPTS[lang])
    for ending, start in PROMPTS[lang].items():
        typed = ending + ("help" if lang == "en" else "hilfe") + "\n"
        after = screen[screen.index(typed) + len(typed):]
        assert " ".join(after.split()).startswith(start), after[:300]


def test_the_recess_areas_choice_explains_itself():
    game = make_game(scenario_bundle(), players=3)
    state = game.state_from_json(state_json(game, {"phase": "recess-pick", "players": [{"square": 9, "miss": 1}]}))
    screen = io.StringIO()
    console = table_console(file=screen, width=60, color_system=None)
    with speaking("de"):
        assert ui.TablePlayers(console, ui.line_reader(io.StringIO("hilfe\n2\n"))).step(state) == VICTIM + 1
    assert "Vom Pausenhof schickst du einen Mitspieler ebenfalls dorthin" in " ".join(screen.getvalue().split())


# What the general help said after each prompt's own text: how a subject or player is chosen, which
# the subject prompt had just said itself and the answer prompt has no use for.
CHOOSING = {"en": "A subject or a player is chosen by", "de": "Ein Fach oder einen Mitspieler wählst du"}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_help_says_how_to_choose_once_at_the_start_not_after_each_prompt(lang):
    screen, _helped = played(lang)
    flat = " ".join(screen.split())
    assert flat.count(CHOOSING[lang]) == 1 and flat.index(CHOOSING[lang]) < flat.index(PROMPTS[lang]["] "])
    commands = {"en": "Commands at any prompt: status (the report cards), help, quit.",
                "de": "Befehle bei jeder Eingabe: zeugnis (die Zeugnisse), hilfe, beenden."}[lang]
    assert flat.count(commands) == 1 + len(PROMPTS[lang])  # (the first lines, and every help)
