"""I know!'s screen as a player meets it at 60 columns, in English and German: the verdict on an
answer is asked as a yes/no question (`Right? [y/n]`, as Wissens-Spektrum and iKNOW ask it), and
a round's report cards come before its first roll, not between a roll and its question."""

from __future__ import annotations

import io

import pytest

from deckctl.engine import make_game
from deckctl.engine.prompt import table_console
from deckctl.engine.seats import BotSeats
from deckctl.engine.sources import load_for_game
from deckctl.engine.words import speaking
from deckctl.games.i_know import ui

# (the answer prompt, the verdict prompt, yes, the report cards' heading, a roll, a question asked)
WORDS = {"en": ("Your answer (Enter: aloud): ", "Right? [y/n] ", "y", "· report cards", " rolls ",
                " asks Player"),
         "de": ("Deine Antwort (Enter: mündlich): ", "Richtig? [j/n] ", "j", "· Zeugnisse", " würfelt ",
                " fragt Spieler")}


def played(lang: str) -> str:
    """Player 1 at the keyboard against a bot for three rounds: answers aloud, says right, takes
    the first subject or player offered."""
    answer, _verdict, yes, *_ = WORDS[lang]
    game = make_game(load_for_game("i-know", language=None if lang == "en" else lang), players=2, max_rounds=3)
    screen = io.StringIO()

    typed = []

    def read_line() -> str:
        assert len(typed) < 500, screen.getvalue()[-2000:]  # a prompt asked again and again
        shown = screen.getvalue()
        typed.append("\n" if shown.endswith(answer) else yes + "\n" if shown.endswith("] ") else "1\n")
        return typed[-1]

    with speaking(lang):
        assert ui.play(game, 4, table_console(file=screen, width=60, color_system=None), read_line, None,
                       bots=BotSeats(game, "knowledgeable", 0.75, 1, 4)) == 0
    return screen.getvalue()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_verdict_is_a_yes_no_question_and_the_report_cards_come_before_the_roll(lang):
    _answer, verdict, _yes, heading, rolls, asks = WORDS[lang]
    screen = played(lang)
    assert verdict in screen and "Right or wrong" not in screen and "Richtig oder falsch" not in screen
    rounds = screen.split(heading)[1:-1]  # the last report cards end the game
    assert len(rounds) == 3, screen
    for shown in rounds:  # from the report cards to the first question of the round: its roll
        assert rolls in shown[:shown.index(asks)], shown
