"""Pictures of cards as SVG, written from the operators the faces record: no PDF, no rendering.

A card side is drawn as the PDF export draws it, onto a `record.recorder` canvas; what that
leaves (PDF operators for paths, colours, clips and transforms, text records, shared parts) is
translated here into SVG, one file per side that needs nothing else: text becomes the embedded
font's glyph outlines (`glyphs.py`), each glyph used defined once and placed at reportlab's advance
widths moved by the PDF's kerning (its TJ arrays, `kerning.py`), so the picture shows the PDF's own
glyphs at the PDF's positions. The SVG holds no text of
the card, no script, no link and nothing it loads: only shapes. Its bytes are a function of the
card and deckctl alone.

A deck with publisher art (`print: back_art/logo`) is not drawn here (`drawable`): its art is
embedded images or foreign vectors, which only the PDF path renders faithfully.

Like `pictures.draw_pictures`, a card whose text does not fit is drawn as it would print and its
problems handed back, and each side notes the texts the face set with their boxes.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from decimal import Decimal
from functools import lru_cache

from deckctl.core.diagnostics import Diagnostic
from deckctl.export.pdf import art, fitted, fonts, glyphs, kerning, record
from deckctl.export.pdf.base import (
    MM,
    ArtPlaced,
    Part,
    PartProblems,
    RecordedPart,
    face_of,
)
from deckctl.export.pdf.document import (
    deck_growth,
    items_of,
    once_per_label,
    to_diagnostics,
)
from deckctl.export.pdf.growth import Growth
from deckctl.export.pdf.options import PdfOptions
from deckctl.export.pdf.pictures import SIDES, Placed, _Noting, single_options


class Untranslatable(Exception):
    """Recorded operators this module does not translate (the caller draws the card as a raster)."""


@dataclass
class VectorSide:
    drawn: _Drawn  # the side translated, written as an SVG of its own by `svg`, or with the other side
    width: int  # pixels at the resolution asked (what a raster of it would have)
    height: int
    texts: list[Placed] = field(default_factory=list)

    @property
    def svg(self) -> bytes:
        """The side as an SVG document of its own."""
        return self.drawn.document.svg_of(self.drawn)


@dataclass
class VectorPicture:
    card_id: str
    front: VectorSide
    back: VectorSide
    problems: list[Diagnostic] = field(default_factory=list)

    @property
    def svg(self) -> bytes:
        """Both sides in one SVG document: the front where an SVG of the side alone has it, the back
        beside it, each shown by its fragment (`#front`, `#back`: a `<view>`); one file a card."""
        return self.front.drawn.document.pair(self.front.drawn, self.back.drawn)


def drawable(deck) -> bool:
    """Whether the deck's cards can be drawn as SVG: it has no publisher art."""
    return not art.files(deck)


def prepare_for_workers() -> None:
    """What drawing needs, made ready before workers are forked, who share it instead of each
    making it again: the canvas's library, those that set texts (quotation marks, hyphenation)
    and every weight's font file parsed (tens of milliseconds each)."""
    import icu  # noqa: F401
    import pyphen  # noqa: F401
    from reportlab.pdfgen import canvas  # noqa: F401

    for weight in fonts.WEIGHTS:
        fonts.get(weight)


