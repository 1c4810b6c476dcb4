"""The publisher's art, `print: {back_art: FILE, logo: FILE}` in deck.yaml (docs/pdf.md).

Back art is the ground of every back: scaled to cover the card and its bleed, keeping its aspect,
centred, what overflows cropped; the game's back is drawn over it. The logo sits on a paper tile
at the place each game's face gives it on the fronts (`LOGO_HEIGHT`, mm on a poker card), scaled
to fit inside the tile. PNG and JPEG are embedded as one image, SVG as vector paths (svglib), a
PDF's first page as a form XObject copied in after reportlab has written the document (pikepdf).
Each art is drawn once per PDF into a form that every card places, so a file is embedded once.

In a CMYK export (PDF/X) raster and SVG colours are converted through the output ICC profile
(Pillow's ImageCms; without a profile a formula that puts the grey into black); a PDF with RGB
colour is refused, since its content cannot be converted faithfully here.
"""

from __future__ import annotations

import io
from copy import deepcopy
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from deckctl.core.diagnostics import Diagnostic, Severity
from deckctl.core.quoted import shortened
from deckctl.export.pdf import art_copy, drawn, hairlines, pdf_safe, raster_safe, svg_fonts, svg_safe
from deckctl.export.pdf.art_limits import MIN_DASH_MM, ArtProblem
from deckctl.export.pdf.base import MM, ArtPlaced, PdfExportError, face_of

KEYS = ("back_art", "logo")
MIN_DPI = 300  # below this at its printed size, raster art looks soft
HAIRLINE = 0.25  # pt: a thinner line in vector art, as it prints, breaks up or vanishes on paper
# Bytes of one art file, judged before it is opened. A full-bleed tarot back at twice the 300 dpi
# it needs is about 5 megapixels: 16 MB even as an uncompressed RGB image; a larger file does not
# print better, and only makes every export slow.
MAX_ART_BYTES = 20 * 1024 * 1024
LOGO_RATIO = 2.0  # a logo tile is at most this many times as wide as high,
LOGO_SHARE = 0.15  # and at most this share of the card's width (a band title keeps its room)
LOGO_PAD = 0.12  # of the tile's height, paper around the logo
PANEL_INSET = 4.0  # mm on a poker card: the back art frames a paper panel that the answers stand on


@dataclass(frozen=True)
class Art:
    """One art file, checked and ready to draw."""

    key: str  # back_art or logo
    name: str  # as written in deck.yaml
    path: Path
    kind: str  # raster, svg or pdf
    size: tuple[float, float]  # natural size: pixels (raster) or points (vector)
    content: Any = field(default=None, compare=False)  # PIL image (flattened on white) or svglib Drawing
    box: tuple[float, float, float, float] = (0.0, 0.0, 0.0, 0.0)  # pdf: the first page's box
    masked: bool = False  # svg: it uses a mask (which svglib cannot draw; transparency all the same)
    thinnest: float | None = None  # svg, pdf: the thinnest line it strokes, in its own points
    shortest_dash: float | None = None  # svg, pdf: its shortest dash and gap, in its own points

    @property
    def aspect(self) -> float:
        return self.size[0] / self.size[1]


def files(deck) -> dict[str, str]:
    """The deck's art entries ({key: name as written}), empty when it has none."""
    section = getattr(deck.manifest, "print", None) if deck.manifest is not None else None
    return {key: getattr(section, key) for key in KEYS if section is not None and getattr(section, key, None)}


def load(deck) -> tuple[dict[str, Art], list[Diagnostic]]:
    """The deck's art, and a located error (at the key in deck.yaml) for each file that cannot be used."""
    arts: dict[str, Art] = {}
    errors: list[Diagnostic] = []
    from deckctl.io.paths import Refused, named_file

    for key, name in files(deck).items():
        path = deck.path / name
        try:
            # Inside the deck's repository, a regular file, not too large: checked before it is opened.
            path = named_file(deck.path, name, MAX_ART_BYTES, "the art")
            stat = path.stat()
            arts[key] = _load(key, name, str(path), stat.st_mtime_ns, stat.st_size)
        except Refused as exc:
            errors.append(_error(deck, key, exc.message, exc.hint))
        except FileNotFoundError:
            from deckctl.io.discover import display_path

            errors.append(_error(deck, key, f"`{name}` does not exist (looked for {display_path(path)})",
                                 f"put the file there, or fix the path (it is relative to {display_path(deck.path)})",
                                 ).naming(display_path(path), display_path(deck.path)))
        except (OSError, ArtProblem) as exc:
            reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
            errors.append(_error(deck, key, f"`{name}` cannot be used: {reason}",
                                 getattr(exc, "hint", None)
                                 or "give a PNG, JPEG, SVG or PDF file that opens in an image viewer"))
    return arts, errors


def _error(deck, key: str, message: str, hint: str, severity: Severity = Severity.ERROR,
           code: str | None = None) -> Diagnostic:
    code = code or ("bad-art" if severity is Severity.ERROR else "low-dpi")
    # (the art's name as deck.yaml writes it, which its messages quote: a file's name, named apart
    # from any other wherever the message is shown, Diagnostic.naming)
    return deck.manifest_source.error(("print", key), code, message, hint, key=True,
                                      severity=severity).naming(files(deck).get(key, ""))


@lru_cache(maxsize=16)
def _load(key: str, name: str, path: str, mtime: int, size: int) -> Art:  # mtime, size: a changed file reloads
    suffix = Path(path).suffix.lower()
    if suffix == ".svg":
        return _load_svg(key, name, Path(path))
    if suffix == ".pdf":
        return _load_pdf(key, name, Path(path))
    return _load_raster(key, name, Path(path))


def _load_raster(key: str, name: str, path: Path) -> Art:
    from PIL import Image, UnidentifiedImageError

    formats = raster_safe.format_named(path.name)  # (read as what its name says: no other reader sees it)
    try:
        with raster_safe.opened(path, formats) as image:  # its header checked against the limits before decoding
            image.load()
            flat = _flatten(image)
    except UnidentifiedImageError:
        raise raster_safe.not_the_format(_head(path), formats) from None
    except Image.DecompressionBombError:
        raise ArtProblem("the image has too many pixels to be safe to open") from None
    except (OSError, SyntaxError, ValueError) as exc:  # truncated or corrupt data
        raise ArtProblem(f"the image is damaged ({exc})") from None
    return Art(key, name, path, "raster", flat.size, flat)


