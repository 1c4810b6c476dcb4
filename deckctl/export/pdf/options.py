"""What a PDF export is asked for: paper, card size, bleed, marks, mode, duplex, offsets, PDF/X;
and whether a sheet of the paper holds the card at all (`check_fits`)."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, replace
from pathlib import Path

PAPERS = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}  # mm, portrait
CARD_SIZES = {"poker": (63.0, 88.0), "bridge": (57.0, 89.0), "mini": (44.0, 68.0), "tarot": (70.0, 120.0)}
MODES = ("sheets", "singles")
DUPLEX = ("long-edge", "short-edge", "none")
PDFX = ("1a", "4")  # PDF/X-1a:2001, PDF/X-4
# I know! announcement cards: the back says what the card does, or is the same on every one
ANNOUNCEMENT_BACKS = ("effect", "neutral")
# WxH in mm, written as people write it: `63x88`, `63 x 88`, `63×88`, `63x88mm`, `63 mm x 88 mm`
# (read with its spaces taken out and in lower case)
_CUSTOM = re.compile(r"^(\d+(?:\.\d+)?)(?:mm)?[x×](\d+(?:\.\d+)?)(?:mm)?$")
_OTHER_UNIT = re.compile(r"^\d+(?:[.,]\d+)?(cm|in|inch|inches|\"|pt|px)?[x×]\d+(?:[.,]\d+)?(cm|in|inch|inches|\"|pt|px)$")
CARD_SIZE_FORMS = "poker, bridge, mini, tarot or WxH in millimetres (like 63x88, 63 x 88 or 63x88mm)"

MIN_CARD = (30.0, 40.0)  # mm: below this no face can stay readable
MAX_CARD = 300.0  # mm, either side
MAX_BLEED = 10.0


class OptionError(ValueError):
    """An option value that cannot be used; the message says which and why, `hint` (if any) what to
    give instead."""

    def __init__(self, message: str, hint: str | None = None):
        super().__init__(message)
        self.hint = hint


class PathOptionError(OptionError):
    """A file the deck's `print:` section names that deckctl does not read (outside the deck's
    repository, absolute, not a regular file, too large); `hint` says what to write instead."""


def parse_card_size(value: str) -> tuple[float, float]:
    """`poker`, `bridge`, `mini`, `tarot` or `WxH` in mm, in any case, with or without spaces and
    the unit (`63 x 88 mm`)."""
    key = "".join(value.split()).lower()
    if key in CARD_SIZES:
        return CARD_SIZES[key]
    match = _CUSTOM.match(key)
    if not match:
        raise OptionError(_not_a_card_size(value, key))
    size = (float(match.group(1)), float(match.group(2)))
    if size[0] < MIN_CARD[0] or size[1] < MIN_CARD[1]:
        raise OptionError(f"card size `{value}` is too small: at least {MIN_CARD[0]:g}x{MIN_CARD[1]:g} mm")
    if max(size) > MAX_CARD:
        raise OptionError(f"card size `{value}` is too large: at most {MAX_CARD:g} mm a side")
    return size


def _not_a_card_size(value: str, key: str) -> str:
    """Why `value` is no card size: a size in another unit than millimetres, a near miss of a
    named size, or neither (the forms it takes)."""
    from difflib import get_close_matches

    other = _OTHER_UNIT.match(key)
    if other:
        return f"card size `{value}` is not in millimetres: give WxH in mm (like 63x88 or 63x88mm)"
    close = get_close_matches(key, list(CARD_SIZES), n=1)
    guess = f"; did you mean `{close[0]}`?" if close else ""
    return f"card size `{value}` is not {CARD_SIZE_FORMS}{guess}"


def parse_offset(value: str) -> tuple[float, float]:
    """`X,Y` in mm (either may be negative)."""
    parts = value.replace(" ", "").split(",")
    try:
        if len(parts) != 2:
            raise ValueError
        x, y = float(parts[0]), float(parts[1])
        if not (math.isfinite(x) and math.isfinite(y)):
            raise ValueError
    except ValueError:
        raise OptionError(f"back offset `{value}` is not X,Y in mm (like 0.5,-1)") from None
    if abs(x) > 20 or abs(y) > 20:
        raise OptionError(f"back offset `{value}` is more than 20 mm: measure again with `deckctl export calibration`")
    return x, y


@dataclass(frozen=True)
class PdfOptions:
    paper: str = "a4"
    card_size: str = "poker"
    bleed: float = 3.0  # mm around each card
    crop_marks: bool = True
    mode: str = "sheets"
    duplex: str = "long-edge"
    back_offset: tuple[float, float] = (0.0, 0.0)  # mm, moves back pages' content (seen from the back)
    blanks: int = 0  # blank cards per group, for games that have them (Wissens-Spektrum)
    # Proofing rounds: each card prints its deck, id, version (and date) in its footer.
    proof: bool = False
    pdfx: str | None = None  # None: RGB for screens and home printers; "1a" or "4": CMYK PDF/X
    icc_profile: str | None = None  # the printer's CMYK output profile (a file), embedded in PDF/X
    announcement_back: str = "effect"  # I know!: "neutral" prints the same back on every announcement

    def __post_init__(self) -> None:
        if self.paper not in PAPERS:
            raise OptionError(f"paper `{self.paper}` is not one of {', '.join(PAPERS)}")
        if self.mode not in MODES:
            raise OptionError(f"mode `{self.mode}` is not one of {', '.join(MODES)}")
        if self.duplex not in DUPLEX:
            raise OptionError(f"duplex `{self.duplex}` is not one of {', '.join(DUPLEX)}")
        if not 0 <= self.bleed <= MAX_BLEED:
            raise OptionError(f"bleed {self.bleed:g} mm is outside 0-{MAX_BLEED:g} mm")
        if not 0 <= self.blanks <= 100:
            raise OptionError(f"blanks {self.blanks} is outside 0-100")
        parse_card_size(self.card_size)
        if self.announcement_back not in ANNOUNCEMENT_BACKS:
            raise OptionError(f"announcement back `{self.announcement_back}` is not one of {', '.join(ANNOUNCEMENT_BACKS)}")
        if self.pdfx is not None and self.pdfx not in PDFX:
            raise OptionError(f"pdfx `{self.pdfx}` is not 1a (PDF/X-1a), 4 (PDF/X-4) or none (RGB)")
        if self.icc_profile is not None:
            from deckctl.export.pdf.icc import IccError, read_profile

            if self.pdfx is None:
                raise OptionError("an ICC profile is only used in a PDF/X export: add --pdfx 1a or --pdfx 4")
            try:
                read_profile(self.icc_profile, self.pdfx)
            except IccError as exc:
                raise OptionError(str(exc), exc.hint) from None
        elif self.pdfx == "4":
            raise OptionError(NO_PROFILE)

    @property
    def card_mm(self) -> tuple[float, float]:
        return parse_card_size(self.card_size)

    @property
    def paper_mm(self) -> tuple[float, float]:
        return PAPERS[self.paper]

    def with_(self, **changes) -> "PdfOptions":
        return replace(self, **changes)


NO_PROFILE = (
    "PDF/X-4 needs the printer's CMYK profile: give --icc-profile FILE (or icc_profile in the deck's "
    "print: section). Ask the printer for it, or get the standard one for their paper from the ECI "
    "(www.eci.org; FOGRA39 for coated offset paper). deckctl ships none; --pdfx 1a needs none")

# What a sheet keeps around its cards (deckctl/export/pdf/layout.py places them), judged with the
# options: a card the paper cannot hold is refused when the options are resolved.
SHEET_MARGIN = 4.5  # mm: the least room between the paper's edge and a card's trim edge
# Crop marks. Most home and office printers print nothing within about 4-5 mm of the paper's
# edge, so no mark comes closer than PRINTER_SAFE; none reaches into the bleed box either (a mark
# starts MARK_OFFSET beyond it, so a slightly off cut never shows one). A sheet with marks keeps
# room for marks of at least MARK_MIN on every side, with fewer cards if it must.
PRINTER_SAFE = 5.0  # mm
MARK_OFFSET = 0.5  # mm
MARK_MIN = 2.0  # mm, the shortest a mark is


def mark_room(bleed: float) -> float:
    """mm a card's trim edge needs to the paper's edge for crop marks beyond it."""
    return bleed + MARK_OFFSET + MARK_MIN + PRINTER_SAFE


def _count(length: float, card: float, gutter: float, margin: float) -> int:
    n = 0
    while (n + 1) * card + n * gutter <= length - 2 * margin + 1e-9:
        n += 1
    return n


def _margin(bleed: float, crop_marks: bool) -> float:
    """mm from the paper's edge to the outermost cards' cut lines, at least."""
    return max(SHEET_MARGIN, bleed, mark_room(bleed) if crop_marks else 0.0)


def sheet_counts(paper_mm: tuple[float, float], card_mm: tuple[float, float], bleed: float,
                 crop_marks: bool) -> tuple[int, int]:
    """(columns, rows) of cards a sheet holds, each with its full bleed (gutters of twice the
    bleed); 0 in either when the card does not fit."""
    margin = _margin(bleed, crop_marks)
    return (_count(paper_mm[0], card_mm[0], 2 * bleed, margin),
            _count(paper_mm[1], card_mm[1], 2 * bleed, margin))


def largest_card(paper_mm: tuple[float, float], bleed: float, crop_marks: bool) -> tuple[float, float]:
    """The largest card (mm, rounded down to 0.1 mm) a sheet of this paper holds."""
    margin = _margin(bleed, crop_marks)
    width, height = (math.floor(round(side - 2 * margin, 6) * 10 + 1e-6) / 10 for side in paper_mm)
    return width, height


class LayoutError(OptionError):
    """Options that give no sheet: a card that, with its bleed (and room for crop marks when they
    are on), is larger than the paper holds; `hint` names what would print it."""


def _fits(options: PdfOptions, paper: str | None = None, bleed: float | None = None,
          crop_marks: bool | None = None) -> bool:
    """Whether a sheet holds at least one card with these options, or with the ones named: the
    arithmetic alone, so the search for what would fit (`_instead`) never lays out a sheet."""
    cols, rows = sheet_counts(PAPERS[paper or options.paper], options.card_mm,
                              options.bleed if bleed is None else bleed,
                              options.crop_marks if crop_marks is None else crop_marks)
    return cols > 0 and rows > 0


def check_fits(options: PdfOptions, keys: bool = False) -> None:
    """Raise LayoutError when a sheet of the paper holds no card with these options, naming the
    sizes and what would print the card instead: the paper, bleed or marks that fit it (as
    `export pdf`'s options, or with `keys` as the deck.yaml settings), one card per page, or the
    largest card that fits. A singles page is the card's own size: it always fits."""
    if options.mode == "sheets":
        check_sheet(options, keys)


def check_sheet(options: PdfOptions, keys: bool = False) -> None:
    """`check_fits` for a sheet of these options, whatever their mode."""
    if _fits(options):
        return
    (cw, ch), (pw, ph), bleed = options.card_mm, options.paper_mm, options.bleed
    card = f"a {cw:g} x {ch:g} mm card with {bleed:g} mm bleed"
    w, h = largest_card((pw, ph), bleed, options.crop_marks)
    if options.crop_marks and _fits(options, crop_marks=False):
        message = (f"{card} leaves no room for crop marks on {options.paper} paper: they need "
                   f"{mark_room(bleed):g} mm from its cut line to the paper's edge (the bleed, a {MARK_MIN:g} mm mark "
                   f"and the {PRINTER_SAFE:g} mm a printer leaves blank), so a card there is at most {w:g} x {h:g} mm")
    else:
        marks = " and crop marks" if options.crop_marks else ""
        message = (f"{card} does not fit on {options.paper} paper ({pw:g} x {ph:g} mm), which holds a card of at "
                   f"most {w:g} x {h:g} mm with that bleed{marks}")
    raise LayoutError(message, _instead(options, keys))


def _instead(options: PdfOptions, keys: bool) -> str:
    """What prints a card too large for the paper: a paper that has the room, the largest bleed
    (in 0.5 mm steps) that does, no marks, one card per page, or a smaller card."""
    def named(key: str, value) -> str:
        if keys:
            return f"print: {{{key}: {value}}}"
        return "--no-crop-marks" if key == "crop_marks" else f"--{key.replace('_', '-')} {value}"

    ways = [named("paper", paper) for paper in sorted(set(PAPERS) - {options.paper}) if _fits(options, paper=paper)]
    smaller = [k / 2 for k in range(math.ceil(options.bleed * 2) - 1, -1, -1)]
    bleed = next((b for b in smaller if _fits(options, bleed=b)), None)
    if bleed is not None:
        ways.append(named("bleed", f"{bleed:g}"))
    if options.crop_marks and _fits(options, crop_marks=False):
        ways.append(named("crop_marks", "false"))
    ways.append(named("mode", "singles"))
    w, h = largest_card(options.paper_mm, options.bleed, options.crop_marks)
    return f"use {', '.join(ways)}, or {named('card_size', f'{w:g}x{h:g}')} or smaller"


SECTION_KEYS = ("paper", "card_size", "bleed", "crop_marks", "mode", "duplex", "pdfx", "icc_profile",
                "announcement_back")
LAYOUT_KEYS = ("card_size", "bleed", "crop_marks", "paper", "mode")  # what decides whether a sheet holds the card


def section_values(print_section, deck_dir: Path | None = None) -> dict:
    """The options a deck's `print:` section sets; its `icc_profile` is relative to the deck folder
    and must stay inside the deck's repository (raises PathOptionError: deckctl/io/paths.py)."""
    values: dict = {}
    if print_section is not None:
        for key in SECTION_KEYS:
            value = getattr(print_section, key, None)
            if value is not None:
                values[key] = value
    if "icc_profile" in values and deck_dir is not None:
        values["icc_profile"] = _deck_profile(Path(deck_dir), values["icc_profile"])
    return values


def _deck_profile(deck_dir: Path, name: str) -> str:
    """The path of the profile the deck names, checked before anything reads it; a missing one is
    left for `read_profile` to report as it reports any missing profile."""
    from deckctl.export.pdf.icc import MAX_PROFILE_BYTES
    from deckctl.io.paths import Refused, named_file

    try:
        return str(named_file(deck_dir, name, MAX_PROFILE_BYTES, "the ICC profile"))
    except FileNotFoundError:
        return str(deck_dir / name)
    except Refused as exc:
        raise PathOptionError(exc.message, exc.hint) from None


def resolve(print_section=None, deck_dir: Path | None = None, **overrides) -> PdfOptions:
    """Defaults, then the deck's `print:` section, then the command line (`None` = not given).
    Raises OptionError for a value that cannot be used, and its LayoutError when no sheet of
    the paper holds the card (`check_fits`), before anything is drawn."""
    options = _combined(print_section, deck_dir, overrides)
    check_fits(options)
    return options


def _combined(print_section, deck_dir: Path | None, overrides: dict) -> PdfOptions:
    """`resolve`'s options, each value checked on its own, whether or not they fit the paper."""
    given = {key: value for key, value in overrides.items() if value is not None}
    # (a profile given on the command line replaces the deck's, which is then not looked at)
    values = section_values(print_section, None if "icc_profile" in given else deck_dir)
    values.update(given)
    if "pdfx" in values:
        values["pdfx"] = str(values["pdfx"]).lower()
    if values.get("pdfx") == "none":  # `--pdfx none`: the RGB export, whatever deck.yaml asks
        values.pop("pdfx")
    if "pdfx" not in values and "icc_profile" not in given:
        values.pop("icc_profile", None)  # the deck's profile waits for a PDF/X export
    return PdfOptions(**values)


def section_culprit(print_section, deck_dir: Path | None, given: dict) -> tuple[str, OptionError] | None:
    """The deck's `print:` value (key, error) that the command line did not override and that
    cannot be used (say a card size the schema accepts but no face can be read at), or that with
    the deck's other sizes gives a card no sheet of its paper holds (`_unfitting`)."""
    given = {key: value for key, value in given.items() if value is not None}
    try:
        values = section_values(print_section, None if "icc_profile" in given else deck_dir)
    except PathOptionError as exc:  # the deck's profile is a file deckctl does not read
        return "icc_profile", exc
    # The profile first, checked with the export it is for; then `pdfx: 4` without one blames `pdfx`.
    for key in sorted(values, key=lambda k: k != "icc_profile"):
        if key in given:
            continue
        context = {k: values[k] for k in ("pdfx", "icc_profile") if k in values and k not in given and k != key}
        try:
            _combined(None, None, {**context, **given, key: values[key]})
        except OptionError as exc:
            if str(exc) != _problem(context | given):  # not the command line's own (`--icc-profile gone`)
                return key, exc
    return _unfitting(values, given)


def _problem(values: dict) -> str:
    """What makes these values unusable without the deck's key, or ""."""
    try:
        _combined(None, None, values)
    except OptionError as exc:
        return str(exc)
    return ""


def _unfitting(values: dict, given: dict) -> tuple[str, OptionError] | None:
    """(key, LayoutError) when the card does not fit the paper because of the deck's own sizes:
    the command line's sizes alone would fit, and the deck's alone would not. The key is the first
    of LAYOUT_KEYS the deck sets and the command line leaves (the card size first); the hint names
    deck.yaml's keys. Anything else that does not fit is the command line's doing: None."""
    def fits(sizes: dict) -> bool:
        try:
            check_fits(PdfOptions(**sizes))
        except LayoutError:
            return False
        return True

    deck = {key: values[key] for key in LAYOUT_KEYS if key in values}
    line = {key: given[key] for key in LAYOUT_KEYS if key in given}
    try:
        check_fits(PdfOptions(**{**deck, **line}), keys=True)
        return None
    except LayoutError as exc:
        problem = exc
    except OptionError:  # a command-line value of its own, reported as a usage error
        return None
    if not fits(line) or fits(deck):
        return None  # the command line's sizes do not fit by themselves, or not with the deck's that do
    key = next((key for key in LAYOUT_KEYS if key in deck and key not in line), None)
    return (key, problem) if key else None
