"""A deck's pages drawn in chunks, on several processes where it pays, then played into one
document in page order.

Each chunk of pages is drawn onto a recorder (`record.py`): the operators of every card, with
records where the document has its say (font subset codes, font and form names). The main process
plays the chunks in order, so the PDF is byte for byte the same whether one process drew every
page or several drew a share each: `--jobs` changes how fast, never what.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from typing import Any

from deckctl.export.pdf import art, layout, record, theme
from deckctl.export.pdf.base import MM, Item, Problem, RecordedPart
from deckctl.export.pdf.draw import CardContext, colour_op
from deckctl.export.pdf.options import PdfOptions

# Pages a task draws: enough that a task's start (a recorder, its parts drawn once) is small next
# to its work, few enough that a large deck's chunks keep every process busy to the end and the
# main process can play early chunks while later ones are drawn.
CHUNK_PAGES = 16
# Card sides below which a deck is drawn by the main process alone: forking workers (with the
# deck in memory) and handing their pages back cost about what they save on a deck of ~300 sheets.
APART_FROM = 5000


@dataclass
class Drawing:
    """What drawing any page of one export takes; a forked worker has it from the main process."""

    face: Any
    deck: Any
    options: PdfOptions
    language: str
    growth: Any
    pages: list  # (side, [(item, slot)], grid) per page, in printing order (`sheets`)
    page_size: tuple[float, float]  # pt
    cmyk: bool
    art_state: Any  # what `art.begin` made ready on the document


@dataclass
class Chunk:
    """Some pages, drawn: each page's operators (strings joined where no record parts them), the
    shared parts first drawn here, and the problems found, by (page, slot on the page)."""

    pages: list[list] = field(default_factory=list)
    parts: dict[str, RecordedPart] = field(default_factory=dict)
    problems: list[tuple[int, int, list]] = field(default_factory=list)


_drawing: Drawing | None = None  # the export whose pages the tasks of this process draw
_recorder = None  # what this process drew them on: its shared parts are drawn once per process


def drawn(drawing: Drawing, jobs: int) -> Iterator[tuple[int, Chunk]]:
    """(first page, chunk) for the export's pages, in page order, drawn on up to `jobs` processes."""
    from deckctl.core.workers import forks, ordered_map

    global _drawing, _recorder
    total = len(drawing.pages)
    spans = [(start, min(start + CHUNK_PAGES, total)) for start in range(0, total, CHUNK_PAGES)]
    sides = sum(len(placed) for _, placed, _ in drawing.pages)
    if sides < APART_FROM or not forks():  # (workers must be forked: they draw the deck loaded here)
        jobs = 1
    _drawing = drawing
    try:
        # (A window: the main process keeps a few chunks, not all of them behind a slow one.)
        chunks = ordered_map(_draw_span, spans, jobs, window=2 * jobs + 1)
        yield from zip((start for start, _ in spans), chunks)
    finally:
        _drawing = _recorder = None


def _draw_span(span: tuple[int, int]) -> Chunk:
    """Draw some pages. A process draws its spans in page order (`ordered_map` without a `cost`
    hands them out in order), so a part it drew for an earlier span, which that span's chunk
    carried, is not drawn again, and the first card of the document that uses a part is always
    one a chunk marks as its first."""
    global _recorder
    d = _drawing
    if _recorder is None:
        _recorder = record.recorder(d.page_size, d.cmyk, d.art_state)
    canvas = _recorder
    parts = canvas._deckctl_parts
    known = set(parts)
    chunk = Chunk()
    for n in range(*span):
        side, placed, grid = d.pages[n]
        canvas._code = []
        for k, (item, slot) in enumerate(placed):
            problems = draw_card(canvas, d.face, d.deck, item, side, slot, d.options, d.language, d.growth)
            if problems:
                chunk.problems.append((n, k, problems))
        if d.options.crop_marks:  # around the slots that hold a card, not the empty ones
            crop_marks(canvas, replace(grid, slots=tuple(slot for _, slot in placed)), d.cmyk)
        chunk.pages.append(_joined(canvas._code))
    chunk.parts = {key: part for key, part in parts.items() if key not in known}
    return chunk


