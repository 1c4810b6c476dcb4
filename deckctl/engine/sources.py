"""Where a played game's bundle comes from: a bundle file, or a deck folder validated and bundled in memory.

Either way the engine gets the bundle through `load_bundle`, which checks format, hash and schema.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from deckctl.core.diagnostics import Diagnostic


class SourceError(Exception):
    """The deck or bundle cannot be played; `diagnostics` holds the deck's findings, if any."""

    def __init__(self, message: str, diagnostics: list[Diagnostic] | None = None):
        super().__init__(message)
        self.diagnostics = diagnostics or []


def default_deck(game_id: str) -> Path:
    """decks/<game>-starter, from the working directory or else the one deckctl ships."""
    from deckctl.io.resources import starter_deck

    name = Path("decks") / f"{game_id}-starter"
    if (name / "deck.yaml").is_file():
        return name
    shipped = starter_deck(game_id)
    return shipped if (shipped / "deck.yaml").is_file() else name


def bundle_from_deck(deck_dir: Path) -> dict:
    from deckctl.export.bundle import BundleError, build_bundle, bundle_bytes, load_bundle
    from deckctl.validate.deck import load_deck

    if not (Path(deck_dir) / "deck.yaml").is_file():
        raise SourceError(f"{deck_dir} is not a deck (no deck.yaml)")
    deck = load_deck(Path(deck_dir))
    if not deck.ok:
        errors = [d for d in deck.diagnostics if d.is_error]
        raise SourceError(f"{deck_dir} has {len(errors)} error{'' if len(errors) == 1 else 's'}; fix {'it' if len(errors) == 1 else 'them'} (deckctl validate) before playing", errors)
    bundle = build_bundle(deck)
    with tempfile.TemporaryDirectory(prefix="deckctl-") as tmp:
        path = Path(tmp) / "bundle.json"
        path.write_bytes(bundle_bytes(bundle))
        try:
            return load_bundle(path)
        except BundleError as exc:
            raise SourceError(str(exc)) from None


def bundle_from_file(path: Path) -> dict:
    from deckctl.export.bundle import BundleError, load_bundle

    try:
        return load_bundle(Path(path))
    except BundleError as exc:
        raise SourceError(str(exc)) from None


def load_for_game(game_id: str, deck: Path | None = None, bundle: Path | None = None) -> dict:
    """The bundle to play `game_id` with: `bundle`, else `deck`, else the game's starter deck."""
    if bundle is not None and deck is not None:
        raise SourceError("give either --deck or --bundle, not both")
    data = bundle_from_file(bundle) if bundle is not None else bundle_from_deck(deck or default_deck(game_id))
    if data.get("game") != game_id:
        source = bundle if bundle is not None else (deck or default_deck(game_id))
        raise SourceError(f"{source} is a deck for `{data.get('game')}`, not for `{game_id}`")
    return data
