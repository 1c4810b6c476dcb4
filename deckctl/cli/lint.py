"""`deckctl lint`: advice on valid decks (style, balance, printability), beyond the schema."""

from __future__ import annotations

from pathlib import Path

import typer

from deckctl.cli.common import FORMAT_OPTION, JOBS_OPTION, Format, check_decks, plural, print_diagnostics
from deckctl.core import exit_codes


def lint_command(
    paths: list[Path] = typer.Argument(None, metavar="PATH", show_default=False, help="Decks, folders of decks or card files (default: decks/)."),
    fmt: Format = FORMAT_OPTION,
    strict: bool = typer.Option(False, "--strict", help="Exit 1 on warnings too, not only on errors."),
    list_rules: bool = typer.Option(False, "--list-rules", help="Print every rule with its documentation and exit."),
    jobs: int = JOBS_OPTION,
) -> None:
    """Check valid decks for likely mistakes: repeats, give-aways, balance, texts that barely fit."""
    if list_rules:
        from deckctl.lint.docs import rules_markdown

        print(rules_markdown(), end="")
        raise typer.Exit(exit_codes.OK)
    result = check_decks(paths or [Path("decks")], jobs, lint=True)
    diagnostics = result.diagnostics
    errors = sum(1 for d in diagnostics if d.is_error)
    warnings = sum(1 for d in diagnostics if d.severity.value == "warning")
    skipped = len(result.decks) - result.linted
    summary = f"{plural(errors, 'error')}, {plural(warnings, 'warning')} ({plural(result.linted, 'deck')} linted"
    summary += f", {skipped} not linted: fix their deck.yaml first)" if skipped else ")"
    print_diagnostics(diagnostics, fmt, summary)
    failed = errors or (strict and warnings)
    raise typer.Exit(exit_codes.INVALID if failed else exit_codes.OK)
