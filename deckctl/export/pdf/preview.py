"""`deckctl preview`: one card side as a PNG, drawn by the same faces as the PDF export.

The card is laid out as a one-page PDF (trim size, no bleed, no marks) and rasterised with
PDFium (the `pypdfium2` package ships it), so the picture is exactly what the PDF would show.
"""

from __future__ import annotations

import io
from pathlib import Path

from deckctl.export.pdf.base import PdfExportError, face_of
from deckctl.export.pdf.document import export_pdf, items_of
from deckctl.export.pdf.options import PdfOptions


class CardNotFound(LookupError):
    def __init__(self, card_id: str, known: list[str]):
        self.card_id = card_id
        self.known = known
        super().__init__(card_id)


def card_pdf(deck, card_id: str, options: PdfOptions, language: str | None = None) -> bytes:
    """A one-card PDF: the front then the back, at trim size."""
    items = items_of(deck, options, face_of(deck))
    chosen = [item for item in items if item.key == card_id]
    if not chosen:
        raise CardNotFound(card_id, [item.key for item in items])
    single = options.with_(mode="singles", bleed=0.0, crop_marks=False, duplex="long-edge",
                           back_offset=(0.0, 0.0))
    return export_pdf(deck, single, language, only=[card_id])


def render_png(deck, card_id: str, out: Path, back: bool = False, dpi: int = 200,
               options: PdfOptions | None = None, language: str | None = None) -> Path:
    import pypdfium2

    from deckctl.io.atomic import write_atomic

    data = card_pdf(deck, card_id, options or PdfOptions(), language)
    pdf = pypdfium2.PdfDocument(data)
    try:
        page = pdf[1 if back else 0]
        image = page.render(scale=dpi / 72).to_pil()
        png = io.BytesIO()
        image.save(png, format="PNG")
    finally:
        pdf.close()
    write_atomic(out, png.getvalue())  # (whole or not at all; never through a link or into a FIFO)
    return out


__all__ = ["CardNotFound", "PdfExportError", "card_pdf", "render_png"]
