"""Card images for print-on-demand services: one picture per card side, with its bleed.

Services that print a boxed deck from one image per card side take pixels, not sheets. The deck
is laid out as a PDF of singles by the PDF export itself (`export_pdf`, one card plus its bleed
per page, RGB) and each page is rendered with PDFium (`pictures.rasterise`, as the proof does), so
an image is what the PDF prints. A preset sets the card size and bleed to a service's size in
inches, so the pixels come out whole (poker: 2.75 x 3.75 in with its 1/8 in bleed, 825 x 1125
at 300 dpi). Pixels are sRGB (the palette's RGB values, art converted as the RGB export does) and
say so: a PNG carries an `sRGB` chunk, a JPEG the sRGB ICC profile. The same deck and options
always give the same bytes.
"""

from __future__ import annotations

import csv
import hashlib
import io
import math
import re
import struct
import zlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from deckctl.core.manifest import IMAGE_PRESETS, MAX_IMAGE_DPI
from deckctl.export.pdf.options import OptionError, PdfOptions

# Trim sizes in inches; every preset has 1/8 in of bleed on each side, as the services ask.
PRESETS = {"poker": (2.5, 3.5), "bridge": (2.25, 3.5), "tarot": (2.75, 4.75), "square": (2.5, 2.5),
           "mini": (1.75, 2.5)}
PRESET_BLEED = 0.125  # in
PRESETS_MM = {name: (w * 25.4, h * 25.4) for name, (w, h) in PRESETS.items()}
assert tuple(PRESETS) == IMAGE_PRESETS  # (the names deck.yaml accepts)
FORMATS = {"png": ".png", "jpeg": ".jpg"}
DEFAULT_DPI = 300
MIN_DPI = 72
MAX_DPI = MAX_IMAGE_DPI
# Pixels in one image (a 300 mm card at 1200 dpi would be 200 million, 600 MB being drawn).
MAX_PIXELS = 64_000_000
# Pixels of one export in all, every side of every card (one language): twice what the largest
# deck deckctl is built for takes at the default size (2,160 poker cards with 3 mm bleed at 300
# dpi: 4,320 images of 0.9 million, 3.9 billion, 59 s on two processes); 1,000 poker cards at 600
# dpi fit. The time an export takes grows with its pixels, and one image may have 64 million: a
# deck.yaml asking for 1,200 dpi on 150 x 150 mm cards made `build` of the 150-card starter deck
# take 115 s (300 default images: 1.4 s), and would have made a 3,000-card deck take hours.
MAX_EXPORT_PIXELS = 8_000_000_000
# What to do about either, wherever the size came from (deck.yaml or the command line).
PIXELS_HINT = "choose a lower dpi or a smaller card: print-on-demand services print at 300 dpi"
JPEG_QUALITY = 95  # with full-resolution colour (4:4:4): small type stays sharp
MANIFEST_NAME = "manifest.csv"
MANIFEST_COLUMNS = ("file", "card", "side", "language", "width", "height", "dpi", "sha256")
SIDES = ("front", "back")
CHUNK = 8  # cards rendered per task
_NAME = re.compile(r"^\d{3,}-(front|back)\.(png|jpg)$")  # what `image_name` gives


@dataclass(frozen=True)
class ImageOptions:
    """What `export images` is asked for, besides the deck's print options."""

    preset: str | None = None  # a key of PRESETS, or None: the deck's card size and bleed
    dpi: int = DEFAULT_DPI
    format: str = "png"

    def __post_init__(self) -> None:
        if self.preset is not None and self.preset not in PRESETS:
            raise OptionError(f"preset `{self.preset}` is not one of {', '.join(PRESETS)}")
        if type(self.dpi) is not int or not MIN_DPI <= self.dpi <= MAX_DPI:
            raise OptionError(f"{self.dpi} dpi is outside {MIN_DPI}-{MAX_DPI}")
        if self.format not in FORMATS:
            raise OptionError(f"image format `{self.format}` is not png or jpeg")


def resolve_images(section, **given) -> ImageOptions:
    """Defaults, then the deck's `print: images` (true or its settings), then the command line
    (`None` = not given)."""
    values = {}
    if section is not None and not isinstance(section, bool):
        values = section.model_dump(exclude_none=True)
    values.update({key: value for key, value in given.items() if value is not None})
    return ImageOptions(**values)


def print_options(options: PdfOptions, images: ImageOptions) -> PdfOptions:
    """The PDF export's options for the images: one card per page with its bleed and no marks, in
    RGB; a preset's card size and bleed, converted to mm, instead of the deck's."""
    single = options.with_(mode="singles", crop_marks=False, duplex="long-edge", back_offset=(0.0, 0.0),
                           pdfx=None, icc_profile=None, proof=False)
    if images.preset is not None:
        card_size, bleed = preset_mm(images.preset)
        single = single.with_(card_size=card_size, bleed=bleed)
    return single


