"""The `deckctl` command line: argument parsing, exit codes and printing, nothing else.

Each command is a thin wrapper over a typed function; heavy modules are imported inside the
commands so that `deckctl --help` starts quickly.
"""

from __future__ import annotations

import gc
import os
import sys

import typer

from deckctl import __version__
from deckctl.cli import (
    build,
    diff,
    export,
    fmt,
    games,
    i18n,
    init,
    lint,
    merge,
    pdf,
    play,
    proof,
    schema,
    sheet,
    simulate,
    stats,
    validate,
)
from deckctl.cli.common import environment_error, error, shown_line
from deckctl.cli.help import Command, Group
from deckctl.core import exit_codes
from deckctl.core.printable import escape_unencodable
from deckctl.core.signals import Terminated, exit_stopped, stop_that_came
from deckctl.core.workers import WorkerDied



class Application(Group):
    """The root command. Ctrl-C and SIGTERM end any command with one line, "interrupted" or
    "terminated", and 130 or 143 (core/signals.exit_stopped); typer would turn a KeyboardInterrupt
    into a silent exit 130 (wherever it catches one: while it parses the command line, around the
    command's end), so that one is taken back from it here."""

    def main(self, *args, **kwargs):
        try:
            try:
                return super().main(*args, **kwargs)
            except SystemExit as end:
                kept = _interrupt_kept_by_typer(end)
                if kept is None:
                    raise
                raise kept from None
        except (KeyboardInterrupt, Terminated) as stop:
            exit_stopped(stop)

    def invoke(self, ctx):
        _check_source_date()
        _ignore_impossible_terminal_size()
        return super().invoke(ctx)


def _interrupt_kept_by_typer(end: SystemExit) -> KeyboardInterrupt | None:
    """The KeyboardInterrupt typer ended `end` for: it raises its Exit(130) from it, then exits
    with that code. (A command that says it was interrupted exits `from None`: not one of these.)"""
    cause = getattr(end.__context__, "__cause__", None)
    return cause if isinstance(cause, KeyboardInterrupt) else None


# More columns or lines than any terminal has: COLUMNS or LINES past it is taken as unset (the
# terminal's own size is used), as one that is no number is. COLUMNS of 10^23 had ended `play`
# with an internal error (rich's rule), 10^8 drew a line of 100 million characters.
MAX_TERMINAL_CELLS = 10_000


def _ignore_impossible_terminal_size() -> None:
    for name in ("COLUMNS", "LINES"):
        value = os.environ.get(name, "").strip()
        if value.isascii() and value.isdigit() and (len(value) > 5 or int(value) > MAX_TERMINAL_CELLS):
            del os.environ[name]


def _check_source_date() -> None:
    """A malformed SOURCE_DATE_EPOCH is a usage error before any command runs: a reproducible
    build must not go on with another date than the one asked for (and reportlab, which reads the
    variable for every PDF, must only ever see a checked one)."""
    from deckctl.core.source_date import HINT, MalformedSourceDate, source_date

    try:
        source_date()
    except MalformedSourceDate as exc:
        error(str(exc), HINT)
        raise typer.Exit(exit_codes.USAGE) from None


app = typer.Typer(
    name="deckctl",
    cls=Application,
    rich_markup_mode=None,
    help="Validate, print and play quiz board game decks kept as YAML.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    context_settings={"help_option_names": ["-h", "--help"]},
)


def _version(value: bool) -> None:
    if value:
        print(f"deckctl {__version__}")
        raise typer.Exit()


@app.callback()
def main(
    version: bool = typer.Option(False, "--version", callback=_version, is_eager=True,
                                 help="Print the version and exit."),
) -> None:
    """deckctl: the toolkit for quiz board game decks."""


# The command list of `deckctl --help` shows these; short enough not to be cut at 60 columns.
app.command("validate", cls=Command, short_help="Check decks against their schemas.")(validate.validate_command)
app.command("lint", cls=Command, short_help="Find likely mistakes in valid decks.")(lint.lint_command)
app.command("build", cls=Command, short_help="Validate, then write bundles and PDFs.")(build.build_command)
app.command("schema", cls=Command, short_help="Write or check the JSON Schemas.")(schema.schema_command)
app.command("fmt", cls=Command, short_help="Rewrite deck sources in one layout.")(fmt.fmt_command)
app.command("init", cls=Command, short_help="Create a deck repository to edit.")(init.init_command)
app.add_typer(init.new_app, name="new", short_help="Add a deck or a card to fill in.")
app.command("stats", cls=Command, short_help="Count cards against the box.")(stats.stats_command)
app.command("diff", cls=Command, short_help="Show card changes between revisions.")(diff.diff_command)
app.command("merge", cls=Command, short_help="Merge card files by id (git driver).")(merge.merge_command)
app.add_typer(export.app, name="export", short_help="Write bundles, PDFs and sheets.")
app.add_typer(sheet.import_app, name="import", short_help="Merge a spreadsheet into a deck.")
app.command("play", cls=Command, short_help="Play a game in the terminal.")(play.play_command)
app.command("simulate", cls=Command, short_help="Play many games with bots.")(simulate.simulate_command)
app.command("replay", cls=Command, short_help="Check a logged game step by step.")(play.replay_command)
app.command("games", cls=Command, short_help="List games, players and options.")(games.games_command)
app.command("preview", cls=Command, short_help="Render one card to a PNG.")(pdf.preview_command)
app.command("proof", cls=Command, short_help="Write a web page of every card, with findings.")(proof.proof_command)
app.add_typer(i18n.app, name="i18n", short_help="Translate decks (gettext catalogs).")

def _collect_garbage_rarely() -> None:
    """A run builds many long-lived objects (parsed sources, card models, layout caches) and
    almost no reference cycles, so Python's default collector thresholds make it walk the same
    objects again and again: about a fifth of a large export's time. Freeze what the imports
    made (never garbage; forked workers then share those pages untouched) and collect young
    objects less often; cycles are still collected, only later."""
    gc.freeze()
    gc.set_threshold(100_000, 10, 10)


def run() -> None:
    _collect_garbage_rarely()
    for stream in (sys.stdout, sys.stderr):  # (a locale that is not UTF-8: never an internal error)
        escape_unencodable(stream)
    try:
        app()  # (Ctrl-C or SIGTERM before typer's start or after its end: deckctl.__main__)
    except WorkerDied as exc:  # killed from outside (out of memory...): not a bug in deckctl
        error(f"{exc}; the run stopped")
        sys.exit(exit_codes.INVALID)
    except BrokenPipeError:  # the reader of our output stopped early: deckctl.__main__ ends quietly
        raise
    except OSError as exc:  # the machine, not the input: a full disk, a missing font file, no permission
        if os.environ.get("DECKCTL_DEBUG"):
            raise
        environment_error(exc, "read or write")  # (the file named as typed: a byte not UTF-8 as `\xff`)
        sys.exit(exit_codes.ENVIRONMENT)
    except Exception as exc:  # a bug in deckctl, not in the input: say so without a wall of text
        if (stop := stop_that_came()) is not None:  # (Ctrl-C or SIGTERM, turned into an error by a library)
            exit_stopped(stop)
        if os.environ.get("DECKCTL_DEBUG"):
            raise
        # (the exception's words may quote a deck's text or a file's name: shown as findings are)
        print(shown_line(f"deckctl: internal error: {type(exc).__name__}: {exc}") + "\n"
              "This is a bug in deckctl; run again with DECKCTL_DEBUG=1 for details.", file=sys.stderr)
        sys.exit(70)
