"""Texts of one role share one size: on a card, and over the deck.

A role is a set of texts a reader compares at a glance: Wissens-Spektrum's six questions, iKNOW's
three clues, You Know It!'s five rows, Knowledge?'s counting terms and colour names. Fitted one
by one, a long one shrinks and its neighbours do not, and the card shows several sizes where it
means one. Here each text is fitted as `CardContext.text_box` would fit it, the smallest of those
sizes is taken, and every text of the role is drawn at it, through `text_box` and `label`, so
whatever measures a face (lint's `text-fits`, the proof's boxes) sees the sizes the PDF prints.

Over the deck, the export's measuring run (`growth`) notes the size each card could set a role at
(grown as far as its texts may grow, or shrunk) and decides the role's deck size, the largest
that most cards reach; a card then sets the role at no more than that, and at less only where
one of its texts does not fit there. A context with a `role_sized` method is told, for every role
it draws, what the card and the deck set it at (`RoleSize`: lint's `role-size` names the text
that takes a card below the deck's size); a drawing leaves the same for it (`drawn`).
"""

from __future__ import annotations

import weakref
from collections.abc import Sequence
from typing import NamedTuple

from deckctl.export.pdf import text, theme, typography
from deckctl.export.pdf.base import MM
from deckctl.export.pdf.draw import MIN_BODY, CardContext, hyphenates
from deckctl.export.pdf.growth import STEPS, role_key


class Box(NamedTuple):
    """One text of a role and where it goes: `value` in the `w` x `h` mm box at (x, y)."""

    value: str
    x: float
    y: float
    w: float
    h: float
    field_path: tuple | None = None


class RoleSize(NamedTuple):
    """What a card set a role at (`role_sized`): the boxes, the size each text got alone (capped
    at the deck's size; None: it does not fit), the size the card set them at, the deck's size for
    the role (None: not decided), and the designed size, weight, leading, smallest size and growth
    they were fitted with."""

    boxes: Sequence[Box]
    own: list
    shared: float
    deck: float | None
    size: float
    weight: str
    leading: float
    min_size: float
    grow: float


def text_boxes(ctx: CardContext, boxes: Sequence[Box], size: float, weight: str = "regular",
               colour=theme.INK, align: str = "left", valign: str = "top", leading: float = 1.2,
               grow: float = 1.0, min_size: float = MIN_BODY) -> float:
    """Draw every box's text at one size (`shared_size`) and return it. A text that does not fit
    even at `min_size` is reported as `text_box` reports it; the others are set at `min_size` too."""
    growth = ctx.growth
    if growth is not None and growth.measuring:  # the size this card could set the role at: nothing is drawn yet
        _sizes(ctx, boxes, size, weight, leading, grow, min_size)
        return size
    own, shared, grow = _sizes(ctx, boxes, size, weight, leading, grow, min_size)
    for box, alone in zip(boxes, own):
        if alone == shared:  # set as it was measured (the same fit, so not worked out again)
            ctx.text_box(box.value, box.x, box.y, box.w, box.h, size, weight, colour, align, valign,
                         box.field_path, min_size, leading, grow)
        else:  # at `shared` alone, as `_sizes` tried it
            ctx.text_box(box.value, box.x, box.y, box.w, box.h, shared, weight, colour, align, valign,
                         box.field_path, shared, leading)
    return shared


def shared_size(ctx: CardContext, boxes: Sequence[Box], size: float, weight: str = "regular",
                leading: float = 1.2, grow: float = 1.0, min_size: float = MIN_BODY) -> float:
    """The size the boxes' texts share: the largest, at most what each alone would get (grown as
    far as the deck's texts of their kind grow, `growth`) and at most the deck's size for the role,
    at which every one fits; `min_size` when one does not fit even there. Draw each with
    `text_box` at it (as its smallest size too)."""
    return _sizes(ctx, boxes, size, weight, leading, grow, min_size)[1]


def _sizes(ctx, boxes, size, weight, leading, grow, min_size) -> tuple[list, float, float]:
    """(the size each text gets alone, None for one that does not fit; the size they share; the
    growth they were fitted with). While the deck is measured, the size this card could set the
    role at is noted (`growth.record_role`); once it is decided, no text is set larger than the
    deck's size for the role."""
    growth = ctx.growth
    role = deck = None
    if growth is not None and boxes:
        role = role_key(ctx.side, size, weight, _field(boxes[0].field_path))
        deck = None if growth.measuring else growth.role_size(role)
        if deck is not None:
            grow = _grow_to(size, grow, deck)
    if grow > 1 and growth is not None:
        grow = growth.factor((ctx.side, size, weight), grow)
    own = [ctx.fitted_size(box.value, box.w, box.h, size, weight, min_size, leading, grow, hyphenates(box.field_path))
           for box in boxes]
    if None in own:
        shared = min_size
    else:
        shared = min(own, default=size)
        if deck is not None and deck < shared:
            shared = deck
        # A text that fits at its own size fits at a smaller one too, nearly always; where line
        # breaking decides otherwise, step down (to the next of the sizes a text shrinks to, so the
        # role keeps to its kind's few sizes) until all of them fit.
        while shared > min_size and not all(
                ctx.fitted_size(box.value, box.w, box.h, shared, weight, shared, leading, 1.0,
                                hyphenates(box.field_path)) is not None
                for box, alone in zip(boxes, own) if alone != shared):
            shared = next((step for step in text.shrink_steps(size, min_size) if step < shared - 1e-9), min_size)
    if role is not None and growth.measuring:
        growth.record_role(role, shared)
    elif role is not None and (note := getattr(ctx, "role_sized", None)) is not None:
        note(RoleSize(boxes, own, shared, deck, size, weight, leading, min_size, grow))
    elif role is not None and ctx.canvas is not None and ctx.item.ref is not None:
        _keep(ctx, growth, RoleSize(boxes, own, shared, deck, size, weight, leading, min_size, grow))
    return own, shared, grow


