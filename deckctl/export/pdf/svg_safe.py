"""Reading SVG art that may be hostile, before svglib sees it (`parse`), and checking what svglib
made of it before it is drawn (`check_drawing`).

The XML is parsed with entities, DTDs and the network off, and a file that declares entities is
refused (as defusedxml does). The SVG may refer only to itself: a `#id` inside it, or a PNG or
JPEG embedded as a `data:` URI; a reference to another file or to the web is refused, never
followed. Elements, nesting, path data and embedded pixels are counted with every `<use>` (or
clip path) expanded, so nesting that multiplies is refused from the tree alone; sizes and numbers
must be finite and within `art_limits`.
"""

from __future__ import annotations

import base64
import binascii
import io
import math
import re
from dataclasses import dataclass
from itertools import chain
from pathlib import Path

from deckctl.core.quoted import shortened
from deckctl.export.pdf import raster_safe
from deckctl.export.pdf.art_limits import (
    MAX_ART_POINTS,
    MAX_SVG_ATTRIBUTES,
    MAX_SVG_BYTES,
    MAX_SVG_DEPTH,
    MAX_SVG_DRAWING_CHARS,
    MAX_SVG_ELEMENTS,
    MAX_SVG_IMAGE_PIXELS,
    MAX_SVG_NUMBER,
    MAX_SVG_SCALE,
    MIN_ART_POINTS,
    MIN_SVG_SCALE,
    ArtProblem,
    megapixels,
)
from deckctl.io.paths import Refused, TooLarge, read_regular

XLINK_HREF = "{http://www.w3.org/1999/xlink}href"
# What svglib decodes of a data: URI (anything else it would take for a file name).
_DATA_IMAGE = re.compile(r"data:image/(?:png|jpe?g);base64,", re.IGNORECASE)
_URL_REF = re.compile(r"url\(\s*['\"]?#([^'\")\s]+)")
# Every CSS reference, in an attribute (`fill="url(...)"`), a style or a <style> sheet: only
# `url(#id)` stays inside the SVG. (svglib would choke on the colon of `url(file:...)` in a style.)
# A `url(` reaches to the first `)` after it; what is between is read by `_url_target`.
_URL_START = re.compile(r"url\(", re.IGNORECASE)
_IMPORT = re.compile(r"@import\s+(['\"])([^'\"]*)\1", re.IGNORECASE)
# The attribute values, and the texts of <style> sheets, that may hold one, found in one pass by
# libxml2 (lxml fetches each attribute value by its name, which is quadratic in their number).
_MAY_REFER = "contains(translate(., 'IMPORTUL', 'importul'), 'url(') or contains(translate(., 'IMPORT', 'import'), '@import')"
_REFERRING = f"//@*[{_MAY_REFER}] | //*[local-name() = 'style']/text()[{_MAY_REFER}]"
# Possessive: the old pattern backtracked through every split of a run of digits (`\d+\.?\d*`) or
# of spaces (`\s*(unit)?\s*`): quadratic, 16,000 digits in a width took 14 s.
_LENGTH = re.compile(r"\s*+([+-]?(?:\d++(?:\.\d*+)?|\.\d++)(?:[eE][+-]?\d++)?)\s*+(px|pt|pc|mm|cm|in)?\s*+")
_POINTS = {None: 0.75, "px": 0.75, "pt": 1.0, "pc": 12.0, "mm": 72 / 25.4, "cm": 72 / 2.54, "in": 72.0}
EMBED_HINT = "embed pictures in the SVG itself (as data: URIs), or export the art as PDF, PNG or JPEG"


def _problem(line: int | None, message: str, hint: str | None = None) -> ArtProblem:
    where = f"line {line} of the SVG " if line else "the SVG "
    return ArtProblem(where + message, hint)


