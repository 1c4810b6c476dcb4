"""Two sides of a diff compared deck by deck: cards by id, fields by path, catalogs by msgctxt."""

from __future__ import annotations

import tempfile
from collections import deque
from dataclasses import dataclass, field, replace
from pathlib import Path, PurePosixPath

from deckctl.core.diagnostics import Diagnostic
from deckctl.diff.sides import Side, deck_folder
from deckctl.i18n.locales import is_catalog_name

MISSING = object()  # a field the card does not have on that side


@dataclass
class FieldChange:
    path: str  # `value`, `questions/3/answer` (list positions from 1, as in catalogs)
    old: object = MISSING
    new: object = MISSING
    # Languages whose catalog entry for this text still translates it as it was (no `deckctl i18n
    # update` since): their editions print the source text in its place (a STALE entry, as apply calls it)
    stale: list[str] = field(default_factory=list)


@dataclass
class CardChange:
    id: str
    file: str  # relative to the deck folder, on the new side
    fields: list[FieldChange] = field(default_factory=list)


@dataclass
class Move:
    id: str
    old_file: str
    new_file: str


@dataclass
class Rename:
    old_file: str  # a card file gone from the deck, relative to the deck folder
    new_file: str  # the new file (not on the old side) holding most of its cards


@dataclass
class IdRename:
    """A card whose id changed, its content the same or nearly: the same fields, more than half of
    them with the same value (as git calls a file renamed, not one removed and one added)."""

    old_id: str
    new_id: str
    old_file: str
    file: str  # on the new side
    fields: list[FieldChange] = field(default_factory=list)  # its changes besides the id
    # Languages that translate the card under its old id alone (no `deckctl i18n update` since): their
    # editions print its source texts until then
    stale: list[str] = field(default_factory=list)


@dataclass
class Placed:
    id: str
    file: str


@dataclass
class Fuzzy:
    language: str
    context: str  # `<card id>/<field path>`


@dataclass
class Reviewed:
    language: str
    context: str  # `<card id>/<field path>`
    translation: str  # what the card prints now, where it printed the source text before
    suggested: str | None = None  # the fuzzy entry's text before, when the review changed it


@dataclass
class TranslationChange:
    language: str
    change: FieldChange  # path: the entry's msgctxt (`<card id>/<field path>`); old, new: its msgstr


@dataclass
class DeckDiff:
    path: str  # the deck folder, relative to its side's root ("" for the root itself)
    id: str
    file: str = ""  # a card file compared on its own: its name (`Side.file`)
    manifest: list[FieldChange] = field(default_factory=list)
    added: list[Placed] = field(default_factory=list)
    removed: list[Placed] = field(default_factory=list)
    renamed: list[Rename] = field(default_factory=list)  # card files; their cards are not `moved`
    renamed_ids: list[IdRename] = field(default_factory=list)  # cards; not in `added` nor `removed`
    moved: list[Move] = field(default_factory=list)  # cards whose file changed otherwise
    changed: list[CardChange] = field(default_factory=list)
    fuzzy: list[Fuzzy] = field(default_factory=list)  # fuzzy now, not before: their cards print the source text
    reviewed: list[Reviewed] = field(default_factory=list)  # fuzzy before, not now: their translations print
    translated: list[TranslationChange] = field(default_factory=list)  # translations in use, neither side fuzzy
    problems: list[Diagnostic] = field(default_factory=list)  # files that do not load: not compared
    # the languages whose catalog only the new side has, each with how many entries it translates
    catalogs_added: dict[str, int] = field(default_factory=dict)

    @property
    def empty(self) -> bool:
        return not (self.manifest or self.added or self.removed or self.renamed or self.renamed_ids or self.moved
                    or self.changed
                    or self.fuzzy or self.reviewed or self.translated or self.problems or self.catalogs_added)