def _head(path: Path) -> bytes:
    """The first bytes of an art file, which say what it is (nothing when it cannot be read now)."""
    from deckctl.io.paths import Refused, open_regular

    try:
        with open_regular(path, None) as handle:
            return handle.read(raster_safe.PNG_HEADER_BYTES)
    except (OSError, Refused):
        return b""


def _flatten(image):
    """sRGB (or grey, or CMYK as given) on white paper: no alpha, so no transparency in the PDF; an
    RGB image with its own ICC profile (Adobe RGB, Display P3) is converted to sRGB first."""
    from PIL import Image, ImageCms

    if image.mode == "CMYK":
        return image.copy()
    embedded = image.info.get("icc_profile")
    if embedded and image.mode in ("RGB", "RGBA"):
        try:
            source = ImageCms.ImageCmsProfile(io.BytesIO(embedded))
            image = ImageCms.profileToProfile(image, source, ImageCms.createProfile("sRGB"), outputMode=image.mode)
        except (ImageCms.PyCMSError, OSError):
            pass  # a broken profile: take the numbers as sRGB, as browsers do
    if image.mode in ("1", "L", "I;16", "I", "F"):
        return image.convert("L")
    rgba = image.convert("RGBA")
    paper = Image.new("RGB", rgba.size, (255, 255, 255))
    paper.paste(rgba, mask=rgba.getchannel("A"))
    return paper


def _load_svg(key: str, name: str, path: Path) -> Art:
    import logging

    logging.getLogger("svglib").setLevel(logging.CRITICAL)  # its parse errors become our message
    root = svg_safe.parse(path)  # entities, references and sizes checked before svglib sees it
    renderer = _svg_renderer()(None)  # no path: svglib could not resolve a file even if a reference got past parse
    try:
        drawing = renderer.render(root)
    except ArtProblem:
        raise
    except Exception:  # noqa: BLE001  (svglib raises many kinds for bad input: all mean "unreadable")
        raise _unreadable(renderer.failed_at if renderer.failed_at is not None else root, path) from None
    svg_safe.check_drawing(drawing)
    svg_safe.check_transforms(drawing, svg_safe.Source.of(root), renderer.sources)  # none squashes it flat
    lines = drawn.svg_drawn(drawing)
    lines.check()  # no more segments and dashes than a viewer or printer can draw
    return Art(key, name, path, "svg", (float(drawing.width), float(drawing.height)), drawing,
               masked=_uses_mask(root), thinnest=hairlines.svg_thinnest(drawing), shortest_dash=lines.shortest_dash)


def _unreadable(element, path: Path) -> ArtProblem:
    """What svglib stopped on, for the deck's editor: the element it was drawing and its line (what
    svglib raised, an AttributeError or a ValueError from deep inside it, would tell them nothing)."""
    if isinstance(element.tag, str) and (problem := svg_safe.length_problem(element, _source(path))):
        return problem
    name = element.tag.rsplit("}", 1)[-1] if isinstance(element.tag, str) else "svg"
    where = f"line {element.sourceline} of the SVG" if element.sourceline else "the SVG"
    if name == "style":
        return ArtProblem(f"{where} has a <style> sheet that cannot be read (a rule in it is not valid CSS)",
                          "correct or remove the rule in the style sheet, or save the SVG again from the drawing "
                          "program, or export the art as PDF or PNG")
    article = "an" if name[:1].lower() in "aeiou" else "a"
    return ArtProblem(f"{where} has {article} <{shortened(name, 40)}> that cannot be drawn (one of its attributes or "
                      "its style has a value deckctl cannot read)",
                      "check that element's sizes, colours and transform, or save the SVG again from the drawing "
                      "program, or export the art as PDF or PNG")


def _source(path: Path) -> bytes:
    """The SVG's bytes, to find an attribute's line and column in (none if it went meanwhile)."""
    try:
        return svg_safe.read_svg(path)
    except (OSError, ArtProblem):
        return b""


def _uses_mask(root) -> bool:
    """Whether an element of the SVG is drawn through a mask (attribute, style or style sheet)."""
    for element in root.iter():
        if not isinstance(element.tag, str):
            continue
        if element.get("mask") or "mask" in (element.get("style") or ""):
            return True
        if element.tag.rsplit("}", 1)[-1] == "style" and "mask" in (element.text or ""):
            return True
    return False


def _opacity(text: str) -> float:
    text = text.strip()
    value = float(text[:-1]) / 100 if text.endswith("%") else float(text)
    return min(1.0, max(0.0, value))


