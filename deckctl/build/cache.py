"""`build/manifest.json`: what each output of `deckctl build` was made from, so an unchanged deck
is neither parsed nor written again.

For every deck folder the manifest keeps the content hash of each input file (deck.yaml,
cards/*.yaml, board.yaml, locales/*.po), the files its `print:` section names (art, profiles),
its validation findings and a small summary (id, language, cards), and for each language the
*key* its outputs were made with and the hash of each output file. A key is a hash over the
inputs that language reads plus `tool_digest()`: deckctl's version and source, its libraries'
versions, the font files and this machine's secret (so a manifest from anywhere else, committed
or forged, vouches for nothing). An output is up to date when its key is unchanged and the file on
disk still has the recorded hash.

The manifest is only ever a cache: a file that does not read as one is ignored (one warning)
and everything is rebuilt; it never claims an output whose file is not on disk with that hash
(see `deckctl.build.pipeline` for the order of writes).

It names no folder of the machine (CI uploads the output folder as an artifact, and `--out` may
point anywhere): the deck folders and the files of its findings are written relative to the top of
the decks' repository (`decks/quiz`), which the manifest records as nothing but "." (the
repository of whichever build reads it), and made absolute again from that build's repository as
it is read, which is how the rest of the build knows them. Each repository whose decks are built
into the folder has a section of its own (`decks`, and `other_repositories` by id), told apart by
an id hashed from where the repository lies from the output folder (`repository_ids`: `..` for its
own `build/`), so that a second repository building into the same `--out` neither reads the
first one's `decks/quiz` as its own (it had deleted its outputs as those of a deck whose id
changed) nor drops its decks: their outputs stay accounted for, and both stay incremental. A
deck whose findings lie outside its repository is not kept: it is built again each time, rather
than named by a path that climbs out of the repository.
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from deckctl.core import bounded_json
from deckctl.core.content import code_contents, file_hash
from deckctl.core.diagnostics import Diagnostic, Severity
from deckctl.io.atomic import Replacement
from deckctl.io.discover import card_file_paths, catalog_file_paths, misnamed_card_files
from deckctl.io.machine_key import machine_key
from deckctl.io.paths import Refused, TooLarge, not_hashed, read_regular, relative_inside, repository_root

MANIFEST_NAME = "manifest.json"
FORMAT = "deckctl-build-manifest"
FORMAT_VERSION = 3
# Version 1 wrote absolute paths, which read the same (a path joined to an absolute one is that
# one); version 2 wrote them relative to the manifest's folder.
READABLE_VERSIONS = (1, 2, FORMAT_VERSION)
RELATIVE_TO_MANIFEST = 2
REPOSITORY = "."  # what the manifest records of its paths' base: the reader's repository, unnamed
# The most of a manifest read: one holds a path and hash per input and output file and the kept
# findings, so it grows with decks x languages x files (the five starter decks' is 8 KB; a deck of
# 3,000 cards exported as images in ten languages some 7 MB, in 33 editions, its own language and
# the most catalogs a deck has, some 24 MB). A committed one of gigabytes had been read whole (2 GB:
# 15 s, 2.6 GB of memory) before it was found not to be JSON.
MAX_MANIFEST_BYTES = 64 << 20
# Its values, counted (bounded_json) before it is parsed: a file's path and hash is one, on a line
# of ~117 bytes, so a manifest of MAX_MANIFEST_VALUES takes ~59 MB, within MAX_MANIFEST_BYTES: 250,000
# card images (50 decks of 1,000 cards in 5 languages), which take `build` ~2.5 s and ~300 MB to read.
# 250 MB of `[0,0,...]` (125 million values) had taken 24 s and 1.6 GB to parse before it was found
# not to be a manifest. There is no limit on the decks a build takes, so a build can outgrow these:
# `to_json` then leaves decks out (built in full each time) rather than write a file no build reads.
MAX_MANIFEST_VALUES = 500_000
# The options that shape a build's outputs; a new build option that changes them goes here.
BUILD_OPTIONS: dict = {"outputs": ["bundle.json", "cards.pdf"]}


class ManifestUnusable(Exception):
    """The file is not a manifest this deckctl wrote; the message says why, in plain words."""


def deck_input_files(deck_dir: Path) -> list[str]:
    """The files `load_deck` and the export read from a deck folder, relative to it, sorted."""
    found = ["deck.yaml"]
    found += [f"cards/{p.name}" for p in card_file_paths(deck_dir)]
    # (not read, but reported: adding, renaming or removing one changes the deck's findings)
    found += [f"cards/{p.name}" for p in misnamed_card_files(deck_dir)]
    if (deck_dir / "board.yaml").is_file():
        found.append("board.yaml")
    found += [f"locales/{p.name}" for p in catalog_file_paths(deck_dir)]
    return found


def hash_files(root: Path, names: list[str]) -> dict[str, str | None]:
    """Each file's content hash, None for one that is missing, or is not a regular file inside the
    deck's repository (an absolute name, a link leading out of it, a named pipe): never read."""
    repository = repository_root(root)
    return {name: None if Path(name).is_absolute() or not_hashed(root / name, repository) else file_hash(root / name)
            for name in names}


