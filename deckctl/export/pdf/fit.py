"""Text fitting as a check: `check_fit(deck, options, language) -> list[Diagnostic]`.

The lint and translation stages call this to learn, for every card and language, whether each
text fits its box at a readable size and whether the font can draw every character, without
writing a PDF. It runs the faces exactly as the export does, only with nothing to draw on.
"""

from deckctl.export.pdf.document import check_fit
from deckctl.export.pdf.text import MIN_READABLE, Fit, fit, wrap

__all__ = ["check_fit", "fit", "wrap", "Fit", "MIN_READABLE"]
