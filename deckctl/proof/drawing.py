"""One deck's cards in every language it has, as pictures in the proof's store.

Every card of the deck is listed in file order, valid or not; a valid card is drawn in each
language, front and back, unless the store already holds its picture under the same key. A card
that `validate` finds an error in is listed without pictures (its faces cannot lay it out until
the error is fixed); so is every card of a deck whose `print:` section or art cannot be used.

A deck without art is drawn as SVG pictures by `plan_deck` itself, on the processes it is given,
forked with the deck loaded: its languages side by side (`apart.py`), and a language's many cards
in spans (`_spans_stored`). A deck with art is
drawn in two steps: `plan_deck` lists the deck and lays out each language's missing cards as one
PDF (one worker task per deck), and the `Rasters` it hands back render that PDF's pages into the
store, a share of the cards each, so that a large deck's pictures are made on every process
(`site.gather`). `draw_deck` does both in one process.
"""

from __future__ import annotations

from pathlib import Path

from deckctl.io.source import card_id_of
from deckctl.proof.entries import CardEntry, DeckEntry, FileEntry, Pending, Rasters
from deckctl.proof.store import SideInfo, Store, is_svg

# Cards one raster task renders at most: PDFium's first pages of a document cost more (its fonts
# loaded, its glyphs cached: 2.8 ms a page in tasks of 16 cards, 2.4 in one of 150, at 150 dpi),
# and a deck's cards must still make enough tasks to keep every process busy.
RASTER_CARDS = 48


def draw_deck(deck_dir: Path, out: Path, dpi: int, only: dict[str, set[str]] | None = None, deck=None,
              known: dict[str, dict[str, SideInfo]] | None = None, jobs: int = 1) -> DeckEntry:
    """The deck's entry for the proof, its missing pictures drawn into `out`'s store here. `only`:
    the card ids to draw in each language (`diff --html`), the other cards listed without pictures;
    `deck`: the deck loaded already; `known`: pictures stored already, by key (not read again);
    `jobs`: the processes its SVG pictures may be drawn on (`plan_deck`)."""
    entry, pending = plan_deck(deck_dir, out, dpi, only, deck, known, jobs=jobs)
    for job in pending:
        finish(entry, job, render(job.task))
    return entry


