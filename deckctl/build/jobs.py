"""One unit of `deckctl build`'s work: load and check one deck, then write its outputs in some
of its languages (`bundle.json` and `cards.pdf` each, and `images/` where its print: section
asks for card images) into a staging folder.

A job runs in a worker process or in the main one; it holds one deck at a time and returns a
small `JobResult` (findings, a summary of the deck, the hash of each file written), never the
deck itself. `deckctl.build.pipeline` decides which jobs to run and moves the staged files into
place once every job has succeeded.
"""

from __future__ import annotations

import hashlib
import os
import sys
from dataclasses import dataclass, field
from pathlib import Path

from deckctl.core.deck import Deck
from deckctl.core.diagnostics import Diagnostic
from deckctl.export.bundle import BUNDLE_NAME

PDF_NAME = "cards.pdf"
IMAGES_FOLDER = "images"  # print: images: one picture per card side, beside cards.pdf


@dataclass(frozen=True)
class Job:
    deck_dir: Path
    languages: tuple[str, ...] | None  # the languages to write; None: all the deck has; (): none
    staging: Path  # where the outputs go, as <staging>/<deck-id>/<language>/<file>
    report: bool = True  # this job carries the deck's validation findings (one job per deck does)
    page_jobs: int = 1  # processes its PDFs' pages may be drawn on (cores the other jobs leave free)
    out_dir: Path | None = None  # the output folder, looked at before anything is drawn
    # (id, language) of the deck as the manifest has it, for a job of some of its languages: the
    # build chose them by that deck.yaml, and keeps the others' outputs under that id
    known: tuple[str, str] | None = None


@dataclass
class DeckSummary:
    """What a build keeps of a deck once it is checked: enough for the cross-deck checks and
    the closing table."""

    id: str
    game: str
    language: str
    cards: int
    manifest_file: str  # deck.yaml as displayed
    id_mark: tuple[int, int]
    languages: tuple[str, ...]  # its own first, then each catalog's
    references: dict[str, str | None]  # files its print: section names -> sha256 (read before use)
    notes: tuple[str, ...] = ()  # advice on its print: section (room for more cards per sheet)


@dataclass
class EditionResult:
    language: str
    files: dict[str, str] = field(default_factory=dict)  # path relative to staging -> sha256
    diagnostics: list[Diagnostic] = field(default_factory=list)  # untranslated texts, PDF problems

    @property
    def ok(self) -> bool:
        return not any(d.is_error for d in self.diagnostics)


@dataclass
class JobResult:
    job: Job
    ok: bool
    diagnostics: list[Diagnostic] = field(default_factory=list)  # the deck's validation findings
    summary: DeckSummary | None = None
    editions: list[EditionResult] = field(default_factory=list)
    skipped: bool = False  # valid, but not written: another deck had failed already
    refused: OSError | None = None  # valid, but something stands where an output goes: nothing drawn


def run_job(job: Job, stop=None) -> JobResult:
    """Check the deck, then (unless `stop` is set: the build has failed already) write its
    outputs for the job's languages into the staging folder."""
    from deckctl.validate.deck import load_deck

    try:
        return _run(job, stop, load_deck(job.deck_dir))
    finally:
        _forget_texts()


def _forget_texts() -> None:
    """Empty the per-deck caches (the PDF export's fitted and wrapped texts, word widths,
    quotation marks, decoded art; the deck's parsed catalogs): they pay off within a deck, whose
    texts and images repeat, but would otherwise fill up over a catalogue, and a worker's memory
    must not grow with its decks."""
    for name in _PER_DECK_CACHES:
        module = sys.modules.get(name)  # only what this deck used: nothing is imported for it
        for value in vars(module).values() if module else ():
            if callable(getattr(value, "cache_clear", None)):
                value.cache_clear()


_PER_DECK_CACHES = ("deckctl.export.pdf.text", "deckctl.export.pdf.typography", "deckctl.export.pdf.art",
                    "deckctl.i18n.catalog")


