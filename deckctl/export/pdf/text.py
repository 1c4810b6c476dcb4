"""Text fitting: wrap a text into a box and shrink it, by a few coarse steps, down to a minimum size.

Everything here measures with the font's own advance widths and never touches a canvas, so the
lint and translation stages can check every text of every language without writing a PDF.
Widths are measured once per word at 1 pt and scaled, which keeps fitting a whole deck cheap.
"""

from __future__ import annotations

import math
import re
from functools import lru_cache
from typing import NamedTuple

from deckctl.export.pdf import fonts, hyphenation, kerning, linebreak
from deckctl.export.pdf.growth import STEPS, step_size

# Vertical metrics, as fractions of the font size (Fira Sans: ascender 0.935, descender 0.265).
ASCENT = 0.78  # from the top of a line box to the first baseline (cap height plus a little air)
DESCENT = 0.24  # below the last baseline
MIN_READABLE = 6.0  # pt: nothing on a card is set smaller than this
# A text too long for its box shrinks to the largest of a few steps below its designed size:
# nine, eight, seven... tenths of it, each to the quarter point below, then the smallest size.
# (Every text shrinking to its own size, in quarter points, set a deck's texts of one kind in
# half a dozen sizes; so they come in a handful, as a typesetter sets them.)
SHRINK_TENTHS = (9, 8, 7, 6, 5, 4, 3, 2, 1)
SHRINK_GAP = 0.5  # pt: a step closer than this above the smallest size is left out (no one tells them apart)

# Unicode line and paragraph separators break lines like a newline; tabs and stray CRs are spaces.
_BREAKS = str.maketrans({"\u2028": "\n", "\u2029": "\n", "\t": " ", "\r": " "})

# A line may break at spaces, and after a hyphen, a slash or a soft hyphen inside a word. A soft
# hyphen (U+00AD, common in long German compounds) is invisible unless a line breaks at it, where
# it is drawn as a hyphen.
SOFT_HYPHEN = "\u00ad"
# No-break spaces (U+00A0, U+2007, U+202F: French "Quoi ?", German "z. B.") join words.
_WORDS = re.compile(r"(?:[^\s]|[\u00a0\u2007\u202f])+")
_PIECES = re.compile(r"[^-/\u00ad]*[-/\u00ad]|[^-/\u00ad]+")


class Fit(NamedTuple):
    """How a text was set: its size, its lines, and whether that fits the box. (A named tuple:
    made for every text of every card, three times faster than a frozen dataclass.)"""

    size: float
    lines: tuple[str, ...]
    leading: float  # baseline to baseline, in pt
    ok: bool
    needed: float  # height the lines need, in pt


@lru_cache(maxsize=65536)
def unit_width(word: str, weight: str) -> float:
    """The width of `word` at 1 pt, kerned as it is drawn (`kerning`)."""
    return _string_width(word, weight)


def _string_width(text: str, weight: str) -> float:
    """`unit_width` of a text measured once, so not kept (it would push out the words)."""
    width = fonts.string_width(text, weight)
    kern = kerning.adjustment(text, weight)
    return width + 0.001 * kern if kern else width


@lru_cache(maxsize=16)
def _known_widths(weight: str) -> dict[str, float]:
    """Words measured so far in a weight, and their `unit_width`: looked up for every word of
    every text, so a plain dict (emptied by `forget_texts` with the other caches)."""
    return {}


def _word_widths(words: list[str], weight: str) -> list[float]:
    known = _known_widths(weight)
    widths = list(map(known.get, words))
    if None in widths:
        for i, width in enumerate(widths):
            if width is None:
                widths[i] = known[words[i]] = _string_width(words[i], weight)
    return widths


def text_height(lines: int, size: float, leading: float) -> float:
    if lines == 0:
        return 0.0
    return size * (ASCENT + DESCENT) + (lines - 1) * leading


def _has_no_break(text: str) -> bool:
    return "\u00a0" in text or "\u2007" in text or "\u202f" in text


class _Words(tuple):
    """A paragraph with no hyphen, slash or soft hyphen in it: (words, their widths at 1 pt).
    Nearly every paragraph is one, and wrapping it needs none of the pieces' flags."""


class _Layout(tuple):
    """What wrapping a text at any size needs, worked out once per text and weight:
    (paragraphs, ink, words). `paragraphs` are `_Words` or tuples of breakable pieces: (piece,
    starts a new word, width at 1 pt, ends at a soft hyphen); a piece that ends at a soft hyphen
    holds the text without it. `ink` is the width of all pieces at 1 pt, spaces left out: what the
    lines must hold (added up piece by piece in the text's order); `words` how many words there
    are, so that n lines hold at least `words - n` spaces too."""


@lru_cache(maxsize=32768)
def _layout(text: str, weight: str) -> _Layout:
    paragraphs: list = []
    ink = 0.0
    count = 0
    for paragraph in text.split("\n"):
        if "-" not in paragraph and "/" not in paragraph and SOFT_HYPHEN not in paragraph:
            # (without no-break spaces, which join words, `split` finds the same words as _WORDS)
            words = _WORDS.findall(paragraph) if _has_no_break(paragraph) else paragraph.split()
            widths = _word_widths(words, weight)
            ink = sum(widths, ink)  # (the fast path in `_plain_at_size` sums a first paragraph the same way)
            count += len(words)
            paragraphs.append(_Words((words, widths)))
            continue
        pieces: list[tuple[str, bool, float, bool]] = []
        for word in _WORDS.findall(paragraph):
            if "-" in word or "/" in word or SOFT_HYPHEN in word:
                first = True
                for part in _PIECES.findall(word):
                    soft = part.endswith(SOFT_HYPHEN)
                    part = part.replace(SOFT_HYPHEN, "")
                    if part:  # (a soft hyphen alone, or at a word's start, breaks nothing)
                        pieces.append((part, first, unit_width(part, weight), soft))
                        first = False
            else:
                pieces.append((word, True, unit_width(word, weight), False))
        _kern_joins(pieces, weight)
        count += sum(1 for piece in pieces if piece[1])
        for piece in pieces:
            ink += piece[2]
        paragraphs.append(tuple(pieces))
    return _Layout((tuple(paragraphs), ink, count))


def _kern_joins(pieces: list, weight: str) -> None:
    """Give each `_layout` piece that a word goes on after the kerning between it and the next
    (`kerning`): a line holding both is drawn with it, and measured as the sum of its pieces."""
    kern = kerning.pairs(weight)
    for i in range(len(pieces) - 1):
        after = pieces[i + 1]
        if not after[1]:
            piece = pieces[i]
            join = kern[piece[0][-1] + after[0][0]]
            if join:
                pieces[i] = (piece[0], piece[1], piece[2] + 0.001 * join, piece[3])


