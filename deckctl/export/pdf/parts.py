"""Pieces several faces share: header band, footer (and the proofing tag), die faces, numbered and chip badges, swatches.

Sizes are in mm for a poker card and scale with the card (`ctx.scale`); type sizes go through
`ctx.pt`. Content stays at least `pad` from the trim edge, clear of an imprecise cut.
"""

from __future__ import annotations

from collections.abc import Callable

from deckctl.export.pdf import roles, theme
from deckctl.export.pdf.base import MM
from deckctl.export.pdf.draw import MIN_BODY, CardContext, hyphenates
from deckctl.export.pdf.text import fits_titles_whole, room_key
from deckctl.export.pdf.typography import typographic

PAD = 4.5  # mm, the safe distance from the trim edge for anything that must not be cut
# mm between a row's text (its line box: from the first line's ascent to the last one's descent)
# and the rule or band edge that parts it from the next row, whatever the card size and however
# many lines the text has...
RULE_GAP = 2.0
# ...unless a card's rows cannot hold their texts even at `MIN_BODY` with that much (a third line
# on a Wissens-Spektrum poker card): then the most they can, but never less than this
TIGHT_RULE_GAP = 1.2
FOOTER = 5.0  # mm, the height of the footer band


def pad(ctx: CardContext) -> float:
    return PAD * max(0.8, ctx.scale)


def header(ctx: CardContext, colour: str, title: str | tuple[str, ...], height: float = 14.0, subtitle: str = "",
           title_path: tuple | None = None, right: float = 0.0, size: float = 12.0) -> float:
    """A band in `colour` across the top (into the bleed) with a title; returns its height in mm.

    `right` keeps that many mm free at the right for a badge or an icon.
    """
    s = ctx.scale
    h = height * s
    p = pad(ctx)
    ctx.band(0, h, colour, top_bleed=True)
    ink = theme.on(colour)
    width = ctx.w - 2 * p - right * s
    if isinstance(title, tuple):  # alternatives, longest first: the first that fits at 8 pt
        from deckctl.export.pdf.text import line_width

        fitting = [t for t in title if line_width(t, "bold", min(8.0, ctx.pt(size))) <= width * 2.835]
        title = fitting[0] if fitting else title[-1]
    if subtitle:
        ctx.label(title, p, h * 0.52, ctx.pt(size), "bold", ink, max_width=width, field_path=title_path)
        ctx.label(subtitle, p, h * 0.52 + 4.2 * s, ctx.pt(7.5), "medium", ink, max_width=width)
    else:
        ctx.label(title, p, h * 0.5 + ctx.pt(size) * 0.35 / 2.835 * 1.0, ctx.pt(size), "bold", ink,
                  max_width=width, field_path=title_path)
    return h


def band_logo_height(ctx: CardContext, full: float, titles, reserved: float) -> float:
    """The height in mm of the logo in a band: `full`, lower where a wide logo would leave a title
    of the band no room at `MIN_BODY` (a small card), 0 where even two thirds of it would: the logo
    then goes in the footer band (`footer_logo`). `titles` are (text, weight); `reserved` is the mm
    the band keeps at its right for its own badge or icon."""
    from deckctl.export.pdf import art

    if not art.logo_room(ctx, full):
        return full
    need = max(roles.widest(ctx, [value], weight, MIN_BODY) for value, weight in titles)
    room = ctx.w - 2 * pad(ctx) - reserved
    height = full
    while art.logo_room(ctx, height) * ctx.scale + need > room:
        height -= 0.25
        if height < full * 2 / 3:
            return 0.0
    return height


def footer_logo(ctx: CardContext) -> None:
    """The logo at the left of the footer band, where the band at the top has no room for it."""
    from deckctl.export.pdf import art

    s = ctx.scale
    footer = FOOTER * s
    tile = footer - 0.8 * s
    art.logo(ctx, pad(ctx) + art.logo_width(ctx, tile), ctx.h - footer + 0.4 * s, tile)


def footer(ctx: CardContext, colour: str, note: str = "", band: bool = True, tag: bool = True,
           taken: float = 0.0) -> float:
    """A thin band across the bottom (into the bleed); returns its top.

    `band` draws the band (and the note), `tag` the proofing tag (`--proof` only): faces that draw
    their unchanging parts once (`ctx.static`) draw the two apart. `taken`: mm at the band's right
    that a face prints in it itself (I know!'s grades on a small card), which the tag keeps clear of.
    """
    s = ctx.scale
    h = FOOTER * s
    top = ctx.h - h
    if not band and not (tag and ctx.proof):  # (every card side outside a proofing round)
        return top
    p = pad(ctx)
    ink = theme.on(colour)
    baseline = top + h * 0.5 + 0.75
    if band:
        ctx.band(top, h, colour, bottom_bleed=True)
        if note:
            ctx.label(note, ctx.w - p, baseline, NOTE_SIZE, "medium", ink, align="right")
    if tag:
        proof_tag(ctx, p, baseline, ink, room=ctx.w - 2 * p - (14 * s if note else 0) - taken)
    return top


