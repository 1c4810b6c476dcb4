"""The terminal UIs' prompt loop: print a prompt, read a line, end the game when input ends, echo
the line when output is not a terminal (so transcripts read like a session), and handle the commands
every prompt knows (quit, help) before the game's own ones.

A game's table player subclasses `Prompt`, sets `help_text` (or overrides `show_help`) and adds its
commands in `command`; `ask` returns the first line that is none of them, `read` any line.
`play_out` drives the game loop around them (chance, the player's steps, the recorder, the game's
narration, the message when input ends).
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from typing import Any, TextIO

from rich.console import Console

from deckctl.engine.core import CHANCE


# Every game's screens fit this many columns; a narrower terminal gets one line saying so, and the
# game goes on (lines wrap, nothing is lost: refusing would only stop a table with a small window).
# A UI module whose screens fit fewer columns declares its own MIN_WIDTH and prints that line itself.
MIN_WIDTH = 60


def too_narrow(console: Console) -> str | None:
    """The line to show when the terminal is narrower than the screens are laid out for."""
    if console.is_terminal and console.width < MIN_WIDTH:
        return f"Only {console.width} columns: screens need {MIN_WIDTH}, lines will wrap."  # short: fits 50
    return None


class EndOfInput(Exception):
    """Standard input ended (or the players quit) before the game was over."""


def line_reader(stream: TextIO) -> Callable[[], str | None]:
    """A `read_line` for `Prompt`: the next line of `stream`, None at its end."""
    def read() -> str | None:
        line = stream.readline()
        return line if line else None
    return read


class Prompt:
    quit_words: tuple[str, ...] = ("quit", "exit")
    help_words: tuple[str, ...] = ("help", "?")
    help_text = ""

    def __init__(self, console: Console, read_line: Callable[[], str | None]):
        self.console = console
        self.read_line = read_line

    def read(self, prompt: str) -> str:
        """One line, stripped; EndOfInput("input ended") when there is none."""
        self.console.print(prompt, end="", markup=False, highlight=False)
        line = self.read_line()
        if line is None:
            raise EndOfInput("input ended")
        if not self.console.is_terminal:
            self.console.print(line.rstrip("\n"), markup=False, highlight=False)  # echo for transcripts
        return line.strip()

    def ask(self, prompt: str, state: Any = None) -> str:
        """The first line that is not a command: quit ends the game (EndOfInput("quit")), help shows
        help, and `command` handles the game's own words (case does not matter)."""
        while True:
            text = self.read(prompt)
            word = text.lower()
            if word in self.quit_words:
                raise EndOfInput("quit")
            if word in self.help_words:
                self.show_help(state)
                continue
            if self.command(word, state):
                continue
            return text

    def show_help(self, state: Any) -> None:
        self.console.print(self.help_text)

    def command(self, word: str, state: Any) -> bool:
        """Handle one of the game's own commands (`word` is lower case); True when it was one."""
        return False


class Ending(Enum):
    """How a terminal game ended, and the exit code `deckctl play` gives for it: quitting is the
    players' choice, not an error; input that ends before the game does is (a script too short)."""

    FINISHED = 0
    QUIT = 1
    INPUT_ENDED = 2

    @property
    def exit_code(self) -> int:
        return 1 if self is Ending.INPUT_ENDED else 0


def play_out(state: Any, player: Any, console: Console, recorder: Any = None,
             after: Callable[[], None] | None = None, before: Callable[[], None] | None = None) -> Ending:
    """Drive a terminal game to its end: chance samples its outcomes, `player.step(state)` decides the
    rest, every step goes to the recorder; `before()` runs ahead of each step and `after()` behind it
    (the game's narration). When input ended or the players quit first, the table is told and the
    Ending says which."""
    try:
        while not state.is_terminal():
            if before:
                before()
            current = state.current_player()
            action = state.sample_chance() if current == CHANCE else player.step(state)
            text = state.action_to_string(action)
            state.apply_action(action)
            if recorder:
                recorder.step(current, action, text, state)
            if after:
                after()
    except EndOfInput as exc:
        console.print(f"\nThe game was left unfinished in round {state.round} ({exc}).", style="yellow")
        return Ending.QUIT if str(exc) == "quit" else Ending.INPUT_ENDED
    if recorder:
        recorder.result(state)
    return Ending.FINISHED
