"""Find the decks that the paths on a command line name."""

from __future__ import annotations

import heapq
import os
import re
import stat
from dataclasses import dataclass, field
from pathlib import Path

from deckctl.core.deck_limits import (MAX_CARD_FILES, MAX_CATALOGS, MAX_DECK_CATALOG_BYTES, MAX_DECK_ENTRIES,
                                     MAX_FOLDER_DEPTH)
from deckctl.core.diagnostics import Diagnostic
from deckctl.io.links import link_leaving

MANIFEST = "deck.yaml"
CARDS = "cards"
LOCALES = "locales"
BOARD = "board.yaml"

# The longest name of a card file, `.yaml` included, in UTF-8 bytes: file systems hold names of
# at most 255 (ext4, APFS; NTFS 255 UTF-16 units, never more than the UTF-8 bytes), and editors and
# tools write files named after one beside it (a swap file, a backup: `.q.yaml.swp`). A longer
# name is an error (`file-name`) and the file is not read, so no command ever writes it; `import
# sheet` refuses a `file` cell naming one.
MAX_CARD_FILE_NAME_BYTES = 240


class PathNotFound(Exception):
    """A path on the command line does not exist: a usage error, not a finding."""


@dataclass
class Discovery:
    decks: list[Path] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)


def card_file_paths(deck_dir: Path) -> list[Path]:
    """The deck's card files, sorted: `cards/*.yaml` but hidden ones (a name starting with a dot:
    an editor's lock or backup file, macOS's `._` files), which hold no one's cards, and those
    whose name is not UTF-8 text or is longer than MAX_CARD_FILE_NAME_BYTES
    (`misnamed_card_file_errors` reports them). None of a deck with
    more than MAX_CARD_FILES: that is an error (`too_many_card_files`), and no command reads them."""
    found = _first_card_files(deck_dir)
    return found if len(found) <= MAX_CARD_FILES else []


def too_many_card_files(deck_dir: Path) -> Diagnostic | None:
    """The error for a deck with more than MAX_CARD_FILES card files, at the first one past the
    limit; None within it. Looked at before any card file is read (`misnamed_card_file_errors`)."""
    found = _first_card_files(deck_dir)
    if len(found) <= MAX_CARD_FILES:
        return None
    return Diagnostic(shown_path(found[MAX_CARD_FILES]), 0, 0, "too-many-card-files",
                      f"the deck has more than {MAX_CARD_FILES:,} card files in {CARDS}/: none of them is read",
                      hint="a card file holds any number of cards: put them in fewer files, "
                      "and delete the empty ones")


def _first_card_files(deck_dir: Path) -> list[Path]:
    """The first MAX_CARD_FILES + 1 card files in name order: a folder of a million names keeps no
    more than that in memory, and one more than the limit says it is exceeded."""
    folder = deck_dir / CARDS
    if not listable(folder):
        return []
    return heapq.nsmallest(MAX_CARD_FILES + 1, (path for path in folder.glob("*.yaml")
                                                if is_card_file_name(path.name) and card_file_name_fits(path.name)))


def is_card_file_name(name: str) -> bool:
    """Whether a file of this name in `cards/` is one of the deck's card files (`card_file_paths`)."""
    return name.endswith(".yaml") and not is_hidden_file_name(name) and is_text_name(name)


def card_file_name_fits(name: str) -> bool:
    """Whether a card file's name is at most MAX_CARD_FILE_NAME_BYTES long (a card file whose name
    is not is not one of the deck's card files: `card_file_paths`)."""
    return len(os.fsencode(name)) <= MAX_CARD_FILE_NAME_BYTES


def is_text_name(name: str) -> bool:
    """Whether a file name is UTF-8 text. git commits any bytes as a name, and Python reads one of
    other bytes with a lone surrogate for each of them (os.fsdecode), which no output can hold."""
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def shown_path(path: Path) -> str:
    """A path as messages name it (`display_path`), a byte of it that is not UTF-8 written `\\xff`."""
    return os.fsencode(display_path(path)).decode("utf-8", "backslashreplace")


def is_hidden_file_name(name: str) -> bool:
    """A name starting with a dot: an editor's lock, swap or backup file, macOS's `._` files; in
    `cards/` or `locales/`, never one of the deck's files."""
    return name.startswith(".")


def catalog_file_paths(deck_dir: Path) -> list[Path]:
    """The deck's translation catalogs, sorted: `locales/*.po` but hidden ones (`.de.po`: an
    editor's lock or backup file, macOS's `._de.po`), which are no one's translations. The first
    MAX_CATALOGS only, and of those the ones within MAX_DECK_CATALOG_BYTES together: a deck with
    more is an error (`too_many_catalogs`), and no command reads, lints or builds the rest meanwhile."""
    found = _first_catalogs(deck_dir)[:MAX_CATALOGS]
    return found[:_within_catalog_bytes(found)]