@lru_cache(maxsize=1)
def _svg_renderer():
    """svglib's renderer, reading `opacity` too: svglib knows only fill-opacity and stroke-opacity, so
    an element's opacity (and its ancestors') is multiplied into both, which is exact for a shape
    and close for a group (shapes inside a translucent group also show through each other)."""
    from svglib.svglib import (
        Svg2RlgAttributeConverter,
        Svg2RlgShapeConverter,
        SvgRenderer,
    )

    class Converter(Svg2RlgAttributeConverter):
        def convertFontFamily(self, fontAttr, weightAttr="normal", styleAttr="normal"):
            # Every family is the card font (`svg_fonts`): nothing to split or look up, so a long
            # list of names costs nothing and none of them reaches a file or fontconfig.
            return svg_fonts.card_font(weightAttr) if fontAttr else ""

        def findAttr(self, svgNode, name):
            # Remembered per element and name for the drawing: svglib looks an inherited value up
            # through every ancestor, for every attribute of every shape (depth times the work).
            known = self.__dict__.setdefault("_found", {})
            key = (getattr(svgNode, "etree_element", svgNode), name)
            if key not in known:
                known[key] = self._find(svgNode, name)
            return known[key]

        def _find(self, svgNode, name):
            value = super().findAttr(svgNode, name)
            if name not in ("fill-opacity", "stroke-opacity"):
                return value
            factor = self._opacity_factor(svgNode)
            if factor >= 1:
                return value
            base = 1.0
            try:
                if value and value != "inherit":
                    base = _opacity(value)
                else:  # an rgba() or #rrggbbaa paint carries its own alpha
                    paint = super().findAttr(svgNode, "fill" if name == "fill-opacity" else "stroke")
                    base = float(getattr(self.convertColor(paint), "alpha", 1) or 0) if paint else 1.0
            except ValueError:
                pass
            return repr(base * factor)

        def _opacity_factor(self, svgNode) -> float:
            """The product of the node's and its ancestors' opacity, each node's worked out once per
            drawing (asked afresh for every shape, deep nesting would cost its depth squared)."""
            known = self.__dict__.setdefault("_opacity_factors", {})
            chain, node = [], svgNode
            while node is not None and node.etree_element not in known:
                chain.append(node)
                node = node.parent
            factor = 1.0 if node is None else known[node.etree_element]
            for node in reversed(chain):  # from the outermost not yet known
                super().findAttr(node, "opacity")  # applies the node's style and the style sheet
                own = node.attrib.get("opacity", "").strip()
                if own and own != "inherit":
                    try:
                        factor *= _opacity(own)
                    except ValueError:
                        pass
                known[node.etree_element] = factor
            return factor

    class ShapeConverter(Svg2RlgShapeConverter):
        def convertShape(self, name, node, clipping=None):
            self.budget.spend()
            return super().convertShape(name, node, clipping)

    class Renderer(SvgRenderer):
        def __init__(self, path):
            font_map = svg_fonts.CardFontMap()  # never svglib's own, which opens files and runs fc-match
            super().__init__(path, font_map=font_map)
            self.attrConverter = Converter(font_map=font_map)
            self.attrConverter.css_rules = self.shape_converter.attrConverter.css_rules
            self.shape_converter = ShapeConverter(path, self.attrConverter)
            self.handled_shapes = self.shape_converter.get_handled_shapes()
            self.budget = self.shape_converter.budget = svg_safe.Budget()  # work bounded as it happens
            self.sources: dict[int, tuple] = {}  # id of a node drawn -> (it, the SVG element it came from)

        failed_at = None  # the innermost element being drawn when svglib raised (for the message)

        def renderNode(self, node, parent=None):
            self.budget.spend()
            before = len(parent.contents) if parent is not None else 0
            try:
                result = super().renderNode(node, parent)
            except Exception:
                if self.failed_at is None:
                    self.failed_at = getattr(node, "etree_element", node)
                raise
            if parent is not None and len(parent.contents) > before:  # what it drew, for `check_transforms`
                item = parent.contents[-1]
                self.sources[id(item)] = (item, svg_safe.Source.of(getattr(node, "etree_element", node)))
            return result

    return Renderer


def _load_pdf(key: str, name: str, path: Path) -> Art:
    import pikepdf

    try:
        with pikepdf.open(path) as pdf:
            x0, y0, x1, y1 = pdf_safe.check(pdf)  # pages, objects, depth, decoded bytes within the limits
            thinnest = hairlines.pdf_thinnest(pdf.pages[0])
            lines = drawn.pdf_drawn(pdf.pages[0])
            lines.check()  # no more segments and dashes than a viewer or printer can draw
    except pikepdf.PdfError as exc:
        reason = str(exc).splitlines()[0].removeprefix(f"{path}: ")
        raise ArtProblem(f"the PDF cannot be read ({reason})") from None
    except pikepdf.PasswordError:
        raise ArtProblem("the PDF is encrypted") from None
    return Art(key, name, path, "pdf", (x1 - x0, y1 - y0), None, (x0, y0, x1, y1), thinnest=thinnest,
               shortest_dash=lines.shortest_dash)


# -- geometry ---------------------------------------------------------------------------------
def cover(aspect: float, w: float, h: float) -> tuple[float, float]:
    """The size of art of this aspect scaled to cover a w x h box (centred, the rest cropped)."""
    return (w, w / aspect) if w / h >= aspect else (h * aspect, h)


def contain(aspect: float, w: float, h: float) -> tuple[float, float]:
    """The size of art of this aspect scaled to fit inside a w x h box."""
    return (w, w / aspect) if w / h <= aspect else (h * aspect, h)


def logo_tile(art: Art, height: float, card_w: float) -> tuple[float, float, float]:
    """(tile width, logo width, logo height) in mm for a tile `height` mm high on a card `card_w` wide."""
    inner = height * (1 - 2 * LOGO_PAD)
    widest = max(height, min(height * LOGO_RATIO, card_w * LOGO_SHARE))
    lw, lh = contain(art.aspect, widest - 2 * height * LOGO_PAD, inner)
    return max(height, lw + 2 * height * LOGO_PAD), lw, lh


def printed_mm(art: Art, options, face) -> tuple[float, float]:
    """The size the art prints at, in mm."""
    cw, ch = options.card_mm
    if art.key == "back_art":
        return cover(art.aspect, cw + 2 * options.bleed, ch + 2 * options.bleed)
    scale = min(cw / 63.0, ch / 88.0)
    _, lw, lh = logo_tile(art, getattr(face, "LOGO_HEIGHT", 8.0) * scale, cw)
    return lw, lh


