"""Wissens-Spektrum card faces.

Front: the area's colour and name in a band (with the six-area hexagon, this area's wedge marked)
and six questions, each beside the die face that picks it. Back: the six answers in the same
rows. `--blanks N` adds N blank cards per area with ruled lines for players' own questions.
"""

from __future__ import annotations

from types import SimpleNamespace

from deckctl.export.pdf import art, parts, theme
from deckctl.export.pdf.base import Item
from deckctl.export.pdf.draw import CardContext

ROWS = 6
BLANKS = True  # `--blanks N` adds N blank cards per area
LOGO_HEIGHT = 9.0  # mm on a poker card: the publisher's logo sits left of the hexagon
# The smallest card (mm) the face is laid out for (`game_sizes`): six rows of three lines at 7 pt
# need about 87 mm of height (85 on a 57 mm wide card, whose band and footer scale down), and a
# question column of about 40 mm. A mini card would need half as much again.
MIN_CARD = (57.0, 87.0)


def items(deck, options) -> list[Item]:
    out = [Item(ref.id, ref.card, ref) for ref in deck.cards]
    for area in deck.manifest.areas:
        for n in range(1, options.blanks + 1):
            blank = SimpleNamespace(id=f"blank-{area.id}-{n}", area=area.id, questions=None)
            out.append(Item(blank.id, blank, None, {"blank": n}))
    return out


def _area(ctx: CardContext, area_id: str):
    for index, area in enumerate(ctx.deck.manifest.areas):
        if area.id == area_id:
            return index, area
    raise KeyError(area_id)


def _band(ctx: CardContext, item: Item, subtitle: str) -> float:
    index, area = _area(ctx, item.card.area)
    colour = theme.AREA_COLOURS[area.colour]
    s = ctx.scale
    height = parts.header(ctx, colour, area.name, height=14, subtitle=subtitle,
                          title_path=("@manifest", "areas", index, "name"),
                          right=12 + (art.logo_room(ctx, logo) if (logo := _logo_height(ctx, area)) else 0), size=11.5)
    colours = [theme.AREA_COLOURS[a.colour] for a in ctx.deck.manifest.areas]
    r = 5.0 * s
    cx = ctx.w - parts.pad(ctx) - r
    ctx.circle(cx, height / 2, r + 0.9 * s, fill=theme.PAPER)
    parts.hexagon(ctx, cx, height / 2, r, colours, highlight=index)
    return height


def _logo_height(ctx: CardContext, area) -> float:
    """The logo's height in the band (0: in the footer band), as the area's name leaves room."""
    return parts.band_logo_height(ctx, LOGO_HEIGHT * ctx.scale, ((area.name, "bold"),), 12 * ctx.scale)


def _geometry(ctx: CardContext) -> tuple[float, float, float, float, float]:
    """top, row height, die size, text x and text width, in mm."""
    s = ctx.scale
    top = 14 * s + 1.5 * s
    bottom = ctx.h - parts.FOOTER * s - 1.5 * s
    p = parts.pad(ctx)
    die = 5.6 * s
    text_x = p + die + 2.5 * s
    return top, (bottom - top) / ROWS, die, text_x, ctx.w - p - text_x


def _chrome(ctx: CardContext, item: Item, side: str, blank: bool) -> None:
    """Everything that is the same on every card of this area and side: drawn once per PDF."""
    s = ctx.scale
    _, area = _area(ctx, item.card.area)
    colour = theme.AREA_COLOURS[area.colour]
    _band(ctx, item, "" if side == "front" else ctx.labels["answers"])
    parts.footer(ctx, colour, note=ctx.labels["blank"] if blank else "", tag=False)
    top, row_h, die, text_x, _ = _geometry(ctx)
    p = parts.pad(ctx)
    for i in range(ROWS):
        y = top + i * row_h
        if side == "back" and i % 2 == 0:
            ctx.rect(-ctx.bleed, y, ctx.w + 2 * ctx.bleed, row_h, fill=theme.tint(colour, 0.10))
        if side == "front" and i:
            ctx.line(p, y, ctx.w - p, y, theme.RULE, 0.5)
        parts.die(ctx, p, y + (row_h - die) / 2, die, i + 1, colour)
        if blank:
            lines = 2 if side == "front" else 1
            for k in range(lines):
                ly = y + row_h * (k + 1) / (lines + 1) + 1.2 * s
                ctx.line(text_x, ly, ctx.w - p, ly, theme.MUTED, 0.5, dash=(1.2, 1.6))


def _rows(ctx: CardContext, item: Item, side: str) -> None:
    s = ctx.scale
    blank = item.card.questions is None
    ctx.static(f"ws/{item.card.area}/{side}/{'blank' if blank else 'card'}",
               lambda c: _chrome(c, item, side, blank))
    _, area = _area(ctx, item.card.area)
    logo = _logo_height(ctx, area)
    if logo:
        art.logo(ctx, ctx.w - parts.pad(ctx) - 12.5 * s, 2.5 * s, logo)
    else:
        parts.footer_logo(ctx)
    parts.footer(ctx, theme.AREA_COLOURS[area.colour], note=ctx.labels["blank"] if blank else "", band=False)
    if blank:
        return
    top, row_h, _, text_x, text_w = _geometry(ctx)
    size, weight = (ctx.pt(8.75), "regular") if side == "front" else (ctx.pt(10), "medium")
    parts.question_rows(ctx, item.card.questions, side, top, row_h, text_x, text_w, 0.6 * s, size, weight,
                        ruled=side == "front")


def front(ctx: CardContext, item: Item) -> None:
    _rows(ctx, item, "front")


def back(ctx: CardContext, item: Item) -> None:
    _rows(ctx, item, "back")
