"""Opening a PNG or JPEG that may be hostile: its header read first, its pixels decoded only
within `art_limits`, Pillow's own decompression-bomb warning turned into the same refusal."""

from __future__ import annotations

import warnings
from contextlib import contextmanager

from deckctl.export.pdf.art_limits import (
    MAX_RASTER_BYTES,
    MAX_RASTER_PIXELS,
    ArtProblem,
    megapixels,
)

FORMATS = ("PNG", "JPEG")
# Bytes a pixel takes decoded, by Pillow mode (others take one a band).
_BYTES_PER_BAND = {"I;16": 2, "I;16B": 2, "I;16L": 2, "I": 4, "F": 4}

TOO_LARGE_HINT = ("scale the image down: 300 dpi at the size it prints is enough (a tarot card back with its "
                  "bleed needs about 900 x 1,500 px)")


def too_large(width: int, height: int) -> ArtProblem:
    return ArtProblem(f"the image is {width:,} x {height:,} px ({megapixels(width * height)} megapixels); deckctl "
                      f"takes at most {megapixels(MAX_RASTER_PIXELS)} megapixels (3,000 x 4,000 px)", TOO_LARGE_HINT)


@contextmanager
def opened(source):
    """Pillow's image of `source` (a path or a binary file), header read and checked, pixels not yet
    decoded; `.load()` it inside the block, where a bomb warning is an `ArtProblem` too.
    Pillow's own errors (not an image, damaged) pass through for the caller to word."""
    from PIL import Image

    with warnings.catch_warnings():
        warnings.simplefilter("error", Image.DecompressionBombWarning)  # never printed raw
        try:
            with Image.open(source) as image:
                if image.format not in FORMATS:
                    raise ArtProblem(f"it is {image.format or 'an unknown'} data, not PNG or JPEG")
                check(image)
                yield image
        except (Image.DecompressionBombWarning, Image.DecompressionBombError):
            raise ArtProblem(f"the image has more pixels than deckctl takes ({megapixels(MAX_RASTER_PIXELS)} "
                             "megapixels at most)", TOO_LARGE_HINT) from None


def check(image) -> None:
    """Refuses an opened image above the pixel or decoded-byte limit (from its header alone)."""
    width, height = image.size
    if width * height > MAX_RASTER_PIXELS:
        raise too_large(width, height)
    decoded = width * height * len(image.getbands()) * _BYTES_PER_BAND.get(image.mode, 1)
    if decoded > MAX_RASTER_BYTES:
        raise too_large(width, height)


__all__ = ["FORMATS", "TOO_LARGE_HINT", "check", "opened", "too_large"]
