"""`deckctl proof`: the site, from the decks' findings and their cards' pictures.

The decks are checked as `deckctl lint` checks them (deckctl/lint/check.py: validation and lint,
unchanged decks from the cache), then each deck's pictures are drawn on a worker (only those not
in the proof's store already), then the page is written and pictures no card shows any more are
deleted. The same decks give the same folder, byte for byte.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path

from deckctl.core.diagnostics import Diagnostic
from deckctl.proof.drawing import DeckEntry, draw_deck
from deckctl.proof.page import deck_html, findings_html, links_for, page_html
from deckctl.proof.placing import Placement, place

DPI = 200  # twice the pixels of the size the page shows a card at: sharp on a high-density screen
PAGE = "index.html"
GENERATOR = b'<meta name="generator" content="deckctl proof">'
Progress = Callable[[int, int, str], None]  # (decks done, decks, the deck just done)


class NotAProof(Exception):
    """The output folder holds a page deckctl did not write: it is left alone."""


@dataclass
class Site:
    decks: list[DeckEntry] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)
    placement: Placement = field(default_factory=Placement)
    removed: int = 0

    @property
    def cards(self) -> int:
        return sum(len(f.cards) for deck in self.decks for f in deck.files)

    @property
    def drawn(self) -> int:
        return sum(deck.drawn for deck in self.decks)

    @property
    def kept(self) -> int:
        return sum(deck.kept for deck in self.decks)

    @property
    def errors(self) -> int:
        return sum(1 for d in self.diagnostics if d.is_error)


def check_out(out: Path) -> None:
    """Refuse an output folder that holds an index.html deckctl did not write (NotAProof), or
    that is not a folder (OSError)."""
    from deckctl.io.atomic import check_folder, check_target

    check_folder(out)
    page = out / PAGE
    check_target(page)
    try:
        with open(page, "rb") as handle:
            head = handle.read(4096)
    except FileNotFoundError:
        return
    if GENERATOR not in head:
        raise NotAProof(f"{page} was not written by deckctl proof: choose another --out folder")


def gather(paths: list[Path], out: Path, jobs: int, dpi: int = DPI, progress: Progress | None = None) -> Site:
    """Check the decks and draw what is missing into `out`'s store (raises PathNotFound)."""
    from deckctl.core.workers import ordered_map
    from deckctl.io.discover import discover
    from deckctl.lint.check import check, deck_size

    result = check(paths, jobs, lint=True, cached=True)
    found = discover(paths)
    site = Site(diagnostics=result.diagnostics)
    task = partial(draw_deck, out=out, dpi=dpi)
    for n, entry in enumerate(ordered_map(task, found.decks, jobs, cost=deck_size), 1):
        site.decks.append(entry)
        if progress:
            progress(n, len(found.decks), entry.deck_id)
    site.placement = place(site.decks, site.diagnostics)
    return site


def render(site: Site, out: Path, live: str | None = None, version: int = 0) -> str:
    """The page; `live`: served by the live server at that event stream (`serve.py`)."""
    sections = [deck_html(n, deck, site.placement, links_for(deck.path, out, absolute=live is not None))
                for n, deck in enumerate(site.decks)]
    if site.placement.elsewhere:
        listed = [(f"elsewhere-f{k}", f) for k, f in enumerate(site.placement.elsewhere)]
        sections.append(f'<section class="deck" id="elsewhere"><h2>Outside any deck</h2>{findings_html(listed, None)}'
                        "</section>")
    warnings = sum(1 for d in site.diagnostics if d.severity.value == "warning")
    summary = (f"{site.cards} cards in {len(site.decks)} deck{'' if len(site.decks) == 1 else 's'}; "
               f"{site.errors} error{'' if site.errors == 1 else 's'}, "
               f"{warnings} warning{'' if warnings == 1 else 's'}")
    return page_html("deckctl proof", summary, sections, site.decks, live, version)


def write(site: Site, out: Path) -> None:
    """The page, then the pictures no card shows any more deleted."""
    from deckctl.io.atomic import write_atomic
    from deckctl.proof.store import Store

    os.makedirs(out, exist_ok=True)
    write_atomic(out / PAGE, render(site, out).encode("utf-8"))
    site.removed = Store(out).sweep({key for deck in site.decks for key in deck.keys})