def check(deck, options) -> list[Diagnostic]:
    """Located errors for art that cannot be used, a warning per raster art below 300 dpi at the
    size it prints with these options, one per vector art with lines thinner than `HAIRLINE` at
    that size, and one per SVG art drawn through a mask (svglib cannot draw masks: the masked
    shapes print whole)."""
    if not files(deck):
        return []
    arts, diagnostics = load(deck)
    face = face_of(deck)
    diagnostics += dash_errors(deck, arts, options, face)
    for art in arts.values():
        if art.masked:
            diagnostics.append(_error(
                deck, art.key, f"`{art.name}` uses a mask, which deckctl cannot draw from SVG: the masked shapes "
                "print whole", "apply the mask in the drawing program, or export the art as PDF (which keeps it; "
                "PDF/X-1a allows no mask at all)", Severity.WARNING, "svg-mask"))
        if art.thinnest is not None:
            hairline = _hairline(deck, art, options, face)
            if hairline:
                diagnostics.append(hairline)
        if art.kind != "raster":
            continue
        width_mm, _ = printed_mm(art, options, face)
        dpi = art.size[0] / (width_mm / 25.4)
        if dpi < MIN_DPI - 0.5:
            where = "full bleed on the back" if art.key == "back_art" else "as the logo"
            need = round(art.size[0] * MIN_DPI / dpi)
            diagnostics.append(_error(
                deck, art.key, f"`{art.name}` prints at {dpi:.0f} dpi ({art.size[0]} x {art.size[1]} px over "
                f"{width_mm:.1f} mm {where}); below {MIN_DPI} dpi it looks soft",
                f"give an image at least {need} px wide", Severity.WARNING))
    return diagnostics


def dash_errors(deck, arts: dict[str, Art], options, face) -> list[Diagnostic]:
    """An error per vector art whose dashes, scaled to the size it prints at, are shorter than
    `MIN_DASH_MM` (a dash and its gap): the printer cannot draw them apart, and each is a shape a
    viewer or RIP draws on its own."""
    errors = []
    for art in arts.values():
        if art.shortest_dash is None:
            continue
        width_mm, _ = printed_mm(art, options, face)
        printed = art.shortest_dash * width_mm / art.size[0]  # the art's points to printed mm
        if printed >= MIN_DASH_MM - 1e-9:
            continue
        where = "full bleed on the back" if art.key == "back_art" else "as the logo"
        own = MIN_DASH_MM * art.size[0] / width_mm
        errors.append(_error(
            deck, art.key, f"`{art.name}` has dashes {printed:.2g} mm long (a dash and its gap) as it prints "
            f"({width_mm:.1f} mm {where}); below {MIN_DASH_MM:g} mm a printer cannot draw them apart, and a viewer "
            "or printer draws each one as a shape of its own",
            f"make its dash patterns at least {MIN_DASH_MM:g} mm long a dash and its gap as printed ({own:.2g} pt at "
            f"the art's own size of {art.size[0]:g} x {art.size[1]:g} pt), or draw those lines solid"))
    return errors


def _hairline(deck, art: Art, options, face) -> Diagnostic | None:
    """A warning when vector art, scaled to the size it prints at, strokes a line thinner than
    `HAIRLINE`."""
    width_mm, _ = printed_mm(art, options, face)
    factor = width_mm / 25.4 * 72 / art.size[0]  # the art's points to printed points
    printed = art.thinnest * factor
    if printed >= HAIRLINE - 1e-6:
        return None
    where = "full bleed on the back" if art.key == "back_art" else "as the logo"
    thin = f"{printed:.2g} pt wide" if printed else "0 pt wide (the thinnest line a printer can draw)"
    return _error(deck, art.key, f"`{art.name}` has lines {thin} as it prints ({width_mm:.1f} mm {where}); "
                  f"below {HAIRLINE:g} pt a line breaks up or vanishes on paper",
                  _thicker(art, factor, printed), Severity.WARNING, "hairline")


def _thicker(art: Art, factor: float, printed: float) -> str:
    own = f"{HAIRLINE / factor:.2g} pt at the art's own size of {art.size[0]:g} x {art.size[1]:g} pt"
    if not printed:
        return f"give every line a width: {HAIRLINE:g} pt as printed is {own}"
    return f"make its thinnest lines at least {HAIRLINE / printed:.2g} times as wide ({HAIRLINE:g} pt as printed, {own})"


# -- colour -----------------------------------------------------------------------------------
def colour_mode(options) -> tuple[str, str | None]:
    """("rgb", None) for the default export; ("cmyk", ICC profile path or None) for PDF/X."""
    if getattr(options, "pdfx", None):
        profile = getattr(options, "icc_profile", None)
        return "cmyk", str(profile) if profile else None
    return "rgb", None


@lru_cache(maxsize=4)
def _transform(profile: str | None, mode: str):
    from PIL import ImageCms

    if profile is None:
        return None
    return ImageCms.buildTransform(ImageCms.createProfile("sRGB"), ImageCms.getOpenProfile(profile), mode, "CMYK",
                                   renderingIntent=ImageCms.Intent.RELATIVE_COLORIMETRIC,
                                   flags=ImageCms.Flags.BLACKPOINTCOMPENSATION)


def to_rgb(image):
    """A raster image for the default (RGB) export: a CMYK one (a JPEG separated for print)
    converted to sRGB through the profile it embeds, or Pillow's plain formula without one;
    others as they are (sRGB or grey, `_flatten`)."""
    if image.mode != "CMYK":
        return image
    embedded = image.info.get("icc_profile")
    if embedded:
        from PIL import ImageCms

        try:
            source = ImageCms.ImageCmsProfile(io.BytesIO(embedded))
            return ImageCms.profileToProfile(image, source, ImageCms.createProfile("sRGB"), outputMode="RGB")
        except (ImageCms.PyCMSError, OSError):
            pass  # a broken profile: the plain formula
    return image.convert("RGB")


def to_cmyk(image, profile: str | None):
    """A raster image in CMYK: through the output profile when there is one, else `_gcr`; either
    way neutral pixels (black, greys, white) on black ink alone and the total ink within the
    palette's limit (`_print_ready`). A CMYK image is the publisher's own separation: kept."""
    if image.mode == "CMYK":
        return image
    rgb = image.convert("RGB")
    transform = _transform(profile, "RGB")
    if transform is None:
        return _limit_ink(_gcr(rgb))
    from PIL import ImageCms

    return _print_ready(rgb, ImageCms.applyTransform(rgb, transform))