def preset_mm(preset: str) -> tuple[str, float]:
    """A preset's card size as `--card-size` takes it (WxH in mm) and its bleed in mm."""
    w, h = PRESETS_MM[preset]
    return f"{w:g}x{h:g}", PRESET_BLEED * 25.4


def check_preset(deck, images: ImageOptions) -> None:
    """A preset smaller than the deck's game is laid out for is refused (CardTooSmall, `game_sizes`)."""
    from deckctl.export.pdf import game_sizes

    if images.preset is not None:
        game_sizes.check(deck, PRESETS_MM[images.preset], f"the `{images.preset}` preset", PRESETS_MM, custom=False)


def pixel_size(options: PdfOptions, dpi: int) -> tuple[int, int]:
    """Pixels of an image of a card with its bleed: whole pixels, rounded up where the size in
    inches times the dpi is not whole (a preset's always is)."""
    w, h = options.card_mm
    return tuple(math.ceil(round((side + 2 * options.bleed) / 25.4 * dpi, 6)) for side in (w, h))


def check_size(options: PdfOptions, images: ImageOptions, count: int = 0) -> tuple[int, int]:
    """The images' pixel size, refused (OptionError) before any work when an image is too large,
    or `count` images of it together (`image_count`)."""
    width, height = pixel_size(print_options(options, images), images.dpi)
    if width * height > MAX_PIXELS:
        raise OptionError(f"an image would be {width:,} x {height:,} px ({_amount(width * height)} pixels); "
                          f"an image may have at most {_amount(MAX_PIXELS, up=False)}", PIXELS_HINT)
    total = count * width * height
    if total > MAX_EXPORT_PIXELS:
        raise OptionError(f"{count:,} images of {width:,} x {height:,} px would be {_amount(total)} pixels in all; "
                          f"an export (every side of every card, in one language) may have at most "
                          f"{_amount(MAX_EXPORT_PIXELS, up=False)}", PIXELS_HINT)
    return width, height