def _digest(*parts: object) -> str:
    return hashlib.sha256(json.dumps(parts, sort_keys=True, separators=(",", ":")).encode()).hexdigest()


@cache
def tool_digest() -> str:
    """Everything outside the deck that shapes the outputs: deckctl's version, source files and
    built-in label catalogs, the versions of its libraries, the font files and the build options."""
    # The machine's secret: a manifest committed to the repository, or written on another
    # machine, never vouches for an output here (deckctl/io/machine_key.py).
    return _digest(*code_contents(), _font_hashes(), BUILD_OPTIONS, machine_key())


def _font_hashes() -> dict[str, str | None]:
    try:
        import fontpkg_fira_sans
    except ImportError:
        return {}
    folder = Path(fontpkg_fira_sans.ROOT) / "files"
    return {p.name: file_hash(p) for p in sorted(folder.glob("*.[ot]tf"))}


def language_inputs(inputs: dict[str, str | None], language: str, source_language: str) -> dict:
    """The deck inputs one language's outputs are made from: every file but the catalogs, and
    the language's own catalog when it is a translation."""
    own = f"locales/{language}.po"
    return {name: digest for name, digest in inputs.items()
            if not name.startswith("locales/") or (name == own and language != source_language)}


def output_key(inputs: dict, references: dict, language: str, source_language: str) -> str:
    return _digest(tool_digest(), language_inputs(inputs, language, source_language), references, language)


def validation_key(inputs: dict, references: dict) -> str:
    """What a deck's findings depend on: all its files, the ones its print: section names too."""
    return _digest(tool_digest(), inputs, references)


# --- the manifest's entries ----------------------------------------------------------------------

@dataclass
class Edition:
    """One language's outputs: the key they were made with and each file's hash (paths relative
    to the output folder), and the findings making them printed (untranslated texts...)."""

    key: str
    files: dict[str, str]
    diagnostics: list[dict] = field(default_factory=list)
    # Its files not listed (the manifest had no room for them, or they were being replaced): every
    # output in its folder (<deck-id>/<language>/) is taken as its, never up to date, so the next
    # build makes it again and removes what it no longer writes there. Written only when true.
    unlisted: bool = False


@dataclass
class DeckEntry:
    inputs: dict[str, str | None]
    validated: str  # validation_key(inputs) of the run that checked this deck
    id: str
    game: str
    language: str
    cards: int
    id_mark: list[int]  # (line, col) of `id:` in deck.yaml, for the duplicate-id message
    references: dict[str, str | None] = field(default_factory=dict)  # print: files -> hash
    diagnostics: list[dict] = field(default_factory=list)  # the validation findings (warnings)
    editions: dict[str, Edition] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)  # advice on the print: section


def diagnostic_to_dict(diagnostic: Diagnostic) -> dict:
    """A finding as kept: its file made absolute, so the cache reads right from any folder (the
    file stores it relative to itself)."""
    data = diagnostic.to_json()
    data["file"] = os.path.abspath(diagnostic.file) if diagnostic.file else ""
    return data


def diagnostic_from_dict(data: dict) -> Diagnostic:
    from deckctl.io.discover import display_path

    return Diagnostic(display_path(Path(data["file"])) if data["file"] else "", data["line"], data["col"],
                      data["code"], data["message"], severity=Severity(data["severity"]),
                      card_id=data.get("card_id", ""), hint=data.get("hint", ""), extra=data.get("extra", {}))


