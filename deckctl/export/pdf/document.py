"""The PDF of a deck: faces drawn into an imposed, duplex-aligned, deterministic document."""

from __future__ import annotations

import io
from collections.abc import Callable
from dataclasses import replace

from deckctl.core.diagnostics import Diagnostic
from deckctl.export.pdf import art, doc_id, fonts, layout, pages, record
from deckctl.export.pdf.base import LABEL, MM, Item, PdfExportError, Problem, face_of
from deckctl.export.pdf.draw import CardContext
from deckctl.export.pdf.growth import SAMPLE, Growth
from deckctl.export.pdf.options import PdfOptions
from deckctl.i18n.printed import label_entries
from deckctl.i18n.pseudo import OVERFLOW_HINT, PSEUDO

Progress = Callable[[int, int], None]
MANIFEST = "@manifest"  # a Problem field path starting with this points into deck.yaml


def items_of(deck, options: PdfOptions, face=None) -> list[Item]:
    face = face or face_of(deck)
    if hasattr(face, "items"):
        return face.items(deck, options)
    return [Item(ref.id, ref.card, ref) for ref in deck.cards]


def language_of(deck, language: str | None) -> str:
    return language or deck.manifest.language


def to_diagnostics(deck, item: Item, side: str, problems: list[Problem], language: str) -> list[Diagnostic]:
    out = []
    for problem in problems:
        path = problem.field
        label = path[1] if path and path[0] == LABEL else None
        field_text = f"label/{label}" if label else "/".join(str(p) for p in path if p != MANIFEST) or side
        extra = {"deck": deck.id, "field": field_text, "language": language, "side": side}
        card_id = item.key if item.ref is None else item.ref.id
        translated = _translated_at(deck, item, path, label, language)
        # A text is named with list positions from 1, as the catalog's msgctxt names a translated
        # one and `deckctl diff` names a field (`questions/1/question`); `field` keeps the card's
        # own path, from 0, which the proof matches to the text's box.
        named = translated[2] if translated else _counted_from_1(field_text, path, label)
        where = side if named == side else f"{side}, {named}"
        message = f"{problem.message} [{language}, {where}]"
        if translated:
            hint = OVERFLOW_HINT if language == PSEUDO and problem.code == "text-overflow" else problem.hint
            d = Diagnostic(translated[0], translated[1], 1 if translated[1] else 0, problem.code, message,
                           card_id=card_id, hint=hint)
        elif path and path[0] == MANIFEST:
            d = deck.manifest_source.error(path[1:], problem.code, message, problem.hint, card_id=card_id)
        elif item.ref is not None:
            d = item.ref.error(() if label else path, problem.code, message, problem.hint)
        else:
            d = Diagnostic(str(deck.path), 0, 0, problem.code, message, card_id=item.key, hint=problem.hint)
        out.append(replace(d, extra=extra))
    return out


def _counted_from_1(field_text: str, path: tuple, label: str | None) -> str:
    if label or not any(type(step) is int for step in path):
        return field_text
    return "/".join(str(step + 1) if type(step) is int else str(step) for step in path if step != MANIFEST)


def once_per_label(problems: list[Problem], seen: set) -> list[Problem]:
    """A printed label is one catalog entry: a problem with it is reported on the first card that
    prints it, not on every one (`seen` is kept across the deck's cards)."""
    kept = []
    for problem in problems:
        if problem.field[:1] == (LABEL,):
            if (problem.field, problem.code, problem.message) in seen:
                continue
            seen.add((problem.field, problem.code, problem.message))
        kept.append(problem)
    return kept


def _translated_at(deck, item: Item, path: tuple, label: str | None, language: str) -> tuple[str, int, str] | None:
    """(catalog, msgstr line, msgctxt) of the translation a problem's text came from, if it did:
    a deck text's entry, or the deck catalog's `label/<key>` entry for a printed label."""
    if label:
        found = label_entries(deck, language).get(label)
        return (*found, f"label/{label}") if found else None
    if path and path[0] == MANIFEST:
        return deck.translation_of("", path[1:])
    return deck.translation_of(item.ref.id, path) if item.ref is not None else None


