"""`deckctl build`: the whole pipeline on every deck, as `make build` runs it."""

from __future__ import annotations

import os
import sys
from contextlib import contextmanager
from pathlib import Path

import typer

from deckctl.cli.common import FORMAT_OPTION, Format, environment_error, plural, print_diagnostics, usage_error
from deckctl.core import exit_codes


def build_command(
    paths: list[Path] = typer.Argument(None, metavar="PATH", show_default=False, help="Decks or folders of decks (default: decks/)."),
    out: Path = typer.Option(Path("build"), "--out", "-o", metavar="DIR", help="Output folder."),
    jobs: int = typer.Option(None, "--jobs", "-j", min=1, metavar="N", show_default=False,
                             help="Processes to build on (default: one per CPU core)."),
    force: bool = typer.Option(False, "--force", help="Build every deck, even those that are up to date."),
    fmt: Format = FORMAT_OPTION,
) -> None:
    """Validate every deck, then write the outputs of those that changed; nothing is written if
    any deck has errors."""
    from deckctl.build.pipeline import build
    from deckctl.engine.simulate import default_jobs
    from deckctl.io.discover import PathNotFound

    try:
        with _progress() as progress:
            report = build(paths or [Path("decks")], out, jobs or default_jobs(), force, progress)
    except PathNotFound as exc:
        raise usage_error(f"no such file or folder: {exc}") from None
    except OSError as exc:
        raise environment_error(exc) from None
    for warning in report.warnings:
        print(f"deckctl: warning: {warning}", file=sys.stderr)
    if report.failure:
        errors = sum(1 for d in report.diagnostics if d.is_error)
        why = ("some cards cannot be printed as asked" if report.failure == "print"
               else plural(errors, "error"))
        print_diagnostics(report.diagnostics, fmt, f"build stopped: {why}; nothing written")
        raise typer.Exit(exit_codes.INVALID)
    print_diagnostics(report.diagnostics, fmt)
    # with --format json, standard output holds the findings' JSON alone
    stream = sys.stderr if fmt in (Format.json, Format.sarif) else sys.stdout
    _table(report.rows, stream)
    stream.flush()  # the table first: on a shared screen the notes must not cut into it
    for deck_id, note in report.notes:
        print(f"note: {deck_id}: {note}", file=sys.stderr)
    if not report.built:
        summary = f"all {plural(report.decks, 'deck')} up to date in {out}/ (nothing written)"
    else:
        fresh = report.decks - report.built
        summary = (f"built {plural(report.built, 'deck')}" + (f" ({fresh} up to date)" if fresh else "")
                   + f", {plural(report.cards, 'card')} into {out}/")
    print(summary, file=stream)
    raise typer.Exit(exit_codes.OK)


def _interactive() -> bool:
    """A person watching a terminal, not a log: no bar in CI or when standard error is piped."""
    return sys.stderr.isatty() and not os.environ.get("CI") and os.environ.get("TERM") != "dumb"


@contextmanager
def _progress():
    """On a terminal, a bar on standard error (decks done of all, the deck being built, elapsed
    and remaining time); otherwise one plain line per deck built. Yields the pipeline's callback."""
    if not _interactive():
        def plain(done: int, total: int, finished: str, current: str) -> None:
            if finished:
                print(f"[{done}/{total}] {finished}", file=sys.stderr, flush=True)

        yield plain
        return
    from rich.console import Console
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeElapsedColumn,
        TimeRemainingColumn,
    )

    console = Console(stderr=True)
    console.width = console.width - 3  # room for an echoed ^C: a full line would wrap
    # bar, "12/50 decks", elapsed, "0:00:41 left", then the deck(s) being built in what room is left
    bar_width = max(8, min(30, console.width // 5))
    columns = (BarColumn(bar_width=bar_width), MofNCompleteColumn(), TextColumn("decks"), TimeElapsedColumn(),
               TimeRemainingColumn(), TextColumn("left  {task.description}"))
    room = max(console.width - bar_width - 44, 8)
    with Progress(*columns, console=console, transient=True) as bar:
        task = bar.add_task("", total=None)

        def update(done: int, total: int, finished: str, current: str) -> None:
            shown = current if len(current) <= room else current[:room - 1] + "…"
            bar.update(task, completed=done, total=total, description=shown)

        yield update


def _table(rows, stream) -> None:
    """Deck, language, cards, outputs and whether they were built: a table on a terminal, plain
    columns otherwise."""
    if not rows:
        return
    status = ["built" if row.built else "up to date" for row in rows]
    if stream.isatty() and not os.environ.get("CI"):
        from rich.console import Console
        from rich.table import Table

        console = Console(file=stream)
        longest = max(len(row.deck) for row in rows)
        table = Table(box=None, pad_edge=False)
        table.add_column("deck", overflow="fold", min_width=min(longest, max(console.width - 36, 10)))
        table.add_column("lang")
        table.add_column("cards", justify="right")
        table.add_column("", no_wrap=True)
        table.add_column("outputs", no_wrap=True, overflow="ellipsis")  # the first to give way
        for row, state in zip(rows, status):
            table.add_row(row.deck, row.language, f"{row.cards:,}",
                          f"[green]{state}[/]" if row.built else f"[dim]{state}[/]", _outputs(row.outputs))
        console.print(table)
        return
    width = max(len(row.deck) for row in rows)
    for row, state in zip(rows, status):
        print(f"{row.deck:<{width}}  {row.language:<5} {row.cards:>6} cards  {state:<10}  {_outputs(row.outputs)}",
              file=stream)


def _outputs(files: list[str]) -> str:
    """The file names (they are in <out>/<deck-id>/<language>/, as the summary line says)."""
    return ", ".join(name.rsplit("/", 1)[-1] for name in files)