@dataclass(frozen=True)
class _CatalogTexts:
    """What a catalog gives the comparison; the same object for the same bytes (`_Catalogs`)."""

    fuzzy: frozenset[str] = frozenset()  # msgctxts of the entries flagged fuzzy
    # msgctxt -> msgstr of the entries the cards print: empty and fuzzy ones left out (a fuzzy
    # entry's msgstr is a suggestion, as msgfmt leaves it out of what is printed)
    translations: dict[str, str] = field(default_factory=dict)
    suggested: dict[str, str] = field(default_factory=dict)  # msgctxt -> msgstr of the fuzzy entries
    sources: dict[str, str] = field(default_factory=dict)  # msgctxt -> msgid of the entries in `translations`


@dataclass
class _DeckFiles:
    manifest: object = None
    cards: dict[str, tuple[str, dict]] = field(default_factory=dict)  # id -> (file, card)
    catalogs: dict[str, _CatalogTexts] = field(default_factory=dict)  # by language
    problems: list[Diagnostic] = field(default_factory=list)

    @property
    def id(self) -> str:
        return str(self.manifest.get("id", "")) if isinstance(self.manifest, dict) else ""


def _load_yaml(data: bytes, display: str):
    from deckctl.io.source import source_of_bytes

    return source_of_bytes(data, display)


def _empty(source) -> bool:
    """A file holding nothing but blank lines and comments."""
    errors = [d.code for d in source.diagnostics if d.is_error]
    return source.data is None and errors == ["empty-file"]


class _Catalogs:
    """Each distinct catalog parsed once, however many names or sides hold its bytes (most of a
    change's catalogs are the same blob on both sides): Babel's parse is the comparison's costliest
    step. A catalog that does not parse gives its errors again, each side naming its own file.
    `keep_parses`: Babel's parses are kept (`shared_catalog`) for the page drawn next."""

    def __init__(self, keep_parses: bool) -> None:
        self._read: dict[bytes, tuple[str, _CatalogTexts, list[Diagnostic]]] = {}
        self._keep_parses = keep_parses

    def texts(self, data: bytes, display: str) -> tuple[_CatalogTexts, list[Diagnostic]]:
        if data not in self._read:
            self._read[data] = (display, *_catalog_texts(data, display, self._keep_parses))
        first, texts, problems = self._read[data]
        return texts, [replace(p, file=display) if p.file == first else p for p in problems]


def _catalog_texts(data: bytes, display: str, keep_parse: bool) -> tuple[_CatalogTexts, list[Diagnostic]]:
    """A catalog's fuzzy msgctxts and its translations, or the errors that keep it from being read."""
    from deckctl.i18n.catalog import is_text, read_catalog, shared_catalog

    with tempfile.TemporaryDirectory(prefix="deckctl-diff-") as tmp:
        path = Path(tmp) / "file.po"
        path.write_bytes(data)
        # (shared: `diff --html` then draws each side's decks from the parse of the same bytes; the
        # text and JSON diff let each go once read, not holding up to 16 MiB of catalogs' parses)
        catalog = (shared_catalog if keep_parse else read_catalog)(path, display)
    if catalog.catalog is None:
        return _CatalogTexts(), [d for d in catalog.diagnostics if d.is_error]
    texts = [m for m in catalog.catalog if is_text(m)]
    return _CatalogTexts(frozenset(m.context for m in texts if m.fuzzy),
                         {m.context: m.string for m in texts
                          if not m.fuzzy and isinstance(m.string, str) and m.string},
                         {m.context: m.string for m in texts if m.fuzzy and isinstance(m.string, str) and m.string},
                         {m.context: m.id for m in texts if not m.fuzzy and isinstance(m.string, str) and m.string}), []


