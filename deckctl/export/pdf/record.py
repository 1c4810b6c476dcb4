"""What drawing a card leaves for its PDF document to fill in, and the playing of it into one.

A page's operators depend on the rest of its document in three places only: the codes of a text
in its font's subset (a character gets its code when the document first draws it in that
weight), the font's resource name (given when the document first uses the weight), and the name
of a form (shared parts and art, named in the order they are first used). Everything else a card
draws is the same wherever and whenever it is drawn.

So cards are drawn onto a `recorder`, a reportlab canvas whose own document is thrown away, and
those three leave records among the operators (a text, `Part`, `ArtPlaced`; the record types are in
`base.py`, which the drawing modules share). `play` then writes a page's operators into the real
document and fills the records in there, in page order. Pages drawn apart, on several processes,
thus give byte for byte the PDF that drawing them one after another gives (see `pages.py`).
"""

from __future__ import annotations

import io
from functools import cache

from deckctl.export.pdf import fonts, kerning
from deckctl.export.pdf.base import Part, PartProblems, RecordedPart

# A text object left to the document (`text`) is a plain tuple, as a record must cost little (a
# large deck has hundreds of thousands of texts): (weight, size, head, runs), runs being the
# placing operator and the text of each line, one after the other. One written at once leaves its
# font's name between two FONT marks (a character no operator and no escaped text contains).
TEXT = tuple
FONT = "\x00"


def recorder(page_size: tuple[float, float], cmyk: bool, art_state):
    """A canvas to draw cards on for `play` (its document is never written)."""
    canvas = _recorder_class()(io.BytesIO(), pagesize=page_size, invariant=1)
    canvas._deckctl_cmyk = cmyk  # draw.colour_op: the palette's CMYK values instead of RGB
    canvas._deckctl_art = art_state  # the deck's art, as `art.begin` made it ready (only read here)
    canvas._deckctl_parts = {}  # key -> RecordedPart, for the parts this recorder drew
    canvas._deckctl_places = {}  # (x, y) -> a line's placing operator (`text`)
    canvas._deckctl_heads = {}  # fill colour -> a text object's first operators
    canvas._deckctl_lines = False  # True: texts left as their lines (`text`), for a picture's SVG
    return canvas


@cache
def _recorder_class():
    """reportlab's canvas, but a circle drawn again at the same place and size is not worked out
    again: its operators (a path of four curves and its painting, seven strings: what reportlab
    writes, byte for byte) are kept. A deck draws its dice's pips, dots and badges over and over,
    each costing reportlab about 10 us to compute and format."""
    from reportlab.pdfgen.canvas import Canvas

    class Recorder(Canvas):
        def circle(self, x_cen, y_cen, r, stroke=1, fill=0):
            key = (x_cen, y_cen, r, stroke, fill, self._fillMode)
            code = _circles.get(key)
            if code is None:
                start = len(self._code)
                super().circle(x_cen, y_cen, r, stroke, fill)
                if len(_circles) >= _CIRCLES_KEPT:
                    _circles.clear()
                code = _circles[key] = tuple(self._code[start:])
            else:
                self._code += code

    return Recorder


_circles: dict[tuple, tuple[str, ...]] = {}  # (centre, radius, painting) -> a circle's operators
_CIRCLES_KEPT = 4096


def text(canvas, weight: str, size: float, head: str, runs) -> None:
    """Record a text object: `runs` are its lines, (x, y, text) in pt; `head` is "BT" and the fill
    colour's operator. Text whose characters have the same codes in every document (`_ascii`) is
    written at once, but for its font's name, which is left for `play`; other text becomes a TEXT
    tuple. On a canvas whose texts become SVG (`vector.py`, `_deckctl_lines`), every text is left
    as (weight, size, head, runs) with its runs as given: the SVG sets each line's glyphs itself,
    so writing them as a PDF string only to read it back would be work for nothing."""
    if canvas._deckctl_lines:
        canvas._code.append((weight, size, head, runs))
        return
    places = canvas._deckctl_places
    fixed, escape = _ascii(weight)
    shown_lines = _shown_lines(weight)
    out = [head]
    for x, y, value in runs:
        place = places.get((x, y)) or _place(places, x, y)
        if not value or not fixed.issuperset(value):
            canvas._code.append((weight, size, head, _placed(places, runs)))
            return
        shown = shown_lines.get(value)
        if shown is None:
            if len(shown_lines) >= _LINES_KEPT:
                shown_lines.clear()
            shown = shown_lines[value] = _shown(kerning.segments(value, weight), escape)
        if len(out) == 1:  # the first line sets the font; the next ones are only placed and shown
            out.append(f"{place} {FONT}{weight}{FONT} {size:.2f} Tf {shown}")
        else:
            out.append(f"{place} {shown}")
    out.append("ET")
    canvas._code.append(" ".join(out))


