"""`deckctl proof`: the site, from the decks' findings and their cards' pictures.

Each deck is a worker's task: loaded once, its missing cards drawn (as SVG; a deck with art is laid
out as a PDF there and its pages rendered on every worker, a share each: drawing.py), then checked
as `deckctl lint` checks it (deckctl/lint/check.py: validation and lint), its findings going into
the lint cache and back to this process with the pictures; what spans decks is compared on the
workers as the decks come in (`check.Checked`). Then the page is written and pictures no card
shows any more are deleted. The same decks give the same folder, byte for byte, whatever `jobs` is.
"""

from __future__ import annotations

import gc
import os
from collections.abc import Callable
from contextlib import nullcontext
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from deckctl.core.diagnostics import Diagnostic, count_errors
from deckctl.core.printable import printable_name
from deckctl.proof.placing import Placement, place

if TYPE_CHECKING:
    from deckctl.proof.entries import DeckEntry

DPI = 150  # 1.5 pixels for each of the page's (page.SHOWN_DPI): sharp on screens, half the pixels of 200
PAGE = "index.html"
# What wrote a site, as its page's generator mark and title say: `proof` and `diff --html` each
# write their own page and sweep the pictures it does not show from the folder's store.
PROOF, DIFF = "deckctl proof", "deckctl diff"
GENERATOR = f'<meta name="generator" content="{PROOF}">'.encode()
DIFF_GENERATOR = f'<meta name="generator" content="{DIFF}">'.encode()
Progress = Callable[[int, int, str], None]  # (decks done, decks, the deck just done)


class BadOut(Exception):
    """An output folder deckctl does not write a site into (a usage error), with what to do instead."""

    def __init__(self, message: str, hint: str | None = None):
        super().__init__(message)
        self.hint = hint


class NotAProof(BadOut):
    """The output folder holds a page deckctl did not write: it is left alone."""


class OtherSite(BadOut):
    """The output folder holds the other command's site (a proof, a diff page): writing there would
    replace its page and delete its pictures."""


class OutInDeck(BadOut):
    """The output folder is a deck folder or inside one: the site's `cards/` would be the deck's
    own (pictures and records among its card files), and every file written would count as the
    deck's (a changed deck to the findings cache, at every run)."""


@dataclass
class Site:
    decks: list[DeckEntry] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)
    placement: Placement = field(default_factory=Placement)
    removed: int = 0
    # Deck n's section of the page, rendered as soon as the deck was in (`gather`'s `page`), with
    # the folder and the findings it was rendered for (`_shown`): used if the page's are the same.
    early: dict[int, tuple[tuple, str]] = field(default_factory=dict)
    most: dict = field(default_factory=dict)  # deck folder -> the pictures it may show (limits.py), None for all

    @property
    def cards(self) -> int:
        return sum(len(f.cards) for deck in self.decks for f in deck.files)

    @property
    def drawn(self) -> int:
        return sum(deck.drawn for deck in self.decks)

    @property
    def untranslated(self) -> dict[str, int]:
        """Per language, in tag order, the cards whose picture in it prints texts untranslated
        (`untranslated.py`). Per language: a card counted once for all its languages would be
        summed past the number of cards (18 cards, 19 untranslated)."""
        cards: dict[str, set] = {}
        for n, deck in enumerate(self.decks):
            for note in deck.notes:  # (a card by its deck too: two decks may both have a `card-001`)
                cards.setdefault(note.extra["language"], set()).add((n, note.card_id))
        return {language: len(cards[language]) for language in sorted(cards)}

    @property
    def undrawn(self) -> int:
        return sum(deck.undrawn for deck in self.decks)

    @property
    def kept(self) -> int:
        return sum(deck.kept for deck in self.decks)

    @property
    def errors(self) -> int:
        return count_errors(self.diagnostics)