def _read(side: Side, catalogs: _Catalogs) -> dict[str, _DeckFiles]:
    decks: dict[str, _DeckFiles] = {}
    for name, why in sorted(side.refused.items()):  # (over the limit of their kind: never read)
        decks.setdefault(deck_folder(name), _DeckFiles()).problems.append(why)
    for name in sorted(side.files):
        data = side.files[name]
        deck = decks.setdefault(deck_folder(name), _DeckFiles())
        display = side.display(name)
        local = PurePosixPath(name).relative_to(deck_folder(name)) if deck_folder(name) else PurePosixPath(name)
        if name.endswith(".po"):
            if not is_catalog_name(PurePosixPath(name).stem):  # (no language: validate refuses it too)
                from deckctl.i18n.check import misnamed_catalog  # (its error, as validate words it: rarely needed)

                deck.problems.append(misnamed_catalog(Path(PurePosixPath(name).name), display))
                continue
            deck.catalogs[PurePosixPath(name).stem], problems = catalogs.texts(data, display)
            deck.problems += problems
            continue
        source = _load_yaml(data, display)
        if _empty(source):
            continue  # no cards (git difftool passes an empty file for a side the file is missing on)
        if source.data is None and not source.ok:
            from deckctl.io.source import with_card_ids  # (each named by the card it falls in, as validate names it)

            deck.problems += [d for d in with_card_ids(source)[0] if d.is_error]
            continue
        if PurePosixPath(name).name == "deck.yaml":
            deck.manifest = source.data
            continue
        for index, card in enumerate(source.data if isinstance(source.data, list) else []):
            card_id = card.get("id") if isinstance(card, dict) else None
            if not isinstance(card_id, str):
                line, col = source.mark((index,))
                deck.problems.append(Diagnostic(display, line, col, "card-without-id",
                                                f"card {index + 1} has no `id`, so it cannot be compared",
                                                hint="give every card an `id:`"))
            elif card_id in deck.cards:
                line, col = source.mark((index, "id"))
                deck.problems.append(Diagnostic(display, line, col, "duplicate-id",
                                                f"card id `{card_id}` appears twice, so it cannot be compared",
                                                card_id=card_id, hint="give every card its own id (deckctl validate)"))
            else:
                deck.cards[card_id] = (str(local), card)
    return decks


def leaves(value: object, at: tuple = ()) -> list[tuple[tuple, object]]:
    """A card's (or manifest's) fields as (path in the data, value), in the order written; a list
    of texts or letters is one value."""
    if isinstance(value, dict):
        return [leaf for key, item in value.items() for leaf in leaves(item, (*at, key))]
    if isinstance(value, list) and any(isinstance(item, (dict, list)) for item in value):
        return [leaf for index, item in enumerate(value) for leaf in leaves(item, (*at, index))]
    return [(at, value)]


def field_path(at: tuple) -> str:
    """`questions/3/answer`: keys as written, list positions from 1 (as in catalogs)."""
    return "/".join(str(step + 1) if isinstance(step, int) else str(step) for step in at)


def flatten(value: object) -> dict[str, object]:
    """A card (or manifest) as field path -> value."""
    return {field_path(at): item for at, item in leaves(value)}


def field_changes(old: object, new: object) -> list[FieldChange]:
    before, after = flatten(old), flatten(new)
    changes = [FieldChange(path, before.get(path, MISSING), value)
               for path, value in after.items() if before.get(path, MISSING) != value]
    changes += [FieldChange(path, value, MISSING) for path, value in before.items() if path not in after]
    return changes


def _pair(old: dict[str, _DeckFiles], new: dict[str, _DeckFiles]) -> list[tuple[str, _DeckFiles, _DeckFiles]]:
    """Decks matched by folder, then (a renamed folder) by deck id; unmatched ones meet an empty side."""
    pairs = [(folder, old[folder], new[folder]) for folder in sorted(old.keys() & new.keys())]
    gone = {folder: deck for folder, deck in old.items() if folder not in new}
    came = {folder: deck for folder, deck in new.items() if folder not in old}
    by_id = {deck.id: folder for folder, deck in gone.items() if deck.id}
    for folder, deck in sorted(came.items()):
        match = by_id.pop(deck.id, None) if deck.id else None
        pairs.append((folder, gone.pop(match) if match is not None else _DeckFiles(), deck))
    pairs += [(folder, deck, _DeckFiles()) for folder, deck in sorted(gone.items())]
    return sorted(pairs, key=lambda pair: pair[0])