def read_svg(path: Path) -> bytes:
    """The SVG file's bytes, at most MAX_SVG_BYTES of them read (io.paths.read_regular: a named pipe
    or device put in the art's place since it was judged is neither waited on nor read)."""
    try:
        return read_regular(path, MAX_SVG_BYTES)
    except TooLarge as exc:
        raise ArtProblem(f"the SVG is {exc.size / 2**20:.0f} MB; deckctl takes SVG art of at most "
                         f"{MAX_SVG_BYTES // 2**20} MB", "simplify the drawing, or export the art as PDF") from None
    except Refused as exc:
        raise ArtProblem(f"the SVG cannot be read: {exc.message}", exc.hint) from None


def parse(path: Path):
    """The SVG's root element (lxml), checked; an `ArtProblem` for a file that is not safe to draw."""
    from lxml import etree

    data = read_svg(path)
    parser = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False, huge_tree=False,
                             remove_comments=True, remove_pis=True, recover=True)
    try:
        root = etree.fromstring(data, parser)
    except etree.XMLSyntaxError as exc:
        raise ArtProblem(f"the SVG cannot be read ({exc.msg})") from None
    if root is None or not isinstance(root.tag, str) or etree.QName(root).localname != "svg":
        raise ArtProblem("the SVG cannot be read (its outermost element is not <svg>)")
    dtd = root.getroottree().docinfo.internalDTD
    if dtd is not None and any(True for _ in dtd.iterentities()):
        raise ArtProblem("the SVG declares XML entities (<!ENTITY>), which deckctl does not expand",
                         "save the SVG again as plain SVG, without a DOCTYPE")
    _check_attributes(root)
    _check_sizes(root)
    _check_references(root)
    _check_expanded(root)
    return root


def _check_attributes(root) -> None:
    """No element has more than `MAX_SVG_ATTRIBUTES` attributes (counted without listing them)."""
    for element in root.iter():
        if isinstance(element.tag, str) and len(element.attrib) > MAX_SVG_ATTRIBUTES:
            raise _problem(element.sourceline, f"has a <{shortened(_local(element), 40)}> of {len(element.attrib):,} "
                           f"attributes; deckctl takes at most {MAX_SVG_ATTRIBUTES} on an element",
                           "save the SVG again as plain SVG (without the drawing program's own data), or export "
                           "the art as PDF")


