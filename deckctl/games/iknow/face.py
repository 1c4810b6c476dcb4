"""iKNOW card faces.

Front: the category in a band, the question, then the three clues in reading order, each beside a
chip showing what answering after it is worth (3, 2, then 1). Back: the answer, large.
"""

from __future__ import annotations

from deckctl.export.pdf import art, parts, theme
from deckctl.export.pdf.base import Item
from deckctl.export.pdf.draw import CardContext
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
    ctx.label("?", x + tile / 2, y + tile / 2 + size * 0.36 / 2.835, size, "black", colour, align="center")
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
    question_h = 13 * s
    ctx.text_box(card.question, p, top, ctx.w - 2 * p, question_h, ctx.pt(11.5), "bold",
                 align="center", valign="middle", field_path=("question",))
    top += question_h + 1.5 * s
    # Clue rows share the rest, in proportion to their length (but never below a fair share).
    weights = [max(len(clue), 45) for clue in card.clues]
    total = sum(weights)
    space = bottom - top
    r = 3.6 * s
    text_x = p + 2 * r + 2.5 * s
    y = top
    for i, (clue, value) in enumerate(zip(card.clues, CLUE_VALUES)):
        row_h = space * weights[i] / total
        ctx.rect(p - 1.5 * s, y + 0.7 * s, ctx.w - 2 * p + 3 * s, row_h - 1.4 * s,
                 fill=theme.tint(colour, 0.10), radius=2 * s)
        parts.chip(ctx, p + r, y + row_h / 2, r, value, colour)
        ctx.text_box(clue, text_x, y + 1.4 * s, ctx.w - p - text_x, row_h - 2.8 * s, ctx.pt(9), "regular",
                     valign="middle", field_path=("clues", i))
        y += row_h


def back(ctx: CardContext, item: Item) -> None:
    height, _ = _chrome(ctx, item.card, "back")
    parts.centred_text(ctx, item.card.answer, height + 12 * ctx.scale, ctx.pt(18), "bold", ("answer",))
