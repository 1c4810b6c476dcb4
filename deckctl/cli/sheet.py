"""`deckctl export sheet` and `deckctl import sheet`: decks to spreadsheets and back."""

from __future__ import annotations

import sys
from pathlib import Path

import typer

from deckctl.cli.common import (
    FORMAT_OPTION,
    Format,
    environment_error,
    error,
    existing,
    plural,
    print_diagnostics,
    refused_only,
    shown,
    shown_line,
    usage_error,
)
from deckctl.cli.help import Command, Group
from deckctl.core import exit_codes

SUFFIXES = (".xlsx", ".csv")

import_app = typer.Typer(cls=Group, help="Merge edits made outside YAML back into decks.", no_args_is_help=True)


def _deck_folder(deck: Path, fmt: Format) -> Path:
    """`deck`, a deck folder that validate reads; a folder it refuses (its name is not UTF-8, or a
    link leads out of the repository) gets that refusal, exit 1: a sheet never carries it around."""
    from deckctl.io.discover import discover

    if not (deck / "deck.yaml").is_file():
        raise usage_error(f"{shown(deck)} is not a deck folder (a folder with deck.yaml)")
    refused_only(discover([deck]), fmt)
    return deck


# What a spreadsheet program saves by default (LibreOffice: .ods), or saved in its older format.
_OTHER_SPREADSHEETS = (".ods", ".fods", ".xls")


def _sheet_kind(path: Path, reading: bool = False) -> None:
    suffix = path.suffix.lower()
    if suffix in SUFFIXES:
        return
    hint = None
    if suffix in _OTHER_SPREADSHEETS:
        from deckctl.io.shell_word import shell_word

        hint = ("save it as .xlsx: File > Save As > Excel 2007-365 (.xlsx), or "
                f"`soffice --headless --convert-to xlsx --outdir {shell_word(shown(path.parent))} "
                f"{shell_word(shown(path))}`" if reading
                else f"write {shown(path.with_suffix('.xlsx'))}: LibreOffice and Excel open and save it as it is")
    raise usage_error(f"{shown(path)}: a sheet is a .xlsx or .csv file", hint)


def export_sheet_command(
    deck: Path = typer.Argument(..., metavar="DECK", help="The deck folder."),
    out: Path = typer.Option(..., "--out", "-o", metavar="FILE", help="The sheet to write: FILE.xlsx or FILE.csv."),
    fmt: Format = FORMAT_OPTION,
) -> None:
    """Write a deck's cards as a spreadsheet, one row per card, for editing in Excel or
    LibreOffice; `deckctl import sheet` merges it back."""
    from deckctl.sheet.export import export_sheet

    _sheet_kind(out)
    folder = _deck_folder(deck, fmt)
    _not_over_edits(out, folder)
    try:
        diagnostics = export_sheet(folder, out)
    except OSError as exc:  # (named as typed: `s\xff.csv`, not Python's `s\udcff.csv`)
        raise environment_error(exc, "read or write") from None
    if any(d.is_error for d in diagnostics):
        print_diagnostics(diagnostics, fmt, "nothing written: the deck has errors")
        raise typer.Exit(exit_codes.INVALID)
    if diagnostics:  # warnings: cards exported without their record
        print_diagnostics(diagnostics, fmt)
    print(shown_line(f"wrote {shown(out)}"), file=sys.stderr)


def _not_over_edits(out: Path, folder: Path) -> None:
    """Refuse to write over a sheet that holds edits not imported yet (deckctl/sheet/unimported.py):
    exit 1, nothing written."""
    from deckctl.io.shell_word import shell_word
    from deckctl.sheet.unimported import unimported_edits

    import os
    import stat

    try:  # (a link is not followed: the export refuses to write through one, and reads nothing there)
        if not stat.S_ISREG(os.lstat(out).st_mode):
            return
    except OSError:
        return
    try:
        edits = unimported_edits(out, folder)
    except OSError as exc:
        raise environment_error(exc, "read") from None
    if edits:
        error(f"{shown(out)} holds edits not imported into the deck ({edits}): not written over",
              f"import them first (`deckctl import sheet {shell_word(shown(out))} {shell_word(shown(folder))}`), "
              "or delete the sheet to export it afresh")
        raise typer.Exit(exit_codes.INVALID)


@import_app.command("sheet", cls=Command, short_help="Merge a spreadsheet into a deck.")
def import_sheet_command(
    sheet: Path = typer.Argument(..., metavar="FILE", help="The sheet: a .xlsx or .csv file."),
    deck: Path = typer.Argument(..., metavar="DECK", help="The deck folder."),
    prune: bool = typer.Option(False, "--prune", help="Remove the cards the sheet lacks (default: report them)."),
    fmt: Format = FORMAT_OPTION,
) -> None:
    """Merge a sheet into a deck's YAML files by card id: changed cells rewrite their fields, new
    rows become cards, and changes made in YAML since the sheet was exported are kept (a field
    changed on both sides is a conflict). Nothing is written unless the merged deck is valid."""
    from deckctl.sheet.merge import import_sheet

    _sheet_kind(sheet, reading=True)
    existing(sheet, "file")  # (a named pipe or a device gets past: the reader refuses it, never waiting on it)
    folder = _deck_folder(deck, fmt)
    try:
        result = import_sheet(sheet, folder, prune)  # (written under the deck's lock: deckctl/io/lock.py)
    except OSError as exc:
        raise environment_error(exc) from None
    if not result.ok:
        print_diagnostics(result.diagnostics, fmt, "nothing written: fix the errors above and import again")
        raise typer.Exit(exit_codes.INVALID)
    print_diagnostics(result.diagnostics, fmt)
    done = [f"{plural(len(result.changed), 'card')} changed", f"{len(result.added)} added"]
    if result.kept:
        done.append(f"{len(result.kept)} with YAML changes since the export kept")
    if result.moved:
        done.append(f"{len(result.moved)} moved")
    done.append(f"{len(result.removed)} removed" if prune else f"{len(result.missing)} not in the sheet")
    written = plural(len(result.texts), "file") + " written"
    if result.emptied:
        written += f", {plural(len(result.emptied), 'empty card file')} deleted"
    print(f"{', '.join(done)}; {written}", file=sys.stderr)
