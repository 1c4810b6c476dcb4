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
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from deckctl.core.diagnostics import Diagnostic, Severity

KEYS = ("back_art", "logo")
MIN_DPI = 300  # below this at its printed size, raster art looks soft
MM = 72.0 / 25.4
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

    @property
    def aspect(self) -> float:
        return self.size[0] / self.size[1]


class ArtProblem(Exception):
    """A file that cannot be used; the message says why."""


def files(deck) -> dict[str, str]:
    """The deck's art entries ({key: name as written}), empty when it has none."""
    section = getattr(deck.manifest, "print", None) if deck.manifest is not None else None
    return {key: getattr(section, key) for key in KEYS if section is not None and getattr(section, key, None)}


def load(deck) -> tuple[dict[str, Art], list[Diagnostic]]:
    """The deck's art, and a located error (at the key in deck.yaml) for each file that cannot be used."""
    arts: dict[str, Art] = {}
    errors: list[Diagnostic] = []
    for key, name in files(deck).items():
        path = deck.path / name
        try:
            stat = path.stat()
            if not path.is_file():
                raise ArtProblem("it is a folder, not a file")
            arts[key] = _load(key, name, str(path), stat.st_mtime_ns, stat.st_size)
        except FileNotFoundError:
            from deckctl.io.discover import display_path

            errors.append(_error(deck, key, f"`{name}` does not exist (looked for {display_path(path)})",
                                 f"put the file there, or fix the path (it is relative to {display_path(deck.path)})"))
        except (OSError, ArtProblem) as exc:
            reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
            errors.append(_error(deck, key, f"`{name}` cannot be used: {reason}",
                                 "give a PNG, JPEG, SVG or PDF file that opens in an image viewer"))
    return arts, errors


def _error(deck, key: str, message: str, hint: str, severity: Severity = Severity.ERROR) -> Diagnostic:
    return deck.manifest_source.error(("print", key), "bad-art" if severity is Severity.ERROR else "low-dpi",
                                      message, hint, key=True, severity=severity)


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

    try:
        with Image.open(path) as image:
            if image.format not in ("PNG", "JPEG"):
                raise ArtProblem(f"it is {image.format or 'an unknown'} data, not PNG or JPEG")
            image.load()
            flat = _flatten(image)
    except UnidentifiedImageError:
        raise ArtProblem("it is not an image Pillow can read") from None
    except Image.DecompressionBombError:
        raise ArtProblem("the image has too many pixels to be safe to open") from None
    except (OSError, SyntaxError, ValueError) as exc:  # truncated or corrupt data
        raise ArtProblem(f"the image is damaged ({exc})") from None
    return Art(key, name, path, "raster", flat.size, flat)


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

    from svglib.svglib import svg2rlg

    logging.getLogger("svglib").setLevel(logging.CRITICAL)  # its parse errors become our message
    try:
        drawing = svg2rlg(str(path))
    except Exception as exc:  # noqa: BLE001  (lxml and svglib raise many kinds for bad input: all mean "unreadable")
        raise ArtProblem(f"the SVG cannot be read ({exc.__class__.__name__})") from None
    if drawing is None:
        raise ArtProblem("the SVG cannot be read")
    if not (drawing.width > 0 and drawing.height > 0):
        raise ArtProblem("the SVG has no size (give it width and height, or a viewBox)")
    return Art(key, name, path, "svg", (float(drawing.width), float(drawing.height)), drawing)


def _load_pdf(key: str, name: str, path: Path) -> Art:
    import pikepdf

    try:
        with pikepdf.open(path) as pdf:
            if not pdf.pages:
                raise ArtProblem("the PDF has no pages")
            box = [float(v) for v in pdf.pages[0].trimbox]
    except pikepdf.PdfError as exc:
        reason = str(exc).splitlines()[0].removeprefix(f"{path}: ")
        raise ArtProblem(f"the PDF cannot be read ({reason})") from None
    except pikepdf.PasswordError:
        raise ArtProblem("the PDF is encrypted") from None
    x0, y0, x1, y1 = box
    if x1 - x0 <= 0 or y1 - y0 <= 0:
        raise ArtProblem("the PDF's first page has no size")
    return Art(key, name, path, "pdf", (x1 - x0, y1 - y0), None, (x0, y0, x1, y1))


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
    """Located errors for art that cannot be used, and a warning per raster art below 300 dpi at
    the size it prints with these options."""
    if not files(deck):
        return []
    from deckctl.export.pdf.document import face_of

    arts, diagnostics = load(deck)
    face = face_of(deck)
    for art in arts.values():
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