def draw_svgs(deck, options: PdfOptions, language: str, card_ids, dpi: int,
              growth: Growth | None = None) -> list[VectorPicture]:
    """The cards `card_ids` of the (localized) valid `deck`, in deck order, as SVG pictures, with
    the problems `export_pdf` would find drawing just them (reported as it reports them)."""
    if not card_ids:
        return []
    single = single_options(options)
    wanted = set(card_ids)
    face = face_of(deck)
    items = items_of(deck, single, face)
    if growth is None:
        growth = deck_growth(face, deck, items, single, language)
    cw, ch = single.card_mm
    size = (cw * MM, ch * MM)
    pixels = (round(cw / 25.4 * dpi), round(ch / 25.4 * dpi))
    canvas = record.recorder(size, False, None)
    canvas._deckctl_lines = True  # (texts as their lines, not PDF strings: `_Writer.lines`)
    canvas._deckctl_noted = {}  # part key -> the texts it sets (`_Card.static`)
    writer = _Document(size, canvas._deckctl_parts)
    parts_reported: set = set()
    labels_reported: set = set()
    clean = True  # no problem found: lint's text-fits is left these cards as measured (`fitted`)
    out = []
    for item in items:
        if item.key not in wanted or item.ref is None:
            continue
        sides, problems = [], []
        for side in SIDES:
            canvas._code = []
            ctx = _Card(canvas, (0.0, 0.0), single.card_mm, single.bleed, language, deck, item, side,
                          single.proof, growth)
            (face.front if side == "front" else face.back)(ctx, item)
            found = once_per_label(record.problems_of(ctx.problems, canvas._deckctl_parts, parts_reported),
                                   labels_reported)
            if found:
                clean = False
                problems += to_diagnostics(deck, item, side, found, language)
            sides.append(VectorSide(writer.translate(canvas._code, "b" if side == "back" else ""), *pixels, ctx.placed))
        out.append(VectorPicture(item.key, *sides, problems))
    if clean:  # (a part's problem, a label's, comes with the first card that prints it only)
        fitted.note(deck, language, single.card_mm, (item.ref for item in items if item.key in wanted and item.ref))
    return out


class _Card(_Noting):
    """A noting context on a canvas: a shared part is drawn once per canvas (`CardContext.static`),
    but its texts belong to every card that shows it, as `placed_texts` (which draws it each time)
    notes them."""

    def static(self, key: str, draw) -> None:
        c = self.canvas
        noted, parts = c._deckctl_noted, c._deckctl_parts
        if key not in parts:  # what CardContext.static does, the part drawn on a noting context
            b = self.bleed * MM
            outer, c._code = c._code, []
            sub = _Card(c, (0.0, 0.0), (self.w, self.h), self.bleed, self.language, self.deck, self.item, self.side,
                        self.proof, self.growth)
            draw(sub)
            parts[key] = RecordedPart((-b, -b, self.w * MM + b, self.h * MM + b), c._code, sub.problems)
            noted[key] = sub.placed
            c._code = outer
            self.problems.append(PartProblems(key))
        self.placed += noted[key]
        c._code.append(Part(key, self.ox, self.oy))


# -- the translation ------------------------------------------------------------------------------
# A token of a recorded operator string: a string, an array, a font left for the document, a number
# or an operator.
_TOKEN = re.compile(r"\((?:\\.|[^\\)])*\)|\[(?:\((?:\\.|[^\\)])*\)|[^\]()])*\]|\x00[^\x00]*\x00|[^\s\[\]()\x00]+",
                    re.DOTALL)  # (an array may hold strings with brackets: a TJ array's text)
_ESCAPE = re.compile(r"\\([0-7]{1,3}|.)", re.DOTALL)
_ESCAPED = {"n": "\n", "r": "\r", "t": "\t", "b": "\b", "f": "\f"}
_CAPS = {"0": "butt", "1": "round", "2": "square"}
_JOINS = {"0": "miter", "1": "round", "2": "bevel"}


