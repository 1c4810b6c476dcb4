"""`deckctl export pdf`, `deckctl export calibration` and `deckctl preview`: printing decks."""

from __future__ import annotations

import atexit
import gc
import sys
from contextlib import contextmanager
from enum import Enum
from pathlib import Path

import typer

from deckctl.cli.common import (
    FORMAT_OPTION,
    Format,
    default_build_outside_decks,
    default_file_outside_decks,
    environment_error,
    jobs_option,
    language,
    print_diagnostics,
    refused_only,
    say,
    shown,
    shown_line,
    usage_error,
    validated,
    warning,
)
from deckctl.core import exit_codes

# The defaults of `export pdf` come from the deck's `print:` section, then from PdfOptions.
DECK_DEFAULT = "(default: the deck's print: section, else {})"
PAPER_HELP = "Paper size " + DECK_DEFAULT.format("a4") + "."
CARD_HELP = ("Card size: poker (63x88 mm), bridge (57x89), mini (44x68), tarot (70x120) or WxH in mm "
             + DECK_DEFAULT.format("poker") + ".")
PREVIEW_CARD_HELP = CARD_HELP.replace(DECK_DEFAULT.format("poker"), "(default: the deck's, else poker)")
PDFX_HELP = ("For print shops: 1a (PDF/X-1a:2001, CMYK, no profile needed) or 4 (PDF/X-4, with the printer's "
             "--icc-profile); none: RGB for screens and home printers " + DECK_DEFAULT.format("none") + ".")
DUPLEX_HELP = ("long-edge or short-edge: after each page of card fronts comes the page of their backs, "
               "mirrored for that flip; none: all fronts, then all backs " + DECK_DEFAULT.format("long-edge") + ".")
PAPER_METAVAR = "a4|letter"


# The print options' fixed values, for typer to read in any case (`--paper A4`, `--mode Singles`):
# a value it does not know is a usage error with its usage line, and a near miss gets a "did you
# mean" (`--mode sheet`), as every option of fixed values does. They are PdfOptions' own values
# (deckctl/export/pdf/options.py, not imported before a command runs; a test keeps them the same).
class Paper(str, Enum):
    a4 = "a4"
    letter = "letter"


class Mode(str, Enum):
    sheets = "sheets"
    singles = "singles"


class Duplex(str, Enum):
    long_edge = "long-edge"
    short_edge = "short-edge"
    none = "none"


class FlipEdge(str, Enum):  # the calibration sheet is printed two-sided
    long_edge = "long-edge"
    short_edge = "short-edge"


class AnnouncementBack(str, Enum):
    effect = "effect"
    neutral = "neutral"


class Pdfx(str, Enum):
    x1a = "1a"
    x4 = "4"
    none = "none"


def _value(choice: Enum | None) -> str | None:
    return None if choice is None else choice.value

BUILD = Path("build")  # where the export commands write by default, as `deckctl build` does
CARD_METAVAR = "poker|bridge|mini|tarot|WxH"


def _checked(parse, what: str):
    """A callback checking an option's text with `parse` as the command line is read: a value it
    refuses is a usage error like any other option's (its name, the usage line, where the help is)."""
    def check(value: str | None) -> str | None:
        from typer._click.exceptions import BadParameter

        from deckctl.export.pdf.options import OptionError

        if value is not None:
            try:
                parse(value)
            except OptionError as exc:
                raise BadParameter(str(exc).removeprefix(what)) from None
        return value

    return check


def _parse_offset(value: str):
    from deckctl.export.pdf.options import parse_offset

    return parse_offset(value)


def _parse_card_size(value: str):
    from deckctl.export.pdf.options import parse_card_size

    return parse_card_size(value)


def card_size_option(help: str) -> str:
    # (the parser imported when a value comes: importing it with the option, as every command's
    # start defines it, pulled in the whole PDF export, reportlab and all, 0.1-0.2 s a run)
    return typer.Option(None, "--card-size", metavar=CARD_METAVAR, help=help,
                        callback=_checked(_parse_card_size, "card size "))


