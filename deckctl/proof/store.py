"""The pictures of a proof, kept in its output folder under their keys (`keys.py`).

`cards/<key>.svg` holds both sides of a card, each shown by its fragment (`<key>.svg#front`,
`#back`: one file a card, as creating a file costs more than writing it); a deck with art, drawn
as rasters, has `cards/<key>-front.png` and `cards/<key>-back.png`. A picture's record is what a
proof needs to know of it without drawing it again (its kind and size, and the texts set on each
side with their boxes): the records of the SVG pictures of one card file in one language are kept
together, in `cards/<group>.records.json` (`put_records`: creating a file a card was the dearest
part of storing them), a raster picture's in `cards/<key>.json`. What the growth of a deck's
texts came to in one language is kept in `cards/<memo>.growth.json` (`keys.growth_memo`): the
pictures' keys depend on it, and measuring it again costs a third of a proof with nothing changed.

The keys are the same on every machine, and the folder can be committed to a repository or
handed over with one, so nothing in it is taken on trust. Every record is signed with this
machine's secret (deckctl/io/machine_key.py), and holds the size and SHA-256 of each picture file
as it was written; a stored picture is used only when its record is this machine's and its file
still has that size and hash (checked on every use, before the page points at it: for the starter
decks' 30 MB of SVG about 0.03 s of CPU a proof, docs/performance.md). Anything else (a record
made elsewhere, a picture edited, cut short by a crash, or a link, a named pipe, a device or a
folder in its place) is drawn again, never shown, and what stood in its place is removed
(`_remove`: never what a link leads to). Every file is read without following a link or blocking, and
at most its bound: a record `RECORD_BYTES`, a picture the size its record gives. A new file is
written in place, one that is there already beside its place and renamed into it (`_write`), so a
reader never sees half of one; the folder is only ever a cache of the decks.
"""

from __future__ import annotations

import errno
import hashlib
import json
import os
import re
import shutil
import stat
from dataclasses import dataclass, field
from pathlib import Path

from deckctl.io.atomic import check_folder, create_new, write_atomic
from deckctl.io.machine_key import signed, vouched
from deckctl.io.paths import read_kept

FOLDER = "cards"
SIDES = ("front", "back")
_OURS = re.compile(r"[0-9a-f]{64}(-front\.png|-back\.png|\.svg|\.json|\.records\.json|\.growth\.json)")
RECORDS = ".records.json"
GROWTH = ".growth.json"
# The most read of a record file: a card file's records hold each card's texts (about 1 KB a card,
# 3,000 cards at most a deck); a larger file is not read, its pictures are drawn again.
RECORD_BYTES = 64 << 20


