"""Imposition: where each card goes on a page, and where its back goes so that the two line up.

All positions are in mm from the page's lower-left corner (PDF's own orientation) and name the
lower-left corner of a card's trim box.

Duplex geometry. A sheet turned over its long edge (portrait paper: the vertical edge) keeps
heights and swaps left and right, so a front at x lands behind x' = W - x - w. Turned over its
short edge it keeps left and right and swaps top and bottom: y' = H - y - h. The printer prints
both sides upright for the chosen flip, so only the positions move; on a short-edge sheet each
back is also drawn half a turn about its own centre (`pages.turned`), so that a card turned over
like a page shows its back the same way up as with long-edge.

How many cards a sheet holds, and whether it holds one at all, is worked out with the options
(`options.sheet_counts`, `options.check_fits`): options that give no sheet are refused there, a
LayoutError naming what would fit, when they are resolved and before anything is drawn. A singles
page is the card's own size and always holds it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

# (check_fits, LayoutError, mark_room and SHEET_MARGIN are imported from here too)
from deckctl.export.pdf.options import (  # noqa: F401
    MARK_MIN,
    MARK_OFFSET,
    PAPERS,
    PRINTER_SAFE,
    SHEET_MARGIN,
    LayoutError,
    PdfOptions,
    check_fits,
    check_sheet,
    mark_room,
    sheet_counts,
)

SINGLES_SLUG = 9.0  # mm of paper around the bleed of a single card, when crop marks are drawn
MARK_MAX = 6.0  # mm, the longest a crop mark is (MARK_MIN and the room marks keep: options.py)


@dataclass(frozen=True)
class Grid:
    page: tuple[float, float]  # mm
    card: tuple[float, float]  # mm
    bleed: float
    slots: tuple[tuple[float, float], ...]  # trim lower-left corners, reading order
    cols: int
    rows: int

    @property
    def per_page(self) -> int:
        return len(self.slots)


def sheet_grid(options: PdfOptions) -> Grid:
    """As many cards as fit on the paper, each with its full bleed (gutters of twice the bleed);
    LayoutError when none does."""
    check_sheet(options)
    pw, ph = options.paper_mm
    cw, ch = options.card_mm
    gutter = 2 * options.bleed
    cols, rows = sheet_counts((pw, ph), (cw, ch), options.bleed, options.crop_marks)
    used_w = cols * cw + (cols - 1) * gutter
    used_h = rows * ch + (rows - 1) * gutter
    x0 = (pw - used_w) / 2
    y_top = ph - (ph - used_h) / 2
    slots = []
    for row in range(rows):
        for col in range(cols):
            x = x0 + col * (cw + gutter)
            y = y_top - ch - row * (ch + gutter)
            slots.append((round(x, 4), round(y, 4)))
    return Grid((pw, ph), (cw, ch), options.bleed, tuple(slots), cols, rows)


def single_page(options: PdfOptions) -> Grid:
    """One card per page: the page is the card plus its bleed (and a slug for crop marks)."""
    cw, ch = options.card_mm
    slug = SINGLES_SLUG if options.crop_marks else 0.0
    edge = options.bleed + slug
    page = (cw + 2 * edge, ch + 2 * edge)
    return Grid(page, (cw, ch), options.bleed, ((edge, edge),), 1, 1)


def mirror(slot: tuple[float, float], grid: Grid, duplex: str) -> tuple[float, float]:
    """Where the back of the card at `slot` goes on the back page."""
    x, y = slot
    (pw, ph), (cw, ch) = grid.page, grid.card
    if duplex == "short-edge":
        return x, round(ph - y - ch, 4)
    # long-edge, and `none` (backs printed after the fronts and fed back turning the long edge)
    return round(pw - x - cw, 4), y


def back_grid(grid: Grid, options: PdfOptions) -> Grid:
    """The grid of the backs page behind `grid`: each slot mirrored for the flip, then moved by
    `--back-offset`."""
    dx, dy = options.back_offset
    slots = [mirror(slot, grid, options.duplex) for slot in grid.slots]
    if dx or dy:
        slots = [(x + dx, y + dy) for x, y in slots]
    return replace(grid, slots=tuple(slots))


def _edge_room(grid: Grid) -> dict[str, float]:
    """mm from the outermost cards' cut lines to each edge of the paper."""
    x0, y0, x1, y1 = trim_area(grid)
    pw, ph = grid.page
    return {"left": x0, "right": pw - x1, "bottom": y0, "top": ph - y1}


