"""The deck manifest, `deck.yaml` (docs/format.md). Games with extra keys subclass `Manifest`."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from deckctl.core.fields import Id, LanguageTag, SemVer, Strict, Text
from deckctl.core.image_presets import IMAGE_PRESETS, MAX_IMAGE_DPI

CARD_SIZE_PATTERN = r"^(poker|bridge|mini|tarot|\d+(\.\d+)?x\d+(\.\d+)?)$"
# The publisher's art: a file in the deck folder, by its extension (docs/pdf.md, "The publisher's art").
ART_PATTERN = r"^[^\\]+\.([pP][nN][gG]|[jJ][pP][eE]?[gG]|[sS][vV][gG]|[pP][dD][fF])$"
ArtFile = Annotated[str, Field(pattern=ART_PATTERN,
                               description="A PNG, JPEG, SVG or PDF file, relative to the deck folder.")]
# deck.yaml's `authors`: every edition's bundle.json and the PDF's metadata carry the whole list,
# so 8,000 names of 990 characters (an 8 MB deck.yaml, each name within MAX_TEXT_CHARS) made
# `build` of 10 catalogs write 171 MB. A name, even with an address or a role, is far shorter than
# 200 characters; a team of more than 100 credits its members elsewhere (the deck's README).
MAX_AUTHORS = 100
MAX_AUTHOR_CHARS = 200
Author = Annotated[Text, Field(max_length=MAX_AUTHOR_CHARS)]


class PrintImages(Strict):
    """Card images for print-on-demand services, one per card side (`deckctl export images`)."""

    preset: Literal[IMAGE_PRESETS] = None  # type: ignore[assignment,valid-type]
    """A print-on-demand size in inches with 1/8 in bleed: poker (2.5x3.5), bridge (2.25x3.5), tarot (2.75x4.75), square (2.5x2.5) or mini (1.75x2.5); without it, the deck's card_size and bleed."""
    dpi: Annotated[int, Field(ge=72, le=MAX_IMAGE_DPI)] = None  # type: ignore[assignment]
    """Pixels per inch, 72 to 1200 (default 300)."""
    format: Literal["png", "jpeg"] = None  # type: ignore[assignment]
    """png (default) or jpeg."""


class PrintOptions(Strict):
    """Defaults for `deckctl export pdf`; the command line wins over them."""

    paper: Literal["a4", "letter"] = None  # type: ignore[assignment]
    """The paper size of the PDF pages."""
    card_size: Annotated[str, Field(pattern=CARD_SIZE_PATTERN)] = None  # type: ignore[assignment]
    """poker (63x88 mm), bridge (57x89), mini (44x68), tarot (70x120), or width x height in mm, like "63x88"."""
    bleed: Annotated[float, Field(ge=0, le=10)] = None  # type: ignore[assignment]  (mm)
    """Extra printed margin around each card, in millimetres (0 to 10), cut off by the printer."""
    crop_marks: bool = None  # type: ignore[assignment]
    """Whether to draw marks where the cards are to be cut."""
    mode: Literal["sheets", "singles"] = None  # type: ignore[assignment]
    """sheets: as many cards per page as fit; singles: one card per page, with its bleed."""
    duplex: Literal["long-edge", "short-edge", "none"] = None  # type: ignore[assignment]
    """How the printer turns the sheet, so fronts and backs line up; none prints all fronts, then all backs."""
    pdfx: Literal["1a", "4", "none"] = None  # type: ignore[assignment]
    """PDF/X for print shops: "1a" (PDF/X-1a:2001), "4" (PDF/X-4, needs icc_profile; quote it), or none (RGB)."""
    icc_profile: Text = None  # type: ignore[assignment]
    """The printer's CMYK output profile (.icc), relative to the deck folder; used when a PDF/X is written."""
    back_art: ArtFile = None  # type: ignore[assignment]
    """The publisher's art printed full bleed on every card back."""
    logo: ArtFile = None  # type: ignore[assignment]
    """The publisher's logo, printed at a fixed place on every card front."""
    announcement_back: Literal["effect", "neutral"] = None  # type: ignore[assignment]
    """I know! announcement cards: effect (the back says what the card does) or neutral (the same back on every one, so the pile does not give the next one away; the front says what it does)."""
    images: bool | PrintImages = None  # type: ignore[assignment]
    """true (or the settings of `deckctl export images`): `deckctl build` writes card images for print-on-demand services too, in images/ beside cards.pdf."""


class Manifest(Strict):
    format: Literal[1]
    """The version of the deck source format: 1."""
    game: str
    """The game the deck is for: knowledge, wissens-spektrum, i-know, iknow or you-know-it."""
    id: Id
    """The deck's id: lowercase letters, digits and hyphens; outputs go to build/<id>/<language>/."""
    title: Text
    """The deck's title, as printed and shown; translatable."""
    language: LanguageTag
    """The language the texts are written in, a BCP 47 tag such as en, de or de-AT."""
    version: SemVer
    """The deck's own version, a semantic version with three numbers such as 1.0.0."""
    license: Text = None  # type: ignore[assignment]
    """The license of the deck's texts, such as CC-BY-4.0."""
    authors: Annotated[list[Author], Field(min_length=1, max_length=MAX_AUTHORS)] = None  # type: ignore[assignment]
    """The people who wrote the deck: at most 100 names of at most 200 characters each."""
    description: Text = None  # type: ignore[assignment]
    """A few sentences about the deck, carried into bundles."""
    print: PrintOptions = Field(default=None)  # type: ignore[assignment]
    """Defaults for the PDF export (paper, card size, bleed, art...); the command line wins over them."""
