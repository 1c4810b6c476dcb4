"""PDF art that may be hostile: what its page reaches measured before anything is decoded or
copied (`check`), and only drawing copied out of it (`strip_active`).

The art is its first page as a form: the page's content and the resources that content draws
with. Everything else a PDF can carry is left behind: actions and JavaScript (`/AA`, `/A`, `/JS`,
`/OpenAction`), annotations, embedded and external files, and links back to pages or the
document (through which a copy would drag the whole source file along).
"""

from __future__ import annotations

import io
import zlib

from deckctl.export.pdf.art_limits import (
    MAX_ART_POINTS,
    MAX_PDF_CONTENT_BYTES,
    MAX_PDF_DECODED_BYTES,
    MAX_PDF_DEPTH,
    MAX_PDF_OBJECTS,
    MAX_PDF_PAGES,
    MAX_MESH_POINTS,
    MAX_PS_FUNCTION_STEPS,
    MAX_PS_SHADING_STEPS,
    MAX_RASTER_PIXELS,
    MIN_ART_POINTS,
    ArtProblem,
    megapixels,
)

# Keys that make a PDF do things rather than draw (actions, scripts, annotations, forms, files), or
# that lead out of the page (to its parent, the document's names and outlines, external files).
ACTIVE_KEYS = frozenset({"/AA", "/A", "/JS", "/JavaScript", "/OpenAction", "/Annots", "/AcroForm", "/URI",
                         "/Launch", "/EmbeddedFiles", "/EF", "/Names", "/Dests", "/Outlines", "/Parent", "/P",
                         "/Ref", "/OPI", "/F", "/FFilter", "/FDecodeParms", "/PieceInfo"})
# Short ones a file may also choose as the name of a resource (a font called /F): in the name maps
# of /Resources those stay, unless what they name is itself not drawing; elsewhere /P is kept
# when it is a name (an optional-content policy, /AnyOn).
_SHORT_KEYS = frozenset({"/A", "/P", "/F"})
# The maps of resource names to resources (keys chosen by the file).
_NAME_MAPS = frozenset({"/Font", "/XObject", "/ExtGState", "/ColorSpace", "/Pattern", "/Shading", "/Properties"})
# Objects of these types are never drawing: dropped wherever they are referred to.
ACTIVE_TYPES = frozenset({"/Annot", "/Action", "/Filespec", "/EmbeddedFile", "/Page", "/Pages", "/Catalog",
                          "/Outlines", "/Sig", "/XRef", "/ObjStm"})
ACTION_KINDS = frozenset({"/JavaScript", "/Launch", "/URI", "/SubmitForm", "/ImportData", "/ResetForm",
                          "/GoTo", "/GoToR", "/GoToE", "/Named", "/Rendition", "/Sound", "/Movie", "/Hide",
                          "/SetOCGState", "/Trans", "/GoTo3DView", "/RichMediaExecute", "/Thread"})
# Image filters are decoded by the viewer, never here: what they hold is bounded by /Width x /Height.
_IMAGE_FILTERS = frozenset({"/DCTDecode", "/DCT", "/JPXDecode", "/CCITTFaxDecode", "/CCF", "/JBIG2Decode"})
# The most one byte of these can grow to, where deckctl does not decode them step by step itself.
_WORST_RATIO = {"/LZWDecode": 4096, "/LZW": 4096, "/RunLengthDecode": 128, "/RL": 128}
_FLATE = frozenset({"/FlateDecode", "/Fl"})
_ASCII = frozenset({"/ASCIIHexDecode", "/AHx", "/ASCII85Decode", "/A85"})
# The filters PDF names for inline images (ISO 32000, "Additional abbreviations in an inline image
# object"): JPEG 2000 and JBIG2 data, whose own header gives the size decoded, belong in image objects.
_INLINE_FILTERS = frozenset({"/ASCIIHexDecode", "/ASCII85Decode", "/LZWDecode", "/FlateDecode", "/RunLengthDecode",
                             "/CCITTFaxDecode", "/DCTDecode"})