def repository_ids(repositories, out_dir: Path) -> dict[str, str]:
    """Each repository's (real) path -> the id its section of the manifest in `out_dir` has: a
    hash of where it lies from the output folder (`..` for a `build/` in it), so that it names no
    folder and stays the same wherever the repository and its output folder move together."""
    out = os.path.realpath(out_dir)
    ids = {}
    for repository in repositories:
        real = os.path.realpath(repository)
        try:
            where = Path(os.path.relpath(real, out)).as_posix()
        except ValueError:  # (on another drive)
            where = Path(real).as_posix()
        ids[real] = hashlib.sha256(f"deckctl-repository:{where}".encode("utf-8", "surrogateescape")).hexdigest()[:32]
    return ids


def _foreign_base(section: str) -> str:
    """Where the paths of another repository's section are read from: no folder of the machine
    (they are only ever written back, never looked for)."""
    return os.path.join(os.sep, f".deckctl-repository-{section}")


@dataclass
class BuildManifest:
    decks: dict[str, DeckEntry] = field(default_factory=dict)  # by the deck folder's absolute path
    # The decks the last `to_json` left out to keep within the reader's limits (absolute paths).
    left_out: list[str] = field(default_factory=list)
    # The sha256 of the file `load_manifest` read, where it is of this format (`to_json` of what it
    # read gives it again): what a build compares its new text with, rather than serialise the
    # manifest it read (up to 64 MiB, seconds) to learn whether the file changes.
    read_digest: bytes | None = None
    # The repositories of the decks built (real path -> the id of its section): each deck is
    # written in its own repository's section, relative to it.
    repositories: dict[str, str] = field(default_factory=dict)
    # The sections of other repositories built into the same folder (id -> deck path, read from
    # `_foreign_base`, -> entry): kept, so that their outputs stay accounted for and their builds
    # incremental; never read as this build's decks nor cleaned by it.
    others: dict[str, dict[str, DeckEntry]] = field(default_factory=dict)
    # The id of the section the file read has as `decks`: it stays there while it has decks, so
    # that builds of two repositories in turn, with nothing changed, leave the file as it is.
    primary: str | None = None

    def entries(self):
        """Every entry, this build's decks' and the other repositories'."""
        yield from self.decks.values()
        for section in self.others.values():
            yield from section.values()

    def claims(self) -> dict[str, str]:
        """Every output file the manifest vouches for (relative path -> sha256)."""
        return {path: digest for entry in self.entries() for edition in entry.editions.values()
                for path, digest in edition.files.items()}

    def to_json(self, repository: Path) -> str:
        """The manifest as written: its paths relative to `repository`, the decks' repository; an
        entry naming a path outside it is left out. So are the decks, in path order, that would
        take it past what `load_manifest` reads (MAX_MANIFEST_BYTES, MAX_MANIFEST_VALUES): they are
        named in `left_out` and written as `_minimal` entries, their outputs unlisted, so they are
        built in full each time (where a file past the limits would have cost every deck a full
        build) and the next build still knows their outputs' folders, to remove what it no longer
        writes there."""
        main = os.path.realpath(repository)
        bases = {main: self.repositories.get(main)}  # (None: a section of no id, read as the reader's)
        bases.update({real: section for real, section in self.repositories.items() if real != main})
        # (the innermost repository holding a deck is its own, as repository_root finds it)
        by_depth = sorted(bases, key=len, reverse=True)
        decks = {}  # (section, path as written) -> entry as written: this build's decks first
        for path, entry in sorted(self.decks.items()):
            base = next((real for real in by_depth if relative_inside(path, real) is not None), main)
            stored = _stored_entry(path, entry, base)
            if stored is not None:
                decks[(bases[base], stored[0])] = stored[1]
        ours = len(decks)
        for section, entries in sorted(self.others.items()):
            for path, entry in sorted(entries.items()):
                stored = _stored_entry(path, entry, _foreign_base(section))
                if stored is not None:
                    decks[(section, stored[0])] = stored[1]
        main_id = self.primary if any(section == self.primary for section, _ in decks) else bases[main]
        text = _document(decks, main_id)
        self.left_out = []
        if _readable(text):
            return text
        del text  # (tens of MB)
        kept = _fitting(decks)
        text = _document(kept, main_id)
        while not _readable(text):  # (the estimate is generous: not seen to loop)
            whole = [key for key, data in kept.items() if data is decks[key]]
            if whole:
                kept[whole[-1]] = _minimal(decks[whole[-1]])
            else:
                kept.popitem()
            text = _document(kept, main_id)
        # (another repository's decks left out are its builds' to name)
        bases_by_id = {section: real for real, section in bases.items()}
        self.left_out = [_read(path, bases_by_id[section]) for (section, path) in list(decks)[:ours]
                         if kept.get((section, path)) is not decks[(section, path)]]
        return text


