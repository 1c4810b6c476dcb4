"""Secret entries at one keyboard (deckctl.engine.prompt): from a script, secret lines are read as
any other and shown as `(hidden)`, with no hand-over line; at a terminal the keyboard is handed
over, the terminal does not echo the entry (checked on a real pseudo-terminal) and the screen is
cleared afterwards."""

from __future__ import annotations

import io
import os
import termios
from contextlib import contextmanager

import pytest
from rich.console import Console
from terminal import pending

from deckctl.engine.prompt import EndOfInput, LineReader, Prompt, line_reader

CLEAR = "\x1b[2J"


def test_a_script_reads_secret_lines_as_any_other_and_the_transcript_hides_them():
    out = io.StringIO()
    prompt = Prompt(Console(file=out, force_terminal=False, width=60), line_reader(io.StringIO("psst\n3\nhello\n")))
    assert not prompt.interactive
    prompt.hand_over("P2")  # nobody to hand over to: reads nothing
    assert prompt.ask("P2, your answer: ", secret=True) == "psst"
    assert prompt.ask("P2, prediction: ", secret=True) == "3"
    prompt.conceal()
    assert prompt.ask("P3, a public line: ") == "hello"
    assert out.getvalue() == "P2, your answer: (hidden)\nP2, prediction: (hidden)\nP3, a public line: hello\n"


class TypedAtTerminal:
    """A `read_line` that claims a person types at it, and records what was read without echo."""

    interactive = True

    def __init__(self, lines: list[str]):
        self.lines = lines
        self.quiet = False
        self.read_quietly: list[str] = []

    def __call__(self) -> str | None:
        line = self.lines.pop(0) if self.lines else None
        if self.quiet and line is not None:
            self.read_quietly.append(line.strip())
        return line

    @contextmanager
    def unechoed(self):
        self.quiet = True
        try:
            yield
        finally:
            self.quiet = False


def test_at_a_terminal_the_keyboard_is_handed_over_the_entry_is_unechoed_and_the_screen_cleared():
    out = io.StringIO()
    reader = TypedAtTerminal(["\n", "psst\n", "2\n", "help\n"])
    prompt = Prompt(Console(file=out, force_terminal=True, color_system=None, width=60), reader)
    assert prompt.interactive
    prompt.hand_over("P2")
    assert prompt.ask("P2, your answer: ", secret=True) == "psst"
    assert prompt.ask("P2, prediction: ", secret=True) == "2"
    prompt.conceal()
    text = out.getvalue()
    assert reader.read_quietly == ["psst", "2"]  # the hand-over's Enter was an ordinary line
    assert text.startswith("Pass the keyboard to P2, then P2 presses Enter. ")
    assert "psst" not in text and "(hidden)" not in text  # the terminal shows nothing of it
    assert text.endswith(CLEAR + "\x1b[H")
    with pytest.raises(EndOfInput):
        prompt.hand_over("P3")  # commands work at the hand-over; then the input ends


def test_a_real_terminal_does_not_echo_a_secret_line_and_echoes_again_after(terminal):
    keyboard, reader = terminal
    fd = reader.stream.fileno()
    assert reader.interactive
    with reader.unechoed():
        assert not termios.tcgetattr(fd)[3] & termios.ECHO
        os.write(keyboard, b"psst\n")
        assert reader() == "psst\n"
        assert b"psst" not in pending(keyboard)
    assert termios.tcgetattr(fd)[3] & termios.ECHO
    os.write(keyboard, b"said\n")
    assert reader() == "said\n"
    assert b"said" in pending(keyboard)  # an ordinary line is echoed as usual


def test_the_echo_comes_back_when_ctrl_c_ends_a_secret_entry(terminal):
    _, reader = terminal
    fd = reader.stream.fileno()
    with pytest.raises(KeyboardInterrupt), reader.unechoed():
        raise KeyboardInterrupt
    assert termios.tcgetattr(fd)[3] & termios.ECHO


def test_a_pipe_or_a_closed_stream_is_not_a_terminal():
    assert not LineReader(io.StringIO("x\n")).interactive
    closed = io.StringIO()
    closed.close()
    assert not LineReader(closed).interactive


def test_a_script_piped_into_a_terminal_is_echoed_and_typed_lines_are_not():
    """The terminal echoes what a person types, so only lines from elsewhere are printed again."""
    out = io.StringIO()
    piped = Prompt(Console(file=out, force_terminal=True, width=60), line_reader(io.StringIO("2 red\n")))
    assert piped.ask("Which marker? ") == "2 red"
    assert out.getvalue() == "Which marker? 2 red\n"

    out = io.StringIO()
    typed = Prompt(Console(file=out, force_terminal=True, width=60), TypedAtTerminal(["2 red\n"]))
    assert typed.ask("Which marker? ") == "2 red"
    assert out.getvalue() == "Which marker? "


class BotsAtTable:
    """`BotSeats` as the prompt sees it: how many people share the keyboard."""

    def __init__(self, people: int):
        self.people = people


@pytest.mark.parametrize(("people", "handed_over"), [(1, False), (2, True)])
def test_one_person_among_bots_is_not_handed_the_keyboard_nor_the_screen_cleared(people, handed_over):
    out = io.StringIO()
    reader = TypedAtTerminal(["\n", "psst\n"] if handed_over else ["psst\n"])
    prompt = Prompt(Console(file=out, force_terminal=True, color_system=None, width=60), reader, BotsAtTable(people))
    prompt.hand_over("P1")
    assert prompt.ask("P1, your answer: ", secret=True) == "psst"
    prompt.conceal()
    text = out.getvalue()
    # Alone among bots, the person sees what they type (the terminal echoes it): nobody to hide it
    # from, and an entry typed ahead while a bot played would otherwise go in unseen. Several
    # people: unechoed.
    assert reader.read_quietly == (["psst"] if handed_over else [])
    assert ("Pass the keyboard" in text) is handed_over
    assert (CLEAR in text) is handed_over