def renames(old: dict[str, tuple[str, dict]], new: dict[str, tuple[str, dict]]) -> list[Rename]:
    """Card files renamed (`git mv`): a file gone from the deck whose cards are, more than half of
    them, in one file that is new. Its cards are then not each a move: a reviewer reads one line
    for the file, and a move for each card that went elsewhere."""
    old_files = {file for file, _ in old.values()}
    new_files = {file for file, _ in new.values()}
    size: dict[str, int] = {}
    shared: dict[tuple[str, str], int] = {}
    for card_id, (file, _) in old.items():
        size[file] = size.get(file, 0) + 1
        there = new.get(card_id)
        if file not in new_files and there is not None and there[0] not in old_files:
            shared[(file, there[0])] = shared.get((file, there[0]), 0) + 1
    found, taken = [], set()
    for (gone, came), count in sorted(shared.items(), key=lambda item: (-item[1], item[0])):
        if count * 2 > size[gone] and gone not in taken and came not in taken:
            found.append(Rename(gone, came))
            taken |= {gone, came}
    return sorted(found, key=lambda rename: rename.old_file)


def id_renames(removed: dict[str, tuple[str, dict]], added: dict[str, tuple[str, dict]]) -> list[tuple[str, str]]:
    """(old id, new id) of the cards removed and added that are one card renamed: the same content
    besides the id, or the same fields with more than half of their values the same. Each card
    pairs at most once: identical ones first, in the old side's order, then the closest pairs.
    Where that would compare more than MAX_RENAME_FIELDS fields (pairs times their fields), only
    identical cards are paired (as git's renameLimit: comparing every pair grows with their product)."""
    from deckctl.diff.limits import MAX_RENAME_FIELDS

    before = {card_id: _content(card) for card_id, (_, card) in removed.items()}
    after = {card_id: _content(card) for card_id, (_, card) in added.items()}
    identical: dict[tuple, deque[str]] = {}
    for card_id, content in after.items():
        identical.setdefault(_key(content), deque()).append(card_id)
    found = []
    for card_id, content in before.items():
        same = identical.get(_key(content))
        if same:
            found.append((card_id, same.popleft()))
    taken = {card_id for pair in found for card_id in pair}
    shapes: dict[tuple, tuple[list[str], list[str]]] = {}  # (the cards of one set of fields, each side's)
    for side, contents in ((0, before), (1, after)):
        for card_id, content in contents.items():
            if card_id not in taken and content:
                shapes.setdefault(tuple(content), ([], []))[side].append(card_id)
    if sum(len(olds) * len(news) * len(shape) for shape, (olds, news) in shapes.items()) > MAX_RENAME_FIELDS:
        shapes = {}
    candidates = []
    for olds, news in shapes.values():
        for old_id in olds:
            for new_id in news:
                equal = sum(1 for path, value in before[old_id].items() if after[new_id][path] == value)
                if equal * 2 > len(before[old_id]):
                    candidates.append((-equal, old_id, new_id))
    order = {card_id: n for n, card_id in enumerate([*before, *after])}
    for _, old_id, new_id in sorted(candidates, key=lambda c: (c[0], order[c[1]], order[c[2]])):
        if old_id not in taken and new_id not in taken:
            found.append((old_id, new_id))
            taken |= {old_id, new_id}
    return sorted(found, key=lambda pair: order[pair[0]])


def _content(card: dict) -> dict[str, object]:
    """A card's fields besides its id (field path -> value), in path order."""
    return dict(sorted(flatten({key: value for key, value in card.items() if key != "id"}).items()))


def _key(content: dict[str, object]) -> tuple:
    """A card's content as a key of a dict: equal for equal content (a list of texts as a tuple)."""
    return tuple((path, _hashable(value)) for path, value in content.items())


def _hashable(value: object) -> object:
    if isinstance(value, list):
        return tuple(_hashable(item) for item in value)
    try:
        hash(value)
    except TypeError:  # (no value YAML gives a card is, but nothing read may break the comparison)
        return repr(value)
    return value