def too_many_catalogs(deck_dir: Path) -> Diagnostic | None:
    """The error for a deck with more than MAX_CATALOGS catalogs, at the first one past the
    limit, or with catalogs of more than MAX_DECK_CATALOG_BYTES together, at the one that takes
    them over it; None within both. Looked at before any catalog is read. (And for a `locales/`
    reached through a link leading out of the repository, the error that it is not read: `listable`.)"""
    leaving = _leaving(deck_dir / LOCALES)
    if leaving is not None:
        return leaving
    folder = deck_dir / LOCALES
    if os.path.lexists(folder) and not folder.is_dir():  # (the i18n commands would write into it: exit 74)
        return Diagnostic(shown_path(folder), 0, 0, "catalog-name",
                          f"`{LOCALES}` is not a folder: a deck's catalogs are the `.po` files in its {LOCALES}/ folder",
                          hint=f"move it out of the deck (or delete it); `deckctl i18n update` makes {LOCALES}/ "
                               "when it writes a deck's first catalog")
    found = _first_catalogs(deck_dir)
    if len(found) > MAX_CATALOGS:
        return Diagnostic(shown_path(found[MAX_CATALOGS]), 0, 0, "too-many-catalogs",
                          f"the deck has more than {MAX_CATALOGS} catalogs in {LOCALES}/ (one per language): "
                          f"none of them is read", hint=f"keep the catalogs of the languages the deck is "
                          f"printed in, {MAX_CATALOGS} at most; split the rest off into a deck of its own")
    within = _within_catalog_bytes(found)
    if within == len(found):
        return None
    total = sum(map(_catalog_size, found))
    return Diagnostic(shown_path(found[within]), 0, 0, "catalogs-too-large",
                      f"the deck's catalogs hold more than {MAX_DECK_CATALOG_BYTES:,} bytes together "
                      f"({total:,}, this one taking them over): none of them is read",
                      hint="a catalog holds one deck's texts and their translations: delete the entries marked "
                           "obsolete (`#~`) and the comments deckctl does not write, keep the languages the "
                           "deck is printed in, or split a deck this large into several")


def _within_catalog_bytes(catalogs: list[Path]) -> int:
    """How many of `catalogs`, in order, hold at most MAX_DECK_CATALOG_BYTES together."""
    total = 0
    for index, path in enumerate(catalogs):
        total += _catalog_size(path)
        if total > MAX_DECK_CATALOG_BYTES:
            return index
    return len(catalogs)


def _catalog_size(path: Path) -> int:
    """The catalog's size on disk; 0 for one that cannot be looked at (reading it says why)."""
    try:
        return os.stat(path).st_size
    except OSError:
        return 0


def _first_catalogs(deck_dir: Path) -> list[Path]:
    """The first MAX_CATALOGS + 1 catalogs in name order: a folder of a million names keeps no
    more than that in memory, and one more than the limit says it is exceeded."""
    folder = deck_dir / LOCALES
    if not listable(folder):
        return []
    return heapq.nsmallest(MAX_CATALOGS + 1, (path for path in folder.glob("*.po") if is_catalog_file_name(path.name)))


def listable(folder: Path) -> bool:
    """Whether a deck's `cards/` or `locales/` may be listed: not reached through a symbolic link
    leading out of the repository (`_leaving` says so, once, at the folder). Listing one had named
    each file of the folder it led to (`id_rsa.yaml`, `secret.po`) in an error of its own."""
    return leaving_refusal(folder) is None


def is_catalog_file_name(name: str) -> bool:
    """Whether a file of this name in `locales/` is one of the deck's catalogs (`catalog_file_paths`)."""
    return name.endswith(".po") and not is_hidden_file_name(name) and is_text_name(name)


def misnamed_card_files(deck_dir: Path) -> list[Path]:
    """Files in `cards/` named like YAML but not `*.yaml` (`people.yml`, `people.YAML`): not card
    files, so not read, yet surely meant to be; validate reports each one rather than leave its
    cards out without a word."""
    folder = deck_dir / CARDS
    if not folder.is_dir() or not listable(folder):
        return []
    return sorted(path for path in folder.iterdir() if not is_hidden_file_name(path.name)
                  and path.suffix.lower() in (".yml", ".yaml") and path.suffix != ".yaml")


def misnamed_card_file_errors(deck_dir: Path) -> list[Diagnostic]:
    """One `card-file-name` error per misnamed card file: what every command that reads or
    rewrites a deck's card files (validate, lint, build, fmt) says of `cards/people.yml`; and of
    a card file whose name is not UTF-8 text or is longer than MAX_CARD_FILE_NAME_BYTES (`file-name`),
    and of more card files than a deck may have (`too_many_card_files`: none is read); or, for a
    `cards/` reached through a link leading out of the repository, the one error that it is not
    read (`listable`)."""
    leaving = _leaving(deck_dir / CARDS)
    if leaving is not None:
        return [leaving]
    too_many = too_many_card_files(deck_dir)
    found = _names_not_text(deck_dir / CARDS) + _card_file_names_too_long(deck_dir / CARDS)
    found += [too_many] if too_many is not None else []
    for path in misnamed_card_files(deck_dir):
        renamed = path.with_suffix(".yaml")
        hint = (f"move its cards into {CARDS}/{renamed.name}, which exists already" if os.path.lexists(renamed)
                else f"rename it to {CARDS}/{renamed.name}")
        found.append(Diagnostic(shown_path(path), 0, 0, "card-file-name",
                                f"`{path.name}` is not read: card files end in `.yaml`, so its cards are not in the deck",
                                hint=hint))
    return found


