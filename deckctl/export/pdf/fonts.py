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
def get(weight: str):
    """The reportlab font object of a weight, registered on first use (parsing a TTF file takes
    a few tens of milliseconds, so weights a PDF does not use are never loaded)."""
    from reportlab.pdfbase import pdfmetrics

    font = _tagged_font_class()(font_name(weight), str(font_dir() / WEIGHTS[weight]))
    _add_narrow_space(font.face)
    pdfmetrics.registerFont(font)
    return font


NARROW_SPACE = 0.6  # of a word space: the width of U+202F, the narrow no-break space


def _add_narrow_space(face) -> None:
    """Fira Sans has no narrow no-break space (U+202F), which French sets inside « » and before
    ? ! ; :. Draw it with the (blank) space glyph and a narrower advance: PDF places the next
    glyph by the width the font dictionary gives, and text fitting measures with the same one."""
    space = ord(" ")
    if 0x202F not in face.charToGlyph:
        face.charToGlyph[0x202F] = face.charToGlyph[space]
        face.charWidths[0x202F] = _narrow_space_width(face.charWidths)


def _narrow_space_width(widths: dict[int, int]) -> int:
    return round(widths[ord(" ")] * NARROW_SPACE)


def subset_tag(font_name: str, codes) -> str:
    """The six capital letters before the `+` of an embedded subset's name, from what the subset
    holds: different subsets get different tags (as PDF asks), the same deck the same bytes."""
    import hashlib

    digest = hashlib.sha256(f"{font_name}:{','.join(map(str, codes))}".encode()).digest()
    return "".join(chr(ord("A") + byte % 26) for byte in digest[:6])


@cache
def _tagged_font_class():
    """reportlab's TTFont, with subset tags from `subset_tag` instead of its counter (which names
    the first subset of every font `AAAAAA+`)."""
    from reportlab.pdfbase import ttfonts

    class TaggedTTFont(ttfonts.TTFont):
        def addObjects(self, doc):
            subsets = self.state[doc].subsets if doc in self.state else []
            tags = [subset_tag(self.face.name.decode("latin-1"), codes).encode() for codes in subsets]
            # reportlab names subset n `SUBSETN(n)`; give it ours while this font's objects are made
            numbered = ttfonts.SUBSETN
            ttfonts.SUBSETN = lambda n: tags[n] if n < len(tags) else numbered(n)
            try:
                super().addObjects(doc)
            finally:
                ttfonts.SUBSETN = numbered

    return TaggedTTFont


def register(*weights: str) -> None:
    """Make sure `weights` (default: the regular weight) are registered with reportlab."""
    for weight in weights or ("regular",):
        get(weight)


def covered(weight: str = "regular") -> frozenset[int]:
    """The code points the font can draw."""
    return _measures(weight)[0]


# Characters that are never drawn as glyphs, so the font need not have them: line breaks
# (including Unicode's line and paragraph separators, which text fitting treats as breaks).
LAYOUT_CHARS = "\n\t\r\u2028\u2029"
_LAYOUT = frozenset(map(ord, LAYOUT_CHARS))


def unsupported(text: str, weight: str = "regular") -> list[str]:
    """The distinct characters of `text` the font cannot draw, in order of first appearance."""
    if text.isascii() and text.isprintable() and _draws_printable_ascii(weight):
        return []  # (most texts: told without looking at each character)
    have = _covered_chars(weight)
    if have.issuperset(text):
        return []
    missing: list[str] = []
    for char in text:
        if char not in have and ord(char) not in _LAYOUT and char not in missing:
            missing.append(char)
    return missing


@cache
def _covered_chars(weight: str) -> frozenset[str]:
    return frozenset(chr(code) for code in covered(weight)) | frozenset(LAYOUT_CHARS)


@cache
def _draws_printable_ascii(weight: str) -> bool:
    """Whether the weight draws every printable ASCII character (space to tilde)."""
    return _covered_chars(weight).issuperset(map(chr, range(0x20, 0x7F)))


def string_width(text: str, weight: str) -> float:
    """The width of `text` at 1 pt: what reportlab's `stringWidth(text, 1.0)` gives (it adds up the
    widths, whole thousandths of an em, then takes a thousandth), without loading reportlab."""
    width_of = _measures(weight)[1]
    if width_of is None:
        return get(weight).stringWidth(text, 1.0)
    return 0.001 * sum(map(width_of, text))


class _Widths(dict):
    """Advance widths by character, in thousandths of an em; a character the font lacks is drawn
    as its missing glyph, and measured so."""

    missing = 0

    def __missing__(self, char: str) -> int:
        return self.missing


@cache
def _measures(weight: str):
    """(the code points a weight draws, a character's width or None): read by `fontmetrics`,
    which loads neither reportlab nor the whole font, with the narrow space `get` adds. None
    stands for a font that reader does not know: its widths are then reportlab's."""
    from deckctl.export.pdf import fontmetrics

    found = fontmetrics.read(font_dir() / WEIGHTS[weight])
    if found is None:
        return frozenset(get(weight).face.charToGlyph), None
    codes, widths, missing = found
    if 0x202F not in codes:  # as `_add_narrow_space` does to the font reportlab draws with
        codes = codes | {0x202F}
        widths[0x202F] = _narrow_space_width(widths)
    by_char = _Widths((chr(code), width) for code, width in widths.items())
    by_char.missing = missing
    return codes, by_char.__getitem__