def _translated_cards(catalogs: dict[str, _CatalogTexts]) -> dict[str, set[str]]:
    """The ids of the cards each language translates a text of (deck texts' first part too: no card's)."""
    return {language: {context.partition("/")[0] for context in texts.translations}
            for language, texts in catalogs.items()}


def _compare_deck(folder: str, old: _DeckFiles, new: _DeckFiles) -> DeckDiff:
    result = DeckDiff(folder, new.id or old.id or folder)
    result.problems = old.problems + new.problems
    if result.problems:
        return result
    if old.manifest is not None or new.manifest is not None:
        result.manifest = field_changes(old.manifest or {}, new.manifest or {})
        _mark_stale(result.manifest, _manifest_texts(old.manifest), _manifest_texts(new.manifest), new.catalogs)
    result.renamed = renames(old.cards, new.cards)
    renamed_to = {rename.old_file: rename.new_file for rename in result.renamed}
    for card_id, (file, card) in new.cards.items():
        if card_id not in old.cards:
            result.added.append(Placed(card_id, file))
            continue
        old_file, old_card = old.cards[card_id]
        if renamed_to.get(old_file, old_file) != file:
            result.moved.append(Move(card_id, old_file, file))
        changes = field_changes(old_card, card)
        if changes:
            _mark_stale(changes, _card_texts(card_id, old_card), _card_texts(card_id, card), new.catalogs)
            result.changed.append(CardChange(card_id, file, changes))
    result.removed = [Placed(card_id, file) for card_id, (file, _) in old.cards.items() if card_id not in new.cards]
    _pair_renamed_ids(result, old, new)
    result.catalogs_added = {language: len(new.catalogs[language].translations)
                             for language in sorted(new.catalogs.keys() - old.catalogs.keys())}
    for language in sorted(old.catalogs.keys() | new.catalogs.keys()):
        before, after = old.catalogs.get(language, _CatalogTexts()), new.catalogs.get(language, _CatalogTexts())
        if before is after:
            continue  # (the same bytes on both sides: nothing in it changed)
        _compare_catalog(result, language, before, after)
    return result


def _pair_renamed_ids(result: DeckDiff, old: _DeckFiles, new: _DeckFiles) -> None:
    """Move the cards removed and added that are one card renamed to `renamed_ids`."""
    pairs = id_renames({c.id: old.cards[c.id] for c in result.removed}, {c.id: new.cards[c.id] for c in result.added})
    translated = _translated_cards(new.catalogs) if pairs else {}
    for old_id, new_id in pairs:
        (old_file, old_card), (file, card) = old.cards[old_id], new.cards[new_id]
        changes = [c for c in field_changes(old_card, card) if c.path != "id"]
        _mark_stale(changes, _card_texts(old_id, old_card), _card_texts(new_id, card), new.catalogs)
        # (the languages that translate it under its old id alone)
        stale = sorted(language for language, ids in translated.items() if old_id in ids and new_id not in ids)
        result.renamed_ids.append(IdRename(old_id, new_id, old_file, file, changes, stale))
    gone, came = {old_id for old_id, _ in pairs}, {new_id for _, new_id in pairs}
    result.removed = [c for c in result.removed if c.id not in gone]
    result.added = [c for c in result.added if c.id not in came]


def _mark_stale(changes: list[FieldChange], before: dict[str, tuple[str, str]], after: dict[str, tuple[str, str]],
                catalogs: dict[str, _CatalogTexts]) -> None:
    """Give each change the languages whose translation of a text it changed is left stale: an
    entry translated (not fuzzy) whose msgid is not the text now. `before`, `after`: each side's
    texts, field path -> (msgctxt, source text); a list of texts is one field, an entry each."""
    for change in changes:
        inside = [(context, source) for path, (context, source) in after.items()
                  if (path == change.path or path.startswith(f"{change.path}/")) and before.get(path) != (context, source)]
        change.stale = sorted({language for language, texts in catalogs.items() for context, source in inside
                               if context in texts.translations and texts.sources.get(context) != source})


