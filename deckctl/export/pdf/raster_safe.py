"""Opening a PNG or JPEG that may be hostile: read by the PNG or JPEG reader only (no other of
Pillow's readers ever parses the bytes, whatever they are), its header read first (and a JPEG's
scans counted), its pixels decoded only within `art_limits`, Pillow's own decompression-bomb
warning turned into the same refusal and its other warnings (about damaged metadata) kept quiet."""

from __future__ import annotations

import re
import warnings
from contextlib import contextmanager

from deckctl.export.pdf.art_limits import (
    MAX_JPEG_SCANS,
    MAX_RASTER_BYTES,
    MAX_RASTER_PIXELS,
    ArtProblem,
    megapixels,
)

FORMATS = ("PNG", "JPEG")
# The format an art file's extension names (deckctl.core.manifest.ART_PATTERN allows these).
_BY_SUFFIX = {".png": "PNG", ".jpg": "JPEG", ".jpeg": "JPEG"}
_SUFFIX = {"PNG": ".png", "JPEG": ".jpg"}
# What a file's first bytes say it is, for the message when it is not what its name says.
_SIGNATURES = ((b"\x89PNG\r\n\x1a\n", "PNG"), (b"\xff\xd8\xff", "JPEG"), (b"II*\x00", "TIFF"), (b"MM\x00*", "TIFF"),
               (b"GIF87a", "GIF"), (b"GIF89a", "GIF"), (b"%PDF-", "PDF"))
# Bytes a pixel takes decoded, by Pillow mode (others take one a band).
_BYTES_PER_BAND = {"I;16": 2, "I;16B": 2, "I;16L": 2, "I": 4, "F": 4}

# A JPEG marker: 0xFF and a code. In a scan's coded data, 0xFF is followed by 0 (a stuffed byte)
# or a restart marker (RST0-7), which go on with the scan; more 0xFF bytes are fill before a marker.
_MARKER = re.compile(rb"\xff[^\x00\xd0-\xd7\xff]")
_SOS, _EOI, _NO_LENGTH = 0xDA, 0xD9, (0x01, 0xD8)  # start of scan, end of image; TEM and SOI have no length

TOO_LARGE_HINT = ("scale the image down: 300 dpi at the size it prints is enough (a tarot card back with its "
                  "bleed needs about 900 x 1,500 px)")


def too_large(width: int, height: int) -> ArtProblem:
    return ArtProblem(f"the image is {width:,} x {height:,} px ({megapixels(width * height)} megapixels); deckctl "
                      f"takes at most {megapixels(MAX_RASTER_PIXELS)} megapixels (3,000 x 4,000 px)", TOO_LARGE_HINT)


def format_named(name: str) -> tuple[str, ...]:
    """The format an art file's name says it holds (`back.png`: PNG), as `opened` takes it."""
    suffix = name[name.rfind("."):].lower() if "." in name else ""
    return (_BY_SUFFIX[suffix],) if suffix in _BY_SUFFIX else FORMATS


def not_the_format(head: bytes, formats: tuple[str, ...]) -> ArtProblem:
    """The refusal of a file the reader of `formats` did not take, from its first bytes `head`:
    what it is when they tell (a TIFF named back.png), and what to do."""
    expected = " or ".join(formats)
    save = f"save it as {expected} in an image editor"
    kind = next((kind for signature, kind in _SIGNATURES if head.startswith(signature)), None)
    if kind is None:
        return ArtProblem(f"it is not {expected} data", save)
    if kind in FORMATS:  # (a JPEG named back.png)
        return ArtProblem(f"it is {kind} data, not {expected}", f"name it for what it holds ({_SUFFIX[kind]}), or {save}")
    return ArtProblem(f"it is {kind} data, not {expected}", save)


@contextmanager
def opened(source, formats: tuple[str, ...] = FORMATS):
    """Pillow's image of `source` (a path or a binary file), read as one of `formats` (PNG, JPEG)
    only, header read and checked, pixels not yet decoded; `.load()` it inside the block, where a
    bomb warning is an `ArtProblem` too. Pillow's own errors (not that format, damaged) pass
    through for the caller to word."""
    from PIL import Image

    with warnings.catch_warnings():
        # Pillow warns once per damaged metadata tag it skips (thousands for a crafted file), each
        # printed raw to stderr with its own source lines: nothing of that is for the deck's editor.
        warnings.filterwarnings("ignore", module=r"PIL(\.|$)")
        warnings.simplefilter("error", Image.DecompressionBombWarning)  # (checked first) never printed raw
        try:
            with Image.open(source, formats=formats) as image:
                if image.format not in FORMATS:
                    raise ArtProblem(f"it is {image.format or 'an unknown'} data, not PNG or JPEG")
                check(image)
                if image.format == "JPEG":
                    _check_scans(image.fp)
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


def _check_scans(fp) -> None:
    """Refuses a JPEG of more than `MAX_JPEG_SCANS` scans, without decoding any; `fp` is left where it was."""
    position = fp.tell()
    fp.seek(0)
    data = fp.read()
    fp.seek(position)
    if jpeg_scans(data, MAX_JPEG_SCANS + 1) > MAX_JPEG_SCANS:
        raise ArtProblem(f"the JPEG has more than {MAX_JPEG_SCANS} scans; deckctl takes at most {MAX_JPEG_SCANS} "
                         "(a progressive JPEG has about 10)",
                         "save the image again in an image editor, as JPEG (baseline or progressive) or PNG")


def jpeg_scans(data: bytes, stop_at: int) -> int:
    """The scans (SOS markers) of JPEG `data`, counted up to `stop_at`, from its markers as libjpeg
    reads them: each segment skipped by its length (so a thumbnail in the Exif data is not counted),
    each scan's coded data by its markers, nothing after the end of the image."""
    scans = at = 0
    while scans < stop_at and (marker := _MARKER.search(data, at)) is not None:
        code, at = data[marker.start() + 1], marker.end()
        if code == _EOI:
            break
        if code in _NO_LENGTH:
            continue
        scans += code == _SOS
        at += int.from_bytes(data[at:at + 2], "big")  # the segment's length counts its own two bytes
    return scans


__all__ = ["FORMATS", "TOO_LARGE_HINT", "check", "format_named", "jpeg_scans", "not_the_format", "opened", "too_large"]