class _Document:
    """Writes card sides as SVG documents; the shared parts' SVG is kept across sides."""

    def __init__(self, size: tuple[float, float], parts: dict[str, RecordedPart]):
        self.width, self.height = (f"{size[0]:.4f}".rstrip("0").rstrip("."), f"{size[1]:.4f}".rstrip("0").rstrip("."))
        self.mm = (f"{size[0] / MM:g}", f"{size[1] / MM:g}")
        self.parts = parts
        self.fragments: dict[str, tuple[str, dict, set]] = {}  # part key -> its SVG, characters (by weight), shapes
        self.shapes: dict[str, str] = {}  # a painted path's data -> its id (`shape`)
        self.shape_paths: dict[str, str] = {}  # and back

    def translate(self, code: list, prefix: str = "") -> _Drawn:
        """A side's recorded operators as SVG; `prefix` goes before its clips' ids (two sides in
        one document must not share one)."""
        writer = _Writer(self, prefix)
        writer.play(code)
        return _Drawn(self, writer.finish(), "".join(writer.clips), writer.glyphs, writer.shapes)

    def svg_of(self, side: _Drawn) -> bytes:
        return (f'{self._head()}<defs>{_defs(side.glyphs)}{self._shapes(side.shapes)}{side.clips}</defs>'
                f'{self._side(side.body)}</svg>\n').encode()

    def pair(self, front: _Drawn, back: _Drawn) -> bytes:
        used = {weight: front.glyphs.get(weight, set()) | back.glyphs.get(weight, set())
                for weight in sorted(front.glyphs.keys() | back.glyphs.keys())}
        return (f'{self._head()}<view id="front" viewBox="0 0 {self.width} {self.height}" preserveAspectRatio="none"/>'
                f'<view id="back" viewBox="{self.width} 0 {self.width} {self.height}" preserveAspectRatio="none"/>'
                f'<defs>{_defs(used)}{self._shapes(front.shapes | back.shapes)}{front.clips}{back.clips}</defs>'
                f'{self._side(front.body)}'
                f'<g transform="translate({self.width} 0)">{self._side(back.body)}</g></svg>\n').encode()

    def _head(self) -> str:
        return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{self.mm[0]}mm" height="{self.mm[1]}mm" '
                f'viewBox="0 0 {self.width} {self.height}" preserveAspectRatio="none">')

    def _side(self, body: str) -> str:
        return (f'<rect width="{self.width}" height="{self.height}" fill="#fff"/>'
                f'<g transform="matrix(1 0 0 -1 0 {self.height})" stroke-miterlimit="10">{body}</g>')

    def shape(self, d: str) -> str:
        """The id of a painted path's data, defined once in each file that paints it and used
        where it is painted (a frame, a band, a die's pips recur on a card's sides). Made of the
        data alone (a digest), so a card's file is the same whichever cards are drawn with it; two
        paths of a document with one id (about one in 10^8 for a deck's few hundred) are not
        drawn as SVG."""
        digest = int.from_bytes(hashlib.blake2b(d.encode(), digest_size=8).digest(), "big")
        ident = "S" + _base36(digest % 36 ** 8)  # (glyph ids are lower case)
        if self.shape_paths.setdefault(ident, d) != d:
            raise Untranslatable("two painted paths with one id")
        self.shapes[d] = ident
        return ident

    def _shapes(self, used: set[str]) -> str:
        return "".join([f'<path id="{ident}" d="{self.shape_paths[ident]}"/>' for ident in sorted(used)])

    def fragment(self, key: str, clips: list[str], prefix: str) -> tuple[str, dict, set]:
        found = self.fragments.get(key)
        if found is None:
            writer = _Writer(self, f"{prefix}p{len(clips)}")  # (ids of its own beside the side's)
            writer.play(self.parts[key].code)
            found = (writer.finish(), writer.glyphs, writer.shapes)
            if writer.clips:  # (clip ids are numbered per document: such a part is translated each time)
                clips += writer.clips
                return found
            self.fragments[key] = found
        return found


@dataclass
class _Drawn:
    """A side translated: its SVG body, its clip paths, the characters it sets (by weight) and the
    ids of the paths it paints."""

    document: _Document
    body: str
    clips: str
    glyphs: dict[str, set[str]]
    shapes: set[str]


