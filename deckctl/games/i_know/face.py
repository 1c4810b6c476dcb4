"""I know! card faces.

Question cards: the subject's colour and name in a band with a level badge (A-D, with its
grades), the question on the front and the answer on the back. Announcement cards have their own
dark look: the announcement on the front, what it does in a few words on the back.
"""

from __future__ import annotations

from deckctl.export.pdf import art, parts, roles, text, theme
from deckctl.export.pdf.base import MM, Item
from deckctl.export.pdf.draw import CardContext
from deckctl.games.i_know.cards import CORE_SUBJECTS, effect_text

ACCENT = "#f7c948"  # announcements: the bell and the effect
ANNOUNCEMENTS = True  # `--announcement-back neutral` gives announcement cards one back for all
LOGO_HEIGHT = 9.0  # mm on a poker card: the publisher's logo, left of the level badge (top right on announcements)


def _question_chrome(ctx: CardContext, card, side: str) -> float:
    """Band, badge and footer band (and the answer label): drawn once per subject and level."""
    in_footer = not _grades_under_badge(ctx, card)
    # (the proofing tag, at the footer's left, keeps clear of the grades at its right)
    taken = text.line_width(ctx.labels[f"grades-{card.level}"], "medium", GRADES_SIZE) / MM + 2 * ctx.scale \
        if in_footer else 0.0
    parts.banded_chrome(ctx, f"i-know/{card.subject}/{card.level}/{side}", theme.I_KNOW_SUBJECT[card.subject],
                        lambda c: _question_band(c, card), side, taken=taken)
    if in_footer:
        ctx.static(f"i-know/{card.subject}/{card.level}/{side}/grades", lambda c: _grades_in_footer(c, card))
    s = ctx.scale
    height = _logo_height(ctx, card)
    if height:
        art.logo(ctx, ctx.w - parts.pad(ctx) - 11.5 * s, 2.7 * s, height)
    else:
        parts.footer_logo(ctx)
    return 17 * s


def _logo_height(ctx: CardContext, card) -> float:
    kind = ctx.labels["core" if card.subject in CORE_SUBJECTS else "option"]
    name = ctx.labels.get(f"{card.subject}-short", ctx.labels[card.subject])
    return parts.band_logo_height(ctx, LOGO_HEIGHT * ctx.scale, ((name, "bold"), (kind, "medium")), 13 * ctx.scale)


def _question_band(ctx: CardContext, card) -> float:
    colour = theme.I_KNOW_SUBJECT[card.subject]
    s = ctx.scale
    kind = ctx.labels["core" if card.subject in CORE_SUBJECTS else "option"]
    names = (ctx.labels[card.subject], ctx.labels.get(f"{card.subject}-short", ctx.labels[card.subject]))
    height = parts.header(ctx, colour, names, height=17, subtitle=kind, right=13 + (art.logo_room(ctx, _logo_height(ctx, card)) if _logo_height(ctx, card) else 0),
                          size=11.5)
    # The level badge: a white disc with the letter, its grades underneath.
    r = 5.0 * s
    cx, cy = ctx.w - parts.pad(ctx) - r, 7.2 * s
    ctx.circle(cx, cy, r, fill=theme.PAPER)
    size = ctx.pt(17)
    ctx.label(card.level, cx, cy + size * 0.36 / 2.835, size, "black", theme.on_paper(colour), align="center")
    if _grades_under_badge(ctx, card):
        ctx.label(ctx.labels[f"grades-{card.level}"], cx, cy + r + 3.4 * s, GRADES_SIZE, "medium", theme.on(colour),
                  align="center", max_width=14 * s)
    return height


GRADES_SIZE = 7.0  # pt: the grades a level is for, under its badge (in the footer band where too long)


def _grades_under_badge(ctx: CardContext, card) -> bool:
    return roles.label_fits(ctx, [ctx.labels[f"grades-{card.level}"]], GRADES_SIZE, "medium", 14 * ctx.scale)


def _grades_in_footer(ctx: CardContext, card) -> None:
    """The grades at the right of the footer band: on a small card, where they are too long for
    the room under the badge."""
    p = parts.pad(ctx)
    ctx.label(ctx.labels[f"grades-{card.level}"], ctx.w - p, ctx.h - parts.FOOTER * ctx.scale / 2 + 0.75,
              GRADES_SIZE, "medium", theme.on(theme.I_KNOW_SUBJECT[card.subject]), align="right",
              max_width=ctx.w - 2 * p)