def forget_texts() -> None:
    """Drop what is kept of the texts laid out so far (their pieces, widths and fits): a run over
    many decks calls it between decks, so that memory holds one deck's texts, not the last tens of
    thousands of all of them."""
    for kept in _KEPT:
        kept.cache_clear()
    _typeset_sizes.clear()
    _designed.clear()
    _badly_broken.clear()
    _hyphenated.clear()
    _titles_parted.clear()


def wrap(text: str, weight: str, size: float, width: float) -> list[str] | None:
    """Greedy line breaking at `size` pt into `width` pt; None when one piece alone is too wide."""
    return _wrap(_layout(text, weight), weight, size, width)


def _wrap(layout: _Layout, weight: str, size: float, width: float) -> list[str] | None:
    limit = width / size + 1e-9
    space, hyphen = _space_and_hyphen(weight)
    lines: list[str] = []
    for pieces in layout[0]:
        if type(pieces) is _Words:
            if not _wrap_words(pieces[0], pieces[1], limit, space, lines):
                return None
            continue
        line: list[str] = []
        line_width = 0.0
        soft_end = False  # the line so far ends at a soft hyphen: a break there shows a hyphen
        for piece, new_word, piece_width, soft in pieces:
            # a piece ending at a soft hyphen keeps room for the hyphen a break after it draws
            need = piece_width + (hyphen if soft else 0.0)
            if need > limit:
                return None
            if not line:
                line, line_width, soft_end = [piece], piece_width, soft
                continue
            gap = space if new_word else 0.0
            if line_width + gap + need <= limit:
                if new_word:
                    line.append(" ")
                line.append(piece)
                line_width += gap + piece_width
                soft_end = soft
            else:
                lines.append("".join(line) + ("-" if soft_end and not new_word else ""))
                line, line_width, soft_end = [piece], piece_width, soft
        lines.append("".join(line))
    return lines


@lru_cache(maxsize=16)
def _space_and_hyphen(weight: str) -> tuple[float, float]:
    return unit_width(" ", weight), unit_width("-", weight)


def _wrap_words(words: list[str], widths: list[float], limit: float, space: float, lines: list[str]) -> bool:
    """`wrap` for a `_Words` paragraph: its lines appended to `lines`; False when one word alone
    is too wide."""
    if not words:
        lines.append("")
        return True
    line_width = widths[0]
    if line_width > limit:
        return False
    start = 0
    for i in range(1, len(words)):
        word_width = widths[i]
        if word_width > limit:
            return False
        if line_width + space + word_width <= limit:
            line_width += space + word_width
        else:
            lines.append(" ".join(words[start:i]))
            start, line_width = i, word_width
    lines.append(" ".join(words[start:]))
    return True


def fit(text: str, width: float, height: float, size: float, min_size: float = MIN_READABLE,
        weight: str = "regular", leading: float = 1.2, max_lines: int = 0, grow: float = 1.0,
        language: str | None = None, hyphenate: bool = True) -> Fit:
    """Set `text` in a `width` x `height` pt box at `size` pt, shrinking to `min_size` if needed.

    The result is the largest that fits of `size` and the few steps below it (`shrink_steps`: so a
    deck's long texts of one kind share a handful of sizes); when none does, the attempt at
    `min_size` with `ok=False` (its lines are still the best guess, for drawing a preview of the
    overflow).
    With `grow` above 1 a short text may also be set larger, at one of the `growth.STEPS` up to
    `size * grow`, if it then fills at most `GROWN_FILL` of the box, strands no word on a line
    its designed size does not need (`_strands`), and, typeset for a language, breaks no more
    lines at a hyphenation point than its designed size does (`_unhyphenated`) and needs no break
    that `linebreak` prices as bad which a smaller step avoids (`_calmest`).

    With a `language` the lines are typeset for it (`linebreak`): its no-break rules, even lines
    without widows, and, unless `hyphenate` is False (an answer), hyphenation. Without one, lines
    are filled greedily at spaces, hyphens, slashes and soft hyphens only.
    """
    if not text.isprintable() and ("\u2028" in text or "\u2029" in text or "\t" in text or "\r" in text):
        text = text.translate(_BREAKS)  # (a text with none of these is printable, nearly always)
    min_size = max(min_size, MIN_READABLE) if min_size else MIN_READABLE
    width, height = _rounded(width), _rounded(height)
    if grow > 1:
        best = _best_growth(text, width, height, size, weight, leading, max_lines, grow, language, hyphenate)
        if best is not None:
            return best
    if language is not None:
        return _typeset(text, width, height, size, min_size, weight, leading, max_lines, language, hyphenate)
    return _fit(text, width, height, size, min_size, weight, leading, max_lines)


@lru_cache(maxsize=16384)
def fitted_size(text: str, width: float, height: float, size: float, min_size: float = MIN_READABLE,
                weight: str = "regular", leading: float = 1.2, grow: float = 1.0, language: str | None = None,
                hyphenate: bool = True) -> float | None:
    """The size `fit` sets `text` at, or None when it does not fit: the same answer, but a text
    typeset for a language that certainly fits at its design size (`_fits_as_designed`, nearly
    every text) is not given its lines. For whatever only asks how large a text is set, such as
    lint or the size texts of one role share. (Kept: a role's texts are asked for their sizes,
    then each set at the one they share, which is nearly always its own; and a text `fit` has
    typeset already, as a drawing of the card has, is answered from that, `_typeset_sizes`.)"""
    if not text.isprintable() and ("\u2028" in text or "\u2029" in text or "\t" in text or "\r" in text):
        text = text.translate(_BREAKS)
    min_size = max(min_size, MIN_READABLE) if min_size else MIN_READABLE
    width, height = _rounded(width), _rounded(height)
    if grow > 1:
        best = _best_growth(text, width, height, size, weight, leading, 0, grow, language, hyphenate)
        if best is not None:
            return best.size
    if language is None:
        found = _fit(text, width, height, size, min_size, weight, leading, 0)
    elif (key := (text, width, height, size, min_size, weight, leading, 0, language, hyphenate)) in _typeset_sizes:
        # (the size `_typeset` set it at: where `_fits_as_designed` holds that is `size`, as
        # tests/pdf/test_fitted_size.py checks; a text it did not set, None)
        return _typeset_sizes[key]
    elif _fits_as_designed(text, width, height, size, weight, leading, language):
        return size
    else:
        found = _typeset(text, width, height, size, min_size, weight, leading, 0, language, hyphenate)
    return found.size if found.ok else None


