"""`deckctl build`: the whole pipeline on every deck, as `make build` runs it."""

from __future__ import annotations

import os
import sys
from contextlib import contextmanager
from pathlib import Path

import typer

from deckctl.cli.common import (
    FORMAT_OPTION,
    Format,
    default_decks,
    default_out,
    environment_error,
    fitted,
    jobs_option,
    plural,
    print_diagnostics,
    shown,
    shown_line,
    usage_error,
)
from deckctl.core import exit_codes
from deckctl.core.diagnostics import count_errors

DEFAULT_OUT = "build"
READING = "reading the decks"  # the bar's text until the pipeline knows what to build


def build_command(
    paths: list[Path] = typer.Argument(None, metavar="PATH", show_default=False, help="Decks or folders of decks (default: decks/)."),
    out: Path = typer.Option(None, "--out", "-o", metavar="DIR", show_default=False,
                             help=f"Output folder (default: {DEFAULT_OUT}/, beside decks/ when no PATH is given)."),
    jobs: int = jobs_option("Processes to build on"),
    force: bool = typer.Option(False, "--force", help="Build every deck, even those that are up to date."),
    fmt: Format = FORMAT_OPTION,
) -> None:
    """Validate every deck, then write the outputs of those that changed; nothing is written if
    any deck has errors."""
    from deckctl.build.pipeline import build
    from deckctl.core.signals import stop_signals_raise
    from deckctl.engine.simulate import default_jobs
    from deckctl.io.discover import PathNotFound
    from deckctl.io.paths import out_holding_inputs, out_in_deck

    given = out is not None
    out = default_out(out, DEFAULT_OUT, paths)
    paths = default_decks(paths)
    refused = out_in_deck(out, given, DEFAULT_OUT, "the built files", "the outputs") or \
        out_holding_inputs(out, paths, given, DEFAULT_OUT, "the built files", "the outputs")
    if refused is not None:  # (said before anything is read or written, the cache too)
        raise usage_error(refused.message, refused.hint)
    try:
        # SIGTERM (a CI job cancelled, a container stopped) unwinds the build as Ctrl-C does, so
        # that its staging folder goes and the output folder stays as it was (the application
        # says "terminated" or "interrupted": core/signals.exit_stopped).
        with stop_signals_raise(), _progress() as progress:
            report = build(paths, out, jobs or default_jobs(), force, progress)
    except PathNotFound as exc:
        raise usage_error(f"no such file or folder: {shown(str(exc))}") from None
    except OSError as exc:
        _refuse_folder_in_the_way(exc, out)
        raise environment_error(exc) from None
    for warning in report.warnings:
        print(shown_line(f"deckctl: warning: {warning}"), file=sys.stderr)
    if report.failure:
        errors = count_errors(report.diagnostics)
        why = ("some cards cannot be printed as asked" if report.failure == "print"
               else plural(errors, "error"))
        print_diagnostics(report.diagnostics, fmt, f"build stopped: {why}; nothing written")
        raise typer.Exit(exit_codes.INVALID)
    print_diagnostics(report.diagnostics, fmt)
    # with --format json, standard output holds the findings' JSON alone
    stream = sys.stderr if fmt in (Format.json, Format.sarif) else sys.stdout
    _table(report.rows, stream)
    stream.flush()  # the table first: on a shared screen the notes must not cut into it
    _notes(report.notes, sys.stderr)
    _removed(report.removed, out, stream)
    gone = f"; removed {plural(len(report.removed), 'old output')}" if report.removed else ""
    if not report.built:
        summary = (f"all {plural(report.decks, 'deck')} up to date in {shown(out)}/"
                   + (gone if gone else " (nothing written)"))
    else:
        fresh = report.decks - report.built
        summary = (f"built {plural(report.built, 'deck')}" + (f" ({fresh} up to date)" if fresh else "")
                   + f", {plural(report.cards, 'card')} into {shown(out)}/{gone}")
    print(fitted(summary, stream, ""), file=stream)
    raise typer.Exit(exit_codes.OK)


