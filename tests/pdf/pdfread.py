"""Helpers for the PDF tests: where each card side sits, read back from the PDF as any tool could,
and small generated decks.

A card's place is the clip rectangle its face is drawn in (its bleed box, `re W n`); which card it
is comes from the visible text drawn inside that rectangle: the texts the card prints, or the
`--proof` tag (deck · card id · version). Nothing invisible is needed.
"""

from __future__ import annotations

import io
import re
import textwrap
from collections.abc import Callable
from dataclasses import dataclass

MM = 72 / 25.4


@dataclass(frozen=True)
class Box:
    page: int
    x0: float  # mm from the page's lower-left corner
    y0: float
    x1: float
    y1: float


@dataclass(frozen=True)
class Card:
    """One card side on a page: its trim box and every text drawn inside its bleed box."""

    box: Box
    text: str


def _clips(page) -> list[tuple[float, float, float, float]]:
    """The rectangles the page clips to, in pt: (x0, y0, x1, y1)."""
    from pypdf.generic import ContentStream

    found, pending = [], None
    for operands, operator in ContentStream(page.get_contents(), page.pdf).operations:
        if operator == b"re":
            x, y, w, h = (float(v) for v in operands)
            pending = (x, y, x + w, y + h)
        elif operator in (b"W", b"W*") and pending:
            found.append(pending)
        elif operator not in (b"n",):
            pending = None
    return found


def cards(data: bytes, bleed: float = 3.0) -> tuple[list[Card], list[tuple[float, float]]]:
    """Every card side in the PDF (drawn with `bleed` mm), in page order, and each page's size in mm."""
    from pypdf import PdfReader

    reader = PdfReader(io.BytesIO(data))
    found, sizes = [], []
    for number, page in enumerate(reader.pages):
        sizes.append((float(page.mediabox.width) / MM, float(page.mediabox.height) / MM))
        runs: list[tuple[float, float, str]] = []

        def visit(text, cm, tm, font, size, runs=runs):
            if text.strip():
                runs.append((tm[4] * cm[0] + tm[5] * cm[2] + cm[4], tm[4] * cm[1] + tm[5] * cm[3] + cm[5], text))

        page.extract_text(visitor_text=visit)
        for x0, y0, x1, y1 in _clips(page):
            inside = " ".join(t.strip() for x, y, t in runs if x0 <= x <= x1 and y0 <= y <= y1)
            box = Box(number, x0 / MM + bleed, y0 / MM + bleed, x1 / MM - bleed, y1 / MM - bleed)
            found.append(Card(box, " ".join(inside.split())))
    return found, sizes


Identify = Callable[[Card], "tuple[str, str] | None"]


def by_proof_tag(keys) -> Identify:
    """Identify cards by the `--proof` tag (deck · card id · version, or the id alone where the
    card is too small) among `keys`; fronts are on even pages (duplex or singles)."""
    known = set(keys)

    def identify(card: Card) -> tuple[str, str] | None:
        found = [word for word in re.split(r"\s+", card.text) if word in known]
        if not found:
            return None
        return found[0], "front" if card.box.page % 2 == 0 else "back"

    return identify


def by_knowledge_text(card: Card) -> tuple[str, str] | None:
    """(card id, side) of a `knowledge_cards` card, from the question or resolution it prints."""
    match = re.search(r"Question number (\d+)|resolution of question (\d+)", card.text)
    if not match:
        return None
    front, back = match.groups()
    return f"card-{int(front or back):03d}", "front" if front else "back"


def boxes(data: bytes, identify: Identify = by_knowledge_text,
          bleed: float = 3.0) -> tuple[dict[tuple[str, str], Box], list[tuple[float, float]]]:
    """{(card key, side): its trim box} and each page's size in mm; every card must be identified."""
    found, sizes = cards(data, bleed)
    out = {}
    for card in found:
        key = identify(card)
        assert key is not None, f"a card on page {card.box.page} cannot be identified: {card.text!r}"
        assert key not in out, f"{key} found twice"
        out[key] = card.box
    return out, sizes


def knowledge_cards(count: int) -> str:
    """`count` valid Knowledge? cards cycling through the three categories."""
    out = []
    for i in range(count):
        kind = ("number", "letter", "colour")[i % 3]
        value = {"number": str(i % 6), "letter": "ABCDE"[i % 5], "colour": "[red, blue]"}[kind]
        out.append(textwrap.dedent(f"""\
            - id: card-{i:03d}
              category: {kind}
              front: Question number {i} about something worth knowing.
              back: The resolution of question {i}, explained in one sentence.
              value: {value}
            """))
    return "".join(out)
