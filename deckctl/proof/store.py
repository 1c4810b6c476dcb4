"""The pictures of a proof, kept in its output folder under their keys (`keys.py`).

`cards/<key>.svg` holds both sides of a card, each shown by its fragment (`<key>.svg#front`,
`#back`: one file a card, as creating a file costs more than writing it); a deck with art, drawn
as rasters, has `cards/<key>-front.png` and `cards/<key>-back.png`. A picture's record is what a
proof needs to know of it without drawing it again (its kind and size, and the texts set on each
side with their boxes): the records of the SVG pictures of one card file in one language are kept
together, in `cards/<group>.records.json` (`put_records`: creating a file a card was the dearest
part of storing them), a raster picture's in `cards/<key>.json`. What the growth of a deck's
texts came to in one language is kept in `cards/<memo>.growth.json` (`keys.growth_memo`): the
pictures' keys depend on it, and measuring it again costs a third of a proof with nothing changed. A picture is used only when its
record and its files are there and whole: a picture cut short (a crash mid-write) is drawn again,
never shown. A new file is written in place, one that is there already beside its place and
renamed into it (`_write`), so a reader never sees half of one; the folder is only ever a cache
of the decks.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from deckctl.io.atomic import check_folder, write_atomic
from deckctl.io.naming import naming

FOLDER = "cards"
SIDES = ("front", "back")
_ENDS = {"png": b"\x00\x00\x00\x00IEND\xaeB`\x82", "svg": b"</svg>\n"}  # how a whole picture ends
_OURS = re.compile(r"[0-9a-f]{64}(-front\.png|-back\.png|\.svg|\.json|\.records\.json|\.growth\.json)")
RECORDS = ".records.json"
GROWTH = ".growth.json"


@dataclass
class SideInfo:
    """One side of a stored picture: its file (relative to the proof's folder), size in pixels
    and the texts set on it: (field, text, (x, y, w, h) in mm from the card's top-left)."""

    src: str
    width: int
    height: int
    texts: list[tuple[str, str, tuple[float, float, float, float]]] = field(default_factory=list)


def is_svg(sides: dict[str, SideInfo]) -> bool:
    """Whether a stored picture is an SVG (its record kept with its group's), not rasters."""
    return ".svg#" in sides["front"].src


def side_src(key: str, side: str, kind: str = "png") -> str:
    return f"{FOLDER}/{key}.svg#{side}" if kind == "svg" else f"{FOLDER}/{key}-{side}.{kind}"


def picture_files(key: str, kind: str) -> list[str]:
    """The picture files stored under `key`: one SVG holding both sides, or a PNG a side."""
    return [f"{key}.svg"] if kind == "svg" else [f"{key}-{side}.{kind}" for side in SIDES]


class Store:
    def __init__(self, out: Path):
        self.folder = out / FOLDER
        self._groups: dict[str, dict] = {}  # group -> key -> record, as read from its file

    def prepare(self) -> None:
        """Make the folder (refusing a symbolic link or a file in its place: OSError)."""
        check_folder(self.folder.parent)
        check_folder(self.folder)
        self.folder.mkdir(parents=True, exist_ok=True)

    def get(self, key: str, groups: tuple[str, ...] = ()) -> dict[str, SideInfo] | None:
        """Both sides of the picture stored under `key`, or None if it is not there whole. Its
        record is looked for in the `groups` (`put_records`), then in a file of its own."""
        try:
            meta = None
            if groups and os.path.exists(self.folder / f"{key}.svg"):  # (a new key reads no group: `proof --serve`)
                meta = next((found for found in (self.records(group).get(key) for group in groups) if found), None)
            if meta is None:
                meta = json.loads((self.folder / f"{key}.json").read_text(encoding="utf-8"))
            kind = meta.get("kind", "png")
            end = _ENDS[kind]
            sides = {side: _side_info(key, side, meta[side], kind) for side in SIDES}
            for name in picture_files(key, kind):
                with open(self.folder / name, "rb") as handle:
                    handle.seek(-len(end), os.SEEK_END)
                    if handle.read() != end:
                        return None
        except (OSError, ValueError, KeyError, TypeError, IndexError, AttributeError):
            return None
        return sides

    def records(self, group: str) -> dict:
        """key -> record, of the pictures whose records `group` holds ({} if none: a group not
        there, or not whole)."""
        found = self._groups.get(group)
        if found is None:
            try:
                found = json.loads((self.folder / f"{group}{RECORDS}").read_text(encoding="utf-8"))
                if not isinstance(found, dict):
                    found = {}
            except (OSError, ValueError):
                found = {}
            self._groups[group] = found
        return found

    def put_records(self, group: str, pictures: dict[str, dict[str, SideInfo]]) -> None:
        """Write the records of these SVG pictures (key -> both sides, stored with `put(...,
        grouped=True)`) as the group's, in place of what it held."""
        records = {key: _record(sides) for key, sides in pictures.items()}
        _write(self.folder / f"{group}{RECORDS}",
               json.dumps(records, ensure_ascii=False, sort_keys=True).encode("utf-8", "surrogatepass"))
        self._groups[group] = records

    def growth(self, memo: str) -> list | None:
        """The growth factors kept under `memo` (`put_growth`), or None if they are not there whole."""
        try:
            found = json.loads((self.folder / f"{memo}{GROWTH}").read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        return found if isinstance(found, list) and all(isinstance(row, list) for row in found) else None

    def put_growth(self, memo: str, factors: list) -> None:
        _write(self.folder / f"{memo}{GROWTH}", json.dumps(factors, ensure_ascii=False).encode("utf-8", "surrogatepass"))

    def put(self, key: str, picture, grouped: bool = False) -> dict[str, SideInfo]:
        """Store a drawn `pictures.Picture` (PNG) or `vector.VectorPicture` (SVG) under `key`: the
        pictures first, then the record that vouches for them; `grouped`: an SVG picture whose
        record the caller writes with its group's (`put_records`), once the pictures are there."""
        kind = "png" if hasattr(picture.front, "png") else "svg"
        meta: dict = {"kind": kind} if kind != "png" else {}
        if kind == "svg":
            _write(self.folder / f"{key}.svg", picture.svg)
        for side in SIDES:
            drawn = getattr(picture, side)
            if kind == "png":
                _write(self.folder / f"{key}-{side}.png", drawn.png)
            meta[side] = {"width": drawn.width, "height": drawn.height,
                          "texts": [[t.field, t.value, list(t.box)] for t in drawn.texts]}
        if not (grouped and kind == "svg"):
            _write(self.folder / f"{key}.json",
                   json.dumps(meta, ensure_ascii=False, sort_keys=True).encode("utf-8", "surrogatepass"))
        return {side: _side_info(key, side, meta[side], kind) for side in SIDES}

    def sweep(self, keep: set[str]) -> int:
        """Delete the stored pictures whose key is not in `keep` (only files named as this store
        names them); returns how many files went."""
        gone = 0
        try:
            names = os.listdir(self.folder)
        except FileNotFoundError:
            return 0
        for name in names:
            if _OURS.fullmatch(name) and name[:64] not in keep:
                try:
                    os.unlink(self.folder / name)
                    gone += 1
                except FileNotFoundError:
                    pass
        return gone


def _record(sides: dict[str, SideInfo]) -> dict:
    """What `put` records of an SVG picture, from its sides."""
    record: dict = {"kind": "svg"}
    for side in SIDES:
        info = sides[side]
        record[side] = {"width": info.width, "height": info.height,
                        "texts": [[name, value, list(box)] for name, value, box in info.texts]}
    return record


def _side_info(key: str, side: str, data: dict, kind: str) -> SideInfo:
    texts = [(str(f), str(v), tuple(float(n) for n in box)) for f, v, box in data["texts"]]
    if any(len(box) != 4 for _, _, box in texts):
        raise ValueError("a text box has four numbers")
    return SideInfo(side_src(key, side, kind), int(data["width"]), int(data["height"]), texts)


def _write(path: Path, data: bytes) -> None:
    """A new file is written in place (created, never opened if it is there: a reader is handed its
    key only once `put` returns, and one cut short by a crash is found by `get`, by its end, and
    drawn again); a file that is there already (cut short, or a second drawing of the same key) is
    written beside and renamed into place, so that a reader never sees half of one. Neither waits
    for the disk: a picture lost in a power cut is drawn again. (A rename costs about three times
    what writing the file does, for 2,736 files 0.3 s of CPU.)"""
    try:
        fd = os.open(path, _CREATE, 0o644)
    except FileExistsError:
        write_atomic(path, data, durable=False)
        return
    try:
        with naming(path):
            os.fchmod(fd, 0o644)  # (whatever the umask: the folder is the same wherever it is written)
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view):]
    except BaseException:
        os.close(fd)
        try:
            os.unlink(path)
        except FileNotFoundError:
            pass
        raise
    os.close(fd)


_CREATE = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