def _print_ready(rgb, cmyk):
    """The profile's CMYK with two print rules applied, as the palette has them (theme.py): a
    neutral pixel (R = G = B, within `_NEUTRAL`) is black ink only, K = 1 - max(R, G, B) as `_gcr`
    gives a grey, since a profile
    builds black and greys from all four inks (its black is about 296 % of ink, and four-colour
    black text blurs when the plates are a hair out of register); and no pixel carries more than
    `theme.MAX_INK` per cent of ink in total (`_limit_ink`)."""
    from PIL import Image, ImageChops

    r, g, b = rgb.split()
    spread = ImageChops.lighter(ImageChops.lighter(ImageChops.difference(r, g), ImageChops.difference(g, b)),
                                ImageChops.difference(r, b))
    neutral = spread.point(_NEUTRAL)
    if neutral.getextrema()[1]:
        none = Image.new("L", rgb.size, 0)
        black = ImageChops.invert(ImageChops.lighter(ImageChops.lighter(r, g), b))  # K = 1 - max(R, G, B)
        cmyk = Image.composite(Image.merge("CMYK", (none, none, none, black)), cmyk, neutral)
    return _limit_ink(cmyk)


# How neutral a pixel is (255: black ink only), from the spread of its R, G and B (0-255): up to
# 2 levels apart it is a grey (the palette's near-black #1d1d1f is one), from 12 a colour; between,
# the two are blended, so a photo's near-greys do not switch abruptly from one to the other.
_NEUTRAL = [255 if v <= 2 else max(0, round(255 * (12 - v) / 10)) for v in range(256)]


def _limit_ink(cmyk):
    """Ink reduction: where C + M + Y + K is above `theme.MAX_INK`, C, M and Y are scaled down
    together (the hue kept, black untouched) until the total is at the limit."""
    from PIL import Image, ImageMath

    from deckctl.export.pdf.theme import MAX_INK

    limit = MAX_INK * 255 / 100
    c, m, y, k = cmyk.split()
    total = ImageMath.lambda_eval(lambda a: a["c"] + a["m"] + a["y"] + a["k"], c=c, m=m, y=y, k=k)
    if total.getextrema()[1] <= limit:
        return cmyk

    room = limit - 1.5  # each of C, M and Y may round up by half a level: the total stays within the limit

    def reduced(channel):
        return ImageMath.lambda_eval(
            lambda a: a["float"](a["x"]) * a["min"]((room - a["float"](a["k"])) / (a["float"](a["c"] + a["m"] + a["y"])
                                                                                      + 0.001), 1.0),
            x=channel, c=c, m=m, y=y, k=k).convert("L")

    return Image.merge("CMYK", (reduced(c), reduced(m), reduced(y), k))


def _gcr(rgb):
    """RGB to CMYK without a profile (PDF/X-1a naming FOGRA39): the grey component goes to black
    (K = 1 - max(R, G, B)), so dark and neutral areas print mostly in K, never as 300 % of CMY as
    Pillow's plain conversion would. An approximation: the printer's profile gives exact colour."""
    from PIL import Image, ImageChops, ImageMath

    r, g, b = rgb.split()
    k = ImageChops.invert(ImageChops.lighter(ImageChops.lighter(r, g), b))

    def ink(channel):
        return ImageMath.lambda_eval(
            lambda a: (255 - a["x"] - a["k"]) * 255 / (255 - a["k"] + (a["k"] == 255)), x=channel, k=k).convert("L")

    return Image.merge("CMYK", (ink(r), ink(g), ink(b), k))


@lru_cache(maxsize=1024)
def _cmyk_of(rgb: tuple[int, int, int], profile: str | None) -> tuple[float, float, float, float]:
    from PIL import Image

    pixel = to_cmyk(Image.new("RGB", (1, 1), rgb), profile).getpixel((0, 0))
    return tuple(round(v / 255, 4) for v in pixel)


def _prepared(drawing, cmyk: bool, profile: str | None):
    """A copy of the SVG drawing to render: its text in the card font (embedded like every card
    text; a standard font would not be), paint with no alpha at all dropped (`transparent`,
    `rgba(..., 0)` paint nothing), and in a CMYK export every RGB fill and stroke, and the initial
    black, as the CMYK the profile gives."""
    from reportlab.graphics.shapes import String
    from reportlab.lib.colors import CMYKColor, Color

    from deckctl.export.pdf import fonts

    copy = deepcopy(drawing)  # Drawing.copy() shares the shapes: converting them would change the cached art
    fonts.register("regular", "bold")  # (reportlab looks the names below up when it draws the text)
    # The state renderPDF starts from (`initial*`, read with getattr): set past the attribute map.
    copy.__dict__["initialFontName"] = fonts.font_name("regular")
    if cmyk:
        copy.__dict__["initialFillColor"] = copy.__dict__["initialStrokeColor"] = CMYKColor(0, 0, 0, 1)

    def as_cmyk(colour):
        if isinstance(colour, CMYKColor):
            return colour
        rgb = tuple(round(v * 255) for v in (colour.red, colour.green, colour.blue))
        return CMYKColor(*_cmyk_of(rgb, profile), alpha=colour.alpha)

    def convert(node) -> None:
        if isinstance(node, String):
            node.fontName = fonts.font_name("bold" if "bold" in str(node.fontName).lower() else "regular")
        for attr, opacity in (("fillColor", "fillOpacity"), ("strokeColor", "strokeOpacity")):
            colour = getattr(node, attr, None)
            if isinstance(colour, Color) and (colour.alpha == 0 or getattr(node, opacity, None) == 0):
                setattr(node, attr, None)  # invisible paint: none, rather than a fully transparent one
                if getattr(node, opacity, None) is not None:
                    setattr(node, opacity, 1)
            elif cmyk and isinstance(colour, Color):
                setattr(node, attr, as_cmyk(colour))
        stops = getattr(node, "_rl_colors", None)  # svglib's gradients, drawn as a PDF shading
        if cmyk and stops:
            node._rl_colors = [as_cmyk(colour) if isinstance(colour, Color) else colour for colour in stops]
        for child in getattr(node, "contents", ()) or ():
            convert(child)

    convert(copy)
    return copy


