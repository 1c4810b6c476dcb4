"""A loaded deck: its manifest, its cards and where each came from."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from pydantic import BaseModel

from deckctl.core.diagnostics import Diagnostic
from deckctl.core.source import SourceFile

if TYPE_CHECKING:
    from deckctl.games import GamePlugin


@dataclass(frozen=True)
class CardRef:
    """A valid card and its place in the sources, so later stages can still point at it."""

    card: BaseModel
    source: SourceFile
    index: int

    @property
    def id(self) -> str:
        return self.card.id  # type: ignore[attr-defined]

    def error(self, path: tuple, code: str, message: str, hint: str = "", **kw) -> Diagnostic:
        return self.source.error((self.index, *path), code, message, hint, card_id=self.id, **kw)


@dataclass
class Deck:
    path: Path
    manifest_source: SourceFile
    manifest: BaseModel | None = None
    game: "GamePlugin | None" = None
    cards: list[CardRef] = field(default_factory=list)
    card_files: list[SourceFile] = field(default_factory=list)
    board: BaseModel | None = None  # the valid board.yaml, for games with a board
    diagnostics: list[Diagnostic] = field(default_factory=list)
    # Texts that come from a translation: (card id, "" for deck texts; field path) -> (catalog,
    # msgstr line, msgctxt), so a problem with one is reported where, and as what, the translator
    # finds it.
    translated_at: dict[tuple[str, tuple], tuple[str, int, str]] = field(default_factory=dict)
    # Texts of a translation that print the source text instead: (card id, field path) -> (how
    # they stand, "missing", "fuzzy" or "stale"; the catalog; the line of their entry, 0 if none).
    untranslated: dict[tuple[str, tuple], tuple[str, str, int]] = field(default_factory=dict)

    def translation_of(self, card_id: str, path: tuple) -> tuple[str, int, str] | None:
        """Where the translated text at `path` (or a text containing it) was written, if it was:
        the catalog, the msgstr line and the entry's msgctxt."""
        for end in range(len(path), 0, -1):
            found = self.translated_at.get((card_id, tuple(path[:end])))
            if found:
                return found
        return None

    @property
    def id(self) -> str:
        return self.manifest.id if self.manifest else self.path.name  # type: ignore[attr-defined]

    @property
    def ok(self) -> bool:
        return self.manifest is not None and not any(d.is_error for d in self.diagnostics)
