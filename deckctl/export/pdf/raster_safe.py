"""Opening a PNG or JPEG that may be hostile: read by the PNG or JPEG reader only (no other of
Pillow's readers ever parses the bytes, whatever they are), its header read first (and a JPEG's
scans counted), its pixels decoded only within `art_limits`, Pillow's own decompression-bomb
warning turned into the same refusal and its other warnings (about damaged metadata) kept quiet."""

from __future__ import annotations

import re
import warnings
import zlib
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
    if kind in formats:  # (what its name says, but its reader did not take it)
        return ArtProblem(png_header_problem(head) if kind == "PNG" else f"the {kind} data is damaged: its "
                          "header cannot be read", f"export it again as {kind} from the program it was made in")
    if kind in FORMATS:  # (a JPEG named back.png)
        return ArtProblem(f"it is {kind} data, not {expected}", f"name it for what it holds ({_SUFFIX[kind]}), or {save}")
    return ArtProblem(f"it is {kind} data, not {expected}", save)


# A PNG's colour types and the bit depths each may have (the PNG specification, 11.2.2 IHDR).
_PNG_DEPTHS = {0: (1, 2, 4, 8, 16), 2: (8, 16), 3: (1, 2, 4, 8), 4: (8, 16), 6: (8, 16)}
# Bytes of a PNG's start that hold its header: the signature, then the IHDR chunk (its length,
# type, 13 bytes of data and checksum).
PNG_HEADER_BYTES = 33


def png_header_problem(head: bytes) -> str:
    """What is wrong with a PNG whose reader refused it, from its first PNG_HEADER_BYTES `head`."""
    if len(head) < PNG_HEADER_BYTES or head[12:16] != b"IHDR" or head[8:12] != b"\0\0\0\x0d":
        return "the PNG data is damaged: its header (the IHDR chunk) is missing or cut short"
    width, height = int.from_bytes(head[16:20], "big"), int.from_bytes(head[20:24], "big")
    depth, colour = head[24], head[25]
    if colour not in _PNG_DEPTHS:
        return (f"the PNG data is damaged: its header gives colour type {colour}, which PNG does not have "
                f"(it has {', '.join(map(str, _PNG_DEPTHS))})")
    if depth not in _PNG_DEPTHS[colour]:
        return (f"the PNG data is damaged: its header gives bit depth {depth}, which PNG does not have for "
                f"colour type {colour} (it has {', '.join(map(str, _PNG_DEPTHS[colour]))})")
    if not width or not height:
        return f"the PNG data is damaged: its header gives a size of {width:,} x {height:,} px"
    if zlib.crc32(head[12:29]) != int.from_bytes(head[29:33], "big"):
        return "the PNG data is damaged: its header's checksum does not match it"
    return "the PNG data is damaged: its header cannot be read"


# Pillow unpacks a PNG's colour profile (iCCP chunk) and compressed texts (zTXt, iTXt) up to 1 MB
# each (PngImagePlugin.MAX_TEXT_CHUNK) and 64 MB of texts in all; past either it raises a
# ValueError naming its own settings, worded here.
_UNPACKED_BYTES = 1 << 20
_METADATA_HINT = ("open it in an image editor and save it again as PNG without its metadata, or with a "
                  "standard colour profile (sRGB)")


def _unpacked_too_large(source) -> ArtProblem:
    """The refusal of a PNG whose colour profile or texts unpack to more than Pillow reads."""
    kind = _large_chunk(_png_bytes(source))
    what = {"iCCP": "its colour profile (iCCP chunk)", None: "its texts (tEXt, zTXt and iTXt chunks) together"}
    return ArtProblem(f"{what.get(kind, f'a text ({kind} chunk)')} unpack{'s' if kind else ''} to more than "
                      f"deckctl reads ({'1 MB' if kind else '64 MB'})", _METADATA_HINT)


def _png_bytes(source) -> bytes:
    if hasattr(source, "getvalue"):
        return source.getvalue()
    with open(source, "rb") as handle:  # (the art file, already checked as a regular file of bounded size)
        return handle.read()


def _large_chunk(data: bytes) -> str | None:
    """The type of the first iCCP, zTXt or compressed iTXt chunk of PNG `data` that unpacks to more
    than _UNPACKED_BYTES (None: none does), each unpacked no further than that."""
    at = 8
    while at + 8 <= len(data):
        length, kind = int.from_bytes(data[at:at + 4], "big"), data[at + 4:at + 8]
        body = data[at + 8:at + 8 + length]
        at += 12 + length
        packed = None
        if kind in (b"iCCP", b"zTXt"):
            packed = body[body.find(b"\0") + 2:]
        elif kind == b"iTXt":
            parts = body.split(b"\0", 1)
            if len(parts) == 2 and parts[1][:1] == b"\x01":  # (compressed)
                packed = parts[1][2:].split(b"\0", 2)[-1]
        if packed is not None:
            unpacker = zlib.decompressobj()
            try:
                unpacker.decompress(packed, _UNPACKED_BYTES)
            except zlib.error:
                continue
            if unpacker.unconsumed_tail:
                return kind.decode("ascii")
    return None


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
        except ValueError as exc:
            if "MAX_TEXT_" not in str(exc):  # (PngImagePlugin.MAX_TEXT_CHUNK or MAX_TEXT_MEMORY)
                raise
            raise _unpacked_too_large(source) from None


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


__all__ = ["FORMATS", "PNG_HEADER_BYTES", "TOO_LARGE_HINT", "check", "format_named", "jpeg_scans", "not_the_format", "opened", "png_header_problem",
           "too_large"]