def display_path(path: Path) -> str:
    """A path as users see it: relative to the working directory where the two share a folder
    below the file system's root (`cards/x.yaml`, `../../build/` from inside a deck), else absolute
    (`/tmp/deck/deck.yaml` from `/work/repo`, not `../../tmp/deck/deck.yaml`)."""
    try:
        relative = os.path.relpath(path)
        if relative.startswith(os.pardir):
            here, there = os.path.abspath(os.curdir), os.path.abspath(path)
            if os.path.dirname(os.path.commonpath([here, there])) == os.path.commonpath([here, there]):
                return there  # (nothing in common but the root)
        return relative
    except ValueError:
        return str(path)


def file_deck(path: Path) -> Path | None:
    """The deck a file named on the command line belongs to, as `discover` maps it (None: in no deck)."""
    path = path.resolve()
    return path.parent if path.name == MANIFEST else _owning_deck(path)


def _owning_deck(path: Path) -> Path | None:
    for parent in list(path.parents)[:3]:
        if (parent / MANIFEST).is_file():
            return parent
    return None


def deck_holding(folder: Path) -> Path | None:
    """The deck folder that `folder` is or lies in, at any depth (None: in no deck). `folder`
    need not exist; links are followed, as a write into it would follow them."""
    try:
        folder = folder.resolve()
    except (OSError, RuntimeError):  # (a loop of links: the write into it says so)
        return None
    return next((parent for parent in (folder, *folder.parents) if (parent / MANIFEST).is_file()), None)


def discover(paths: list[Path]) -> Discovery:
    found = Discovery()
    decks: set[Path] = set()
    walks: dict[Path, DeckFolder] = {}  # (the decks walked while searching: walked once)
    for path in paths:
        if not path.exists():
            raise PathNotFound(str(path))
        refused = _leaving(path)
        if refused is not None:
            found.diagnostics.append(refused)
            continue
        path = path.resolve()
        if path.is_file():
            deck = file_deck(path)
            if deck is None:
                found.diagnostics.append(Diagnostic(
                    shown_path(path), 0, 0, "missing-manifest", f"no {MANIFEST} found for this file",
                    hint=_missing_manifest_hint(path)).naming(*_folders_of(path)))
            else:
                decks.add(deck)
        elif (path / MANIFEST).is_file():
            decks.add(path)
        else:
            before = len(found.diagnostics)
            below = set(_manifests_below(path, found.diagnostics, walks))
            if below:
                decks |= below
            elif not any(d.code == "missing-manifest" for d in found.diagnostics[before:]):  # (cards/ said it)
                found.diagnostics.append(Diagnostic(
                    shown_path(path), 0, 0, "missing-manifest", f"no {MANIFEST} in this folder or below it",
                    hint=f"a deck folder holds {MANIFEST} and cards/*.yaml; see `deckctl validate --help`"))
    found.decks = []
    for deck in sorted(decks):  # (its files looked at before any is read)
        if not is_text_name(display_path(deck)):
            found.diagnostics.append(_deck_name_not_text(deck))
            continue
        found.decks.append(deck)
        found.diagnostics += (walks.get(deck) or walk_deck(deck)).problems
    return found


# Folders that never hold a deck but may hold many files: not walked at all.
_SKIPPED = {".git", ".venv", ".deckctl-cache", "__pycache__", "node_modules"}


