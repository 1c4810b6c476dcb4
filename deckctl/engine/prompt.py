"""The terminal UIs' prompt loop: print a prompt, read a line, end the game when input ends, echo
the line when output is not a terminal (so transcripts read like a session), and handle the commands
every prompt knows (quit, help) before the game's own ones.

A game's table player subclasses `Prompt`, sets `help_text` (or overrides `show_help`) and adds its
commands in `command`; `ask` returns the first line that is none of them, `read` any line.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TextIO

from rich.console import Console


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
