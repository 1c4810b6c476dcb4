"""The whole pipeline for valid decks: every output each deck has."""

from __future__ import annotations

from pathlib import Path

from deckctl.core.deck import Deck
from deckctl.export.bundle import write_bundle


def build(decks: list[Deck], out_dir: Path) -> dict[str, list[Path]]:
    """Write each deck's outputs; returns the paths written, by deck id.

    Every deck's PDF is laid out before anything is written: if a text does not fit or cannot be
    drawn, `deckctl.export.pdf.PdfExportError` carries the diagnostics of all decks and nothing
    is written.
    """
    pdfs = _pdfs(decks)
    outputs: dict[str, list[Path]] = {}
    for deck in decks:
        outputs[deck.id] = [write_bundle(deck, out_dir)]
        for language, data in pdfs[deck.id].items():
            outputs[deck.id].append(_write_pdf(out_dir, deck, language, data))
    return outputs


def _pdfs(decks: list[Deck]) -> dict[str, dict[str, bytes]]:
    """cards.pdf per deck and language, with the deck's `print:` defaults (or the built-in ones)."""
    from deckctl.export.pdf import PdfExportError, export_pdf, resolve

    pdfs: dict[str, dict[str, bytes]] = {}
    problems = []
    for deck in decks:
        language = deck.manifest.language
        try:
            pdfs[deck.id] = {language: export_pdf(deck, resolve(deck.manifest.print), language)}
        except PdfExportError as exc:
            problems += exc.diagnostics
    if problems:
        raise PdfExportError(problems)
    return pdfs


def _write_pdf(out_dir: Path, deck: Deck, language: str, data: bytes) -> Path:
    from deckctl.io.atomic import write_atomic

    path = out_dir / deck.id / language / "cards.pdf"
    write_atomic(path, data)
    return path