def _manifests_below(root: Path, diagnostics: list[Diagnostic], walks: dict[Path, DeckFolder]):
    """The folders below `root` that hold a deck manifest (walked folder by folder, pruned, at most
    MAX_FOLDER_DEPTH deep: a folder below that is one `too-deep` error in `diagnostics`, not
    entered). A deck folder is not walked on: `walk_deck` walks it, and finds the decks inside it.
    A deck folder that is a symbolic link is not entered: where it leads inside the repository,
    that deck is found as if named; one leading out of it is an error in `diagnostics`. A `cards/`
    folder of card files that no deck.yaml owns is an error there too (`missing-manifest`): it
    is surely a deck whose manifest is missing, and passing over it would pass its cards unchecked;
    so is, below the repository's `decks/`, a folder with no deck.yaml holding a deck's other files
    (`_deck_files_without_manifest`: board.yaml, locales/*.po, card files lying loose in it)."""
    folders = [(root, 0)]
    too_deep = False
    while folders:
        folder, depth = folders.pop()
        subfolders, files, links = _listing(folder)
        if MANIFEST in files:
            yield folder
            walks[folder] = walk_deck(folder)
            yield from walks[folder].nested_decks
            continue
        if folder.name == CARDS:
            orphan = _cards_without_manifest(folder, files)
        else:
            orphan = _deck_files_without_manifest(folder, subfolders, files - links)
        if orphan is not None:
            diagnostics.append(orphan)
        for name in sorted(subfolders, reverse=True):  # (popped in name order)
            if name in _SKIPPED:
                continue
            if depth + 1 > MAX_FOLDER_DEPTH:
                if not too_deep:
                    diagnostics.append(_too_deep(folder / name, root))
                too_deep = True
                continue
            folders.append((folder / name, depth + 1))
        for name in sorted(links):
            link = folder / name
            if os.path.isfile(link / MANIFEST):  # (False where unreadable)
                refused = _leaving(link)
                if refused is None:
                    yield link.resolve()
                else:
                    diagnostics.append(refused)


def _listing(folder: Path) -> tuple[set[str], set[str], set[str]]:
    """The names of the folders (not links to them) and of everything else in `folder`, and of
    the symbolic links among the latter."""
    subfolders, others, links = set(), set(), set()
    try:
        with os.scandir(folder) as entries:
            for entry in entries:
                try:
                    real_folder = entry.is_dir(follow_symlinks=False)
                except OSError:
                    real_folder = False
                (subfolders if real_folder else others).add(entry.name)
                if not real_folder and entry.is_symlink():
                    links.add(entry.name)
    except OSError:  # (unreadable: as os.walk, passed over)
        pass
    return subfolders, others, links


def _too_deep(folder: Path, top: Path) -> Diagnostic:
    return Diagnostic(shown_path(folder), 0, 0, "too-deep",
                      f"folders are nested more than {MAX_FOLDER_DEPTH} deep below {shown_path(top)}: "
                      f"deckctl does not look inside this folder", hint="keep decks and their files in fewer levels of "
                      "folders; move what lies below this folder elsewhere").naming(shown_path(top))


@dataclass
class DeckFolder:
    """What a deck folder holds, as `walk_deck` found it."""
    files: list[Path] = field(default_factory=list)  # all but folders and hidden names, in name order
    complete: bool = True  # False: a limit stopped the walk, so `files` are not all of them
    problems: list[Diagnostic] = field(default_factory=list)
    nested_decks: list[Path] = field(default_factory=list)  # folders in it holding a deck.yaml of their own


def walk_deck(deck: Path) -> DeckFolder:
    """Everything in the deck folder `deck` but hidden names (a name starting with a dot, and all
    below such a folder), folder by folder, links not followed (a link to a folder is left out,
    as rglob does), at most MAX_FOLDER_DEPTH folders deep and MAX_DECK_ENTRIES files and folders
    in all: past either, the walk stops there with one error. Its problems also name a `cards/`
    folder deeper in the deck, which no command reads, and a card file or catalog whose name is
    not UTF-8 text, which none reads either (a card file's: `misnamed_card_file_errors`), and a card
    file lying beside the deck's deck.yaml (`_card_files_beside_manifest`)."""
    walked = DeckFolder()
    folders = [(deck, 0, deck)]  # (a folder, its depth, the deck it lies in: `deck` or one inside it)
    entries = 0
    while folders:
        folder, depth, owner = folders.pop()
        subfolders, files, links = _listing(folder)
        if depth and MANIFEST in files:
            walked.nested_decks.append(folder)
            owner = folder
        if not depth:
            walked.problems += _card_files_beside_manifest(deck, files - links)
        names = sorted(name for name in subfolders | files if not is_hidden_file_name(name))
        entries += len(names)
        if entries > MAX_DECK_ENTRIES:
            walked.problems.append(_too_many_entries(deck, folder))
            walked.complete = False
            break
        if owner == deck and folder.name == LOCALES and folder.parent == deck:  # (cards/: misnamed_card_file_errors)
            walked.problems += _names_not_text(folder)
        elif depth and folder.name == CARDS and folder.parent != owner and any(_yaml_named(name) for name in files):
            walked.problems.append(_cards_not_read(folder, owner))
        for name in reversed(names):
            if name in links and os.path.isdir(folder / name):  # (a link to a folder: left out)
                continue
            if name not in subfolders:
                walked.files.append(folder / name)
            elif depth + 1 > MAX_FOLDER_DEPTH:
                if walked.complete:
                    walked.problems.append(_too_deep(folder / name, deck))
                walked.complete = False
            else:
                folders.append((folder / name, depth + 1, owner))
    walked.files.sort()
    walked.nested_decks.sort()
    return walked


def _deck_name_not_text(deck: Path) -> Diagnostic:
    return Diagnostic(shown_path(deck / MANIFEST), 0, 0, "file-name",
                      "this deck is not checked: the name of its folder is not UTF-8 text, so deckctl cannot name "
                      "its files in what it writes", hint="rename the folder (`git mv`) to a name of letters, digits "
                      "and dashes")