# -- sizes ------------------------------------------------------------------------------------
def _number(text: str, line, what: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise _problem(line, f"has {what} `{text[:40]}`, which is not a number") from None
    if not math.isfinite(value) or abs(value) > MAX_SVG_NUMBER:
        raise _problem(line, f"has {what} `{text[:40]}`: numbers must be finite and at most {MAX_SVG_NUMBER:,.0f}",
                       "give the art a sensible size in the drawing program")
    return value


def _check_sizes(root) -> None:
    """viewBox numbers finite and within `MAX_SVG_NUMBER`, its width and height positive; the
    outermost width and height finite and, in absolute units, within `MAX_ART_POINTS`."""
    for element in root.iter():
        if not isinstance(element.tag, str):
            continue
        box = element.get("viewBox")
        if box is not None and box.strip():
            parts = box.replace(",", " ").split()
            numbers = [_number(part, element.sourceline, "a viewBox number") for part in parts]
            if len(numbers) != 4 or numbers[2] <= 0 or numbers[3] <= 0:
                raise _problem(element.sourceline, f"has the viewBox `{box[:60]}`: it needs four numbers, the "
                               "last two (width and height) above 0")
    for attr in ("width", "height"):
        text = root.get(attr)
        match = _LENGTH.fullmatch(text) if text else None
        if match is None:
            continue  # none, a percentage or em: svglib resolves it, `check_drawing` checks the result
        points = _number(match.group(1), root.sourceline, attr) * _POINTS[match.group(2)]
        if not MIN_ART_POINTS <= points <= MAX_ART_POINTS:
            raise _size_problem(attr, points)


# A length as svglib reads it: a number and a CSS unit or none (px), with nothing between them.
# (svglib splits a value at spaces, so `12 mm` is two lengths, `mm` one it cannot read.)
_ANY_LENGTH = re.compile(r"[+-]?(?:\d++(?:\.\d*+)?|\.\d++)(?:[eE][+-]?\d++)?"
                         r"(?:px|pt|pc|mm|cm|in|q|em|ex|rem|ch|vw|vh|vmin|vmax|%)?")
# The attributes svglib reads as lengths (a <text>'s x and y may list several).
_LENGTH_ATTRIBUTES = ("x", "y", "width", "height", "cx", "cy", "r", "rx", "ry", "x1", "y1", "x2", "y2",
                      "font-size")


def length_problem(element, source: bytes = b"") -> ArtProblem | None:
    """The first attribute of `element` that svglib reads as a length and that is not one (svglib
    raised drawing it), named with its value and, found in `source` (the file), its own line and
    column; None when they all are lengths."""
    for name, value in element.attrib.items():
        if name not in _LENGTH_ATTRIBUTES:
            continue
        if all(_ANY_LENGTH.fullmatch(item) for item in value.replace(",", " ").split()):
            continue
        line, column = _attribute_at(source, element.sourceline, name, value)
        where = (f"line {line}, column {column} of the SVG" if column else f"line {line} of the SVG" if line
                 else "the SVG")
        return ArtProblem(f"{where} gives its <{shortened(_local(element), 40)}> the {name} `{shortened(value, 40)}`, "
                          "which is not a length",
                          f"give {name} a number and one of the units px (the default), pt, pc, mm, cm, in, em, "
                          f"ex or %, with nothing between them, as {name}=\"12mm\"")
    return None


def _attribute_at(source: bytes, end_line: int | None, name: str, value: str) -> tuple[int | None, int | None]:
    """(line, column) of `name="value"` in the start tag that ends on `end_line` (lxml gives an
    element the line its start tag ends on, often lines below the attribute in a drawing program's
    file): the last such text up to that line; no column when another is on the same line."""
    if not source or not end_line:
        return end_line, None
    pattern = re.compile(rb"(?<![\w:.-])" + re.escape(name.encode()) + rb"\s*+=\s*+([\"'])"
                         + re.escape(value.encode()) + rb"\1")
    lines = source.split(b"\n")[:end_line]
    found = [(number, match.start()) for number, text in enumerate(lines, 1) for match in pattern.finditer(text)]
    if not found:
        return end_line, None
    line, at = found[-1]
    if sum(1 for number, _ in found if number == line) > 1:
        return line, None
    return line, len(lines[line - 1][:at].decode("utf-8", "replace")) + 1


def _size_problem(what: str, points: float) -> ArtProblem:
    return ArtProblem(f"the SVG's {what} is {points:,.1f} pt; deckctl takes art from {MIN_ART_POINTS:g} to "
                      f"{MAX_ART_POINTS:,.0f} pt (200 inches)", "give the art its real size in the drawing program")


# -- references and what they expand to -------------------------------------------------------
@dataclass
class _Cost:
    elements: int = 0
    chars: int = 0  # path data and text
    pixels: int = 0  # of embedded images
    depth: int = 0

    def add(self, other: _Cost) -> None:
        self.elements += other.elements
        self.chars += other.chars
        self.pixels += other.pixels
        self.depth = max(self.depth, other.depth + 1)


_CYCLE = _Cost()  # a reference back to an element being counted: svglib skips it, so it adds nothing


def _local(element) -> str:
    return element.tag.rsplit("}", 1)[-1]


def _targets(element, ids: dict) -> list:
    """The elements drawn again where `element` is drawn: its `<use>` or `<image>` target, its clip path."""
    found = []
    href = element.get(XLINK_HREF) or element.get("href")
    if href and href.strip().startswith("#") and _local(element) in ("use", "image"):
        found.append(ids.get(href.strip()[1:]))
    clip = element.get("clip-path") or ""
    style = element.get("style") or ""
    for match in _URL_REF.finditer(clip + ";" + (style if "clip-path" in style else "")):
        found.append(ids.get(match.group(1)))
    return [target for target in found if target is not None]


def _own_cost(element, images: dict) -> _Cost:
    """What the element itself costs to draw, its href checked (external refused, embedded measured)."""
    cost = _Cost(elements=1, chars=len(element.get("d") or "") + len(element.get("points") or "")
                 + len(element.text or "") + len(element.tail or ""))
    href = element.get(XLINK_HREF) or element.get("href")
    if href is None or _local(element) == "a":  # a link is not followed when drawing
        return cost
    href = href.strip()
    if href.startswith("#"):
        return cost
    match = _DATA_IMAGE.match(href)
    if match is None:
        raise _outside(element.sourceline, href)
    if href not in images:
        images[href] = _embedded_pixels(href[match.end():], element.sourceline)
    cost.pixels = images[href]
    return cost


def _outside(line: int | None, target: str) -> ArtProblem:
    return _problem(line, f"refers to `{shortened(target, 80)}`: deckctl draws only what the SVG holds itself, "
                    "and does not read other files or the web for it", EMBED_HINT)


def _check_references(root) -> None:
    """No CSS `url(...)` or `@import` in an attribute, a style or a <style> sheet names anything
    but an element of the SVG (`url(#id)`). Linear in the file's size."""
    for text in root.xpath(_REFERRING):
        outside = chain((target for target in _url_targets(text) if not target.startswith("#")),
                        (found.group(2).strip() for found in _IMPORT.finditer(text)))
        target = next(outside, None)
        if target is not None:
            raise _outside(text.getparent().sourceline, target)


def _url_targets(text: str):
    """What each `url(...)` of a CSS text names, its quotes and the spaces around it taken off.
    Each reaches to the first `)` after it (a target cannot hold one), so the text is read once."""
    at = 0
    while (start := _URL_START.search(text, at)) is not None:
        end = text.find(")", start.end())
        if end < 0:
            return  # an unclosed `url(` names nothing
        inside = text[start.end():end].strip()
        if len(inside) >= 2 and inside[0] in "'\"" and inside[-1] == inside[0]:
            inside = inside[1:-1]
        yield inside.strip()
        at = end + 1


def _embedded_pixels(data: str, line) -> int:
    """The pixels of a PNG or JPEG embedded as base64, checked like a raster art file and decoded once
    (so that a damaged one is refused here, not when the PDF is drawn)."""
    from PIL import Image, UnidentifiedImageError

    try:
        raw = base64.decodebytes(data.encode("ascii"))
        with raster_safe.opened(io.BytesIO(raw)) as image:
            image.load()
            return image.size[0] * image.size[1]
    except ArtProblem as exc:
        raise _problem(line, f"embeds an image that cannot be used: {exc}", exc.hint) from None
    except (UnidentifiedImageError, Image.DecompressionBombError, OSError, SyntaxError, ValueError,
            binascii.Error, UnicodeEncodeError):
        raise _problem(line, "embeds an image that is damaged or not PNG or JPEG", EMBED_HINT) from None


def _check_expanded(root) -> None:
    """Elements, path data, embedded pixels and depth of the drawing, each `<use>` and clip path
    counted as what it repeats; refused as soon as one is above its limit."""
    ids: dict = {}
    for element in root.iter():
        if isinstance(element.tag, str) and element.get("id") is not None:
            ids.setdefault(element.get("id"), element)
    images: dict[str, int] = {}
    costs: dict = {}
    stack = [(root, False)]
    while stack:  # depth first, iteratively: the tree itself may be deep
        element, ready = stack.pop()
        if not ready:
            if element in costs:
                continue
            costs[element] = _CYCLE
            stack.append((element, True))
            stack.extend((dep, False) for dep in _deps(element, ids) if dep not in costs)
            continue
        cost = _own_cost(element, images)
        for dep in _deps(element, ids):
            cost.add(costs[dep])
        costs[element] = cost
        _within_limits(cost, element)


def _deps(element, ids: dict) -> list:
    return [child for child in element if isinstance(child.tag, str)] + _targets(element, ids)


def _within_limits(cost: _Cost, element) -> None:
    line = element.sourceline
    hint = "simplify the drawing (fewer, merged shapes; no <use> of <use>), or export the art as PDF"
    if cost.elements > MAX_SVG_ELEMENTS:
        raise _problem(line, f"draws more than {MAX_SVG_ELEMENTS:,} elements (counting what each <use> "
                       "repeats)", hint)
    if cost.chars > MAX_SVG_DRAWING_CHARS:
        raise _problem(line, f"draws more than {MAX_SVG_DRAWING_CHARS:,} characters of path data and text "
                       "(counting what each <use> repeats)", hint)
    if cost.depth > MAX_SVG_DEPTH:
        raise _problem(line, f"nests elements more than {MAX_SVG_DEPTH} deep (counting what each <use> "
                       "repeats)", hint)
    if cost.pixels > MAX_SVG_IMAGE_PIXELS:
        raise _problem(line, f"draws embedded images of more than {megapixels(MAX_SVG_IMAGE_PIXELS)} megapixels "
                       "(counting what each <use> repeats)", raster_safe.TOO_LARGE_HINT)


# -- while svglib draws ------------------------------------------------------------------------
# Steps svglib may take while it draws: each element is visited, then (a shape) converted.
MAX_SVG_STEPS = 2 * MAX_SVG_ELEMENTS


class Budget:
    """What svglib may do while it draws (`MAX_SVG_STEPS`), spent as it visits (`renderNode`) and
    converts (`convertShape`) each element. A backstop for what
    only svglib knows: style sheets that give many elements one large clip path, `<defs>` that a
    nested `<svg>` renders again."""

    def __init__(self) -> None:
        self.left = MAX_SVG_STEPS

    def spend(self) -> None:
        self.left -= 1
        if self.left < 0:
            raise ArtProblem(f"the SVG draws more than {MAX_SVG_ELEMENTS:,} elements (counting what its style "
                             "sheet, clip paths and <use> repeat)",
                             "simplify the drawing (fewer, merged shapes; no <use> of <use>), or export the art as PDF")


# -- after svglib ------------------------------------------------------------------------------
def check_drawing(drawing) -> None:
    """The drawing svglib made: its size in points within the limits, and every number in it (a
    coordinate, a length, a transform) finite and at most `MAX_SVG_NUMBER`, which reportlab can write."""
    width, height = float(drawing.width), float(drawing.height)
    if not (width > 0 and height > 0):
        raise ArtProblem("the SVG has no size (give it width and height, or a viewBox)")
    for what, points in (("width", width), ("height", height)):
        if not MIN_ART_POINTS <= points <= MAX_ART_POINTS:
            raise _size_problem(what, points)
    stack = list(getattr(drawing, "contents", ()) or ())
    while stack:
        node = stack.pop()
        for name, value in vars(node).items():
            if name == "contents":
                stack.extend(value or ())
            elif not _sane(value):
                raise ArtProblem(f"the SVG has a shape with a number out of range ({name} beyond "
                                 f"{MAX_SVG_NUMBER:,.0f} or not finite)",
                                 "give the art a sensible size in the drawing program")


@dataclass(frozen=True)
class Source:
    """The SVG element a node of svglib's drawing was made from, to name it in a message."""

    name: str
    line: int | None
    transform: str | None  # its `transform` attribute as written

    @classmethod
    def of(cls, element) -> Source:
        name = _local(element) if isinstance(element.tag, str) else "svg"
        return cls(name, element.sourceline, element.get("transform") if isinstance(element.tag, str) else None)


_IDENTITY = (1.0, 0.0, 0.0, 1.0)


def check_transforms(drawing, root: Source, sources: dict[int, tuple]) -> None:
    """Every transform in svglib's drawing, and the product of those each shape is drawn through,
    neither squashing it (nearly) flat nor enlarging it past `MAX_SVG_SCALE` (see `MIN_SVG_SCALE`).
    A singular one would divide reportlab by zero as it draws, and be written into the PDF as a
    matrix a viewer or RIP may stop on. `sources`: id of a node -> (the node, its `Source`)."""
    stack = [(drawing, _IDENTITY, root)]
    while stack:
        node, outer, source = stack.pop()
        found = sources.get(id(node))
        if found is not None and found[0] is node:
            source = found[1]
        own = getattr(node, "transform", None)
        if own is not None and len(own) == 6:
            own = tuple(float(v) for v in list(own)[:4])
            if own != _IDENTITY:
                _check_matrix(own, source, together=False)
                outer = _product(outer, own)
                _check_matrix(outer, source, together=True)
        stack.extend((child, outer, source) for child in getattr(node, "contents", None) or ())


def _product(outer: tuple, inner: tuple) -> tuple:
    """The linear part (a, b, c, d, as reportlab orders a matrix) of `outer` applied after `inner`."""
    a, b, c, d = outer
    p, q, r, s = inner
    return (a * p + c * q, b * p + d * q, a * r + c * s, b * r + d * s)


def singular_values(matrix: tuple) -> tuple[float, float]:
    """(least, most) a 2 x 2 matrix (a, b, c, d) scales a length by, in any direction; worked out
    on the matrix divided by its largest number, so that tiny or large numbers neither underflow
    nor overflow."""
    largest = max(abs(v) for v in matrix)
    if not largest > 0:
        return 0.0, 0.0
    a, b, c, d = (v / largest for v in matrix)
    squares, determinant = a * a + b * b + c * c + d * d, a * d - b * c
    most = math.sqrt((squares + math.sqrt(max(squares * squares - 4 * determinant * determinant, 0.0))) / 2)
    return abs(determinant) / most * largest, most * largest


def _check_matrix(matrix: tuple, source: Source, together: bool) -> None:
    least, most = singular_values(matrix)
    if least >= MIN_SVG_SCALE * max(1.0, most) and most <= MAX_SVG_SCALE:
        return
    where = f"line {source.line} of the SVG" if source.line else "the SVG"
    element = f"<{shortened(source.name, 40)}>"
    if together:
        what = f"{where} draws its {element} through transforms (its own, its groups' and the viewBox's) that together"
    elif source.transform:
        what = f"{where} gives its {element} the transform `{shortened(source.transform, 60)}`, which"
    elif source.name == "svg":
        what = f"{where} scales its drawing (by its viewBox, width and height) with a transform that"
    else:
        what = f"{where} gives its {element} a transform that"
    if most > MAX_SVG_SCALE:
        raise ArtProblem(f"{what} enlarge{'' if together else 's'} it {most:,.0f} times; deckctl takes at most "
                         f"{MAX_SVG_SCALE:,.0f} times", "give the art a sensible size in the drawing program")
    kept = "nothing" if least == 0 else f"{least:.2g} of a length"
    raise ArtProblem(f"{what} squash{'' if together else 'es'} it {'flat' if least == 0 else 'nearly flat'} (it keeps "
                     f"{kept} in one direction; deckctl takes transforms that keep at least {MIN_SVG_SCALE:g} of a length in "
                     f"every direction, and at least {MIN_SVG_SCALE:g} of the most they enlarge one)",
                     "give the transform a scale other than 0 in both directions (delete a shape meant to be "
                     "hidden), or save the SVG again from the drawing program")


def _sane(value) -> bool:
    if isinstance(value, bool):
        return True
    if isinstance(value, (int, float)):
        return math.isfinite(value) and abs(value) <= MAX_SVG_NUMBER
    if isinstance(value, (list, tuple)):
        return all(_sane(item) for item in value if isinstance(item, (int, float, list, tuple)))
    return True


__all__ = ["EMBED_HINT", "MAX_SVG_STEPS", "Budget", "Source", "check_drawing", "check_transforms", "length_problem", "parse", "read_svg", "singular_values"]
