"""What a sheet's row was exported from: the record `import sheet` merges three ways with.

Every exported row carries, in its `exported-from` cell, the card as it was exported (its fields
as in the card file), the card file, the deck's id and git commit (where it has one), and a
SHA-256 of all of it, as compact JSON. Import takes the card's fields there as the base of a
three-way merge: a cell that still holds the base value was not edited in the sheet, so a change
made in YAML since the export is kept. The record holds the values themselves, not only a hash,
so that it works without git, and after any number of commits.

A record is checked before it is trusted: its size (`MAX_RECORD_CHARS`), JSON within
`bounded_json`'s limits, its shape, and its hash (which catches a record edited or cut short, by
hand or by a program; it is no signature, and needs none: whoever writes a sheet chooses every
cell anyway, and a record only decides which of two known values an import keeps).
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass

from deckctl.sheet.cardfiles import BACKSLASH_SEPARATES
from deckctl.sheet.limits import MAX_RECORD_CHARS

RECORD = "exported-from"  # the header of the column the records are in
VERSION = 1
# (a backslash is a character of a card file's name where it separates no folders: `export sheet`
# writes `cards/a\b.yaml` on Linux and macOS, see `cardfiles`)
_FILE = re.compile(r"cards/[^/\\]+\.yaml" if BACKSLASH_SEPARATES else r"cards/[^/]+\.yaml")
_COMMIT = re.compile(r"[0-9a-f]{40}([0-9a-f]{24})?")
_KEYS = {"v", "deck", "file", "card", "sha256"}


class RecordError(ValueError):
    """A record cell deckctl cannot have written: the message says what is wrong with it."""


@dataclass(frozen=True)
class Record:
    deck: str  # the deck's id (deck.yaml `id`)
    file: str  # the card file, relative to the deck: cards/<name>.yaml
    card: dict  # the card's fields as exported
    revision: str | None = None  # the git commit the deck was at, where it was in a repository

    @property
    def card_id(self) -> str:
        return self.card.get("id") if isinstance(self.card.get("id"), str) else ""


def _canonical(data: dict) -> str:
    return json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def _digest(payload: dict) -> str:
    return hashlib.sha256(_canonical(payload).encode("utf-8")).hexdigest()


def record_text(record: Record) -> str | None:
    """The cell for a record, or None when it would be longer than MAX_RECORD_CHARS."""
    payload = {"v": VERSION, "deck": record.deck, "file": record.file, "card": record.card}
    if record.revision:
        payload["rev"] = record.revision
    text = _STRING.sub(_without_cell_breaks, _canonical({**payload, "sha256": _digest(payload)}))
    return text if len(text) <= MAX_RECORD_CHARS else None


# A JSON string, and the separators a program may split a CSV at that JSON writes as they are
# (tabs and line breaks are escaped already). Written as \u escapes, the record holds none but
# JSON's own commas, so no card text in it starts a cell (see `formulas`); JSON reads it the same.
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_CELL_BREAK_ESCAPES = str.maketrans({",": "\\u002c", ";": "\\u003b"})


def _without_cell_breaks(string: re.Match) -> str:
    return string.group().translate(_CELL_BREAK_ESCAPES)


def read_record(text: str) -> Record:
    """The record a cell holds; RecordError when it is not one deckctl wrote, unchanged."""
    from deckctl.core import bounded_json

    if len(text) > MAX_RECORD_CHARS:
        raise RecordError(f"it is longer than {MAX_RECORD_CHARS:,} characters")
    try:
        data = bounded_json.loads(text.encode("utf-8"))
    except (ValueError, UnicodeError) as exc:
        raise RecordError(f"it is not JSON ({str(exc)[:80]})") from None
    if not isinstance(data, dict):
        raise RecordError("it is not a JSON object")
    if data.get("v") != VERSION:
        raise RecordError(f"its version is `{str(data.get('v'))[:20]}`, not {VERSION}")
    keys = set(data) - {"rev"}
    if keys != _KEYS:
        raise RecordError("it lacks " + ", ".join(f"`{k}`" for k in sorted(_KEYS - keys)) if _KEYS - keys
                          else "it holds " + ", ".join(f"`{k[:20]}`" for k in sorted(keys - _KEYS)))
    deck, file, card, revision = data["deck"], data["file"], data["card"], data.get("rev")
    if not isinstance(deck, str) or not isinstance(file, str) or not _FILE.fullmatch(file):
        raise RecordError("its deck or card file is not one")
    if not isinstance(card, dict) or not isinstance(card.get("id"), str):
        raise RecordError("its card is not one")
    if revision is not None and (not isinstance(revision, str) or not _COMMIT.fullmatch(revision)):
        raise RecordError("its revision is not a git commit")
    claimed = data.pop("sha256")
    if claimed != _digest(data):
        raise RecordError("its SHA-256 does not match its content: it was changed after the export")
    return Record(deck, file, card, revision)
