"""The fonts an SVG art's text is read with: whatever `font-family` it names, the card font.

svglib, left to itself, takes a family name for a file: it opens `<family>.ttf` relative to the
working folder (or as an absolute path, `../../x` included) and then asks fontconfig, running an
`fc-match` process for each new name. An SVG comes from the deck's repository, so from anyone;
its font names must reach neither the file system nor a process. deckctl sets every SVG text in
its card font anyway (`art._prepared`, docs/pdf.md): the text is measured with that font here
too, so anchored and spaced text lines up as it is drawn.
"""

from __future__ import annotations

BOLD_FROM = 600  # a numeric `font-weight` from semibold up is drawn bold (CSS's bolder side of 500)


def card_font(weight: str | None) -> str:
    """The registered name of the card font's face for an SVG `font-weight`: bold for `bold`,
    `bolder` or a number from `BOLD_FROM`, else regular. Registered on first use (the font comes
    with deckctl's fonts package, never from the system)."""
    from deckctl.export.pdf import fonts

    text = str(weight or "").strip().lower()
    try:
        bold = text in ("bold", "bolder") or float(text) >= BOLD_FROM
    except ValueError:
        bold = False
    face = "bold" if bold else "regular"
    fonts.register(face)
    return fonts.font_name(face)


class CardFontMap:
    """What svglib asks of its font map (`find_font`), answered without a file or a process:
    every family is the card font, an exact match (so svglib looks no further)."""

    def find_font(self, font_name: str, weight: str = "normal", style: str = "normal") -> tuple[str, bool]:
        return card_font(weight), True


__all__ = ["BOLD_FROM", "CardFontMap", "card_font"]