def _check_out(path: Path, example: str = "cards.pdf") -> None:
    """Refuse, before any work, an output path that can never be written as a file."""
    if path.is_dir():
        raise usage_error(f"{shown(path)} is a folder: give a file name (like {shown(path / example)})")
    for parent in path.parents:
        if parent.exists():
            if not parent.is_dir():
                raise usage_error(f"cannot write {shown(path)}: {shown(parent)} is a file, not a folder")
            break


def check_writable(path: Path, inside: Path | None) -> None:
    """Refuse (exit 74), before any work, an output that deckctl would not write: a link, a FIFO
    or a device at `path`, or a symbolic link standing for the output folder `inside` or for a
    folder between it and `path` (io.atomic.check_output, which the write checks again)."""
    from deckctl.io.atomic import check_output

    try:
        check_output(path, inside)
    except OSError as exc:
        raise environment_error(exc) from None


def _write(path: Path, data: bytes, inside: Path | None = None) -> None:
    from deckctl.io.atomic import write_atomic

    try:
        write_atomic(path, data, inside=inside)
    except OSError as exc:
        raise environment_error(exc) from None


def _one_deck(path: Path, fmt: Format):
    result = validated([path])
    refused_only(result, fmt)
    if len(result.decks) != 1:
        raise usage_error(f"{shown(path)} is not one deck folder (a folder with deck.yaml)")
    # The deck's print: options are judged again with the command line, which may override them (`_options`).
    diagnostics = [d for d in result.diagnostics if d.code != "bad-print-option"]
    if any(d.is_error for d in diagnostics):
        print_diagnostics(diagnostics, fmt, "nothing written: the deck has errors")
        raise typer.Exit(exit_codes.INVALID)
    return result.decks[0]


def _language(deck, lang: str | None, fmt: Format = Format.text):
    """The deck to print in `lang` (translated by the i18n stage) and the language's tag."""
    from deckctl.cli.i18n import localized

    return localized(deck, lang, fmt)


def _options(deck, fmt: Format = Format.text, one_card: bool = False, **given):
    """The export's options: the deck's `print:` section, then the command line. A deck's value
    that cannot be used (a card size too small for its game, a card its paper does not hold) is
    an error at its deck.yaml line (exit 1), a command line's a usage error (exit 2). `one_card`:
    the command draws each card on a page (or image) of its own size, so a card size or bleed
    given on its command line is not judged against the deck's paper."""
    from deckctl.export.pdf import game_sizes
    from deckctl.export.pdf.options import (
        OptionError,
        parse_offset,
        resolve,
        section_culprit,
    )

    section = deck.manifest.print if deck is not None else None
    deck_dir = deck.path if deck is not None else None
    try:
        if given.get("back_offset") is not None:
            given["back_offset"] = parse_offset(given["back_offset"])
    except OptionError as exc:
        raise usage_error(str(exc)) from None
    if one_card and (given.get("card_size") is not None or given.get("bleed") is not None):
        given["mode"] = "singles"
    try:
        options = resolve(section, deck_dir, **given)
        if deck is not None:
            game_sizes.check(deck, options.card_mm, f"`{options.card_size}`")
        return options
    except OptionError as exc:
        culprit = section_culprit(section, deck_dir, given)
        if culprit is None and isinstance(exc, game_sizes.CardTooSmall) and given.get("card_size") is None:
            culprit = "card_size", exc  # (the deck's own card size, too small for its game)
        if culprit is None:
            raise usage_error(str(exc), exc.hint) from None
        key, problem = culprit
        print_diagnostics([deck.manifest_source.error(
            ("print", key), "bad-print-option", str(problem),
            problem.hint or "change the deck's print: section, or give the option on the command line")],
            fmt, "nothing written: the deck's print: section cannot be used")
        raise typer.Exit(exit_codes.INVALID) from None


