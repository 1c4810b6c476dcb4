"""Pictures of many cards at once, front and back, drawn by the same faces as the PDF export.

Two steps, so that a caller can spread the second over several processes: `lay_out` draws the
chosen cards as one PDF of singles (trim size, no bleed, no marks), as `preview.py` does for one
card; `rasterise` renders some of its pages with PDFium as PNG. Unlike the export it draws a card
whose text does not fit (as it would print, overflowing) and hands the problems back: a proof
shows what is wrong instead of refusing. It also notes, for each side, the texts the face set and
the box each was set in (in mm from the card's top-left corner), so a proof can give each picture
its text as alternative text and mark the box a finding is about. `draw_pictures` does both.
"""

from __future__ import annotations

import ctypes
import struct
import zlib
from dataclasses import dataclass, field

from deckctl.core.diagnostics import Diagnostic
from deckctl.export.pdf import text, theme, typography
from deckctl.export.pdf.base import LABEL, MM, face_of
from deckctl.export.pdf.document import MANIFEST, deck_growth, export_pdf, items_of
from deckctl.export.pdf.draw import MIN_BODY, CardContext, label_path
from deckctl.export.pdf.growth import Growth
from deckctl.export.pdf.options import PdfOptions

SIDES = ("front", "back")
# zlib's level 1: cards are flat colour and text. (ISA-L's deflate is eight times as fast, but two
# proofs of the same decks gave different bytes for the same pixels: its output is not a function
# of its input alone, and a proof's folder must be.)
PNG_LEVEL = 1


@dataclass
class Placed:
    """One text a face set: the field it shows (as findings name it: `questions/0/question`,
    `label/letter`; "" for a fixed text), the text and its box in mm (x, y from the top-left, w, h)."""

    field: str
    value: str
    box: tuple[float, float, float, float]


@dataclass
class Side:
    png: bytes
    width: int  # pixels
    height: int
    texts: list[Placed] = field(default_factory=list)


@dataclass
class Picture:
    """A card drawn: both sides, and the problems found drawing it (texts that do not fit)."""

    card_id: str
    front: Side
    back: Side
    problems: list[Diagnostic] = field(default_factory=list)


def import_for_workers() -> None:
    """The library that renders, imported before workers are forked (shared)."""
    import pypdfium2  # noqa: F401


def single_options(options: PdfOptions) -> PdfOptions:
    """The deck's print options for a picture on screen: one card per page at trim size, in RGB
    (PDF/X's CMYK finishing is for the print shop)."""
    return options.with_(mode="singles", bleed=0.0, crop_marks=False, duplex="long-edge", back_offset=(0.0, 0.0),
                         pdfx=None, icc_profile=None, proof=False)


def growth_of(deck, options: PdfOptions, language: str) -> Growth:
    """How far the deck's short texts grow in `language`: it shapes every card, so a proof keys
    its pictures on it (`factors`) and hands it to `draw_pictures`."""
    face = face_of(deck)
    return deck_growth(face, deck, items_of(deck, options, face), single_options(options), language)


def factors(growth: Growth) -> list:
    """The growth decided, as plain sorted data (for a key)."""
    return sorted([[*map(str, kind), factor] for kind, factor in (growth.factors or {}).items()])


@dataclass
class LaidOut:
    """One card of a `Layout`: the texts each side set, and the problems found drawing it."""

    card_id: str
    texts: tuple[list[Placed], list[Placed]]  # front, back
    problems: list[Diagnostic] = field(default_factory=list)


@dataclass
class Layout:
    """Cards drawn as a PDF of singles: card `n` of `cards` is pages 2n (front) and 2n + 1 (back)."""

    pdf: bytes
    cards: list[LaidOut] = field(default_factory=list)


@dataclass
class Raster:
    png: bytes
    width: int  # pixels
    height: int


def lay_out(deck, options: PdfOptions, language: str, card_ids: list[str] | set[str],
            growth: Growth | None = None) -> Layout:
    """The cards `card_ids` of the (localized) valid `deck`, in deck order, as one PDF. Raises
    PdfExportError when nothing can be drawn (art that cannot be read)."""
    if not card_ids:
        return Layout(b"")
    single = single_options(options)
    wanted = set(card_ids)
    face = face_of(deck)
    items = [item for item in items_of(deck, single, face) if item.key in wanted and item.ref is not None]
    problems: list[Diagnostic] = []
    data = export_pdf(deck, single, language, only=wanted, problems_out=problems, growth=growth)
    by_card: dict[str, list[Diagnostic]] = {}
    for problem in problems:
        by_card.setdefault(problem.card_id, []).append(problem)
    cards = [LaidOut(item.key, tuple(placed_texts(deck, single, language, item, side) for side in SIDES),
                     by_card.get(item.key, [])) for item in items]
    return Layout(data, cards)


def rasterise(pdf: bytes, pages: range, dpi: int) -> list[Raster]:
    """Pages of a `Layout`'s PDF as PNG pictures at `dpi`."""
    import pypdfium2

    document = pypdfium2.PdfDocument(pdf)
    try:
        out = []
        for n in pages:
            page = document[n]
            try:
                out.append(_raster(page, dpi))
            finally:
                page.close()
        return out
    finally:
        document.close()


