"""The columns of a game's sheet, derived from its card model.

A column is one field path of a card, named as the i18n catalogs name it: keys as in the card
file, positions in fixed-length lists counted from 1 (`questions/3/answer`, `clues/2`). A list
of any length (`tags`, `accept`, a Knowledge? value list) is one cell, its items joined by
` | `. Every field of every card kind becomes a column (a game that mixes kinds, like I know!'s
questions and announcements, leaves the other kind's cells empty); `id` comes first, then a card's
closed-vocabulary keys (category, value, subject, level, area), the keys every card may carry
(`tags`, `source`, `notes`) last, then `file`, the card file of the row.
"""

from __future__ import annotations

import types
from dataclasses import dataclass, field, replace
from typing import Annotated, Literal, Union, get_args, get_origin

from annotated_types import Ge, Le, MaxLen, MinLen
from pydantic import BaseModel
from pydantic.fields import FieldInfo

from deckctl.core.fields import CardBase

LIST_SEPARATOR = " | "  # the same as an accept list in a catalog (deckctl/i18n/texts.py)
FILE = "file"
ID = "id"
_SMALL_RANGE = 10  # whole numbers with at most this many values become a drop-down list
_LAST = tuple(name for name in CardBase.model_fields if name != ID)  # tags, source, notes

# Vocabularies a deck defines itself rather than its game: Wissens-Spektrum's areas.
_DECK_VOCABULARIES = {("area",): lambda manifest: [a.get("id") for a in manifest.get("areas") or []
                                                   if isinstance(a, dict) and isinstance(a.get("id"), str)]}


@dataclass(frozen=True)
class Column:
    path: tuple  # keys and 0-based list positions into the card
    text: bool = False  # accepts text
    whole: bool = False  # accepts whole numbers
    many: bool = False  # accepts a list (items joined by LIST_SEPARATOR in one cell)
    only_many: bool = False  # a list even with one item (tags, accept), not a scalar-or-list
    choices: tuple = ()  # a closed vocabulary (strings and whole numbers), empty when open
    bounds: tuple[int, int] | None = None  # the range of a whole number that is not a choice
    rank: tuple = ()  # where its key goes when written into a card (see `_rank`)

    @property
    def header(self) -> str:
        return "/".join(str(p + 1) if isinstance(p, int) else p for p in self.path)


@dataclass(frozen=True)
class _Facts:
    metadata: tuple = field(default=())

    def bound(self, kind) -> int | None:
        for item in self.metadata:
            if isinstance(item, kind):
                return getattr(item, {Ge: "ge", Le: "le", MinLen: "min_length", MaxLen: "max_length"}[kind])
        return None


def _unwrap(annotation, metadata: tuple) -> tuple[object, tuple]:
    while get_origin(annotation) is Annotated:
        base, *extra = get_args(annotation)
        for item in extra:
            metadata += tuple(item.metadata) if isinstance(item, FieldInfo) else (item,)
        annotation = base
    return annotation, metadata


def _is_model(annotation) -> bool:
    return isinstance(annotation, type) and issubclass(annotation, BaseModel)


def _walk(annotation, path: tuple, metadata: tuple = ()) -> list[Column]:
    annotation, metadata = _unwrap(annotation, metadata)
    origin = get_origin(annotation)
    if _is_model(annotation):
        columns: list[Column] = []
        for name, info in annotation.model_fields.items():
            columns += _walk(info.annotation, path + (name,), tuple(info.metadata))
        return columns
    if origin in (Union, types.UnionType):
        members = [m for m in get_args(annotation) if m is not type(None)]
        return _merge(col for member in members for col in _walk(member, path))
    if origin is list:
        facts = _Facts(metadata)
        count = facts.bound(MinLen)
        if count is not None and count == facts.bound(MaxLen):  # exactly N: a column (or group) each
            return [col for i in range(count) for col in _walk(get_args(annotation)[0], path + (i,))]
        items = _walk(get_args(annotation)[0], path)
        return [replace(col, many=True, only_many=True) for col in items]
    if origin is Literal:
        return [Column(path, text=True, choices=tuple(get_args(annotation)))]
    if annotation is int:
        facts = _Facts(metadata)
        low, high = facts.bound(Ge), facts.bound(Le)
        if low is not None and high is not None and high - low < _SMALL_RANGE:
            return [Column(path, whole=True, choices=tuple(range(low, high + 1)))]
        return [Column(path, whole=True, bounds=(low, high) if low is not None and high is not None else None)]
    return [Column(path, text=True)]


def _merge(columns) -> list[Column]:
    """Columns of the same path from several kinds of card (or scalar-or-list values) as one."""
    merged: dict[tuple, Column] = {}
    for col in columns:
        old = merged.get(col.path)
        if old is None:
            merged[col.path] = col
            continue
        open_vocabulary = (old.text and not old.choices) or (col.text and not col.choices)
        merged[col.path] = Column(
            col.path, old.text or col.text, old.whole or col.whole, old.many or col.many,
            old.only_many and col.only_many,
            () if open_vocabulary else tuple(dict.fromkeys(old.choices + col.choices)),
            old.bounds or col.bounds)
    return list(merged.values())


def card_columns(card_model, manifest: dict | None = None) -> list[Column]:
    """Every column of a game's cards, `id` first and the keys every card may carry last."""
    merged = _merge(_walk(card_model, ()))
    columns = [replace(c, rank=_rank(c, i, merged)) for i, c in enumerate(merged)]
    first = [c for c in columns if c.path[0] == ID]
    # A card's closed-vocabulary keys (category, subject, level, value) next to its id: they sort.
    keyed = [c for c in columns if len(c.path) == 1 and c.choices and c.path[0] not in (ID, *_LAST)]
    last = [c for name in _LAST for c in columns if c.path[0] == name]
    rest = [c for c in columns if c not in first + keyed + last]
    columns = first + keyed + rest + last
    for path, vocabulary in _DECK_VOCABULARIES.items():
        choices = tuple(vocabulary(manifest or {}))
        columns = [replace(c, choices=choices) if c.path == path and choices else c for c in columns]
    return columns


def _rank(column: Column, index: int, columns: list[Column]) -> tuple:
    """The order keys are written in, as docs/format.md shows cards: the id, the card's kind or
    category, its content in the model's order, then `accept` and the keys every card may carry."""
    key = column.path[0]
    first = next(c for c in columns if c.path[0] == key)  # a key's columns stay together
    if key == ID:
        group = 0
    elif len(first.path) == 1 and first.choices and not first.whole:
        group = 1
    elif key == "accept":
        group = 3
    elif key in _LAST:
        group = 4 + _LAST.index(key)
    else:
        group = 2
    return group, columns.index(first), index


def in_writing_order(columns: list[Column]) -> list[Column]:
    return sorted(columns, key=lambda c: c.rank)


def value_at(data, path: tuple):
    """What a column's `path` points at in a card's plain data, or None where the card has nothing."""
    for step in path:
        if isinstance(step, int):
            if not isinstance(data, list) or step >= len(data):
                return None
        elif not isinstance(data, dict) or step not in data:
            return None
        data = data[step]
    return data