def plan_deck(deck_dir: Path, out: Path, dpi: int, only: dict[str, set[str]] | None = None, deck=None,
              known: dict[str, dict[str, SideInfo]] | None = None,
              listings: dict | None = None, jobs: int = 1, most: int | None = None) -> tuple[DeckEntry, list[Pending]]:
    """The deck's entry, with the pictures the store holds, and the raster tasks that make the
    missing ones (`render`, then `finish`). `listings`: what listing the deck's files found, kept
    by the caller for the next time (the live server); `jobs`: the processes its SVG pictures may
    be drawn on (forked here); `most`: the pictures it may show (its share of the proof's,
    `limits.picture_shares`), None for all."""
    from deckctl.i18n.editions import edition_in, edition_languages
    from deckctl.proof import apart
    from deckctl.proof.untranslated import notes, unreadable
    from deckctl.validate.deck import load_deck

    if deck is None:
        deck = load_deck(deck_dir)
    entry = _listing(deck, listings)
    if deck.manifest is None or deck.game is None or not deck.cards:
        entry.not_drawn = "the deck's manifest has errors" if deck.manifest is None else ""
        return entry, []
    from deckctl.export.pdf import OptionError, PdfExportError, game_sizes, resolve

    try:
        options = resolve(deck.manifest.print, deck.path)
        game_sizes.check(deck, options.card_mm, f"`{options.card_size}`")  # (imports the face: none is a PdfExportError)
    except (OptionError, PdfExportError):
        entry.not_drawn = "the deck's print: section cannot be used"
        return entry, []
    entry.card_mm = options.card_mm
    invalid = {(d.file, d.card_id) for d in deck.diagnostics if d.is_error and d.card_id}
    deck = _without(deck, invalid)
    cards = {(c.file, c.index): c for f in entry.files for c in f.cards}
    store = Store(out)
    store.prepare()
    languages = edition_languages(deck)
    if only is None and most is not None:
        only = _within(deck, languages, most, cards, entry)

    def plan_language(n: int, language: str, into: DeckEntry, share: int) -> list[Pending]:
        if only is not None and not only.get(language):
            return []  # (not translated: `diff --html` parses only the catalogs of the languages it draws)
        edition = deck if n == 0 else edition_in(deck, language)
        if edition is not deck and edition.manifest is not None and str(edition.manifest.title) != into.title:
            into.titles[language] = str(edition.manifest.title)
        if language != into.language:
            shown = {c.card_id for c in cards.values()} if only is None else only[language]
            shown -= {card_id for _, card_id in invalid}
            # (the deck itself back: its catalog cannot be read, every text prints untranslated)
            into.notes += notes(edition, language, into.language, shown) if edition is not deck else \
                unreadable(deck, language, into.language, shown)
        return _plan_edition(edition, language, options, dpi, store, cards, invalid, into,
                             None if only is None else only[language], known or {}, share)

    side_by_side = apart.processes(deck, languages, only, jobs)
    if side_by_side > 1 and _measured(deck, languages[0], options, dpi, store):
        # (proofed into this folder before: a process forked for a language would mostly look its
        # pictures up, 0.02 s more than here for the Wissens-Spektrum starter deck)
        side_by_side = 1
    pending: list[Pending] = []
    try:
        if side_by_side > 1:
            entry.languages += languages
            pending = apart.plan(deck, languages, side_by_side, plan_language, entry, cards, options.card_mm, jobs)
        else:
            for n, language in enumerate(languages):
                entry.languages.append(language)
                pending += plan_language(n, language, entry, jobs)
    except PdfExportError:  # (art that cannot be read: validate reports it)
        entry.not_drawn = "the deck's art cannot be drawn"
        for card in cards.values():
            card.faces.clear()
        # (its records kept: the growth measured is the texts', which the art leaves as it is; swept,
        # it had been counted as an "old file removed" in a folder new to the proof)
        entry.keys.clear()
        entry.kept = 0
        return entry, []
    return entry, pending


def _within(deck, languages: list[str], most: int, cards: dict, entry: DeckEntry) -> dict[str, set[str]] | None:
    """The cards to draw in each language so that the deck shows at most `most` pictures: in its
    own language first, then in each translation's, in deck order (None: every card fits). The
    cards left out are marked on their entries (`CardEntry.cut`) and counted (`DeckEntry.undrawn`)."""
    refs = deck.cards
    if len(refs) * len(languages) <= most:
        return None
    only, left = {}, most
    for language in languages:
        taken = min(left, len(refs))
        left -= taken
        only[language] = {ref.id for ref in refs[:taken]}
        for ref in refs[taken:]:
            card = cards.get((ref.source.display, ref.index))
            if card is not None:
                card.cut.append(language)
                entry.undrawn += 1
    return only


def _measured(deck, language: str, options, dpi: int, store: Store) -> bool:
    """Whether the store holds what the growth of the deck's texts in `language` came to: the deck
    was proofed into its folder as it is now."""
    from deckctl.proof.keys import card_digests, deck_basis, growth_memo

    return store.growth(growth_memo(deck_basis(deck, options, language, dpi), card_digests(deck))) is not None


def render(task: Rasters) -> list[dict[str, SideInfo]]:
    """Render a raster task's pages and store each card's pictures (a worker task)."""
    from deckctl.export.pdf.pictures import picture_of, rasterise

    rasters = rasterise(task.pdf, range(2 * task.first, 2 * (task.first + len(task.keys))), task.dpi)
    store = Store(task.out)
    return [store.put(key, picture_of(laid_out, rasters[2 * k], rasters[2 * k + 1])) if key is not None else None
            for k, (key, laid_out) in enumerate(zip(task.keys, task.laid_out))]


def finish(entry: DeckEntry, job: Pending, stored: list[dict[str, SideInfo]]) -> None:
    """Put a raster task's stored pictures on their cards."""
    for target, sides in zip(job.targets, stored):
        if target is None:  # (a card drawn with its id's other one: `_drawn_for`)
            continue
        card, language = target
        card.faces[language] = sides
        entry.drawn += 1