def _too_many_entries(deck: Path, folder: Path) -> Diagnostic:
    return Diagnostic(shown_path(folder), 0, 0, "too-many-files",
                      f"the deck folder holds more than {MAX_DECK_ENTRIES:,} files and folders: deckctl looks no "
                      f"further than this folder", hint=f"keep only the deck's own files in {shown_path(deck)} "
                      f"({MANIFEST}, {CARDS}/, {LOCALES}/, its art); move the rest out of it").naming(shown_path(deck))


def _names_not_text(folder: Path) -> list[Diagnostic]:
    """An error for each file in the deck's `cards/` or `locales/` whose name is not UTF-8 text but
    would otherwise be one of the deck's card files or catalogs: it is not read."""
    if not listable(folder):
        return []
    try:
        files = os.listdir(folder)
    except OSError:
        return []
    ending = ".yaml" if folder.name == CARDS else ".po"
    what = "card file" if folder.name == CARDS else "catalog"
    return [Diagnostic(shown_path(folder / name), 0, 0, "file-name",
                       f"this {what} is not read: its name is not UTF-8 text, so deckctl cannot name it in what it writes",
                       hint=f"rename it (`git mv`) to a name of letters, digits and dashes ending in `{ending}`")
            for name in sorted(files) if name.endswith(ending) and not is_hidden_file_name(name)
            and not is_text_name(name)]


def _card_files_beside_manifest(deck: Path, files: set[str]) -> list[Diagnostic]:
    """An error for each card file lying in the deck's folder beside its deck.yaml (`decks/x/q2.yaml`:
    YAML read as a list of cards with ids, `card_file_text`, of the first MAX_CARD_FILES such names;
    a `notes.yaml` is not one): no command reads it, and its cards had passed unchecked, the lint
    hook naming it finding nothing. `files`: the folder's file names, links left out (not read)."""
    looked = heapq.nsmallest(MAX_CARD_FILES, (name for name in files if _yaml_named(name)
                                              and name not in (MANIFEST, BOARD)))
    return [_misplaced_card_file(deck, name) for name in looked if _reads_as_card_file(deck / name)]


def _misplaced_card_file(deck: Path, name: str) -> Diagnostic:
    target = deck / CARDS / (name if name.endswith(".yaml") else f"{name.rsplit('.', 1)[0]}.yaml")
    hint = (f"move its cards into {shown_path(target)}, which exists already" if os.path.lexists(target)
            else f"move it into {shown_path(deck / CARDS)}/ (`git mv {shown_path(deck / name)} {shown_path(target)}`)")
    return Diagnostic(shown_path(deck / name), 0, 0, "misplaced-card-file",
                      f"this card file is not read: a deck's card files go in {CARDS}/ beside {MANIFEST}, "
                      f"so its cards are not in the deck", hint=hint).naming(shown_path(deck), shown_path(deck / name))


def _card_file_names_too_long(folder: Path) -> list[Diagnostic]:
    """An error for each card file in `cards/` whose name (UTF-8 text) is longer than
    MAX_CARD_FILE_NAME_BYTES: it is not read, so neither fmt nor lint --fix tries to rewrite it."""
    if not listable(folder):
        return []
    try:
        names = sorted(os.listdir(folder))
    except OSError:
        return []
    return [Diagnostic(shown_path(folder / name), 0, 0, "file-name",
                       f"this card file is not read: its name is {len(os.fsencode(name)):,} bytes long, and a card "
                       f"file's name may have at most {MAX_CARD_FILE_NAME_BYTES:,} (`.yaml` included)",
                       hint="rename it (`git mv`) to a shorter name ending in `.yaml`")
            for name in names if is_card_file_name(name) and not card_file_name_fits(name)]


def _cards_not_read(folder: Path, deck: Path) -> Diagnostic:
    return Diagnostic(shown_path(folder), 0, 0, "cards-not-read",
                      f"the card files in this folder are not read: deckctl reads the {CARDS}/ folder beside "
                      f"{MANIFEST} only ({shown_path(deck / CARDS)}/)",
                      hint=f"move them into {shown_path(deck / CARDS)}/, or add a {MANIFEST} beside this "
                           f"{CARDS}/ folder to make it a deck of its own").naming(shown_path(deck))


def _cards_without_manifest(folder: Path, files: list[str]) -> Diagnostic | None:
    """The error for a `cards/` folder holding card files (`files`: its file names) that no deck
    owns, at its first card file; None when it holds none or lies in a deck."""
    if os.path.isfile(folder.parent / MANIFEST):  # (every deck's cards/: looked at first, at one stat)
        return None
    names = sorted(name for name in files if _yaml_named(name))  # (`q.yml` too: a card file misnamed)
    if not names or deck_holding(folder.parent) is not None:
        return None
    others = len(names) - 1
    nor = f" (nor for the {others} other card file{'s' if others > 1 else ''} beside it)" if others else ""
    first = folder / names[0]
    return Diagnostic(shown_path(first), 0, 0, "missing-manifest",
                      f"no {MANIFEST} found for this card file{nor}: its deck is not checked",
                      hint=_missing_manifest_hint(first)).naming(*_folders_of(first))


