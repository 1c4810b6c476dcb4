"""Wissens-Spektrum on a 60 x 30 terminal: the map before a move takes most of the screen, so a
right answer whose player moves next is said once, under that map, and at every move prompt the
last 30 lines hold the whole map and that result; no answer's result is said twice (it had been
said at once and again under the next map). Played by one person against three bots, as a person
alone would, in English and in German (whose lines are longer)."""

from __future__ import annotations

import io
import re

import pytest

from deckctl.engine import make_game
from deckctl.engine.prompt import table_console
from deckctl.engine.seats import BotSeats
from deckctl.engine.sources import load_for_game
from deckctl.engine.words import speaking
from deckctl.games.wissens_spektrum import ui

ROWS, COLUMNS = 30, 60
RESULT = {"en": re.compile(r"^(Player \d: )?(Right!|Wrong|Nobody knew it|Not enough|\d+: Player)"),
          "de": re.compile(r"^(Spieler \d: )?(Richtig!|Falsch|Niemand wusste es|Nicht genug|\d+: Spieler)")}
MAP_TOP = "[29V]───< 6J>"  # violet is V in both
# What the person is asked, and types: (area prompt, area, aloud, verdict, yes/no, move, reachable, player 1)
WORDS = {"en": ("which area (1-6)? ", "2", "(Enter: aloud): ", "Right? [y/n] ", "yn", "move to which space? ",
                "Reachable:", "Player 1"),
         "de": ("welches Wissensgebiet (1-6)? ", "ü", "(Enter: mündlich): ", "Richtig? [j/n] ", "jn",
                "auf welches Feld? ", "Erreichbar:", "Spieler 1")}


class Person:
    """Types what the prompt on the screen asks: area 2, an answer said aloud, right and wrong in
    turn, and the first space listed (a joker where one is)."""

    def __init__(self, screen: io.StringIO, lang: str):
        self.screen = screen
        self.verdicts = 0
        self.area, self.chosen, self.aloud, self.verdict, self.yes_no, self.move, self.reachable, _ = WORDS[lang]

    def __call__(self) -> str:
        text = self.screen.getvalue()[-2000:]
        tail = text.rsplit("\n", 1)[-1]
        if tail.endswith(self.area):
            return self.chosen + "\n"
        if tail.endswith(self.aloud):
            return "\n"
        if tail.endswith(self.verdict):
            self.verdicts += 1
            return self.yes_no[self.verdicts % 2] + "\n"
        if tail.endswith(self.move):
            line = text[text.rindex(self.reachable):]
            joker = re.search(r"<\s*(\d+)J>", line)
            return (joker.group(1) if joker else re.search(r"\d+", line).group()) + "\n"
        raise AssertionError(f"no answer to {tail!r}")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_at_60_by_30_every_move_shows_the_whole_map_and_each_result_once(lang):
    game = make_game(load_for_game("wissens-spektrum", language=None if lang == "en" else lang), players=4,
                     max_turns=40)
    screen = io.StringIO()
    console = table_console(file=screen, width=COLUMNS, force_terminal=False, color_system=None)
    with speaking(lang):
        ui.play(game, 5, console, Person(screen, lang), None, bots=BotSeats(game, "knowledgeable", 0.75, 3, 5))
    lines = screen.getvalue().splitlines()
    move, verdict, person = WORDS[lang][5], WORDS[lang][3], WORDS[lang][7]
    result = RESULT[lang]
    prompts = [n for n, line in enumerate(lines) if line.startswith(f"{person}, {move}".rstrip())]
    assert len(prompts) >= 3
    right_then_move = 0
    for prompt in prompts:
        window = lines[prompt - ROWS + 1:prompt + 1]  # what a 30-line terminal shows at the prompt
        assert any(line.startswith(MAP_TOP) for line in window), "\n".join(window)
        map_top = max(n for n in range(prompt) if lines[n].startswith(MAP_TOP))
        # the person's last prompt before the map: a verdict, or the move or area before it
        asked = max(n for n in range(map_top) if lines[n].startswith((person, verdict)))
        above = [result.sub(r"\2", line) for line in lines[asked + 1:map_top] if result.match(line)]
        below = [result.sub(r"\2", line) for line in lines[map_top:prompt] if result.match(line)]
        assert not set(above) & set(below), "\n".join(lines[asked:prompt + 1])  # (said once)
        if lines[asked] == verdict + WORDS[lang][4][0]:  # their right answer, and now their move: under the map
            assert not above and len(below) == 1, "\n".join(lines[asked:prompt + 1])
            right_then_move += 1
        else:  # (a wrong answer was said at once; since then, others' turns)
            assert not below, "\n".join(lines[asked:prompt + 1])
    assert right_then_move >= 2