class _Progress:
    """A progress bar on a terminal (stderr); nothing at all otherwise."""

    def __init__(self, label: str, enabled: bool):
        self.bar = None
        self.shown = 0  # cards done when the bar was last updated
        if enabled and sys.stderr.isatty():
            from rich.console import Console
            from rich.progress import (
                BarColumn,
                MofNCompleteColumn,
                Progress,
                TimeRemainingColumn,
            )

            self.bar = Progress("[progress.description]{task.description}", BarColumn(), MofNCompleteColumn(),
                                TimeRemainingColumn(), console=Console(stderr=True), transient=True)
            self.task = self.bar.add_task(label, total=None)

    def __enter__(self):
        if self.bar:
            self.bar.start()
        return self

    def __exit__(self, *exc):
        if self.bar:
            self.bar.stop()

    def __call__(self, done: int, total: int) -> None:
        if self.bar and (done - self.shown >= 16 or done == total):
            self.shown = done
            self.bar.update(self.task, completed=done, total=total)


def export_pdf_command(
    deck: Path = typer.Argument(..., metavar="DECK", help="The deck folder."),
    lang: str = typer.Option(None, "--lang", "-l", metavar="L", callback=language,
                             help="Language to print (default: the deck's)."),
    out: Path = typer.Option(None, "--out", "-o", metavar="FILE",
                           help="PDF file (default: build/<deck>/<lang>/cards.pdf)."),
    paper: Paper = typer.Option(None, "--paper", metavar=PAPER_METAVAR, case_sensitive=False, help=PAPER_HELP),
    card_size: str = card_size_option(CARD_HELP),
    bleed: float = typer.Option(None, "--bleed", metavar="MM", help="Bleed around each card in mm " + DECK_DEFAULT.format("3") + "."),
    crop_marks: bool = typer.Option(None, "--crop-marks/--no-crop-marks",
                                    help="Draw crop marks or not " + DECK_DEFAULT.format("on") + "."),
    mode: Mode = typer.Option(None, "--mode", metavar="sheets|singles", case_sensitive=False,
                             help="sheets: as many cards per page as fit; singles: one card per page with bleed, "
                                  "for print shops " + DECK_DEFAULT.format("sheets") + "."),
    duplex: Duplex = typer.Option(None, "--duplex", metavar="long-edge|short-edge|none", case_sensitive=False,
                                  help=DUPLEX_HELP),
    back_offset: str = typer.Option(None, "--back-offset", metavar="X,Y",
                                    help="Move back pages by X,Y mm (from `deckctl export calibration`).",
                                    callback=_checked(_parse_offset, "back offset ")),
    blanks: int = typer.Option(None, "--blanks", metavar="N", help="Blank cards to add per area (Wissens-Spektrum; default: 0)."),
    announcement_back: AnnouncementBack = typer.Option(None, "--announcement-back", metavar="effect|neutral",
                                                       case_sensitive=False,
                                          help="I know! announcement backs: what the card does, or the same on every one "
                                               "(the front says what it does) " + DECK_DEFAULT.format("effect") + "."),
    proof: bool = typer.Option(False, "--proof", help="For proofing rounds: each card prints its deck, card "
                                                      "id and version. No date unless you run it as "
                                                      "SOURCE_DATE_EPOCH=$(date +%s) deckctl export pdf ... "
                                                      "(then today's), so the same deck gives the same PDF."),
    pdfx: Pdfx = typer.Option(None, "--pdfx", metavar="1a|4|none", case_sensitive=False, help=PDFX_HELP),
    icc_profile: Path = typer.Option(None, "--icc-profile", metavar="FILE",
                                     help="The printer's CMYK output profile (.icc), embedded in the PDF/X."),
    jobs: int = jobs_option("Processes to draw a large deck's pages on", "; the PDF is the same whatever N is"),
    fmt: Format = FORMAT_OPTION,
) -> None:
    """Write print-ready card sheets (or singles) of a valid deck as a PDF."""
    from deckctl.core.workers import default_jobs
    from deckctl.export.pdf import export_pdf

    # One deck, then the process ends: what it builds lives to the end, and the few reference
    # cycles go with the process. Collecting them on the way only walks the deck again and again.
    # (Turned on again when the command returns: a caller in the same process, such as a test,
    # keeps collecting.)
    collecting = gc.isenabled()
    gc.disable()
    try:
        if out is not None:
            _check_out(out)
        else:
            default_build_outside_decks(BUILD)
        loaded = _one_deck(deck, fmt)
        options = _options(loaded, fmt, paper=_value(paper), card_size=card_size, bleed=bleed, crop_marks=crop_marks,
                           mode=_value(mode), duplex=_value(duplex), back_offset=back_offset, blanks=blanks,
                           pdfx=_value(pdfx), announcement_back=_value(announcement_back),
                           icc_profile=None if icc_profile is None else str(icc_profile), proof=proof or None)
        if options.blanks:
            from deckctl.export.pdf.document import face_of

            if not getattr(face_of(loaded), "BLANKS", False):
                raise usage_error(f"--blanks adds blank cards to decks that have them; {loaded.game.title} cards do not")
        if announcement_back is not None:
            from deckctl.export.pdf.document import face_of

            if not getattr(face_of(loaded), "ANNOUNCEMENTS", False):
                raise usage_error(f"--announcement-back is for decks with announcement cards; {loaded.game.title} has none")
        loaded, language = _language(loaded, lang, fmt)
        target = out or BUILD / loaded.id / language / "cards.pdf"
        inside = None if out else BUILD  # (a file the user named is judged by itself)
        _check_out(target)
        check_writable(target, inside)
        warnings = _art_warnings(loaded, options)
        _offset_warnings(options)
        with _refusals(warnings, fmt), _Progress(f"{loaded.id} ({language})", enabled=True) as progress:
            data = export_pdf(loaded, options, language, progress=progress, jobs=jobs or default_jobs())
        if warnings:
            print_diagnostics(warnings, fmt)
        _write(target, data, inside)
        _report_layout(target, loaded, options)
    finally:
        if collecting:
            # What the export made and left alive would be walked by the first collection once
            # the collector is on again (0.06 s for a 120-card deck, about 0.3 s for 1,080 cards):
            # frozen first, it is not (freed as ever once unused; only its few cycles stay).
            gc.freeze()
            gc.enable()
    # Python's last collection at exit would walk everything the export built (a tenth of a
    # large export's time) only to find the few cycles the process is about to drop anyway: what
    # is left then is frozen first. (At exit, not now: a caller in the same process, such as a
    # test, keeps collecting as before.)
    atexit.unregister(gc.freeze)
    atexit.register(gc.freeze)


