"""`deckctl i18n ...`: translation catalogs (locales/<lang>.po) of decks."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import typer

from deckctl.cli.common import (
    FORMAT_OPTION,
    Format,
    default_decks,
    environment_error,
    language,
    named,
    plural,
    print_diagnostics,
    refused_only,
    say,
    shown_line,
    usage_error,
    validated,
)
from deckctl.cli.help import Command, Group
from deckctl.core import exit_codes

app = typer.Typer(cls=Group, help="Translate decks: extract texts, update catalogs, show progress.", no_args_is_help=True)

LANG_HELP = "Language of the catalog, a BCP 47 tag (de, fr, de-AT): writes locales/<lang>.po."


def _decks(paths: list[Path], fmt: Format):
    """The decks the paths name, for a command that writes: any error outside the catalogs stops
    it, nothing written (catalog findings do not: the i18n commands are how they are fixed)."""
    result = _validated_decks(paths, fmt)
    blocking = _blocking(result.diagnostics)
    if blocking:
        print_diagnostics(blocking, fmt, "nothing written: the deck has errors")
        raise typer.Exit(exit_codes.INVALID)
    return result.decks


def _validated_decks(paths: list[Path], fmt: Format):
    """The validation of the decks the paths name; a usage error when they name none."""
    result = validated(paths)
    refused_only(result, fmt)
    if not result.decks:
        print_diagnostics(result.diagnostics, fmt)
        raise usage_error("no deck folder (a folder with deck.yaml) among " + " ".join(map(str, paths)))
    return result


def _blocking(diagnostics) -> list:
    """The errors outside the decks' catalogs (locales/*.po)."""
    from deckctl.i18n.locales import LOCALES

    return [d for d in diagnostics if d.is_error and f"/{LOCALES}/" not in "/" + d.file.replace("\\", "/")]


@app.command("extract", cls=Command, short_help="Write the template (.pot).")
def extract_command(
    decks: list[Path] = typer.Argument(..., metavar="DECK", help="Deck folders."),
    fmt: Format = FORMAT_OPTION,
) -> None:
    """Write locales/<deck-id>.pot, the template of every translatable text."""
    from deckctl.i18n.commands import extract

    _report_written(_each_deck_locked(_decks(decks, fmt), fmt, lambda deck: [extract(deck)]))


@app.command("pseudo", cls=Command, short_help="Write the pseudo-locale en-XA.")
def pseudo_command(
    decks: list[Path] = typer.Argument(..., metavar="DECK", help="Deck folders."),
    fmt: Format = FORMAT_OPTION,
) -> None:
    """Write locales/en-XA.po: every text accented and about 40% longer, to check the fit on the
    cards (lint, export pdf --lang en-XA) before any translation exists."""
    from deckctl.i18n.commands import pseudo

    _report_written(_each_deck_locked(_decks(decks, fmt), fmt, lambda deck: [pseudo(deck)]))


@app.command("update", cls=Command, short_help="Create or refresh a catalog.")
def update_command(
    decks: list[Path] = typer.Argument(..., metavar="DECK", help="Deck folders."),
    lang: list[str] = typer.Option(..., "--lang", "-l", metavar="L", callback=language,
                                   help=LANG_HELP + " Repeat for several."),
    separate: bool = typer.Option(False, "--separate", help="Start a catalog even when the deck has one for the "
                                  "same language under another tag (de-AT.po beside de.po)."),
    fmt: Format = FORMAT_OPTION,
) -> None:
    """Create or update locales/<lang>.po: new texts added, changed ones fuzzy, removed ones obsolete."""
    from deckctl.i18n.commands import update
    from deckctl.i18n.locales import is_generated, regenerate_hint
    from deckctl.io.discover import display_path
    from deckctl.core.language_tags import same_language

    found = _decks(decks, fmt)
    for deck in found:  # (every usage error before any catalog is written)
        for one in lang:
            if is_generated(one):  # (an update would keep `fuzzy` flags in a catalog nobody edits)
                raise usage_error(f"`--lang {one}` is the pseudo-locale: `deckctl i18n pseudo` writes its catalog "
                                  "whole, and `update` leaves it alone; nothing written",
                                  hint=regenerate_hint(display_path(deck.path)))
            if same_language(one, deck.manifest.language):
                raise usage_error(f"{deck.id} is written in `{one}`: its catalogs are for other languages")
            if not separate:
                _refuse_a_second_catalog(deck, one)
    written = _each_deck_locked(found, fmt, lambda deck: [update(deck, one) for one in lang],
                                "not updated: nothing written")
    _report_written(written)
    _errors_left(written, fmt)


def _errors_left(written, fmt: Format) -> None:
    """The errors the catalogs just written still hold (a translation the card models refuse:
    `update` keeps it for its translator), at their lines as written now; exit 1 if there are any.
    They had gone unsaid: `update` exited 0, and only validate named them."""
    from deckctl.io.discover import display_path

    catalogs = {display_path(item.path) for item in written if item.changed or item.entries}
    if not catalogs:
        return
    decks = {item.path.parent.parent for item in written}
    errors = [d for d in validated(sorted(decks)).diagnostics if d.is_error and d.file in catalogs]
    if errors:
        print_diagnostics(errors, fmt, f"{plural(len(errors), 'error')} left in the catalogs, which `update` "
                          f"keeps as written: fix {'it' if len(errors) == 1 else 'them'} in the msgstr named above")
        raise typer.Exit(exit_codes.INVALID)


