"""`deckctl schema`: write the JSON Schemas, or check that the committed ones are current."""

from __future__ import annotations

import sys
from pathlib import Path

import typer

from deckctl.cli.common import environment_error, existing, shown, shown_line
from deckctl.core import exit_codes

SCHEMAS = "schemas"


def schema_command(
    check: bool = typer.Option(False, "--check", help="Fail if the files differ from the models; write nothing."),
    directory: Path = typer.Option(None, "--dir", metavar="DIR", show_default=False,
                                   help=f"Where the schemas live (default: {SCHEMAS}/, beside decks/)."),
) -> None:
    """Generate the JSON Schemas for deck.yaml, card files and bundles from the models."""
    from deckctl.export.schemas import generate, render
    from deckctl.io.atomic import write_atomic
    from deckctl.io.discover import defaults_folder

    given = directory is not None
    if directory is None:  # (from a folder below the repository's top, the top's: never among a deck's files)
        directory = defaults_folder() / SCHEMAS
    if check:  # the schemas to check are given: a folder that is not there is a command line error
        existing(directory, "folder")
    stale = []  # (path, whether it exists)
    schemas = generate()
    # A schema file no model makes any more (a renamed or removed game) would mislead editors.
    orphans = sorted(p for p in directory.glob("*.schema.json") if p.name not in schemas) if directory.is_dir() else []
    for name, schema in schemas.items():
        path = directory / name
        text = render(schema)
        current = path.read_text(encoding="utf-8") if path.is_file() else None
        if current == text:
            continue
        stale.append((path, current is not None))
        if not check:
            try:  # (a committed `schemas` link is not written through)
                write_atomic(path, text.encode("utf-8"), inside=directory)
            except OSError as exc:
                raise environment_error(exc) from None
            print(shown_line(f"wrote {shown(path)}"), file=sys.stderr)
    for path in orphans:
        # (a file committed in the folder: its name may hold any bytes, git commits them)
        print(shown_line(f"{shown(path)}: no model makes this schema; delete it"), file=sys.stderr)
    if check and (stale or orphans):
        for path, exists in stale:
            print(shown_line(f"{shown(path)}: {'out of date with the models' if exists else 'missing'}"),
                  file=sys.stderr)
        if stale:
            print(shown_line(f"write them with `{_writing_command(directory, given)}`, then commit them"),
                  file=sys.stderr)
        raise typer.Exit(exit_codes.INVALID)
    if check:
        print(shown_line(f"schemas in {shown(directory)} are up to date"), file=sys.stderr)


def _writing_command(directory: Path, given: bool) -> str:
    """The command that writes the schemas checked in `directory` (the default folder unnamed)."""
    import shlex

    return ("deckctl schema" if not given or directory == Path(SCHEMAS)
            else f"deckctl schema --dir {shlex.quote(str(directory))}")
