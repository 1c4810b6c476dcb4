"""The drawing surface a face draws one card side on, in millimetres from the card's top-left.

A face never sees reportlab: it calls these methods, which draw on a page when the context holds a
canvas and only measure when it does not. Fitting therefore runs the very same code whether it
writes a PDF or only checks that every text fits (`fit.check_fit`).
"""

from __future__ import annotations

from functools import lru_cache

from deckctl.core.quoted import shortened
from deckctl.export.pdf import fonts, linebreak, record, text, theme, typography
from deckctl.export.pdf.base import LABEL, MM, Item, Part, PartProblems, Problem, RecordedPart
from deckctl.i18n.printed import PrintedLabel, deck_labels

# pt: body text and labels are never set smaller; a text that does not fit at this size is an
# error. (`text.MIN_READABLE`, the floor of fitting itself, is below it: only the proofing tag,
# which no retail card carries, is set smaller.)
MIN_BODY = 7.0


@lru_cache(maxsize=512)
def colour_op(colour, cmyk: bool, stroke: bool = False) -> str:
    """The PDF operator setting the fill (or stroke) colour: RGB for the default export, the
    palette's own CMYK values for PDF/X (see theme.py)."""
    if cmyk:
        values, op = [v / 100 for v in theme.as_colour(colour).cmyk], "k"
    else:
        values, op = theme.hex_rgb(colour), "rg"
    return " ".join(f"{v:.4g}" for v in values) + " " + (op.upper() if stroke else op)


def prints_cmyk(canvas) -> bool:
    """Whether this document is drawn in CMYK (set by `document.export_pdf` for PDF/X)."""
    return canvas.__dict__.get("_deckctl_cmyk", False)


