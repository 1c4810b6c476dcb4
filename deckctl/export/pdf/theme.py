"""Colours of the card faces (the words they print besides deck texts are in deckctl.i18n.labels).

Colours are picked to stay apart for the common colour-vision deficiencies, and nothing on a card
relies on colour alone: every coloured band also carries a name, a symbol or a number. Text stands
out from what it stands on by at least 4.5:1 (WCAG AA, 3:1 for large text), in the RGB values and
in the CMYK ones as a press prints them (tests/pdf/test_legibility.py): a band is dark enough for
white text or light enough for black (`on`), and a colour too light to be text on paper gives way
to black there (`on_paper`).

Every colour has two values, each chosen for its medium: RGB for screens and home printers (the
default export) and CMYK for print shops (`--pdfx`, docs/pdf.md). The CMYK values are set by hand
in round figures, the way a print designer would specify them, never converted from the RGB ones
at export time: black and grey text and thin rules are black ink only (one plate, so small type
stays sharp when the plates are off by a hair), coloured text has no black in it, and no colour
uses more than `MAX_INK` per cent of ink in total.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

# Total ink, C+M+Y+K in per cent, that no colour exceeds: below the limit of coated (300-330 %)
# and uncoated (300 %) offset paper and of newsprint (260 %), so any printer's profile accepts it.
MAX_INK = 260


@dataclass(frozen=True)
class Colour:
    """A palette colour: `rgb` (#rrggbb) for the default export, `cmyk` in per cent for PDF/X."""

    rgb: str
    cmyk: tuple[float, float, float, float]

    def __str__(self) -> str:  # the RGB value wherever a colour is used as text (terminal styles)
        return self.rgb

    @property
    def ink(self) -> float:
        return sum(self.cmyk)


INK = Colour("#1d1d1f", (0, 0, 0, 100))  # body text: near-black on screen, black ink only in print
MUTED = Colour("#6b6b70", (0, 0, 0, 70))
RULE = Colour("#c9c9cf", (0, 0, 0, 25))
PAPER = Colour("#ffffff", (0, 0, 0, 0))

RED = Colour("#c62828", (15, 100, 100, 0))
YELLOW = Colour("#f7c948", (0, 20, 80, 0))
GOLD = Colour("#f2c230", (0, 25, 90, 0))
GREEN = Colour("#1a7340", (95, 40, 100, 0))
BLUE = Colour("#1f68b3", (90, 55, 0, 0))
PINK = Colour("#e87bb0", (0, 60, 0, 0))
VIOLET = Colour("#7b4fb0", (60, 75, 0, 0))
ORANGE = Colour("#b3471d", (25, 90, 100, 0))
AMBER = Colour("#e08a1e", (0, 50, 95, 0))
TEAL = Colour("#0f7c82", (100, 45, 50, 0))
NAVY = Colour("#27305a", (95, 85, 30, 25))  # a dark background, never text
LAVENDER = Colour("#8c93b8", (45, 35, 10, 0))  # small print on navy

# Knowledge? value colours, as the board's spaces show them.
VALUE_COLOURS = {"red": RED, "yellow": YELLOW, "green": GREEN, "blue": BLUE, "white": PAPER}

# Wissens-Spektrum area colours.
AREA_COLOURS = {"pink": PINK, "green": GREEN, "blue": BLUE, "violet": VIOLET, "yellow": GOLD, "red": RED}

KNOWLEDGE_CATEGORY = {"letter": ORANGE, "number": BLUE, "colour": VIOLET}

I_KNOW_SUBJECT = {
    "math": BLUE,
    "science": BLUE,
    "spelling": RED,
    "language-arts": RED,
    "history": GREEN,
    "geography": GREEN,
    "outdoor-education": AMBER,
    "reading-library": AMBER,
    "recreation-health": AMBER,
    "industrial-arts-home-economics": AMBER,
}
I_KNOW_ANNOUNCEMENT = NAVY

IKNOW_CATEGORY = {"people": ORANGE, "world": GREEN, "works": VIOLET, "events": BLUE}
YOU_KNOW_IT = TEAL

PALETTE = (INK, MUTED, RULE, PAPER, RED, YELLOW, GOLD, GREEN, BLUE, PINK, VIOLET, ORANGE, AMBER, TEAL,
           NAVY, LAVENDER)
_BY_RGB = {c.rgb: c for c in PALETTE}


def as_colour(value: Colour | str) -> Colour:
    """`value` as a palette colour; a plain "#rrggbb" must be one of the palette's RGB values."""
    if isinstance(value, Colour):
        return value
    found = _BY_RGB.get(value.lower())
    if found is None:
        raise ValueError(f"colour {value} has no print (CMYK) value: add it to the palette in "
                         "deckctl/export/pdf/theme.py")
    return found


def hex_rgb(colour: Colour | str) -> tuple[float, float, float]:
    value = str(colour).lstrip("#")
    return tuple(int(value[i:i + 2], 16) / 255 for i in (0, 2, 4))  # type: ignore[return-value]


def luminance(colour: Colour | str) -> float:
    """The relative luminance of `colour`'s RGB value (WCAG 2)."""
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in hex_rgb(colour)]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(a: Colour | str, b: Colour | str) -> float:
    """The contrast ratio of two colours (WCAG 2): 1 to 21."""
    la, lb = luminance(a), luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


@lru_cache(maxsize=256)
def is_light(colour: Colour | str) -> bool:
    """Whether dark text stands out more than white text on `colour`."""
    return contrast(colour, INK) > contrast(colour, PAPER)


def on(colour: Colour | str) -> Colour:
    """The text colour to set on a background of `colour`."""
    return INK if is_light(colour) else PAPER


@lru_cache(maxsize=256)
def on_paper(colour: Colour | str) -> Colour:
    """`colour` for text on paper (a badge's letter, a label in the card's colour), or black where
    it is too light to read there (amber, yellow)."""
    return as_colour(colour) if contrast(colour, PAPER) >= 4.5 else INK


@lru_cache(maxsize=256)
def tint(colour: Colour | str, amount: float) -> Colour:
    """`colour` mixed with white: amount 0 is white, 1 the colour itself. In print a tint is the
    same inks screened to `amount`, as a printer makes one."""
    base = as_colour(colour)
    r, g, b = hex_rgb(base)
    mix = [1 - amount * (1 - c) for c in (r, g, b)]
    rgb = "#" + "".join(f"{round(c * 255):02x}" for c in mix)
    return Colour(rgb, tuple(round(v * amount, 1) for v in base.cmyk))  # type: ignore[arg-type]