def _refuse_a_second_catalog(deck, lang: str) -> None:
    """A usage error when `lang` has no catalog yet but its language has one under another tag."""
    import os

    from deckctl.i18n.locales import catalog_path, catalogs_of_its_language, language_tag

    if os.path.lexists(catalog_path(deck, lang)):  # (a folder or a named pipe: `update` says it cannot be read)
        return
    others = catalogs_of_its_language(deck, lang)
    if not others:
        return
    names = " and ".join(_shown(path) for path in others)
    tags = " or ".join(f"`--lang {language_tag(path.stem)}`" for path in others)
    have = "a catalog" if len(others) == 1 else "catalogs"
    raise usage_error(f"{deck.id} has {have} for this language already, {names}: `--lang {lang}` would start "
                      f"another, {catalog_path(deck, lang).name}; nothing written",
                      hint=f"to update {'it' if len(others) == 1 else 'one'}, give {tags}; to translate into {lang} "
                      "apart from it, add --separate")


@app.command("status", cls=Command, short_help="How much is translated.")
def status_command(
    decks: list[Path] = typer.Argument(None, metavar="DECK", show_default=False, help="Deck folders (default: decks/)."),
    lang: list[str] = typer.Option(None, "--lang", "-l", metavar="L", callback=language,
                                   help="Only these languages (default: every catalog)."),
    strict: bool = typer.Option(False, "--strict", help="List every text not translated, and exit 1 if any."),
    fmt: Format = FORMAT_OPTION,
) -> None:
    """Per deck and language: translated, fuzzy, missing and obsolete texts."""
    from deckctl.i18n.commands import status
    from deckctl.io.discover import display_path

    # Status writes nothing, so a deck with errors keeps out only itself (its errors shown, exit 1),
    # as in `stats`: its texts are not all known, so its counts would be wrong.
    result = _validated_decks(default_decks(decks), fmt)
    counted, left_out = [], []
    for deck in result.decks:
        (left_out if _blocking(deck.diagnostics) else counted).append(deck)
    rows = [row for deck in counted for row in status(deck, lang or None)]
    errors = _blocking(result.diagnostics) + [d for row in rows for d in row.diagnostics if d.is_error]
    shown = errors + [d for row in rows for d in row.diagnostics if not d.is_error] if strict else errors
    if fmt is Format.json:  # one document: the counts and the findings
        _print_json(rows, shown)
    elif shown or fmt is Format.sarif:  # (sarif: always a log, an empty one when nothing is wrong)
        print_diagnostics(shown, fmt)
    out = sys.stdout if fmt is Format.text else sys.stderr  # (github, sarif: stdout is the findings')
    if not rows and not left_out and fmt is not Format.json:
        print("no translation catalogs (create one with `deckctl i18n update DECK --lang L`)", file=out)
    if fmt in (Format.text, Format.github, Format.sarif):
        _print_status(rows, out)
        if left_out:
            out.flush()
            say(f"not counted, {plural(len(left_out), 'deck')} with errors: "
                f"{', '.join(display_path(deck.path) for deck in left_out)}; fix them (deckctl validate) "
                "to count their translations")
    incomplete = [row for row in rows if not row.complete]
    if errors or (strict and incomplete):
        raise typer.Exit(exit_codes.INVALID)


def _print_json(rows, findings) -> None:
    """`--format json`: {"languages": one object per deck and language (`LanguageStatus.to_json`),
    "findings": the list `--format json` prints for every command}, as docs/i18n.md describes."""
    import json

    from deckctl import report
    from deckctl.core.printable import json_for, json_printable

    document = {"languages": [row.to_json() for row in rows], "findings": json.loads(report.as_json(findings))}
    print(json_for(sys.stdout, json_printable(json.dumps(document, indent=2, ensure_ascii=False))))


