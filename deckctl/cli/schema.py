"""`deckctl schema`: write the JSON Schemas, or check that the committed ones are current."""

from __future__ import annotations

import sys
from pathlib import Path

import typer

from deckctl.cli.common import environment_error, existing
from deckctl.core import exit_codes


def schema_command(
    check: bool = typer.Option(False, "--check", help="Fail if the files differ from the models; write nothing."),
    directory: Path = typer.Option(Path("schemas"), "--dir", metavar="DIR", help="Where the schemas live."),
) -> None:
    """Generate the JSON Schemas for deck.yaml, card files and bundles from the models."""
    from deckctl.export.schemas import generate, render
    from deckctl.io.atomic import write_atomic

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
            print(f"wrote {path}", file=sys.stderr)
    for path in orphans:
        print(f"{path}: no model makes this schema; delete it", file=sys.stderr)
    if check and (stale or orphans):
        for path, exists in stale:
            print(f"{path}: {'out of date with the models' if exists else 'missing'}", file=sys.stderr)
        if stale:
            print(f"write them with `{_writing_command(directory)}`, then commit them", file=sys.stderr)
        raise typer.Exit(exit_codes.INVALID)
    if check:
        print(f"schemas in {directory} are up to date", file=sys.stderr)


def _writing_command(directory: Path) -> str:
    """The command that writes the schemas checked in `directory` (the default folder unnamed)."""
    import shlex

    return "deckctl schema" if directory == Path("schemas") else f"deckctl schema --dir {shlex.quote(str(directory))}"
