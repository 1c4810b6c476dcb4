"""The `deckctl` command line: argument parsing, exit codes and printing, nothing else.

Each command is a thin wrapper over a typed function; heavy modules are imported inside the
commands so that `deckctl --help` starts quickly.
"""

from __future__ import annotations

import os
import sys

import typer

from deckctl import __version__
from deckctl.cli import build, export, fmt, i18n, lint, pdf, play, schema, validate
from deckctl.cli.help import Command, Group

app = typer.Typer(
    name="deckctl",
    cls=Group,
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


app.command("validate", cls=Command)(validate.validate_command)
app.command("lint", cls=Command)(lint.lint_command)
app.command("build", cls=Command)(build.build_command)
app.command("schema", cls=Command)(schema.schema_command)
app.command("fmt", cls=Command)(fmt.fmt_command)
app.add_typer(export.app, name="export")
app.command("play", cls=Command)(play.play_command)
app.command("simulate", cls=Command)(play.simulate_command)
app.command("replay", cls=Command)(play.replay_command)
app.command("preview", cls=Command)(pdf.preview_command)
app.add_typer(i18n.app, name="i18n")


def run() -> None:
    try:
        app()
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        sys.exit(130)
    except Exception as exc:  # a bug in deckctl, not in the input: say so without a wall of text
        if os.environ.get("DECKCTL_DEBUG"):
            raise
        print(f"deckctl: internal error: {type(exc).__name__}: {exc}\n"
              "This is a bug in deckctl; run again with DECKCTL_DEBUG=1 for details.", file=sys.stderr)
        sys.exit(70)
