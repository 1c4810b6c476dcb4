"""The deck manifest, `deck.yaml` (FORMAT.md). Games with extra keys subclass `Manifest`."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from deckctl.core.fields import Id, LanguageTag, SemVer, Strict, Text, non_empty_list

CARD_SIZE_PATTERN = r"^(poker|bridge|mini|tarot|\d+(\.\d+)?x\d+(\.\d+)?)$"
# The publisher's art: a file in the deck folder, by its extension (docs/pdf.md, "The publisher's art").
ART_PATTERN = r"^[^\\]+\.([pP][nN][gG]|[jJ][pP][eE]?[gG]|[sS][vV][gG]|[pP][dD][fF])$"
ArtFile = Annotated[str, Field(pattern=ART_PATTERN,
                               description="A PNG, JPEG, SVG or PDF file, relative to the deck folder.")]


class PrintOptions(Strict):
    """Defaults for `deckctl export pdf`; the command line wins over them."""

    paper: Literal["a4", "letter"] = None  # type: ignore[assignment]
    card_size: Annotated[str, Field(pattern=CARD_SIZE_PATTERN)] = None  # type: ignore[assignment]
    bleed: Annotated[float, Field(ge=0, le=10)] = None  # type: ignore[assignment]  (mm)
    crop_marks: bool = None  # type: ignore[assignment]
    mode: Literal["sheets", "singles"] = None  # type: ignore[assignment]
    duplex: Literal["long-edge", "short-edge", "none"] = None  # type: ignore[assignment]
    # PDF/X for print shops: "1a" (PDF/X-1a:2001) or "4" (PDF/X-4, with `icc_profile`); "none": RGB
    pdfx: Literal["1a", "4", "none"] = None  # type: ignore[assignment]
    icc_profile: Text = None  # type: ignore[assignment]  (the printer's CMYK profile, relative to the deck folder)
    back_art: ArtFile = None  # type: ignore[assignment]  (full bleed on every back)
    logo: ArtFile = None  # type: ignore[assignment]  (a fixed place on every front)


class Manifest(Strict):
    format: Literal[1]
    game: str
    id: Id
    title: Text
    language: LanguageTag
    version: SemVer
    license: Text = None  # type: ignore[assignment]
    authors: non_empty_list(Text) = None  # type: ignore[assignment]
    description: Text = None  # type: ignore[assignment]
    print: PrintOptions = Field(default=None)  # type: ignore[assignment]