_TOWARDS = {"left": "left", "right": "right", "bottom": "down", "top": "up"}  # the way an offset moves to a side


def offset_losses(options: PdfOptions) -> list[tuple[str, str]]:
    """(what is lost, what to do) for each edge of the paper that `--back-offset` pushes the backs
    towards further than it allows: the cards off the paper or into the `PRINTER_SAFE` margin
    (where most printers print nothing), or their bleed off the paper. Back crop marks that an
    offset leaves out (`crop_lines`) are no loss worth a warning: one cuts along the fronts' marks,
    and a calibrated printer's offset of half a millimetre would warn on every export. Each is
    judged against the backs as they lie without the offset, so a layout that is tight already is
    not blamed on the offset."""
    dx, dy = options.back_offset
    if not dx and not dy:
        return []
    grid = sheet_grid(options) if options.mode == "sheets" else single_page(options)
    before = _edge_room(back_grid(grid, options.with_(back_offset=(0.0, 0.0))))
    after = _edge_room(back_grid(grid, options))
    moved = f"--back-offset {dx:g},{dy:g} moves the backs"
    losses = []
    for side, way in _TOWARDS.items():
        room, left = before[side], round(after[side], 4)
        safe, bleed = min(PRINTER_SAFE, room), min(options.bleed, room)
        need = max(safe, bleed)
        if left >= need - 1e-9:
            continue
        if left < 0:
            lost = f"{moved} {-left:g} mm off the paper's {side} edge: part of the cards there is not printed"
        elif left < safe - 1e-9:
            off = round(options.bleed - left, 4)  # (the bleed beyond the paper, said too: a cut there shows white)
            lost = (f"{moved} to {left:g} mm from the paper's {side} edge, inside the {PRINTER_SAFE:g} mm most "
                    "printers leave blank: part of the cards there may not print"
                    + (f", and their bleed runs {off:g} mm off the paper" if off > 0 else ""))
        else:
            lost = (f"{moved} so that their bleed runs {options.bleed - left:g} mm off the paper's {side} edge: "
                    "a cut a little off there shows white paper")
        most = round(room - need, 2)
        todo = "measure the offset again with `deckctl export calibration`; " + (
            f"this layout lets the backs move at most {most:g} mm {way}" if most > 0
            else f"this layout leaves the backs no room to move {way}")
        losses.append((lost, todo))
    return losses


def trim_area(grid: Grid) -> tuple[float, float, float, float]:
    """(x0, y0, x1, y1) in mm: the smallest box holding every card's trim box, the TrimBox of a
    page. On a sheet it includes the gutters, which are bleed cut away with the cards."""
    (cw, ch) = grid.card
    xs = [x for x, _ in grid.slots]
    ys = [y for _, y in grid.slots]
    return min(xs), min(ys), max(xs) + cw, max(ys) + ch


