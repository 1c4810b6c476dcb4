"""A deck's languages drawn side by side: a deck proofed alone, with cores to spare and more than one
language, has each translation's growth measured and its pictures drawn on a process of its own,
forked here with the deck loaded, while this one draws the deck's own language.

One after another, the Wissens-Spektrum starter deck (English and German) spent 0.26 s measuring
the two languages' growth on one core, its pictures drawn in spans on two; side by side each
language's growth and pictures take one core. What a process works out for its languages comes
back here as it would have been written into the deck's entry (`Planned`), and is put in in the
order of the languages, so that the entry, the page and the store's folder are the same, byte for
byte, as one process makes them; what its drawings found fitting, and the growth and the roles
they set, are noted here for lint's `text-fits` and `role-size` (export.pdf.fitted,
export.pdf.roles), which would otherwise lay the translation's cards out again, as the spans of one
language hand theirs back (`drawing._spans_stored`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from deckctl.proof.entries import DeckEntry, Pending
from deckctl.proof.store import SideInfo

# (n, language, its own entry, processes its pictures may be drawn on) -> raster tasks
PlanLanguage = Callable[[int, str, DeckEntry, int], list[Pending]]


@dataclass
class Planned:
    """What planning one language put into its own entry, to put into the deck's."""

    language: str
    title: str | None = None  # the title in this translation, where it has its own
    notes: list = field(default_factory=list)
    keys: set[str] = field(default_factory=set)
    records: set[str] = field(default_factory=set)
    drawn: int = 0
    kept: int = 0
    faces: list[tuple[tuple[str, int], dict[str, SideInfo]]] = field(default_factory=list)  # (file, index) -> sides
    fitting: list[int] | None = None  # where in the deck's cards the cards drawn fitting are (None: drawn here)
    roles: tuple | None = None  # the growth and the roles each side drawn set (export.pdf.roles.drawn_places)
    # raster tasks, each card named by (file, index) and language (here, not the other process's copy)
    pending: list[tuple[object, list[tuple[tuple[str, int], str] | None]]] = field(default_factory=list)


# Cards a deck has at least to be drawn side by side: a process forked from a worker that holds the
# deck costs 0.02-0.05 s before it draws (its start, the pages it copies on writing), about what a
# language of the iKNOW starter deck's 32 cards takes to draw (side by side, as the last of the
# starter decks: 0.157 s against 0.113 s one after another).
SIDE_BY_SIDE_FROM = 96


def processes(deck, languages: list[str], only: dict | None, jobs: int) -> int:
    """How many processes draw the deck's languages (1: one after another, here): side by side
    only for a deck drawn as SVG (a deck with art hands its rasters to the workers) of at least
    `SIDE_BY_SIDE_FROM` cards, every language asked for (not `diff --html`'s few cards), and
    where processes are forked."""
    from deckctl.core.workers import forks
    from deckctl.export.pdf import vector

    if only is not None or jobs < 2 or len(languages) < 2 or len(deck.cards) < SIDE_BY_SIDE_FROM or not forks() \
            or not vector.drawable(deck):
        return 1
    return min(jobs, len(languages))


_planning: tuple | None = None  # what the processes `plan` forks work from


def plan(deck, languages: list[str], count: int, plan_language: PlanLanguage, entry: DeckEntry, cards: dict,
         card_mm: tuple[float, float], jobs: int) -> list[Pending]:
    """Every language planned on `count` processes (this one and `count - 1` forked here, the
    languages dealt out in turn: this one the deck's own), put into `entry` in language order;
    the raster tasks of them all."""
    from deckctl.core.workers import Workers

    global _planning
    dealt = [list(range(k, len(languages), count)) for k in range(count)]
    share = max(1, jobs // count)
    _planning = (deck, languages, plan_language, entry, cards, card_mm, share)
    try:
        with Workers(count - 1) as workers:
            try:
                futures = [workers.pool.submit(_planned, numbers) for numbers in dealt[1:]]
                found = _planned(dealt[0], here=True)
                for future in futures:
                    found += workers.result(future)
            except BaseException:
                workers.kill()  # (nothing draws on once this process has stopped)
                raise
    finally:
        _planning = None
    return _put_in(sorted(found, key=lambda planned: languages.index(planned.language)), deck, languages, entry,
                   cards, card_mm)


def _planned(numbers: list[int], here: bool = False) -> list[Planned]:
    """The languages at these places of the deck's, each planned into an entry of its own; `here`:
    in this process, whose cards and notes for lint hold them already (only the entry's part is
    put in)."""
    from deckctl.export.pdf import fitted, roles

    deck, languages, plan_language, entry, cards, card_mm, share = _planning
    done = []
    for n in numbers:
        language = languages[n]
        own = DeckEntry(entry.path, entry.deck_id, title=entry.title, language=entry.language)
        pending = plan_language(n, language, own, share)
        found = Planned(language, own.titles.get(language), own.notes, own.keys, own.records, own.drawn, own.kept)
        if not here:
            found.faces = [(place, card.faces[language]) for place, card in cards.items() if language in card.faces]
            edition = _edition(deck, n, language)
            found.fitting = fitted.noted_places(edition, language, card_mm)
            found.roles = roles.drawn_places(edition, language, card_mm)
        found.pending = [(job.task, [None if target is None else ((target[0].file, target[0].index), target[1])
                                     for target in job.targets]) for job in pending]
        done.append(found)
    return done


def _put_in(found: list[Planned], deck, languages: list[str], entry: DeckEntry, cards: dict,
            card_mm: tuple[float, float]) -> list[Pending]:
    """Each language's plan put into the deck's entry, in language order, as one process puts it."""
    from deckctl.export.pdf import fitted, roles

    pending = []
    for planned in found:
        if planned.title is not None:
            entry.titles[planned.language] = planned.title
        entry.notes += planned.notes
        entry.keys |= planned.keys
        entry.records |= planned.records
        entry.drawn += planned.drawn
        entry.kept += planned.kept
        for place, sides in planned.faces:
            cards[place].faces[planned.language] = sides
        if planned.fitting is not None:  # (planned on another process)
            edition = _edition(deck, languages.index(planned.language), planned.language)
            fitted.note_places(edition, planned.language, card_mm, planned.fitting)
            if planned.roles is not None:
                roles.note_drawn(edition, planned.language, card_mm, *planned.roles)
        pending += [Pending(task, [None if target is None else (cards[target[0]], target[1]) for target in targets])
                    for task, targets in planned.pending]
    order = {language: n for n, language in enumerate(languages)}
    for card in cards.values():  # (the languages in the deck's order, as drawn one after another)
        card.faces = dict(sorted(card.faces.items(), key=lambda item: order[item[0]]))
    return pending


def _edition(deck, n: int, language: str):
    from deckctl.i18n.editions import edition_in

    return deck if n == 0 else edition_in(deck, language)