def _bell(ctx: CardContext, cx: float, cy: float, size: float, colour: str) -> None:
    """A school bell: dome, rim and clapper."""
    half = size / 2
    ctx.polygon([(cx - half * 0.55, cy + half * 0.45), (cx - half * 0.42, cy - half * 0.35),
                 (cx, cy - half * 0.72), (cx + half * 0.42, cy - half * 0.35),
                 (cx + half * 0.55, cy + half * 0.45)], fill=colour)
    ctx.rect(cx - half * 0.75, cy + half * 0.38, half * 1.5, half * 0.22, fill=colour, radius=half * 0.1)
    ctx.circle(cx, cy + half * 0.78, half * 0.17, fill=colour)
    ctx.circle(cx, cy - half * 0.8, half * 0.12, fill=colour)


def _announcement_chrome(ctx: CardContext) -> None:
    """The dark card, its frame, the bell and the title: drawn once per PDF."""
    s = ctx.scale
    ctx.background(theme.I_KNOW_ANNOUNCEMENT)
    inset = 2.6 * s
    ctx.rect(inset, inset, ctx.w - 2 * inset, ctx.h - 2 * inset, stroke=ACCENT, width=1.2, radius=3 * s)
    _bell(ctx, ctx.w / 2, 13 * s, 12 * s, ACCENT)
    ctx.label(ctx.labels["announcement"].upper(), ctx.w / 2, 27 * s, ctx.pt(11), "black", ACCENT,
              align="center", max_width=ctx.w - 2 * parts.pad(ctx))
    ctx.line(ctx.w / 2 - 8 * s, 30.5 * s, ctx.w / 2 + 8 * s, 30.5 * s, ACCENT, 1.0)


def _announcement(ctx: CardContext, item: Item, side: str) -> None:
    """An announcement's front (its text) or back (what it does; with `announcement_back: neutral`
    nothing but the look every announcement shares, and the front says what it does instead)."""
    card = item.card
    s = ctx.scale
    p = parts.pad(ctx)
    ctx.static("i-know/announcement", _announcement_chrome)
    art.logo(ctx, ctx.w - 4.6 * s, 4.6 * s, LOGO_HEIGHT * s)
    bottom = ctx.h - 9 * s
    neutral = item.extra.get("neutral_back", False)
    effect = effect_text(card.effect.model_dump(), ctx.labels)
    x, w = p + 1 * s, ctx.w - 2 * p - 2 * s
    if side == "front":
        if neutral:  # what it does, under the text: the back no longer says it
            effect_h = 12 * s
            ctx.line(ctx.w / 2 - 8 * s, bottom - effect_h, ctx.w / 2 + 8 * s, bottom - effect_h, ACCENT, 1.0)
            ctx.text_box(effect, x, bottom - effect_h + 1.5 * s, w, effect_h - 1.5 * s, ctx.pt(13), "bold", ACCENT,
                         align="center", valign="middle", field_path=("effect",))
            bottom -= effect_h + 1.5 * s
        ctx.text_box(card.text, x, 34 * s, w, bottom - 34 * s, ctx.pt(12.5), "medium", theme.PAPER, align="center",
                     valign="middle", field_path=("text",), grow=parts.GROW)
    elif not neutral:
        ctx.text_box(effect, x, 34 * s, w, bottom - 34 * s, ctx.pt(16), "bold", ACCENT,
                     align="center", valign="middle", field_path=("effect",))
    parts.proof_tag(ctx, ctx.w / 2, ctx.h - 4.6 * s, "#8c93b8", ctx.w - 2 * p, align="center")


def items(deck, options) -> list[Item]:
    """The deck's cards; announcements marked for a neutral back where the print options ask for one."""
    neutral = options.announcement_back == "neutral"
    return [Item(ref.id, ref.card, ref, {"neutral_back": True} if neutral and ref.card.kind == "announcement" else {})
            for ref in deck.cards]


def _side(ctx: CardContext, item: Item, side: str, field: str, gap: float, size: float, weight: str) -> None:
    """An announcement side, or a question card's band and its `field` centred `gap` mm below it."""
    card = item.card
    if card.kind == "announcement":
        _announcement(ctx, item, side)
        return
    height = _question_chrome(ctx, card, side)
    parts.centred_text(ctx, getattr(card, field), height + gap * ctx.scale, ctx.pt(size), weight, (field,))


def front(ctx: CardContext, item: Item) -> None:
    _side(ctx, item, "front", "question", gap=4, size=13, weight="medium")


def back(ctx: CardContext, item: Item) -> None:
    _side(ctx, item, "back", "answer", gap=12, size=17, weight="bold")
