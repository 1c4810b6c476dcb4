"""`deckctl merge`: git's merge driver for card files (see docs/git.md)."""

from __future__ import annotations

import sys
from pathlib import Path

import typer

from deckctl.cli.common import usage_error
from deckctl.core import exit_codes


def merge_command(
    base: Path = typer.Argument(..., metavar="BASE", show_default=False, help="The common ancestor (git's %O)."),
    ours: Path = typer.Argument(..., metavar="OURS", show_default=False, help="Our version; receives the result (git's %A)."),
    theirs: Path = typer.Argument(..., metavar="THEIRS", show_default=False, help="Their version (git's %B)."),
    path: str = typer.Argument(..., metavar="PATH", show_default=False, help="The file's path in the repository, for messages (git's %P)."),
) -> None:
    """Merge a card file by card id, as git's merge driver: edits to different cards or fields
    merge cleanly; the same field changed both ways gets conflict markers and exit 1. Configure
    with: git config merge.deckctl.driver "deckctl merge %O %A %B %P"."""
    from deckctl import report
    from deckctl.merge.driver import merge_files

    for name, file in (("BASE", base), ("OURS", ours), ("THEIRS", theirs)):
        if not file.is_file():
            raise usage_error(f"{name}: no such file: {file}")
    result = merge_files(base, ours, theirs, path)
    if result.diagnostics:
        print(report.render(result.diagnostics, "text"), file=sys.stderr)
    if result.conflicts:
        print(f"{path}: {result.conflicts} conflict{'' if result.conflicts == 1 else 's'} left with markers",
              file=sys.stderr)
    raise typer.Exit(exit_codes.INVALID if result.conflicts else exit_codes.OK)
