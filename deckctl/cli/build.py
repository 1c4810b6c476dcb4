"""`deckctl build`: the whole pipeline on every deck, as `make build` runs it."""

from __future__ import annotations

import sys
from pathlib import Path

import typer

from deckctl.cli.common import FORMAT_OPTION, Format, plural, print_diagnostics, usage_error, validated
from deckctl.core import exit_codes


def build_command(
    paths: list[Path] = typer.Argument(None, metavar="PATH", show_default=False, help="Decks or folders of decks (default: decks/)."),
    out: Path = typer.Option(Path("build"), "--out", "-o", metavar="DIR", help="Output folder."),
    fmt: Format = FORMAT_OPTION,
) -> None:
    """Validate every deck, then write its outputs; nothing is written if any deck has errors."""
    from deckctl.export.build import build
    from deckctl.export.pdf import PdfExportError

    result = validated(paths or [Path("decks")])
    if not result.ok:
        errors = sum(1 for d in result.diagnostics if d.is_error)
        print_diagnostics(result.diagnostics, fmt, f"build stopped: {plural(errors, 'error')}; nothing written")
        raise typer.Exit(exit_codes.INVALID)
    translation = []  # warnings: texts printed in the source language for want of a translation
    try:
        outputs = build(result.decks, out, translation)
    except PdfExportError as exc:
        print_diagnostics(result.diagnostics + exc.diagnostics, fmt,
                          "build stopped: some cards cannot be printed as asked; nothing written")
        raise typer.Exit(exit_codes.INVALID) from None
    except OSError as exc:
        raise usage_error(f"cannot write into {out}: {exc.strerror or exc} ({exc.filename})") from None
    print_diagnostics(result.diagnostics + translation, fmt)
    width = max((len(deck.id) for deck in result.decks), default=4)
    for deck in result.decks:
        written = ", ".join(str(p) for p in outputs[deck.id])
        print(f"{deck.id:<{width}}  {deck.game.id:<16} {len(deck.cards):>5} cards  {written}")
    _layout_notes(result.decks)
    print(f"built {plural(len(result.decks), 'deck')}, {plural(result.card_count, 'card')} into {out}/")
    raise typer.Exit(exit_codes.OK)


def _layout_notes(decks) -> None:
    """One note per deck (not per language: they share the layout) whose print: section leaves
    room for more cards per sheet with a smaller bleed or the other paper, naming the deck.yaml
    setting that would (build takes no --bleed or --paper)."""
    from deckctl.export.pdf import layout, resolve

    for deck in decks:
        hint = layout.roomier(resolve(deck.manifest.print, deck.path), keys=True)
        if hint:
            print(f"note: {deck.id}: {hint} (in deck.yaml)", file=sys.stderr)
