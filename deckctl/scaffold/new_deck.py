"""`deckctl new deck`: one more deck in a deck repository, as `deckctl init` writes its first.

The deck goes into `decks/<name>/` of the repository the command is run in (the folder holding
`decks/`, found from any folder in it as `deckctl init` finds it: io.discover.deck_repository_top), its id the folder's name: a
manifest, a card to fill in for each kind of card the game has (every text a `TODO`, as `deckctl new
card` writes them, in the deck's language) and, for a game played on a board, the reference board.
Not the sample cards `deckctl init` writes: two decks holding them would be each other's
near-duplicates. Nothing is written over: a folder already there, a folder outside the repository's `decks/` or an id
another deck of the repository has stops it before anything is written.
"""

from __future__ import annotations

import itertools
import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from deckctl import games
from deckctl.core.card_ids import fresh_id
from deckctl.core.fields import ID_PATTERN
from deckctl.io.atomic import NotARegularFile, check_output, write_all
from deckctl.io.discover import DECKS, MANIFEST, deck_repository_top, discover
from deckctl.io.source import load_source
from deckctl.scaffold import editor_settings
from deckctl.scaffold.init import add_a_deck, deck_files
from deckctl.scaffold.new_card import KIND_KEYS, as_text, template
from deckctl.scaffold.templates import SCHEMA_LINE, deck_title, has_samples
from deckctl.io.shell_word import shell_word


class NewDeckRefused(Exception):
    """The deck is not written: `message` says why, `hint` what to do; `usage`: the command line
    names no place a deck can go (exit 2), rather than one the repository already has (exit 1)."""

    def __init__(self, message: str, hint: str, usage: bool = False):
        super().__init__(message)
        self.message = message
        self.hint = hint
        self.usage = usage


@dataclass
class NewDeck:
    folder: Path  # as the command line named it
    deck_id: str
    files: dict[Path, bytes]
    notes: list[str] = field(default_factory=list)
    repository: Path | None = None  # its top folder
    settings: dict[Path, bytes] = field(default_factory=dict)  # the editor settings with the deck's globs


@dataclass
class _Existing:
    """A deck of the repository, as its manifest says."""

    folder: Path
    named: str  # decks/quiz, from the repository's top
    id_at: str  # decks/quiz/deck.yaml:3
    deck_id: str | None  # (None: the manifest cannot be read, or names no id)
    game: object  # (as written: a manifest that does not validate may say anything)
    language: object


def plan_deck(folder: Path, game_id: str, language: str, working: Path) -> NewDeck:
    """The files of a new deck of `game_id` in `folder`, named from the working folder `working`
    (relative paths are taken from it); raises NewDeckRefused when no deck may go there."""
    repository = _repository(folder, working, game_id)
    name = folder.name
    if os.path.lexists(working / folder):
        raise NewDeckRefused(f"{folder} already exists; new deck writes a folder of its own",
                             f"`deckctl new card {shell_word(str(folder))}` adds a card to that deck; name a new folder for "
                             "another deck" if (working / folder / MANIFEST).is_file()
                             else f"name a folder that is not there yet, such as {_free_folder(folder, working)}")
    if not re.fullmatch(ID_PATTERN, name):
        raise NewDeckRefused(f"`{name}` cannot be a deck's id, and the folder's name is the new deck's id",
                             f"name the folder with lowercase letters, digits and hyphens (up to 64), "
                             f"such as {folder.with_name(_as_id(name))}", usage=True)
    existing = _decks(repository / DECKS)
    taken = next((deck for deck in existing if deck.deck_id == name), None)
    if taken is not None:
        raise NewDeckRefused(f"deck id `{name}` is already used by the deck at {taken.id_at}",
                             "name the new folder otherwise: a deck's outputs go to build/<deck-id>/<language>/")
    title = deck_title(name, games.get(game_id).title, language)  # (its own: no two decks' headings alike)
    files = _with_placeholders(deck_files(folder, game_id, name, language, title, full_table=False), game_id, language)
    in_english = f"the placeholder texts are in English; write the cards in {language}"
    notes = [] if has_samples(language) else [in_english]
    settings, said = _editor_settings(repository, folder, game_id, existing, working)
    return NewDeck(folder, name, files, notes + ([said] if said else []), repository, settings)


_SETTINGS_READ = 1 << 20  # bytes of .vscode/settings.json read at most (deckctl's is some 300)