def _card_texts(card_id: str, card: dict) -> dict[str, tuple[str, str]]:
    """The card's translatable texts as `deckctl i18n` finds them (field path -> (msgctxt, source))."""
    from deckctl.i18n.texts import card_texts

    try:
        texts = card_texts(_AsRead(card_id, _as_model_gives(card)))
    except (KeyError, TypeError):  # (a card no model takes: a letter card without a value, an accept list of lists)
        return {}  # (its texts are none a catalog holds: it is not valid, nothing is extracted from it)
    return {field_path(text.path): (text.context, text.source) for text in texts}


def _manifest_texts(manifest: object) -> dict[str, tuple[str, str]]:
    """The manifest's translatable texts as `deckctl i18n` names them: `deck/title`, `deck/description`,
    `areas/<area id>/name` (field path -> (msgctxt, source))."""
    data = _as_model_gives(manifest) if isinstance(manifest, dict) else {}
    texts = {key: (f"deck/{key}", data[key]) for key in ("title", "description") if isinstance(data.get(key), str)}
    areas = data.get("areas")
    for index, area in enumerate(areas if isinstance(areas, list) else []):
        if isinstance(area, dict) and isinstance(area.get("id"), str) and isinstance(area.get("name"), str):
            texts[f"areas/{index + 1}/name"] = (f"areas/{area['id']}/name", area["name"])
    return texts


@dataclass(frozen=True)
class _AsRead:
    """A card as its file gives it, in the shape i18n.texts.card_texts reads a card model in."""

    id: str
    data: dict

    def model_dump(self, exclude_none: bool = True) -> dict:
        return self.data


def _as_model_gives(value: object) -> object:
    """A file's data as the deck's models give it, as far as its texts go: texts stripped (the catalog
    holds them so), keys that are no text and empty values left out, other values as text."""
    if isinstance(value, dict):
        return {key: _as_model_gives(item) for key, item in value.items() if isinstance(key, str) and item is not None}
    if isinstance(value, list):
        return [_as_model_gives(item) for item in value if item is not None]
    return value.strip() if isinstance(value, str) else str(value)


def _compare_catalog(result: DeckDiff, language: str, before: _CatalogTexts, after: _CatalogTexts) -> None:
    """Each entry whose printing changed under one heading: `fuzzy` (its card prints the source text
    now: a translation made stale, or one in a catalog or entry new in the change that awaits
    review), `reviewed` (it prints the translation now, where it printed the source text), else
    `translated` (the translation printed changed, came or went). An entry fuzzy on both sides
    prints the source text on both: its suggestion changing is no change to the deck."""
    newly_fuzzy = after.fuzzy - before.fuzzy
    reviewed = {context for context in before.fuzzy - after.fuzzy if context in after.translations}
    result.fuzzy += [Fuzzy(language, context) for context in sorted(newly_fuzzy)]
    # (a review that also changed the text shows what it was: the suggestion the reviewer edited)
    result.reviewed += [Reviewed(language, context, after.translations[context],
                                 _changed(before.suggested.get(context), after.translations[context]))
                        for context in sorted(reviewed)]
    listed = newly_fuzzy | reviewed
    result.translated += [TranslationChange(language, change)
                          for change in field_changes(before.translations, after.translations)
                          if change.path not in listed]


def _changed(suggested: str | None, translation: str) -> str | None:
    return suggested if suggested is not None and suggested != translation else None


def compare(old: Side, new: Side, keep_parses: bool = False) -> list[DeckDiff]:
    """Every deck that differs between `old` and `new`, by folder. `keep_parses`: the catalogs'
    parses are kept for drawing the sides' decks next (`diff --html`). A card whose id changed and
    content did not (`id_renames`) is one renamed, not one removed and one added."""
    catalogs = _Catalogs(keep_parses)
    diffs = [_compare_deck(folder, a, b)
             for folder, a, b in _pair(_read(old, catalogs), _read(new, catalogs))]
    for diff in diffs:
        diff.file = "" if diff.path else new.file or old.file  # (the new side may be /dev/null)
    return [d for d in diffs if not d.empty]