def to_cmyk(image, profile: str | None):
    """A raster image in CMYK: through the output profile when there is one, else `_gcr`."""
    if image.mode == "CMYK":
        return image
    rgb = image.convert("RGB")
    transform = _transform(profile, "RGB")
    if transform is None:
        return _gcr(rgb)
    from PIL import ImageCms

    return ImageCms.applyTransform(rgb, transform)


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
    text; a standard font would not be), and in a CMYK export every RGB fill and stroke, and the
    initial black, as the CMYK the profile gives."""
    from reportlab.graphics.shapes import String
    from reportlab.lib.colors import CMYKColor, Color

    from deckctl.export.pdf import fonts

    copy = drawing.copy()
    # The state renderPDF starts from (`initial*`, read with getattr): set past the attribute map.
    copy.__dict__["initialFontName"] = fonts.font_name("regular")
    if cmyk:
        copy.__dict__["initialFillColor"] = copy.__dict__["initialStrokeColor"] = CMYKColor(0, 0, 0, 1)

    def convert(node) -> None:
        if isinstance(node, String):
            node.fontName = fonts.font_name("bold" if "bold" in str(node.fontName).lower() else "regular")
        for attr in ("fillColor", "strokeColor"):
            colour = getattr(node, attr, None)
            if cmyk and isinstance(colour, Color) and not isinstance(colour, CMYKColor):
                rgb = tuple(round(v * 255) for v in (colour.red, colour.green, colour.blue))
                c, m, y, k = _cmyk_of(rgb, profile)
                setattr(node, attr, CMYKColor(c, m, y, k, alpha=colour.alpha))
        for child in getattr(node, "contents", ()) or ():
            convert(child)

    convert(copy)
    return copy


def _svg_transparent(drawing) -> bool:
    """Whether any shape of the SVG is drawn with an opacity below 1."""
    def see(node) -> bool:
        for attr in ("fillOpacity", "strokeOpacity"):
            value = getattr(node, attr, None)
            if value is not None and value < 1:
                return True
        for attr in ("fillColor", "strokeColor"):
            colour = getattr(node, attr, None)
            if colour is not None and getattr(colour, "alpha", 1) < 1:
                return True
        return any(see(child) for child in getattr(node, "contents", ()) or ())

    return see(drawing)


# -- drawing ----------------------------------------------------------------------------------
@dataclass
class _State:
    arts: dict[str, Art]
    mode: str
    profile: str | None
    forms: dict[str, str] = field(default_factory=dict)
    pdf_pages: dict[str, Art] = field(default_factory=dict)  # placeholder form name -> art


def begin(canvas, deck, options) -> list[Diagnostic]:
    """Make the deck's art ready to draw on `canvas`; the located errors of art that cannot be."""
    if not files(deck):
        return []
    arts, errors = load(deck)
    mode, profile = colour_mode(options)
    level = str(getattr(options, "pdfx", "") or "")
    if mode == "cmyk":
        for art in arts.values():
            reason = None
            if art.kind == "pdf":
                reason = _pdf_not_cmyk(art, transparency=level != "1a")
            elif art.kind == "svg" and level == "1a" and _svg_transparent(art.content):
                reason = "uses transparency"
            if reason == "uses transparency":
                errors.append(_error(deck, art.key, f"`{art.name}` {reason}: PDF/X-1a does not allow it",
                                     "flatten the art's transparency when exporting it, or use --pdfx 4"))
            elif reason and "font" in reason:
                errors.append(_error(deck, art.key, f"`{art.name}` {reason}: PDF/X needs every font embedded",
                                     "export the art with its fonts embedded (or its text as outlines)"))
            elif reason:
                errors.append(_error(deck, art.key, f"`{art.name}` {reason}: PDF/X-{level} output is CMYK only",
                                     "export the art as a CMYK PDF, or give it as SVG, PNG or JPEG, "
                                     "which deckctl converts through the output profile"))
    canvas.__dict__["_deckctl_art"] = _State(arts, mode, profile)
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
    _place(ctx, state, art, f"{ctx.w}x{ctx.h}+{b}", box, placed)
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
    _place(ctx, state, art, f"{box}", box, box)


def _place(ctx, state: _State, art: Art, size_key: str, clip, placed) -> None:
    """Draw `art` scaled into `placed` (x, y, w, h in pt from the card's lower-left), clipped to
    `clip`: into a form on first use, then only the form is placed."""
    c = ctx.canvas
    key = f"{art.key}/{size_key}"
    name = state.forms.get(key)
    if name is None:
        name = state.forms[key] = f"deckctlart{len(state.forms)}"
        x, y, w, h = clip
        c.beginForm(name, lowerx=x, lowery=y, upperx=x + w, uppery=y + h)
        path = c.beginPath()
        path.rect(x, y, w, h)
        c.clipPath(path, stroke=0, fill=0)
        _draw(c, state, art, placed)
        c.endForm()
    c.saveState()
    c.translate(ctx.ox, ctx.oy)
    c.doForm(name)
    c.restoreState()


def _draw(c, state: _State, art: Art, placed) -> None:
    x, y, w, h = placed
    if art.kind == "raster":
        from reportlab.lib.utils import ImageReader

        image = to_cmyk(art.content, state.profile) if state.mode == "cmyk" else art.content
        c.drawImage(ImageReader(image), x, y, w, h)
    elif art.kind == "svg":
        from reportlab.graphics import renderPDF

        drawing = _prepared(art.content, state.mode == "cmyk", state.profile)
        c.saveState()
        c.translate(x, y)
        c.scale(w / art.size[0], h / art.size[1])
        renderPDF.draw(drawing, c, 0, 0)
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
                page = pdf.copy_foreign(source.pages[0].as_form_xobject())
            placeholder.write(page.read_raw_bytes(), filter=page.get("/Filter"), decode_parms=page.get("/DecodeParms"))
            for key in ("/Resources", "/BBox", "/Matrix", "/Group"):
                if key in page:
                    placeholder[key] = page[key]
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
            ops = {str(op) for _, op in pikepdf.parse_content_stream(stream)}
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
            if isinstance(obj, pikepdf.Dictionary) and obj.get("/Type") == "/Font" and not _embedded(obj):
                return f"uses the font {str(obj.get('/BaseFont', '?')).lstrip('/')} without embedding it"
            if isinstance(obj, pikepdf.Array):
                if len(obj) == 2 and obj[0] == pikepdf.Name("/ICCBased") and int(obj[1].get("/N", 0)) == 3:
                    return rgb
                items = list(obj)
            else:
                if not transparency and (obj.get("/SMask") not in (None, pikepdf.Name("/None"))
                                         or float(obj.get("/CA", 1)) < 1 or float(obj.get("/ca", 1)) < 1):
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
        return content(page) or walk(page.obj.get("/Resources", pikepdf.Dictionary()))


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