def _active(value) -> bool:
    """Whether a dictionary or stream is not drawing (an annotation, an action, a page, a file...)."""
    import pikepdf

    if not isinstance(value, (pikepdf.Dictionary, pikepdf.Stream)):
        return False
    kind, subtype = value.get("/Type"), value.get("/S")
    return (str(kind) in ACTIVE_TYPES if isinstance(kind, pikepdf.Name) else False) or \
        (str(subtype) in ACTION_KINDS if isinstance(subtype, pikepdf.Name) else False) or "/JS" in value


def _dropped(key: str, value, names: bool) -> bool:
    """Whether `key: value` of a dictionary is left behind (`names`: the dictionary is a name map)."""
    import pikepdf

    if key in ACTIVE_KEYS and not (key in _SHORT_KEYS and names) \
            and not (key == "/P" and isinstance(value, pikepdf.Name)):
        return True
    return _active(value)


def _children(obj, names: bool) -> list:
    """(object, is a name map) for each object `obj` holds that is kept when the page is copied:
    what `strip_active` leaves (`names`: `obj` is a name map)."""
    import pikepdf

    containers = (pikepdf.Array, pikepdf.Dictionary, pikepdf.Stream)
    if isinstance(obj, pikepdf.Array):
        return [(item, False) for item in obj if isinstance(item, containers) and not _active(item)]
    if isinstance(obj, (pikepdf.Dictionary, pikepdf.Stream)):
        return [(value, key in _NAME_MAPS and not names) for key, value in obj.items()
                if isinstance(value, containers) and not _dropped(key, value, names)]
    return []


def _roots(page) -> list:
    """What the page's form is made of: its content streams, resources and transparency group."""
    return [page.obj[key] for key in ("/Contents", "/Resources", "/Group") if key in page.obj]


def strip_active(form) -> None:
    """Removes from `form` (the page as a form XObject, in memory) and everything it reaches every
    key and value that is not drawing, so that copying the form copies drawing only."""
    import pikepdf

    seen: set = set()
    stack = [(form, False)]
    while stack:
        obj, names = stack.pop()
        if obj.is_indirect:
            if obj.objgen in seen:
                continue
            seen.add(obj.objgen)
        if isinstance(obj, pikepdf.Array):
            for index in reversed(range(len(obj))):
                if _active(obj[index]):
                    del obj[index]
        else:
            for key in [key for key, value in obj.items() if _dropped(key, value, names)]:
                del obj[key]
        stack.extend(_children(obj, names))


def check(pdf) -> tuple[float, float, float, float]:
    """The first page's trim box, once the file is within every PDF limit of `art_limits`; an
    `ArtProblem` naming the one it is not within."""
    pages = len(pdf.pages)
    if not pages:
        raise ArtProblem("the PDF has no pages")
    if pages > MAX_PDF_PAGES:
        raise ArtProblem(f"the PDF has {pages:,} pages; art is one picture, a one-page PDF",
                         "export the art alone, as a one-page PDF")
    page = pdf.pages[0]
    box = _box(page)
    order = _walk(_roots(page))
    _check_streams(page, order)
    _check_functions(order)
    _check_meshes(order)
    _check_forms(page)
    return box


def _box(page) -> tuple[float, float, float, float]:
    import math

    try:
        x0, y0, x1, y1 = (float(v) for v in page.trimbox)
    except (TypeError, ValueError):
        raise ArtProblem("the PDF's first page has no readable size") from None
    if not all(math.isfinite(v) and abs(v) <= 10 * MAX_ART_POINTS for v in (x0, y0, x1, y1)):
        raise ArtProblem("the PDF's first page has a size out of range")
    if x1 - x0 <= 0 or y1 - y0 <= 0:
        raise ArtProblem("the PDF's first page has no size")
    for what, points in (("width", x1 - x0), ("height", y1 - y0)):
        if not MIN_ART_POINTS <= points <= MAX_ART_POINTS:
            raise ArtProblem(f"the PDF page's {what} is {points:,.1f} pt; deckctl takes art from {MIN_ART_POINTS:g} "
                             f"to {MAX_ART_POINTS:,.0f} pt (200 inches)", "export the art at its real size")
    return x0, y0, x1, y1