def _joined(code: list) -> list:
    """Runs of strings joined as the page's stream joins them (fewer objects to hand back)."""
    out: list = []
    run: list[str] = []
    for entry in code:
        if type(entry) is str:
            run.append(entry)
            continue
        if run:
            out.append("\n".join(run))
            run = []
        out.append(entry)
    if run:
        out.append("\n".join(run))
    return out


def draw_card(canvas, face, deck, item: Item, side: str, origin_mm, options: PdfOptions,
              language: str, growth=None, measured: set | None = None) -> list[Problem]:
    cw, ch = options.card_mm
    ox, oy = origin_mm[0] * MM, origin_mm[1] * MM
    ctx = CardContext(canvas, (ox, oy), (cw, ch), options.bleed, language, deck, item, side, options.proof, growth,
                      measured)
    if canvas is not None:
        from reportlab.lib.rl_accel import fp_str

        b = options.bleed * MM
        canvas.saveState()
        # The clipping path reportlab's beginPath, rect and clipPath (no fill, no stroke) would write.
        canvas._code.append(f"n {fp_str(ox - b, oy - b, cw * MM + 2 * b, ch * MM + 2 * b)} re W* n")
        if turned(side, options):  # half a turn about the card's centre, inside its clip
            canvas._code.append(f"-1 0 0 -1 {fp_str(2 * ox + cw * MM, 2 * oy + ch * MM)} cm")
        if side == "back":
            art.back(ctx)
    (face.front if side == "front" else face.back)(ctx, item)
    if canvas is not None:
        canvas.restoreState()
    return ctx.problems


def turned(side: str, options: PdfOptions) -> bool:
    """Whether a card side is drawn upside down on its page: a back on a sheet turned over its
    short edge. The printer prints that page so it reads upright once the sheet is turned top over
    bottom; a card is turned over like a page, left over right (as long-edge turns the sheet), and
    only half a turn more makes its back read the same way up as its front. Singles pages, which a
    print shop pairs itself, stay upright."""
    return side == "back" and options.duplex == "short-edge" and options.mode == "sheets"


def crop_marks(canvas, grid: layout.Grid, cmyk: bool) -> None:
    """The marks around the slots of `grid`. Nearly every sheet has the same slots, so the
    operators written for a set of slots are kept and written again as they are (the same bytes
    as drawing them anew: the marks leave the graphics state as they found it)."""
    kept = canvas.__dict__.setdefault("_deckctl_crop_marks", {})
    key = (grid.slots, grid.card, grid.page, grid.bleed, cmyk)
    code = kept.get(key)
    if code is None:
        start = len(canvas._code)
        _draw_crop_marks(canvas, grid, cmyk)
        kept[key] = canvas._code[start:]
    else:
        canvas._code.extend(code)


def _draw_crop_marks(canvas, grid: layout.Grid, cmyk: bool) -> None:
    segments = layout.crop_lines(grid)
    if not segments:
        return
    canvas.saveState()
    canvas.setLineCap(0)
    # A white halo first, so the marks show on dark bleed too; then the hairline itself.
    for colour, width in ((theme.PAPER, 1.2), (theme.INK, 0.3)):
        canvas._code.append(colour_op(colour, cmyk, stroke=True))
        canvas.setLineWidth(width)
        for x1, y1, x2, y2 in segments:
            canvas.line(x1 * MM, y1 * MM, x2 * MM, y2 * MM)
    canvas.restoreState()


def sheets(items: list[Item], grid: layout.Grid, options: PdfOptions):
    """(side, [(item, slot)], grid) per page, in printing order."""
    per = grid.per_page
    chunks = [items[i:i + per] for i in range(0, len(items), per)]
    back_grid = layout.back_grid(grid, options)
    fronts = [("front", list(zip(chunk, grid.slots)), grid) for chunk in chunks]
    backs = [("back", list(zip(chunk, back_grid.slots)), back_grid) for chunk in chunks]
    if options.duplex == "none":
        return fronts + backs
    pages = []
    for front, back in zip(fronts, backs):
        pages += [front, back]
    return pages
