"""`deckctl proof`: every card as it prints, with its findings, as a web page (or served live)."""

from __future__ import annotations

import sys
from pathlib import Path

import typer

from deckctl.cli.common import (
    JOBS_OPTION,
    default_decks,
    default_out,
    environment_error,
    error,
    fitted,
    plural,
    say,
    shown,
    usage_error,
)
from deckctl.cli.progress import progress
from deckctl.core import exit_codes


DEFAULT_OUT = "proof"
DEFAULT_PORT = 8000  # --serve's


def proof_command(
    paths: list[Path] = typer.Argument(None, metavar="PATH", show_default=False,
                                       help="Decks or folders of decks (default: decks/)."),
    out: Path = typer.Option(None, "--out", "-o", metavar="DIR", show_default=False,
                             help=f"Folder to write the site into (index.html and cards/; default: {DEFAULT_OUT}/, "
                                  "beside decks/ when no PATH is given)."),
    serve: bool = typer.Option(False, "--serve", help="Serve the site on 127.0.0.1 and update the open page "
                                                      "when a deck file is saved (Ctrl-C stops)."),
    port: int = typer.Option(None, "--port", min=0, max=65535, metavar="N", show_default=False,
                             help=f"Port for --serve (default: {DEFAULT_PORT}; 0: any free one)."),
    dpi: int = typer.Option(150, "--dpi", min=50, max=600, metavar="N",
                            help="Resolution of the PNG pictures of decks with art (shown at 100 px per inch: "
                                 "150 is 1.5 pixels each); other cards are drawn as SVG."),
    jobs: int = JOBS_OPTION,
) -> None:
    """Write a web page of every card of the decks, front and back, in every language, drawn as
    the PDF prints them, each with its validate and lint findings. Only changed cards are drawn
    again."""
    from deckctl.core.workers import default_jobs
    from deckctl.io.discover import PathNotFound
    from deckctl.proof.site import BadOut, check_out, gather, untranslated_cards, write

    if port is not None and not serve:
        raise usage_error(f"--port {port} is the port of --serve's server: add --serve, or leave --port out")
    given = out is not None
    out = default_out(out, DEFAULT_OUT, paths)
    paths = default_decks(paths)
    try:
        check_out(out, DEFAULT_OUT, given=given, reads=paths)
    except BadOut as exc:
        raise usage_error(str(exc), exc.hint) from None
    except OSError as exc:
        raise environment_error(exc) from None
    jobs = jobs or default_jobs()
    if serve:
        from deckctl.cli.common import cache_warning

        cache_warning()
        _serve(paths, out, DEFAULT_PORT if port is None else port, dpi, jobs)
        return
    from deckctl.cli.common import cache_warning

    cache_warning()
    try:
        with progress("proof", "decks") as deck_done:
            site = gather(paths, out, jobs, dpi, deck_done, page=True)
        write(site, out)
    except PathNotFound as exc:
        raise usage_error(f"no such file or folder: {shown(str(exc))}") from None
    except OSError as exc:
        raise environment_error(exc) from None
    page = out / "index.html"
    say(f"wrote {page}: {plural(site.cards, 'card')} in {plural(len(site.decks), 'deck')}, "
        f"{plural(site.drawn, 'picture')} drawn, {site.kept} unchanged"
        + (f", {plural(site.removed, 'old file')} removed" if site.removed else ""))
    if site.undrawn:
        from deckctl.proof.limits import NOT_DRAWN

        say(f"{site.undrawn:,} not drawn: {NOT_DRAWN}")
    if site.errors:
        _errors(site.diagnostics)
        say(f"{plural(site.errors, 'error')} in the decks: {_where_shown(site.placement)}")
    if site.untranslated:
        say(f"{untranslated_cards(site)}: noted on them")
    raise typer.Exit(exit_codes.INVALID if site.errors else exit_codes.OK)


# The errors a proof also names on the terminal (the page shows every finding); more are counted.
ERRORS_SAID = 10


def _errors(diagnostics) -> None:
    """The first errors, as `deckctl validate` says them (file:line:col, card, hint), on standard
    error: the exit code says the decks have errors, and a log of the run should say which."""
    from deckctl.cli.common import write_findings

    errors = [d for d in diagnostics if d.is_error]
    write_findings(errors[:ERRORS_SAID], sys.stderr)
    if len(errors) > ERRORS_SAID:
        say(f"... and {plural(len(errors) - ERRORS_SAID, 'more error')}")


def _where_shown(placement) -> str:
    """Where the page shows the errors (proof.placing): on their cards, or, for those on no card
    (a card file that does not parse, deck.yaml, a card file no deck owns), under the title of
    their card file or deck, or in the list of findings outside any deck at the page's end."""
    places = [(placement.cards.values(), "on their cards", "on its card"),
              (placement.files.values(), "under their card file's name", "under its card file's name"),
              (placement.decks.values(), "under their deck's title", "under its deck's title"),
              ([placement.elsewhere], "under \"Outside any deck\" at the end of the page",
               "under \"Outside any deck\" at the end of the page")]
    counted = [(sum(f.diagnostic.is_error for f in findings), many, one) for lists, many, one in places
               for findings in [[f for listed in lists for f in listed]]]
    shown = [(count, many, one) for count, many, one in counted if count]
    if len(shown) == 1:
        count, many, one = shown[0]
        return f"shown {one if count == 1 else many}"
    return "shown " + ", ".join(f"{count} {one if count == 1 else many}" for count, many, one in shown)


def _serve(paths: list[Path], out: Path, port: int, dpi: int, jobs: int) -> None:
    from deckctl.io.discover import PathNotFound
    from deckctl.proof.serve import CannotServe, CannotWatch, Server, WatchRefused

    try:
        with progress("proof", "decks") as deck_done:
            server = Server(paths, out, port, dpi, jobs, deck_done)
    except CannotServe as exc:  # (said before any deck is read)
        error(str(exc), exc.hint)
        raise typer.Exit(exit_codes.ENVIRONMENT) from None
    except PathNotFound as exc:
        raise usage_error(f"no such file or folder: {shown(str(exc))}") from None
    except WatchRefused as exc:  # (said before any deck is drawn)
        raise environment_error(exc, "watch the decks' folders") from None
    except OSError as exc:
        raise environment_error(exc) from None

    def ready() -> None:  # (the folders are watched by now: a file saved once this is read is seen)
        site = server.site
        if site.errors:  # (as `proof` names them: a save later names only the errors it brought)
            _errors(site.diagnostics)
            _said(f"{plural(site.errors, 'error')} in the decks: {_where_shown(site.placement)}")
        _said(f"serving the proof at {server.url} (Ctrl-C stops); watching {plural(len(site.decks), 'deck')}")

    try:
        server.run(_said, ready)
    except CannotWatch as exc:  # (a deck folder deleted before it is watched, watching refused by the system)
        raise environment_error(exc, "watch the decks' folders") from None
    except OSError as exc:  # (the proof written: a full disk, a link a checkout put at its folder)
        raise environment_error(exc) from None
    finally:
        server.close()



def _said(line: str) -> None:
    """A line of the server's log, as `say` prints one (wrapped on a terminal, one line piped), at
    once: it tells what a save did while the server goes on."""
    print(fitted(line, sys.stderr), file=sys.stderr, flush=True)