def _stored_entry(path: str, entry: DeckEntry, base: str) -> tuple[str, dict] | None:
    """A deck's path and entry as written, relative to its repository `base`; None when it names
    a path outside it."""
    data = dict(vars(entry))
    data["diagnostics"] = _stored_findings(entry.diagnostics, base)
    data["editions"] = {lang: _stored_edition(edition, base) for lang, edition in sorted(entry.editions.items())}
    stored = _stored(path, base)
    if stored is None or data["diagnostics"] is None or \
            any(edition["diagnostics"] is None for edition in data["editions"].values()):
        return None
    return stored, data


def _document(decks: dict, main: str | None = None) -> str:
    """The manifest's text: the decks of the repository `main` (the id of its section) as
    `decks`, those of any other in `other_repositories` under its section's id."""
    document = {"format": FORMAT, "format_version": FORMAT_VERSION, "repository": REPOSITORY, "decks": {}}
    if main is not None:
        document["repository_id"] = main
    for (section, path), data in decks.items():
        if section == main:
            document["decks"][path] = data
        else:
            document.setdefault("other_repositories", {}).setdefault(section, {})[path] = data
    return json.dumps(document, indent=1, sort_keys=True, ensure_ascii=False) + "\n"


def _readable(text: str) -> bool:
    """Whether `load_manifest` reads `text` within its limits: the size, and the values counted as
    it counts them (at most one per comma or opening bracket, at most two per pair of quotes)."""
    data = text.encode("utf-8")
    if len(data) > MAX_MANIFEST_BYTES:
        return False
    if data.count(b",") + data.count(b"[") + data.count(b"{") <= MAX_MANIFEST_VALUES and \
            data.count(b'"') <= 4 * MAX_MANIFEST_VALUES:
        return True  # (a bound found in C, for the common case: no need to count as the reader does)
    try:
        bounded_json.check_limits(data, max_bytes=MAX_MANIFEST_BYTES, max_values=MAX_MANIFEST_VALUES)
    except bounded_json.JsonLimitError:
        return False
    return True


def _fitting(decks: dict) -> dict:
    """The decks, in path order, as they fit within the manifest's limits together: first every
    deck's `_minimal` entry (as far as they go: tens of thousands of decks), then, in path order,
    each deck whose whole entry fits in what is left instead of its minimal one. Each is measured
    alone (its bytes as indented in the document, its values bounded as `_readable` bounds them)."""
    room_bytes = MAX_MANIFEST_BYTES - len(_document({}, "0" * 32).encode("utf-8")) - 32
    room_values = MAX_MANIFEST_VALUES - 8
    kept, small = {}, {}
    for path, data in decks.items():  # (path: (section, path as written))
        size, values = small[path] = _cost(path, minimal := _minimal(data))
        if size <= room_bytes and values <= room_values:
            kept[path] = minimal
            room_bytes -= size
            room_values -= values
    for path in kept:
        (size, values), (small_size, small_values) = _cost(path, decks[path]), small[path]
        if size - small_size <= room_bytes and values - small_values <= room_values:
            kept[path] = decks[path]
            room_bytes -= size - small_size
            room_values -= values - small_values
    return kept