def _deck_files_without_manifest(folder: Path, subfolders: set[str], files: set[str]) -> Diagnostic | None:
    """The error for a folder below the repository's `decks/` (not `decks/` itself, whose README or
    notes are nobody's deck) that holds no deck.yaml and is no deck's, yet holds a deck's files:
    card files lying loose in it (YAML read as a list of cards with ids, `card_file_text`; a
    `notes.yaml` is not one), `board.yaml` or `locales/*.po`. At its first such file, naming the
    fix; None for any other folder, and for one whose `cards/` holds card files (that `cards/`
    folder's own error says it). `files`: its file names, links left out (not read)."""
    looked = heapq.nsmallest(MAX_CARD_FILES, (name for name in files if _yaml_named(name) and name != BOARD))
    catalogs = _first_catalogs(folder) if LOCALES in subfolders else []
    if not (looked or BOARD in files or catalogs) or _has_card_files(folder / CARDS) or not _below_decks(folder):
        return None
    if deck_holding(folder) is not None:  # (a folder inside a deck named on its own: the deck says it)
        return None
    loose = [folder / name for name in looked if _reads_as_card_file(folder / name)]
    if loose:
        others = len(loose) - 1
        nor = f" (nor for the {others} other card file{'s' if others > 1 else ''} beside it)" if others else ""
        return Diagnostic(shown_path(loose[0]), 0, 0, "missing-manifest",
                          f"no {MANIFEST} found for this card file{nor}: card files go in {CARDS}/ beside "
                          f"{MANIFEST}, so its cards are not checked",
                          hint=_loose_card_hint(loose[0])).naming(*_folders_of(loose[0]))
    if BOARD not in files and not catalogs:  # (YAML of its own: notes, no cards)
        return None
    first = folder / BOARD if BOARD in files else catalogs[0]
    return Diagnostic(shown_path(first), 0, 0, "missing-manifest",
                      f"no {MANIFEST} found for this file: its deck is not checked",
                      hint=_missing_manifest_hint(first)).naming(*_folders_of(first))


def _folders_of(path: Path) -> tuple[str, ...]:
    """The folders a hint about `path` may name the files of (`<deck>/`, `<deck>/cards/`, its
    manifest's), as messages name them: a finding's NAMES (Diagnostic.naming), shown apart from
    any other name. (A name within one of them is shown as the folder is, and the rest after a
    `/`, which no backslash before it reads as an escape with.)"""
    return tuple(shown_path(folder) for folder in (path.parent, path.parent.parent))


def _has_card_files(folder: Path) -> bool:
    try:
        return any(_yaml_named(name) for name in os.listdir(folder))
    except OSError:
        return False


def _below_decks(folder: Path) -> bool:
    """Whether `folder` lies below (not at) the `decks/` of the repository it is in
    (`deck_repository_top`): every folder there is meant to be a deck or to hold decks."""
    top = deck_repository_top(folder)
    return top is not None and Path(os.path.abspath(folder)).is_relative_to(top / DECKS) \
        and Path(os.path.abspath(folder)) != top / DECKS


_CARD_FILE_SNIFFED = 8 * 1024  # bytes of a loose YAML file looked at to tell a card file from notes


def _reads_as_card_file(path: Path) -> bool:
    """Whether a regular file (not a link, a pipe or a device: never opened) starts as card files
    do: a list of cards with ids. Only its first _CARD_FILE_SNIFFED bytes are read."""
    try:
        if not stat.S_ISREG(os.lstat(path).st_mode):
            return False
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0))
    except OSError:
        return False
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return False
        data = os.read(fd, _CARD_FILE_SNIFFED)
    except OSError:
        return False
    finally:
        os.close(fd)
    return card_file_text(data.decode("utf-8", "replace"))


_FIRST_ITEM = re.compile(r"-(?:[ \t]|$)")
_ID_KEY = re.compile(r"^(?:-|[ \t])[ \t]*(?:-[ \t]+)?id[ \t]*:", re.MULTILINE)


def card_file_text(text: str) -> bool:
    """Whether YAML text reads as a card file: its first line that is no comment, blank line or
    document marker starts a list (`- `), and a list item has an `id:` key."""
    for line in text.lstrip("\ufeff").splitlines():
        if not line.strip() or line.lstrip().startswith("#") or line.startswith(("---", "%")):
            continue
        return bool(_FIRST_ITEM.match(line)) and _ID_KEY.search(text) is not None
    return False


