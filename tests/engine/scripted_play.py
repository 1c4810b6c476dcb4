"""A scripted person at a game's table, for tests that play whole games through the command line.

The person answers the prompt on the screen as a list of (pattern, response) says: the first
pattern found in the screen's last words gives the line to type, a text, `x/y` for x and y in
turn (right and wrong: a turn that goes on while the answers are right would last the whole game),
or a function of the screen's last lines. Playing a seeded game once in this process gives the
lines it typed; the command line then gets those lines and plays the same game.
"""

from __future__ import annotations

import importlib
import io
import re
from contextlib import nullcontext


def first_offered(text: str) -> str:
    """The first choice the prompt offers: `1` in `level (1, 2, 3):`, `+P2` in `iBET (+P2 -P2):`."""
    return re.search(r"\(([+-]?[A-Z]?\d+)[^(]*$", text).group(1)


class ScriptedPerson:
    """A `read_line` answering the prompt on the screen as `responses` say; keeps what it typed."""

    def __init__(self, responses: list, screen: io.StringIO):
        self.responses = responses
        self.screen = screen
        self.typed: list[str] = []
        self.verdicts = 0

    def __call__(self) -> str:
        end = self.screen.tell()
        self.screen.seek(max(0, end - 3000))  # the screen's last lines, not the whole game each time
        text = self.screen.read()
        assert len(self.typed) < 5000, "the scripted person's lines are refused: " + text[-300:]
        tail = " ".join(text[-300:].split()) + " "
        for pattern, response in self.responses:
            if re.search(pattern, tail):
                if callable(response):
                    line = response(text)
                elif re.fullmatch(r"\w/\w", response):
                    line = response[::2][self.verdicts % 2]
                    self.verdicts += 1
                else:
                    line = response
                self.typed.append(line)
                return line + "\n"
        raise AssertionError(f"no scripted response to: {tail!r}")


def script(game_id: str, responses: list, seed: int, options: dict, bots: int = 0,
           language: str | None = None, width: int = 60) -> str:
    """The lines a person in seat 1 types in this game (the last `bots` seats are knowledgeable
    bots of skill 0.75), found by playing it once in this process."""
    from deckctl.engine import make_game, rules_module
    from deckctl.engine.prompt import table_console
    from deckctl.engine.seats import BotSeats
    from deckctl.engine.sources import load_for_game
    from deckctl.engine.words import speaking

    game = make_game(load_for_game(game_id, language=language), **options)
    screen = io.StringIO()
    person = ScriptedPerson(responses, screen)
    ui = importlib.import_module(rules_module(game_id).UI)
    console = table_console(file=screen, width=width, color_system=None)
    seats = {"bots": BotSeats(game, "knowledgeable", 0.75, bots, seed)} if bots else {}
    with speaking(language) if language else nullcontext():
        assert ui.play(game, seed, console, person, None, **seats) == 0
    return "\n".join(person.typed) + "\n"