def _shown(segments: list, escape: dict[int, str]) -> str:
    """The operator showing a line cut by `kerning.segments`: `(text) Tj`, or for a kerned line a
    TJ array with each adjustment between its pieces (TJ moves the next glyph left by its numbers,
    in thousandths of an em: the kerning with its sign turned)."""
    if len(segments) == 1:
        return f"({segments[0].translate(escape)}) Tj"
    return "[" + " ".join(f"({piece.translate(escape)})" if type(piece) is str else str(-piece)
                          for piece in segments) + "] TJ"


@cache
def _shown_lines(weight: str) -> dict[str, str]:
    """The operator showing each line written at once so far in a weight (`_shown`): the same in
    every document, and a deck prints many lines over and over (its answers, its labels' words).
    Bounded: emptied when it holds `_LINES_KEPT`."""
    return {}


_LINES_KEPT = 16384


def _placed(places: dict, runs) -> list:
    """A TEXT tuple's runs: each line's placing operator, then its text."""
    placed = []
    for x, y, value in runs:
        placed += (places.get((x, y)) or _place(places, x, y), value)
    return placed


def _place(places: dict, x: float, y: float) -> str:
    """A line's placing operator. Lines start at few distinct places (the same rows on every card
    of a sheet), so each is formatted once."""
    place = places[(x, y)] = f"1 0 0 1 {x:.2f} {y:.2f} Tm"
    return place


@cache
def _ascii(weight: str) -> tuple[frozenset[str], dict[int, str]]:
    """The characters a weight's first subset gives their own code in any document before it draws
    anything (the printable ASCII the font has, its subsets being "ASCII readable", reportlab's
    default: asked of reportlab's own starting state, so a change there changes this too), and
    each as `escapePDF` writes its code in a PDF string (every one mapped, to itself too:
    `str.translate` is slower on characters it does not find)."""
    from reportlab.lib.rl_accel import escapePDF
    from reportlab.pdfbase.ttfonts import TTFont

    font = fonts.get(weight)
    start = TTFont.State(font._asciiReadable, font)
    fixed = frozenset(chr(n) for n, code in start.assignments.items() if n == code and 0 < n < 128)
    return fixed, {ord(char): escapePDF(char.encode("ascii")) for char in fixed}


def play(canvas, code: list, parts: dict[str, RecordedPart]) -> None:
    """Write recorded operators into `canvas`'s current page (or form)."""
    for entry in code:
        kind = type(entry)
        if kind is str:
            canvas._code.append(_font_named(canvas, entry) if FONT in entry else entry)
        elif kind is TEXT:
            write_text(canvas, *entry)
        elif kind is Part:
            _place_part(canvas, entry, parts)
        else:  # an ArtPlaced: the document's art (`art.begin` left it on the canvas) draws it
            canvas._deckctl_art.place(canvas, entry)


def _font_named(canvas, code: str) -> str:
    """`code` with each weight between FONT marks replaced by its first subset's name in this
    document (a weight gets its name when first used, so in the order the marks come)."""
    pieces = code.split(FONT)
    pieces[1::2] = [_encoder(canvas, weight)[1](0) for weight in pieces[1::2]]
    return "".join(pieces)


def problems_of(problems: list, parts: dict[str, RecordedPart], reported: set) -> list:
    """A card's problems with each `PartProblems` replaced by its part's, the first time only."""
    out = []
    for problem in problems:
        if type(problem) is PartProblems:
            if problem.key not in reported:
                reported.add(problem.key)
                out += problems_of(parts[problem.key].problems, parts, reported)
        else:
            out.append(problem)
    return out