def draw_pictures(deck, options: PdfOptions, language: str, card_ids: list[str], dpi: int,
                  growth: Growth | None = None) -> list[Picture]:
    """`lay_out` and `rasterise` in one: the cards' pictures, in deck order."""
    layout = lay_out(deck, options, language, card_ids, growth)
    rasters = rasterise(layout.pdf, range(2 * len(layout.cards)), dpi) if layout.cards else []
    return [picture_of(card, rasters[2 * n], rasters[2 * n + 1]) for n, card in enumerate(layout.cards)]


def picture_of(card: LaidOut, front: Raster, back: Raster) -> Picture:
    return Picture(card.card_id, *(Side(r.png, r.width, r.height, texts) for r, texts in zip((front, back), card.texts)),
                   card.problems)


def _raster(page, dpi: int) -> Raster:
    """One page rendered straight into the rows of a PNG's image data: each row of pixels is
    preceded by its filter byte (0, none), so PDFium draws into a buffer laid out as PNG stores it
    (a stride one byte longer than the row) and nothing is copied row by row."""
    made: list = []

    def bitmap_maker(width, height, format, rev_byteorder=False):
        import pypdfium2

        stride = width * 3 + 1
        whole = (ctypes.c_ubyte * (stride * height + 1))()  # zeroed: the filter bytes
        rows = (ctypes.c_ubyte * (stride * height)).from_buffer(whole, 1)
        made.append((whole, stride))
        return pypdfium2.PdfBitmap.new_native(width, height, format, rev_byteorder, buffer=rows, stride=stride)

    bitmap = page.render(scale=dpi / 72, rev_byteorder=True, bitmap_maker=bitmap_maker)  # RGB, PNG's order
    try:
        if bitmap.n_channels != 3:
            raise ValueError(f"expected an RGB bitmap, got {bitmap.n_channels} channels")
        whole, stride = made[0]
        data = memoryview(whole).cast("B")[:stride * bitmap.height]
        if data[::stride].tobytes().count(0) != bitmap.height:  # (PDFium wrote past a row: copy the rows)
            data = _rows(bitmap)
        return Raster(png_bytes(data, bitmap.width, bitmap.height), bitmap.width, bitmap.height)
    finally:
        bitmap.close()


def _rows(bitmap) -> bytes:
    pixels = memoryview(bitmap.buffer).cast("B")
    row, stride = bitmap.width * 3, bitmap.stride
    return b"".join(b"\x00" + pixels[y * stride:y * stride + row] for y in range(bitmap.height))


def png_bytes(data, width: int, height: int) -> bytes:
    """RGB rows, each after its filter byte, as a PNG; the same pixels always give the same bytes."""
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)  # 8 bits, RGB, no interlace
    return b"".join((b"\x89PNG\r\n\x1a\n", _chunk(b"IHDR", header),
                     _chunk(b"IDAT", zlib.compress(data, PNG_LEVEL)), _chunk(b"IEND", b"")))


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


class _Noting(CardContext):
    """Measures like the export (no page) and notes every text set, with its box."""

    def __init__(self, *args, **kw):
        super().__init__(*args, **kw)
        self.placed: list[Placed] = []

    def text_box(self, value, x, y, w, h, size, weight="regular", colour=theme.INK, align="left", valign="top",
                 field_path=None, min_size=MIN_BODY, leading=1.2, grow=1.0, hyphenate=None):
        result = super().text_box(value, x, y, w, h, size, weight, colour, align, valign, field_path, min_size,
                                  leading, grow, hyphenate)
        self.placed.append(Placed(_field(field_path or label_path(value)), str(value), (x, y, w, h)))
        return result

    def pictured(self, value, x, y, w, h) -> None:
        self.placed.append(Placed("", value, (x, y, w, h)))

    def label(self, value, x, y, size, weight="bold", colour=theme.INK, align="left", max_width=None,
              field_path=None, min_size=MIN_BODY):
        fitted = super().label(value, x, y, size, weight, colour, align, max_width, field_path, min_size)
        line = typography.typographic(text.one_line(value), self.text_language(value))
        width = text.line_width(line, weight, fitted) / MM
        left = x - (width / 2 if align == "center" else width if align == "right" else 0.0)
        top = y - fitted * text.ASCENT / MM
        self.placed.append(Placed(_field(field_path or label_path(value)), str(value),
                                  (left, top, width, fitted / MM)))
        return fitted


def placed_texts(deck, options: PdfOptions, language: str, item, side: str) -> list[Placed]:
    """The texts the face sets on one side of a card, in the order it sets them, with their boxes."""
    face = face_of(deck)
    ctx = _Noting(None, (0.0, 0.0), options.card_mm, options.bleed, language, deck, item, side)
    (face.front if side == "front" else face.back)(ctx, item)
    return ctx.placed


def _field(path) -> str:
    """A field path as `document.to_diagnostics` names it in a finding's `field`."""
    if not path:
        return ""
    if path[0] == LABEL:
        return f"label/{path[1]}"
    return "/".join(str(p) for p in path if p != MANIFEST)