def _walk(roots: list) -> list:
    """Every object reachable from `roots` (each once), refused above `MAX_PDF_OBJECTS` or when a
    path nests containers deeper than `MAX_PDF_DEPTH`: depth first and iteratively, each object's
    depth the longest chain below it (a reference back to an object being walked adds nothing)."""
    depth: dict = {}  # object -> the longest chain below it (0 while it is being walked)
    children: dict = {}
    order: list = []
    stack = [(root, False, False) for root in roots]
    while stack:
        obj, names, ready = stack.pop()
        key = _key(obj)
        if ready:
            depth[key] = 1 + max((depth.get(_key(child), 0) for child, _ in children.pop(key)), default=0)
            if depth[key] > MAX_PDF_DEPTH:
                raise ArtProblem(f"the PDF page nests its objects more than {MAX_PDF_DEPTH} deep (forms in forms, "
                                 "resources in resources)", "print the art to PDF again (flattened)")
            continue
        if key in depth:
            continue
        depth[key] = 0
        order.append(obj)
        if len(order) > MAX_PDF_OBJECTS:
            raise ArtProblem(f"the PDF page is made of more than {MAX_PDF_OBJECTS:,} objects",
                             "simplify the art, or print it to PDF again (flattened)")
        children[key] = _children(obj, names)
        stack.append((obj, names, True))
        stack.extend((child, child_names, False) for child, child_names in children[key])
    return order


def _key(obj):
    return obj.objgen if obj.is_indirect else ("direct", id(obj))


def _check_streams(page, objects: list) -> None:
    """Every stream the page reaches decodes to at most `MAX_PDF_DECODED_BYTES` in all, its
    content (page, forms, tiling patterns, Type 3 glyphs: parsed) to at most
    `MAX_PDF_CONTENT_BYTES`, each image has at most `MAX_RASTER_PIXELS`, and so has each inline
    image in that content, and all of them together (`_check_inline_images`); measured by decoding
    in bounded steps and throwing the bytes away."""
    import pikepdf

    contents = {_key(stream) for stream in _content_streams(page)}
    glyphs = _glyph_streams(objects)
    drawn = []  # (where, stream) of each content stream other than the page's own
    total = content = 0
    for obj in objects:
        if not isinstance(obj, pikepdf.Stream):
            continue
        if obj.get("/Subtype") == "/Image":
            width, height = _int(obj.get("/Width")), _int(obj.get("/Height"))
            if width * height > MAX_RASTER_PIXELS:
                raise ArtProblem(f"the PDF holds an image of {width:,} x {height:,} px; deckctl takes at most "
                                 f"{megapixels(MAX_RASTER_PIXELS)} megapixels", "scale the image down in the art")
        where = _drawing(obj, glyphs)
        is_content = _key(obj) in contents or where is not None
        size = _decoded_size(obj, MAX_PDF_DECODED_BYTES - total)
        total += size
        if is_content:
            content += size
            if content > MAX_PDF_CONTENT_BYTES:
                raise ArtProblem(f"the PDF page's drawing is more than {MAX_PDF_CONTENT_BYTES // 2**20} MB "
                                 "once decompressed", "simplify the art, or export it as a PNG or JPEG")
            if where is not None and _key(obj) not in contents:
                drawn.append((where, obj))
    _check_inline_images([("page content", page), *drawn], MAX_PDF_DECODED_BYTES - total)