def _place_part(canvas, entry: Part, parts: dict[str, RecordedPart]) -> None:
    """A part is made a form where it is first used, and only placed after that: bands, dice, tints
    and icons then cost one operator per card instead of hundreds."""
    forms = canvas.__dict__.setdefault("_deckctl_forms", {})
    name = forms.get(entry.key)
    if name is None:
        name = forms[entry.key] = f"part{len(forms)}"
        part = parts[entry.key]
        canvas.beginForm(name, *part.box)
        play(canvas, part.code, parts)
        canvas.endForm()
    # What saveState, translate, doForm and restoreState would write, without the four calls'
    # bookkeeping (the graphics state is the same before and after); a sheet's slots recur on
    # every sheet, so each slot's operators are formatted once.
    placed = canvas.__dict__.setdefault("_deckctl_placed", {})
    code = placed.get((name, entry.ox, entry.oy))
    if code is None:
        from reportlab.lib.rl_accel import fp_str
        from reportlab.pdfbase.pdfdoc import xObjectName

        code = f"q\n{fp_str(1, 0, 0, 1, entry.ox, entry.oy)} cm\n/{xObjectName(name)} Do\nQ"
        placed[(name, entry.ox, entry.oy)] = code
    canvas._code.append(code)
    canvas._formsinuse.append(name)


def write_text(canvas, weight: str, size: float, head: str, runs) -> None:
    """A recorded text as one PDF text object: the operators reportlab's text objects write for an
    embedded TrueType subset, without building a Python text object per line."""
    encode, subset_name = _encoder(canvas, weight)
    out = [head]
    current = None
    for place, value in zip(runs[::2], runs[1::2]):
        segments = kerning.segments(value, weight)
        pieces = encode(value) if len(segments) == 1 else None
        if pieces is not None and len(pieces) == 1 and pieces[0][0] == current:
            out.append(f"{place} ({pieces[0][1]}) Tj")  # (most lines: one piece, in the font already set)
            continue
        out.append(place)
        shown: list[str] = []  # the strings and adjustments shown in the current subset
        for segment in segments:
            if type(segment) is not str:
                shown.append(str(-segment))
                continue
            for subset, chunk in pieces if pieces is not None else encode(segment):
                if subset != current:  # (a font is set between text arrays, not in one)
                    _show(out, shown)
                    out.append(f"{subset_name(subset)} {size:.2f} Tf")
                    current = subset
                shown.append(f"({chunk})")
        _show(out, shown)
    out.append("ET")
    canvas._code.append(" ".join(out))


def _show(out: list[str], shown: list[str]) -> None:
    """Write the strings and adjustments gathered in `shown` as one operator, and empty it."""
    if len(shown) == 1 and shown[0][0] == "(":
        out.append(f"{shown[0]} Tj")
    elif shown:
        out.append(f"[{' '.join(shown)}] TJ")
    shown.clear()


def _encoder(canvas, weight: str):
    """(encode, subset name) for a weight in this document. `encode` gives a text's (subset,
    chunk) pieces, each chunk its codes in that subset escaped for a PDF string: `font.splitString`
    and `escapePDF`, with a fast path for text whose characters all have their code in the first
    subset already (nearly all text after the first few cards), which one `str.translate` turns
    into the escaped codes."""
    encoders = canvas.__dict__.get("_deckctl_encoders")
    if encoders is None:
        encoders = canvas._deckctl_encoders = {}
    found = encoders.get(weight)
    if found is not None:
        return found
    from reportlab.lib.rl_accel import escapePDF

    font = fonts.get(weight)
    doc = canvas._doc
    escaped: dict[int, str] = {}  # a character with a code in the first subset: that code, escaped
    known: set[str] = set()
    names: dict[int, str] = {}

    def encode(value: str):
        if known.issuperset(value):
            return ((0, value.translate(escaped)),)
        pieces = font.splitString(value, doc)
        assignments = font.state[doc].assignments
        for char in set(value):
            code = assignments.get(ord(char))
            if code is not None and code < 256:
                escaped[ord(char)] = escapePDF(bytes((code,)))  # (escapePDF escapes byte by byte)
                known.add(char)
        return [(subset, escapePDF(chunk)) for subset, chunk in pieces]

    def subset_name(subset: int) -> str:
        name = names.get(subset)
        if name is None:
            name = names[subset] = font.getSubsetInternalName(subset, doc)
        return name

    encoders[weight] = (encode, subset_name)
    return encoders[weight]