def _print_status(rows, out) -> None:
    """One row per deck and language; on a terminal the counts wrap between figures under their
    column (the terminal's width, 60 columns and up), piped each row is one line."""
    from deckctl.report.layout import wrap_phrases

    deck_width = max((len(row.deck) for row in rows), default=0)
    width = shutil.get_terminal_size((80, 24)).columns if out.isatty() else 1 << 16
    for row in rows:
        if row.source:
            counts = ["  the deck's own language: its texts are the originals, not a translation"]
        elif row.readable and row.generated:  # (the pseudo-locale: written again, never translated)
            counts = [f"{row.translated:>5}/{row.total} up to date,", f"{row.out_of_date} out of date,",
                      f"{row.obsolete} obsolete" + (";" if row.advice else "")] + ([row.advice] if row.advice else [])
        elif row.readable:
            counts = [f"{row.translated:>5}/{row.total} translated,", f"{row.fuzzy} fuzzy,", f"{row.missing} missing,",
                      f"{row.obsolete} obsolete"]
        else:
            counts = ["  the catalog cannot be read (see above)"]
        first = f"{row.deck:<{deck_width}}  {row.language:<6} "
        rest = " " * (len(first) if len(first) <= width // 2 else 4)
        print(wrap_phrases(counts, width, first, rest), file=out)


def _writable(written, fmt: Format, verdict: str = "nothing written"):
    """`written`, when none of the catalogs has an error (one that cannot be read, or one deckctl
    would refuse to read back); else exit 1 with the errors, nothing written."""
    broken = [d for item in written for d in item.diagnostics]
    if broken:  # (nothing is written: every catalog or none)
        print_diagnostics(broken, fmt, verdict)
        raise typer.Exit(exit_codes.INVALID)
    return written


def _report_written(written) -> None:
    from deckctl.core.path_text import as_typed

    for item in written:  # (a catalog's path holds its deck's folder name: any bytes, escaped)
        print(shown_line(f"{'wrote' if item.changed else 'unchanged'} {named(as_typed(_shown(item.path)))} "
                         f"({plural(item.entries, 'text')})"), file=sys.stderr)


def _each_deck_locked(decks, fmt: Format, work, verdict: str = "nothing written") -> list:
    """The catalogs `work(deck)` works out for each deck, written deck by deck (each deck's all or
    none), holding the deck folder's lock (deckctl/io/lock.py) from the deck's reading until they
    are written: `deckctl new card`, `fmt`, `import sheet` and `lint --fix` take it too, so no
    catalog is worked out of a deck half rewritten, nor two runs' catalogs of one deck crossed.
    The deck is read again under the lock (it may have changed since `_decks`). One deck's lock at
    a time, in the decks' order. A deck whose lock another run holds past the wait: one
    `deck-locked` error, none of its catalogs written, the other decks' written; exit 1."""
    from deckctl.io.lock import Locked, NotLocked, deck_locked, lock_refused

    written, problems = [], []
    for deck in decks:
        try:
            with deck_locked(deck.path):
                try:
                    items = _writable(work(_decks([deck.path], fmt)[0]), fmt, verdict)
                except typer.Exit:
                    _report_written(written)
                    raise
                written += _guarded(write, items)
        except (Locked, NotLocked) as exc:
            problems.append(lock_refused(deck.path, exc, None, "no catalog of it is written"))
    if problems:
        _report_written(written)
        print_diagnostics(problems, fmt, "" if written else verdict)
        raise typer.Exit(exit_codes.INVALID)
    return written


def write(written):
    """Write every catalog the command worked out, or none; the same list back, to report."""
    from deckctl.i18n.commands import write as write_catalogs

    write_catalogs(written)
    return written


def _guarded(function, *args):
    try:
        return function(*args)
    except OSError as exc:
        raise environment_error(exc) from None


def _shown(path: Path) -> str:
    from deckctl.io.discover import display_path

    return display_path(path)


def localized(deck, lang: str | None, fmt: Format = Format.text):
    """(deck in `lang`, lang) for the export commands: warnings printed, a missing catalog a usage
    error, refused translations exit 1. `lang` has been through `common.language`."""
    from deckctl.core.language_tags import same_language
    from deckctl.io.shell_word import shell_word

    if lang is None or same_language(lang, deck.manifest.language):  # (the deck's own spelling of it)
        lang = deck.manifest.language
    if lang == deck.manifest.language:  # what `localize` does for it, without importing the catalog machinery
        from deckctl.i18n.printed import label_diagnostics

        result, diagnostics = deck, label_diagnostics(deck, lang)
    else:
        from deckctl.i18n.apply import localize
        from deckctl.i18n.locales import CatalogMissing, catalogs_of_its_language, is_generated, language_tag
        from deckctl.io.discover import display_path

        try:
            result, diagnostics = localize(deck, lang)
        except CatalogMissing as exc:
            others = catalogs_of_its_language(deck, lang)
            if others:  # (`--lang de_DE` for the deck's de.po: `i18n update` would refuse to start de-DE.po)
                tags = " or ".join(f"`--lang {language_tag(path.stem)}`" for path in others)
                raise usage_error(f"{deck.id} has {exc}", hint=f"its catalog for this language is "
                                  f"{' and '.join(_shown(path) for path in others)}: give {tags}") from None
            made_by = (f"pseudo {shell_word(display_path(deck.path))}" if is_generated(lang)
                       else f"update {shell_word(display_path(deck.path))} --lang {lang}")
            raise usage_error(f"{deck.id} is written in `{deck.manifest.language}` and has {exc}; create it with "
                              f"`deckctl i18n {made_by}`") from None
    if any(d.is_error for d in diagnostics):
        print_diagnostics(diagnostics, fmt, f"nothing written: some `{lang}` translations are refused")
        raise typer.Exit(exit_codes.INVALID)
    if diagnostics:
        print_diagnostics(diagnostics, fmt)
    return result, lang