class _Writer:
    """One SVG body from recorded operators: PDF's graphics state kept as SVG groups."""

    def __init__(self, document: _Document, prefix: str = ""):
        self.document = document
        self.prefix = prefix
        self.out: list[str] = []
        self.glyphs: dict[str, set[str]] = {}  # weight -> the characters set in it
        self.shapes: set[str] = set()  # the ids of the paths painted (`_Document.shape`)
        self.clips: list[str] = []
        self.path: list[str] = []
        self.current = ("0", "0")
        self.clip_rule: str | None = None
        # graphics state: fill, stroke, line width, dash, cap, join; groups opened since its `q`
        self.state = ["#000", "#000", "1", "", "", ""]
        self.opened = 0
        self.saved: list[tuple[list, int]] = []
        self.font, self.size, self.at, self.advance = "regular", "10", ("0", "0"), 0

    def play(self, code: list) -> None:
        for entry in code:
            kind = type(entry)
            if kind is str:
                self.operators(entry)
            elif kind is record.TEXT:
                self.lines(*entry)
            elif kind is Part:
                svg, used, shapes = self.document.fragment(entry.key, self.clips, self.prefix)
                self.shapes |= shapes
                for weight, chars in used.items():
                    self.glyphs.setdefault(weight, set()).update(chars)
                if entry.ox or entry.oy:
                    svg = f'<g transform="translate({entry.ox:g} {entry.oy:g})">{svg}</g>'
                self.out.append(svg)
            elif kind is ArtPlaced:
                raise Untranslatable("publisher art")
            else:
                raise Untranslatable(f"a record of type {kind.__name__}")

    def finish(self) -> str:
        self.out.append("</g>" * self.opened)
        for _, opened in reversed(self.saved):
            self.out.append("</g>" * opened)
        self.opened, self.saved = 0, []
        return "".join(self.out)

    def operators(self, code: str) -> None:
        for step, argument in _program(code):
            step(self, argument)

    # -- steps (see `_compile`) --------------------------------------------------------------------
    def nothing(self, _) -> None:
        pass

    def save(self, _) -> None:
        self.saved.append((list(self.state), self.opened))
        self.opened = 0

    def restore(self, _) -> None:
        self.out.append("</g>" * self.opened)
        if self.saved:
            self.state, self.opened = self.saved.pop()
        else:
            self.opened = 0

    def transform(self, matrix: str) -> None:
        self.out.append(f'<g transform="matrix({matrix})">')
        self.opened += 1

    def set(self, change: tuple[int, str]) -> None:
        self.state[change[0]] = change[1]

    def extend(self, d: str) -> None:
        self.path.append(d)

    def clip_rule_is(self, rule: str) -> None:
        self.clip_rule = rule

    def paint(self, how: tuple) -> None:
        fill, stroke, close = how
        if close:
            self.path.append("Z")
        d = "".join(self.path)
        self.path = []
        if d:
            d = _short_paths.get(d) or _short(d)
        if self.clip_rule is not None:
            self.clip(d)
        if not d or (fill is None and not stroke):
            return
        fill_colour, stroke_colour, width, dash, cap, join = self.state
        ident = self.document.shapes.get(d) or self.document.shape(d)
        self.shapes.add(ident)
        attrs = [f'<use href="#{ident}"']
        if fill is None:
            attrs.append('fill="none"')
        else:
            attrs.append(f'fill="{fill_colour}"')
            if fill == "evenodd":
                attrs.append('fill-rule="evenodd"')
        if stroke:
            attrs.append(f'stroke="{stroke_colour}" stroke-width="{width}"')
            if dash:
                attrs.append(dash)
            if cap:
                attrs.append(f'stroke-linecap="{cap}"')
            if join:
                attrs.append(f'stroke-linejoin="{join}"')
        self.out.append(" ".join(attrs) + "/>")

    def clip(self, d: str) -> None:
        """Everything after a clip, up to its state's end, in a group clipped by the path."""
        ident = f"{self.prefix}_{len(self.clips)}"  # (a glyph's id has no "_": `_glyph_id`)
        rule = ' clip-rule="evenodd"' if self.clip_rule == "evenodd" else ""
        self.clips.append(f'<clipPath id="{ident}"><path d="{d}"{rule}/></clipPath>')
        self.out.append(f'<g clip-path="url(#{ident})">')
        self.opened += 1
        self.clip_rule = None

    def font_is(self, font: tuple[str, str]) -> None:
        self.font, self.size = font

    def place(self, at: tuple[str, str]) -> None:
        self.at, self.advance = at, 0

    def show(self, value: str) -> None:
        self.show_kerned((value,))

    def show_kerned(self, segments: tuple | list) -> None:
        """A line cut by `kerning.segments` (or a TJ array read back into that form): each piece
        placed after the one before it, moved by the adjustment between them. Each glyph is a
        `<use>` of its outline at its advance from the line's start (in thousandths of an em, as
        reportlab advances them)."""
        uses, x = _uses(self.font, segments)
        self.shown(segments[0] if len(segments) == 1 else "".join(piece for piece in segments if type(piece) is str),
                   uses, x)

    def lines(self, weight: str, size: float, head: str, runs) -> None:
        """A text left as its lines ((x, y, text) in pt, `record.text`): what its PDF text object
        shows, each line at its place (formatted as its `Tm` is), kerned as `record.write_text`
        kerns it. A line's glyphs are worked out once (`_line`): the same lines recur on many cards."""
        self.operators(head)
        self.font, self.size = weight, f"{size:.2f}"
        prefix = f'<g transform="matrix({_scale(self.size)} 0 0 {_scale(self.size)} '
        after = f')" fill="{self.state[0]}">'
        known = _lines.get(weight) or _lines_of(weight)
        chars = None
        x = y = 0.0
        advance = 0
        for x, y, value in runs:
            uses, advance = known.get(value) or _line(weight, value)
            if uses:
                self.out.append(f"{prefix}{x:.2f} {y:.2f}{after}{uses}</g>")
                if chars is None:
                    chars = self.glyphs.get(weight)
                    if chars is None:
                        chars = self.glyphs[weight] = set()
                chars.update(value)
        self.at, self.advance = (f"{x:.2f}", f"{y:.2f}"), advance

    def shown(self, value: str, uses: str, advance: int | float) -> None:
        x, y = self.at
        if self.advance:  # (a string after another without a place of its own goes on from there)
            x = f"{float(x) + self.advance * float(self.size) / 1000:.4f}"
            self.at = (x, y)
        if uses:
            k = _scale(self.size)
            self.out.append(f'<g transform="matrix({k} 0 0 {k} {x} {y})" fill="{self.state[0]}">{uses}</g>')
            chars = self.glyphs.get(self.font)
            if chars is None:
                chars = self.glyphs[self.font] = set()
            chars.update(value)
        self.advance += advance