def _listing(deck, kept: dict | None = None) -> DeckEntry:
    manifest = deck.manifest
    entry = DeckEntry(deck.path, deck.id)
    if manifest is not None:
        entry.title, entry.language = str(manifest.title), manifest.language
        entry.game = deck.game.title if deck.game is not None else ""
    for source in deck.card_files:
        listed = FileEntry(source.display)
        if isinstance(source.data, list):
            fields = _fields(source, kept)
            for index, raw in enumerate(source.data):
                line, col = source.mark((index,))
                listed.cards.append(CardEntry(source.display, index, _card_id(raw, index), line, col,
                                              fields=fields.get(index, {})))
        entry.files.append(listed)
    return entry


def _fields(source, kept: dict | None = None) -> dict[int, dict[str, str]]:
    """For each card of a file, the fields named by where their keys and values start (a finding
    is placed at one of them). `kept`: file -> (its text, its fields) from the last listing, kept
    by the caller (`proof --serve` lists a deck again when one of its files is saved)."""
    known = kept.get(source.display) if kept is not None else None
    if known is not None and known[0] == source.text:
        return known[1]
    found: dict[int, dict[str, str]] = {}
    for marks in (source.key_marks, source.value_marks):
        for path, (line, col) in marks.items():
            if len(path) > 1 and type(path[0]) is int:
                card = found.get(path[0])
                if card is None:
                    card = found[path[0]] = {}
                card[f"{line}:{col}"] = "/".join(map(str, path[1:]))
    if kept is not None:
        kept[source.display] = (source.text, found)
    return found


def _card_id(raw, index: int) -> str:
    """The card's id as findings name it, else its place in the file."""
    return card_id_of(raw) or f"card {index + 1}"


def _without(deck, invalid: set):
    """The deck as the proof draws it: without its cards that have errors (the page shows their
    errors instead of pictures), which are not measured for the growth either. A card that loads
    but names what its deck does not have (an area a Wissens-Spektrum deck lacks) stopped the proof
    with an internal error as its face looked the area up; build and preview draw no deck with
    errors at all."""
    from dataclasses import replace

    if not invalid:
        return deck
    return replace(deck, cards=[ref for ref in deck.cards if (ref.source.display, ref.id) not in invalid])