@contextmanager
def _refusals(warnings: list, fmt: Format):
    """An export's refusals, as the export commands report them: a layout that cannot be (a usage
    error, exit 2), or texts or art that cannot be drawn (with the warnings found before, exit 1)."""
    from deckctl.export.pdf import LayoutError, PdfExportError

    try:
        yield
    except LayoutError as exc:
        raise usage_error(str(exc), exc.hint) from None
    except PdfExportError as exc:
        print_diagnostics(warnings + exc.diagnostics, fmt,
                          "nothing written: some texts do not fit, or a text or art cannot be drawn")
        raise typer.Exit(exit_codes.INVALID) from None


def _report_layout(target: Path, deck, options) -> None:
    """`wrote FILE: 76 cards, 9 per sheet (3 x 3), 9 sheets, a4`, and a note when a smaller bleed
    or the other paper would fit more cards on a sheet."""
    from deckctl.export.pdf import layout
    from deckctl.export.pdf.document import items_of

    say(f"wrote {target}: {layout.summary(options, len(items_of(deck, options)))}")
    hint = layout.roomier(options)
    if hint:
        say(f"note: {hint}")


def _offset_warnings(options) -> None:
    """A `--back-offset` that pushes backs (or their bleed or marks) off what the printer prints:
    said before the export, which is written all the same."""
    from deckctl.export.pdf.layout import LayoutError, offset_losses

    try:
        losses = offset_losses(options)
    except LayoutError:
        return  # the export says why the cards do not fit
    for lost, todo in losses:
        warning(lost, todo)


