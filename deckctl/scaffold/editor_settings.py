"""The editor settings of a deck repository, `.vscode/settings.json`: which schema VS Code (any
editor using yaml-language-server) checks each deck file against when the file has no schema line
of its own (a card file made by hand).

A deck's card files and board are checked against its game's schemas, so each deck has its own
globs (`decks/quiz/cards/*.yaml`): one glob for every deck's cards would check an iKNOW deck's
hand-made card file against the Knowledge? schema, and yaml-language-server checks a file that
two globs match against both schemas at once. `deckctl init` writes the file with its deck's
globs; `deckctl new deck` adds the new deck's (`with_deck`), only to a file in the layout deckctl
writes (JSON, indented as it was), everything else in it kept as it is. A repository made before
the globs were per deck has deckctl's `decks/*/...` globs: they are narrowed to the decks of
their game, so the new deck is checked against its own schemas alone.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

from deckctl import games
from deckctl.core import bounded_json

SETTINGS = ".vscode/settings.json"  # from the repository's top folder
_SCHEMAS = "yaml.schemas"
_OWN_KEY = re.compile(r"\./schemas/(?P<game>[a-z0-9-]+)\.(?P<kind>cards|board)\.schema\.json")
_EVERY_DECK = {"cards": "decks/*/cards/*.yaml", "board": "decks/*/board.yaml"}  # (deckctl's globs before)
_INDENTS = (2, 4, "\t")  # a file is rewritten only as json.dumps writes it, indented so, non-ASCII escaped or not


def schema_key(game_id: str, kind: str) -> str:
    """The `yaml.schemas` key of a game's schema of `kind` (cards, board), from the top folder."""
    return f"./schemas/{game_id}.{kind}.schema.json"


def deck_globs(deck: str, game_id: str) -> dict[str, str]:
    """The globs of the files of the deck in `decks/<deck>` that are checked against a schema of
    its game: kind (cards, board) -> glob."""
    globs = {"cards": f"decks/{deck}/cards/*.yaml"}
    if games.get(game_id).board is not None:
        globs["board"] = f"decks/{deck}/board.yaml"
    return globs


def settings_text(deck: str, game_id: str) -> str:
    """The settings `deckctl init` writes for its one deck, `decks/<deck>`."""
    schemas = {"./schemas/deck.schema.json": ["decks/*/deck.yaml"]}
    for kind, glob in deck_globs(deck, game_id).items():
        schemas[schema_key(game_id, kind)] = [glob]
    # YAML 1.1, as deckctl reads it: the editor then flags `yes`, `no`, `1.10` and dates too.
    return _dumped({"yaml.yamlVersion": "1.1", _SCHEMAS: schemas}, 2)


@dataclass(frozen=True)
class Added:
    """The settings with a new deck's globs: `text` to write (None: the file is left as it is,
    `why` says why; nothing to say of settings that map no schema)."""

    text: str | None
    why: str = ""


def with_deck(text: str, deck: str, game_id: str, decks_by_game: dict[str, list[str]]) -> Added:
    """`text` (the settings file) with the globs of the new deck `decks/<deck>` of `game_id` under
    its game's schemas; deckctl's `decks/*/...` globs narrowed to the decks of `decks_by_game`
    (game id -> folder names of the repository's other decks)."""
    newline = "\r\n" if "\r\n" in text else "\n"  # (a Windows checkout's line ends are kept)
    text = text.replace("\r\n", "\n")
    try:  # (within bounded_json's limits: the repository's file, and 1 MiB of `[` had ended json.loads
        # with RecursionError, `new deck` with an internal error)
        settings = bounded_json.loads(text.encode("utf-8"))
    except bounded_json.JsonLimitError as exc:
        return Added(None, f"it {exc}")
    except ValueError:
        return Added(None, "it is not plain JSON (comments?), which deckctl does not rewrite")
    layout = next(((indent, ascii) for indent in _INDENTS for ascii in (True, False)
                   if isinstance(settings, dict) and _dumped(settings, indent, ascii) == text), None)
    if layout is None:
        return Added(None, "it is not laid out as deckctl writes it, and deckctl does not reformat it")
    schemas = settings.get(_SCHEMAS)
    if schemas is None:  # (the user's own settings, which map no file to a schema: none is wrong)
        return Added(None)
    if not isinstance(schemas, dict) or not all(isinstance(globs, (str, list)) for globs in schemas.values()):
        return Added(None, f"its `{_SCHEMAS}` is not a mapping of schemas to globs")
    for key, globs in list(schemas.items()):
        schemas[key] = _narrowed(key, [globs] if isinstance(globs, str) else globs, decks_by_game)
    for kind, glob in deck_globs(deck, game_id).items():
        globs = schemas.setdefault(schema_key(game_id, kind), [])
        if glob not in globs:
            globs.append(glob)
    return Added(_dumped(settings, *layout).replace("\n", newline))


def _narrowed(key: str, globs: list, decks_by_game: dict[str, list[str]]) -> list:
    """A deckctl schema's globs, its glob for every deck (`decks/*/cards/*.yaml`) replaced by one
    for each deck of its game; any other key's as they are."""
    own = _OWN_KEY.fullmatch(key)
    if own is None or _EVERY_DECK[own["kind"]] not in globs:
        return globs
    game_id, kind = own["game"], own["kind"]
    per_deck = [deck_globs(deck, game_id)[kind] for deck in decks_by_game.get(game_id, [])
                if game_id in games.GAME_IDS and kind in deck_globs(deck, game_id)]
    at = globs.index(_EVERY_DECK[kind])
    return [*globs[:at], *(glob for glob in per_deck if glob not in globs), *globs[at + 1:]]


def _dumped(settings: dict, indent: int | str, ascii: bool = True) -> str:
    return json.dumps(settings, indent=indent, ensure_ascii=ascii) + "\n"