def _plan_edition(deck, language: str, options, dpi: int, store: Store, cards: dict, invalid: set,
                  entry: DeckEntry, wanted: set[str] | None, known: dict, jobs: int = 1) -> list[Pending]:
    from deckctl.export.pdf.pictures import factors, growth_of, lay_out
    from deckctl.proof.keys import card_digests, deck_basis, growth_memo

    basis, digests = deck_basis(deck, options, language, dpi), card_digests(deck)
    memo = growth_memo(basis, digests)
    growth, measured = None, store.growth(memo)
    if measured is None:
        growth = growth_of(deck, options, language)
        measured = factors(growth)
        store.put_growth(memo, measured)
    entry.records.add(memo)
    found, groups = _look_up(deck, basis, measured, digests, store, cards, invalid, wanted, known)
    if growth is None and any(stored is None for *_, stored in found):
        growth = growth_of(deck, options, language)  # (cards to draw: they need the growth itself)
        if factors(growth) != measured:  # (a memo this code did not write: what was measured now holds)
            measured = factors(growth)
            store.put_growth(memo, measured)
            found, groups = _look_up(deck, basis, measured, digests, store, cards, invalid, wanted, known)
    looked_in = tuple(groups.values())
    missing: dict[str, list[tuple[str, CardEntry]]] = {}
    records: dict[str, dict[str, dict[str, SideInfo]]] = {group: {} for group in looked_in}  # group -> key -> sides
    stale: set[str] = set()  # groups to write again: a picture drawn, or its record not found in them
    for ref, card, key, stored in found:
        entry.keys.add(key)
        group = groups[ref.source.display]
        if stored is not None and is_svg(stored) and key not in store.records(group):
            stale.add(group)  # (found in another group: its card moved to this file)
        if stored is not None:
            card.faces[language] = stored
            entry.kept += 1
            if is_svg(stored):
                records[group][key] = stored
        else:
            missing.setdefault(ref.id, []).append((key, card, group))
    entry.records.update(looked_in)
    if missing and _drawn_as_svg(deck, options, language, missing, growth, dpi, store, entry, records, stale, jobs):
        missing = {}
    for group in sorted(stale):
        store.put_records(group, records[group])
    if not missing:
        return []
    layout = lay_out(deck, options, language, list(missing), growth)
    keys, targets = [], []
    for target in _drawn_for(deck, missing):  # (one a card of the layout)
        keys.append(target[0] if target else None)
        targets.append((target[1], language) if target else None)
    tasks = -(-len(keys) // RASTER_CARDS)
    bounds = [len(keys) * k // tasks for k in range(tasks + 1)]  # (even shares)
    return [Pending(Rasters(layout.pdf, first, keys[first:last], layout.cards[first:last], dpi, store.folder.parent),
                    targets[first:last]) for first, last in zip(bounds, bounds[1:])]


def _look_up(deck, basis: str, growth_factors: list, digests: list[str], store: Store, cards: dict, invalid: set,
             wanted: set[str] | None, known: dict) -> tuple[list, dict[str, str]]:
    """Each card to show in this language, with its key and its pictures if the store (or `known`)
    holds them: (ref, card entry, key, sides or None); and each card file's group of records."""
    from deckctl.proof.keys import card_key, deck_digest

    shared = deck_digest(basis, growth_factors)
    groups = _groups(deck, shared)
    looked_in = tuple(groups.values())
    found = []
    for ref, digest in zip(deck.cards, digests):
        card = cards.get((ref.source.display, ref.index))
        if card is None or (ref.source.display, ref.id) in invalid or (wanted is not None and ref.id not in wanted):
            continue
        key = card_key(shared, digest)
        stored = known.get(key)
        if stored is None:
            stored = store.get(key, looked_in)
        found.append((ref, card, key, stored))
    return found, groups


def _groups(deck, shared: str) -> dict[str, str]:
    """Each card file's group of records in the language `shared` stands for (store.py): named by a
    digest of the two, the card file as it lies in the deck folder (the same wherever it is proofed)."""
    import hashlib

    named = {}
    for source in [*deck.card_files, *(ref.source for ref in deck.cards)]:
        if source.display in named:
            continue
        try:
            place = source.path.relative_to(deck.path).as_posix()
        except ValueError:
            place = source.path.name
        named[source.display] = hashlib.sha256(f"{shared}\n{place}".encode("utf-8", "surrogatepass")).hexdigest()
    return named


def _drawn_for(deck, missing: dict[str, list[tuple[str, CardEntry, str]]]) -> list[tuple[str, CardEntry, str] | None]:
    """Whose pictures `draw_svgs` and `lay_out` draw for the ids in `missing`, in the order they
    draw them: every card of such an id, in deck order. Each is its (key, card, group), or None for
    a card whose pictures are not missing: a second card of one id (validate's `duplicate-id`
    error: listed without pictures) or one whose pictures the store holds."""
    waiting = {(target[1].file, target[1].index): target for targets in missing.values() for target in targets}
    return [waiting.get((ref.source.display, ref.index)) for ref in deck.cards if ref.id in missing]


def _drawn_as_svg(deck, options, language: str, missing: dict, growth, dpi: int, store: Store,
                  entry: DeckEntry, records: dict, stale: set, jobs: int = 1) -> bool:
    """Draw the missing cards as SVG pictures (`export.pdf.vector`) into the store: no PDF, no
    rendering, so no task for other workers (their records added to `records`, their groups to
    `stale`: the caller writes them). Many cards are drawn on up to `jobs` processes forked here, a
    span of them each (`_spans_stored`). False, nothing drawn, for a deck with art (drawn as
    rasters of its PDF)."""
    from deckctl.export.pdf import vector

    if not vector.drawable(deck):
        return False
    ids = list(missing)
    try:
        if jobs > 1 and len(ids) >= SPLIT_FROM:
            stored = _spans_stored(deck, options, language, missing, growth, dpi, store, jobs)
        else:
            stored = _span_stored(deck, options, language, missing, growth, dpi, store.folder.parent, ids)
    except vector.Untranslatable:
        return False
    for target in _drawn_for(deck, missing):
        if target is None:
            continue
        key, card, group = target
        card.faces[language] = records[group][key] = stored[key]
        stale.add(group)
        entry.drawn += 1
    return True


# Missing cards of a language from which `_drawn_as_svg` draws them on several processes: forking
# one with the deck in memory (and its pictures' records handed back) costs 10-20 ms.
SPLIT_FROM = 96

_spanning: tuple | None = None  # what the processes `_spans_stored` forks draw their spans of


def _span_stored(deck, options, language: str, missing: dict, growth, dpi: int, out: Path,
                 ids: list[str]) -> dict[str, dict[str, SideInfo]]:
    """The missing cards of these ids drawn and stored, by key."""
    from deckctl.export.pdf import vector

    pictures = vector.draw_svgs(deck, options, language, ids, dpi, growth)
    store = Store(out)
    return {target[0]: store.put(target[0], picture, grouped=True)
            for picture, target in zip(pictures, _drawn_for(deck, {i: missing[i] for i in ids}))
            if target is not None}


def _spans_stored(deck, options, language: str, missing: dict, growth, dpi: int, store: Store,
                  jobs: int) -> dict[str, dict[str, SideInfo]]:
    """`_span_stored` on `jobs` processes, each drawing a span of the ids in deck order (the same
    pictures, byte for byte, as one process draws): this one draws the first, the others are forked
    here. The texts this process lays out stay laid out for lint's `text-fits`, and what the
    others' drawings found fitting is noted here for it (export.pdf.fitted), with the roles they
    set for `role-size` (export.pdf.roles)."""
    from deckctl.core.workers import Workers, forks
    from deckctl.export.pdf import fitted, roles, vector
    from deckctl.export.pdf.pictures import single_options

    ids = list(missing)
    if not forks():  # (the others must be forked: they draw the deck loaded here)
        return _span_stored(deck, options, language, missing, growth, dpi, store.folder.parent, ids)
    global _spanning
    bounds = [len(ids) * k // jobs for k in range(jobs + 1)]
    spans = [ids[a:b] for a, b in zip(bounds, bounds[1:])]
    _spanning = (deck, options, language, missing, growth, dpi, store.folder.parent)
    try:
        with Workers(jobs - 1) as workers:
            try:
                futures = [workers.pool.submit(_draw_span, span) for span in spans[1:]]
                stored = _span_stored(deck, options, language, missing, growth, dpi, store.folder.parent, spans[0])
                drawn = [workers.result(future) for future in futures]
            except BaseException:
                workers.kill()  # (nothing draws on once this process has stopped)
                raise
    except vector.Untranslatable:
        # (a span that cannot be drawn as SVG: the deck is drawn as rasters under the same keys,
        # so no SVG file another span stored stays behind)
        store.discard_svgs(target[0] for target in _drawn_for(deck, missing) if target is not None)
        raise
    finally:
        _spanning = None
    card_mm = single_options(options).card_mm
    for span_stored, fitting, set_roles in drawn:
        stored.update(span_stored)
        fitted.note_places(deck, language, card_mm, fitting)
        if set_roles is not None:
            roles.note_drawn(deck, language, card_mm, *set_roles)
    return stored


def _draw_span(ids: list[str]) -> tuple[dict[str, dict[str, SideInfo]], list[int], tuple | None]:
    """A forked process's task: its span drawn and stored, where in the deck the cards its drawing
    found fitting are, and the roles each side it drew set (for lint's role-size, which would
    otherwise lay those cards out again: 0.3 s of the 1,080-card bench deck's lint)."""
    from deckctl.export.pdf import fitted, roles
    from deckctl.export.pdf.pictures import single_options

    deck, options, language, missing, growth, dpi, out = _spanning
    stored = _span_stored(deck, options, language, missing, growth, dpi, out, ids)
    card_mm = single_options(options).card_mm
    return stored, fitted.noted_places(deck, language, card_mm), roles.drawn_places(deck, language, card_mm)
