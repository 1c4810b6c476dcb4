"""`deckctl validate`: check decks against their game's schema and rules."""

from __future__ import annotations

from pathlib import Path

import typer

from deckctl.cli.common import (FORMAT_OPTION, JOBS_OPTION, SKIP_OUTSIDE_DECKS_OPTION, Format, check_decks,
                                default_decks, in_decks, plural, print_diagnostics, usage_error)
from deckctl.core import exit_codes
from deckctl.core.diagnostics import Severity, tally


def validate_command(
    paths: list[Path] = typer.Argument(None, metavar="PATH", show_default=False, help="Decks, folders of decks or card files (default: decks/)."),
    fmt: Format = FORMAT_OPTION,
    jobs: int = JOBS_OPTION,
    skip_outside_decks: bool = SKIP_OUTSIDE_DECKS_OPTION,
    fix: bool = typer.Option(False, "--fix", hidden=True),  # (only to say which commands fix)
) -> None:
    """Check every card of every deck and report all errors at once."""
    if fix:
        raise usage_error("validate only checks, it changes no file",
                          hint="`deckctl lint --fix` repairs mis-encoded text, stray spaces and control characters; "
                          "`deckctl fmt` rewrites the files in one layout; the other errors name what to change")
    if skip_outside_decks and (paths := in_decks(paths or [])) is None:
        raise typer.Exit(exit_codes.OK)
    result = check_decks(default_decks(paths), jobs)
    errors = tally(result.diagnostics, Severity.ERROR)  # (those a closing finding stands for included)
    warnings = tally(result.diagnostics, Severity.WARNING) + tally(result.diagnostics, Severity.INFO)
    files = len({d.file for d in result.diagnostics if d.is_error})
    checked = f"{plural(len(result.decks), 'deck')}, {plural(result.card_count, 'valid card')}"
    if errors:
        summary = f"{plural(errors, 'error')} in {plural(files, 'file')} ({checked})"
    else:
        summary = f"all valid: {checked}" + (f", {plural(warnings, 'warning')}" if warnings else "")
    print_diagnostics(result.diagnostics, fmt, summary)
    raise typer.Exit(exit_codes.INVALID if errors else exit_codes.OK)
