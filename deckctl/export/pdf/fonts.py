"""The card fonts: Fira Sans (SIL Open Font License), shipped by the `fontpkg-fira-sans` package.

The TrueType files come from a package dependency, never from the system, so a fresh machine draws
the same glyphs; reportlab embeds each as a subset holding only the glyphs a PDF uses. Fira Sans
covers Latin (with its extensions), Greek and Cyrillic.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

# Our names for the weights the faces use, and the files behind them.
WEIGHTS = {
    "regular": "FiraSans-Regular.ttf",
    "medium": "FiraSans-Medium.ttf",
    "bold": "FiraSans-Bold.ttf",
    "black": "FiraSans-Black.ttf",
    "italic": "FiraSans-Italic.ttf",
}
FAMILY = "FiraSans"


def font_dir() -> Path:
    import fontpkg_fira_sans

    return Path(fontpkg_fira_sans.ROOT) / "files"


def font_name(weight: str) -> str:
    """The name a weight is registered under with reportlab (see `register`)."""
    return f"{FAMILY}-{weight}"


@cache
def register() -> None:
    """Register every weight with reportlab once per process."""
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont

    for weight, filename in WEIGHTS.items():
        pdfmetrics.registerFont(TTFont(font_name(weight), str(font_dir() / filename)))


@cache
def covered(weight: str = "regular") -> frozenset[int]:
    """The code points the font can draw."""
    from reportlab.pdfbase import pdfmetrics

    register()
    face = pdfmetrics.getFont(font_name(weight)).face
    return frozenset(code for code in face.charToGlyph)


# Characters that are never drawn as glyphs, so the font need not have them.
_LAYOUT = frozenset(map(ord, "\n\t\r"))


def unsupported(text: str, weight: str = "regular") -> list[str]:
    """The distinct characters of `text` the font cannot draw, in order of first appearance."""
    have = covered(weight)
    missing: list[str] = []
    for char in text:
        code = ord(char)
        if code not in have and code not in _LAYOUT and char not in missing:
            missing.append(char)
    return missing
