"""What a proof knows of a deck once it is drawn: its entry, each card file's and each card's, with
the pictures of each card in each language (`drawing.plan_deck` makes them; the page, the live
server and the diff page read them), and the raster tasks a deck with art hands to the workers."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from deckctl.proof.store import SideInfo


@dataclass
class CardEntry:
    file: str  # the card file, as findings name it
    index: int  # the card's place in its file
    card_id: str
    line: int
    col: int
    faces: dict[str, dict[str, SideInfo]] = field(default_factory=dict)  # language -> side -> picture
    fields: dict[str, str] = field(default_factory=dict)  # "line:col" -> the field whose key or value starts there
    stale: bool = False  # the live server shows the last good pictures of a card that does not load now
    cut: list[str] = field(default_factory=list)  # the languages it is not drawn in: past the proof's limit (limits.py)


@dataclass
class FileEntry:
    file: str
    cards: list[CardEntry] = field(default_factory=list)


@dataclass
class DeckEntry:
    path: Path  # the deck folder
    deck_id: str
    title: str = ""
    titles: dict[str, str] = field(default_factory=dict)  # the title in each translation drawn that has its own
    game: str = ""
    language: str = ""
    languages: list[str] = field(default_factory=list)  # the deck's own first
    card_mm: tuple[float, float] = (63.0, 88.0)
    files: list[FileEntry] = field(default_factory=list)
    keys: set[str] = field(default_factory=set)  # every picture the entry shows
    records: set[str] = field(default_factory=set)  # the groups of records of its SVG pictures (store.py)
    drawn: int = 0  # card pictures drawn now (each language counts)
    kept: int = 0  # taken from the store
    undrawn: int = 0  # card pictures not drawn: past the deck's share of the proof's (limits.py)
    not_drawn: str = ""  # why no card of the deck has pictures, if none has
    notes: list = field(default_factory=list)  # texts a translation prints untranslated (untranslated.py)
    errors: dict = field(default_factory=dict)  # (diff page) card id -> the validate errors that keep it undrawn


@dataclass
class Rasters:
    """Pages of one language's layout to render into the store (a worker task): cards
    `first`..`first + len(keys)` of the layout, each stored under its key (None: not stored, a
    card laid out only for sharing its id with a missing one)."""

    pdf: bytes
    first: int
    keys: list[str | None]
    laid_out: list  # pictures.LaidOut of each card: its texts and problems
    dpi: int
    out: Path


@dataclass
class Pending:
    """A `Rasters` task and where its pictures go: `targets[k]` is the card and language of its
    k-th card (None where its key is)."""

    task: Rasters
    targets: list[tuple[CardEntry, str] | None]
