"""A bundle's texts reach the screen as written: no markup, no emoji codes, control characters escaped."""

from __future__ import annotations

import io

from rich.table import Table
from rich.text import Text

from deckfactory import knowledge_bundle_with_fronts

from deckctl.engine.prompt import table_console

MARKUP = "Who [bold]is[/bold] [/oops] :smile: here?"


def test_play_shows_a_card_text_as_written(cli, tmp_path):
    """(A control character in a bundle's text is refused when it is loaded, as validate refuses one
    in a deck: tests/engine/test_bundle_control_characters.py; the console escapes any all the same.)"""
    path = knowledge_bundle_with_fronts(tmp_path, MARKUP)
    result = cli("play", "knowledge", "--bundle", path, "--seed", "1")
    assert result.exception is None  # a stray `[/oops]` does not stop the game (rich's MarkupError)
    shown = " ".join(result.stdout.split())  # (the line wraps at 80 columns)
    assert MARKUP in shown


def test_the_console_escapes_texts_inside_tables_and_wraps_a_plain_text_escaped():
    out = io.StringIO()
    console = table_console(file=out, width=40, force_terminal=True, color_system=None)
    table = Table()
    table.add_column("card")
    table.add_row("a\x1b[31mb")
    console.print(table)
    console.print(Text("x\x1bc" * 10, style="bold"))
    console.print("[link=https://example.com]y[/link]")
    shown = out.getvalue()
    assert "a\\x1b[31mb" in shown and "x\\x1bcx\\x1bc" in shown
    assert "[link=https://example.com]y[/link]" in shown and "]8;" not in shown  # no hyperlink made
    assert all(line.count("\\x1b") <= 40 for line in shown.splitlines())