def crop_lines(grid: Grid) -> list[tuple[float, float, float, float]]:
    """Crop mark segments (x1, y1, x2, y2) in mm: every cut line of the cards in `grid.slots`,
    extended beyond the outermost card on it, so marks surround the cards there are and no empty
    slot (the last sheet of a deck is often only partly filled).

    A mark starts `MARK_OFFSET` beyond the outermost card's bleed (outside the bleed box) and ends
    at least `PRINTER_SAFE` from the paper's edge; where that leaves less than `MARK_MIN` (a back
    page moved by --back-offset) the mark is left out rather than drawn where it would not print.
    So is a mark whose cut line itself lies within `PRINTER_SAFE` of the paper's edge it runs along
    (the top row's cut line of backs moved up by --back-offset).
    """
    (pw, ph), (cw, ch), bleed = grid.page, grid.card, grid.bleed
    cards = [(round(x, 4), round(y, 4), round(x + cw, 4), round(y + ch, 4)) for x, y in grid.slots]
    segments = []

    def span(inner: float, outer: float) -> tuple[float, float] | None:
        # from beyond the bleed towards the paper's edge, stopping short of where printers print
        gap = bleed + MARK_OFFSET
        length = min(MARK_MAX, abs(outer - inner) - gap - PRINTER_SAFE)
        if length < MARK_MIN - 1e-9:
            return None
        sign = 1 if outer > inner else -1
        return round(inner + sign * gap, 4), round(inner + sign * (gap + length), 4)

    def printable(at: float, side: float) -> bool:
        return PRINTER_SAFE - 1e-9 <= at <= side - PRINTER_SAFE + 1e-9

    for x in sorted({c[0] for c in cards} | {c[2] for c in cards}):
        if not printable(x, pw):
            continue
        on_line = [c for c in cards if x in (c[0], c[2])]
        for inner, outer in ((max(c[3] for c in on_line), ph), (min(c[1] for c in on_line), 0.0)):
            s = span(inner, outer)
            if s:
                segments.append((x, s[0], x, s[1]))
    for y in sorted({c[1] for c in cards} | {c[3] for c in cards}):
        if not printable(y, ph):
            continue
        on_line = [c for c in cards if y in (c[1], c[3])]
        for inner, outer in ((min(c[0] for c in on_line), 0.0), (max(c[2] for c in on_line), pw)):
            s = span(inner, outer)
            if s:
                segments.append((s[0], y, s[1], y))
    return segments


def per_sheet(options: PdfOptions) -> int:
    """Cards on one sheet with these options (0 when the card does not fit the paper)."""
    cols, rows = sheet_counts(options.paper_mm, options.card_mm, options.bleed, options.crop_marks)
    return cols * rows


def summary(options: PdfOptions, cards: int) -> str:
    """The layout an export chose, for its report: `76 cards, 9 per sheet (3 x 3), 9 sheets, a4`."""
    if options.mode == "singles":
        return f"{cards} cards, one per page with bleed and trim box, {2 * cards} pages"
    grid = sheet_grid(options)
    sheets = -(-cards // grid.per_page)
    return (f"{cards} card{'s' if cards != 1 else ''}, {grid.per_page} per sheet ({grid.cols} x {grid.rows}), "
            f"{sheets} sheet{'s' if sheets != 1 else ''}, {options.paper}")


def roomier(options: PdfOptions, keys: bool = False, chosen: frozenset[str] = frozenset()) -> str:
    """Which smaller bleed or other paper would fit more cards per sheet, or "" when none would.

    The bleed named is the largest (in 0.5 mm steps) that fits the most cards on this paper. It is
    named as `export pdf`'s option (`--bleed 1.5`), or with `keys` as the deck.yaml setting
    (`print: {bleed: 1.5}`), for `build`, which takes no such options. `chosen`: the settings
    (`bleed`, `paper`, `crop_marks`) the deck sets itself, which are not second-guessed.
    """
    def named(key: str, value) -> str:
        return f"print: {{{key}: {value}}}" if keys else f"--{key} {value}"

    if options.mode != "sheets":
        return ""
    now = per_sheet(options)
    if not now:  # no layout at all: `check_fits` says what would print the card
        return ""
    better = []
    bleeds = [k / 2 for k in range(int(options.bleed * 2) - 1, -1, -1)] if options.bleed > 0 and "bleed" not in chosen else []
    counts = [(per_sheet(options.with_(bleed=b)), b) for b in bleeds]
    most = max((n for n, _ in counts), default=now)
    if most > now:
        bleed = next(b for n, b in counts if n == most)
        better.append(f"{named('bleed', f'{bleed:g}')} would fit {most}")
    for paper in sorted(set(PAPERS) - {options.paper}) if "paper" not in chosen else ():
        there = per_sheet(options.with_(paper=paper))
        if there > now:
            better.append(f"{named('paper', paper)} would fit {there}")
    unmarked = per_sheet(options.with_(crop_marks=False)) if options.crop_marks and "crop_marks" not in chosen else now
    if unmarked > now:
        better.append(f"{'print: {crop_marks: false}' if keys else '--no-crop-marks'} would fit {unmarked}")
    if not better:
        return ""
    marks = f" and crop marks {PRINTER_SAFE:g} mm inside the paper's edge" if unmarked > now else ""
    return f"{now} cards per sheet on {options.paper} with {options.bleed:g} mm bleed{marks}; " + ", ".join(better)