def loose_card_file(path: Path) -> bool:
    """Whether a file in no deck is a card file lying loose in a folder below the repository's
    `decks/` (`decks/quiz/q.yaml` with no deck.yaml beside it): its deck is missing its manifest
    and the card file is in the wrong place. Not read through a link leading out of the repository."""
    path = Path(os.path.abspath(path))
    return (_yaml_named(path.name) and path.parent.name != CARDS and path.name not in (MANIFEST, BOARD)
            and _below_decks(path.parent) and link_leaving(path) is None and _reads_as_card_file(path))


def _loose_card_hint(path: Path) -> str:
    deck = path.parent
    misnamed = _misnamed_manifest(deck)
    manifest = (f"rename {shown_path(misnamed)} to {MANIFEST}" if misnamed is not None
                else f"add {shown_path(deck / MANIFEST)} beside {CARDS}/ (`deckctl init` writes an example, and "
                     "docs/format.md describes its keys)")
    return f"move it into {shown_path(deck / CARDS)}/, where a deck's card files go, and {manifest}"


def _yaml_named(name: str) -> bool:
    return name.lower().endswith((".yaml", ".yml")) and not is_hidden_file_name(name)


def misnamed_cards_folder(deck_dir: Path) -> Path | None:
    """A folder of the deck surely meant as its `cards/` (`Cards/`, `card/`), holding YAML files,
    where the deck has no `cards/`: its cards are not read."""
    if (deck_dir / CARDS).exists():
        return None
    try:
        names = sorted(os.listdir(deck_dir))
    except OSError:
        return None
    for name in names:
        folder = deck_dir / name
        if name != CARDS and name.lower() in (CARDS, "card") and folder.is_dir() \
                and any(_yaml_named(path.name) for path in folder.iterdir()):
            return folder
    return None


def _missing_manifest_hint(path: Path) -> str:
    """What to do about a file in no deck: for a deck's own file (`<deck>/cards/<name>.yaml`,
    `<deck>/board.yaml`, `<deck>/locales/<lang>.po`), add the deck's manifest beside it; for a
    card file lying loose in a folder of the repository's `decks/`, move it into `cards/` too."""
    if loose_card_file(path):
        return _loose_card_hint(path)
    placed = _deck_file_place(path)
    if placed is None:
        return f"a deck folder holds {MANIFEST} and {CARDS}/*.yaml"
    deck, beside = placed
    misnamed = _misnamed_manifest(deck)
    if misnamed is not None:
        return f"rename {shown_path(misnamed)} to {MANIFEST}: deckctl reads that name only"
    return (f"add {shown_path(deck / MANIFEST)}, beside {beside}: `deckctl init` writes an example, and "
            "docs/format.md describes its keys")


def _deck_file_place(path: Path) -> tuple[Path, str] | None:
    """(the deck folder, what the manifest goes beside) of a file whose name and place make it a
    deck's own file, or None."""
    if path.parent.name == CARDS and _yaml_named(path.name):
        return path.parent.parent, f"{CARDS}/"
    if path.name == BOARD:
        return path.parent, BOARD
    if path.parent.name == LOCALES and path.name.endswith(".po") and not is_hidden_file_name(path.name):
        return path.parent.parent, f"{LOCALES}/"
    return None


def _misnamed_manifest(deck: Path) -> Path | None:
    """A file in the deck folder surely meant as its deck.yaml (`deck.yml`, `Deck.yaml`, `deck.YAML`)."""
    try:
        names = sorted(os.listdir(deck))
    except OSError:
        return None
    return next((deck / name for name in names if name != MANIFEST and "." in name
                 and name.lower().rsplit(".", 1) in (["deck", "yaml"], ["deck", "yml"])), None)


def manifest_in_cards(deck_dir: Path) -> bool:
    """Whether the deck's deck.yaml was saved inside its `cards/` folder (`<deck>/cards/deck.yaml`
    beside the card files, no `cards/` below it): the deck then has no card files, and the fix is
    to move deck.yaml up one folder."""
    return (deck_dir.name == CARDS and not (deck_dir / CARDS).exists()
            and any(is_card_file_name(path.name) and path.name != MANIFEST for path in deck_dir.glob("*.yaml")))


def meant_for_a_deck(path: Path) -> bool:
    """Whether a file in no deck, of those the pre-commit hooks pass, is a file of a deck whose
    deck.yaml is missing, rather than someone else's (a web site's `cards/page.yaml` or
    `locales/de.po`): a card file (`card_file_meant_for_a_deck`, `loose_card_file`), or a
    `board.yaml` or `locales/<lang>.po` of a folder below the repository's `decks/`, where every
    folder holding them is a deck. --skip-outside-decks passes over the others only: these would
    otherwise be committed unchecked."""
    if file_deck(path) is not None:
        return False
    if card_file_meant_for_a_deck(path) or loose_card_file(path):
        return True
    path = Path(os.path.abspath(path))
    if path.name == BOARD:
        return _below_decks(path.parent)
    return (path.parent.name == LOCALES and path.name.endswith(".po") and not is_hidden_file_name(path.name)
            and _below_decks(path.parent.parent))