def _art_warnings(deck, options) -> list:
    """Raster art below 300 dpi at the size these options print it: a warning, never a failure
    (printed with the export's other findings, so `--format json` stays one document)."""
    from deckctl.export.pdf.art import check

    return [d for d in check(deck, options) if not d.is_error]


CALIBRATION = Path("calibration.pdf")  # export calibration's default output, in the working folder


def calibration_command(
    out: Path = typer.Option(None, "--out", "-o", metavar="FILE", show_default=False,
                             help=f"PDF file (default: {CALIBRATION})."),
    paper: Paper = typer.Option(Paper.a4, "--paper", metavar=PAPER_METAVAR, case_sensitive=False,
                                help="Paper size."),
    duplex: FlipEdge = typer.Option(FlipEdge.long_edge, "--duplex", metavar="long-edge|short-edge",
                                    case_sensitive=False, help="The flip edge you will print with."),
) -> None:
    """Write a two-sided test sheet that measures your printer's duplex offset."""
    from deckctl.export.pdf.calibration import calibration_pdf

    if out is None:
        out = CALIBRATION
        default_file_outside_decks(out)
    _check_out(out)
    _write(out, calibration_pdf(paper.value, duplex.value))
    say(f"wrote {out}: print it two-sided at 100 %, then follow the instructions on it")


def preview_command(
    deck: Path = typer.Argument(..., metavar="DECK", help="The deck folder."),
    card_id: str = typer.Argument(..., metavar="CARD_ID", help="The card's id."),
    png: Path = typer.Option(..., "--png", metavar="FILE", help="PNG file to write."),
    back: bool = typer.Option(False, "--back", help="Show the back instead of the front."),
    lang: str = typer.Option(None, "--lang", "-l", metavar="L", callback=language,
                             help="Language (default: the deck's)."),
    card_size: str = card_size_option(PREVIEW_CARD_HELP),
    dpi: int = typer.Option(200, "--dpi", min=30, max=1200, metavar="N", help="Resolution in dots per inch."),
    fmt: Format = FORMAT_OPTION,
) -> None:
    """Render one card side to a PNG image, exactly as the PDF export draws it."""
    from difflib import get_close_matches

    from deckctl.export.pdf import PdfExportError
    from deckctl.export.pdf.preview import CardNotFound, render_png

    _check_out(png, "card.png")
    if png.suffix.lower() != ".png":
        raise usage_error(f"the preview is a PNG image: give --png a file name ending in .png, not {png.name}")
    check_writable(png, None)
    loaded = _one_deck(deck, fmt)
    options = _options(loaded, fmt, one_card=True, card_size=card_size)
    loaded, language = _language(loaded, lang, fmt)
    try:
        render_png(loaded, card_id, png, back=back, dpi=dpi, options=options, language=language)
    except OSError as exc:
        raise environment_error(exc) from None
    except CardNotFound as exc:
        close = get_close_matches(card_id, exc.known, n=1)
        raise usage_error(f"no card `{card_id}` in {loaded.id}" + (f"; did you mean `{close[0]}`?" if close else "")) from None
    except PdfExportError as exc:
        print_diagnostics(exc.diagnostics, fmt, "nothing written: some texts do not fit or cannot be drawn")
        raise typer.Exit(exit_codes.INVALID) from None
    print(shown_line(f"wrote {shown(png)}"), file=sys.stderr)
