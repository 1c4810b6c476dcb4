"""One deck's cards in every language it has, as pictures in the proof's store (one worker task).

Every card of the deck is listed in file order, valid or not; a valid card is drawn in each
language, front and back, unless the store already holds its picture under the same key. A card
that `validate` finds an error in is listed without pictures (its faces cannot lay it out until
the error is fixed); so is every card of a deck whose `print:` section or art cannot be used.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from deckctl.proof.store import SideInfo, Store


@dataclass
class CardEntry:
    file: str  # the card file, as findings name it
    index: int  # the card's place in its file
    card_id: str
    line: int
    col: int
    faces: dict[str, dict[str, SideInfo]] = field(default_factory=dict)  # language -> side -> picture
    fields: dict[str, str] = field(default_factory=dict)  # "line:col" -> the field whose key or value starts there
    stale: bool = False  # the live server shows the last good pictures of a card that does not load now


@dataclass
class FileEntry:
    file: str
    cards: list[CardEntry] = field(default_factory=list)


@dataclass
class DeckEntry:
    path: Path  # the deck folder
    deck_id: str
    title: str = ""
    game: str = ""
    language: str = ""
    languages: list[str] = field(default_factory=list)  # the deck's own first
    card_mm: tuple[float, float] = (63.0, 88.0)
    files: list[FileEntry] = field(default_factory=list)
    keys: set[str] = field(default_factory=set)  # every picture the entry shows
    drawn: int = 0  # card pictures drawn now (each language counts)
    kept: int = 0  # taken from the store
    not_drawn: str = ""  # why no card of the deck has pictures, if none has


def draw_deck(deck_dir: Path, out: Path, dpi: int, only: dict[str, set[str]] | None = None) -> DeckEntry:
    """The deck's entry for the proof, its missing pictures drawn into `out`'s store. `only`: the
    card ids to draw in each language (`diff --html`), the other cards listed without pictures."""
    from deckctl.validate.deck import load_deck

    deck = load_deck(deck_dir)
    entry = _listing(deck)
    if deck.manifest is None or deck.game is None or not deck.cards:
        entry.not_drawn = "the deck's manifest has errors" if deck.manifest is None else ""
        return entry
    from deckctl.export.pdf import OptionError, PdfExportError, resolve
    from deckctl.export.pdf.base import face_of

    try:
        options = resolve(deck.manifest.print, deck.path)
        face_of(deck)
    except (OptionError, PdfExportError):
        entry.not_drawn = "the deck's print: section cannot be used"
        return entry
    entry.card_mm = options.card_mm
    invalid = {(d.file, d.card_id) for d in deck.diagnostics if d.is_error and d.card_id}
    cards = {(c.file, c.index): c for f in entry.files for c in f.cards}
    store = Store(out)
    store.prepare()
    for language, edition in _editions(deck):
        entry.languages.append(language)
        if only is not None and not only.get(language):
            continue
        try:
            _draw_edition(edition, language, options, dpi, store, cards, invalid, entry,
                          None if only is None else only[language])
        except PdfExportError:  # (art that cannot be read: validate reports it)
            entry.not_drawn = "the deck's art cannot be drawn"
            for card in cards.values():
                card.faces.clear()
            entry.keys.clear()
            break
    return entry


def _listing(deck) -> DeckEntry:
    manifest = deck.manifest
    entry = DeckEntry(deck.path, deck.id)
    if manifest is not None:
        entry.title, entry.language = str(manifest.title), manifest.language
        entry.game = deck.game.title if deck.game is not None else ""
    for source in deck.card_files:
        listed = FileEntry(source.display)
        if isinstance(source.data, list):
            fields = _fields(source)
            for index, raw in enumerate(source.data):
                line, col = source.mark((index,))
                listed.cards.append(CardEntry(source.display, index, _card_id(raw, index), line, col,
                                              fields=fields.get(index, {})))
        entry.files.append(listed)
    return entry


def _fields(source) -> dict[int, dict[str, str]]:
    """For each card of a file, the fields named by where their keys and values start (a finding
    is placed at one of them)."""
    found: dict[int, dict[str, str]] = {}
    for marks in (source.key_marks, source.value_marks):
        for path, (line, col) in marks.items():
            if len(path) > 1 and isinstance(path[0], int):
                found.setdefault(path[0], {})[f"{line}:{col}"] = "/".join(str(p) for p in path[1:])
    return found


def _card_id(raw, index: int) -> str:
    card_id = raw.get("id") if isinstance(raw, dict) else None
    return card_id if isinstance(card_id, str) and card_id else f"card {index + 1}"


def _editions(deck):
    """(language, the deck in it): its own language, then each one it has a catalog for."""
    yield deck.manifest.language, deck
    if next((deck.path / "locales").glob("*.po"), None) is None:
        return
    from deckctl.i18n.apply import localize
    from deckctl.i18n.locales import languages

    for language in languages(deck):
        translated, _ = localize(deck, language)  # a refused translation keeps the source texts (validate says so)
        yield language, translated


def _draw_edition(deck, language: str, options, dpi: int, store: Store, cards: dict, invalid: set,
                  entry: DeckEntry, wanted: set[str] | None = None) -> None:
    from deckctl.export.pdf.pictures import draw_pictures, factors, growth_of
    from deckctl.proof.keys import card_key, deck_digest

    growth = growth_of(deck, options, language)
    shared = deck_digest(deck, options, language, factors(growth), dpi)
    missing: dict[str, list[tuple[str, CardEntry]]] = {}
    for ref in deck.cards:
        card = cards.get((ref.source.display, ref.index))
        if card is None or (ref.source.display, ref.id) in invalid or (wanted is not None and ref.id not in wanted):
            continue
        key = card_key(shared, ref.card)
        entry.keys.add(key)
        stored = store.get(key)
        if stored is not None:
            card.faces[language] = stored
            entry.kept += 1
        else:
            missing.setdefault(ref.id, []).append((key, card))
    if not missing:
        return
    for picture in draw_pictures(deck, options, language, list(missing), dpi, growth):
        key, card = missing[picture.card_id].pop(0)  # (two cards of one id: validate's error, drawn in order)
        card.faces[language] = store.put(key, picture)
        entry.drawn += 1
