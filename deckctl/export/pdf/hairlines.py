"""The thinnest line vector art strokes, in the art's own points: what `art.check` scales to the
size the art prints at, to warn of hairlines a press or a toner printer breaks up or loses.

Read only from what is bounded already: svglib's drawing of an SVG (at most `MAX_SVG_ELEMENTS`
shapes, `svg_safe`), and the content of a PDF's first page and its forms, measured by `pdf_safe`
(at most `MAX_PDF_CONTENT_BYTES` decoded), each form read once.
A line's width is scaled as its transforms scale areas (the square root of their determinant),
which is exact for the uniform scaling drawing programs write.
"""

from __future__ import annotations

import math

# What strokes the current path in PDF content (fills alone draw no line).
_STROKES = frozenset({"S", "s", "B", "B*", "b", "b*"})
_OPERATORS = "q Q cm w gs Do " + " ".join(sorted(_STROKES))


def _scale(matrix) -> float:
    a, b, c, d = (float(v) for v in list(matrix)[:4])
    return math.sqrt(abs(a * d - b * c))


def svg_thinnest(drawing) -> float | None:
    """The thinnest stroke of an svglib drawing in points, or None when it strokes nothing (a
    width of 0 draws nothing in SVG, nor in what svglib makes of it)."""
    thinnest = None
    stack = [(drawing, 1.0)]
    while stack:
        node, scale = stack.pop()
        transform = getattr(node, "transform", None)
        if transform is not None:
            scale *= _scale(transform)
        for child in getattr(node, "contents", None) or ():
            stack.append((child, scale))
        width = getattr(node, "strokeWidth", None)
        if (getattr(node, "strokeColor", None) is not None and width and type(node).__name__ != "NoStrokePath"
                and getattr(node, "strokeOpacity", 1) != 0):
            drawn = float(width) * scale
            thinnest = drawn if thinnest is None else min(thinnest, drawn)
    return thinnest


def pdf_thinnest(page) -> float | None:
    """The thinnest line a PDF page strokes, in its points (0 for a `0 w` line, the thinnest the
    device can draw), or None when it strokes nothing or its content cannot be parsed (which the
    export itself then reports, or copies as it is)."""
    import pikepdf

    try:
        own, inherited = _Reader().content(page, page.obj.get("/Resources"))
    except (pikepdf.PdfError, ValueError, TypeError):
        return None
    thinnest = _least(own, None if inherited is None else inherited * 1.0)  # (a page starts at 1 pt)
    return thinnest if thinnest is None or math.isfinite(thinnest) else None  # (a NaN or infinite number)


def _least(a: float | None, b: float | None) -> float | None:
    return b if a is None else a if b is None else min(a, b)


class _Reader:
    """Each form is read once, whatever width it is drawn with: what it strokes with a width of
    its own, and the least scale at which it strokes with the width it inherits."""

    def __init__(self) -> None:
        self.forms: dict = {}

    def content(self, holder, resources) -> tuple[float | None, float | None]:
        """(the thinnest line the content of `holder` strokes with a width it sets, the least
        scale at which it strokes with the width it inherits), both in its own space."""
        import pikepdf

        own = inherited = None
        scale, width, stack = 1.0, None, []  # width None: the one inherited
        for operands, operator in pikepdf.parse_content_stream(holder, _OPERATORS):
            op = str(operator)
            if op == "q":
                stack.append((scale, width))
            elif op == "Q" and stack:
                scale, width = stack.pop()
            elif op == "cm" and len(operands) == 6:
                scale *= _scale(operands)
            elif op == "w" and operands:
                width = abs(float(operands[0]))
            elif op == "gs" and operands:
                state = _resource(resources, "/ExtGState", operands[0])
                if isinstance(state, pikepdf.Dictionary) and "/LW" in state:
                    width = abs(float(state["/LW"]))
            elif op == "Do" and operands:
                form = _resource(resources, "/XObject", operands[0])
                if isinstance(form, pikepdf.Stream) and form.get("/Subtype") == "/Form":
                    at = scale * _scale(form.get("/Matrix", [1, 0, 0, 1, 0, 0]))
                    form_own, form_inherited = self.form(form, resources)
                    own = _least(own, None if form_own is None else form_own * at)
                    if form_inherited is not None:
                        if width is None:
                            inherited = _least(inherited, form_inherited * at)
                        else:
                            own = _least(own, width * form_inherited * at)
            elif op in _STROKES:
                if width is None:
                    inherited = _least(inherited, scale)
                else:
                    own = _least(own, width * scale)
        return own, inherited

    def form(self, form, resources) -> tuple[float | None, float | None]:
        """A form's lines (its own resources, else those of the content drawing it)."""
        key = form.objgen if form.is_indirect else id(form)
        if key not in self.forms:
            self.forms[key] = (None, None)  # a form that draws itself adds nothing the second time
            self.forms[key] = self.content(form, form.get("/Resources", resources))
        return self.forms[key]


def _resource(resources, kind: str, name):
    import pikepdf

    if not isinstance(resources, pikepdf.Dictionary):
        return None
    table = resources.get(kind)
    return table.get(str(name)) if isinstance(table, pikepdf.Dictionary) else None


__all__ = ["pdf_thinnest", "svg_thinnest"]