NOTE_SIZE = MIN_BODY  # pt: a footer note ("blank card"), whatever the card size
PROOF_SIZE = 6.0  # pt: the proofing tag (`--proof` only, never on a retail card), whatever the card size


def proof_tag(ctx: CardContext, x: float, baseline: float, colour: str, room: float, align: str = "left") -> None:
    """For a proofing round (`--proof`): deck, card id, deck version and date at (x, baseline),
    cut to `room` mm. A retail print carries nothing that is not part of the card."""
    if not ctx.proof:
        return
    stamp = " · ".join(filter(None, (ctx.deck.id, ctx.item.key, ctx.deck.manifest.version, proof_date())))
    ctx.label(fit_line(stamp, ctx.item.key, PROOF_SIZE, room * 2.835), x, baseline, PROOF_SIZE, "regular",
              colour, align=align)


def proof_date() -> str:
    """The proof's date: SOURCE_DATE_EPOCH (UTC) when set, else none, so the same input always
    gives the same bytes (`SOURCE_DATE_EPOCH=$(date +%s)` stamps today)."""
    from deckctl.core.source_date import source_date

    moment = source_date()
    return moment.strftime("%Y-%m-%d") if moment else ""


GROW = 1.3  # a short text may print up to this much larger than designed (see `growth`)


def centred_text(ctx: CardContext, text: str, top: float, size: float, weight: str, field_path: tuple) -> None:
    """`text` centred both ways between `top` (mm) and 3 mm above the footer band, full width;
    a short text grows to use the card (up to `GROW` times `size`)."""
    s = ctx.scale
    bottom = ctx.h - FOOTER * s - 3 * s
    p = pad(ctx)
    ctx.text_box(text, p, top, ctx.w - 2 * p, bottom - top, size, weight, align="center", valign="middle",
                 field_path=field_path, grow=GROW)


def question_rows(ctx: CardContext, questions, side: str, top: float, row_h: float, text_x: float, width: float,
                  inset: float, size: float, weight: str, ruled: bool = False) -> None:
    """Each question (front) or its answer (back) in its own row, the first row at `top`, all of
    them at one size (`roles`).

    Rows are `row_h` mm high; the text starts at `text_x`, keeps `inset` mm (where rules part the
    rows, at least `rule_gap`) clear of the row's top and bottom and is centred in what is left.
    """
    field = "question" if side == "front" else "answer"
    values = [getattr(qa, field) for qa in questions]
    paths = [("questions", i, field) for i in range(len(values))]
    if ruled:
        inset = max(inset, rule_gap(ctx, values, paths, row_h, width, size, weight))
    boxes = [roles.Box(value, text_x, top + i * row_h + inset, width, row_h - 2 * inset, path)
             for i, (value, path) in enumerate(zip(values, paths))]
    roles.text_boxes(ctx, boxes, size, weight, valign="middle", grow=GROW)


def rule_gap(ctx: CardContext, values, paths, row_h: float, width: float, size: float, weight: str) -> float:
    """The mm a card's ruled rows keep between their texts and their rules: `RULE_GAP`, or where
    some text would not fit even at `MIN_BODY` so, the most (in 0.1 mm steps) at which all of them
    do, down to `TIGHT_RULE_GAP`. A text with a short title in it is asked to fit with its titles
    whole (`text.fits_titles_whole`): a title is parted at a size only where no row is tall enough
    to keep it (`linebreak.TITLE`), so the rows are made taller first, as far as that keeps it
    whole; a text that keeps them whole at no gap is asked only to fit. (Asked of the texts
    ungrown: whether a text fits at all does not depend on growth, so measuring the deck's growth
    and drawing agree.) A text is typeset once for all the steps whose rows hold as many lines at
    each size it may be set at (`text.room_key`): typesetting it afresh at each step took half of
    a Wissens-Spektrum export."""
    answers: dict[tuple, bool] = {}
    language = ctx.language

    def fits(value: str, path: tuple, gap: float, whole: bool = True) -> bool:
        height = row_h - 2 * gap
        key = room_key(height * MM, size, MIN_BODY, 1.2)
        if key is not None and (value, path, key, whole) in answers:
            return answers[value, path, key, whole]
        if whole:
            found = fits_titles_whole(typographic(value, language), width * MM, height * MM, size, MIN_BODY, weight,
                                      1.2, language, hyphenates(path))
        else:
            found = ctx.fitted_size(value, width, height, size, weight, MIN_BODY, 1.2, 1.0,
                                    hyphenates(path)) is not None
        if key is not None:
            answers[value, path, key, whole] = found
        return found

    def held(value: str, path: tuple, gap: float) -> bool:
        # with its titles whole; or, fitting with one parted, where no gap keeps them whole (asked
        # only then: of the few texts that fit so)
        return fits(value, path, gap) or (fits(value, path, gap, False) and not fits(value, path, TIGHT_RULE_GAP))

    gap = RULE_GAP
    while gap > TIGHT_RULE_GAP + 1e-9 and not all(held(value, path, gap) for value, path in zip(values, paths)):
        gap = round(gap - 0.1, 1)
    return gap


