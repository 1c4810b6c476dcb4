"""`deckctl export ...`: write what a deck becomes (bundles; PDFs)."""

from __future__ import annotations

import sys
from pathlib import Path

import typer

from deckctl.cli.common import (
    FORMAT_OPTION,
    Format,
    default_build_outside_decks,
    environment_error,
    given_out_outside_decks,
    language,
    named,
    print_diagnostics,
    shown,
    shown_line,
    usage_error,
    validated,
)
from deckctl.cli.help import Command, Group
from deckctl.core import exit_codes

app = typer.Typer(cls=Group, help="Export decks as JSON bundles, print-ready PDFs, card images or spreadsheets.", no_args_is_help=True)


@app.command("bundle", cls=Command, short_help="A deck as a JSON bundle.")
def bundle_command(
    deck: Path = typer.Argument(..., metavar="DECK", help="The deck folder."),
    out: Path = typer.Option(None, "--out", "-o", metavar="DIR", show_default=False,
                             help="Output folder (default: build/)."),
    lang: str = typer.Option(None, "--lang", "-l", metavar="L", callback=language,
                             help="Language of the texts (default: the deck's); "
                                                        "others come from locales/<lang>.po."),
    fmt: Format = FORMAT_OPTION,
) -> None:
    """Write build/<deck-id>/<language>/bundle.json for a valid deck."""
    from deckctl.cli.i18n import localized
    from deckctl.export.bundle import write_bundle

    if out is None:
        from deckctl.cli.pdf import BUILD

        out = BUILD
        default_build_outside_decks(out)
    else:
        given_out_outside_decks(out, deck, "the bundle")
    result = validated([deck])
    if len(result.decks) > 1:
        raise usage_error(f"{deck} holds {len(result.decks)} decks; name one deck folder (a folder with deck.yaml)")
    if not result.ok or not result.decks:  # no decks: the missing deck.yaml is among the diagnostics
        print_diagnostics(result.diagnostics, fmt, "nothing written: the deck has errors")
        raise typer.Exit(exit_codes.INVALID)
    deck, language = localized(result.decks[0], lang, fmt)
    try:
        path = write_bundle(deck, out, language)
    except OSError as exc:
        raise environment_error(exc) from None
    print(shown_line(f"wrote {named(path)}"), file=sys.stderr)


from deckctl.cli import pdf as _pdf  # noqa: E402  (PDF commands live in their own module)

app.command("pdf", cls=Command, short_help="Print-ready cards as a PDF.")(_pdf.export_pdf_command)
app.command("calibration", cls=Command, short_help="A duplex test sheet.")(_pdf.calibration_command)

from deckctl.cli import sheet as _sheet  # noqa: E402  (spreadsheets live in their own module)

app.command("sheet", cls=Command, short_help="Cards as an XLSX or CSV sheet.")(_sheet.export_sheet_command)

from deckctl.cli import images as _images  # noqa: E402  (card images live in their own module)

app.command("images", cls=Command, short_help="Card images for print-on-demand services.")(_images.export_images_command)
