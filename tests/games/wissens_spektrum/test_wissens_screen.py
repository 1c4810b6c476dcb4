"""Wissens-Spektrum on a 60 x 30 terminal: the map before a move takes most of the screen, so the
last answer's result is repeated under it, and at every move prompt the last 30 lines hold the
whole map and that result. Played by one person against three bots, as a person alone would."""

from __future__ import annotations

import io
import re

from rich.console import Console

from deckctl.engine import make_game
from deckctl.engine.seats import BotSeats
from deckctl.engine.sources import load_for_game
from deckctl.games.wissens_spektrum import ui

ROWS, COLUMNS = 30, 60
RESULT = re.compile(r"^(Player \d: )?(Right!|Wrong|Nobody knew it|Not enough|\d+: Player)")
MAP_TOP = "[29V]───< 6J>"


class Person:
    """Types what the prompt on the screen asks: area 2, an answer said aloud, right and wrong in
    turn, and the first space listed (a joker where one is)."""

    def __init__(self, screen: io.StringIO):
        self.screen = screen
        self.verdicts = 0

    def __call__(self) -> str:
        text = self.screen.getvalue()[-2000:]
        tail = text.rsplit("\n", 1)[-1]
        if tail.endswith("which area (1-6)? "):
            return "2\n"
        if tail.endswith("(Enter: say it aloud): "):
            return "\n"
        if tail.endswith("Right? [y/n] "):
            self.verdicts += 1
            return "yn"[self.verdicts % 2] + "\n"
        if tail.endswith("move to which space? "):
            line = text[text.rindex("Reachable:"):]
            joker = re.search(r"<\s*(\d+)J>", line)
            return (joker.group(1) if joker else re.search(r"\d+", line).group()) + "\n"
        raise AssertionError(f"no answer to {tail!r}")


def test_at_60_by_30_every_move_shows_the_whole_map_and_the_last_answers_result():
    game = make_game(load_for_game("wissens-spektrum"), players=4, max_turns=40)
    screen = io.StringIO()
    console = Console(file=screen, width=COLUMNS, force_terminal=False, color_system=None)
    ui.play(game, 5, console, Person(screen), None, bots=BotSeats(game, "knowledgeable", 0.75, 3, 5))
    lines = screen.getvalue().splitlines()
    prompts = [n for n, line in enumerate(lines) if line.startswith("Player 1, move to which space?")]
    assert len(prompts) >= 3
    checked = 0
    for prompt in prompts:
        window = lines[prompt - ROWS + 1:prompt + 1]  # what a 30-line terminal shows at the prompt
        assert any(line.startswith(MAP_TOP) for line in window), "\n".join(window)
        map_top = max(n for n in range(prompt) if lines[n].startswith(MAP_TOP))
        said = [line for line in lines[:map_top] if RESULT.match(line)]
        if not said:
            continue
        last = RESULT.sub(r"\2", said[-1])[:40]  # as it was said (maybe without who answered), wrapped
        below_map = " ".join(" ".join(window[window.index(lines[map_top]):]).split())
        assert last in below_map, (last, "\n".join(window))
        checked += 1
    assert checked >= 3