def card_file_meant_for_a_deck(path: Path) -> bool:
    """Whether a file in no deck is a card file of a deck whose manifest is missing, rather than
    someone else's file that the pre-commit hooks' patterns match (a web site's `cards/page.yaml`):
    a `cards/<name>.yaml` below the folder of decks (`decks/` at the top of the repository,
    `decks_home`). --skip-outside-decks passes over the others only."""
    path = Path(os.path.abspath(path))
    if path.parent.name != CARDS or not is_card_file_name(path.name) or file_deck(path) is not None:
        return False
    return _below_decks(path.parent)


DECKS = "decks"  # the folder of decks the commands read when no PATH is given
PROJECT_MARKERS = ("deckctl.toml", ".git")


def decks_home(start: Path) -> Path | None:
    """The top folder of the repository `start` lies in, which holds its `decks/`: the nearest
    folder at or above `start` holding deckctl.toml or .git, and a `decks` folder (a deck's own
    deckctl.toml, with no `decks/` beside it, is passed over). Never above the nearest .git: another
    repository's decks are none of this one's. None when there is no such folder."""
    start = Path(os.path.abspath(start))
    for folder in (start, *start.parents):
        marked = [name for name in PROJECT_MARKERS if os.path.lexists(folder / name)]
        if marked and (folder / DECKS).is_dir():
            return folder
        if ".git" in marked:
            return None
    return None


def deck_repository_top(start: Path) -> Path | None:
    """The top folder of the deck repository `start` lies in (the folder holding its `decks/`), as
    `deckctl new deck` finds the repository it adds a deck to and `deckctl init` the one it will
    not nest a repository in: the nearest folder at or above `start` holding a `decks/` folder
    that holds a deck (a repository as init writes it, which git may know nothing of yet), or has
    deckctl.toml or .git beside it, or is `start` or the folder `start` is. Never above the
    nearest .git (another repository's decks are none of this one's), nor above the user's home
    folder when `start` lies in it (nobody's decks above it make a repository of the folders in
    it), nor the filesystem's root. `start` need not exist."""
    start = Path(os.path.abspath(start))
    home = _home_folder()
    for folder in (start, *start.parents):
        decks = folder / DECKS
        if os.path.isdir(decks) and (start in (folder, decks) or _holds_a_deck(decks)
                                     or any(os.path.lexists(folder / name) for name in PROJECT_MARKERS)):
            return folder
        if os.path.lexists(folder / ".git") or folder == home:
            return None
    return None


def _home_folder() -> Path | None:
    home = os.path.expanduser("~")
    return Path(os.path.abspath(home)) if os.path.isabs(home) else None  # (`~` itself: no home known)


_LOOKED_AT = 1000  # entries of a decks/ folder looked at for a deck (a deck repository has a few)


def _holds_a_deck(decks: Path) -> bool:
    try:
        with os.scandir(decks) as entries:
            for looked, entry in enumerate(entries):
                if looked >= _LOOKED_AT:
                    return False
                if entry.is_dir() and os.path.isfile(os.path.join(entry.path, MANIFEST)):
                    return True
    except OSError:  # (no decks/ folder, or one not to be read)
        return False
    return False


def defaults_folder() -> Path:
    """The folder the commands' defaults are in (PATH `decks/`, the outputs `build/` and `proof/`,
    the cache `.deckctl-cache/`): the working folder when it holds `decks`; else, as git finds its
    repository from any folder in it, the top folder of the repository the working folder lies in
    (`decks_home`), named relative to the working folder (`../..`), as every message names files;
    else the working folder."""
    if os.path.lexists(DECKS):
        return Path(os.curdir)
    try:
        home = decks_home(Path.cwd())
    except OSError:  # (the working folder was deleted: nothing is above it)
        return Path(os.curdir)
    return Path(os.path.relpath(home)) if home is not None else Path(os.curdir)


LEAVING_HINT = ("keep decks inside the repository as folders, not links leading out of it; to work on the deck "
                "a link leads to, name that folder itself")


def _leaving(path: Path) -> Diagnostic | None:
    """The error for a path that reaches a deck or a file through a symbolic link leading out of
    its repository (io.links.link_leaving): nothing there is read, or written; None otherwise."""
    refusal = leaving_refusal(path)
    if refusal is None:
        return None
    return Diagnostic(shown_path(path), 0, 0, "unreadable", f"not read: {refusal}", hint=LEAVING_HINT)


def leaving_refusal(path: Path) -> str | None:
    """Why `path` is not read or written because of a link leading out of its repository
    (`link_leaving`), in words that follow `the file is not read: ` or `not read: `; or None."""
    link = link_leaving(path)
    if link is None:
        return None
    if link == Path(os.path.abspath(path)):
        return "it is a symbolic link leading outside the deck's repository"
    return f"it is reached through `{display_path(link)}`, a symbolic link leading outside the deck's repository"
