"""What every card of every starter deck sets, read from its faces: body and label text at 7 pt or
more, with a contrast of at least 4.5:1 against what it stands on (WCAG AA; 3:1 for large text) in
the RGB and in the CMYK colours, and texts of one role on a card at one size.

Each card side is drawn on a context that notes every filled shape and every text as the face
draws them; a text stands on the last shape drawn under its middle (paper where none is)."""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path
from typing import NamedTuple

import pytest

from deckctl.export.pdf import PdfOptions, text, theme, typography
from deckctl.export.pdf.base import LABEL, MM, face_of
from deckctl.export.pdf.document import items_of
from deckctl.export.pdf.draw import MIN_BODY, CardContext

GS_PROFILE = Path("/usr/share/color/icc/ghostscript/default_cmyk.icc")  # stands in for a printer's
SIZES = ("poker", "mini")  # the usual card, and the smallest, where faces move things about


class Set(NamedTuple):
    where: str  # deck, language, size, card, side
    value: str
    field: tuple
    size: float
    weight: str
    colour: object
    ground: object  # the colour under its middle


class Noting(CardContext):
    def __init__(self, *args, **kw):
        super().__init__(*args, **kw)
        self.fills: list = []  # (contains(x, y), colour), in drawing order
        self.set: list[Set] = []
        self.where = ""

    def rect(self, x, y, w, h, fill=None, stroke=None, width=0.6, radius=0.0):
        if fill:
            self.fills.append((lambda px, py: x <= px <= x + w and y <= py <= y + h, fill))

    def circle(self, cx, cy, r, fill=None, stroke=None, width=0.6):
        if fill:
            self.fills.append((lambda px, py: (px - cx) ** 2 + (py - cy) ** 2 <= r * r, fill))

    def _ground(self, x, y):
        return next((colour for inside, colour in reversed(self.fills) if inside(x, y)), theme.PAPER)

    def label(self, value, x, y, size, weight="bold", colour=theme.INK, align="left", max_width=None,
              field_path=None, min_size=MIN_BODY):
        fitted = super().label(value, x, y, size, weight, colour, align, max_width, field_path, min_size)
        width = text.line_width(typography.typographic(text.one_line(value), self.language), weight, fitted) / MM
        middle = x + {"left": width / 2, "center": 0.0, "right": -width / 2}[align]
        self.set.append(Set(self.where, str(value), tuple(field_path or (LABEL, getattr(value, "key", value))),
                            fitted, weight, colour, self._ground(middle, y - fitted * 0.3 / MM)))
        return fitted

    def text_box(self, value, x, y, w, h, size, weight="regular", colour=theme.INK, align="left", valign="top",
                 field_path=None, min_size=MIN_BODY, leading=1.2, grow=1.0, **more):
        fitted = super().text_box(value, x, y, w, h, size, weight, colour, align, valign, field_path, min_size,
                                  leading, grow, **more)
        top = y + {"top": 0.0, "middle": 0.5, "bottom": 1.0}[valign] * max(0.0, h - fitted.needed / MM)
        self.set.append(Set(self.where, str(value), tuple(field_path or (LABEL, getattr(value, "key", value))),
                            fitted.size, weight, colour, self._ground(x + w / 2, top + fitted.needed / MM / 2)))
        return fitted


@pytest.fixture(scope="module")
def texts(starters) -> list[Set]:
    found = []
    for name, language, deck in starters:
        face = face_of(deck)
        for size in SIZES:
            options = PdfOptions(card_size=size, blanks=1)
            items = items_of(deck, options, face)
            # every look a deck has (the kinds, categories, subjects and areas follow each other
            # in its files): a card in every sixteenth, and the last (blank cards, where a deck has them)
            for item in items[::max(1, len(items) // 16)] + items[-2:]:
                for side, draw in (("front", face.front), ("back", face.back)):
                    ctx = Noting(None, (0.0, 0.0), options.card_mm, options.bleed, language, deck, item, side)
                    ctx.where = f"{name} {language} {size} {item.key} {side}"
                    draw(ctx, item)
                    found += ctx.set
    return found


def test_body_and_labels_are_set_at_7_pt_or_more(texts):
    small = {(t.value, t.size, t.where) for t in texts if t.size < MIN_BODY - 1e-9}
    assert small == set()


def luminance(rgb) -> float:
    """Relative luminance (WCAG 2) of sRGB values 0-1."""
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in rgb]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def ratio(a: float, b: float) -> float:
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)


def large(t: Set) -> bool:
    """WCAG's large text: 18 pt, or 14 pt bold."""
    return t.size >= 18 or (t.size >= 14 and t.weight in ("bold", "black"))


def printed_rgb():
    """CMYK per cent -> the sRGB it prints as, through a press profile (Ghostscript's)."""
    if not GS_PROFILE.is_file():
        pytest.skip("Ghostscript's CMYK profile is missing; `make test` installs ghostscript")
    from PIL import Image, ImageCms

    transform = ImageCms.buildTransform(ImageCms.getOpenProfile(str(GS_PROFILE)), ImageCms.createProfile("sRGB"),
                                        "CMYK", "RGB", renderingIntent=ImageCms.Intent.RELATIVE_COLORIMETRIC)

    def convert(cmyk) -> tuple[float, ...]:
        pixel = Image.new("CMYK", (1, 1), tuple(round(v * 2.55) for v in cmyk))
        return tuple(v / 255 for v in ImageCms.applyTransform(pixel, transform).getpixel((0, 0)))

    return convert


@pytest.mark.parametrize("mode", ["rgb", "cmyk"])
def test_every_text_stands_out_from_what_it_stands_on(texts, mode):
    colour_of = theme.hex_rgb if mode == "rgb" else (lambda c, convert=printed_rgb(): convert(theme.as_colour(c).cmyk))
    worst: dict = {}
    for t in texts:
        pair = (theme.as_colour(t.colour), theme.as_colour(t.ground), large(t))
        if pair not in worst:
            worst[pair] = (ratio(luminance(colour_of(pair[0])), luminance(colour_of(pair[1]))), t)
    poor = sorted((round(found, 2), f"{c.rgb} on {g.rgb}", t.value, t.where)
                  for (c, g, big), (found, t) in worst.items() if found < (3.0 if big else 4.5))
    assert poor == [], "\n".join(map(str, poor))


ROLES = {("questions", "question"), ("questions", "answer"), ("clues",), ("terms",)}
SWATCH_LABELS = {"red", "yellow", "green", "blue", "white"}


def test_texts_of_one_role_on_a_card_share_one_size(texts):
    roles = defaultdict(set)
    for t in texts:
        role = tuple(part for part in t.field if not isinstance(part, int))
        if role in ROLES:
            roles[(t.where, role)].add(t.size)
        elif t.field[:1] == (LABEL,) and t.field[1] in SWATCH_LABELS and "back" in t.where:
            roles[(t.where, "swatches")].add(t.size)
    assert roles and {key: sizes for key, sizes in roles.items() if len(sizes) > 1} == {}
