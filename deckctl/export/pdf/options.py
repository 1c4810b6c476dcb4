"""What a PDF export is asked for: paper, card size, bleed, marks, mode, duplex, offsets."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, replace

PAPERS = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}  # mm, portrait
CARD_SIZES = {"poker": (63.0, 88.0), "bridge": (57.0, 89.0), "mini": (44.0, 68.0), "tarot": (70.0, 120.0)}
MODES = ("sheets", "singles")
DUPLEX = ("long-edge", "short-edge", "none")
_CUSTOM = re.compile(r"^(\d+(?:\.\d+)?)x(\d+(?:\.\d+)?)$")

MIN_CARD = (30.0, 40.0)  # mm: below this no face can stay readable
MAX_CARD = 300.0  # mm, either side
MAX_BLEED = 10.0


class OptionError(ValueError):
    """An option value that cannot be used; the message says which and why."""


def parse_card_size(value: str) -> tuple[float, float]:
    """`poker`, `bridge`, `mini`, `tarot` or `WxH` in mm."""
    key = value.strip().lower()
    if key in CARD_SIZES:
        return CARD_SIZES[key]
    match = _CUSTOM.match(key)
    if not match:
        raise OptionError(f"card size `{value}` is not one of {', '.join(CARD_SIZES)} nor WxH in mm (like 63x88)")
    size = (float(match.group(1)), float(match.group(2)))
    if size[0] < MIN_CARD[0] or size[1] < MIN_CARD[1]:
        raise OptionError(f"card size `{value}` is too small: at least {MIN_CARD[0]:g}x{MIN_CARD[1]:g} mm")
    if max(size) > MAX_CARD:
        raise OptionError(f"card size `{value}` is too large: at most {MAX_CARD:g} mm a side")
    return size


def parse_offset(value: str) -> tuple[float, float]:
    """`X,Y` in mm (either may be negative)."""
    parts = value.replace(" ", "").split(",")
    try:
        if len(parts) != 2:
            raise ValueError
        x, y = float(parts[0]), float(parts[1])
        if not (math.isfinite(x) and math.isfinite(y)):
            raise ValueError
    except ValueError:
        raise OptionError(f"back offset `{value}` is not X,Y in mm (like 0.5,-1)") from None
    if abs(x) > 20 or abs(y) > 20:
        raise OptionError(f"back offset `{value}` is more than 20 mm: measure again with `deckctl export calibration`")
    return x, y


@dataclass(frozen=True)
class PdfOptions:
    paper: str = "a4"
    card_size: str = "poker"
    bleed: float = 3.0  # mm around each card
    crop_marks: bool = True
    mode: str = "sheets"
    duplex: str = "long-edge"
    back_offset: tuple[float, float] = (0.0, 0.0)  # mm, moves back pages' content (seen from the back)
    blanks: int = 0  # blank cards per group, for games that have them (Wissens-Spektrum)
    # Proofing rounds: each card prints its deck, id, version (and date) in its footer.
    proof: bool = False

    def __post_init__(self) -> None:
        if self.paper not in PAPERS:
            raise OptionError(f"paper `{self.paper}` is not one of {', '.join(PAPERS)}")
        if self.mode not in MODES:
            raise OptionError(f"mode `{self.mode}` is not one of {', '.join(MODES)}")
        if self.duplex not in DUPLEX:
            raise OptionError(f"duplex `{self.duplex}` is not one of {', '.join(DUPLEX)}")
        if not 0 <= self.bleed <= MAX_BLEED:
            raise OptionError(f"bleed {self.bleed:g} mm is outside 0-{MAX_BLEED:g} mm")
        if not 0 <= self.blanks <= 100:
            raise OptionError(f"blanks {self.blanks} is outside 0-100")
        parse_card_size(self.card_size)

    @property
    def card_mm(self) -> tuple[float, float]:
        return parse_card_size(self.card_size)

    @property
    def paper_mm(self) -> tuple[float, float]:
        return PAPERS[self.paper]

    def with_(self, **changes) -> "PdfOptions":
        return replace(self, **changes)


def resolve(print_section=None, **overrides) -> PdfOptions:
    """Defaults, then the deck's `print:` section, then the command line (`None` = not given)."""
    values: dict = {}
    if print_section is not None:
        for key in ("paper", "card_size", "bleed", "crop_marks", "mode", "duplex"):
            value = getattr(print_section, key, None)
            if value is not None:
                values[key] = value
    values.update({key: value for key, value in overrides.items() if value is not None})
    return PdfOptions(**values)