def _uses(weight: str, segments: tuple | list) -> tuple[str, int | float]:
    """A line's `<use>`s of its glyphs, each at its advance from the line's start (in thousandths
    of an em, as reportlab advances them) moved by the kerning between its pieces, and its advance."""
    table = _glyph_tables.get(weight) or _glyph_table(weight)
    uses: list[str] = []
    append = uses.append
    x = 0
    for segment in segments:
        if type(segment) is not str:
            x += segment
            continue
        for char in segment:
            found = table.get(char) or _glyph_of(weight, char)
            if found[0]:
                append(f'{found[0]}{x}"/>' if x else found[1])
            x += found[2]
    return "".join(uses), x


# By weight, each line's `<use>`s and advance (`_uses` of its kerned pieces). Bounded: emptied
# when it holds `_LINES_KEPT`.
_lines: dict[str, dict[str, tuple[str, int | float]]] = {}
_LINES_KEPT = 16384


def _lines_of(weight: str) -> dict[str, tuple[str, int | float]]:
    return _lines.setdefault(weight, {})


def _line(weight: str, value: str) -> tuple[str, int | float]:
    known = _lines_of(weight)
    if len(known) >= _LINES_KEPT:
        known.clear()
    found = known[value] = _uses(weight, kerning.segments(value, weight))
    return found


_SHOW = _Writer.show
_SHOW_KERNED = _Writer.show_kerned


@lru_cache(maxsize=256)
def _scale(size: str) -> str:
    """A type size as the scale of glyph outlines drawn in thousandths of an em."""
    return f"{float(size) / 1000:.6g}"


# Each operator string is compiled once into steps (a `_Writer` method and its argument): path
# operators into the path data they add, colours into SVG's, strings decoded. Most strings recur
# on every card (bands, rules, colours at the same places), so a side mostly replays steps. A
# string that shows text seldom recurs, but its operators do with other texts (the same colour,
# places and font): it is compiled with its texts left out, once, and its texts put in.
_programs: dict[str, tuple] = {}
_skeletons: dict[str, tuple] = {}  # a text-showing string with its texts emptied -> its steps
# A text's operand: a string, or a TJ array of strings and numbers (as `_TOKEN` reads them).
_LITERAL_SPLIT = re.compile(r"(\((?:\\.|[^\\)])*\)|\[(?:\((?:\\.|[^\\)])*\)|[^\]()])*\])", re.DOTALL)


def _program(code: str) -> tuple:
    found = _programs.get(code)
    if found is None:
        if "Tj" in code or "TJ" in code:  # (a card's own text: not kept)
            return _with_texts(code)
        found = _compile(code)
        if len(_programs) >= 50_000:  # (a bound for a long-running server)
            _programs.clear()
        _programs[code] = found
    return found


