"""Find the decks that the paths on a command line name."""

from __future__ import annotations

import heapq
import os
from dataclasses import dataclass, field
from pathlib import Path

from deckctl.core.deck_limits import MAX_CATALOGS
from deckctl.core.diagnostics import Diagnostic
from deckctl.io.links import link_leaving

MANIFEST = "deck.yaml"
CARDS = "cards"
LOCALES = "locales"


class PathNotFound(Exception):
    """A path on the command line does not exist: a usage error, not a finding."""


@dataclass
class Discovery:
    decks: list[Path] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)


def card_file_paths(deck_dir: Path) -> list[Path]:
    """The deck's card files, sorted: `cards/*.yaml` but hidden ones (a name starting with a dot:
    an editor's lock or backup file, macOS's `._` files), which hold no one's cards."""
    return sorted(path for path in (deck_dir / CARDS).glob("*.yaml") if is_card_file_name(path.name))


def is_card_file_name(name: str) -> bool:
    """Whether a file of this name in `cards/` is one of the deck's card files (`card_file_paths`)."""
    return name.endswith(".yaml") and not is_hidden_file_name(name)


def is_hidden_file_name(name: str) -> bool:
    """A name starting with a dot: an editor's lock, swap or backup file, macOS's `._` files; in
    `cards/` or `locales/`, never one of the deck's files."""
    return name.startswith(".")


def catalog_file_paths(deck_dir: Path) -> list[Path]:
    """The deck's translation catalogs, sorted: `locales/*.po` but hidden ones (`.de.po`: an
    editor's lock or backup file, macOS's `._de.po`), which are no one's translations. The first
    MAX_CATALOGS only: a deck with more is an error (`too_many_catalogs`), and no command reads,
    lints or builds the rest meanwhile."""
    return _first_catalogs(deck_dir)[:MAX_CATALOGS]


def too_many_catalogs(deck_dir: Path) -> Diagnostic | None:
    """The error for a deck with more than MAX_CATALOGS catalogs, at the first one past the
    limit; None within it. Looked at before any catalog is read."""
    found = _first_catalogs(deck_dir)
    if len(found) <= MAX_CATALOGS:
        return None
    return Diagnostic(display_path(found[MAX_CATALOGS]), 0, 0, "too-many-catalogs",
                      f"the deck has more than {MAX_CATALOGS} catalogs in {LOCALES}/ (one per language): "
                      f"none of them is read", hint=f"keep the catalogs of the languages the deck is "
                      f"printed in, {MAX_CATALOGS} at most; split the rest off into a deck of its own")


def _first_catalogs(deck_dir: Path) -> list[Path]:
    """The first MAX_CATALOGS + 1 catalogs in name order: a folder of a million names keeps no
    more than that in memory, and one more than the limit says it is exceeded."""
    folder = deck_dir / LOCALES
    return heapq.nsmallest(MAX_CATALOGS + 1, (path for path in folder.glob("*.po") if is_catalog_file_name(path.name)))


def is_catalog_file_name(name: str) -> bool:
    """Whether a file of this name in `locales/` is one of the deck's catalogs (`catalog_file_paths`)."""
    return name.endswith(".po") and not is_hidden_file_name(name)


def misnamed_card_files(deck_dir: Path) -> list[Path]:
    """Files in `cards/` named like YAML but not `*.yaml` (`people.yml`, `people.YAML`): not card
    files, so not read, yet surely meant to be; validate reports each one rather than leave its
    cards out without a word."""
    folder = deck_dir / CARDS
    if not folder.is_dir():
        return []
    return sorted(path for path in folder.iterdir() if not is_hidden_file_name(path.name)
                  and path.suffix.lower() in (".yml", ".yaml") and path.suffix != ".yaml")


def misnamed_card_file_errors(deck_dir: Path) -> list[Diagnostic]:
    """One `card-file-name` error per misnamed card file: what every command that reads or
    rewrites a deck's card files (validate, lint, build, fmt) says of `cards/people.yml`."""
    found = []
    for path in misnamed_card_files(deck_dir):
        renamed = path.with_suffix(".yaml")
        hint = (f"move its cards into {CARDS}/{renamed.name}, which exists already" if os.path.lexists(renamed)
                else f"rename it to {CARDS}/{renamed.name}")
        found.append(Diagnostic(display_path(path), 0, 0, "card-file-name",
                                f"`{path.name}` is not read: card files end in `.yaml`, so its cards are not in the deck",
                                hint=hint))
    return found


