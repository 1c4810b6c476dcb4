"""Piped or redirected (a CI log), the table's screens are written so that a log reads them as
text: a card's line that starts with `::` (a GitHub Actions workflow command: `::error`,
`::add-mask::`) has its first colon escaped, and a line wrapped at a space does not end with it."""

from __future__ import annotations

import io
import re

from deckfactory import knowledge_bundle_with_fronts

from deckctl.engine.prompt import table_console

COMMANDS = "The colour of the disc\n::error file=x::pwned\n  ::add-mask::abc"


def test_play_piped_starts_no_line_with_a_workflow_command(cli, tmp_path):
    path = knowledge_bundle_with_fronts(tmp_path, COMMANDS)
    result = cli("play", "knowledge", "--bundle", path, "--seed", "1", "--bots", "1")
    assert result.exception is None, result.stderr
    assert "\\x3a:error file=x::pwned" in result.stdout and "\\x3a:add-mask::abc" in result.stdout
    assert not [line for line in result.stdout.splitlines() if re.match(r"\s*::", line)]


def test_a_terminal_shows_the_text_as_written():
    out = io.StringIO()
    table_console(file=out, width=60, force_terminal=True, color_system=None).print(COMMANDS)
    assert out.getvalue().splitlines()[1] == "::error file=x::pwned"


def test_a_command_split_between_two_styles_is_escaped_too():
    from rich.text import Text

    out = io.StringIO()
    table_console(file=out, width=60, color_system=None).print(Text.assemble((":", "bold"), (":error x", "red")))
    assert out.getvalue() == "\\x3a:error x\n"


def test_lines_wrapped_at_a_space_do_not_end_with_it():
    out = io.StringIO()
    table_console(file=out, width=20, color_system=None).print("Richtig! Spieler 2 braucht die Karte nicht " * 3)
    lines = out.getvalue().splitlines()
    assert len(lines) > 3 and not [line for line in lines if line.endswith(" ")]