def _with_texts(code: str) -> tuple:
    """The steps of a string that shows text: its operators' steps, compiled once for every text
    they show, each `show` given its own text (a kerned line's `show_kerned` its array)."""
    pieces = _LITERAL_SPLIT.split(code)  # (the string between its texts, each text)
    literals = pieces[1::2]
    kinds = "".join([literal[0] for literal in literals])
    pieces[1::2] = [_EMPTIED[kind] for kind in kinds]
    skeleton = "".join(pieces)
    found = _skeletons.get(skeleton)
    if found is None:
        steps = _compile(skeleton)
        shows = [at for at, (step, _) in enumerate(steps) if step is _SHOW or step is _SHOW_KERNED]
        found = (steps, shows, "".join(["(" if steps[at][0] is _SHOW else "[" for at in shows]))
        if len(_skeletons) >= 50_000:
            _skeletons.clear()
        _skeletons[skeleton] = found
    steps, shows, operands = found
    if kinds != operands:
        return _compile(code)  # (a string or array that is not only a text's operand: read as it stands)
    filled = list(steps)
    for at, literal in zip(shows, literals):
        filled[at] = (_SHOW, _decoded(literal[1:-1])) if literal[0] == "(" else (_SHOW_KERNED, _kerned(literal))
    return tuple(filled)


def _decoded(text: str) -> str:
    """A PDF string's text, its escapes undone."""
    return _ESCAPE.sub(_unescape, text) if "\\" in text else text


_EMPTIED = {"(": "()", "[": "[]"}


def _compile(code: str) -> tuple:
    steps: list[tuple] = []
    operands: list[str] = []
    path: list[str] = []
    current = None  # the current point, for `v`
    for token in _TOKEN.findall(code):
        if token in _PATHS:
            piece, current = _PATHS[token](operands, current)
            path.append(piece)
        elif token in _STEPS:
            if path:
                steps.append((_Writer.extend, "".join(path)))
                path = []
            steps.append(_STEPS[token](operands))
        elif token[0] in "0123456789-+.([\x00":
            operands.append(token)
            continue
        else:
            raise Untranslatable(f"the operator {token}")
        operands = []
    if path:
        steps.append((_Writer.extend, "".join(path)))
    return tuple(steps)


def _move(o, _):
    return f"M{o[-2]} {o[-1]}", (o[-2], o[-1])


def _line_to(o, _):
    return f"L{o[-2]} {o[-1]}", (o[-2], o[-1])


def _curve(o, _):
    return f"C{' '.join(o[-6:])}", (o[-2], o[-1])


def _curve_v(o, current):  # the first control point is the current point
    if current is None:
        raise Untranslatable("a curve from a point drawn elsewhere")
    return f"C{current[0]} {current[1]} {' '.join(o[-4:])}", (o[-2], o[-1])


def _curve_y(o, _):  # the second control point is the end point
    return f"C{o[-4]} {o[-3]} {o[-2]} {o[-1]} {o[-2]} {o[-1]}", (o[-2], o[-1])


def _close(o, current):
    return "Z", current


def _rect(o, _):
    x, y, width, height = o[-4:]
    back = width[1:] if width.startswith("-") else "-" + width
    return f"M{x} {y}h{width}v{height}h{back}Z", (x, y)


_PATHS = {"m": _move, "l": _line_to, "c": _curve, "v": _curve_v, "y": _curve_y, "h": _close, "re": _rect}


# A painted path's data as `_compile` writes it -> as `_short` writes it. A deck paints few
# different paths (bands, frames, dice, icons), over and over.
_short_paths: dict[str, str] = {}
_PATH_TOKEN = re.compile(r"[MLCZhv]|[^MLCZhv\s]+")
_ARITY = {"M": 2, "L": 2, "C": 6, "h": 1, "v": 1, "Z": 0}