@dataclass
class SideInfo:
    """One side of a stored picture: its file (relative to the proof's folder), size in pixels
    and the texts set on it: (field, text, (x, y, w, h) in mm from the card's top-left); and the
    size in bytes and SHA-256 of the file as it was written (what its record vouches for)."""

    src: str
    width: int
    height: int
    texts: list[tuple[str, str, tuple[float, float, float, float]]] = field(default_factory=list)
    size: int = 0
    sha: str = ""

    @property
    def file(self) -> str:
        """The name of its file in the store's folder (`<key>.svg`, `<key>-front.png`)."""
        return self.src.partition("#")[0].rpartition("/")[2]


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
        self._names: set[str] | None = None  # the folder's files when `prepare` listed it

    def _absent(self, name: str) -> bool:
        """Whether the file `name` was not in the folder when `prepare` listed it: not looked for
        then (a proof into a new folder looked for each card's picture and record in vain, 1,824
        look-ups for the starter decks). One come since is taken for absent: drawn again."""
        return self._names is not None and name not in self._names

    def prepare(self) -> None:
        """Make the folder (refusing a symbolic link or a file in its place: OSError)."""
        check_folder(self.folder.parent)
        check_folder(self.folder)
        self.folder.mkdir(parents=True, exist_ok=True)
        try:
            self._names = set(os.listdir(self.folder))
        except OSError:  # (looked for one by one, as without `prepare`)
            self._names = None

    def get(self, key: str, groups: tuple[str, ...] = ()) -> dict[str, SideInfo] | None:
        """Both sides of the picture stored under `key`, or None unless a record of this machine
        vouches for it and its files are as that record says (`vouches`). Its record is looked
        for in the `groups` (`put_records`), then in a file of its own."""
        try:
            meta = None
            svg = f"{key}.svg"  # (a new key reads no group: `proof --serve`)
            if groups and not self._absent(svg) and os.path.lexists(self.folder / svg):
                meta = next((found for found in (self.records(group).get(key) for group in groups) if found), None)
            if meta is None:
                meta = self._signed_json(f"{key}.json")
            kind = meta.get("kind", "png")
            if kind not in ("png", "svg"):
                return None
            sides = {side: _side_info(key, side, meta, kind) for side in SIDES}
        except (ValueError, KeyError, TypeError, IndexError, AttributeError):
            return None
        files = {info.file: info for info in sides.values()}  # (an SVG: one file for both sides, checked once)
        return sides if all(self.vouches(info) for info in files.values()) else None

    def vouches(self, info: SideInfo) -> bytes | None:
        """The bytes of the picture file of `info` if they are those its record vouches for (its
        size and SHA-256), else None; never more than that size is read."""
        data = read_kept(self.folder / info.file, info.size)
        if data is None or len(data) != info.size or hashlib.sha256(data).hexdigest() != info.sha:
            return None
        return data

    def records(self, group: str) -> dict:
        """key -> record, of the pictures whose records `group` holds ({} if none: a group not
        there, not whole, or not signed by this machine)."""
        found = self._groups.get(group)
        if found is None:
            found = self._signed_json(f"{group}{RECORDS}")
            if not isinstance(found, dict):
                found = {}
            self._groups[group] = found
        return found

    def put_records(self, group: str, pictures: dict[str, dict[str, SideInfo]]) -> None:
        """Write the records of these SVG pictures (key -> both sides, stored with `put(...,
        grouped=True)`) as the group's, in place of what it held."""
        records = {key: _record(sides) for key, sides in pictures.items()}
        self._put_signed(f"{group}{RECORDS}", records)
        self._groups[group] = records

    def growth(self, memo: str) -> list | None:
        """The growth factors kept under `memo` (`put_growth`), or None if they are not there whole."""
        found = self._signed_json(f"{memo}{GROWTH}")
        return found if isinstance(found, list) and all(isinstance(row, list) for row in found) else None

    def put_growth(self, memo: str, factors: list) -> None:
        self._put_signed(f"{memo}{GROWTH}", factors)

    def _signed_json(self, name: str):
        """The JSON data of the record file `name` if this machine signed it, else None."""
        if self._absent(name):
            return None
        text = read_kept(self.folder / name, RECORD_BYTES)
        data = vouched(name, text) if text is not None else None
        if data is None:
            return None
        try:
            return json.loads(data.decode("utf-8", "surrogatepass"))
        except ValueError:
            return None

    def _put_signed(self, name: str, value) -> None:
        data = json.dumps(value, ensure_ascii=False, sort_keys=True).encode("utf-8", "surrogatepass")
        _write(self.folder / name, signed(name, data))

    def put(self, key: str, picture, grouped: bool = False) -> dict[str, SideInfo]:
        """Store a drawn `pictures.Picture` (PNG) or `vector.VectorPicture` (SVG) under `key`: the
        pictures first, then the record that vouches for them; `grouped`: an SVG picture whose
        record the caller writes with its group's (`put_records`), once the pictures are there."""
        kind = "png" if hasattr(picture.front, "png") else "svg"
        file = _stored(self.folder / f"{key}.svg", picture.svg) if kind == "svg" else None
        sides = {}
        for side in SIDES:
            drawn = getattr(picture, side)
            stored = file or _stored(self.folder / f"{key}-{side}.png", drawn.png)
            # (as `_side_info` reads them back from the record: the page the same either way)
            texts = [(str(t.field), str(t.value), tuple(float(n) for n in t.box)) for t in drawn.texts]
            sides[side] = SideInfo(side_src(key, side, kind), int(drawn.width), int(drawn.height), texts,
                                   stored["size"], stored["sha"])
        if not (grouped and kind == "svg"):
            self._put_signed(f"{key}.json", _record(sides, kind))
        return sides

    def discard_svgs(self, keys) -> None:
        """Delete the SVG pictures of these keys, if they are there (drawn but not recorded)."""
        for key in keys:
            path = self.folder / f"{key}.svg"
            if os.path.lexists(path):
                _remove(path)

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
                gone += _remove(self.folder / name)
        return gone