@lru_cache(maxsize=256)
def shrink_steps(size: float, min_size: float) -> tuple[float, ...]:
    """The sizes a text designed at `size` pt is tried at, largest first: `size`, then nine, eight,
    seven... tenths of it (each to the quarter point at or below), then `min_size`; a step less than
    `SHRINK_GAP` above `min_size` is left out. Just `size` when that is no more than `min_size`."""
    if size <= min_size + 1e-9:
        return (size,)
    steps = [size]
    for tenths in SHRINK_TENTHS:
        step = math.floor(size * tenths / 10 * 4 + 1e-9) / 4
        if step < min_size + SHRINK_GAP - 1e-9:
            break
        if step < steps[-1]:
            steps.append(step)
    steps.append(min_size)
    return tuple(steps)


@lru_cache(maxsize=1024)
def _rounded(length: float) -> float:
    """A box's width or height to a thousandth of a point (boxes come in few sizes: kept)."""
    return round(length, 3)


GROWN_FILL = 0.8  # a grown text leaves a fifth of its box free: it grows into room, never to the edge


def reach(text: str, width: float, height: float, size: float, weight: str = "regular",
          leading: float = 1.2, grow: float = 1.0, language: str | None = None, hyphenate: bool = True) -> float:
    """The largest growth step (`growth.STEPS`, at most `grow`) at which `text` fits as `fit`
    would grow it, or 1.0 when none: all that deciding a deck's growth needs. Given as the size
    it is set at over `size`, which is the step's factor only to the quarter point the size is
    rounded to (`growth.step_size`: 14.25 / 11 for 1.3), so `growth` compares sizes, not factors."""
    if "\u2028" in text or "\u2029" in text or "\t" in text or "\r" in text:
        text = text.translate(_BREAKS)
    best = _best_growth(text, round(width, 3), round(height, 3), size, weight, leading, 0, grow, language, hyphenate)
    return best.size / size if best is not None else 1.0


_STEPS_UP = tuple(sorted(STEPS))