def _short(d: str) -> str:
    """Path data written shorter, drawing the very same path: a line along an axis as `H`/`V`, a
    repeated command's letter, the space before a minus or a second decimal point and leading zeros
    left out. Every number stays the PDF's own, where the PDF puts it: a renderer adding steps up
    (in single precision) could land a hair off the PDF's point and shade an edge's pixel otherwise.
    So an `H` or `V` keeps a coordinate only where the current point has it as written (not where
    `h`/`v` steps of a rectangle added up to it)."""
    found = d
    try:
        tokens = _PATH_TOKEN.findall(d)
        out: list[str] = []
        last = ""
        x = y = start = None  # the current point's coordinates as written (None: added up)
        n = 0
        while n < len(tokens):
            command = tokens[n]
            count = _ARITY[command]
            numbers = tokens[n + 1:n + 1 + count]
            n += 1 + count
            if command == "Z":
                out.append("z")
                last = "z"
                x, y = start
                continue
            letter = command
            if command == "M":
                x, y = Decimal(numbers[0]), Decimal(numbers[1])
                start = (x, y)
            elif command == "h":
                x = None
            elif command == "v":
                y = None
            elif command == "L":
                to = (Decimal(numbers[0]), Decimal(numbers[1]))
                if to[1] == y:
                    letter, numbers = "H", numbers[:1]
                elif to[0] == x:
                    letter, numbers = "V", numbers[1:]
                x, y = to
            else:
                x, y = Decimal(numbers[4]), Decimal(numbers[5])
            _step(out, letter, last, numbers)
            last = letter
        found = "".join(out)
    except (KeyError, TypeError, ArithmeticError, ValueError, IndexError):  # (data not as `_compile` writes it)
        found = d
    if len(_short_paths) >= 50_000:
        _short_paths.clear()
    _short_paths[d] = found
    return found


def _step(out: list[str], letter: str, last: str, numbers) -> None:
    """Append a path command's numbers, its letter unless it repeats the one before."""
    if letter != last or letter in "Mm":
        out.append(letter)
        previous = ""
    else:
        previous = out[-1]
    for number in numbers:
        text = _number(number)
        if previous and text[0] != "-" and not (text[0] == "." and "." in previous):
            out.append(" ")
        out.append(text)
        previous = text


def _number(text: str) -> str:
    """A number as written in a PDF, as short as SVG reads it: no leading zero (`.5`, `-.5`)."""
    if text.startswith("0."):
        return text[1:]
    if text.startswith("-0."):
        return "-" + text[2:]
    return text


def _painter(fill: str | None, stroke: bool, close: bool = False):
    return lambda _: (_Writer.paint, (fill, stroke, close))


def _setter(index: int, value):
    return lambda o: (_Writer.set, (index, value(o)))


def _dash(o) -> str:
    values = o[-2].strip("[]").split()
    if not values:
        return ""
    return f'stroke-dasharray="{",".join(values)}" stroke-dashoffset="{o[-1]}"'


def _rgb(o) -> str:
    return _hex(*(float(v) for v in o[-3:]))


def _grey(o) -> str:
    return _hex(*[float(o[-1])] * 3)


def _cmyk(o) -> str:
    c, m, y, k = (float(v) for v in o[-4:])
    return _hex((1 - c) * (1 - k), (1 - m) * (1 - k), (1 - y) * (1 - k))


def _hex(r: float, g: float, b: float) -> str:
    return "#" + "".join(f"{max(0, min(255, round(v * 255))):02x}" for v in (r, g, b))


def _unescape(match: re.Match) -> str:
    escaped = match.group(1)
    if escaped[0] in "01234567":
        return chr(int(escaped, 8))
    return _ESCAPED.get(escaped, escaped)