def answer_label(ctx: CardContext, colour: str, below: float) -> None:
    """The word "Answer" in capitals over a short rule, centred a little below `below` (mm)."""
    s, top = ctx.scale, below + 5 * ctx.scale
    ctx.label(ctx.labels["answer"].upper(), ctx.w / 2, top + 2.5 * s, ctx.pt(8), "bold", theme.on_paper(colour),
              align="center")
    ctx.line(ctx.w / 2 - 7 * s, top + 4.5 * s, ctx.w / 2 + 7 * s, top + 4.5 * s, colour, 0.8)


def banded_chrome(ctx: CardContext, key: str, colour: str, band: Callable[[CardContext], float], side: str,
                  taken: float = 0.0) -> None:
    """The band `band` draws (it returns its height), the footer band and on the back the answer label.

    All three are the same on every card sharing `key`, so they are drawn once per PDF; the card's
    own proofing tag (`--proof`) is drawn after them, clear of the `taken` mm at the footer's right
    (`footer`).
    """

    def draw(c: CardContext) -> None:
        height = band(c)
        footer(c, colour, tag=False)
        if side == "back":
            answer_label(c, colour, height)

    ctx.static(key, draw)
    footer(ctx, colour, band=False, taken=taken)


def fit_line(full: str, short: str, size: float, room_pt: float) -> str:
    """Proofing metadata: the full line, else the short one, else the short one cut with an ellipsis."""
    from deckctl.export.pdf.text import line_width

    for candidate in (full, short):
        if line_width(candidate, "regular", size) <= room_pt:
            return candidate
    while len(short) > 1 and line_width(short + "…", "regular", size) > room_pt:
        short = short[:-1]
    return short + "…"


PIPS = {
    1: ((0.5, 0.5),),
    2: ((0.25, 0.25), (0.75, 0.75)),
    3: ((0.25, 0.25), (0.5, 0.5), (0.75, 0.75)),
    4: ((0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)),
    5: ((0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)),
    6: ((0.25, 0.22), (0.75, 0.22), (0.25, 0.5), (0.75, 0.5), (0.25, 0.78), (0.75, 0.78)),
}


def die(ctx: CardContext, x: float, y: float, size: float, n: int, colour: str) -> None:
    """A die face showing `n` (1-6), its top-left at (x, y)."""
    ctx.rect(x, y, size, size, fill=colour, radius=size * 0.2)
    pip = theme.on(colour)
    for px, py in PIPS[n]:
        ctx.circle(x + px * size, y + py * size, size * 0.09, fill=pip)
    ctx.pictured(str(n), x, y, size, size)


def number_badge(ctx: CardContext, cx: float, cy: float, r: float, number: str, colour: str,
                 size: float | None = None) -> None:
    ctx.circle(cx, cy, r, fill=colour)
    size = size or r * 2.835 * 1.25
    ctx.label(number, cx, cy + size * 0.36 / 2.835, size, "bold", theme.on(colour), align="center")


def chip(ctx: CardContext, cx: float, cy: float, r: float, number: int, colour: str) -> None:
    """A poker-chip badge: a coloured disc with a dashed rim and the value in a white centre."""
    ctx.circle(cx, cy, r, fill=colour)
    ctx.circle(cx, cy, r * 0.82, stroke=theme.PAPER, width=1.4 * ctx.scale)
    ctx.circle(cx, cy, r * 0.62, fill=theme.PAPER)
    size = r * 2.835 * 1.05
    ctx.label(str(number), cx, cy + size * 0.36 / 2.835, size, "black", theme.on_paper(colour), align="center")


def swatch(ctx: CardContext, x: float, y: float, w: float, h: float, colour_name: str, size: float) -> None:
    """A colour sample that also carries the colour's name (at `size` pt: the swatches of a card
    share one, `roles.label_size`), so colour-blind players can read it."""
    fill = theme.VALUE_COLOURS[colour_name]
    ctx.rect(x, y, w, h, fill=fill, stroke=theme.INK if colour_name == "white" else None,
             width=0.8, radius=2.0 * ctx.scale)
    name = ctx.labels[colour_name]
    ctx.label(name, x + w / 2, y + h / 2 + size * 0.36 / 2.835, size, "bold", theme.on(fill),
              align="center", max_width=w - 2)


def hexagon(ctx: CardContext, cx: float, cy: float, r: float, colours: list[str], highlight: int = -1) -> None:
    """A hexagon of six coloured wedges (the Wissens-Spektrum areas), one optionally marked."""
    import math

    corners = [(cx + r * math.cos(math.radians(-90 + 60 * i)), cy + r * math.sin(math.radians(-90 + 60 * i)))
               for i in range(6)]
    for i, colour in enumerate(colours[:6]):
        fill = colour if highlight < 0 or i == highlight else theme.tint(colour, 0.35)
        ctx.polygon([(cx, cy), corners[i], corners[(i + 1) % 6]], fill=fill, stroke=theme.PAPER, width=0.5)