def display_path(path: Path) -> str:
    """A path as users see it: relative to the working directory when it is below it."""
    try:
        return os.path.relpath(path)
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
                    display_path(path), 0, 0, "missing-manifest", f"no {MANIFEST} found for this file",
                    hint=_missing_manifest_hint(path)))
            else:
                decks.add(deck)
        elif (path / MANIFEST).is_file():
            decks.add(path)
        else:
            before = len(found.diagnostics)
            below = set(_manifests_below(path, found.diagnostics))
            if below:
                decks |= below
            elif not any(d.code == "missing-manifest" for d in found.diagnostics[before:]):  # (cards/ said it)
                found.diagnostics.append(Diagnostic(
                    display_path(path), 0, 0, "missing-manifest", f"no {MANIFEST} in this folder or below it",
                    hint=f"a deck folder holds {MANIFEST} and cards/*.yaml; see `deckctl validate --help`"))
    found.decks = sorted(decks)
    return found


# Folders that never hold a deck but may hold many files: not walked at all.
_SKIPPED = {".git", ".venv", ".deckctl-cache", "__pycache__", "node_modules"}


def _manifests_below(root: Path, diagnostics: list[Diagnostic]):
    """The folders below `root` that hold a deck manifest (os.walk, pruned: cheaper than rglob).
    A deck folder that is a symbolic link is not entered: where it leads inside the repository,
    that deck is found as if named; one leading out of it is an error in `diagnostics`. A `cards/`
    folder of card files that no deck.yaml owns is an error there too (`missing-manifest`): it
    is surely a deck whose manifest is missing, and passing over it would pass its cards unchecked."""
    for folder, subfolders, files in os.walk(root):
        subfolders[:] = [name for name in subfolders if name not in _SKIPPED]
        if MANIFEST in files:
            yield Path(folder)
        elif Path(folder).name == CARDS:
            orphan = _cards_without_manifest(Path(folder), files)
            if orphan is not None:
                diagnostics.append(orphan)
        for name in subfolders:
            link = Path(folder) / name
            if os.path.islink(link) and os.path.isfile(link / MANIFEST):  # (False where unreadable)
                refused = _leaving(link)
                if refused is None:
                    yield link.resolve()
                else:
                    diagnostics.append(refused)


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
    return Diagnostic(display_path(first), 0, 0, "missing-manifest",
                      f"no {MANIFEST} found for this card file{nor}: its deck is not checked",
                      hint=_missing_manifest_hint(first))


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
    """What to do about a file in no deck: for a card file (`<deck>/cards/<name>.yaml`), add the
    deck's manifest beside its `cards/` folder."""
    if path.parent.name == CARDS and _yaml_named(path.name):
        deck = path.parent.parent
        misnamed = _misnamed_manifest(deck)
        if misnamed is not None:
            return f"rename {display_path(misnamed)} to {MANIFEST}: deckctl reads that name only"
        return (f"add {display_path(deck / MANIFEST)}, beside {CARDS}/: `deckctl init` writes an example, and "
                "docs/format.md describes its keys")
    return f"a deck folder holds {MANIFEST} and {CARDS}/*.yaml"


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


def card_file_meant_for_a_deck(path: Path) -> bool:
    """Whether a file in no deck is a card file of a deck whose manifest is missing, rather than
    someone else's file that the pre-commit hooks' patterns match (a web site's `cards/page.yaml`):
    a `cards/<name>.yaml` below the folder of decks (`decks/` at the top of the repository,
    `decks_home`). --skip-outside-decks passes over the others only."""
    path = Path(os.path.abspath(path))
    if path.parent.name != CARDS or not is_card_file_name(path.name) or file_deck(path) is not None:
        return False
    home = decks_home(path.parent)
    return home is not None and path.is_relative_to(home / DECKS)


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
    return Diagnostic(display_path(path), 0, 0, "unreadable", f"not read: {refusal}", hint=LEAVING_HINT)


def leaving_refusal(path: Path) -> str | None:
    """Why `path` is not read or written because of a link leading out of its repository
    (`link_leaving`), in words that follow `the file is not read: ` or `not read: `; or None."""
    link = link_leaving(path)
    if link is None:
        return None
    if link == Path(os.path.abspath(path)):
        return "it is a symbolic link leading outside the deck's repository"
    return f"it is reached through `{display_path(link)}`, a symbolic link leading outside the deck's repository"