@lru_cache(maxsize=16384)
def _best_growth(text, width, height, size, weight, leading, max_lines, grow, language=None,
                 hyphenate=True) -> Fit | None:
    """The largest step `_grown` takes, if every smaller one takes it too (a text that cannot take
    one step is not grown further), and of those steps, leaving out any that hyphenates more lines
    than the designed size (`_unhyphenated`), the largest that strands no word on a line of its
    own (`_strands`) and, where one does, breaks no line badly (`_calmest`): the designed size
    where each of them would.

    Tried from the largest step down: nearly every text that takes the largest takes the smaller
    ones, and that can be known without wrapping at them. Greedy breaking sets no more lines in a
    wider measure, so a smaller step needs at most the lines the larger one got; what remains to
    check at it is arithmetic (`_takes_fewer`). Only when that cannot vouch for it are the steps
    wrapped one by one from the smallest, as they always were. (Typeset for a language, a step
    sets at most as many lines as the box has room for, and fewer when they cannot fit at all:
    the fewest lines, like greedy breaking, never grow in a wider measure, so the same holds.)

    Kept: a role's texts are asked for their sizes (`fitted_size`), then each is set (`fit`) at
    the growth it was asked at, which was decided afresh (the steps' lines and strands measured
    again) for every Wissens-Spektrum answer."""
    steps = _steps(size, grow)
    if not steps:
        return None
    # Most texts take no step, and most of those are told by `_grown`'s first test at the smallest
    # step (more lines than there is room for, even if no break wasted any width), which no larger
    # step passes either: its room is less and the text wider.
    small = steps[0]
    room = height * GROWN_FILL - small * (ASCENT + DESCENT)
    if room < 0 or _layout(text, weight)[1] * small > width * (1 + room // (small * leading)):
        return None
    if language is not None and _title_alone_parted(text, width, size, weight, language):
        parted = _parted_title_growth(text, width, height, size, weight, leading, max_lines, language, hyphenate, steps)
        if parted is not None:
            return parted
    designed: list[int] = []  # how many lines the designed size sets, once asked for
    at_size = (text, width, height, size, weight, leading, max_lines, language, hyphenate)

    def strands(grown: Fit) -> bool:
        return _strands(grown, designed, *at_size)

    def calm(grown: Fit) -> bool:
        return not strands(grown) and not _breaks_badly(grown, *at_size)

    for top in range(len(steps) - 1, -1, -1):
        grown = _grown(text, width, height, steps[top], weight, leading, max_lines, language, hyphenate)
        if grown is None:
            continue
        if top and not all(_takes_fewer(_layout(text, weight)[1], width, height, step, leading, len(grown.lines))
                           for step in steps[:top]):
            break
        # every step up to this one takes the text (vouched for)
        taken = [grown if step == steps[top] else _grown(text, width, height, step, weight, leading, max_lines,
                                                         language, hyphenate) for step in steps[:top + 1]]
        return _calmest(_unhyphenated(taken, at_size), strands, calm, at_size)
    taken = []
    for step in steps:
        grown = _grown(text, width, height, step, weight, leading, max_lines, language, hyphenate)
        if grown is None:
            break
        taken.append(grown)
    return _calmest(_unhyphenated(taken, at_size), strands, calm, at_size)


def _title_alone_parted(text, width, size, weight, language) -> bool:
    """Whether `text` may be a title alone (`linebreak.Paragraph.whole_title`) too wide for one
    line at its `size` and a step smaller: told by its few words and its width before its
    paragraph is made (which a text growth vouches for by filling its lines never needs)."""
    if "\n" in text or text.count(" ") > linebreak.TITLE_WORDS or _string_width(
            text.replace(SOFT_HYPHEN, ""), weight) * shrink_steps(size, MIN_READABLE)[WHOLE_TITLE_STEPS - 1] <= width:
        return False  # (more words than a title and a first word, or whole on one line: nearly every text)
    return any(paragraph.whole_title for paragraph in _paragraphs(text, weight, language, False))


def _parted_title_growth(text, width, height, size, weight, leading, max_lines, language, hyphenate,
                         steps) -> Fit | None:
    """For a title that is its whole text and is parted at its designed `size` (whole, it fits only
    more than a step smaller: `_typeset_afresh`), the largest of the growth `steps` up to which
    every step sets it parted (within `GROWN_FILL` of the box, in more lines than at its size only
    where no line is much shorter than the widest: `_uneven`);
    else None. Parted at its size, `Christopher` / `Columbus` grows as its neighbours do, and a
    title whole at its size never grows into parting (that is left to `_grown`, which keeps it)."""
    designed = _typeset(text, width, height, size, MIN_READABLE, weight, leading, max_lines, language, hyphenate)
    if not designed.ok or designed.size != size or len(designed.lines) < 2:
        return None
    best = None
    for step in steps:  # (smallest first: a step is taken only if every smaller one is)
        room = height * GROWN_FILL - step * (ASCENT + DESCENT)
        if room < 0:
            break
        room_lines = 1 + int(room // (step * leading))
        broken = _break_lines(text, weight, language, hyphenate, step, width, room_lines, True, True)
        if broken is None:
            break
        count = _line_count(broken)
        needed = text_height(count, step, step * leading)
        if needed > height * GROWN_FILL + 1e-6 or (max_lines and count > max_lines):
            break
        lines = _lines(broken)
        if count > len(designed.lines) and _uneven(lines, weight):
            break  # (more lines only where they are even: `Wolfgang` / `Amadeus` / `Mozart`)
        best = Fit(step, lines, step * leading, True, needed)
    return best


def _uneven(lines, weight: str) -> bool:
    """Whether a line of `lines` is shorter than `EVEN` of the widest (a word stranded, as
    `_strands` tells one)."""
    widths = [_string_width(line, weight) for line in lines]
    return min(widths) < EVEN * max(widths)


def _unhyphenated(taken: list, at_size) -> list:
    """`taken` with each step that breaks more lines at a hyphenation point than the designed
    size does (`_designed_hyphens`) left out (None): growth is a text using its room, and a step
    that needs words broken which the designed size keeps whole does not have the room."""
    if not any(_hyphens(grown, *at_size) for grown in taken):
        return taken
    most = _designed_hyphens(*at_size)
    return [grown if _hyphens(grown, *at_size) <= most else None for grown in taken]


def _hyphens(grown: Fit, *at_size) -> int:
    """How many of `grown`'s lines `_grown` ended at a hyphenation point (`_hyphenated`)."""
    text, width, height, _, weight, leading, max_lines, language, hyphenate = at_size
    return _hyphenated.get((text, width, height, grown.size, weight, leading, max_lines, language, hyphenate), 0)


def _designed_hyphens(text, width, height, size, weight, leading, max_lines, language, hyphenate) -> int:
    """How many lines `text` ends at a hyphenation point at its designed `size`, set as `fit` sets
    it there, in the whole box (`_typeset`'s first try: where its lines are filled as far as they
    go, `_break_lines` keeps them too); any number where it does not fit there."""
    if language is None:
        return 0  # (lines filled greedily, not typeset: `_grown` notes no hyphens of theirs either)
    room = _room_lines(height, size, leading, max_lines)
    broken = None if room is None else _break_lines(text, weight, language, hyphenate, size, width, room)
    if broken is None or text_height(_line_count(broken), size, size * leading) > height + 1e-6:
        return 1 << 30
    return _hyphen_breaks(broken)


def _calmest(taken: list, strands, calm, at_size) -> Fit | None:
    """Of the steps a text takes (`taken`, smallest first), the largest that neither strands a word
    (`strands`) nor breaks a line where `linebreak` prices a break as bad (`calm`: a parted name, a
    widow, `_breaks_badly`), when one does; else, for a kept space or a short line (`GRAVE`), the
    designed size if that, set as a step is set, breaks none (None); else the largest that strands
    none, as before. (A parted name or a widow alone does not undo all growth: `linebreak` prices a
    name below a hyphen and sets no text smaller than designed to keep one whole, and a card of
    its kind set far smaller than the others shows more than a short last line does.)"""
    unstranded = [grown for grown in reversed(taken) if grown is not None and not strands(grown)]
    if not unstranded or not _breaks_badly(unstranded[0], *at_size):
        return unstranded[0] if unstranded else None
    best = next((grown for grown in unstranded if calm(grown)), None)
    if best is not None:
        return best
    if _breaks_badly(unstranded[0], *at_size) < GRAVE:
        return unstranded[0]
    text, width, height, size, weight, leading, max_lines, language, hyphenate = at_size
    designed = _grown(text, width, height, size, weight, leading, max_lines, language, hyphenate)
    return None if designed is not None and not _breaks_badly(designed, *at_size) else unstranded[0]


def _breaks_badly(grown: Fit, *at_size) -> int:
    """Whether `_grown` set `grown` with a break `linebreak` prices above a line's own price, and
    how badly (`_bad_breaks`: 0, `PARTED`, `WIDOW` or `GRAVE`): noted as it was set (`_badly_broken`).
    (`at_size`: `_grown`'s arguments but its size, which is `grown`'s.)"""
    text, width, height, _, weight, leading, max_lines, language, hyphenate = at_size
    return _badly_broken.get((text, width, height, grown.size, weight, leading, max_lines, language, hyphenate), 0)


def _strands(grown: Fit, designed: list[int], *at_size) -> bool:
    """Whether `grown` strands a word on a line of its own that the designed size does not need: a
    line of one word shorter than `EVEN` of the widest, in more lines than the designed size sets
    (`Die` / `Personifikation`, where one step less keeps one calm line). The last line of three or
    more is left to `linebreak`'s widow rule, and lines of several words are a text using its room,
    however many. (`at_size`: `_designed_lines`'s arguments.)"""
    lines = grown.lines
    alone = [line for line in (lines if len(lines) == 2 else lines[:-1]) if " " not in line]
    if not alone:
        return False
    weight = at_size[4]
    widest = max(_string_width(line, weight) for line in lines)  # (lines, not words: not kept)
    if all(_string_width(line, weight) >= EVEN * widest for line in alone):
        return False
    return len(lines) > _designed_lines(designed, *at_size)


def _designed_lines(designed: list[int], text, width, height, size, weight, leading, max_lines, language,
                    hyphenate) -> int:
    """How many lines `text` takes at its designed `size`, set as a step is set (kept in
    `designed`); a text that does not fit so counts as taking any number."""
    if not designed:
        at_size = _grown(text, width, height, size, weight, leading, max_lines, language, hyphenate)
        designed.append(len(at_size.lines) if at_size is not None else 1 << 30)
    return designed[0]


EVEN = 0.5  # a word alone on a grown text's line, shorter than this share of its widest, is stranded


@lru_cache(maxsize=256)
def _steps(size: float, grow: float) -> tuple[float, ...]:
    """The sizes a text designed at `size` may grow to, smallest first, at most `size * grow`."""
    return tuple(step_size(size, factor) for factor in _STEPS_UP if factor <= grow + 1e-9)


def _takes_fewer(ink, width, height, size, leading, lines: int) -> bool:
    """Whether `_grown` certainly succeeds at `size`, given that it did at a larger size with
    `lines` lines: the same tests as `_grown`, with `lines` standing in for what wrapping would give
    (at most that many; no piece is too wide in a wider measure)."""
    room = height * GROWN_FILL - size * (ASCENT + DESCENT)
    if room < 0 or ink * size > width * (1 + room // (size * leading)):
        return False
    return text_height(lines, size, size * leading) <= height * GROWN_FILL + 1e-6


@lru_cache(maxsize=65536)
def _grown(text, width, height, size, weight, leading, max_lines, language=None, hyphenate=True) -> Fit | None:
    room = height * GROWN_FILL - size * (ASCENT + DESCENT)  # for the lines after the first
    layout = _layout(text, weight)
    if room < 0 or layout[1] * size > width * (1 + room // (size * leading)):
        return None  # more lines than there is room for, even if no break wasted any width
    if language is None:
        lines = _wrap(layout, weight, size, width)
    else:
        room_lines = 1 + int(room // (size * leading))
        if max_lines:
            room_lines = min(room_lines, max_lines)
        lines = None
        if _is_plain(text):  # (as in `_typeset`: lines filled as far as they go, if typesetting keeps them)
            words, widths = layout[0][0]
            limit = width / size + 1e-9
            space = _space_and_hyphen(weight)[0]
            filled: list[str] = []
            if (_wrap_words(words, widths, limit, space, filled) and len(filled) <= room_lines
                    and linebreak.greedy_will_do(text, words, widths, [line.count(" ") + 1 for line in filled],
                                                 limit, space, language)):
                lines = filled
        if lines is None:
            broken = _break_lines(text, weight, language, hyphenate, size, width, room_lines)
            if broken is None or text_height(_line_count(broken), size, size * leading) > height * GROWN_FILL + 1e-6:
                return None
            if hyphenate and _hyphen_breaks(broken):
                # Growth is a text using its room: where its lines fit with every word whole (more of
                # them, or less even), they are set so, unless that breaks a line worse (a widow).
                whole = _break_lines(text, weight, language, False, size, width, room_lines)
                if (whole is not None
                        and text_height(_line_count(whole), size, size * leading) <= height * GROWN_FILL + 1e-6
                        and _bad_breaks(whole, weight) <= _bad_breaks(broken, weight)):
                    broken = whole
            lines = _lines(broken)
            if bad := _bad_breaks(broken, weight):
                _badly_broken[(text, width, height, size, weight, leading, max_lines, language, hyphenate)] = bad
            if hyphens := _hyphen_breaks(broken):
                _hyphenated[(text, width, height, size, weight, leading, max_lines, language, hyphenate)] = hyphens
    if lines is None or (max_lines and len(lines) > max_lines):
        return None
    needed = text_height(len(lines), size, size * leading)
    if needed > height * GROWN_FILL + 1e-6:
        return None
    return Fit(size, tuple(lines), size * leading, True, needed)


# The arguments of each `_grown` whose lines `_bad_breaks` found, and what it found (a few texts a
# deck: emptied with the texts, `forget_texts`).
_badly_broken: dict[tuple, int] = {}
PARTED = 1  # the worst break `_bad_breaks` found is a name parted
WIDOW = 2  # ... a widow
GRAVE = 3  # ... a kept space or a line of one short word
# The arguments of each `_grown` whose lines end at a hyphenation point, and how many do (as
# `_badly_broken`).
_hyphenated: dict[tuple, int] = {}
# (The breaks `linebreak.even` prices above a line, `LINE`, which growth steps down to avoid. A
# longer name (`RUN`) and a word's own hyphen or slash cost less than a line. A hyphenation point
# (`HYPHEN`) costs more and is how a narrow measure is set: growth steps down only from more of
# them than the designed size needs, `_unhyphenated`.)


def _hyphen_breaks(broken) -> int:
    """How many typeset lines (`_break_lines`) end at a hyphenation point (a word's own hyphen or
    slash, or a space, is none)."""
    return sum(paragraph.breaks[end - 1] == linebreak.HYPHEN for paragraph, ends in broken for end in ends[:-1])


def _bad_breaks(broken, weight: str) -> int:
    """Whether typeset lines (`_break_lines`) part what `linebreak` prices as bad: 0 for none,
    `PARTED` for a name parted (`NAME`), `WIDOW` for a widow shorter than `EVEN` of the widest line
    (`Bundespräsi-` / `denten?`; a long last word, `The Ice Bucket` / `Challenge`, is a text using
    its room, as `_strands` has it), `GRAVE` for a kept space (`KEEP`) or a line of one short word."""
    found = 0
    for paragraph, ends in broken:
        if len(ends) < 2:
            continue
        pieces, breaks = paragraph.pieces, paragraph.breaks
        start = 0
        for end in ends[:-1]:
            if breaks[end - 1] == linebreak.KEEP or (end == start + 1 and len(pieces[start]) <= 3):
                return GRAVE
            if breaks[end - 1] == linebreak.NAME:
                found = max(found, PARTED)
            start = end
        if paragraph.words > 2 and not any(paragraph.glue[ends[-2] + 1:]):  # (a widow, as `linebreak` tells one)
            widths = [_string_width(line, weight) for line in linebreak.lines_of(paragraph, ends)]
            if widths[-1] < EVEN * max(widths):
                found = WIDOW
    return found


@lru_cache(maxsize=16384)
def _fit(text, width, height, size, min_size, weight, leading, max_lines) -> Fit:
    layout = _layout(text, weight)
    if _is_plain(text):
        words, widths = layout[0][0]  # (a plain text is one `_Words` paragraph, its words `text.split()`)
        found = _plain_at_size(text, words, widths, layout[1], width, height, size, min_size, weight, leading, max_lines)
        if found is not None:
            return found
    return _search(text, layout, width, height, size, min_size, weight, leading, max_lines)


# What makes a text not plain: more than one paragraph, places to break inside a word, no-break spaces.
_NOT_PLAIN_ASCII = ("\n", "-", "/")
_NOT_PLAIN = (*_NOT_PLAIN_ASCII, SOFT_HYPHEN, "\u00a0", "\u2007", "\u202f")


def _is_plain(text: str) -> bool:
    """Whether `text` is one paragraph of words parted by spaces only: a `_Words` paragraph, as
    nearly every text on a card is."""
    for mark in _NOT_PLAIN_ASCII if text.isascii() else _NOT_PLAIN:
        if mark in text:
            return False
    return True


def _room_lines(height, size, leading, max_lines) -> int | None:
    """How many lines of `size` pt a box `height` pt high holds (at most `max_lines`, if given), or
    None when not even one does."""
    room = height + 1e-6 - size * _ONE_LINE
    if room < 0:
        return None
    room_lines = 1 + int(room // (size * leading))
    # (the division can fall one short where the lines' height, added up as text_height adds it
    # and as every caller then tests it, is within the box: the two must agree)
    if text_height(room_lines + 1, size, size * leading) <= height + 1e-6:
        room_lines += 1
    return min(room_lines, max_lines) if max_lines else room_lines


def _too_much_ink(ink, words, space, room_lines, width, size) -> bool:
    """Whether `room_lines` lines `width` pt wide at `size` pt cannot hold a text's words (`ink`:
    their widths at 1 pt, `words` of them) even if no line wasted any width: n lines hold all the
    ink and at least `words - n` spaces. The test by which a size is given up untried."""
    spaces = words - room_lines if words > room_lines else 0
    return ink + spaces * space > room_lines * (width / size + 1e-9) + 1e-9


def _on_one_line(text, plain, ink, weight, width, size) -> bool:
    """Whether `text` (without line breaks; `plain` without its soft hyphens) is no wider than the
    box on one line. Its words alone (`ink`) are never wider than the whole, so a text whose words
    are is not measured again."""
    return "\n" not in text and ink * size <= width * (1 + 1e-9) and _string_width(plain, weight) * size <= width


def _plain_at_size(text, words, widths, ink, width, height, size, min_size, weight, leading,
                   max_lines) -> Fit | None:
    """What `_search` returns for a plain text (`_is_plain`: `words` is its `split()`, `widths`
    their widths at 1 pt, `ink` their sum) when that is the text set at its design size `size`,
    else None. Nearly every text is set at its design size: this is the first step of the search,
    with the same arithmetic in the same order, without `_search`'s bookkeeping (and written out:
    it runs for every text)."""
    needed = size * _ONE_LINE  # text_height of one line
    if ink * size <= width * (1 + 1e-9):
        line = " ".join(words)
        if line == text:
            # Written with single spaces: the whole text measures its words and a space between
            # each two (no pair with a space is kerned: `kerning`). That settles all but a text
            # within rounding of the edge, which is measured (as is a text with other spaces).
            whole = (ink + (len(words) - 1) * _space_and_hyphen(weight)[0]) * size
            one_line = whole < width * (1 - _CLOSE) or (
                whole <= width * (1 + _CLOSE) and _string_width(text, weight) * size <= width)
        else:
            one_line = _string_width(text, weight) * size <= width
        if one_line:
            if needed <= height + 1e-6:
                return Fit(size, (line,), size * leading, True, needed)
            return None
    if size > min_size + 1e-9:
        room_lines = _room_lines(height, size, leading, max_lines)
        if room_lines is not None and _too_much_ink(ink, 0, 0.0, room_lines, width, size):  # (spaces not counted)
            return None
    lines: list[str] = []
    if not words or not _wrap_words(words, widths, width / size + 1e-9, _space_and_hyphen(weight)[0], lines):
        return None
    count = len(lines)
    needed += (count - 1) * (size * leading)  # text_height
    if needed <= height + 1e-6 and (not max_lines or count <= max_lines):
        return Fit(size, tuple(lines), size * leading, True, needed)
    return None


_ONE_LINE = ASCENT + DESCENT
_CLOSE = 1e-9  # relative: far more than the rounding of adding up a text's widths, far less than a glyph


def _search(text, layout, width, height, size, min_size, weight, leading, max_lines) -> Fit:
    """The largest of `shrink_steps` from `size` down at which `text` fits (see `fit`);
    `layout` is `_layout(text, weight)`."""
    ink = layout[1]
    words = layout[2]
    space = _space_and_hyphen(weight)[0]
    plain = text.replace(SOFT_HYPHEN, "") if SOFT_HYPHEN in text else text
    if _on_one_line(text, plain, ink, weight, width, size):  # one line at full size
        needed = text_height(1, size, size * leading)
        if needed <= height + 1e-6:
            paragraph = layout[0][0]  # (one: no line break in the text)
            line = " ".join(paragraph[0]) if type(paragraph) is _Words else one_line(plain)
            return Fit(size, (line,), size * leading, True, needed)
    last = None
    for current in shrink_steps(size, min_size):
        if current > min_size + 1e-9:  # skipped without wrapping when the box's lines cannot hold the words
            room_lines = _room_lines(height, current, leading, max_lines)
            if room_lines is not None and _too_much_ink(ink, words, space, room_lines, width, current):
                continue
        lines = _wrap(layout, weight, current, width)
        if lines is not None:
            needed = text_height(len(lines), current, current * leading)
            if needed <= height + 1e-6 and (not max_lines or len(lines) <= max_lines):
                return Fit(current, tuple(lines), current * leading, True, needed)
            last = Fit(current, tuple(lines), current * leading, False, needed)
    if last is None:  # a single word is wider than the box even at the smallest size
        last = Fit(min_size, tuple(_WORDS.findall(plain)), min_size * leading, False, float("inf"))
    return last


@lru_cache(maxsize=32768)
def _paragraphs(text: str, weight: str, language: str, hyphenate: bool) -> tuple[linebreak.Paragraph, ...]:
    """The text's paragraphs as `linebreak` pieces: with its hyphenation points if `hyphenate`."""
    def widths(pieces: list[str]) -> list[float]:
        return _word_widths(pieces, weight)

    return tuple(_kerned_joins(linebreak.paragraph(paragraph, widths, language, hyphenate), weight)
                 for paragraph in text.split("\n"))


def _kerned_joins(paragraph: linebreak.Paragraph, weight: str) -> linebreak.Paragraph:
    """`paragraph` with each piece a word goes on after given the kerning to the next, as
    `_kern_joins` gives it (its pieces are measured alone: at hyphens and hyphenation points)."""
    pieces, glue = paragraph.pieces, paragraph.glue
    if len(pieces) == paragraph.words:  # (no word in pieces: nothing joined)
        return paragraph
    kern = kerning.pairs(weight)
    widths = list(paragraph.widths)
    for i in range(len(pieces) - 1):
        if not glue[i + 1] and pieces[i] and pieces[i + 1]:
            join = kern[pieces[i][-1] + pieces[i + 1][0]]
            if join:
                widths[i] += 0.001 * join
    return paragraph._replace(widths=tuple(widths))


def _break_lines(text, weight, language, hyphenate, size, width, room: int, strict: bool = True,
                 titles: bool = False):
    """Where the lines of `text` typeset for `language` at `size` pt in `width` pt end: (paragraph,
    line ends) for each paragraph, in at most `room` lines if it can be (`linebreak.break_paragraph`;
    with `titles`, short titles' spaces break at a price); None when a piece alone (if `strict`,
    words the no-break rules join) is too wide."""
    limit = width / size + 1e-9
    space, hyphen = _space_and_hyphen(weight)
    paragraphs = _paragraphs(text, weight, language, False)
    broken = []
    used = 0
    for k, paragraph in enumerate(paragraphs):
        left = max(1, room - used - (len(paragraphs) - k - 1))  # (each later paragraph needs a line)
        found = linebreak.break_paragraph(paragraph, lambda: _paragraphs(text, weight, language, hyphenate)[k],
                                          limit, space, hyphen, left, strict, titles)
        if found is None:
            return None
        broken.append(found)
        used += len(found[1])
    return broken


def _line_count(broken) -> int:
    return sum(len(ends) for _, ends in broken)


def _lines(broken) -> tuple[str, ...]:
    return tuple(line for paragraph, ends in broken for line in linebreak.lines_of(paragraph, ends))


@lru_cache(maxsize=16384)
def _fits_as_designed(text, width, height, size, weight, leading, language) -> bool:
    """Whether `_typeset` (no line limit, any smallest size, hyphenated or not) certainly sets
    `text` at its design size `size`, told without choosing its breaks: False when that takes
    typesetting (which may still set it there).

    `_typeset` sets a text at `size` when its first attempt there fits: the lines its fast path
    fills (`_plain_at_size`, kept when `greedy_will_do`), or the text on one line, or else the
    lines `_break_lines` chooses. Those come from `linebreak.break_paragraph`, which keeps each
    paragraph's greedy lines under the no-break rules (`linebreak.greedy`, strict, no hyphenation),
    or as many with one word pulled down, whenever there are no more of them than the box has room
    for: so when they fit, the text fits at `size` however its lines are then evened, and neither
    hyphenation nor evening needs to be worked out. The same tests in the same arithmetic as
    `_typeset`'s, in its order."""
    layout = _layout(text, weight)
    ink, words = layout[1], layout[2]
    space, hyphen = _space_and_hyphen(weight)
    limit = width / size + 1e-9
    # First the test by which `_typeset` gives up a size untried (and by a weaker one of which its
    # fast path does): no line, or not room for the words even if no break wasted any width.
    room_lines = _room_lines(height, size, leading, 0)
    if room_lines is None or _too_much_ink(ink, words, space, room_lines, width, size):
        return False
    if _is_plain(text):
        split, widths = layout[0][0]
        found = _plain_at_size(text, split, widths, ink, width, height, size, size, weight, leading, 0)
        if found is None:
            return False  # (its lines filled at any space do not fit, so neither do those of fewer breaks)
        if linebreak.greedy_will_do(text, split, widths, [line.count(" ") + 1 for line in found.lines], limit, space,
                                    language):
            _keep_designed(text, width, height, size, weight, leading, language, found)
            return True
    plain = text.replace(SOFT_HYPHEN, "") if SOFT_HYPHEN in text else text
    if _on_one_line(text, plain, ink, weight, width, size) and text_height(1, size, size * leading) <= height + 1e-6:
        return True
    count = 0
    for paragraph in _paragraphs(text, weight, language, False):
        if paragraph.pieces:
            ends = linebreak.greedy(paragraph, limit, space, hyphen, True, hyphens=False)
            if ends is None:
                return False
            count += len(ends)
        else:
            count += 1  # (an empty paragraph: one empty line)
    return count <= room_lines and text_height(count, size, size * leading) <= height + 1e-6


@lru_cache(maxsize=1024)
def room_key(height: float, size: float, min_size: float, leading: float) -> tuple[int, ...] | None:
    """How many lines a box `height` pt high holds at each size `fitted_size` may try for a text
    designed at `size` (`shrink_steps`): whether a text fits such a box depends on its height only
    through these, so boxes of one key get one answer (`parts.rule_gap` asks of several heights).
    None where the height is within rounding of a line more or less at some size, and for a
    negative height: there only `fitted_size` itself can tell. (Kept: asked of every text of
    every ruled row, of a handful of heights.)"""
    height = _rounded(height)
    min_size = max(min_size, MIN_READABLE) if min_size else MIN_READABLE
    if height < 0:
        return None
    key = []
    for current in shrink_steps(size, min_size):
        lines = _room_lines(height, current, leading, 0) or 0
        # (`_room_lines`'s count must be the one every test of a text's height against the box
        # agrees with: text_height of that many lines within the box, of one more not)
        if lines and text_height(lines, current, current * leading) > height + 1e-6:
            return None
        if text_height(lines + 1, current, current * leading) <= height + 1e-6:
            return None
        key.append(lines)
    return tuple(key)


# The lines of each plain text `_fits_as_designed` found set at its design size by filling each
# line, as `_typeset_afresh` would set it (with no line limit): a card's drawing typesets the very
# texts lint or a role's shared size (`roles._sizes`) or a ruled row's gap (`parts.rule_gap`) asked
# about, and fills and checks their lines once so. Bounded and emptied as `_typeset_sizes` is.
_designed: dict[tuple, Fit] = {}


def _keep_designed(text, width, height, size, weight, leading, language, found: Fit) -> None:
    """Note `found`, the lines `_fits_as_designed` vouched for: `_typeset_afresh` finds the same.
    (It has also given up no size untried: `_fits_as_designed` passed the stricter test, counting
    spaces, by which `_plain_at_size` gives one up, so its smallest size changes nothing.)"""
    if len(_designed) >= _TYPESET_KEPT:
        _designed.clear()
    _designed[text, width, height, size, weight, leading, language] = found


# The size each text `_typeset` has set was set at (None: it did not fit), by its arguments: what
# `fitted_size` asks, readable without typesetting (an lru_cache cannot be asked whether it holds
# an answer). Bounded as `_typeset`'s own cache is, and emptied with it.
_typeset_sizes: dict[tuple, float | None] = {}
_TYPESET_KEPT = 16384


@lru_cache(maxsize=_TYPESET_KEPT)
def _typeset(text, width, height, size, min_size, weight, leading, max_lines, language, hyphenate) -> Fit:
    """`_search` for a text typeset for `language`: the largest of `shrink_steps` at which its
    lines (at most as many as the box holds) fit. The no-break rules hold as long as some size
    fits with them; a text that fits at no size with them is set as if they were not there."""
    found = _typeset_afresh(text, width, height, size, min_size, weight, leading, max_lines, language, hyphenate)
    if len(_typeset_sizes) >= _TYPESET_KEPT:
        _typeset_sizes.clear()
    _typeset_sizes[text, width, height, size, min_size, weight, leading, max_lines, language, hyphenate] = (
        found.size if found.ok else None)
    return found


def _typeset_afresh(text, width, height, size, min_size, weight, leading, max_lines, language, hyphenate,
                    part_titles: bool = True) -> Fit:
    space = _space_and_hyphen(weight)[0]
    layout = _layout(text, weight)  # (kept: most texts were measured for growth with it just before)
    ink, words = layout[1], layout[2]
    if _is_plain(text):
        if not max_lines and (kept := _designed.get((text, width, height, size, weight, leading, language))):
            return kept  # (as `_fits_as_designed` found it: the same lines, told the same way)
        # Set at its design size by filling each line, as nearly every text is: `_plain_at_size`
        # finds those lines, and `greedy_will_do` tells whether typesetting would keep them.
        split, widths = layout[0][0]  # (a plain text is one `_Words` paragraph, its words `text.split()`)
        found = _plain_at_size(text, split, widths, ink, width, height, size, min_size, weight, leading, max_lines)
        if found is not None and linebreak.greedy_will_do(
                text, split, widths, [line.count(" ") + 1 for line in found.lines], width / size + 1e-9, space, language):
            return found
    plain = text.replace(SOFT_HYPHEN, "") if SOFT_HYPHEN in text else text
    if _on_one_line(text, plain, ink, weight, width, size):
        needed = text_height(1, size, size * leading)
        if needed <= height + 1e-6:
            return Fit(size, (one_line(plain),), size * leading, True, needed)
    last = None
    # A size at which no lines keep every short title of a longer text whole is tried once more
    # with a title parted (at a price: `linebreak.TITLE`) before a smaller one: a text is not set
    # smaller only to keep `the Red Sea` on one line. At the smallest size too: a text that fits at
    # a size must fit at any smaller one (a role's texts are set at the size they share, `roles`).
    # A title that is its whole paragraph (an answer, display text) is kept whole at its size or a
    # step smaller (`WHOLE_TITLE_STEPS`), and only below that parted: set at half the size of its
    # neighbours, `The Protestant Reformation` read as a misprint, where `The Protestant` /
    # `Reformation` reads as the German `Christoph` / `Kolumbus` does.
    paragraphs = _paragraphs(text, weight, language, False)
    titled = part_titles and any(paragraph.titles for paragraph in paragraphs)
    steps = shrink_steps(size, min_size)
    if titled and any(paragraph.whole_title for paragraph in paragraphs):
        for current in steps[:WHOLE_TITLE_STEPS]:
            room_lines = _room_lines(height, current, leading, max_lines) or 1
            broken = _break_lines(text, weight, language, hyphenate, current, width, room_lines)
            if broken is not None:
                count = _line_count(broken)
                needed = text_height(count, current, current * leading)
                if needed <= height + 1e-6 and (not max_lines or count <= max_lines):
                    return Fit(current, _lines(broken), current * leading, True, needed)
    for strict in (True, False):  # no size keeps the rules: once more without them
        for current in steps:
            room_lines = _room_lines(height, current, leading, max_lines)
            if current > min_size + 1e-9 and room_lines is not None and _too_much_ink(
                    ink, words, space, room_lines, width, current):  # (skipped as `_search` skips it)
                continue
            if room_lines is None:  # (not even one line fits the box: break as for one)
                room_lines = 1
            for titles in ((False, True) if strict and titled else (False,)):
                broken = _break_lines(text, weight, language, hyphenate, current, width, room_lines, strict, titles)
                if broken is not None:
                    count = _line_count(broken)
                    needed = text_height(count, current, current * leading)
                    if needed <= height + 1e-6 and (not max_lines or count <= max_lines):
                        if titles:
                            _titles_parted.add((text, width, height, size, min_size, weight, leading, max_lines,
                                                language, hyphenate))
                        return Fit(current, _lines(broken), current * leading, True, needed)
                    if not strict or last is None:
                        last = (current, broken, needed)
    if last is None:  # a single word is wider than the box even at the smallest size
        return Fit(min_size, tuple(_WORDS.findall(plain)), min_size * leading, False, float("inf"))
    current, broken, needed = last
    return Fit(current, _lines(broken), current * leading, False, needed)


# How many of the sizes a text is tried at (`shrink_steps`) keep a title that is its whole paragraph
# whole before it is parted: its size and one step smaller.
WHOLE_TITLE_STEPS = 2

# The arguments of each `_typeset_afresh` that fitted its text only by parting a short title
# (`linebreak.TITLE`): a few texts a deck, emptied with the texts (`forget_texts`).
_titles_parted: set[tuple] = set()


@lru_cache(maxsize=4096)
def fits_titles_whole(text: str, width: float, height: float, size: float, min_size: float = MIN_READABLE,
                      weight: str = "regular", leading: float = 1.2, language: str | None = None,
                      hyphenate: bool = True) -> bool:
    """Whether `text` (typeset for `language`) fits at a size `fitted_size` may try with every
    short title in it kept whole: the no-break rules at some size, or none of them at any, never a
    title parted at a price (`linebreak.TITLE`). `parts.rule_gap` asks it, to make a ruled row
    taller rather than part a title. (Kept: asked of a card's texts each time the card is drawn.)"""
    if fitted_size(text, width, height, size, min_size, weight, leading, 1.0, language, hyphenate) is None:
        return False  # (a title parted or not: it does not fit)
    if not text.isprintable() and ("\u2028" in text or "\u2029" in text or "\t" in text or "\r" in text):
        text = text.translate(_BREAKS)
    min_size = max(min_size, MIN_READABLE) if min_size else MIN_READABLE
    width, height = _rounded(width), _rounded(height)
    if language is None or (text, width, height, size, min_size, weight, leading, 0, language,
                            hyphenate) not in _titles_parted:
        return True  # (set with its titles whole, or with no rule at any size: as before titles could part)
    # Set only by parting a title at some size: is there a smaller one (or none of the rules) keeping it?
    return _typeset_afresh(text, width, height, size, min_size, weight, leading, 0, language, hyphenate, False).ok


def one_line(text: str) -> str:
    """`text` on one line: runs of spaces, tabs and line breaks become one space; no-break spaces
    stay as they are."""
    return " ".join(_WORDS.findall(text))


def line_width(text: str, weight: str, size: float) -> float:
    return unit_width(text, weight) * size


# What `forget_texts` empties: the functions themselves, taken as the module defines them (a test
# that puts a stand-in in a name's place leaves the cache it stood for to be emptied).
_KEPT = (unit_width, _known_widths, _layout, _grown, _best_growth, _fit, _rounded, room_key, _paragraphs, _typeset,
         _fits_as_designed, fitted_size, fits_titles_whole, hyphenation.points)
