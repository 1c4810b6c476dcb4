"""`deckctl stats`: a deck's cards by category, area, level and value, and its translations."""

from __future__ import annotations

import json
import os
import sys
from enum import Enum
from pathlib import Path

import typer

from deckctl.cli.common import default_decks, plural, say, shown, usage_error, write_findings
from deckctl.core import exit_codes
from deckctl.core.printable import json_for


class StatsFormat(str, Enum):
    text = "text"
    json = "json"


def stats_command(
    paths: list[Path] = typer.Argument(None, metavar="PATH", show_default=False,
                                       help="Decks, folders of decks or card files (default: decks/)."),
    fmt: StatsFormat = typer.Option(StatsFormat.text, "--format", "-f", metavar="text|json",
                                    help="How to print the counts: text or json (a list, one entry per deck)."),
) -> None:
    """Count each deck's cards by category, area, level and value against the published box, and
    show how much of it each language translates."""
    from deckctl.io.discover import PathNotFound, discover, display_path
    from deckctl.report.stats import deck_stats
    from deckctl.validate.deck import duplicate_deck_ids, load_deck, summarize

    try:
        found = discover(default_decks(paths))
    except PathNotFound as exc:
        raise usage_error(f"no such file or folder: {shown(str(exc))}") from None
    counted, errors, invalid, summaries = [], list(found.diagnostics), [], []
    for folder in found.decks:  # (sorted: the same order on every run)
        loaded = load_deck(folder)
        summaries.append(summarize(loaded))
        if loaded.ok:
            counted.append(deck_stats(loaded))
        else:
            errors += [d for d in loaded.diagnostics if d.is_error]
            invalid.append(display_path(folder))
    # (both counted: each is whole; but their outputs would share a folder, as validate says)
    errors += duplicate_deck_ids(summaries)
    if fmt is StatsFormat.json:
        print(json_for(sys.stdout, json.dumps([stats.to_json() for stats in counted], indent=2, ensure_ascii=False)))
    elif sys.stdout.isatty() and not os.environ.get("CI"):
        for number, stats in enumerate(counted):
            _rich(stats, first=number == 0)
    elif counted:
        print("\n\n".join(_plain(stats) for stats in counted))
    if errors:
        sys.stdout.flush()  # the counts first, then what kept the other decks out
        write_findings(errors, sys.stderr)  # (wrapped at spaces on a terminal, as every command's)
        if invalid:
            say(f"not counted, {plural(len(invalid), 'deck')} with errors: {', '.join(invalid)}; "
                "fix them (deckctl validate) to count their cards")
        raise typer.Exit(exit_codes.INVALID)


def _headline(stats) -> str:
    line = f"{stats.deck} ({stats.game_title}): {stats.cards:,} card{'' if stats.cards == 1 else 's'}"
    if stats.box:
        share = 100.0 * stats.cards / stats.box.cards
        # A new deck's few cards are not 0% of the box.
        line += f", {'under 1' if 0 < share < 0.5 else f'{share:.0f}'}% of the box's {stats.box.cards:,}"
        if stats.box.note:
            line += f" ({stats.box.note})"
    return line


def _rows(stats) -> list[tuple[str, list[str], list[list[str]]]]:
    """(title, column names, rows) of every table, the same for plain and rich output."""
    tables = []
    for group in stats.groups:
        columns = [group.name, "cards"] + (["box"] if group.box_each else [])
        rows = [[value, f"{count:,}"] + ([f"{group.box_each:,}"] if group.box_each else [])
                for value, count in group.counts]
        tables.append((f"by {group.name}", columns, rows))
    if stats.coverage:
        rows = [[c.language, f"{c.translated:,}/{c.total:,}", f"{c.percent:.0f}%", f"{c.fuzzy:,}", f"{c.missing:,}"]
                for c in stats.coverage]
        tables.append(("translations", ["lang", "texts", "done", "fuzzy", "missing"], rows))
    return tables


def _plain(stats) -> str:
    parts = [_headline(stats)]
    for _, columns, rows in _rows(stats):
        widths = [max(len(str(cell)) for cell in column) for column in zip(columns, *rows)]
        lines = []
        for row in [columns, *rows]:
            cells = [row[0].ljust(widths[0])] + [cell.rjust(width) for cell, width in zip(row[1:], widths[1:])]
            lines.append("  ".join(cells).rstrip())
        parts.append("\n".join(lines))
    if not stats.coverage:
        parts.append("no translations (locales/*.po)")
    return "\n\n".join(parts)


def _rich(stats, first: bool = True) -> None:
    from rich.console import Console
    from rich.table import Table

    console = Console(highlight=False)
    if not first:
        console.print()
    console.print(_headline(stats), style="bold", markup=False)
    for title, columns, rows in _rows(stats):
        table = Table(title=title, title_justify="left", box=None, pad_edge=False)
        table.add_column(columns[0], overflow="fold")
        for name in columns[1:]:
            table.add_column(name, justify="right", no_wrap=True)
        for row in rows:
            table.add_row(*row)
        console.print()
        console.print(table)
    if not stats.coverage:
        console.print("\nno translations (locales/*.po)", style="dim")