def check_out(out: Path, default: str, writer: str = PROOF, given: bool = True, reads: list[Path] = ()) -> None:
    """Refuse an output folder inside a deck or holding the decks the command `reads` (OutInDeck;
    `default`: the command's own --out, which the hint offers), a file (BadOut), one that holds an index.html deckctl did not write
    (NotAProof) or the other command's site (OtherSite; `writer`: the command writing here,
    PROOF or DIFF), or one that is not a folder otherwise (OSError). `proof` and `diff --html`
    both write here. `given`: `out` is the user's --out, not the command's default (the messages
    say which)."""
    from deckctl.io.atomic import check_folder, check_target
    from deckctl.io.paths import out_holding_inputs, out_in_deck, out_named

    refused = out_in_deck(out, given, default, "the site's files") or \
        out_holding_inputs(out, list(reads), given, default, "the site's files")
    if refused is not None:
        raise OutInDeck(refused.message, hint=refused.hint)
    if out.is_file() and not out.is_symlink():
        raise BadOut(f"{out_named(out, given)} is a file: --out names the folder the site goes into")
    check_folder(out)
    page = out / PAGE
    check_target(page)
    try:
        with open(page, "rb") as handle:
            head = handle.read(4096)
    except FileNotFoundError:
        return
    wrote = written_by(head)
    if wrote is None:
        raise NotAProof(f"{page} was not written by deckctl: choose another --out folder")
    if wrote != writer:
        command = f"{writer} --html" if writer == DIFF else writer
        own = f"such as `--out {default}`" if out != Path(default) else "another one"
        raise OtherSite(f"{out_named(out, given)} holds the site {wrote} wrote: {command} would replace its page and "
                        "delete its pictures", hint=f"give {command} a folder of its own, {own}")


def written_by(head: bytes) -> str | None:
    """PROOF or DIFF, as the start of a site's page says; None for a page deckctl did not write. (A
    diff page written before `diff --html` had a mark of its own bears proof's: its title tells.)"""
    if DIFF_GENERATOR in head:
        return DIFF
    if GENERATOR in head:
        return DIFF if f"<title>{DIFF}</title>".encode() in head else PROOF
    return None


