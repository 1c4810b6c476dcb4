"""The whole pipeline for valid decks: every output each deck has, in every language."""

from __future__ import annotations

from pathlib import Path

from deckctl.core.deck import Deck
from deckctl.core.diagnostics import Diagnostic
from deckctl.export.bundle import write_bundle


def editions(decks: list[Deck], diagnostics: list[Diagnostic] | None = None) -> list[tuple[Deck, str]]:
    """(deck, language) for each deck's own language and each of its `locales/*.po`, the deck
    localized; the translation warnings (untranslated texts use the source) go to `diagnostics`."""
    from deckctl.i18n.apply import languages, localize

    found = []
    for deck in decks:
        found.append((deck, deck.manifest.language))
        for lang in languages(deck):
            localized, problems = localize(deck, lang)
            if diagnostics is not None:
                diagnostics.extend(problems)
            found.append((localized, lang))
    return found


def build(decks: list[Deck], out_dir: Path, diagnostics: list[Diagnostic] | None = None) -> dict[str, list[Path]]:
    """Write each deck's outputs (build/<deck>/<lang>/{bundle.json,cards.pdf}) for its own
    language and every translation; returns the paths written, by deck id.

    Every PDF is laid out before anything is written: if a text does not fit or cannot be
    drawn, `deckctl.export.pdf.PdfExportError` carries the diagnostics of all decks and nothing
    is written.
    """
    plan = editions(decks, diagnostics)
    pdfs = _pdfs(plan)
    outputs: dict[str, list[Path]] = {}
    for (deck, language), data in zip(plan, pdfs):
        outputs.setdefault(deck.id, []).append(write_bundle(deck, out_dir, language))
        outputs[deck.id].append(_write_pdf(out_dir, deck, language, data))
    return outputs


def _pdfs(plan: list[tuple[Deck, str]]) -> list[bytes]:
    """cards.pdf per deck and language, with the deck's `print:` defaults (or the built-in ones)."""
    from deckctl.export.pdf import OptionError, PdfExportError, export_pdf, resolve
    from deckctl.export.pdf.options import section_culprit

    pdfs: list[bytes] = []
    problems = []
    for deck, language in plan:
        try:
            pdfs.append(export_pdf(deck, resolve(deck.manifest.print, deck.path), language))
        except PdfExportError as exc:
            problems += exc.diagnostics
        except OptionError as exc:  # a print: value the schema accepts but that cannot be used
            key, problem = section_culprit(deck.manifest.print, deck.path, {}) or ("", exc)
            problems.append(deck.manifest_source.error(("print", key) if key else ("print",), "bad-print-option",
                                                       str(problem), "change the deck's print: section"))
    if problems:
        raise PdfExportError(problems)
    return pdfs


def _write_pdf(out_dir: Path, deck: Deck, language: str, data: bytes) -> Path:
    from deckctl.io.atomic import write_atomic

    path = out_dir / deck.id / language / "cards.pdf"
    write_atomic(path, data)
    return path