class CardContext:
    """One side of one card. `canvas=None` measures without drawing."""

    def __init__(self, canvas, origin_pt: tuple[float, float], size_mm: tuple[float, float],
                 bleed_mm: float, language: str, deck, item: Item, side: str, proof: bool = False,
                 growth=None, measured: set | None = None):
        self.canvas = canvas
        self.ox, self.oy = origin_pt  # page position of the trim box's lower-left corner, in pt
        self.w, self.h = size_mm
        self.bleed = bleed_mm
        self.language = language
        self.labels = deck_labels(deck, language)  # the fixed words faces print, in this language
        self.deck = deck
        self.item = item
        self.side = side
        self.proof = proof  # a proofing round: the footer names deck, card, version (and date)
        self.growth = growth  # the deck's `growth.Growth`: how far short texts grow (None: each on its own)
        self.problems: list[Problem] = []  # (and `PartProblems` where a shared part's go)
        # Measuring a deck (no canvas): the keys of `static` parts already measured on one of its cards.
        self.measured = measured
        # Type sizes scale with the card; 1.0 for a poker card (63 x 88 mm).
        self.scale = min(self.w / 63.0, self.h / 88.0)
        self._left: frozenset[str] | None = None  # this card's texts its translation left as written

    def text_language(self, value: str) -> str:
        """The language `value` is typeset in: the card's, but the deck's own for a text that the
        translation left in it (`Deck.untranslated`: missing or fuzzy, printed as written), so an
        English text in a German edition is broken and hyphenated as English, as the English
        edition sets it and lint's `text-fits` checked it, not by German rules and patterns."""
        left = self._left
        if left is None:
            left = self._left = _left_as_written(self.deck, self.item)
        if left and value in left:
            manifest = getattr(self.deck, "manifest", None)
            return getattr(manifest, "language", None) or self.language
        return self.language

    # -- geometry ---------------------------------------------------------------------------
    def _x(self, x: float) -> float:
        return self.ox + x * MM

    def _y(self, y: float) -> float:
        return self.oy + (self.h - y) * MM

    def pt(self, size: float) -> float:
        """A type size for a poker card, scaled to this card, and never below `MIN_BODY`."""
        return max(MIN_BODY, round(size * self.scale * 4) / 4)

    # -- shapes -----------------------------------------------------------------------------
    def _paint(self, fill, stroke, width):
        c = self.canvas
        if fill:
            c._code.append(colour_op(fill, prints_cmyk(c)))
        if stroke:
            c._code.append(colour_op(stroke, prints_cmyk(c), stroke=True))
            c.setLineWidth(width)
        return (1 if stroke else 0), (1 if fill else 0)

    def rect(self, x, y, w, h, fill=None, stroke=None, width=0.6, radius=0.0) -> None:
        if self.canvas is None:
            return
        s, f = self._paint(fill, stroke, width)
        if radius:
            self.canvas.roundRect(self._x(x), self._y(y + h), w * MM, h * MM, radius * MM, stroke=s, fill=f)
        else:
            self.canvas.rect(self._x(x), self._y(y + h), w * MM, h * MM, stroke=s, fill=f)

    def background(self, colour: str) -> None:
        """Fill the whole card, bleed included."""
        b = self.bleed
        self.rect(-b, -b, self.w + 2 * b, self.h + 2 * b, fill=colour)

    def band(self, y, h, colour, top_bleed: bool = False, bottom_bleed: bool = False) -> None:
        """A full-width band, running into the side bleed (and the top/bottom bleed if asked)."""
        b = self.bleed
        y0 = y - b if top_bleed else y
        y1 = y + h + (b if bottom_bleed else 0)
        self.rect(-b, y0, self.w + 2 * b, y1 - y0, fill=colour)

    def pictured(self, value: str, x: float, y: float, w: float, h: float) -> None:
        """A text the face shows as a picture in the box (a die's pips for its number): nothing
        is drawn here; a context that notes the texts set (pictures._Noting) notes it too, so that
        a picture's alternative text reads it."""

    def circle(self, cx, cy, r, fill=None, stroke=None, width=0.6) -> None:
        if self.canvas is None:
            return
        s, f = self._paint(fill, stroke, width)
        self.canvas.circle(self._x(cx), self._y(cy), r * MM, stroke=s, fill=f)

    def line(self, x1, y1, x2, y2, colour=theme.RULE, width=0.5, dash=None) -> None:
        if self.canvas is None:
            return
        c = self.canvas
        c._code.append(colour_op(colour, prints_cmyk(c), stroke=True))
        c.setLineWidth(width)
        if dash:
            c.setDash(dash)
        c.line(self._x(x1), self._y(y1), self._x(x2), self._y(y2))
        if dash:
            c.setDash()

    def polygon(self, points, fill=None, stroke=None, width=0.6) -> None:
        if self.canvas is None:
            return
        s, f = self._paint(fill, stroke, width)
        path = self.canvas.beginPath()
        (x0, y0), *rest = points
        path.moveTo(self._x(x0), self._y(y0))
        for x, y in rest:
            path.lineTo(self._x(x), self._y(y))
        path.close()
        self.canvas.drawPath(path, stroke=s, fill=f)

    # -- shared parts -------------------------------------------------------------------------
    def static(self, key: str, draw) -> None:
        """Draw what `draw(ctx)` draws, which must be the same on every card sharing `key`.

        On a page it is drawn once per process (a `Part`; the document makes it a form
        where it is first used) and only placed on later cards: bands, dice, tints and icons then
        cost one operator per card instead of hundreds. Its problems are reported on the
        document's first card that draws it (`PartProblems`). Measuring runs
        `draw`, so labels inside it are still checked: once per deck when the context shares a
        `measured` set with the deck's other cards (what it finds is then reported on the first
        card, as the export reports it).
        """
        c = self.canvas
        if c is None:
            if self.growth and self.growth.measuring:  # (no text grows in a static part)
                return
            if self.measured is not None:  # measured once per deck, as a PDF draws it once
                if key in self.measured:
                    return
                self.measured.add(key)
            draw(self)
            return
        parts = c._deckctl_parts
        if key not in parts:  # drawn once here; `record.play` makes it a form where it is first used
            b = self.bleed * MM
            outer, c._code = c._code, []
            sub = CardContext(c, (0.0, 0.0), (self.w, self.h), self.bleed, self.language, self.deck,
                              self.item, self.side, self.proof, self.growth)
            draw(sub)
            parts[key] = RecordedPart((-b, -b, self.w * MM + b, self.h * MM + b), c._code, sub.problems)
            c._code = outer
            self.problems.append(PartProblems(key))
        c._code.append(Part(key, self.ox, self.oy))

    # -- text -------------------------------------------------------------------------------
    def _check_glyphs(self, value: str, weight: str, field_path) -> bool:
        missing = fonts.unsupported(value, weight)
        if missing:
            shown = ", ".join(f"`{ch}` (U+{ord(ch):04X})" for ch in missing)
            self.problems.append(Problem(
                tuple(field_path or ()), "unsupported-character",
                f"the card font cannot draw {shown}",
                "replace the character, or spell it out in letters the font has "
                "(Latin, Greek and Cyrillic are covered)"))
            return False
        return True

    def label(self, value: str, x: float, y: float, size: float, weight: str = "bold",
              colour: str = theme.INK, align: str = "left", max_width: float | None = None,
              field_path: tuple | None = None, min_size: float = MIN_BODY) -> float:
        """One line with its baseline at `y`; shrunk to `max_width` mm if given. Returns the size."""
        field_path = field_path or label_path(value)
        value = typography.typographic(text.one_line(value), self.text_language(value))  # line breaks become spaces
        self._check_glyphs(value, weight, field_path)
        width = text.line_width(value, weight, size)
        if max_width is not None and width > max_width * MM:
            size = max(min_size, size * max_width * MM / width)
            width = text.line_width(value, weight, size)
            if width > max_width * MM + 0.01:
                self._overflow(field_path, value, size, "its line")
        if self.canvas is not None:
            self._draw_line(value, x * MM, y, size, weight, colour, align, width)
        return size

    def _draw_line(self, value, x_pt, y_mm, size, weight, colour, align, width) -> None:
        px = self.ox + x_pt
        if align == "center":
            px -= width / 2
        elif align == "right":
            px -= width
        emit_text(self.canvas, weight, size, colour, ((px, self._y(y_mm), value),))

    def measure(self, value: str, w: float, h: float, size: float, weight: str = "regular",
                min_size: float = MIN_BODY, leading: float = 1.2, grow: float = 1.0,
                hyphenate: bool = True) -> text.Fit:
        """How `value` would be set in a `w` x `h` mm box (nothing drawn, nothing reported)."""
        language = self.text_language(value)
        return text.fit(typography.typographic(value, language), w * MM, h * MM, size, min_size, weight,
                        leading, grow=grow, language=language, hyphenate=hyphenate)

    def fitted_size(self, value: str, w: float, h: float, size: float, weight: str = "regular",
                    min_size: float = MIN_BODY, leading: float = 1.2, grow: float = 1.0,
                    hyphenate: bool = True) -> float | None:
        """The size `measure` finds, or None when `value` does not fit: without its lines where they
        are not needed to know that (`text.fitted_size`)."""
        language = self.text_language(value)
        return text.fitted_size(typography.typographic(value, language), w * MM, h * MM, size, min_size, weight,
                                leading, grow, language, hyphenate)

    def text_box(self, value: str, x: float, y: float, w: float, h: float, size: float,
                 weight: str = "regular", colour: str = theme.INK, align: str = "left",
                 valign: str = "top", field_path: tuple | None = None,
                 min_size: float = MIN_BODY, leading: float = 1.2, grow: float = 1.0,
                 hyphenate: bool | None = None) -> text.Fit:
        """Wrap and shrink `value` into the box; what still does not fit is reported, not clipped.
        A short text grows, up to `size * grow`, as far as the deck's texts of its kind do
        (`growth`). Straight quotes print as the language's own (`typography`). Lines are typeset
        for the card's language (`linebreak`); `hyphenate` says whether words may be hyphenated,
        by default all but an answer's (`hyphenates`), a centred text's as display text
        (`linebreak.CENTRED`)."""
        field_path = field_path or label_path(value)
        language = self.text_language(value)
        value = typography.typographic(value, language)
        if hyphenate is None:
            hyphenate = hyphenates(field_path)
            if hyphenate and align == "center":  # (ragged on both sides: hyphenated only where needed)
                hyphenate = linebreak.CENTRED
        growth = self.growth
        if growth is not None and growth.measuring:  # only how far it could grow, nothing else
            if grow > 1:
                growth.record((self.side, size, weight), text.reach(value, w * MM, h * MM, size, weight, leading, grow,
                                                                    language, hyphenate))
            return text.Fit(size, (), 0.0, True, 0.0)
        self._check_glyphs(value, weight, field_path)
        if grow > 1 and growth is not None:
            grow = growth.factor((self.side, size, weight), grow)
        result = text.fit(value, w * MM, h * MM, size, min_size, weight, leading, 0, grow, language, hyphenate)
        if not result.ok:
            self._overflow(field_path, value, result.size, f"a {w:.0f} x {h:.0f} mm box", result)
        if self.canvas is not None:
            top = y * MM
            if valign == "middle":
                top += max(0.0, (h * MM - result.needed) / 2)
            elif valign == "bottom":
                top += max(0.0, h * MM - result.needed)
            baseline = top + result.size * text.ASCENT
            left = self.ox + x * MM
            runs = []
            for line in result.lines:
                if align == "left":
                    lx = left
                else:
                    width = text.line_width(line, weight, result.size)
                    lx = left + (w * MM - width) / (2 if align == "center" else 1)
                runs.append((lx, self.oy + self.h * MM - baseline, line))
                baseline += result.leading
            emit_text(self.canvas, weight, result.size, colour, runs)
        return result

    def _overflow(self, field_path, value, size, where, result=None) -> None:
        detail = ""
        if result is not None and result.needed != float("inf"):
            detail = f" (needs {result.needed / MM:.1f} mm of height)"
        elif result is not None:
            detail = " (one word is wider than the box)"
        self.problems.append(Problem(
            tuple(field_path or ()), "text-overflow",
            f"text does not fit in {where} even at {size:g} pt{detail}: \"{shortened(value, 40)}\"",
            "shorten the text (or choose a larger card size)"))