def _svg_transparency(art: Art) -> str | None:
    """How the SVG art is drawn with transparency, or None: an opacity below 1 (opacity,
    fill-opacity, stroke-opacity, rgba() or #rrggbbaa paint), a mask, or an embedded image with
    transparent pixels. Paint with no alpha at all is not transparency: it is not drawn."""
    if art.masked:
        return "a mask"

    def see(node) -> str | None:
        for attr, opacity in (("fillColor", "fillOpacity"), ("strokeColor", "strokeOpacity")):
            colour = getattr(node, attr, None)
            alpha = min(getattr(colour, "alpha", 1), getattr(node, opacity, None) or 1) if colour else 1
            if colour is not None and 0 < alpha < 1 and getattr(node, opacity, None) != 0:
                return "opacity below 1"
        picture = getattr(node, "path", None)
        if hasattr(picture, "mode") and _alpha(picture) is not None:
            return "an embedded image with transparent pixels"
        for child in getattr(node, "contents", ()) or ():
            found = see(child)
            if found:
                return found
        return None

    return see(art.content)


def _alpha(picture):
    """The image's alpha channel if any pixel is less than opaque, else None."""
    if "A" not in picture.getbands() and "transparency" not in picture.info:
        return None
    alpha = picture.convert("RGBA").getchannel("A")
    return alpha if alpha.getextrema()[0] < 255 else None


def _image_reader(picture, cmyk: bool, profile: str | None):
    """An image embedded in SVG art, for reportlab: RGB (or CMYK through the profile), its
    transparent pixels kept as a soft mask (refused before for PDF/X-1a)."""
    from reportlab.lib.utils import ImageReader

    alpha = _alpha(picture)
    colour = picture.convert("L" if picture.mode in ("1", "L", "LA") else "RGB")
    if cmyk:
        colour = to_cmyk(colour, profile)
    if alpha is None:
        return ImageReader(colour)

    class WithAlpha(ImageReader):
        def getRGBData(self):
            data = super().getRGBData()
            self._dataA = ImageReader(alpha)  # reportlab's soft mask, whatever the colour mode
            return data

    return WithAlpha(colour)


def _svg_renderer_pdf():
    """reportlab's renderPDF, drawing embedded images as image objects with their soft mask and in
    the export's colour, where renderPDF draws them inline without alpha, in RGB."""
    from reportlab.graphics.renderPDF import _PDFRenderer

    class Renderer(_PDFRenderer):
        def __init__(self, cmyk: bool, profile: str | None):
            super().__init__()
            self._cmyk, self._profile = cmyk, profile

        def drawImage(self, image):
            picture = image.path
            if not hasattr(picture, "mode"):
                return super().drawImage(image)
            reader = _image_reader(picture, self._cmyk, self._profile)
            self._canvas.drawImage(reader, image.x, image.y, image.width, image.height, mask="auto")
            return None

    return Renderer


# -- drawing ----------------------------------------------------------------------------------
@dataclass
class _State:
    """The deck's art made ready on one document (`begin` leaves it on the canvas). `record.play`
    has it place each recorded `ArtPlaced`, so playing a page need not import this module."""

    arts: dict[str, Art]
    mode: str
    profile: str | None
    forms: dict[str, str] = field(default_factory=dict)
    pdf_pages: dict[str, Art] = field(default_factory=dict)  # placeholder form name -> art
    level: str = ""  # "1a", "4" or "" (RGB)
    deck: Any = None  # for the located error of art that cannot be drawn after all (`_drawn`)

    def place(self, c, entry: ArtPlaced) -> None:
        """A recorded `ArtPlaced`, into a form on first use, after that only the form placed."""
        name = self.forms.get(entry.key)
        if name is None:
            name = self.forms[entry.key] = f"deckctlart{len(self.forms)}"
            x, y, w, h = entry.clip
            c.beginForm(name, lowerx=x, lowery=y, upperx=x + w, uppery=y + h)
            path = c.beginPath()
            path.rect(x, y, w, h)
            c.clipPath(path, stroke=0, fill=0)
            self._drawn(c, self.arts[entry.art], entry.placed)
            _end_form(c, name)
        c.saveState()
        c.translate(entry.ox, entry.oy)
        c.doForm(name)
        c.restoreState()

    def _drawn(self, c, art: Art, placed) -> None:
        """`_draw`, where art that passed every check but still cannot be drawn (what deckctl
        failed to foresee) ends the export with a located error naming the file, not a traceback."""
        try:
            _draw(c, self, art, placed)
        except MemoryError:
            raise
        except Exception as exc:  # noqa: BLE001  (only the drawing of this one art file)
            reason = shortened(f"{type(exc).__name__}: {exc}", 120)
            raise PdfExportError([_error(self.deck, art.key, f"`{art.name}` cannot be drawn ({reason})",
                                         "simplify the art or export it as PNG or PDF; `deckctl validate` "
                                         "should have refused it, so please report the file to deckctl's "
                                         "maintainers")]) from None


def begin(canvas, deck, options) -> list[Diagnostic]:
    """Make the deck's art ready to draw on `canvas`; the located errors of art that cannot be."""
    if not files(deck):
        return []
    arts, errors = load(deck)
    errors += dash_errors(deck, arts, options, face_of(deck))
    mode, profile = colour_mode(options)
    level = str(getattr(options, "pdfx", "") or "")
    if mode == "cmyk":
        for art in arts.values():
            reason = None
            if art.kind == "pdf":
                reason = _pdf_not_cmyk(art, transparency=level != "1a")
            elif art.kind == "svg" and level == "1a" and _svg_transparency(art):
                reason = f"uses transparency ({_svg_transparency(art)})"
            if reason and reason.startswith("uses transparency"):
                errors.append(_error(deck, art.key, f"`{art.name}` {reason}: PDF/X-1a does not allow it",
                                     "flatten the art's transparency when exporting it, or use --pdfx 4"))
            elif reason and "font" in reason:
                errors.append(_error(deck, art.key, f"`{art.name}` {reason}: PDF/X needs every font embedded",
                                     "export the art with its fonts embedded (or its text as outlines)"))
            elif reason:
                errors.append(_error(deck, art.key, f"`{art.name}` {reason}: PDF/X-{level} output is CMYK only",
                                     "export the art as a CMYK PDF, or give it as SVG, PNG or JPEG, "
                                     "which deckctl converts through the output profile"))
    else:
        for art in arts.values():
            reason = _pdf_font_not_embedded(art) if art.kind == "pdf" else None
            if reason:
                errors.append(_error(deck, art.key, f"`{art.name}` {reason}: each printer would set its text in "
                                     "a font of its own", "export the art with its fonts embedded (or its text "
                                     "as outlines)"))
    canvas.__dict__["_deckctl_art"] = _State(arts, mode, profile, level=level, deck=deck)
    return errors