def _check_functions(objects: list) -> None:
    """Each PostScript calculator function (FunctionType 4) at most `MAX_PS_FUNCTION_STEPS` steps,
    and those of a function-based shading (ShadingType 1) at most `MAX_PS_SHADING_STEPS` in all: a
    viewer runs the program for every colour it works out, at every pixel of such a shading."""
    import pikepdf

    for obj in objects:
        if isinstance(obj, pikepdf.Stream) and obj.get("/FunctionType") == 4 and _steps(obj) > MAX_PS_FUNCTION_STEPS:
            raise ArtProblem(f"the PDF has a PostScript calculator function (FunctionType 4) of {_steps(obj):,} "
                             f"steps (at most {MAX_PS_FUNCTION_STEPS}); a viewer runs it for every colour it draws",
                             "export the art again with its colours or blends as ordinary gradients, or as a PNG or JPEG")
    for obj in objects:
        if not isinstance(obj, (pikepdf.Dictionary, pikepdf.Stream)) or obj.get("/ShadingType") != 1:
            continue
        functions = obj.get("/Function")
        functions = list(functions) if isinstance(functions, pikepdf.Array) else [functions]
        steps = sum(_steps(f) for f in functions if isinstance(f, pikepdf.Stream) and f.get("/FunctionType") == 4)
        if steps > MAX_PS_SHADING_STEPS:
            raise ArtProblem(f"the PDF has a function-based shading (ShadingType 1) whose PostScript functions take "
                             f"{steps:,} steps (at most {MAX_PS_SHADING_STEPS}); a viewer runs them at every pixel it "
                             "covers", "export the art again with the shading as an ordinary gradient or an image, "
                             "or as a PNG or JPEG")


_COMPONENTS = {"/DeviceGray": 1, "/CalGray": 1, "/DeviceRGB": 3, "/CalRGB": 3, "/Lab": 3, "/DeviceCMYK": 4}


def _check_meshes(objects: list) -> None:
    """The points of the mesh shadings (ShadingType 4 to 7: triangles and patches) at most
    `MAX_MESH_POINTS` in all, from the size of their decoded data: a viewer shades every triangle,
    and cuts every patch into many."""
    import pikepdf

    points = 0.0
    for obj in objects:
        if not isinstance(obj, pikepdf.Stream) or obj.get("/ShadingType") not in (4, 5, 6, 7):
            continue
        bits = 2 * _int(obj.get("/BitsPerCoordinate")) + _components(obj) * _int(obj.get("/BitsPerComponent"))
        bits += _int(obj.get("/BitsPerFlag")) if obj.get("/ShadingType") != 5 else 0
        points += _decoded_size(obj, MAX_PDF_DECODED_BYTES) * 8 / max(bits, 1)
    if points > MAX_MESH_POINTS:
        raise ArtProblem(f"the PDF's mesh shadings (gradient meshes) have {points:,.0f} points (at most "
                         f"{MAX_MESH_POINTS:,}); a viewer shades every triangle and patch of them",
                         "simplify the gradient mesh in the drawing program, or give the art as a PNG or JPEG")


def _components(shading) -> int:
    """The colour components of a mesh's points: 1 when a function makes the colour of one number."""
    import pikepdf

    if "/Function" in shading:
        return 1
    space = shading.get("/ColorSpace")
    if isinstance(space, pikepdf.Array) and len(space) > 1 and space[0] == "/ICCBased":
        return max(1, min(_int(space[1].get("/N", 1)) if isinstance(space[1], pikepdf.Stream) else 1, 32))
    if isinstance(space, pikepdf.Array) and len(space) > 2 and space[0] == "/DeviceN" and isinstance(space[1], pikepdf.Array):
        return max(1, len(space[1]))
    return _COMPONENTS.get(str(space), 1) if isinstance(space, pikepdf.Name) else 1


def _steps(function) -> int:
    """The numbers and operators of a PostScript calculator function's program (its braces aside);
    a program too long to read counts as longer than any limit."""
    import re

    import pikepdf

    filters = function.get("/Filter")
    names = [str(f) for f in (filters if isinstance(filters, pikepdf.Array) else [filters] if filters else [])]
    try:  # (64 KB of program is hundreds of times the steps allowed: no need to read further)
        data = _decoded(names, function.read_raw_bytes(), 64 * 1024, keep=True)[0]
    except ArtProblem:
        return MAX_PS_FUNCTION_STEPS * 1000
    return len(re.findall(rb"[^\s{}\[\]()<>/%]+", data))


