"""`deckctl lint`: advice on valid decks (style, balance, printability), beyond the schema."""

from __future__ import annotations

import sys
from pathlib import Path

import typer

from deckctl.cli.common import (FORMAT_OPTION, JOBS_OPTION, SKIP_OUTSIDE_DECKS_OPTION, Format, check_decks,
                                default_decks, environment_error, in_decks, named, plural, print_diagnostics,
                                shown_line)
from deckctl.core import exit_codes
from deckctl.core.diagnostics import Severity, tally


def lint_command(
    paths: list[Path] = typer.Argument(None, metavar="PATH", show_default=False, help="Decks, folders of decks or card files (default: decks/)."),
    fmt: Format = FORMAT_OPTION,
    strict: bool = typer.Option(False, "--strict", help="Exit 1 on warnings too, not only on errors."),
    list_rules: bool = typer.Option(False, "--list-rules", help="Print every rule with its documentation and exit."),
    fix: bool = typer.Option(False, "--fix", help="Repair mis-encoded text, stray spaces and control characters in "
                             "place (comments and order kept, like fmt), then report what is left."),
    jobs: int = JOBS_OPTION,
    skip_outside_decks: bool = SKIP_OUTSIDE_DECKS_OPTION,
) -> None:
    """Check decks for likely mistakes: repeats, give-aways, garbled or unprintable text, balance,
    texts that barely fit (the valid cards of a deck with errors too)."""
    if list_rules:
        from deckctl.lint.docs import rules_markdown

        print(rules_markdown(), end="")
        raise typer.Exit(exit_codes.OK)
    if skip_outside_decks and (paths := in_decks(paths or [])) is None:
        raise typer.Exit(exit_codes.OK)
    paths = default_decks(paths)
    result = check_decks(paths, jobs, lint=True)
    fix_problems = []
    if fix:
        from deckctl.lint.fix import apply

        try:
            # every repair, those of the findings left out of the report too (core/finding_cap.py);
            # validate's control-character errors carry a repair too
            repairs = apply(result.diagnostics)
        except OSError as exc:
            raise environment_error(exc) from None
        fix_problems = repairs.diagnostics
        for file in repairs.files:
            print(shown_line(f"fixed {named(file)}"), file=sys.stderr)  # (a deck folder's name may hold any bytes)
        if repairs.files:
            print(f"{plural(repairs.fixed, 'text')} repaired in {plural(len(repairs.files), 'file')}", file=sys.stderr)
            result = check_decks(paths, jobs, lint=True)  # what is left, with the new lines and columns
    diagnostics = [*result.diagnostics, *fix_problems]
    errors = tally(diagnostics, Severity.ERROR)  # (those a closing finding stands for included)
    warnings = tally(diagnostics, Severity.WARNING)
    skipped = len(result.decks) - result.linted
    summary = f"{plural(errors, 'error')}, {plural(warnings, 'warning')} ({plural(result.linted, 'deck')} linted"
    summary += f", {skipped} not linted: fix their deck.yaml first)" if skipped else ")"
    print_diagnostics(diagnostics, fmt, summary)
    failed = errors or (strict and warnings)
    raise typer.Exit(exit_codes.INVALID if failed else exit_codes.OK)
