"""Print-ready PDFs of decks: faces, sheets and singles, bleed, crop marks, duplex, fonts, fitting.

    from deckctl.export.pdf import PdfOptions, export_pdf, check_fit
    data = export_pdf(deck, PdfOptions(paper="letter", duplex="short-edge"), jobs=2)

Modules, in import order (each imports only modules named before it):
- `base` (the names the others share: the millimetre, a card to draw, a face's problems, the
  records a drawn card leaves, the export's error), `icc`, `options` (what is asked),
  `fontmetrics`, `fonts` (embedded Fira Sans), `theme` (colours for screen and print), `growth`
  (one size per kind of text across a deck);
- `typography` (quotes and apostrophes per language), `layout` (imposition and duplex mirroring),
  `text` (wrapping, shrinking and growing), `record` (what a drawn page leaves for its document),
  `art` (the publisher's back art and logo);
- `draw` (the surface faces draw on), `parts` (pieces faces share), `pages` (a large deck's pages
  drawn on several processes, played into the one document), `calibration`;
- `pdfx` (PDF/X for print shops), `document` (the PDF itself), `fit`, `preview`;
- `glyphs` (the font's glyph outlines as SVG paths), `pictures` (cards as PNG pictures of their PDF),
  `vector` (cards as SVG pictures written from the recorded operators: the proof's).
Each game's face is `deckctl/games/<game>/face.py`.
"""

from deckctl.export.pdf.base import PdfExportError
from deckctl.export.pdf.document import check_fit, export_pdf
from deckctl.export.pdf.layout import LayoutError
from deckctl.export.pdf.options import OptionError, PdfOptions, resolve

__all__ = ["PdfOptions", "PdfExportError", "LayoutError", "OptionError", "check_fit", "export_pdf", "resolve"]
