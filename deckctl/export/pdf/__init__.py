"""Print-ready PDFs of decks: faces, sheets and singles, bleed, crop marks, duplex, fonts, fitting.

    from deckctl.export.pdf import PdfOptions, export_pdf, check_fit
    data = export_pdf(deck, PdfOptions(paper="letter", duplex="short-edge"), jobs=2)

Modules: `options` (what is asked), `layout` (imposition and duplex mirroring), `draw` (the
surface faces draw on), `text` (wrapping, shrinking and growing), `growth` (one size per kind of text across a deck),
`typography` (quotes and apostrophes per language), `fonts` (embedded Fira Sans), `theme`
(colours for screen and print, and labels), `document` (the PDF itself), `pages` and `record`
(a large deck's pages drawn on several processes, played into the one document), `pdfx` and `icc` (PDF/X
for print shops), `calibration`, `preview`. Each game's face is
`deckctl/games/<game>/face.py`.
"""

from deckctl.export.pdf.document import PdfExportError, check_fit, export_pdf
from deckctl.export.pdf.layout import LayoutError
from deckctl.export.pdf.options import OptionError, PdfOptions, resolve

__all__ = ["PdfOptions", "PdfExportError", "LayoutError", "OptionError", "check_fit", "export_pdf", "resolve"]
