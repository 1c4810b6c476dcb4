"""`deckctl merge`: git's merge driver for card files (see docs/git.md)."""

from __future__ import annotations

import sys
from enum import Enum
from pathlib import Path

import typer

from deckctl.cli.common import say, usage_error, write_findings
from deckctl.core import exit_codes
from deckctl.merge.markers import DEFAULT_MARKER_SIZE, MAX_MARKER_SIZE


class ConflictStyle(str, Enum):
    merge = "merge"
    diff3 = "diff3"
    zdiff3 = "zdiff3"


def merge_command(
    base: Path = typer.Argument(..., metavar="BASE", show_default=False, help="The common ancestor (git's %O)."),
    ours: Path = typer.Argument(..., metavar="OURS", show_default=False, help="Our version; receives the result (git's %A)."),
    theirs: Path = typer.Argument(..., metavar="THEIRS", show_default=False, help="Their version (git's %B)."),
    path: str = typer.Argument(..., metavar="PATH", show_default=False, help="The file's path in the repository, for messages (git's %P)."),
    marker_size: int = typer.Option(DEFAULT_MARKER_SIZE, "--marker-size", min=1, max=MAX_MARKER_SIZE, metavar="N",
                                    help="Characters per conflict marker (git's %L)."),
    base_label: str = typer.Option(None, "--base-label", metavar="NAME", show_default=False,
                                   help="What the base is called after `|||||||` (git's %S; default: base)."),
    ours_label: str = typer.Option(None, "--ours-label", metavar="NAME", show_default=False,
                                   help="What our version is called after `<<<<<<<` (git's %X; default: ours)."),
    theirs_label: str = typer.Option(None, "--theirs-label", metavar="NAME", show_default=False,
                                     help="What their version is called after `>>>>>>>` (git's %Y; default: theirs)."),
    style: ConflictStyle = typer.Option(None, "--conflict-style", metavar="merge|diff3|zdiff3", show_default=False,
                                        help="How conflicts are written (default: git's merge.conflictStyle, else merge)."),
) -> None:
    """Merge a card file by card id, as git's merge driver: edits to different cards, fields or
    questions merge cleanly; the same one changed both ways gets conflict markers and exit 1.
    Set it up in a repository with this command (one line, to copy whole):

    \b
    git config merge.deckctl.driver "deckctl merge %O %A %B %P --marker-size %L --base-label %S --ours-label %X --theirs-label %Y"
    """
    from deckctl.merge.driver import merge_files
    from deckctl.merge.markers import Markers, configured_style, label

    for name, file in (("BASE", base), ("OURS", ours), ("THEIRS", theirs)):
        if not file.is_file():
            raise usage_error(f"{name}: no such file: {file}")
    markers = Markers(style=style.value if style else configured_style(), size=marker_size,
                      ours=label(ours_label, "ours"), base=label(base_label, "base"),
                      theirs=label(theirs_label, "theirs"))
    result = merge_files(base, ours, theirs, path, markers)
    write_findings(result.diagnostics, sys.stderr)
    if result.conflicts:
        say(f"{path}: {result.summary}")
    raise typer.Exit(exit_codes.INVALID if result.conflicts else exit_codes.OK)
