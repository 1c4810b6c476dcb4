"""Knowledge? card faces.

Front: the category in a coloured band with its symbol (ABC, 123 or a palette), then the question,
and on counting cards the terms to count. Back: the same band, the value shown large (the letter,
the number with its steps as pips, or colour swatches that name their colour) and the resolution.
"""

from __future__ import annotations

from deckctl.export.pdf import art, parts, roles, theme
from deckctl.export.pdf.base import Item
from deckctl.export.pdf.draw import MIN_BODY, CardContext

COLOUR_ORDER = ("red", "yellow", "green", "blue", "white")
LOGO_HEIGHT = 7.0  # mm on a poker card: the publisher's logo sits left of the symbol tile


def _symbol(ctx: CardContext, category: str, colour: str, x: float, y: float, w: float, h: float) -> None:
    """The category symbol on a white tile: ABC, 123 or a palette of the five colours."""
    ctx.rect(x, y, w, h, fill=theme.PAPER, radius=h * 0.28)
    if category == "colour":
        r = h * 0.2
        step = (w - 2 * r - 2.4 * ctx.scale) / 4
        for i, name in enumerate(COLOUR_ORDER):
            ctx.circle(x + 1.2 * ctx.scale + r + i * step, y + h / 2, r, fill=theme.VALUE_COLOURS[name],
                       stroke=theme.INK if name == "white" else None, width=0.5)
        return
    glyphs = "ABC" if category == "letter" else "123"
    size = h * 2.835 * 0.78
    ctx.label(glyphs, x + w / 2, y + h / 2 + size * 0.35 / 2.835, size, "black", theme.on_paper(colour), align="center",
              max_width=w - 1.5)


def _band(ctx: CardContext, card) -> float:
    colour = theme.KNOWLEDGE_CATEGORY[card.category]
    s = ctx.scale
    right = 24 + art.logo_room(ctx, LOGO_HEIGHT * s)
    height = parts.header(ctx, colour, ctx.labels[card.category], height=15, right=right, size=12)
    p = parts.pad(ctx)
    _symbol(ctx, card.category, colour, ctx.w - p - 21 * s, 3.2 * s, 21 * s, 8.6 * s)
    return height


def _chrome(ctx: CardContext, card) -> float:
    """Band and footer band, the same on every card of a category: drawn once per PDF."""
    colour = theme.KNOWLEDGE_CATEGORY[card.category]
    ctx.static(f"knowledge/{card.category}/{ctx.side}", lambda c: (_band(c, card), parts.footer(c, colour, tag=False)))
    s = ctx.scale
    art.logo(ctx, ctx.w - parts.pad(ctx) - 22.5 * s, 4.0 * s, LOGO_HEIGHT * s)
    parts.footer(ctx, colour, band=False)
    return _band_height(ctx)


def _band_height(ctx: CardContext) -> float:
    return 15 * ctx.scale


def front(ctx: CardContext, item: Item) -> None:
    card = item.card
    colour = theme.KNOWLEDGE_CATEGORY[card.category]
    top = _chrome(ctx, card) + 4 * ctx.scale
    bottom = ctx.h - parts.FOOTER * ctx.scale - 3 * ctx.scale
    p = parts.pad(ctx)
    width = ctx.w - 2 * p
    terms = getattr(card, "terms", None)
    if not terms:
        ctx.text_box(card.front, p, top, width, bottom - top, ctx.pt(12.5), "medium", align="center",
                     valign="middle", field_path=("front",), grow=parts.GROW)
        return
    # A counting card: the question, then the terms on a tinted panel, one per line.
    question_h = (bottom - top) * 0.42
    ctx.text_box(card.front, p, top, width, question_h, ctx.pt(11.5), "medium",
                 align="center", valign="bottom", field_path=("front",))
    panel_top = top + question_h + 2.5 * ctx.scale
    panel_h = bottom - panel_top
    ctx.rect(p - 1.5, panel_top, width + 3, panel_h, fill=theme.tint(colour, 0.12), radius=2.2 * ctx.scale)
    inner = 2.0 * ctx.scale
    line_h = (panel_h - 2 * inner) / len(terms)
    boxes = []
    for i, term in enumerate(terms):
        y = panel_top + inner + i * line_h
        ctx.circle(p + 1.6, y + line_h / 2, 0.8 * ctx.scale, fill=colour)
        boxes.append(roles.Box(term, p + 4, y, width - 5, line_h, ("terms", i)))
    roles.text_boxes(ctx, boxes, ctx.pt(10), "regular", valign="middle")  # the terms at one size