def deck_growth(face, deck, items, options, language: str) -> Growth:
    """Measure the cards of the export (all of them, even when only some are drawn, so that a
    preview shows a card exactly as the deck prints it; for a deck of more than `SAMPLE` cards,
    that many spread evenly over it, which keeps a large export fast) and decide each kind's growth
    and each role's size (`growth`: the same for every card, whatever is drawn and by how many
    processes)."""
    growth = Growth()
    if len(items) > SAMPLE:
        items = [items[i * len(items) // SAMPLE] for i in range(SAMPLE)]
    for item in items:
        for side, draw in (("front", face.front), ("back", face.back)):
            draw(CardContext(None, (0.0, 0.0), options.card_mm, options.bleed, language, deck, item, side,
                             growth=growth), item)
    growth.decide()
    return growth


def export_pdf(deck, options: PdfOptions, language: str | None = None,
               progress: Progress | None = None, only: list[str] | None = None, jobs: int = 1,
               problems_out: list[Diagnostic] | None = None, growth: Growth | None = None) -> bytes:
    """The deck's cards as a PDF; raises PdfExportError with located diagnostics when a text
    does not fit or cannot be drawn (nothing is clipped silently). `only` keeps those card ids.
    A large deck's pages are drawn on up to `jobs` processes; the bytes are the same whatever it is.

    `problems_out`: a list to put the texts that do not fit in instead of raising, the PDF written
    anyway (a proof shows such a card as it would print); `growth`: the deck's, measured already
    by the caller (`deck_growth`)."""
    from reportlab import rl_config
    from reportlab.pdfgen.canvas import Canvas

    rl_config.useA85 = 0  # binary streams: smaller files, and no time spent on ASCII85

    language = language_of(deck, language)
    face = face_of(deck)
    items = items_of(deck, options, face)
    if growth is None:  # over the whole deck, even for `only`
        growth = deck_growth(face, deck, items, options, language)
    if only is not None:
        items = [item for item in items if item.key in only]
    grid = layout.sheet_grid(options) if options.mode == "sheets" else layout.single_page(options)
    fonts.register()

    buffer = io.BytesIO()
    page_size = (grid.page[0] * MM, grid.page[1] * MM)
    canvas = Canvas(buffer, pagesize=page_size, invariant=1, initialFontName=fonts.font_name("regular"),
                    pageCompression=1, lang=language)  # (the catalog's /Lang: what a reader and preflight take it for)
    manifest = deck.manifest
    canvas.setTitle(f"{manifest.title} ({language})")
    canvas.setAuthor(", ".join(manifest.authors or []) or "deckctl")
    # (words of no language: the same subject fits every edition, `Knowledge? · knowledge-starter 1.1.1`)
    canvas.setSubject(f"{deck.game.title} · {deck.id} {manifest.version}")
    canvas.setCreator("deckctl")
    cmyk = options.pdfx is not None
    canvas._deckctl_cmyk = cmyk  # draw.colour_op: the palette's CMYK values instead of RGB

    diagnostics: list[Diagnostic] = art.begin(canvas, deck, options)
    if diagnostics:
        raise PdfExportError(diagnostics)
    page_list = pages.sheets(items, grid, options)
    drawing = pages.Drawing(face, deck, options, language, growth, page_list, page_size, cmyk,
                            canvas.__dict__.get("_deckctl_art"))
    parts: dict = {}
    parts_reported: set = set()
    labels_reported: set = set()
    total, done = len(items) * 2, 0
    for first, chunk in pages.drawn(drawing, jobs):
        for key, part in chunk.parts.items():
            parts.setdefault(key, part)  # (the same in every chunk that drew it)
        for n, code in enumerate(chunk.pages, first):
            _, placed, page_grid = page_list[n]
            if options.mode == "singles" or cmyk:
                _boxes(canvas, page_grid)
            record.play(canvas, code, parts)
            canvas.showPage()
            done += len(placed)
            if progress:
                progress(done, total)
        for n, k, problems in chunk.problems:
            side, placed, _ = page_list[n]
            problems = once_per_label(record.problems_of(problems, parts, parts_reported), labels_reported)
            if problems:
                diagnostics += to_diagnostics(deck, placed[k][0], side, problems, language)
    if problems_out is not None:
        problems_out += diagnostics
    elif any(d.is_error for d in diagnostics):
        raise PdfExportError(diagnostics)
    canvas.save()
    data = art.finish(canvas, doc_id.from_content(buffer.getvalue()))  # (art's pikepdf pass derives its own)
    if options.pdfx is not None:
        from deckctl.export.pdf.pdfx import finish

        return finish(data, options)
    return data


def _boxes(canvas, grid: layout.Grid) -> None:
    """TrimBox and BleedBox: the card (singles), or on a sheet the card grid, the area of the page
    the cards are cut from (see layout.trim_area), kept inside the page."""
    (x0, y0, x1, y1), b = layout.trim_area(grid), grid.bleed
    pw, ph = grid.page
    canvas.setTrimBox((max(x0, 0) * MM, max(y0, 0) * MM, min(x1, pw) * MM, min(y1, ph) * MM))
    canvas.setBleedBox((max(x0 - b, 0) * MM, max(y0 - b, 0) * MM, min(x1 + b, pw) * MM, min(y1 + b, ph) * MM))


def check_fit(deck, options: PdfOptions | None = None, language: str | None = None) -> list[Diagnostic]:
    """Every text of every card, fitted exactly as `export_pdf` would, without writing a PDF.

    Returns the diagnostics (text that overflows at the minimum size, characters the font
    lacks), each naming the deck, card id, field and language.
    """
    options = options or PdfOptions()
    language = language_of(deck, language)
    face = face_of(deck)
    diagnostics: list[Diagnostic] = []
    measured: set = set()
    labels_reported: set = set()
    for item in items_of(deck, options, face):
        for side in ("front", "back"):
            problems = once_per_label(
                pages.draw_card(None, face, deck, item, side, (0.0, 0.0), options, language, measured=measured),
                labels_reported)
            if problems:
                diagnostics += to_diagnostics(deck, item, side, problems, language)
    return diagnostics
