"""You Know It! card faces.

Front: five numbered questions. Back: the five answers in the same order, each in a band of
equal height from the top down, so that sliding the card out of its sleeve uncovers answer 1
first, then 2, and so on, one at a time.
"""

from __future__ import annotations

from deckctl.export.pdf import art, parts, theme
from deckctl.export.pdf.base import MM, Item
from deckctl.export.pdf.draw import CardContext
from deckctl.export.pdf.text import text_height
from deckctl.games.you_know_it.cards import QUESTIONS_PER_CARD

COLOUR = theme.YOU_KNOW_IT
LOGO_HEIGHT = 7.4  # mm on a poker card: the publisher's logo, at the right end of the front's band
# Below this scale (mini cards) the front's rows are told apart by alternating tints instead of
# rules: a rule needs `parts.RULE_GAP` of clear space on each side, which a small card's rows need
# for a third line of text at 7 pt.
TINTED_BELOW = 0.8


def _band(ctx: CardContext, title: str) -> float:
    return parts.header(ctx, COLOUR, title, height=11, size=11.5, right=art.logo_room(ctx, LOGO_HEIGHT * ctx.scale))


def _layout(ctx: CardContext, side: str) -> tuple[float, float, float, float]:
    """top of the rows, row height, badge radius, text x (mm)."""
    s = ctx.scale
    head = 11 * s
    top = head + (1.5 * s if side == "front" else _slide_strip(ctx))
    bottom = ctx.h - parts.FOOTER * s - (1.5 * s if side == "front" else 0.0)
    r = 3.0 * s
    return top, (bottom - top) / QUESTIONS_PER_CARD, r, parts.pad(ctx) + 2 * r + 2.5 * s


SLIDE_SIZE = 7.0  # pt: what to do with the back, under its band


def _slide_strip(ctx: CardContext) -> float:
    """The height in mm of the strip under the back's band that says how to reveal the answers:
    one line's worth on a poker card, two where the words need them (a small card, a long
    language); a hint longer than that does not fit, and is reported."""
    s = ctx.scale
    width = ctx.w - 2 * parts.pad(ctx)
    two_lines = text_height(2, SLIDE_SIZE, SLIDE_SIZE * 1.1) / MM
    needed = ctx.measure(ctx.labels["slide"], width, two_lines, SLIDE_SIZE, "italic", min_size=SLIDE_SIZE,
                         leading=1.1).needed / MM
    return max(4.2 * s, min(needed, two_lines) + 1.8 * s)


def _ruled(ctx: CardContext, side: str) -> bool:
    return side == "front" and ctx.scale >= TINTED_BELOW


def _chrome(ctx: CardContext, side: str) -> None:
    """Band, rows and numbers: the same on every card, drawn once per PDF."""
    s = ctx.scale
    p = parts.pad(ctx)
    head = _band(ctx, ctx.deck.game.title if side == "front" else ctx.labels["answers"])
    parts.footer(ctx, COLOUR, tag=False)
    top, row_h, r, _ = _layout(ctx, side)
    if side == "back":
        # The reveal direction: an arrow to the top edge, and what to do.
        ax = ctx.w - p - 3 * s
        ctx.polygon([(ax - 2.4 * s, head * 0.62), (ax + 2.4 * s, head * 0.62), (ax, head * 0.3)], fill=theme.PAPER)
        ctx.text_box(ctx.labels["slide"], p, head + 0.6 * s, ctx.w - 2 * p, _slide_strip(ctx) - 0.6 * s,
                     SLIDE_SIZE, "italic", theme.MUTED, align="center", valign="middle", leading=1.1)
    for i in range(QUESTIONS_PER_CARD):
        y = top + i * row_h
        if side == "back":
            ctx.rect(-ctx.bleed, y, ctx.w + 2 * ctx.bleed, row_h,
                     fill=theme.tint(COLOUR, 0.13 if i % 2 == 0 else 0.04))
        elif _ruled(ctx, side):
            if i:
                ctx.line(p, y, ctx.w - p, y, theme.RULE, 0.5)
        elif i % 2 == 0:  # (10 %: an office printer still prints it; the back's bands alternate 13 and 4 %)
            ctx.rect(-ctx.bleed, y, ctx.w + 2 * ctx.bleed, row_h, fill=theme.tint(COLOUR, 0.10))
        parts.number_badge(ctx, p + r, y + row_h / 2, r, str(i + 1), COLOUR)


def _rows(ctx: CardContext, item: Item, side: str) -> None:
    s = ctx.scale
    ctx.static(f"you-know-it/{side}", lambda c: _chrome(c, side))
    art.logo(ctx, ctx.w - parts.pad(ctx), 1.8 * s, LOGO_HEIGHT * s)
    parts.footer(ctx, COLOUR, band=False)
    top, row_h, _, text_x = _layout(ctx, side)
    width = ctx.w - parts.pad(ctx) - text_x
    size, weight = (ctx.pt(9.5), "regular") if side == "front" else (ctx.pt(12), "bold")
    parts.question_rows(ctx, item.card.questions, side, top, row_h, text_x, width, 0.8 * s, size, weight,
                        ruled=_ruled(ctx, side))


def front(ctx: CardContext, item: Item) -> None:
    _rows(ctx, item, "front")


def back(ctx: CardContext, item: Item) -> None:
    """Answers top-down in equal bands: answer 1 nearest the edge that leaves the sleeve first."""
    _rows(ctx, item, "back")