def _glyph_streams(objects: list) -> set:
    """The glyph procedures (`/CharProcs`) of the Type 3 fonts among `objects`: content, drawn per glyph."""
    import pikepdf

    found = set()
    for obj in objects:
        if isinstance(obj, pikepdf.Dictionary) and obj.get("/Subtype") == "/Type3":
            procs = obj.get("/CharProcs")
            if isinstance(procs, pikepdf.Dictionary):
                found |= {_key(proc) for proc in procs.values() if isinstance(proc, pikepdf.Stream)}
    return found


def _drawing(stream, glyphs: set) -> str | None:
    """What a stream other than the page's content draws as, named for a message (a form, a tiling
    pattern, a Type 3 glyph), or None for data (images, fonts, profiles)."""
    number = f" (object {stream.objgen[0]})" if stream.is_indirect else ""
    if stream.get("/Subtype") == "/Form":
        return f"form{number}"
    if stream.get("/PatternType") == 1:
        return f"tiling pattern{number}"
    if _key(stream) in glyphs:
        return f"Type 3 glyph{number}"
    return None


def _check_inline_images(contents: list, budget: int) -> None:
    """The inline images (`BI ... ID ... EI`) in each content stream, `(where, page or stream)`,
    judged by their dictionaries before anything decodes them, as image objects are: at most
    `MAX_RASTER_PIXELS` each and in all, filters PDF allows in an inline image, JPEG data within
    the raster limits by its own header, compressed data within `budget` decoded. A viewer
    decodes each where it is drawn: a 3 KB PDF held a 40,000 x 40,000 px one (2.7 GB to preview)."""
    import pikepdf

    pixels = 0
    for where, holder in contents:
        images = [i.operands[0] for i in pikepdf.parse_content_stream(holder, "BI ID EI")
                  if isinstance(i, pikepdf.ContentStreamInlineImage)]
        for number, image in enumerate(images, 1):
            which = f"the {_ordinal(number)} inline image (BI ... EI) in the PDF's {where}"
            width, height = _int(image.obj.get("/Width")), _int(image.obj.get("/Height"))
            pixels += width * height
            if width * height > MAX_RASTER_PIXELS:
                raise ArtProblem(f"{which} is {width:,} x {height:,} px; deckctl takes at most "
                                 f"{megapixels(MAX_RASTER_PIXELS)} megapixels, as for any image in the art",
                                 "scale the image down in the art")
            if pixels > MAX_RASTER_PIXELS:
                raise ArtProblem(f"the PDF's inline images (BI ... EI) have more than {megapixels(MAX_RASTER_PIXELS)} "
                                 f"megapixels in all ({which} passes that)",
                                 "scale the images down in the art")
            budget -= _inline_data(image, which, budget)


def _inline_data(image, which: str, budget: int) -> int:
    """The bytes an inline image's data decodes to (up to an image filter), once its filters are
    ones PDF allows there and JPEG data is within the raster limits (read from its header)."""
    import pikepdf

    filters = image.obj.get("/Filter")
    names = [str(f) for f in (filters if isinstance(filters, pikepdf.Array) else [filters] if filters else [])]
    unknown = [name for name in names if name not in _INLINE_FILTERS]
    if unknown:
        raise ArtProblem(f"{which} is compressed with {unknown[0].lstrip('/')}, which PDF does not "
                         "allow in an inline image", "save the art again from the drawing program")
    raw = bytes(image.read_raw_bytes())
    if any(name in _WORST_RATIO for name in names):  # decoded by the viewer alone: its worst counted
        if "/DCTDecode" in names:
            raise ArtProblem(f"{which} holds JPEG data under LZW or run-length compression, which deckctl "
                             "cannot check", "save the art again from the drawing program")
        worst = len(raw)
        for name in names:
            worst *= _WORST_RATIO.get(name, 1032 if name in _FLATE else 1)
        if worst > budget:
            raise ArtProblem(f"{which} uses LZW or run-length compression on data too large to check",
                             "export the art again with ordinary (Flate) compression")
        return worst
    jpeg = "/DCTDecode" in names
    data, size = _decoded(names, raw, budget, keep=jpeg)
    if jpeg:
        _check_jpeg(data, which)
    return size