def _stored(path: Path, data: bytes) -> dict:
    """Write a picture file; what its record says of it (its size and SHA-256)."""
    _write(path, data)
    return {"size": len(data), "sha": hashlib.sha256(data).hexdigest()}


def _record(sides: dict[str, SideInfo], kind: str = "svg") -> dict:
    """What `put` records of a picture, from its sides: an SVG's one file's size and hash once
    (`put_records` keeps its record with its group's), each PNG's on its side."""
    record: dict = {"kind": "svg", "size": sides["front"].size, "sha": sides["front"].sha} if kind == "svg" else {}
    for side in SIDES:
        info = sides[side]
        record[side] = {"width": info.width, "height": info.height,
                        "texts": [[name, value, list(box)] for name, value, box in info.texts]}
        if kind != "svg":
            record[side].update(size=info.size, sha=info.sha)
    return record


def _side_info(key: str, side: str, meta: dict, kind: str) -> SideInfo:
    """One side of the picture `meta` records (an SVG's file, size and hash are the record's;
    each PNG's its side's)."""
    data = meta[side]
    texts = [(str(f), str(v), tuple(float(n) for n in box)) for f, v, box in data["texts"]]
    if any(len(box) != 4 for _, _, box in texts):
        raise ValueError("a text box has four numbers")
    file = meta if kind == "svg" else data
    size, sha = file["size"], file["sha"]
    if type(size) is not int or size < 0 or not isinstance(sha, str):
        raise ValueError("a picture's size is a count of bytes, its hash a text")
    return SideInfo(side_src(key, side, kind), int(data["width"]), int(data["height"]), texts, size, sha)


def _write(path: Path, data: bytes) -> None:
    """A new file is written in place (created, never opened if it is there: a reader is handed its
    key only once `put` returns, and one cut short by a crash is found by `get`, by its size and hash, and
    drawn again); a file that is there already (cut short, or a second drawing of the same key) is
    written beside and renamed into place, so that a reader never sees half of one. Neither waits
    for the disk: a picture lost in a power cut is drawn again. (A rename costs about three times
    what writing the file does, for 2,736 files 0.3 s of CPU.)"""
    try:  # (exactly 0o644, whatever the umask: the folder is the same wherever it is written)
        create_new(path, [data], exact_mode=True)
    except FileExistsError:
        if not _regular(path):  # (a link, a named pipe, a folder: committed in the folder's place of a picture)
            _remove(path)
            _write(path, data)
            return
        write_atomic(path, data, durable=False)


def _regular(path: Path) -> bool:
    try:
        return stat.S_ISREG(os.lstat(path).st_mode)
    except FileNotFoundError:
        return True  # (gone meanwhile: written beside and renamed into place)


def _remove(path: Path) -> bool:
    """Remove what is at `path`, a name the store gives its own files, whatever it is: a file, or a
    link, named pipe or device (itself, never what it leads to), or a folder with all it holds
    (a committed `<key>.svg/`: what is named as the store's is the store's, as a committed picture
    file is). A folder is deleted without following any link in it, each one removed itself
    (shutil.rmtree's way where the system lets it open each folder by its handle; elsewhere it is
    refused: IsADirectoryError, naming it). Nothing outside the store's folder is touched. False if
    nothing was there."""
    try:
        folder = stat.S_ISDIR(os.lstat(path).st_mode)
    except FileNotFoundError:
        return False
    if not folder:
        try:
            os.unlink(path)
        except FileNotFoundError:
            return False
        return True
    if not shutil.rmtree.avoids_symlink_attacks:
        raise IsADirectoryError(errno.EISDIR, "a folder is in the place of a picture of the proof; delete it", str(path))
    shutil.rmtree(path)
    return True
