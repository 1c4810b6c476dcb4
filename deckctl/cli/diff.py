"""`deckctl diff`: cards added, removed, moved and changed between two versions of the decks."""

from __future__ import annotations

import sys
from enum import Enum
from pathlib import Path

import typer

from deckctl.cli.common import usage_error
from deckctl.core import exit_codes


class DiffFormat(str, Enum):
    text = "text"
    json = "json"


def diff_command(
    revisions: list[str] = typer.Argument(None, metavar="REV", show_default=False,
                                          help="Up to two git revisions, or two paths (files or deck folders)."),
    fmt: DiffFormat = typer.Option(DiffFormat.text, "--format", "-f", metavar="text|json",
                                   help="How to print the changes: text or json."),
    textconv: Path = typer.Option(None, "--textconv", metavar="FILE", show_default=False,
                                  help="Print one card file field by field (for git's textconv)."),
) -> None:
    """Compare decks card by card: no REV compares the working tree with HEAD, one REV the
    working tree with REV, two REVs (or two paths) each other."""
    from deckctl import report
    from deckctl.diff.compare import compare
    from deckctl.diff.render import as_json, text
    from deckctl.diff.sides import SideError, resolve
    from deckctl.diff.textconv import textconv as as_lines

    if textconv is not None:
        if revisions:
            raise usage_error("--textconv takes one file and no revisions")
        if not textconv.is_file():
            raise usage_error(f"no such file: {textconv}")
        output, problems = as_lines(textconv)
        sys.stdout.write(output)
        if problems:
            print(report.text(problems), file=sys.stderr)
        return
    try:
        old, new = resolve(list(revisions or []), Path.cwd())
    except SideError as exc:
        raise usage_error(str(exc)) from None
    diffs = compare(old, new)
    problems = [p for deck in diffs for p in deck.problems]
    if fmt is DiffFormat.json:
        print(as_json(diffs, old.label, new.label))
    elif diffs:
        print(text(diffs))
    else:
        print(f"no card or translation changes ({old.label} -> {new.label})", file=sys.stderr)
    if problems:
        print(report.text(problems), file=sys.stderr)
        raise typer.Exit(exit_codes.INVALID)