def _check_jpeg(data: bytes, which: str) -> None:
    """JPEG data of an inline image within the raster limits, by its own header and scan markers
    (what the viewer decodes is the JPEG's size, whatever the image's dictionary says)."""
    from PIL import Image, UnidentifiedImageError

    from deckctl.export.pdf import raster_safe

    try:
        with raster_safe.opened(io.BytesIO(data)):
            pass
    except ArtProblem as exc:
        raise ArtProblem(f"{which} holds JPEG data that cannot be used: {exc}", exc.hint) from None
    except (UnidentifiedImageError, Image.DecompressionBombError, OSError, SyntaxError, ValueError):
        pass  # not a JPEG: the viewer draws nothing of it


def _ordinal(number: int) -> str:
    suffix = "th" if 10 <= number % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")
    return f"{number:,}{suffix}"


# Placements the form walk looks at (a form's `Do`s, once for each owner of the resources it draws
# with): a real art file places a few dozen; a million is a fraction of a second.
MAX_FORM_STEPS = 1_000_000


def _check_forms(page) -> None:
    """No form the page draws draws itself, directly or through other forms (`/X0 Do` in X0, its
    /Resources naming X0): a viewer or a print shop's RIP following such a cycle may never finish.
    Only forms placed with `Do` count (a file may share one resource dictionary between its page and
    its forms, listing forms that are never placed in themselves); a form without resources of its
    own draws with those of the form that places it. Depth first and iteratively. Each content
    stream is parsed once, however many forms place it (the page's content is within
    `MAX_PDF_CONTENT_BYTES` already), and the placements looked at are at most `MAX_FORM_STEPS`:
    a form without resources placed by many forms that have their own is walked once under each."""
    import pikepdf

    drawn: dict = {}  # a content stream (the page's: None) -> the names its `Do`s place
    steps = [0]  # names looked up, each form walked counted once under each owner of its resources

    def names_placed(holder, key) -> list[str]:
        if key not in drawn:
            drawn[key] = [str(i.operands[0]) for i in pikepdf.parse_content_stream(holder, "Do") if i.operands]
        return drawn[key]

    def placed(holder, key, resources, whose) -> list:
        """(name, form, the resources it draws with, whose they are) for each form `holder`'s
        content places (resources are told apart by their owner: pikepdf wraps a direct dictionary
        anew each time it is read)."""
        xobjects = resources.get("/XObject") if isinstance(resources, pikepdf.Dictionary) else None
        if not isinstance(xobjects, pikepdf.Dictionary):
            return []
        found = []
        names = names_placed(holder, key)
        steps[0] += len(names)
        if steps[0] > MAX_FORM_STEPS:
            raise ArtProblem(f"the PDF's forms place one another more than {MAX_FORM_STEPS:,} times",
                             "print the art to PDF again (flattened)")
        for name in names:
            form = xobjects.get(name) if name.startswith("/") else None
            if isinstance(form, pikepdf.Stream) and form.get("/Subtype") == "/Form":
                own = form.get("/Resources")
                found.append((name, form, own, form.objgen) if isinstance(own, pikepdf.Dictionary)
                             else (name, form, resources, whose))
        return found

    on_path: dict = {}  # (form, whose resources) being walked -> its name, in the order placed
    done: set = set()
    stack = [(None, iter(placed(page, None, page.obj.get("/Resources"), "page")))]
    while stack:
        key, children = stack[-1]
        child = next(children, None)
        if child is None:
            stack.pop()
            if key is not None:
                del on_path[key]
                done.add(key)
            continue
        name, form, resources, whose = child
        child_key = (form.objgen, whose)
        if child_key in on_path:
            names = [*list(on_path.values())[list(on_path).index(child_key):], name]
            through = f" (through {', '.join(f'`{n}`' for n in names[1:-1])})" if len(names) > 2 else ""
            raise ArtProblem(f"the PDF's form `{name}` draws itself{through}: a viewer or printer following it "
                             "would never finish", "print the art to PDF again (flattened)")
        if child_key in done:
            continue
        on_path[child_key] = name
        stack.append((child_key, iter(placed(form, form.objgen, resources, whose))))


