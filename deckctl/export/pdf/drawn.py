"""How much vector art (SVG or PDF) asks of whoever draws the PDF it goes into: the path segments,
dashes and tiling pattern cells it draws and how many times over it paints its area, each form
counted as often as it is placed, and its shortest dash. A viewer,
a RIP or a print shop's proofing tool draws all of them every time the art is placed (nine times a
sheet of backs), so a few hundred bytes of art asking for millions of dashes exhaust them, not deckctl.

Read only from what is bounded already: svglib's drawing of an SVG (`svg_safe`), and the content of
a PDF's first page and its forms (`pdf_safe`), each form read once. A dash is measured as the dash
pattern's length over its dashes (a dash and its gap, on average), scaled by the transforms it is
drawn through (as `hairlines` scales widths); a line's length as the length of its points (a
curve's control points, which is at least the curve's length); a tiling pattern's cells as the
bounding box of what it fills over its cell.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from deckctl.export.pdf.art_limits import (
    CLIPS_PER_PAINT,
    MAX_ART_COVERAGE,
    MAX_ART_DASHES,
    MAX_ART_SEGMENTS,
    MAX_ART_TILES,
    ArtProblem,
)
from deckctl.export.pdf.hairlines import _resource, _scale

_SOLID = math.inf  # the "dash" of a solid line: no dash at all
_STROKES = frozenset({"S", "s", "B", "B*", "b", "b*"})
_PAINTS = _STROKES | {"f", "F", "f*", "n"}
_FILLS = frozenset({"f", "F", "f*", "B", "B*", "b", "b*"})
_PATH = frozenset({"m", "l", "c", "v", "y", "re", "h"})
_COLOURS = frozenset({"g", "G", "rg", "RG", "k", "K", "cs", "CS", "sc", "SC", "scn", "SCN"})
_OPERATORS = "q Q cm d gs Do sh W W* " + " ".join(sorted(_PATH | _PAINTS | _COLOURS))


@dataclass
class Drawn:
    """What one art file draws: segments and dashes in all, and its shortest dash in its own points
    (None when it draws no dashed line)."""

    segments: float = 0.0
    dashes: float = 0.0
    shortest_dash: float | None = None
    tiles: float = 0.0  # cells of PDF tiling patterns drawn
    coverage: float = 0.0  # how many times over it paints its own area (shapes' bounding boxes)

    def check(self) -> None:
        """An `ArtProblem` when the art draws more than a viewer or printer should be asked to."""
        if not self.tiles <= MAX_ART_TILES:  # (NaN, from numbers beyond any range, too)
            raise ArtProblem(f"its tiling patterns repeat their cell {_count(self.tiles)} times over the shapes they "
                             f"fill (at most {MAX_ART_TILES:,}, counting each placement of a form); a viewer or "
                             "printer draws each cell", "make the pattern's cell larger, or export the art with its "
                             "patterns expanded or as a PNG or JPEG")
        if not self.dashes <= MAX_ART_DASHES:
            raise ArtProblem(f"it draws its dashed lines as {_count(self.dashes)} dashes (at most {MAX_ART_DASHES:,}, "
                             "counting each placement of a form or <use>); a viewer or printer draws each one",
                             "make the dash patterns longer, or the dashed lines solid, in the drawing program")
        if not self.segments <= MAX_ART_SEGMENTS:
            raise ArtProblem(f"it draws {_count(self.segments)} path segments (at most {MAX_ART_SEGMENTS:,}, counting "
                             "each placement of a form); a viewer or printer draws each one every time",
                             "simplify the drawing (fewer nodes, no forms placing forms many times), or give it as "
                             "a PNG or JPEG")
        if not self.coverage <= MAX_ART_COVERAGE:
            raise ArtProblem(f"it paints its own area {_count(self.coverage)} times over (its shapes, clip paths and "
                             f"images, at most {MAX_ART_COVERAGE} times, counting each placement of a form and each "
                             "clip path a shape is drawn through); a viewer or printer paints every one of them",
                             "remove the shapes hidden under others and merge the clip paths in the drawing program, "
                             "or give the art as a PNG or JPEG")


def _count(number: float) -> str:
    return f"{number:,.0f}" if math.isfinite(number) else "endless"


def dash_length(array) -> float:
    """The length of a dash and its gap, on average, of a dash array (numbers, either form);
    `_SOLID` for an empty one. An array of zeros or with a negative length has no such length: PDF
    calls it an error, and a viewer would draw it solid, endlessly, or not at all."""
    numbers = [float(value) for value in array]
    if not numbers:
        return _SOLID
    total = sum(numbers)
    if min(numbers) < 0 or not total > 0 or not math.isfinite(total):
        shown = " ".join(f"{value:g}" for value in numbers[:6]) + (" ..." if len(numbers) > 6 else "")
        raise ArtProblem(f"it has a dash pattern ({shown}) with no length (all zero, or a negative dash)",
                         "give the dashed line a pattern of positive lengths, or draw it solid")
    return 2 * total / len(numbers)  # an odd array repeats twice over: the same average


def _least(a: float | None, b: float | None) -> float | None:
    return b if a is None else a if b is None else min(a, b)


# -- SVG (svglib's drawing) -------------------------------------------------------------------
def svg_drawn(drawing) -> Drawn:
    drawn = Drawn()
    stack = [(drawing, 1.0, 0)]  # (node, its scale, the clip paths it is drawn through)
    while stack:
        node, scale, clips = stack.pop()
        transform = getattr(node, "transform", None)
        if transform is not None:
            a, b, c, d = (float(v) for v in list(transform)[:4])
            scale *= math.sqrt(abs(a * d - b * c))
        within = clips
        for child in getattr(node, "contents", None) or ():
            stack.append((child, scale, within))
            within += 1 if getattr(child, "isClipPath", 0) else 0  # (a clip path clips the shapes after it in its group)
        if getattr(node, "contents", None) is not None:
            continue
        length, segments = _shape(node)
        drawn.segments += segments
        drawn.coverage += _bounds_area(node) * scale * scale * (1 + clips / CLIPS_PER_PAINT)
        array = getattr(node, "strokeDashArray", None)
        if array and _stroked(node):
            if len(array) == 2 and isinstance(array[1], (list, tuple)):  # (phase, array), as reportlab takes it
                array = array[1]
            dash = dash_length(array)
            if dash != _SOLID:
                drawn.dashes += length / dash
                drawn.shortest_dash = _least(drawn.shortest_dash, dash * scale)
    own = float(drawing.width) * float(drawing.height)
    drawn.coverage = drawn.coverage / own if own > 0 else 0.0
    return drawn


def _bounds_area(node) -> float:
    try:
        x0, y0, x1, y1 = node.getBounds()
        return abs((x1 - x0) * (y1 - y0))
    except Exception:  # noqa: BLE001  (a shape reportlab cannot measure, such as text: counted as nothing)
        return 0.0


def _stroked(node) -> bool:
    return (getattr(node, "strokeColor", None) is not None and bool(getattr(node, "strokeWidth", None))
            and type(node).__name__ != "NoStrokePath" and getattr(node, "strokeOpacity", 1) != 0)


def _shape(node) -> tuple[float, int]:
    """(the length of a shape's outline, its segments)."""
    name = type(node).__name__
    value = lambda attribute: float(getattr(node, attribute, 0) or 0)  # noqa: E731
    if name == "Line":
        return math.hypot(value("x2") - value("x1"), value("y2") - value("y1")), 1
    if name == "Rect":
        return 2 * (abs(value("width")) + abs(value("height"))), 4
    if name == "Circle":
        return 2 * math.pi * abs(value("r")), 4
    if name in ("Ellipse", "Wedge"):
        radius = max(abs(value("rx")), abs(value("ry")), abs(value("radius")))
        return 2 * math.pi * radius + (2 * radius if name == "Wedge" else 0), 4
    points = [float(p) for p in getattr(node, "points", None) or ()]
    if not points:
        return 0.0, len(getattr(node, "text", "") or "")
    operators = getattr(node, "operators", None)
    if operators is None:  # a polyline or polygon: its points in order (a polygon closes too)
        pairs = list(zip(points[::2], points[1::2]))
        if name == "Polygon":
            pairs.append(pairs[0])
        return _polyline(pairs), len(pairs)
    return _path(points, operators), len(operators)


def _polyline(pairs) -> float:
    return sum(math.hypot(x1 - x0, y1 - y0) for (x0, y0), (x1, y1) in zip(pairs, pairs[1:]))


def _path(points: list[float], operators) -> float:
    """A reportlab path's length: moveTo 0, lineTo 1, curveTo 2 (its control points), closePath 3."""
    length, at, start, i = 0.0, (0.0, 0.0), (0.0, 0.0), 0
    for operator in operators:
        if operator == 0:
            at = start = (points[i], points[i + 1])
            i += 2
        elif operator in (1, 2):
            taken = 2 if operator == 1 else 6
            pairs = [at] + list(zip(points[i:i + taken:2], points[i + 1:i + taken:2]))
            length += _polyline(pairs)
            at, i = pairs[-1], i + taken
        elif operator == 3:
            length += math.hypot(start[0] - at[0], start[1] - at[1])
            at = start
    return length


# -- PDF --------------------------------------------------------------------------------------
def pdf_drawn(page) -> Drawn:
    """What a PDF's page draws; nothing when its content cannot be parsed (which the export itself
    then reports)."""
    import pikepdf

    try:
        x0, y0, x1, y1 = (float(v) for v in page.trimbox)
        box = abs((x1 - x0) * (y1 - y0))
        form = _Reader().content(page, page.obj.get("/Resources"), _SOLID, box)  # (a page starts solid)
    except (pikepdf.PdfError, ValueError, TypeError, IndexError):
        return Drawn()
    return Drawn(form.segments, form.dashes, form.shortest, form.tiles, form.area / box if box > 0 else 0.0)


@dataclass
class _Form:
    segments: float = 0.0
    dashes: float = 0.0
    shortest: float | None = None  # its shortest dash of a pattern it sets, in the page's points
    inherited_length: float = 0.0  # what it strokes with the dash it inherits
    inherited_scale: float | None = None  # the least scale at which it does
    tiles: float = 0.0  # tiling pattern cells it draws
    area: float = 0.0  # what it paints, in its own space, each part weighted by the clip paths it is drawn through
    plain_area: float = 0.0  # the same unweighted (clip paths of its placer weigh on it too)


def _length(path: list) -> float:
    """The length of a PDF path's instructions (a curve's control points: at least the curve's)."""
    length, at, start = 0.0, (0.0, 0.0), (0.0, 0.0)
    for op, operands in path:
        numbers = _numbers(operands)  # (an operator with other operands draws nothing)
        if op == "m" and len(numbers) == 2:
            at = start = (numbers[0], numbers[1])
        elif op == "re" and len(numbers) == 4:
            length += 2 * (abs(numbers[2]) + abs(numbers[3]))
            at = start = (numbers[0], numbers[1])
        elif op == "h":
            length += math.hypot(start[0] - at[0], start[1] - at[1])
            at = start
        elif op != "m" and len(numbers) >= 2 and len(numbers) % 2 == 0:
            pairs = [at] + list(zip(numbers[::2], numbers[1::2]))
            length += _polyline(pairs)
            at = pairs[-1]
    return length


def _area(path: list) -> float:
    """The area of a PDF path's bounding box (the points it names)."""
    xs, ys = [], []
    for op, operands in path:
        numbers = _numbers(operands)
        if op == "re" and len(numbers) == 4:
            numbers = [numbers[0], numbers[1], numbers[0] + numbers[2], numbers[1] + numbers[3]]
        xs += numbers[::2]
        ys += numbers[1::2]
    return (max(xs) - min(xs)) * (max(ys) - min(ys)) if xs and ys else 0.0


def _numbers(operands) -> list[float]:
    try:
        return [float(v) for v in operands]
    except (TypeError, ValueError):
        return []


def _dash(array, current: float | None) -> float | None:
    """The dash a `d` (or a graphics state's /D) sets; one that is not numbers is ignored, as a
    viewer ignores it."""
    numbers = _numbers(array)
    return dash_length(numbers) if len(numbers) == len(array) else current


class _Reader:
    def __init__(self) -> None:
        self.forms: dict = {}

    def content(self, holder, resources, dash: float | None = None, box: float = 0.0) -> _Form:
        """What `holder`'s content draws; `dash` None: it strokes with the dash it inherits; `box`
        the area of its box (what a shading `sh` paints at most)."""
        import pikepdf

        result = _Form()
        scale, stack = 1.0, []
        clips, clipping = 0, False  # clip paths (other than rectangles) in force; a `W` pending
        fill = stroke = None  # the tiling pattern it fills (strokes) with, None for a colour
        path: list = []  # the current path's instructions, measured only when a dash strokes it
        for instruction in pikepdf.parse_content_stream(holder, _OPERATORS):
            op, operands = instruction.operator.unparse().decode("latin-1"), instruction.operands
            if op in _PATH:
                path.append((op, operands))
            elif op in _PAINTS:
                if op != "n" or clipping:
                    self._paint(result, _area(path) * scale * scale, clips)
                if clipping and not (len(path) == 1 and path[0][0] == "re"):  # (a rectangle clips cheaply)
                    clips += 1
                clipping = False
                result.segments += sum(4 if op == "re" else 1 for op, _ in path)
                if op in _STROKES:
                    if dash is None:
                        result.inherited_length += _length(path)
                        result.inherited_scale = _least(result.inherited_scale, scale)
                    elif dash != _SOLID:
                        result.dashes += _length(path) / dash
                        result.shortest = _least(result.shortest, dash * scale)
                for pattern in (fill if op in _FILLS else None, stroke if op in _STROKES else None):
                    if pattern is not None:
                        self._tile(result, pattern, _area(path) * scale * scale, resources)
                path = []
            elif op in _COLOURS:
                pattern = self._pattern(resources, operands) if op in ("scn", "SCN") else None
                fill, stroke = (pattern, stroke) if op.islower() else (fill, pattern)
            elif op in ("W", "W*"):
                clipping = True
            elif op == "sh":
                self._paint(result, box, clips)
            elif op == "q":
                stack.append((scale, dash, fill, stroke, clips))
            elif op == "Q" and stack:
                scale, dash, fill, stroke, clips = stack.pop()
            elif op == "cm" and len(operands) == 6:
                scale *= _scale(operands)
            elif op == "d" and len(operands) == 2 and isinstance(operands[0], pikepdf.Array):
                dash = _dash(operands[0], dash)
            elif op == "gs" and operands:
                state = _resource(resources, "/ExtGState", operands[0])
                pattern = state.get("/D") if isinstance(state, pikepdf.Dictionary) else None
                if isinstance(pattern, pikepdf.Array) and len(pattern) == 2 and isinstance(pattern[0], pikepdf.Array):
                    dash = _dash(pattern[0], dash)
            elif op == "Do" and operands:
                form = _resource(resources, "/XObject", operands[0])
                if isinstance(form, pikepdf.Stream) and form.get("/Subtype") == "/Form":
                    at = scale * _scale(form.get("/Matrix", [1, 0, 0, 1, 0, 0]))
                    placed = self.form(form, resources)
                    self._place(result, placed, at, dash)
                    result.area += placed.plain_area * at * at * clips / CLIPS_PER_PAINT
                elif isinstance(form, pikepdf.Stream) and form.get("/Subtype") == "/Image":
                    self._paint(result, scale * scale, clips)  # (an image fills the unit square)
        return result

    @staticmethod
    def _paint(result: _Form, area: float, clips: int) -> None:
        result.area += area * (1 + clips / CLIPS_PER_PAINT)
        result.plain_area += area

    @staticmethod
    def _pattern(resources, operands):
        """The tiling pattern `scn` names (its last operand), or None."""
        import pikepdf

        if not operands or not isinstance(operands[-1], pikepdf.Name):
            return None
        pattern = _resource(resources, "/Pattern", operands[-1])
        return pattern if isinstance(pattern, pikepdf.Stream) and pattern.get("/PatternType") == 1 else None

    def _tile(self, result: _Form, pattern, area: float, resources) -> None:
        """Add a tiling pattern's cells over `area` (in the content's own space, where the pattern's
        matrix leads) and what they draw."""
        numbers = _numbers([pattern.get("/XStep", 0), pattern.get("/YStep", 0)])
        matrix = _numbers(pattern.get("/Matrix", [1, 0, 0, 1, 0, 0]))
        if len(numbers) != 2 or len(matrix) != 6:
            return
        factor = _scale(matrix) * _scale(matrix)  # (a product, where ** would raise on a huge number)
        cell = abs(numbers[0] * numbers[1]) * factor
        tiles = area / cell if cell > 0 else (math.inf if area > 0 else 0.0)
        drawn = self.form(pattern, pattern.get("/Resources", resources))
        result.tiles += tiles * (1 + drawn.tiles)
        result.area += tiles * drawn.area * factor
        result.plain_area += tiles * drawn.plain_area * factor
        result.segments += tiles * drawn.segments
        result.dashes += tiles * drawn.dashes

    @staticmethod
    def _place(result: _Form, form: _Form, at: float, dash: float | None) -> None:
        """Add a form placed at scale `at` with the dash `dash` (None: the one this content inherits)."""
        result.tiles += form.tiles
        result.area += form.area * at * at
        result.plain_area += form.plain_area * at * at
        result.segments += form.segments
        result.dashes += form.dashes
        result.shortest = _least(result.shortest, None if form.shortest is None else form.shortest * at)
        if form.inherited_scale is None:
            return
        if dash is None:
            result.inherited_length += form.inherited_length
            result.inherited_scale = _least(result.inherited_scale, form.inherited_scale * at)
        elif dash != _SOLID:
            result.dashes += form.inherited_length / dash  # (the pattern is read in the form's space)
            result.shortest = _least(result.shortest, dash * form.inherited_scale * at)

    def form(self, form, resources) -> _Form:
        key = form.objgen if form.is_indirect else id(form)
        if key not in self.forms:
            self.forms[key] = _Form()  # a form that draws itself adds nothing the second time
            bbox = _numbers(form.get("/BBox", []))
            box = abs((bbox[2] - bbox[0]) * (bbox[3] - bbox[1])) if len(bbox) == 4 else 0.0
            self.forms[key] = self.content(form, form.get("/Resources", resources), box=box)
        return self.forms[key]


__all__ = ["Drawn", "dash_length", "pdf_drawn", "svg_drawn"]