_STEPS = {
    "q": lambda _: (_Writer.save, None), "Q": lambda _: (_Writer.restore, None),
    "cm": lambda o: (_Writer.transform, " ".join(o[-6:])),
    "f": _painter("nonzero", False), "F": _painter("nonzero", False), "f*": _painter("evenodd", False),
    "S": _painter(None, True), "s": _painter(None, True, close=True),
    "B": _painter("nonzero", True), "B*": _painter("evenodd", True),
    "b": _painter("nonzero", True, close=True), "b*": _painter("evenodd", True, close=True),
    "n": _painter(None, False),
    "W": lambda _: (_Writer.clip_rule_is, "nonzero"), "W*": lambda _: (_Writer.clip_rule_is, "evenodd"),
    "rg": _setter(0, _rgb), "RG": _setter(1, _rgb), "g": _setter(0, _grey), "G": _setter(1, _grey),
    "k": _setter(0, _cmyk), "K": _setter(1, _cmyk),
    "w": _setter(2, lambda o: o[-1]), "d": _setter(3, _dash),
    "J": _setter(4, lambda o: _CAPS.get(o[-1], "")), "j": _setter(5, lambda o: _JOINS.get(o[-1], "")),
    "M": lambda _: (_Writer.nothing, None), "BT": lambda _: (_Writer.nothing, None),
    "ET": lambda _: (_Writer.nothing, None),
    "Tf": lambda o: (_Writer.font_is, (o[-2].strip("\x00"), o[-1])),
    "Tm": lambda o: (_Writer.place, (o[-2], o[-1])),
    "Tj": lambda o: (_Writer.show, _decoded(o[-1][1:-1])),
    "TJ": lambda o: (_Writer.show_kerned, _kerned(o[-1])),
}


# -- glyphs ---------------------------------------------------------------------------------------
_WEIGHTS = {weight: chr(ord("a") + n) for n, weight in enumerate(fonts.WEIGHTS)}
_glyph_tables: dict[str, dict[str, tuple[str, str, int | float, int]]] = {}


def _glyph_table(weight: str) -> dict[str, tuple[str, str, int | float, int]]:
    """By character: its glyph's `<use>` with its x left open and without one ("" for a blank
    glyph), its advance width and its glyph."""
    table = _glyph_tables.get(weight)
    if table is None:
        table = _glyph_tables[weight] = {}
    return table


def _glyph_of(weight: str, char: str) -> tuple[str, str, int | float, int]:
    face = fonts.get(weight).face
    code = ord(char)
    glyph = face.charToGlyph.get(code, 0)  # (a character the font lacks: its missing glyph, as in the PDF)
    width = face.charWidths.get(code, face.defaultWidth)
    if width == int(width):
        width = int(width)
    use = f'<use href="#{_glyph_id(weight, glyph)}"' if glyphs.outline(weight, glyph) else ""
    found = (f'{use} x="' if use else "", f"{use}/>" if use else "", width, glyph)
    _glyph_table(weight)[char] = found
    return found


def _kerned(array: str) -> tuple:
    """A TJ array's strings and numbers as `kerning.segments` gives them: a number moves the next
    string left, an adjustment moves it right."""
    out = []
    for token in _ARRAY_ITEM.findall(array, 1, len(array) - 1):
        if token[0] == "(":
            out.append(_decoded(token[1:-1]))
        elif "." not in token and len(token) < 16:  # (a whole number, as kerning gives: exact either way)
            out.append(-int(token))
        else:
            number = -float(token)
            out.append(int(number) if number == int(number) else number)
    return tuple(out)


_ARRAY_ITEM = re.compile(r"\((?:\\.|[^\\)])*\)|[-+.0-9]+", re.DOTALL)


def _defs(used: dict[str, set[str]]) -> str:
    """The outlines of the glyphs the characters `used` (by weight) show, each once, in order."""
    out = []
    for weight in _WEIGHTS:
        chars = used.get(weight)
        if not chars:
            continue
        table = _glyph_table(weight)
        for glyph in sorted({(table.get(char) or _glyph_of(weight, char))[3] for char in chars}):
            out.append(_glyph_def(weight, glyph))
    return "".join(out)


@lru_cache(maxsize=4096)
def _glyph_def(weight: str, glyph: int) -> str:
    outline = glyphs.outline(weight, glyph)
    return f'<path id="{_glyph_id(weight, glyph)}" d="{outline}"/>' if outline else ""


_DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"


def _glyph_id(weight: str, glyph: int) -> str:
    """A glyph's id: its weight's letter and its number in base 36 (one character less on most of
    the many `<use>`s); letters and digits only, so no clip path's id (which has a "_") is one, and
    no painted path's (an "S" first)."""
    return _WEIGHTS[weight] + _base36(glyph)


def _base36(number: int) -> str:
    digits = _DIGITS[number % 36]
    while number >= 36:
        number //= 36
        digits = _DIGITS[number % 36] + digits
    return digits
