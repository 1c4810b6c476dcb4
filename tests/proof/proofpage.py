"""Reading a proof page back: its cards, pictures and findings, with the standard HTML parser."""

from __future__ import annotations

import struct
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path


@dataclass
class Picture:
    src: str
    alt: str
    width: int
    side: str
    language: str
    marks: list[dict] = field(default_factory=list)


@dataclass
class Card:
    id: str
    element_id: str
    classes: str
    pictures: list[Picture] = field(default_factory=list)
    findings: list[dict] = field(default_factory=list)
    missing: bool = False


class _Reader(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.cards: list[Card] = []
        self.scripts = 0
        self.language = self.side = ""
        self.card: Card | None = None
        self.depth = 0  # <article> nesting, to know when a card ends

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        classes = (a.get("class") or "").split()
        if tag == "script":
            self.scripts += 1
        if tag == "article" and "card" in classes:
            self.card = Card(a["data-id"], a["id"], a["class"])
            self.cards.append(self.card)
        if self.card is None:
            return
        if tag == "figure":
            self.language = a["data-lang"]
        elif tag == "div" and "pic" in classes:
            self.side = a["data-side"]
        elif tag == "div" and "missing" in classes:
            self.card.missing = True
        elif tag == "img":
            self.card.pictures.append(Picture(a["src"], a["alt"], int(a["width"]), self.side, self.language))
        elif tag == "span" and "mark" in classes:
            self.card.pictures[-1].marks.append(a)
        elif tag == "li" and "finding" in classes:
            self.card.findings.append(a)

    def handle_endtag(self, tag):
        if tag == "article":
            self.card = None


def article(page: str, card_id: str) -> str:
    """The HTML of the card `card_id`'s article on a page (its first, on a diff page)."""
    start = page.index(f'data-id="{card_id}"')
    return page[start:page.index("</article>", start)]


def read(page: Path) -> _Reader:
    reader = _Reader()
    reader.feed(page.read_text(encoding="utf-8"))
    return reader


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[-8:-4] == b"IEND", path
    return struct.unpack(">II", data[16:24])


def svg_size(path: Path) -> tuple[float, float]:
    """A whole SVG picture's size in mm, read with the standard XML parser."""
    import xml.etree.ElementTree as ET

    data = path.read_bytes()
    assert data.endswith(b"</svg>\n"), path
    root = ET.fromstring(data)
    assert root.tag == "{http://www.w3.org/2000/svg}svg", path
    return float(root.get("width").removesuffix("mm")), float(root.get("height").removesuffix("mm"))


def picture_size(path: Path) -> tuple[float, float]:
    """An SVG picture's size in mm, a PNG's in pixels (`path` may end in a picture's fragment: `#front`)."""
    path = path.with_name(path.name.partition("#")[0])
    return svg_size(path) if path.suffix == ".svg" else png_size(path)