def _cost(path: tuple[str | None, str], data: dict) -> tuple[int, int]:
    """A deck's entry (`path`: its section, its path as written) bytes and values in the
    document, at most."""
    chunk = json.dumps({path[1]: data}, indent=1, sort_keys=True, ensure_ascii=False).encode("utf-8")
    # (two levels deeper in the document at most, a comma, and its section's id)
    size = len(chunk) + 2 * chunk.count(b"\n") + 2 + len(path[0] or "") + 8
    values = chunk.count(b",") + chunk.count(b"[") + chunk.count(b"{") + 3
    return size, max(values, (chunk.count(b'"') + 3) // 4)


def _minimal(data: dict) -> dict:
    """A deck's entry (as written) with no room for its outputs' list: its id and languages, its
    editions unlisted, no inputs (so the next build builds it in full, and clears its editions'
    folders of what it no longer writes there), no findings."""
    return {**data, "inputs": {}, "validated": "", "references": {}, "diagnostics": [], "notes": [],
            "editions": {lang: {"key": "", "files": {}, "diagnostics": [], "unlisted": True}
                         for lang in data["editions"]}}


def _stored_edition(edition: Edition, base: str) -> dict:
    data = {**vars(edition), "diagnostics": _stored_findings(edition.diagnostics, base)}
    if not edition.unlisted:
        del data["unlisted"]  # (the manifests of every earlier build, byte for byte)
    return data


def _stored(path: str, base: str) -> str | None:
    """An absolute path as the manifest writes it: relative to the repository `base`; None for
    one outside it (the relative path would climb through the machine's folders)."""
    return relative_inside(path, base) if path else path


def _read(path: str, base: str) -> str:
    """A path as the manifest in `base` wrote it, made absolute again."""
    return os.path.normpath(os.path.join(base, path)) if path else path


def _stored_findings(findings: list[dict], base: str) -> list[dict] | None:
    """The findings as written; None when one names a file outside the repository."""
    stored = [{**finding, "file": _stored(finding["file"], base)} for finding in findings]
    return None if any(finding["file"] is None for finding in stored) else stored


def load_manifest(out_dir: Path, repository: Path, also=()) -> BuildManifest:
    """The manifest in `out_dir`, its paths read from `repository` (the decks' repository), and
    from each of `also` (the repositories of the other decks built along) those of its section;
    the sections of other repositories are kept apart (`others`). An empty one when there is
    none. Raises ManifestUnusable when the file is there but is not a manifest this deckctl wrote
    (never half trusted)."""
    repositories = repository_ids([repository, *also], out_dir)
    path = out_dir / MANIFEST_NAME
    try:  # (judged from the open file, no link followed: before a byte of it is read)
        raw = read_regular(path, MAX_MANIFEST_BYTES, follow=False)
    except FileNotFoundError:
        return BuildManifest(repositories=repositories)
    except TooLarge:
        raise ManifestUnusable(f"is larger than a build manifest may be ({MAX_MANIFEST_BYTES:,} bytes)") from None
    except Refused:
        raise ManifestUnusable("is not a regular file") from None
    except OSError as exc:
        raise ManifestUnusable(f"cannot be read ({exc.strerror or exc})") from None
    try:  # counted before it is parsed: its size, values, depth and numbers' digits
        document = bounded_json.loads(raw, max_bytes=MAX_MANIFEST_BYTES, max_values=MAX_MANIFEST_VALUES)
    except bounded_json.JsonLimitError as exc:
        raise ManifestUnusable(str(exc)) from None
    except ValueError:
        raise ManifestUnusable("is not valid JSON") from None
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise ManifestUnusable("is not a deckctl build manifest")
    if document.get("format_version") not in READABLE_VERSIONS:
        raise ManifestUnusable(f"has format version {document.get('format_version')!r}, "
                               f"this deckctl writes {FORMAT_VERSION}")
    known = {section: real for real, section in repositories.items()}
    # (a manifest of no id, as deckctl wrote them before it kept other repositories' decks: its
    # decks are taken as the reader's repository's, as they were then)
    manifest = BuildManifest(repositories=repositories)
    try:
        main = document.get("repository_id")
        main = repositories[os.path.realpath(repository)] if main is None else _section_id(main)
        sections = {main: document.get("decks")}
        manifest.primary = main
        sections.update({_section_id(section): decks for section, decks in
                         _mapping(document.get("other_repositories", {})).items() if section != main})
        for section, decks in sections.items():
            if document.get("format_version") == RELATIVE_TO_MANIFEST:
                base = os.path.realpath(out_dir)
            elif section in known:
                base = known[section]
            else:
                base = _foreign_base(section)
            entries = {_read(_text(path), base): _entry(data, base) for path, data in _mapping(decks).items()}
            if section in known or document.get("format_version") == RELATIVE_TO_MANIFEST:
                manifest.decks.update(entries)
            else:
                manifest.others[section] = entries
    except (TypeError, ValueError, KeyError) as exc:
        raise ManifestUnusable(f"has an entry that does not read ({exc})") from None
    if document.get("format_version") == FORMAT_VERSION:
        manifest.read_digest = hashlib.sha256(raw).digest()
    return manifest


def text_digest(text: str) -> bytes:
    """The sha256 of a manifest's `text` as written, to compare with `BuildManifest.read_digest`."""
    return hashlib.sha256(text.encode("utf-8")).digest()


def _section_id(value) -> str:
    """A section's id as `repository_ids` makes them (it names a folder when read)."""
    if not (isinstance(value, str) and len(value) == 32 and all(c in "0123456789abcdef" for c in value)):
        raise ValueError("a repository's id is not one")
    return value


def _mapping(value) -> dict:
    if not isinstance(value, dict):
        raise TypeError("a mapping was expected")
    return value


def _text(value) -> str:
    if not isinstance(value, str):
        raise TypeError("a text was expected")
    return value


def _hashes(value) -> dict:
    """A mapping of file names to hashes (None for a file not hashed)."""
    if not (all(isinstance(name, str) for name in _mapping(value))
            and all(digest is None or isinstance(digest, str) for digest in value.values())):
        raise TypeError("a text was expected")
    return value


def _inside_output_folder(name: str) -> bool:
    """Whether an output's path stays in the output folder (compared as text: a Path made for each
    of 300,000 files had taken 5 of a read's 6.6 s)."""
    return not name.startswith("/") and not (".." in name and ".." in name.split("/"))


def _one_name(name) -> bool:
    """Whether `name` (a deck id, a language) names one folder: the build removes outputs in an
    unlisted edition's `<id>/<language>/`, which must not be anywhere else."""
    return isinstance(name, str) and name not in ("", ".", "..") and not any(c in name for c in "/\\\0")


def _findings(value, base: str) -> list[dict]:
    if not isinstance(value, list):
        raise TypeError("a list of findings was expected")
    found = [_mapping(item) for item in value]
    found = [{**item, "file": _read(_text(item["file"]), base)} for item in found]
    for item in found:
        diagnostic_from_dict(item)  # each must read back
    return found


def _entry(data, base: str) -> DeckEntry:
    data = _mapping(data)
    mark = data["id_mark"]
    if not (isinstance(mark, list) and len(mark) == 2 and all(type(n) is int for n in mark)):
        raise TypeError("id_mark is not (line, col)")
    if type(data["cards"]) is not int:
        raise TypeError("cards is not a number")
    editions = {}
    for lang, edition in _mapping(data["editions"]).items():
        edition = _mapping(edition)
        files = _hashes(edition["files"])
        if None in files.values() or not all(map(_inside_output_folder, files)):
            raise ValueError("an output path leaves the output folder")
        unlisted = edition.get("unlisted", False)
        if type(unlisted) is not bool:
            raise TypeError("unlisted is not true or false")
        if unlisted and (files or not (_one_name(data["id"]) and _one_name(lang))):
            raise ValueError("an unlisted edition's folder is not one folder of the output folder")
        editions[_text(lang)] = Edition(_text(edition["key"]), files, _findings(edition.get("diagnostics", []), base),
                                        unlisted)
    notes = data.get("notes", [])
    if not isinstance(notes, list):
        raise TypeError("notes is not a list")
    return DeckEntry(_hashes(data["inputs"]), _text(data["validated"]), _text(data["id"]), _text(data["game"]),
                     _text(data["language"]), data["cards"], mark, _hashes(data.get("references", {})),
                     _findings(data.get("diagnostics", []), base), editions, [_text(note) for note in notes])


def save_manifest(out_dir: Path, manifest: BuildManifest, repository: Path,
                  replacement: Replacement | None = None) -> None:
    """Write the manifest, its paths relative to `repository` (as one of `replacement`'s changes,
    undone with them, if given)."""
    write_manifest(out_dir, manifest.to_json(repository), replacement)


def write_manifest(out_dir: Path, text: str, replacement: Replacement | None = None) -> None:
    """Write a manifest's `text` (`BuildManifest.to_json`), as `save_manifest` does."""
    from deckctl.io.atomic import sync_folder, write_atomic

    data = text.encode("utf-8")
    if replacement is None:  # (0o644 as build's other outputs, whatever mode the old one had)
        write_atomic(out_dir / MANIFEST_NAME, data, exact_mode=True)
    else:
        replacement.write(out_dir / MANIFEST_NAME, data, exact_mode=True)
    sync_folder(out_dir)