def _editor_settings(repository: Path, folder: Path, game_id: str, existing: list[_Existing],
                     working: Path) -> tuple[dict[Path, bytes], str | None]:
    """The repository's editor settings with the new deck's schema globs (editor_settings.with_deck),
    and a note saying so; or, for settings deckctl does not rewrite, none and a note saying what to
    add. A repository without them (the card files' schema lines are all an editor has) is left so."""
    path = repository / editor_settings.SETTINGS
    named = _named(path, working)
    if not os.path.lexists(path):
        return {}, None
    decks_by_game = _decks_by_game(existing)
    try:
        check_output(path, inside=repository)  # (never written through a link: one would stop the deck too)
        data = path.read_bytes() if path.stat().st_size <= _SETTINGS_READ else b""
        added = editor_settings.with_deck(data.decode("utf-8"), folder.name, game_id, decks_by_game) if data \
            else editor_settings.Added(None, f"it is empty or larger than {_SETTINGS_READ >> 20} MiB")
    except NotARegularFile:
        added = editor_settings.Added(None, "it is not a regular file, or lies behind a symbolic link")
    except UnicodeDecodeError:
        added = editor_settings.Added(None, "it is not UTF-8 text")
    except OSError:
        added = editor_settings.Added(None, "it cannot be read")
    cards = editor_settings.schema_key(game_id, "cards")
    glob = editor_settings.deck_globs(folder.name, game_id)["cards"]
    if added.text is None and not added.why:
        return {}, None
    if added.text is None:
        return {}, (f"{named} is left as it is ({added.why}): for VS Code to check a card file of {folder} that "
                    f"has no schema line, add `\"{cards}\": [\"{glob}\"]` to its `yaml.schemas`, "
                    "and no glob of another schema that matches it")
    return {path: added.text.encode("utf-8")}, f"{named} maps {glob} to {cards[2:]} (for a card file without a schema line)"


def _decks_by_game(existing: list[_Existing]) -> dict[str, list[str]]:
    """The repository's decks by game (game id -> folder names), for narrowing a `decks/*/...`
    glob to the decks of its game. A deck whose game cannot be told (its manifest does not load,
    or names no game deckctl has) is listed under every game: it keeps each mapping that glob gave
    it, rather than losing them all without a word."""
    by_game: dict[str, list[str]] = {}
    for deck in existing:
        for game_id in [deck.game] if deck.game in games.GAME_IDS else games.GAME_IDS:
            by_game.setdefault(game_id, []).append(deck.folder.name)
    return by_game


def _with_placeholders(files: dict[Path, bytes], game_id: str, language: str) -> dict[Path, bytes]:
    """The deck's files with each sample card file holding, in place of the samples, one `TODO`
    card for each kind of card in it (category, area, subject and level)."""
    import yaml

    ids: list[str] = []
    for path, data in files.items():
        if path.parent.name != "cards":
            continue
        cards = []
        kinds = {}
        for sample in yaml.load(data, Loader=yaml.CSafeLoader):
            kinds.setdefault(tuple(sample.get(key) for key in KIND_KEYS), sample)
        for sample in kinds.values():
            card = template(sample, fresh_id(ids, []), len(sample.get("questions") or []), language)
            ids.append(card["id"])
            cards.append(as_text(card))
        files[path] = (SCHEMA_LINE.format(game=game_id) + "".join(cards)).encode("utf-8")
    return files


def write_deck(deck: NewDeck, working: Path) -> None:
    """All the deck's files and the editor settings, or none; never through a symbolic link inside
    `decks/` (nor, for the settings, inside the repository)."""
    files = {working / path: data for path, data in deck.files.items()}
    for path in files:
        check_output(path, inside=(working / deck.folder).parent)
    for path in deck.settings:
        check_output(path, inside=deck.repository)
    write_all({**files, **deck.settings})