def gather(paths: list[Path], out: Path, jobs: int, dpi: int = DPI, progress: Progress | None = None,
           page: bool = False) -> Site:
    """Check the decks and draw what is missing into `out`'s store (raises PathNotFound). `page`:
    render each deck's section of the page (`render`, not the live server's) once the deck is in,
    with the findings known by then, while a worker still draws the last decks out: most often
    they are all its findings, and the page needs the section rendered no more once every deck is
    in (`render` checks: a finding across decks may come later)."""
    from deckctl.io.discover import discover
    from deckctl.proof.limits import picture_shares
    from deckctl.proof.warmup import dismiss_early, warming

    found = discover(paths)
    if progress:
        progress(0, len(found.decks), "")  # (the count known from now on: the bar shows it, not `0/?`)
    # (the warm-up's data worked out on another core while this one imports, from here on; not
    # with a proof there already: most cards are drawn, most checks cached)
    warm = jobs > 1 and not (out / PAGE).exists()
    if not warm:
        dismiss_early()
    with warming(found.decks) if warm else nullcontext():
        from deckctl.core.workers import ordered_map
        from deckctl.lint.check import Checked, deck_size, received
        from deckctl.proof.drawing import finish, render
    entries: dict[int, DeckEntry] = {}
    summaries: dict = {}
    left: dict[int, int] = {}  # deck -> raster tasks still out
    finished = 0
    # Each deck's findings, as `deckctl lint` gives them, from its task's summary (which its task
    # also put in the cache), and what spans decks (ids used twice, near-duplicate cards: compared
    # on the workers as soon as a group's decks are in), as `check(paths, lint=True, cached=True)`
    # would give them all, without reading the decks' findings back from the cache.
    checked = Checked(found, lint=True, cached=True)
    early: dict[int, tuple[tuple, str]] = {}
    unrendered: list[int] = []  # decks in, their sections not rendered yet

    def deck_done(n: int) -> None:
        nonlocal finished
        finished += 1
        if progress:
            progress(finished, len(found.decks), printable_name(entries[n].deck_id, bytes_shown=True))
        if page:
            unrendered.append(n)
            # (once fewer decks are out than workers, a core would idle: rendered then, not
            # taking the workers' CPU while they all draw)
            if len(found.decks) - finished < jobs:
                across = checked.across_so_far()
                for m in unrendered:
                    early[m] = _rendered_early(m, entries[m], summaries[m], found, out, across)
                unrendered.clear()

    def arrived(n: int, result) -> list:
        entry, pending, summary = result
        entries[n] = entry
        summaries[n] = received(summary)
        # (the groups this deck completes compared before it counts as done: its section is then
        # rendered with its near-duplicates, not again at the end)
        compares = checked.arrived(n, summaries[n])
        left[n] = len(pending) + len(compares)
        if not left[n]:
            deck_done(n)

        def one_less() -> None:
            left[n] -= 1
            if not left[n]:
                deck_done(n)

        def drawn(job, stored) -> None:
            finish(entry, job, stored)
            one_less()

        def compared(done, found) -> None:
            done(found)
            one_less()

        return [*((render, job.task, partial(drawn, job)) for job in pending),
                *((compare, argument, partial(compared, done)) for compare, argument, done in compares)]

    # (the processes a deck's pictures may be drawn on: the cores the other decks leave free)
    share = max(1, jobs // max(1, len(found.decks)))
    most = dict(zip(found.decks, picture_shares(found.decks)))
    results = list(ordered_map(partial(_deck_task, out=out, dpi=dpi, jobs=share, most=most), found.decks, jobs,
                               cost=deck_size, arrived=arrived))
    for n in range(len(found.decks)):
        checked.add(summaries[n])
    site = Site(diagnostics=checked.finish().diagnostics, decks=[entry for entry, _, _ in results], early=early,
                most=most)
    site.placement = place(site.decks, site.diagnostics)
    return site


def _rendered_early(n: int, entry: DeckEntry, summary, found, out: Path, across: list) -> tuple[tuple, str]:
    """Deck n's section of the page, with the findings known once the deck is in: discovery's,
    the deck's own (validation's, its deckctl.toml's, lint's), those across decks compared by
    then (`across`) and its notes; and how they fall on it (`_shown`), for `render` to compare
    with the page's."""
    from deckctl.proof.entries import DeckEntry
    from deckctl.proof.page import deck_html, links_for

    known = [*found.diagnostics, *summary.diagnostics, *summary.lint_config[1], *(summary.lint or ()), *across]
    decks = [entry if m == n else DeckEntry(path, "") for m, path in enumerate(found.decks)]
    placement = place(decks, known)
    return (out, _shown(n, entry, placement)), deck_html(n, entry, placement, links_for(entry.path, out))


def _shown(n: int, deck: DeckEntry, placement: Placement) -> tuple:
    """All `deck_html` shows of the findings' placement in deck n's section: its own, each card
    file's and each card's, in order."""
    return (placement.decks.get(n, []), [placement.files.get(listed.file, []) for listed in deck.files],
            [placement.on_card(card) for listed in deck.files for card in listed.cards])


def _deck_task(deck_dir: Path, out: Path, dpi: int, jobs: int = 1, most: dict | None = None):
    """A worker's task: one deck loaded once, its missing pictures drawn (`drawing.plan_deck`: vector
    pictures at once, raster tasks handed back), then checked as `deckctl lint` checks it, into the
    cache, its summary handed back (as the cache keeps it: `check.sent`); `jobs`: the processes its
    SVG pictures may be drawn on (many cards drawn in spans, `drawing._spans_stored`). Drawing first leaves the texts laid out for the text-fits rule;
    each translation of the deck is made once, for validate's check of its catalog, the drawing
    and text-fits alike."""
    from deckctl.i18n.apply import kept_localizations
    from deckctl.lint.check import cached_check, sent
    from deckctl.proof.drawing import plan_deck
    from deckctl.validate.deck import load_deck

    # What a deck task builds lives to its end (the deck, its translations, the texts laid out),
    # with few reference cycles: the collector, run on the way, walks it all to find almost none
    # (0.03-0.05 s a worker for the starter decks). Cycles left are collected after the task.
    collecting = gc.isenabled()
    gc.disable()
    try:
        with kept_localizations():
            deck = load_deck(deck_dir)
            entry, pending = plan_deck(deck_dir, out, dpi, deck=deck, jobs=jobs, most=(most or {}).get(deck_dir))
            summary = sent(cached_check(deck_dir, lint=True, deck=deck))
    finally:
        if collecting:
            # (what the task leaves alive, its caches above all, frozen first: else the first
            # collection once the collector is on walks it all, 0.05-0.09 s a deck in one process)
            gc.freeze()
            gc.enable()
    return entry, pending, summary


def render(site: Site, out: Path, live: str | None = None, version: int = 0) -> str:
    """The page; `live`: served by the live server at that event stream (`serve.py`)."""
    from deckctl.proof.page import page_html

    sections = [_section(site, n, out, live) for n in range(len(site.decks))]
    if site.placement.elsewhere:
        sections.append(f'<section class="deck" id="elsewhere"><h2>Outside any deck</h2>'
                        f'{_elsewhere_html(site.placement.elsewhere, out, live)}</section>')
    return page_html("deckctl proof", summary(site), sections, site.decks, live, version, subject=_subject(site.decks))


def _elsewhere_html(findings: list, out: Path, live: str | None) -> str:
    """The findings on files in no deck, each named as the page names any file: relative to its
    repository (the folder holding `.git` above it), never by the path deckctl was given or run from."""
    from deckctl.proof.page import finding_html, links_for

    links: dict[str, object] = {}
    items = []
    for k, finding in enumerate(findings):
        file = finding.diagnostic.file
        folder = os.path.dirname(file) or os.curdir
        if file and folder not in links:
            links[folder] = links_for(Path(folder), out, absolute=live is not None)
        items.append(finding_html(finding, f"elsewhere-f{k}", links.get(folder) if file else None))
    return '<ul class="findings">' + "".join(items) + "</ul>"


def _subject(decks: list[DeckEntry]) -> str:
    """What the window's title names after the command, so that proofs open side by side can be
    told apart: the decks' titles, the first two and how many more."""
    # (a deck whose title is not read is named by its id, or its folder's name where validate refuses
    # the id: told apart from any other folder's, as its heading names it, `printable_name`)
    names = [deck.title or printable_name(deck.deck_id, bytes_shown=True) for deck in decks]
    return ", ".join(names) if len(names) <= 2 else f"{names[0]}, {names[1]} and {len(names) - 2} more"


def _section(site: Site, n: int, out: Path, live: str | None) -> str:
    """Deck n's section: the one rendered as the deck came in if the findings on it are the same
    now (and the page is not the live server's), else rendered now."""
    from deckctl.proof.page import deck_html, links_for

    deck = site.decks[n]
    early = site.early.get(n)
    if live is None and early is not None and early[0] == (out, _shown(n, deck, site.placement)):
        return early[1]
    return deck_html(n, deck, site.placement, links_for(deck.path, out, absolute=live is not None))


def summary(site: Site) -> str:
    """The page's first line: `456 cards in 5 decks; 1 error, 18 warnings` (the live server sends
    it again when an update changes it)."""
    warnings = sum(1 for d in site.diagnostics if d.severity.value == "warning")
    untranslated = untranslated_cards(site)
    return (f"{site.cards} cards in {len(site.decks)} deck{'' if len(site.decks) == 1 else 's'}; "
            f"{site.errors} error{'' if site.errors == 1 else 's'}, "
            f"{warnings} warning{'' if warnings == 1 else 's'}"
            + (f"; {untranslated}" if untranslated else ""))


def untranslated_cards(site: Site) -> str:
    """`texts printed untranslated on 12 cards in de and 1 in en-XA` (each language's own count,
    never more than the cards), or "" when every translation prints its own texts."""
    counts = [f"{count} card{'' if count == 1 else 's'} in {language}" if not n else f"{count} in {language}"
              for n, (language, count) in enumerate(site.untranslated.items())]
    if not counts:
        return ""
    listed = counts[0] if len(counts) == 1 else ", ".join(counts[:-1]) + " and " + counts[-1]
    return f"texts printed untranslated on {listed}"


def write(site: Site, out: Path) -> None:
    """The page, then the pictures no card shows any more deleted."""
    from deckctl.io.atomic import write_atomic
    from deckctl.proof.store import Store

    os.makedirs(out, exist_ok=True)
    write_atomic(out / PAGE, render(site, out).encode("utf-8"))
    site.removed = Store(out).sweep({key for deck in site.decks for key in (*deck.keys, *deck.records)})