def _content_streams(page) -> list:
    import pikepdf

    contents = page.obj.get("/Contents")
    if isinstance(contents, pikepdf.Array):
        return [item for item in contents if isinstance(item, pikepdf.Stream)]
    return [contents] if isinstance(contents, pikepdf.Stream) else []


def _int(value) -> int:
    try:
        return max(0, int(value))
    except (TypeError, ValueError):
        return 0


def _too_much() -> ArtProblem:
    return ArtProblem(f"the PDF's streams decompress to more than {MAX_PDF_DECODED_BYTES // 2**20} MB",
                      "export the art again with ordinary compression, or as PNG or JPEG")


def _decoded_size(stream, budget: int) -> int:
    """The bytes `stream` decodes to (up to an image filter, which stays encoded), counted without
    keeping more than one step's output; `_too_much` as soon as it passes `budget`."""
    import pikepdf

    filters = stream.get("/Filter")
    names = [str(f) for f in (filters if isinstance(filters, pikepdf.Array) else [filters] if filters else [])]
    raw = stream.read_raw_bytes()
    if any(name in _WORST_RATIO for name in names):  # rare today: decoded whole when even the worst is small
        worst = len(raw)
        for name in names:
            worst *= _WORST_RATIO.get(name, 1032 if name in _FLATE else 1)  # (zlib's most is 1032:1)
        if worst > budget:
            raise ArtProblem("the PDF uses LZW or run-length compression on a stream too large to check",
                             "export the art again with ordinary (Flate) compression")
        try:
            return len(stream.read_bytes(pikepdf.StreamDecodeLevel.generalized))
        except pikepdf.PdfError:
            return len(raw)
    return _decoded(names, raw, budget)[1]


def _decoded(names: list[str], raw: bytes, budget: int, keep: bool = False) -> tuple[bytes, int]:
    """`raw` through its Flate and ASCII filters `names`, up to an image filter (whose data stays
    as it is): (the data, when `keep` or another filter needs it; its size). `_too_much` as soon as
    it passes `budget`."""
    data = raw
    for index, name in enumerate(names):
        if name in _IMAGE_FILTERS:
            break
        last = index == len(names) - 1 or names[index + 1] in _IMAGE_FILTERS
        if name in _FLATE:
            data, size = _inflate(data, budget, keep=keep or not last)
            if last and not keep:
                return b"", size
        elif name in _ASCII:
            data = _ascii(data, name)
        else:
            break  # a filter the viewer will not know either: the bytes stay as they are
    if len(data) > budget:
        raise _too_much()
    return data, len(data)


def _inflate(data: bytes, budget: int, keep: bool) -> tuple[bytes, int]:
    step = 1 << 20
    inflater = zlib.decompressobj()
    parts: list[bytes] = []
    size = 0
    try:
        while data and not inflater.eof:
            out = inflater.decompress(data, step)
            size += len(out)
            if size > budget:
                raise _too_much()
            if keep:
                parts.append(out)
            data = inflater.unconsumed_tail
    except zlib.error:
        pass  # damaged data: what decoded so far is all a reader gets
    return b"".join(parts), size


def _ascii(data: bytes, name: str) -> bytes:
    import base64
    import binascii

    try:
        if name in ("/ASCIIHexDecode", "/AHx"):
            text = bytes(c for c in data.split(b">", 1)[0] if chr(c) in "0123456789abcdefABCDEF")
            return binascii.unhexlify(text + b"0" * (len(text) % 2))
        return base64.a85decode(data.strip().removeprefix(b"<~"), adobe=False, ignorechars=b" \t\n\r\x0b\x0c")
    except ValueError:
        return data


__all__ = ["ACTIVE_KEYS", "ACTIVE_TYPES", "check", "strip_active"]