def _repository(folder: Path, working: Path, game_id: str) -> Path:
    """The repository (the folder holding `decks/`) the new deck goes into: the one the working
    folder is in (`deck_repository_top`, as init finds it), and `folder` must be directly in its
    `decks/`."""
    home = deck_repository_top(working)
    if home is None:
        below = _repository_below(working)
        hint = (f"`{_named(below, working)}` here is one: {add_a_deck(below, game_id, _meant(folder))}"
                if below is not None else
                "run `deckctl new deck` in a deck repository; `deckctl init DIR --game GAME` creates one")
        raise NewDeckRefused(f"no deck repository here: no {DECKS}/ folder in {_named(working, working)} or above it",
                             hint, usage=True)
    decks = home / DECKS
    if os.path.islink(decks):  # (its decks may be anywhere: deckctl writes no deck through it)
        raise NewDeckRefused(f"{_named(decks, working)} is a symbolic link: new deck writes only into the "
                             f"repository's own {DECKS}/ folder",
                             f"keep the decks in a folder {DECKS}/ of the repository, not a link leading elsewhere")
    target = Path(os.path.abspath(working / folder))
    if _real(target.parent) != _real(decks) or target.name in ("", os.curdir, os.pardir):
        where = "outside this repository" if _outside(target, home) else f"not directly in {DECKS}/"
        raise NewDeckRefused(f"{folder} is {where}: a new deck goes into the repository's {DECKS}/ folder",
                             f"name it {_in_folder(_named(decks, working))}{_meant(folder)}", usage=True)
    return home


_FOLDERS_LOOKED_AT = 1000  # entries of the working folder (and of a decks/ in it) looked at for a repository


def _repository_below(working: Path) -> Path | None:
    """The one deck repository directly in the working folder, if there is no other: the folder
    `deckctl init my-decks` has just made there, which the hint then goes into."""
    found = []
    try:
        with os.scandir(working) as entries:
            for entry in itertools.islice(entries, _FOLDERS_LOOKED_AT):
                if entry.is_dir(follow_symlinks=False) and _holds_a_deck(Path(entry.path) / DECKS):
                    found.append(Path(entry.path))
    except OSError:
        return None
    return found[0] if len(found) == 1 else None


def _holds_a_deck(decks: Path) -> bool:
    try:
        with os.scandir(decks) as entries:
            return any(os.path.isfile(os.path.join(entry.path, MANIFEST))
                       for entry in itertools.islice(entries, _FOLDERS_LOOKED_AT))
    except OSError:
        return False


def _meant(folder: Path) -> str:
    """The new deck's name in a hint: the last name of the folder given (`decks/quiz3` typed in
    `decks/` meant `quiz3`), NAME when it has none or it cannot be a deck's id (the hint's command
    is to be run as it stands: `my quiz` would be two words to the shell, and refused as an id)."""
    return folder.name if re.fullmatch(ID_PATTERN, folder.name) else "NAME"


def _outside(target: Path, home: Path) -> bool:
    real, top = _real(target), _real(home)
    return real != top and top not in real.parents


def _real(path: Path) -> Path:
    return Path(os.path.realpath(path))


def _named(path: Path, working: Path) -> str:
    """`path` as messages name it: from the working folder (`../decks`), as every command does."""
    return Path(os.path.relpath(path, working)).as_posix()


def _in_folder(named: str) -> str:
    return "" if named == os.curdir else f"{named}/"


def _decks(decks: Path) -> list[_Existing]:
    """The repository's decks, in folder order; `deck_id` None for one whose manifest cannot be
    read or names no id (it has no id to clash with), its game then the one its `game:` line
    names, if any."""
    found = []
    for deck in discover([decks]).decks:
        named = Path(os.path.relpath(deck, _real(decks).parent)).as_posix()  # (decks/quiz, from the repository)
        source = load_source(deck / MANIFEST, display=f"{named}/{MANIFEST}")
        data = source.data if isinstance(source.data, dict) else {}
        deck_id = data.get("id") if isinstance(data.get("id"), str) else None
        found.append(_Existing(deck, named, f"{source.display}:{source.mark(('id',))[0]}", deck_id,
                               data.get("game", _game_line(source.text)), data.get("language")))
    return found


_GAME_LINE = re.compile(r"^game:[ \t]*([\"']?)([a-z0-9-]+)\1[ \t]*(?:#.*)?$", re.MULTILINE)


def _game_line(text: str) -> str | None:
    """The game a manifest that does not load names on a `game: knowledge` line of its own, if one."""
    found = _GAME_LINE.search(text)
    return found[2] if found else None


def _as_id(name: str) -> str:
    """A deck id like `name` (`My Deck` -> my-deck)."""
    words = re.findall(r"[a-z0-9]+", name.lower())
    return "-".join(words)[:64].strip("-") or "my-deck"


def _free_folder(folder: Path, working: Path) -> Path:
    """`folder` with the first number after it that no folder beside it has (`decks/quiz-2`)."""
    number = 2
    while os.path.lexists(working / folder.with_name(f"{folder.name}-{number}")):
        number += 1
    return folder.with_name(f"{folder.name}-{number}")
