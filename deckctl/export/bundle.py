"""JSON bundles: a deck's cards normalised for one language, versioned and hashed.

The bundle is the contract between the pipeline and everything that plays: engines read bundles
only, through `load_bundle`, which refuses one whose format version, hash or schema does not check,
or that a deck folder's checks would refuse (its limits, its board: deckctl/export/bundle_checks.py).
"""

from __future__ import annotations

import hashlib
import json
from functools import cache
from pathlib import Path
from typing import Annotated, Literal, Union

from pydantic import Field, TypeAdapter, ValidationError, create_model

from deckctl import games
from deckctl.core import bounded_json
from deckctl.core.deck import Deck
from deckctl.core.fields import LanguageTag, Strict
from deckctl.core.path_text import as_typed
from deckctl.core.printable import printable_line
from deckctl.core.quoted import shortened
from deckctl.export.bundle_checks import control_problem, limit_problem, model_problem
from deckctl.io.atomic import write_atomic
from deckctl.io.paths import Refused, read_json_file
from deckctl.io.shell_word import shell_word

FORMAT = "deckctl-bundle"
FORMAT_VERSION = 1
BUNDLE_NAME = "bundle.json"
# Editor-only keys: never printed, never played.
_EDITOR_ONLY = {"source", "notes"}


class BundleError(Exception):
    """A bundle that must not be played, with the reason in plain words (and any control character
    quoted from the file shown escaped: the reason is printed)."""

    def __init__(self, reason: str, hint: str | None = None, *, detail: str = "", line: int = 0, col: int = 0):
        super().__init__(printable_line(reason))
        self.hint = hint  # what to do, for a reason that names no remedy itself
        # The reason without the file's name, and where in the file (0: the whole file), for the
        # finding `--bundle FILE` prints (`FILE:line:col: error: detail [bad-bundle]`).
        self.detail = printable_line(detail or reason)
        self.line, self.col = line, col


class BundleNotRead(BundleError):
    """A bundle file not read at all (an I/O error; a named pipe, a device): the reason names no
    file, as a finding on the file says it (`cannot read it: ...`)."""


def _canonical(data: dict) -> bytes:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def content_hash(bundle: dict) -> str:
    """sha256 of the bundle's canonical JSON without its own `sha256` key."""
    return hashlib.sha256(_canonical({k: v for k, v in bundle.items() if k != "sha256"})).hexdigest()


def build_bundle(deck: Deck, language: str | None = None, cards: list | None = None) -> dict:
    """The bundle of a valid deck. `cards` (localized models) default to the deck's own."""
    manifest = deck.manifest
    bundle: dict = {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "game": manifest.game,
        "language": language or manifest.language,
        "deck": manifest.model_dump(mode="json", exclude_none=True, exclude={"print"}),
        "cards": [card.model_dump(mode="json", exclude_none=True, exclude=_EDITOR_ONLY)
                  for card in (cards if cards is not None else [ref.card for ref in deck.cards])],
    }
    board = getattr(deck, "board", None)
    if board is not None:
        bundle["board"] = board.model_dump(mode="json", exclude_none=True)
    bundle["sha256"] = content_hash(bundle)
    return bundle


def bundle_bytes(bundle: dict) -> bytes:
    return (json.dumps(bundle, indent=2, ensure_ascii=False) + "\n").encode("utf-8")


def bundle_path(out_dir: Path, deck_id: str, language: str) -> Path:
    return out_dir / deck_id / language / BUNDLE_NAME


def write_bundle(deck: Deck, out_dir: Path, language: str | None = None) -> Path:
    bundle = build_bundle(deck, language)
    path = bundle_path(out_dir, bundle["deck"]["id"], bundle["language"])
    write_atomic(path, bundle_bytes(bundle), inside=out_dir)  # (no link may lead the bundle out of `out_dir`)
    return path


@cache
def bundle_model() -> object:
    """The bundle's model, one variant per registered game (the bundle schema is made from it)."""
    variants = []
    for game in games.all_games():
        fields = {
            "format": (Literal[FORMAT], Field(description="Marks the file as a deckctl bundle.")),
            "format_version": (Literal[FORMAT_VERSION], Field(description="The version of the bundle format.")),
            "game": (Literal[game.id], Field(description="The game the deck is for.")),  # type: ignore[valid-type]
            "language": (LanguageTag, Field(description="The language of every text in this bundle.")),
            "deck": (game.manifest, Field(description="The deck's manifest, in this language.")),
            "cards": (Annotated[list[game.card], Field(min_length=1)],  # type: ignore[name-defined]
                      Field(description="Every card of the deck, in order, with defaults filled in.")),
        }
        if getattr(game, "board", None) is not None:
            fields["board"] = (game.board, Field(None, description="The board the deck is played on."))
        fields["sha256"] = (Annotated[str, Field(pattern=r"^[0-9a-f]{64}$")],
                            Field(description="The sha256 of the content, checked before the bundle is played."))
        name = "".join(part.title() for part in game.id.split("-")) + "Bundle"
        variants.append(create_model(name, __base__=Strict, **fields))
    return Annotated[Union[tuple(variants)], Field(discriminator="game")]