# What the last drawings set their cards' roles at, by (id of the deck, language, card size):
# [the deck (weakly), the growth they were set with, (id of the card's ref, side) -> its roles in
# the order they were set]. A drawing of a deck (a proof's) leaves them for lint's role-size, which
# would otherwise measure the deck's growth and lay every card out again to learn the same
# (`drawn`). A side drawn again replaces what it noted (a new context: its first role starts the
# side's list; no face sets a role in a shared part, `CardContext.static`, which draws on a context
# of its own). Emptied by `forget_drawn`; the editions of a few decks kept.
_drawn: dict[tuple, list] = {}
_DRAWN_KEPT = 8


def _keep(ctx, growth, role: RoleSize) -> None:
    key = (id(ctx.deck), ctx.language, ctx.w, ctx.h)
    kept = _drawn.get(key)
    if kept is None or kept[0]() is not ctx.deck or kept[1] is not growth:
        if len(_drawn) >= _DRAWN_KEPT:
            _drawn.clear()
        kept = _drawn[key] = [weakref.ref(ctx.deck), growth, {}]
    noted = ctx.__dict__.get("_deckctl_roles")
    if noted is None:  # (the side's first role on this drawing of it)
        noted = ctx._deckctl_roles = kept[2][id(ctx.item.ref), ctx.side] = []
    noted.append(role)


def drawn(deck, language: str, card_mm: tuple[float, float]):
    """(the deck's growth, decided, and what each card side drawn with it set its roles at: (id of
    the card's ref, side) -> `RoleSize`s, in the order the face set them), as the last drawing of
    `deck` in `language` at `card_mm` left them; None where no card of it was drawn since
    `forget_drawn`. A side not among them was not drawn (or sets no role)."""
    kept = _drawn.get((id(deck), language, *card_mm))
    if kept is None or kept[0]() is not deck or kept[1].measuring:
        return None
    return kept[1], kept[2]


def drawn_places(deck, language: str, card_mm: tuple[float, float]):
    """`drawn`, each side named by its card's place in `deck.cards`: what a process that drew the
    deck hands to the one that lints it (`note_drawn`), which holds the same deck (proof/apart.py)."""
    found = drawn(deck, language, card_mm)
    if found is None:
        return None
    growth, noted = found
    places = {id(ref): n for n, ref in enumerate(deck.cards)}
    return growth, {(places[ref], side): set_at for (ref, side), set_at in noted.items() if ref in places}


def note_drawn(deck, language: str, card_mm: tuple[float, float], growth, noted: dict) -> None:
    """Take in what `drawn_places` gave in another process for the same deck, as if drawn here:
    beside what a drawing here noted with the same growth (another span of the same cards), else
    in its place."""
    key = (id(deck), language, *card_mm)
    sides = {(id(deck.cards[n]), side): set_at for (n, side), set_at in noted.items()}
    kept = _drawn.get(key)
    if kept is not None and kept[0]() is deck and kept[1].factors == growth.factors:
        kept[2].update(sides)
        return
    if len(_drawn) >= _DRAWN_KEPT:
        _drawn.clear()
    _drawn[key] = [weakref.ref(deck), growth, sides]


def forget_drawn() -> None:
    _drawn.clear()


def _field(path: tuple | None) -> str:
    """A text's field without its list positions: `questions/question`, `clues`."""
    return "/".join(str(step) for step in path or () if type(step) is not int)


def _grow_to(size: float, grow: float, deck: float) -> float:
    """The largest growth (1.0 or one of `growth.STEPS`, at most `grow`) that sets a text designed
    at `size` no larger than `deck` pt: a role's texts grow only as far as the deck's size."""
    return max((step for step in STEPS if step <= grow + 1e-9 and round(size * step * 4) / 4 <= deck + 1e-9),
               default=1.0)


def widest(ctx: CardContext, values: Sequence[str], weight: str, size: float) -> float:
    """The width in mm of the widest of `values` set on one line at `size` pt."""
    return max((text.line_width(typography.typographic(text.one_line(v), ctx.text_language(v)), weight, size)
                for v in values), default=0.0) / MM


def label_size(ctx: CardContext, values: Sequence[str], size: float, weight: str, max_width: float,
               min_size: float = MIN_BODY) -> float:
    """The size one-line labels of a role share: the largest, at most `size`, at which every one of
    them is no wider than `max_width` mm (not below `min_size`: `CardContext.label` then reports
    the one that does not fit)."""
    at_one = widest(ctx, values, weight, 1.0)
    if at_one * size <= max_width:
        return size
    return max(min_size, max_width / at_one)


def label_fits(ctx: CardContext, values: Sequence[str], size: float, weight: str, max_width: float) -> bool:
    """Whether every label fits `max_width` mm at `size` pt."""
    return widest(ctx, values, weight, size) <= max_width + 0.01 / MM