def _refuse_folder_in_the_way(exc: OSError, out: Path) -> None:
    """A folder where the build writes a file (`build/manifest.json`, checked before any deck is
    read, or an output) is the repository's bad input, not the machine's trouble: a located error
    with what to do, exit 1. (A link, named pipe or device there stays a refusal with exit 74,
    docs/security.md promise 7.)"""
    import stat

    from deckctl.build.cache import MANIFEST_NAME
    from deckctl.cli.common import error
    from deckctl.io.atomic import NotARegularFile

    if not isinstance(exc, NotARegularFile) or not exc.filename:
        return
    path = Path(exc.filename)
    try:
        if not stat.S_ISDIR(os.lstat(path).st_mode):
            return
    except OSError:
        return
    what = "its build manifest" if path == out / MANIFEST_NAME else "a deck's output"
    error(f"{shown(path)} is a folder: nothing written", f"remove it: deckctl writes {what} there")
    raise typer.Exit(exit_codes.INVALID)


def _interactive() -> bool:
    """A person watching a terminal, not a log: no bar in CI or when standard error is piped."""
    return sys.stderr.isatty() and not os.environ.get("CI") and os.environ.get("TERM") != "dumb"


@contextmanager
def _progress():
    """On a terminal, a bar on standard error (decks done of all, elapsed time, the time left,
    the deck being built); otherwise one plain line per deck built. Yields the pipeline's callback.

    Until the pipeline's first call the decks are being read and compared with the last build:
    the bar says so, with no count (not `0/?`) since how many there are is not known yet. The
    time left shows once a deck is built, when there is something to estimate it from."""
    if not _interactive():
        def plain(done: int, total: int, finished: str, current: str) -> None:
            if finished:
                # (a deck that fails to load is named by its folder, which may hold any bytes)
                print(shown_line(f"[{done}/{total}] {finished}"), file=sys.stderr, flush=True)

        yield plain
        return
    from rich.console import Console
    from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn

    from deckctl.cli.progress_columns import DoneOfAllColumn, Pace, TimeLeftColumn

    console = Console(stderr=True)
    console.width = console.width - 3  # room for an echoed ^C: a full line would wrap
    # bar, "12/50 decks", elapsed, "0:00:41 left", then the deck(s) being built in what room is left
    bar_width = max(8, min(30, console.width // 5))
    columns = (BarColumn(bar_width=bar_width), DoneOfAllColumn("decks"), TimeElapsedColumn(), TimeLeftColumn(),
               TextColumn("{task.description}", markup=False))
    room = max(console.width - bar_width - 44, 8)
    with Progress(*columns, console=console, transient=True) as bar:
        task = bar.add_task(READING, total=None)
        pace = Pace()

        def update(done: int, total: int, finished: str, current: str) -> None:
            current = shown_line(current)
            shown = current if len(current) <= room else current[:room - 1] + "…"
            # (a step shows at once: the count as soon as it is known, not at the next frame)
            bar.update(task, completed=done, total=total, description=shown, refresh=True,
                       **pace.fields(bar.get_time(), done, total))

        yield update


def _table(rows, stream) -> None:
    """Deck, language, cards, whether they were built and outputs: a table on a terminal, fitted
    to its width, every column under its header; plain columns otherwise."""
    if not rows:
        return
    status = ["built" if row.built else "up to date" for row in rows]
    # (a deck id from build/manifest.json, which the build does not check again, shown escaped)
    decks, languages = [shown_line(row.deck) for row in rows], [shown_line(row.language) for row in rows]
    if stream.isatty() and not os.environ.get("CI"):
        from rich.console import Console
        from rich.table import Table
        from rich.text import Text  # (not markup: `[x]` in an id is shown as it is)

        console = Console(file=stream)
        outputs = [_outputs(row.outputs) for row in rows]
        widths = _column_widths(decks, languages,
                                [f"{row.cards:,}" for row in rows], status, outputs, console.width)
        table = Table(box=None, pad_edge=False)
        # An id has no space to wrap at: cut with an ellipsis. "up to date" and the list of outputs
        # wrap at their spaces; a single file name too long for its column is cut.
        table.add_column(HEADERS[0], width=widths[0], no_wrap=True, overflow="ellipsis")
        table.add_column(HEADERS[1], width=widths[1], no_wrap=True, overflow="ellipsis")
        table.add_column(HEADERS[2], width=widths[2], justify="right", no_wrap=True)
        table.add_column(HEADERS[3], width=widths[3], overflow="ellipsis")
        table.add_column(HEADERS[4], width=widths[4], overflow="ellipsis")
        for row, deck, language, state, shown in zip(rows, decks, languages, status, outputs):
            table.add_row(Text(deck), Text(language), f"{row.cards:,}",
                          f"[green]{state}[/]" if row.built else f"[dim]{state}[/]", Text(shown))
        console.print(table)
        return
    width = max(len(deck) for deck in decks)
    for row, deck, language, state in zip(rows, decks, languages, status):
        print(f"{deck:<{width}}  {language:<5} {row.cards:>6} cards  {state:<10}  {_outputs(row.outputs)}",
              file=stream)


# The removed outputs a build names one by one; more are counted.
REMOVED_NAMED = 5


def _removed(removed: list[str], out: Path, stream) -> None:
    """The old outputs the build removed (a language whose catalog is gone, a deck's old id, images
    no longer asked for): a build that deletes files says which."""
    if not removed:
        return
    named = ", ".join(shown(str(out / path)) for path in removed[:REMOVED_NAMED])
    more = f" and {len(removed) - REMOVED_NAMED} more" if len(removed) > REMOVED_NAMED else ""
    print(shown_line(f"removed what no deck makes any more: {named}{more}"), file=stream)


def _notes(notes: list[tuple[str, str]], stream) -> None:
    """The layout notes, each once with the decks it is for (decks laid out alike share one), on
    a terminal wrapped to its width between phrases, the lines after the first indented."""
    import re

    from deckctl.report.layout import wrap_phrases

    decks: dict[str, list[str]] = {}
    for deck_id, note in notes:
        decks.setdefault(shown_line(note), []).append(shown_line(deck_id))
    for note, ids in decks.items():
        named = ", ".join(dict.fromkeys(ids))
        if not stream.isatty():
            print(f"note: {named}: {note}", file=stream)
            continue
        from deckctl.cli.common import terminal_width

        phrases = re.split(r"(?<=[,;:]) ", f"{named}: ") + re.split(r"(?<=[,;]) ", note)
        width = terminal_width(stream)  # (the notes' stream's, not standard output's)
        print(wrap_phrases([p for p in phrases if p], width, "note: ", "    "), file=stream)


GAP = 2  # between two columns of the table
MIN_DECK = 10  # a deck column narrower than this hardly names a deck
HEADERS = ("deck", "lang", "cards", "status", "outputs")


def _column_widths(decks: list[str], languages: list[str], cards: list[str], status: list[str],
                   outputs: list[str], width: int) -> list[int]:
    """The widths of the table's five columns in `width` characters. Each column is as wide as its
    longest entry where that fits; where it does not, the outputs wrap first (down to their
    longest file name), then the status (to its longest word), then the deck column narrows
    (ids are cut), then the outputs' names are cut, and last the deck column narrows further.
    No column is narrower than its header, so that every column keeps its header whole (a
    terminal too narrow even for the headers gets them all, and wraps the lines)."""
    def longest(header: str, cells: list[str]) -> int:
        return max(len(cell) for cell in [header, *cells])

    def longest_word(header: str, cells: list[str]) -> int:
        return max(len(word) for cell in [header, *cells] for word in cell.split())

    deck_header, lang_header, cards_header, status_header, outputs_header = HEADERS
    deck, lang, count = longest(deck_header, decks), longest(lang_header, languages), longest(cards_header, cards)
    state, files = longest(status_header, status), longest(outputs_header, outputs)
    room = width - lang - count - 4 * GAP  # for deck, state and outputs
    if deck + state + files > room:
        files = max(longest_word(outputs_header, outputs), room - deck - state)
    if deck + state + files > room:
        state = max(longest_word(status_header, status), room - deck - files)
    if deck + state + files > room:
        deck = max(min(deck, MIN_DECK), room - state - files)
    if deck + state + files > room:
        files = max(len(outputs_header), room - deck - state)
    if deck + state + files > room:
        deck = max(len(deck_header), room - state - files)
    return [deck, lang, count, state, files]


def _outputs(files: list[str]) -> str:
    """The file names (they are in <out>/<deck-id>/<language>/, as the summary line says); a
    folder of outputs (the card images) is named once, as `images/`."""
    names = [name.split("/", 2)[-1] for name in files]
    folders = (name.split("/", 1)[0] + "/" if "/" in name else name for name in names)
    return shown_line(", ".join(dict.fromkeys(folders)))
