"""Imposition: where each card goes on a page, and where its back goes so that the two line up.

All positions are in mm from the page's lower-left corner (PDF's own orientation) and name the
lower-left corner of a card's trim box.

Duplex geometry. A sheet turned over its long edge (portrait paper: the vertical edge) keeps
heights and swaps left and right, so a front at x lands behind x' = W - x - w. Turned over its
short edge it keeps left and right and swaps top and bottom: y' = H - y - h. The printer prints
both sides upright for the chosen flip, so only the positions move; on a short-edge sheet each
back is also drawn half a turn about its own centre (`pages.turned`), so that a card turned over
like a page shows its back the same way up as with long-edge.
"""

from __future__ import annotations

from dataclasses import dataclass

from deckctl.export.pdf.options import PAPERS, PdfOptions

SHEET_MARGIN = 4.5  # mm: the least room between the paper's edge and a card's trim edge
SINGLES_SLUG = 9.0  # mm of paper around the bleed of a single card, when crop marks are drawn


class LayoutError(ValueError):
    pass


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


def _count(length: float, card: float, gutter: float, margin: float) -> int:
    n = 0
    while (n + 1) * card + n * gutter <= length - 2 * margin + 1e-9:
        n += 1
    return n


def sheet_grid(options: PdfOptions) -> Grid:
    """As many cards as fit on the paper, each with its full bleed (gutters of twice the bleed)."""
    pw, ph = options.paper_mm
    cw, ch = options.card_mm
    gutter = 2 * options.bleed
    margin = max(SHEET_MARGIN, options.bleed)
    cols, rows = _count(pw, cw, gutter, margin), _count(ph, ch, gutter, margin)
    if not cols or not rows:
        raise LayoutError(f"a {cw:g} x {ch:g} mm card with {options.bleed:g} mm bleed does not fit on "
                          f"{options.paper} paper; use --mode singles")
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

    Marks start 1 mm beyond the bleed of the outermost cards' trim edges (or right at the trim
    edge plus 1 mm when the margin is narrow) so a slightly off cut never shows them.
    """
    (pw, ph), (cw, ch), bleed = grid.page, grid.card, grid.bleed
    cards = [(round(x, 4), round(y, 4), round(x + cw, 4), round(y + ch, 4)) for x, y in grid.slots]
    segments = []

    def span(inner: float, outer: float) -> tuple[float, float] | None:
        # from the trim edge, skipping the bleed when there is room, towards the paper's edge
        distance = abs(outer - inner)
        gap = bleed + 1.0 if distance - bleed - 1.0 >= 3.0 else 1.0
        length = min(8.0, distance - gap)
        if length < 1.0:
            return None
        sign = 1 if outer > inner else -1
        return inner + sign * gap, inner + sign * (gap + length)

    for x in sorted({c[0] for c in cards} | {c[2] for c in cards}):
        on_line = [c for c in cards if x in (c[0], c[2])]
        for inner, outer in ((max(c[3] for c in on_line), ph), (min(c[1] for c in on_line), 0.0)):
            s = span(inner, outer)
            if s:
                segments.append((x, s[0], x, s[1]))
    for y in sorted({c[1] for c in cards} | {c[3] for c in cards}):
        on_line = [c for c in cards if y in (c[1], c[3])]
        for inner, outer in ((min(c[0] for c in on_line), 0.0), (max(c[2] for c in on_line), pw)):
            s = span(inner, outer)
            if s:
                segments.append((s[0], y, s[1], y))
    return segments


def per_sheet(options: PdfOptions) -> int:
    """Cards on one sheet with these options (0 when the card does not fit the paper)."""
    try:
        return sheet_grid(options).per_page
    except LayoutError:
        return 0


def summary(options: PdfOptions, cards: int) -> str:
    """The layout an export chose, for its report: `76 cards, 9 per sheet (3 x 3), 9 sheets, a4`."""
    if options.mode == "singles":
        return f"{cards} cards, one per page with bleed and trim box, {2 * cards} pages"
    grid = sheet_grid(options)
    sheets = -(-cards // grid.per_page)
    return (f"{cards} card{'s' if cards != 1 else ''}, {grid.per_page} per sheet ({grid.cols} x {grid.rows}), "
            f"{sheets} sheet{'s' if sheets != 1 else ''}, {options.paper}")


def roomier(options: PdfOptions, keys: bool = False) -> str:
    """Which smaller bleed or other paper would fit more cards per sheet, or "" when none would.

    The bleed named is the largest (in 0.5 mm steps) that fits the most cards on this paper. It is
    named as `export pdf`'s option (`--bleed 1.5`), or with `keys` as the deck.yaml setting
    (`print: {bleed: 1.5}`), for `build`, which takes no such options.
    """
    def named(key: str, value) -> str:
        return f"print: {{{key}: {value}}}" if keys else f"--{key} {value}"

    if options.mode != "sheets":
        return ""
    now = per_sheet(options)
    better = []
    bleeds = [k / 2 for k in range(int(options.bleed * 2) - 1, -1, -1)] if options.bleed > 0 else []
    counts = [(per_sheet(options.with_(bleed=b)), b) for b in bleeds]
    most = max((n for n, _ in counts), default=now)
    if most > now:
        bleed = next(b for n, b in counts if n == most)
        better.append(f"{named('bleed', f'{bleed:g}')} would fit {most}")
    for paper in sorted(set(PAPERS) - {options.paper}):
        there = per_sheet(options.with_(paper=paper))
        if there > now:
            better.append(f"{named('paper', paper)} would fit {there}")
    if not better:
        return ""
    return f"{now} cards per sheet on {options.paper} with {options.bleed:g} mm bleed; " + ", ".join(better)
