"""A line longer than a prompt reads (deckctl.engine.prompt.MAX_LINE): no more of it is read into
memory than that, it is refused in one line, and the transcript quotes it shortened."""

from __future__ import annotations

import io

from rich.console import Console

from deckctl.engine.prompt import MAX_LINE, Prompt, line_reader


class Measured(io.StringIO):
    """A stream that records how much each readline asked for (-1: the whole line)."""

    def __init__(self, text: str):
        super().__init__(text)
        self.asked: list[int] = []

    def readline(self, size: int = -1) -> str:
        self.asked.append(size)
        return super().readline(size)


def test_a_long_line_is_read_in_bounded_pieces_and_the_next_line_is_whole():
    stream = Measured("x" * 300_000 + "\nquit\n")
    read = line_reader(stream)
    assert read() == "x" * (MAX_LINE + 1)  # one more than a line may have: refused by Prompt.read
    assert read() == "quit\n"
    assert read() is None
    assert all(0 < size <= 1 << 16 for size in stream.asked)


def test_a_line_of_exactly_the_limit_is_read_whole():
    read = line_reader(io.StringIO("y" * MAX_LINE + "\n"))
    assert read() == "y" * MAX_LINE + "\n"


def test_a_prompt_refuses_a_long_line_and_asks_again():
    out = io.StringIO()
    prompt = Prompt(Console(file=out, force_terminal=False, width=60),
                    line_reader(io.StringIO("z" * 5000 + "\nred\n")))
    assert prompt.ask("Which marker? ") == "red"
    shown = out.getvalue()
    assert f"That line is longer than {MAX_LINE} characters, so it was ignored." in shown
    assert "z" * 60 not in shown and "z" * 59 + "…" in shown  # the echo is shortened
    assert shown.count("Which marker? ") == 2


def test_play_refuses_a_huge_line_without_repeating_it():
    from typer.testing import CliRunner

    from deckctl.cli.app import app

    run = CliRunner().invoke(app, ["play", "knowledge", "--seed", "1"], input="x" * 1_000_000 + "\nquit\n")
    assert run.exit_code == 0
    assert f"That line is longer than {MAX_LINE} characters" in run.stdout
    assert "x" * 100 not in run.stdout