def _state(canvas) -> _State | None:
    return canvas.__dict__.get("_deckctl_art") if canvas is not None else None


def _arts_for(ctx) -> dict[str, Art]:
    state = _state(ctx.canvas)
    if state is not None:
        return state.arts
    if not files(ctx.deck):
        return {}
    return load(ctx.deck)[0]  # measuring: only the aspect matters


def back(ctx) -> None:
    """The back art over the whole back and its bleed, if the deck has one."""
    state = _state(ctx.canvas)
    art = state.arts.get("back_art") if state else None
    if art is None:
        return
    b = ctx.bleed
    box = (-b * MM, -b * MM, (ctx.w + 2 * b) * MM, (ctx.h + 2 * b) * MM)
    dw, dh = cover(art.aspect, box[2], box[3])
    placed = (box[0] + (box[2] - dw) / 2, box[1] + (box[3] - dh) / 2, dw, dh)
    _place(ctx, art, f"{ctx.w}x{ctx.h}+{b}", box, placed)
    from deckctl.export.pdf import theme

    inset = PANEL_INSET * ctx.scale
    ctx.rect(inset, inset, ctx.w - 2 * inset, ctx.h - 2 * inset, fill=theme.PAPER, radius=inset * 0.75)


def logo_width(ctx, height: float) -> float:
    """The width (mm on a poker card) the front's logo tile takes at `height`; 0 without a logo."""
    if ctx.side != "front":
        return 0.0
    art = _arts_for(ctx).get("logo")
    return logo_tile(art, height, ctx.w)[0] if art else 0.0


def logo_room(ctx, height: float, gap: float = 1.5) -> float:
    """What a band gives up at its right for the logo tile and a gap (mm, unscaled, as `parts.header`'s
    `right` counts); 0 on backs and without a logo."""
    width = logo_width(ctx, height)
    return (width / ctx.scale + gap) if width else 0.0


def logo(ctx, right: float, top: float, height: float) -> None:
    """The logo on a paper tile `height` mm high whose right edge is at `right`, top at `top`."""
    if ctx.side != "front":
        return
    state = _state(ctx.canvas)
    art = state.arts.get("logo") if state else None
    if art is None:
        return
    from deckctl.export.pdf import theme

    tile_w, lw, lh = logo_tile(art, height, ctx.w)
    x = right - tile_w
    ctx.rect(x, top, tile_w, height, fill=theme.PAPER, radius=height * 0.22)
    # The logo's own box, in pt from the card's lower-left, drawn once as a form.
    lx = (x + (tile_w - lw) / 2) * MM
    ly = (ctx.h - top - height + (height - lh) / 2) * MM
    box = (lx, ly, lw * MM, lh * MM)
    _place(ctx, art, f"{box}", box, box)


def _place(ctx, art: Art, size_key: str, clip, placed) -> None:
    """Draw `art` scaled into `placed` (x, y, w, h in pt from the card's lower-left), clipped to
    `clip`: recorded here, drawn by `_State.place` when the page is played into its document."""
    ctx.canvas._code.append(ArtPlaced(f"{art.key}/{size_key}", art.key, clip, placed, ctx.ox, ctx.oy))


def _end_form(c, name: str) -> None:
    """`c.endForm()`, then the form's resources made whole: reportlab gives a form only its fonts
    and forms, while art draws with graphics states (opacity), shadings (gradients) and colour
    spaces too, which the form's content names and so its resources must hold."""
    from reportlab.pdfbase import pdfdoc

    shadings = dict(c._shadingUsed)  # the form's own; endForm hands the page's back
    c.endForm()
    form = c._doc.idToObject[pdfdoc.xObjectName(name)]
    resources = pdfdoc.PDFResourceDictionary()
    resources.basicFonts()
    resources.allProcs()
    if form.XObjects:
        resources.XObject = form.XObjects
    if form.ExtGState:
        resources.ExtGState = form.ExtGState
    resources.setShading(shadings)
    resources.setColorSpace(form._colorsUsed)
    form.Resources = resources


def _draw(c, state: _State, art: Art, placed) -> None:
    x, y, w, h = placed
    if art.kind == "raster":
        from reportlab.lib.utils import ImageReader

        image = to_cmyk(art.content, state.profile) if state.mode == "cmyk" else to_rgb(art.content)
        c.drawImage(ImageReader(image), x, y, w, h)
    elif art.kind == "svg":
        from reportlab.graphics.renderbase import renderScaledDrawing

        cmyk = state.mode == "cmyk"
        drawing = _prepared(art.content, cmyk, state.profile)
        c.saveState()
        c.translate(x, y)
        c.scale(w / art.size[0], h / art.size[1])
        _svg_renderer_pdf()(cmyk, state.profile).draw(renderScaledDrawing(drawing), c, 0, 0, showBoundary=False)
        c.restoreState()
    else:  # pdf: a placeholder form now, the page's content after saving (`finish`)
        page = f"deckctlpage{len(state.pdf_pages)}"
        x0, y0, x1, y1 = art.box
        state.pdf_pages[page] = art
        c.saveState()
        c.translate(x, y)
        c.scale(w / art.size[0], h / art.size[1])
        c.translate(-x0, -y0)
        c.beginForm(page, lowerx=x0, lowery=y0, upperx=x1, uppery=y1)
        c.endForm()
        c.doForm(page)
        c.restoreState()