def _run(job: Job, stop, deck: Deck) -> JobResult:
    findings = list(deck.diagnostics) if job.report else []
    if not deck.ok:
        return JobResult(job, False, findings)
    summary = _summary(deck)
    if job.known is not None and (summary.id, summary.language) != job.known:
        # deck.yaml changed since the build looked at it (an edit while it ran): the outputs left
        # in the other languages would stay under the old id, and be taken as up to date
        return JobResult(job, False, [*findings, _changed(deck, job.known)])
    result = JobResult(job, True, findings, summary)
    if stop is not None and stop.is_set():
        result.skipped = True
        return result
    wanted = summary.languages if job.languages is None else [lang for lang in job.languages
                                                            if lang in summary.languages]
    if job.out_dir is not None:
        result.refused = in_the_way(job.out_dir, deck, wanted)
        if result.refused is not None:
            return result
    for language in wanted:
        result.editions.append(_edition(deck, language, job.staging, job.page_jobs))
    return result


def _changed(deck: Deck, known: tuple[str, str]) -> Diagnostic:
    now = f"id `{deck.id}`, language {deck.manifest.language}"
    return deck.manifest_source.error(
        ("id",), "changed-during-build",
        f"deck.yaml changed while the build read it: it is now {now}, was id `{known[0]}`, language {known[1]}",
        "build again once it is saved")


def in_the_way(out_dir: Path, deck: Deck, languages) -> OSError | None:
    """What stands where the deck's outputs in `languages` go (a folder or a link at cards.pdf or a
    card image it writes, a link for `<deck-id>/<language>`), found once the deck's id is known and
    before anything is drawn: it had been found only as the outputs moved in, after every page was
    drawn. (The commit looks at each file again before it replaces it.)"""
    from deckctl.export.images import MANIFEST_NAME
    from deckctl.io.atomic import check_no_link_below, check_target

    images = image_names(deck) if deck.manifest.print is not None and deck.manifest.print.images else None
    for language in languages:
        folder = out_dir / deck.id / language
        names = [BUNDLE_NAME, PDF_NAME]
        if images is not None:
            names.append(f"{IMAGES_FOLDER}/{MANIFEST_NAME}")
            try:  # (those there that are no file: a folder at a name the deck does not write is no matter)
                with os.scandir(folder / IMAGES_FOLDER) as entries:
                    names += sorted(f"{IMAGES_FOLDER}/{item.name}" for item in entries
                                    if item.name in images and not item.is_file(follow_symlinks=False))
            except OSError:
                pass  # (none there, or no folder: what is there is judged below)
        for name in names:
            try:
                check_no_link_below(out_dir, folder / name)
                check_target(folder / name)
            except OSError as exc:  # (NotARegularFile, or a file where a folder goes)
                return exc
    return None


def image_names(deck: Deck) -> set[str]:
    """The card images' names the deck writes (`001-front.png` to its last card's back, in its
    format); none where its print: section cannot be used, which is said as the PDF is drawn."""
    from deckctl.export.images import SIDES, image_name, print_options, resolve_images
    from deckctl.export.pdf import OptionError, PdfExportError, resolve
    from deckctl.export.pdf.document import items_of

    try:
        images = resolve_images(deck.manifest.print.images)
        count = len(items_of(deck, print_options(resolve(deck.manifest.print, deck.path), images)))
    except (OptionError, PdfExportError):
        return set()
    return {image_name(n, side, count, images.format) for n in range(1, count + 1) for side in SIDES}


def _summary(deck: Deck) -> DeckSummary:
    from deckctl.build.cache import file_hash
    from deckctl.i18n.locales import languages

    manifest = deck.manifest
    return DeckSummary(deck.id, deck.game.id, manifest.language, len(deck.cards), deck.manifest_source.display,
                       deck.manifest_source.mark(("id",)), (manifest.language, *languages(deck)),
                       {name: file_hash(deck.path / name) for name in print_references(deck)}, _layout_notes(deck))


def _layout_notes(deck: Deck) -> tuple[str, ...]:
    """One note per deck (not per language: they share the layout) whose print: section leaves
    room for more cards per sheet with a smaller bleed or the other paper, naming the deck.yaml
    setting that would (build takes no --bleed or --paper). A setting the section names is the
    editor's choice: no note offers another one."""
    from deckctl.export.pdf import OptionError, layout, resolve

    section = deck.manifest.print
    chosen = frozenset(section.model_fields_set) if section is not None else frozenset()
    try:
        hint = layout.roomier(resolve(section, deck.path), keys=True, chosen=chosen)
    except OptionError:  # reported with the PDF
        return ()
    return (f"{hint} (in deck.yaml)",) if hint else ()


