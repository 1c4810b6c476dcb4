"""You Know It! card faces.

Front: five numbered questions. Back: the five answers in the same order, each in a band of
equal height from the top down, so that sliding the card out of its sleeve uncovers answer 1
first, then 2, and so on, one at a time.
"""

from __future__ import annotations

from deckctl.export.pdf import parts, theme
from deckctl.export.pdf.draw import CardContext, Item
from deckctl.games.you_know_it.cards import QUESTIONS_PER_CARD

COLOUR = theme.YOU_KNOW_IT


def _band(ctx: CardContext, title: str) -> float:
    return parts.header(ctx, COLOUR, title, height=11, size=11.5)


def front(ctx: CardContext, item: Item) -> None:
    s = ctx.scale
    top = _band(ctx, ctx.deck.game.title) + 1.5 * s
    bottom = parts.footer(ctx, COLOUR) - 1.5 * s
    p = parts.pad(ctx)
    row_h = (bottom - top) / QUESTIONS_PER_CARD
    r = 3.0 * s
    text_x = p + 2 * r + 2.5 * s
    for i, qa in enumerate(item.card.questions):
        y = top + i * row_h
        if i:
            ctx.line(p, y, ctx.w - p, y, theme.RULE, 0.5)
        parts.number_badge(ctx, p + r, y + row_h / 2, r, str(i + 1), COLOUR)
        ctx.text_box(qa.question, text_x, y + 0.8 * s, ctx.w - p - text_x, row_h - 1.6 * s, ctx.pt(9.5),
                     "regular", valign="middle", field_path=("questions", i, "question"))


def back(ctx: CardContext, item: Item) -> None:
    """Answers top-down in equal bands: answer 1 nearest the edge that leaves the sleeve first."""
    s = ctx.scale
    p = parts.pad(ctx)
    head = _band(ctx, ctx.labels["answers"])
    # The reveal direction: a small arrow pointing to the top edge, and what to do.
    ax = ctx.w - p - 3 * s
    ctx.polygon([(ax - 2.4 * s, head * 0.62), (ax + 2.4 * s, head * 0.62), (ax, head * 0.3)], fill=theme.PAPER)
    bottom = parts.footer(ctx, COLOUR) - 0.0
    note_h = 4.2 * s
    ctx.label(ctx.labels["slide"], ctx.w / 2, head + 3.1 * s, ctx.pt(6.5), "italic", theme.MUTED,
              align="center", max_width=ctx.w - 2 * p)
    top = head + note_h
    row_h = (bottom - top) / QUESTIONS_PER_CARD
    r = 3.0 * s
    text_x = p + 2 * r + 2.5 * s
    for i, qa in enumerate(item.card.questions):
        y = top + i * row_h
        ctx.rect(-ctx.bleed, y, ctx.w + 2 * ctx.bleed, row_h,
                 fill=theme.tint(COLOUR, 0.13 if i % 2 == 0 else 0.04))
        parts.number_badge(ctx, p + r, y + row_h / 2, r, str(i + 1), COLOUR)
        ctx.text_box(qa.answer, text_x, y + 0.8 * s, ctx.w - p - text_x, row_h - 1.6 * s, ctx.pt(12),
                     "bold", valign="middle", field_path=("questions", i, "answer"))