# The deck texts a translation left as written, by card id (`_left_as_written`), for the last
# `Deck.untranslated` asked about: (that mapping, card id -> its field paths).
_untranslated_paths: list = [None, {}]


def _left_as_written(deck, item: Item) -> frozenset[str]:
    """The texts of `item`'s card that its deck's translation left in the deck's own language
    (`Deck.untranslated`), as the card holds them; empty for a deck in its own language."""
    untranslated = getattr(deck, "untranslated", None)
    if not untranslated:
        return frozenset()
    if _untranslated_paths[0] is not untranslated:
        by_card: dict[str, list[tuple]] = {}
        for card_id, path in untranslated:
            by_card.setdefault(card_id, []).append(path)
        _untranslated_paths[:] = [untranslated, by_card]
    found = []
    for path in _untranslated_paths[1].get(item.key, ()):
        value = item.card
        for step in path:
            if isinstance(step, int):
                value = value[step] if isinstance(value, (list, tuple)) and -len(value) <= step < len(value) else None
            elif isinstance(value, dict):
                value = value.get(step)
            else:
                value = getattr(value, step, None)
            if value is None:
                break
        if isinstance(value, str):
            found.append(value)
    return frozenset(found)


def hyphenates(field_path) -> bool:
    """Whether a text's words may be hyphenated, by its role: an answer's never are (a player
    reads it out, or checks a guess against it, as written); every other text's may be."""
    return not field_path or field_path[-1] != "answer"


def label_path(value: str) -> tuple | None:
    """The field path of a printed label (a `PrintedLabel`), else None."""
    return (LABEL, value.key) if isinstance(value, PrintedLabel) else None


def emit_text(canvas, weight: str, size: float, colour: str | None, runs) -> None:
    """Text runs ((x, y, text) in pt, baselines) as one text object (`record.text`)."""
    heads = canvas._deckctl_heads
    head = heads.get(colour)
    if head is None:
        head = heads[colour] = "BT" if colour is None else "BT " + colour_op(colour, prints_cmyk(canvas))
    record.text(canvas, weight, size, head, runs)
