"""Helpers for the PDF tests: card boxes read back from the invisible per-card markers (see
docs/pdf.md), and small generated decks."""

from __future__ import annotations

import io
import textwrap
from dataclasses import dataclass

MM = 72 / 25.4


@dataclass(frozen=True)
class Box:
    page: int
    x0: float  # mm from the page's lower-left corner
    y0: float
    x1: float
    y1: float


def boxes(data: bytes) -> tuple[dict[tuple[str, str], Box], list[tuple[float, float]]]:
    """{(card key, side): its trim box} and each page's size in mm."""
    from pypdf import PdfReader

    reader = PdfReader(io.BytesIO(data))
    corners: dict[tuple[str, str], dict] = {}
    sizes = []
    for number, page in enumerate(reader.pages):
        sizes.append((float(page.mediabox.width) / MM, float(page.mediabox.height) / MM))

        def visit(text, cm, tm, font, size, number=number):
            words = text.split()
            if len(words) == 4 and words[0] == "deckctl-box":
                _, key, side, corner = words
                x = tm[4] * cm[0] + tm[5] * cm[2] + cm[4]
                y = tm[4] * cm[1] + tm[5] * cm[3] + cm[5]
                corners.setdefault((key, side), {})[corner] = (number, x / MM, y / MM)

        page.extract_text(visitor_text=visit)
    out = {}
    for key, found in corners.items():
        (page_ll, x0, y0), (page_ur, x1, y1) = found["ll"], found["ur"]
        assert page_ll == page_ur, key
        out[key] = Box(page_ll, x0, y0, x1, y1)
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
