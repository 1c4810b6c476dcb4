"""The whole pipeline for valid decks: every output each deck has."""

from __future__ import annotations

from pathlib import Path

from deckctl.core.deck import Deck
from deckctl.export.bundle import write_bundle


def build(decks: list[Deck], out_dir: Path) -> dict[str, list[Path]]:
    """Write each deck's outputs; returns the paths written, by deck id."""
    outputs: dict[str, list[Path]] = {}
    for deck in decks:
        outputs[deck.id] = [write_bundle(deck, out_dir)]
    return outputs