def _amount(pixels: int, up: bool = True) -> str:
    """`340 million`, `4.1 billion`: to a tenth, rounded up for a size asked for (so that one over
    a limit never reads as the limit itself), down for the limit."""
    for unit, word in ((10**9, "billion"), (10**6, "million")):
        if pixels >= unit:
            tenths = -(-pixels * 10 // unit) if up else pixels * 10 // unit
            return f"{tenths // 10:,}{f'.{tenths % 10}' if tenths % 10 else ''} {word}"
    return f"{pixels:,}"


def deck_problem(deck) -> OptionError | None:
    """What `build` would refuse in the images the deck's own `print: images` asks for (their
    dpi and preset, or the deck's card size and bleed): one image, or all of them, over the pixel
    limits. None when it asks for no images, or when its print: section cannot be used at all
    (validate reports that itself)."""
    from deckctl.export.pdf.options import resolve

    section = deck.manifest.print.images if deck.manifest is not None and deck.manifest.print is not None else None
    if not section:
        return None
    try:
        options = resolve(deck.manifest.print, deck.path)
        images = resolve_images(section)
    except OptionError:  # (reported at its own key)
        return None
    try:
        check_size(options, images, image_count(deck, options, images))
    except OptionError as exc:
        return exc
    return None


def image_count(deck, options: PdfOptions, images: ImageOptions) -> int:
    """How many images the deck makes: two a card (or a game's other item), front and back."""
    from deckctl.export.pdf.document import items_of

    return 2 * len(items_of(deck, print_options(options, images)))


def image_name(number: int, side: str, count: int, fmt: str) -> str:
    """`001-front.png`: the card's place in the deck from 1, at least three digits."""
    return f"{number:0{max(3, len(str(count)))}d}-{side}{FORMATS[fmt]}"


def is_image_name(name: str) -> bool:
    return bool(_NAME.match(name))


@dataclass
class CardImage:
    name: str
    card_id: str
    side: str
    width: int
    height: int
    data: bytes
    sha256: str = ""

    def __post_init__(self) -> None:
        self.sha256 = self.sha256 or hashlib.sha256(self.data).hexdigest()


Progress = Callable[[int, int], None]  # (sides done, sides in all)


def card_images(deck, options: PdfOptions, images: ImageOptions, language: str, jobs: int = 1,
                progress: Progress | None = None) -> Iterator[CardImage]:
    """The (localized, valid) deck's card sides as images, in deck order, front then back. Raises
    PdfExportError before the first image when a text does not fit or art cannot be drawn, and
    OptionError when the options cannot be used."""
    from deckctl.core.workers import ordered_map
    from deckctl.export.pdf.document import export_pdf, items_of

    single = print_options(options, images)
    ids = [item.key for item in items_of(deck, single)]
    check_size(options, images, 2 * len(ids))
    check_preset(deck, images)
    pdf = export_pdf(deck, single, language)
    tasks = [(pdf, first, min(CHUNK, len(ids) - first), images.dpi, images.format)
             for first in range(0, len(ids), CHUNK)]
    done = 0
    for (_, first, count, *_), rendered in zip(tasks, ordered_map(_render, tasks, jobs, window=2 * jobs)):
        for n, (data, width, height) in enumerate(rendered):
            card = first + n // 2
            side = SIDES[n % 2]
            yield CardImage(image_name(card + 1, side, len(ids), images.format), ids[card], side, width, height, data)
        done += 2 * count
        if progress:
            progress(done, 2 * len(ids))


def _render(task) -> list[tuple[bytes, int, int]]:
    """Pages of the singles PDF as image files (on a worker process)."""
    from deckctl.export.pdf.pictures import rasterise

    pdf, first, count, dpi, fmt = task
    # PDFium sizes the picture as ceil(page size x scale): a hair less than dpi / 72 keeps a whole
    # size whole (300 / 72 x 198 pt is 825.0000000000001 in floating point, which rounds up to 826).
    rasters = rasterise(pdf, range(2 * first, 2 * (first + count)), dpi * (1 - 1e-9))
    return [(_png(r.png, dpi) if fmt == "png" else _jpeg(r.png, dpi), r.width, r.height) for r in rasters]


def _png(png: bytes, dpi: int) -> bytes:
    """The rendered PNG marked as sRGB (with the gAMA and cHRM the PNG specification pairs with
    it, for readers that know no sRGB chunk) and its resolution (pHYs), after its header."""
    header_end = 8 + 25  # the signature and the IHDR chunk
    per_metre = round(dpi / 0.0254)
    marks = (_chunk(b"sRGB", b"\x00")  # perceptual
             + _chunk(b"gAMA", struct.pack(">I", 45455))
             + _chunk(b"cHRM", struct.pack(">8I", 31270, 32900, 64000, 33000, 30000, 60000, 15000, 6000))
             + _chunk(b"pHYs", struct.pack(">IIB", per_metre, per_metre, 1)))
    return png[:header_end] + marks + png[header_end:]


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def _jpeg(png: bytes, dpi: int) -> bytes:
    from PIL import Image

    out = io.BytesIO()
    with Image.open(io.BytesIO(png)) as image:
        image.save(out, format="JPEG", quality=JPEG_QUALITY, subsampling=0, optimize=True, dpi=(dpi, dpi),
                   icc_profile=srgb_profile())
    return out.getvalue()


@cache
def srgb_profile() -> bytes:
    """LittleCMS's sRGB profile, without the creation date it stamps into the header (bytes
    24-35), so that the same pixels always give the same file; its profile id is not computed
    (zero), so nothing else depends on the date."""
    from PIL import ImageCms

    data = bytearray(ImageCms.ImageCmsProfile(ImageCms.createProfile("sRGB")).tobytes())
    data[24:36] = bytes(12)
    return bytes(data)


def manifest_csv(images: list[CardImage], language: str, dpi: int) -> bytes:
    """`manifest.csv`: one row per image, in deck order (file, card id, side, language, pixels,
    dpi, SHA-256 of the file)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(MANIFEST_COLUMNS)
    for image in images:
        writer.writerow((image.name, image.card_id, image.side, language, image.width, image.height, dpi,
                         image.sha256))
    return out.getvalue().encode("utf-8")


def write_images(deck, options: PdfOptions, images: ImageOptions, language: str, out_dir: Path, jobs: int = 1,
                 progress: Progress | None = None, inside: Path | None = None) -> list[CardImage]:
    """Every card side into `out_dir`, with `manifest.csv`, all or none: each image goes to a
    temporary file as it is made, and they are renamed into place once all are there. Images of
    an earlier export that this one does not write again (a card fewer, the other format) are
    removed, so the folder holds what its manifest lists. `inside`: the output folder `out_dir` is
    in (default: `out_dir` itself), which no symbolic link may stand for or lead out of on the way
    to `out_dir` (io.atomic.check_output). Returns the images (their data dropped)."""
    from deckctl.io.atomic import Batch, check_folder, check_output, sync_folder

    inside = out_dir if inside is None else inside
    check_output(out_dir / MANIFEST_NAME, inside)
    check_folder(out_dir)
    written: list[CardImage] = []
    with Batch(inside) as batch:
        for image in card_images(deck, options, images, language, jobs, progress):
            batch.add(out_dir / image.name, image.data)
            image.data = b""  # (the file holds it; memory need not hold every image)
            written.append(image)
        batch.add(out_dir / MANIFEST_NAME, manifest_csv(written, language, images.dpi))
        names = {image.name for image in written}
        stale = [p for p in out_dir.iterdir() if is_image_name(p.name) and p.name not in names and p.is_file()]
        batch.commit()
    for path in stale:
        path.unlink(missing_ok=True)
    sync_folder(out_dir)
    return written
