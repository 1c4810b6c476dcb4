"""iKNOW card faces.

Front: the category in a band, the question, then the three clues in reading order, each beside a
chip showing what answering after it is worth (3, 2, then 1). Back: the answer, large.
"""

from __future__ import annotations

from deckctl.export.pdf import art, parts, roles, theme
from deckctl.export.pdf.base import MM, Item
from deckctl.export.pdf.draw import MIN_BODY, CardContext
from deckctl.games.iknow.cards import CLUE_VALUES

LOGO_HEIGHT = 7.4  # mm on a poker card: the publisher's logo, left of the question-mark tile, as tall


def _band(ctx: CardContext, card) -> float:
    colour = theme.IKNOW_CATEGORY[card.category]
    s = ctx.scale
    height = parts.header(ctx, colour, ctx.labels[card.category], height=12, size=12,
                          right=11 + art.logo_room(ctx, LOGO_HEIGHT * s))
    # A question-mark tile at the right of the band.
    tile = 7.4 * s
    x, y = ctx.w - parts.pad(ctx) - tile, (height - tile) / 2
    ctx.rect(x, y, tile, tile, fill=theme.PAPER, radius=1.8 * s)
    size = ctx.pt(15)
    ctx.label("?", x + tile / 2, y + tile / 2 + size * 0.36 / 2.835, size, "black", theme.on_paper(colour),
              align="center")
    return height


def _chrome(ctx: CardContext, card, side: str) -> tuple[float, str]:
    """Band, footer band (and the answer label): the same per category and side, drawn once."""
    colour = theme.IKNOW_CATEGORY[card.category]
    parts.banded_chrome(ctx, f"iknow/{card.category}/{side}", colour, lambda c: _band(c, card), side)
    s = ctx.scale
    art.logo(ctx, ctx.w - parts.pad(ctx) - 8.9 * s, 2.3 * s, LOGO_HEIGHT * s)
    return 12 * ctx.scale, colour


def front(ctx: CardContext, item: Item) -> None:
    card = item.card
    s = ctx.scale
    height, colour = _chrome(ctx, card, "front")
    bottom = ctx.h - parts.FOOTER * s - 1.5 * s
    p = parts.pad(ctx)
    top = height + 2.5 * s
    r = 3.6 * s
    text_x = p + 2 * r + 2.5 * s
    width = ctx.w - p - text_x
    size, question_size = ctx.pt(9), ctx.pt(11.5)
    question_h = 13 * s
    rows = _clue_rows(ctx, card.clues, width, size, bottom - top - question_h - 1.5 * s)
    if rows is None:  # a small card: the question takes only the room it needs, the clues the rest
        needed = ctx.measure(card.question, ctx.w - 2 * p, question_h, question_size, "bold").needed / MM
        question_h = min(question_h, needed + 1.0 * s)
        rows = _clue_rows(ctx, card.clues, width, size, bottom - top - question_h - 1.5 * s, fallback=True)
    ctx.text_box(card.question, p, top, ctx.w - 2 * p, question_h, question_size, "bold",
                 align="center", valign="middle", field_path=("question",))
    tops = [top + question_h + 1.5 * s + sum(rows[:i]) for i in range(len(rows))]
    boxes = [roles.Box(clue, text_x, y + 1.4 * s, width, row_h - 2.8 * s, ("clues", i))
             for i, (clue, y, row_h) in enumerate(zip(card.clues, tops, rows))]
    shared = roles.shared_size(ctx, boxes, size)  # the three clues at one size
    for i, (box, y, row_h) in enumerate(zip(boxes, tops, rows)):  # each row in reading order: chip, then clue
        ctx.rect(p - 1.5 * s, y + 0.7 * s, ctx.w - 2 * p + 3 * s, row_h - 1.4 * s,
                 fill=theme.tint(colour, 0.10), radius=2 * s)
        parts.chip(ctx, p + r, y + row_h / 2, r, CLUE_VALUES[i], colour)
        ctx.text_box(box.value, box.x, box.y, box.w, box.h, shared, valign="middle", field_path=box.field_path,
                     min_size=shared)


def _clue_rows(ctx: CardContext, clues, width: float, size: float, space: float,
               fallback: bool = False) -> list[float] | None:
    """The clue rows' heights in mm: each what its clue needs at `size` (else at the smallest size,
    `MIN_BODY`), the room left over shared out evenly. When even that is too much: None, or with
    `fallback` shares in proportion to their lengths (never below a fair share), and the clue that
    does not fit is reported."""
    margins = 2.8 * ctx.scale
    for at in (size, MIN_BODY):
        needs = [ctx.measure(clue, width, 1000.0, at, min_size=at).needed / MM + margins for clue in clues]
        if sum(needs) <= space:
            extra = (space - sum(needs)) / len(needs)
            return [need + extra for need in needs]
    if not fallback:
        return None
    weights = [max(len(clue), 45) for clue in clues]
    return [space * weight / sum(weights) for weight in weights]


def back(ctx: CardContext, item: Item) -> None:
    height, _ = _chrome(ctx, item.card, "back")
    parts.centred_text(ctx, item.card.answer, height + 12 * ctx.scale, ctx.pt(18), "bold", ("answer",))