def _value(ctx: CardContext, card, top: float, height: float) -> None:
    colour = theme.KNOWLEDGE_CATEGORY[card.category]
    values = card.value if isinstance(card.value, list) else [card.value]
    s = ctx.scale
    cx = ctx.w / 2
    several = len(values) > 1
    note_h = 4.5 * s if several else 0.0
    area_h = height - note_h
    if card.category == "colour":
        _swatches(ctx, values, top, area_h)
    elif card.category == "letter":
        r = min(area_h / 2 - 1 * s, (10.5 if not several else 8.0) * s)
        gap = 3.5 * s
        total = len(values) * 2 * r + (len(values) - 1) * gap
        x = cx - total / 2 + r
        for letter in values:
            ctx.circle(x, top + area_h / 2, r, fill=colour)
            size = r * 2.835 * 1.3
            ctx.label(letter, x, top + area_h / 2 + size * 0.35 / 2.835, size, "black", theme.PAPER,
                      align="center")
            x += 2 * r + gap
    else:  # number: the digit, and its steps as five pips
        number = int(card.value)
        r = min(area_h / 2 - 3.5 * s, 9.5 * s)
        cy = top + r + 0.5 * s
        ctx.circle(cx, cy, r, fill=colour)
        size = r * 2.835 * 1.35
        ctx.label(str(number), cx, cy + size * 0.35 / 2.835, size, "black", theme.PAPER, align="center")
        pip_r, pip_gap = 1.3 * s, 4.0 * s
        py = cy + r + 3.0 * s
        for i in range(5):
            px = cx + (i - 2) * pip_gap
            if i < number:
                ctx.circle(px, py, pip_r, fill=colour)
            else:
                ctx.circle(px, py, pip_r, stroke=theme.RULE, width=0.8)
    if several:
        ctx.label(ctx.labels["nearest"], cx, top + height - 0.8 * s, ctx.pt(7.5), "italic", theme.MUTED,
                  align="center", max_width=ctx.w - 2 * parts.pad(ctx))


def _swatches(ctx: CardContext, values: list[str], top: float, area_h: float) -> None:
    """The colours in a row of swatches, their names at one size; in two rows where a name would
    not fit one at `MIN_BODY` (several colours on a small card)."""
    s = ctx.scale
    p = parts.pad(ctx)
    gap = 2.0 * s
    names = [ctx.labels[name] for name in values]
    for rows in (1, 2):
        columns = -(-len(values) // rows)
        sw_w = (ctx.w - 2 * p - gap * (columns - 1)) / columns
        sw_h = min((area_h - 2 * s - gap * (rows - 1)) / rows, 16 * s)
        size = min(ctx.pt(13), sw_h * 2.835 * 0.45)
        if roles.label_fits(ctx, names, MIN_BODY, "bold", sw_w - 2):
            break
    size = roles.label_size(ctx, names, size, "bold", sw_w - 2)
    y = top + (area_h - rows * sw_h - (rows - 1) * gap) / 2
    for i, name in enumerate(values):
        row, column = divmod(i, columns)
        in_row = min(columns, len(values) - row * columns)  # a last row of fewer swatches is centred
        x = p + (columns - in_row) * (sw_w + gap) / 2 + column * (sw_w + gap)
        parts.swatch(ctx, x, y + row * (sw_h + gap), sw_w, sw_h, name, size)


def back(ctx: CardContext, item: Item) -> None:
    card = item.card
    s = ctx.scale
    top = _chrome(ctx, card) + 3.5 * s
    bottom = ctx.h - parts.FOOTER * s - 3 * s
    value_h = 27 * s
    _value(ctx, card, top, value_h)
    p = parts.pad(ctx)
    text_top = top + value_h + 3 * s
    ctx.line(p + 8 * s, text_top - 1.5 * s, ctx.w - p - 8 * s, text_top - 1.5 * s, theme.RULE, 0.6)
    ctx.text_box(card.back, p, text_top, ctx.w - 2 * p, bottom - text_top, ctx.pt(10.5), "regular",
                 align="center", valign="middle", field_path=("back",), grow=parts.GROW)