def load_bundle(path: Path) -> dict:
    """Read a bundle file for playing; BundleError says why one is refused, naming it as typed (a
    byte of its name that is not UTF-8 written `\\xff`, as deckctl names every file)."""
    named = as_typed(path)
    try:
        data = read_json_file(path)  # (a named pipe or a device: refused, not waited on)
    except OSError as exc:
        raise BundleNotRead(f"cannot read it: {exc.strerror or exc}") from None
    except Refused as exc:
        raise BundleNotRead(f"the bundle is not read: {exc.message}") from None
    except bounded_json.JsonLimitError as exc:
        raise _beyond_limit(named, exc) from None
    return checked_bundle(data, named)


def checked_bundle(data: bytes, name: str, deck_folder: str | None = None) -> dict:
    """The bundle `data` holds, held to every check of a bundle file (JSON limits, format, hash,
    schema, a deck's checks); BundleError names it `name`. A deck folder bundled in memory is named
    for the folder, and `deck_folder` (the folder as typed) says so, so that a deck's check refused
    advises fixing that deck (`deckctl validate FOLDER`): there is no exported file to export again."""
    try:
        bundle = bounded_json.loads(data)
    except bounded_json.JsonLimitError as exc:
        raise _beyond_limit(name, exc) from None
    except json.JSONDecodeError as exc:  # named by its line and column, as a finding is
        message = exc.msg[:1].lower() + exc.msg[1:]
        raise BundleError(f"{name}:{exc.lineno}:{exc.colno}: not JSON: {message}", _FROM_EXPORT,
                          detail=f"not JSON: {message}", line=exc.lineno, col=exc.colno) from None
    except ValueError as exc:  # not UTF-8, NaN, a lone surrogate
        raise BundleError(f"{name} is not JSON: {exc}", _FROM_EXPORT, detail=f"not JSON: {exc}") from None
    if not isinstance(bundle, dict) or bundle.get("format") != FORMAT:
        detail = f"not a deckctl bundle (no `\"format\": \"{FORMAT}\"`)"
        raise BundleError(f"{name} is {detail}", detail=detail)
    version = bundle.get("format_version")
    if type(version) is not int or version != FORMAT_VERSION:  # `true` and `1.0` equal 1 in Python
        detail = (f"bundle format version {version!r}; this deckctl reads version {FORMAT_VERSION} "
                  "(export the deck again with this deckctl)")
        raise BundleError(f"{name} has {detail}", detail=detail)
    if bundle.get("sha256") != content_hash(bundle):
        detail = ("changed after export: its sha256 does not match its content "
                  "(export the deck again instead of editing the bundle)")
        raise BundleError(f"{name} was {detail}", detail=detail)
    # (quoted as a shell would need it: the command is copied as it stands, a folder `my decks/k` too)
    remedy = _EXPORT_AGAIN if deck_folder is None else _FIX_THE_DECK.format(folder=shell_word(deck_folder))
    _refuse_problem(name, bundle, limit_problem(bundle), remedy)  # (before the schema, as a deck's files before its cards)
    _refuse_problem(name, bundle, control_problem(bundle), remedy)
    try:
        model = TypeAdapter(bundle_model()).validate_python(bundle)
    except ValidationError as exc:
        from deckctl.core.wording import located_message, problem_count

        errors = exc.errors(include_url=False)
        where, message = located_message(bundle, errors)  # (a union's value: what every branch takes)
        count = problem_count(bundle, errors)
        detail = (f"does not match the bundle schema at {'/'.join(map(str, where))}: {message} "
                  f"({count} problem{'' if count == 1 else 's'} in all)")
        raise BundleError(f"{name} {detail}", detail=detail) from None
    _refuse_problem(name, bundle, model_problem(model, bundle), remedy)
    return bundle


# What to do with a file that is not a bundle deckctl wrote: `export bundle` writes none such.
_FROM_EXPORT = "export the deck again (`deckctl export bundle`), or check where the file came from"


def _beyond_limit(name: str, exc: bounded_json.JsonLimitError) -> BundleError:
    where = ":".join([name, *(str(part) for part in (exc.line, exc.col) if part)])
    return BundleError(f"{where}: the bundle {exc}", _FROM_EXPORT, detail=f"the bundle {exc}",
                       line=exc.line or 0, col=exc.col or 0)


# What to do about a deck's check that refused the bundle: a file is exported again from the fixed
# deck; a deck folder bundled in memory has no file, only the deck to fix.
_EXPORT_AGAIN = "export the deck again once `deckctl validate` passes"
_FIX_THE_DECK = "fix the deck: `deckctl validate {folder}` shows where"


def _refuse_problem(name: str, bundle: dict, problem: tuple[tuple, str] | None, remedy: str) -> None:
    """A bundle is refused where a deck folder would be (deckctl/export/bundle_checks.py), naming
    the card a problem of a card is in, as validate names it."""
    if problem is not None:
        where, message = problem
        detail = (f"refused at {'/'.join(map(str, where))}: {message}{_card_named(bundle, where)}; "
                  f"a deck is refused for it too ({remedy})")
        raise BundleError(f"{name} is {detail}", detail=detail)


def _card_named(bundle: dict, where: tuple) -> str:
    """`, in card `ID`` for a place in a card that has a text id, else ""."""
    cards = bundle.get("cards")
    if len(where) < 2 or where[0] != "cards" or not isinstance(cards, list) or not isinstance(where[1], int):
        return ""
    card = cards[where[1]] if where[1] < len(cards) else None
    card_id = card.get("id") if isinstance(card, dict) else None
    return f", in card `{shortened(card_id)}`" if isinstance(card_id, str) else ""
