"""The card sizes a game's faces are laid out for.

A face may name the smallest card it is laid out for, `MIN_CARD` (width, height in mm), where the
texts it must hold cannot stay at 7 pt on less: Wissens-Spektrum's six questions need three lines
each. A smaller card is refused before anything is drawn, with the sizes that are big enough,
instead of one `text-overflow` error for nearly every question.
"""

from __future__ import annotations

from deckctl.export.pdf.base import face_of
from deckctl.export.pdf.options import CARD_SIZES, OptionError


class CardTooSmall(OptionError):
    """A card size below what the deck's game is laid out for; `hint` names the ones that do."""


def smallest(deck) -> tuple[float, float] | None:
    """The smallest card (mm) the deck's game is laid out for; None: any card deckctl accepts."""
    return getattr(face_of(deck), "MIN_CARD", None)


def fits(least: tuple[float, float] | None, card_mm: tuple[float, float]) -> bool:
    return least is None or (card_mm[0] >= least[0] - 1e-6 and card_mm[1] >= least[1] - 1e-6)


def check(deck, card_mm: tuple[float, float], named: str, choices: dict[str, tuple[float, float]] | None = None,
          custom: bool = True) -> None:
    """Raise CardTooSmall when `card_mm` (called `named` in the message) is smaller than the
    game's faces are laid out for; the hint names those of `choices` (name: mm) that are big
    enough, and with `custom` a WxH of at least the minimum."""
    least = smallest(deck)
    if fits(least, card_mm):
        return
    choices = CARD_SIZES if choices is None else choices
    big_enough = [name for name, size in choices.items() if fits(least, size)]
    width, height = (f"{side:g}" for side in least)
    message = (f"{deck.game.title} cards need at least {width} x {height} mm, and {named} is "
               f"{card_mm[0]:g} x {card_mm[1]:g} mm: a smaller card has no room for their texts at 7 pt")
    named_ones = ", ".join(big_enough[:-1]) + (" or " if len(big_enough) > 1 else "") + "".join(big_enough[-1:])
    custom_one = f"a WxH of at least {width}x{height}" if custom else ""
    hint = "choose " + (f"{named_ones}, or {custom_one}" if big_enough and custom else named_ones or custom_one)
    raise CardTooSmall(message, hint)
