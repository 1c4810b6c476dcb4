"""`z. B.` and an example to type (`1 Weiß`) stay on one line: rich breaks a line at any Unicode
space, the no-break one too, so the Knowledge? table's German refusal at 60 columns ended a line
with `z.` and began the next with `B. `1 Weiß``."""

from __future__ import annotations

import io
import re

from typer.testing import CliRunner

from deckctl.cli.app import app
from deckctl.engine.prompt import table_console
from deckctl.engine.words import NO_BREAK, unbroken


def test_the_table_keeps_words_joined_by_a_no_break_space_together():
    out = io.StringIO()
    console = table_console(file=out, width=20, color_system=None)
    console.print("aaaaaaaaaaaaaaaa z.\u00a0B. x", style="yellow")
    console.print("aaaaaaaaaa e.g. " + unbroken("`1 White`") + " or")
    # (printed with plain spaces: what a terminal shows, and what a script reading the table finds)
    assert out.getvalue().splitlines() == ["aaaaaaaaaaaaaaaa", "z. B. x", "aaaaaaaaaa e.g.", "`1 White` or"]


def test_a_text_holding_the_stand_in_character_is_shown_as_it_is():
    out = io.StringIO()
    table_console(file=out, width=60, color_system=None).print("a\ue000b c\u00a0d")
    assert out.getvalue() == "a\ue000b c\u00a0d\n"


def test_knowledge_in_german_never_breaks_z_b_or_the_example():
    run = CliRunner().invoke(app, ["play", "knowledge", "--lang", "de", "--strategic", "--seed", "1"],
                             input="\nhilfe\n", env={"COLUMNS": "60"})
    lines = run.stdout.splitlines()
    assert any("z. B." in line for line in lines) and NO_BREAK not in run.stdout, run.stdout
    assert not [line for line in lines if re.search(r"\bz\.$|^B\. |`\d$|^\w+`", line.strip())]