def print_references(deck: Deck) -> list[str]:
    """The files a deck's `print:` section names (a printer's profile, the publisher's art),
    relative to the deck folder: their bytes end up in the PDF."""
    section = deck.manifest.print
    if section is None:
        return []
    found = []
    for value in section.model_dump(exclude_none=True).values():
        if isinstance(value, str) and (deck.path / value).is_file():
            found.append(value)
    return sorted(set(found))


def _edition(deck: Deck, language: str, staging: Path, page_jobs: int) -> EditionResult:
    from deckctl.export.bundle import build_bundle, bundle_bytes
    from deckctl.i18n.apply import localize

    edition = EditionResult(language)
    localized, problems = localize(deck, language)
    edition.diagnostics += problems
    pdf = _pdf(localized, language, edition.diagnostics, page_jobs)
    if pdf is None:
        return edition
    folder = Path(deck.id) / language
    for name, data in ((BUNDLE_NAME, bundle_bytes(build_bundle(localized, language))), (PDF_NAME, pdf)):
        _stage(staging / folder / name, data)
        edition.files[(folder / name).as_posix()] = hashlib.sha256(data).hexdigest()
    _images(localized, language, staging, folder / IMAGES_FOLDER, edition, page_jobs)
    return edition


def _images(deck: Deck, language: str, staging: Path, folder: Path, edition: EditionResult, page_jobs: int) -> None:
    """Card images for print-on-demand services in `images/`, with their `manifest.csv`, when
    the deck's print: section asks for them (`images: true` or their settings)."""
    section = deck.manifest.print.images if deck.manifest.print is not None else None
    if not section:
        return
    from deckctl.export.images import MANIFEST_NAME, card_images, manifest_csv, print_options, resolve_images
    from deckctl.export.pdf import OptionError, PdfExportError, resolve

    made = []
    try:
        images = resolve_images(section)
        for image in card_images(deck, resolve(deck.manifest.print, deck.path), images, language, page_jobs):
            _stage(staging / folder / image.name, image.data)
            edition.files[(folder / image.name).as_posix()] = image.sha256
            image.data = b""
            made.append(image)
    except PdfExportError as exc:  # (a preset's size the texts do not fit)
        edition.diagnostics += exc.diagnostics
        card = " x ".join(f"{side:g}" for side in print_options(resolve(deck.manifest.print, deck.path), images).card_mm)
        edition.diagnostics.append(deck.manifest_source.error(
            ("print", "images"), "bad-print-option",
            f"the card images' {card} mm cards are too small for some texts ({language}): "
            f"those text-overflow errors are at that size, not the PDF's",
            "choose another preset (or none: the deck's card size), or shorten those texts"))
        return
    except OptionError as exc:
        edition.diagnostics.append(deck.manifest_source.error(("print", "images"), "bad-print-option", str(exc),
                                                              exc.hint or "change the deck's print: images settings"))
        return
    data = manifest_csv(made, language, images.dpi)
    _stage(staging / folder / MANIFEST_NAME, data)
    edition.files[(folder / MANIFEST_NAME).as_posix()] = hashlib.sha256(data).hexdigest()


def _pdf(deck: Deck, language: str, diagnostics: list[Diagnostic], page_jobs: int = 1) -> bytes | None:
    """cards.pdf with the deck's `print:` defaults (or the built-in ones); None, with the
    problems in `diagnostics`, when a text does not fit or an option cannot be used."""
    from deckctl.export.pdf import OptionError, PdfExportError, export_pdf, resolve
    from deckctl.export.pdf.options import section_culprit

    try:
        return export_pdf(deck, resolve(deck.manifest.print, deck.path), language, jobs=page_jobs)
    except PdfExportError as exc:
        diagnostics += exc.diagnostics
    except OptionError as exc:  # a print: value the schema accepts but that cannot be used
        key, problem = section_culprit(deck.manifest.print, deck.path, {}) or ("", exc)
        diagnostics.append(deck.manifest_source.error(("print", key) if key else ("print",), "bad-print-option",
                                                      str(problem), "change the deck's print: section"))
    return None


def _stage(path: Path, data: bytes) -> None:
    from deckctl.io.atomic import write_atomic

    # (written and synced: the rename into place needs nothing more; 0o644 whatever was in staging)
    write_atomic(path, data, exact_mode=True)