def finish(canvas, data: bytes) -> bytes:
    """The written PDF with each PDF art's first page copied into its placeholder form."""
    state = _state(canvas)
    if state is None or not state.pdf_pages:
        return data
    import pikepdf

    with pikepdf.open(io.BytesIO(data)) as pdf:
        forms = _named_forms(pdf)
        for name, art in state.pdf_pages.items():
            placeholder = forms[name]
            with pikepdf.open(art.path) as source:
                form = source.pages[0].as_form_xobject()
                pdf_safe.strip_active(form)  # drawing only: no actions, scripts, annotations or files
                page = pdf.copy_foreign(form)
            placeholder.write(page.read_raw_bytes(), filter=page.get("/Filter"), decode_parms=page.get("/DecodeParms"))
            # PDF/X-1a: no transparency group either; the art has no transparency (`begin` refused
            # it otherwise), so its page's group (cairo and Inkscape add one to every page) changes nothing.
            keys = ("/Resources", "/BBox", "/Matrix") + (() if state.level == "1a" else ("/Group",))
            for key in keys:
                if key in page:
                    placeholder[key] = page[key]
            art_copy.trim(placeholder)  # exactly what its content uses: a preflight counts every font listed
        art_copy.rename_subsets(pdf, [forms[name] for name in state.pdf_pages])
        out = io.BytesIO()
        pdf.save(out, deterministic_id=True, compress_streams=True, linearize=False)
    return out.getvalue()


def _named_forms(pdf) -> dict[str, Any]:
    """reportlab's forms by the name they were begun with (resource names `/FormXob.<name>`)."""
    import pikepdf

    found = {}
    for obj in pdf.objects:
        if not isinstance(obj, (pikepdf.Dictionary, pikepdf.Stream)):
            continue
        resources = obj.get("/Resources")
        for holder in (obj, resources.get("/XObject") if isinstance(resources, pikepdf.Dictionary) else None):
            if not isinstance(holder, (pikepdf.Dictionary, pikepdf.Stream)):
                continue
            for key in holder.keys():  # noqa: SIM118  (a pikepdf Dictionary, not a dict)
                if key.startswith("/FormXob.deckctlpage"):
                    found[key.removeprefix("/FormXob.")] = holder[key]
    return found


def _pdf_not_cmyk(art: Art, transparency: bool) -> str | None:
    """Why the PDF's first page cannot go into a PDF/X export (RGB anywhere, a font not embedded,
    and transparency unless `transparency` is allowed, as in PDF/X-4), or None."""
    import pikepdf

    rgb = "uses RGB colour"
    with pikepdf.open(art.path) as pdf:
        seen: set = set()

        def content(stream) -> str | None:
            ops = {str(op) for _, op in pikepdf.parse_content_stream(stream, "rg RG")}  # (only these kept: memory)
            return rgb if ops & {"rg", "RG"} else None

        def walk(obj) -> str | None:
            if isinstance(obj, pikepdf.Name):
                return rgb if str(obj) in ("/DeviceRGB", "/CalRGB") else None
            if not isinstance(obj, (pikepdf.Dictionary, pikepdf.Stream, pikepdf.Array)):
                return None
            if obj.is_indirect:
                if obj.objgen in seen:
                    return None
                seen.add(obj.objgen)
            if isinstance(obj, pikepdf.Dictionary) and obj.get("/Type") == "/Font":
                return None  # a font is judged where the content uses it (`art_copy.used_fonts`)
            if isinstance(obj, pikepdf.Array):
                if len(obj) == 2 and obj[0] == pikepdf.Name("/ICCBased") and int(obj[1].get("/N", 0)) == 3:
                    return rgb
                items = list(obj)
            else:
                if not transparency and (obj.get("/SMask") not in (None, pikepdf.Name("/None"))
                                         or float(obj.get("/CA", 1)) < 1 or float(obj.get("/ca", 1)) < 1
                                         or str(obj.get("/BM", "/Normal")) not in ("/Normal", "/Compatible")):
                    return "uses transparency"
                if isinstance(obj, pikepdf.Stream) and obj.get("/Subtype") == "/Form":
                    reason = content(obj)
                    if reason:
                        return reason
                items = [v for k, v in obj.items() if k != "/Parent"]
            for item in items:
                reason = walk(item)
                if reason:
                    return reason
            return None

        page = pdf.pages[0]
        resources = page.obj.get("/Resources", pikepdf.Dictionary())
        return content(page) or walk(resources) or _font_not_embedded(page)


def _pdf_font_not_embedded(art: Art) -> str | None:
    """Why the PDF's first page cannot go into any export: it draws text in a font it does not
    embed (which each viewer and printer would replace with a font of its own), or None."""
    import pikepdf

    with pikepdf.open(art.path) as pdf:
        return _font_not_embedded(pdf.pages[0])


def _font_not_embedded(page) -> str | None:
    import pikepdf

    for font in _fonts_used(page.obj, page.obj.get("/Resources", pikepdf.Dictionary())):
        if not _embedded(font):
            return f"uses the font {str(font.get('/BaseFont', '?')).lstrip('/')} without embedding it"
    return None


def _fonts_used(holder, resources) -> list:
    """Every font dictionary the content of `holder` and its forms draw text with."""
    import pikepdf

    names, nested = art_copy.used_fonts(holder, resources)
    fonts = resources.get("/Font", pikepdf.Dictionary())
    return [fonts[name] for name in sorted(names) if name in fonts] + nested


def _embedded(font) -> bool:
    """Whether a PDF font dictionary carries its font program (Type 3 fonts are their own)."""
    if font.get("/Subtype") == "/Type3":
        return True
    if font.get("/Subtype") == "/Type0":
        return all(_embedded(descendant) for descendant in font.get("/DescendantFonts", []))
    descriptor = font.get("/FontDescriptor")
    return descriptor is not None and any(key in descriptor for key in ("/FontFile", "/FontFile2", "/FontFile3"))


__all__ = ["KEYS", "MIN_DPI", "Art", "back", "begin", "check", "contain", "cover", "finish", "load", "logo",
           "logo_room", "logo_width"]
