"""`localize(deck, lang) -> (Deck, diagnostics)`: the deck with its texts in another language.

Translated texts go back through the game's own models, so a translation is held to the same
rules as a source text (a letter value must still be A-E). An entry that is fuzzy, out of date
or missing falls back to the source text, with one warning per kind and language (the
pseudo-locale's: one, its texts out of date, to be written again); a translation
the models refuse is an error located at its line in the `.po` file, and its card keeps the
source texts.
"""

from __future__ import annotations

import os
import weakref
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace

from pydantic import ValidationError

from deckctl.core.deck import CardRef, Deck
from deckctl.core.diagnostics import Diagnostic, Severity
from deckctl.core.quoted import shortened
from deckctl.core.wording import plain_message
from deckctl.i18n.catalog import CatalogFile, digest_of, shared_catalog
from deckctl.i18n.locales import LOCALES, CatalogMissing, catalog_path, is_generated, language_tag, regenerate_hint
from deckctl.i18n.match import FUZZY, MISSING, TRANSLATED, Match, match
from deckctl.i18n.printed import deck_labels, label_diagnostics
from deckctl.i18n.texts import ACCEPT, LETTERS, deck_texts, split_accept, split_letters
from deckctl.io.discover import display_path
from deckctl.io.paths import from_repository

STALE = "stale"  # (Deck.untranslated: an entry made for an earlier source text, not yet marked fuzzy)

# While `kept_localizations()` is open: (id of the deck, language) -> (the deck, a weak reference to
# its catalog, the digest of the catalog's bytes, what `localize` gave). None: nothing is kept.
_kept: dict[tuple[int, str], tuple[Deck, weakref.ref, str, Deck, list[Diagnostic]]] | None = None


@contextmanager
def kept_localizations() -> Iterator[None]:
    """Within it, `localize` translates a deck object into a language once: validate's check of
    the catalogs, the drawing and lint's text-fits rule then share one translated deck (the proof
    does all three to one deck in a row). The decks must not be changed meanwhile."""
    global _kept
    outer, _kept = _kept, {} if _kept is None else _kept
    try:
        yield
    finally:
        _kept = outer


def localize(deck: Deck, lang: str, catalog: CatalogFile | None = None) -> tuple[Deck, list[Diagnostic]]:
    """The valid `deck` in `lang`; raises CatalogMissing when it has no catalog for `lang`. A
    catalog that is there but cannot be read (a folder, a named pipe, a link leading out of the
    repository) gives the deck itself back, with the `unreadable-catalog` error validate reports."""
    lang = language_tag(lang)
    if lang == deck.manifest.language:
        return deck, label_diagnostics(deck, lang)
    kept = _kept.get((id(deck), lang)) if _kept is not None else None
    if kept is not None and kept[0] is not deck:
        kept = None
    path = None
    if catalog is None:
        path = catalog_path(deck, lang)
        if not os.path.lexists(path):  # (anything there is the deck's catalog: `_bytes` says why it is not read)
            raise CatalogMissing(path, lang)
    # Kept: made from this deck object and this catalog: the one given, or the file's bytes as
    # they were then (told by their digest, so that a catalog shared_catalog has let go of since
    # is not parsed again to be recognised).
    if kept is not None and (kept[1]() is catalog if catalog is not None else kept[2] == digest_of(path)):
        return kept[3], list(kept[4])
    if catalog is None:
        catalog = shared_catalog(path, display_path(path))  # (the same object while the bytes are the same)
    if _kept is None:
        return _localized(deck, lang, catalog)
    # The catalog is kept weakly: shared_catalog keeps a few, within a bound on their size, and a
    # deck with many large catalogs would otherwise hold every one's parse here at once.
    kept = _kept[(id(deck), lang)] = (deck, weakref.ref(catalog), catalog.digest, *_localized(deck, lang, catalog))
    return kept[3], list(kept[4])


def _localized(deck: Deck, lang: str, catalog: CatalogFile) -> tuple[Deck, list[Diagnostic]]:
    if catalog.catalog is None:
        return deck, list(catalog.diagnostics)
    diagnostics = list(catalog.diagnostics) + label_diagnostics(deck, lang, catalog)
    matches = match(deck_texts(deck), catalog)
    if is_generated(lang):
        diagnostics += _out_of_date_warning(matches.items, catalog, lang, deck)
    else:
        diagnostics += _fallback_warnings(matches.items, catalog, lang)
    by_card: dict[str, list[Match]] = {}
    for item in matches.items:
        if item.translation is not None:
            by_card.setdefault(item.text.card_id, []).append(item)
    manifest = deck.manifest
    refused = set()  # cards (and "" for the deck texts) that keep their source texts
    if by_card.get(""):
        manifest, problems = _translated(deck.game.manifest, manifest, by_card[""], catalog)
        diagnostics += problems
        refused |= {""} if problems else set()
    # A catalog names cards by id: cards with a repeated id (an error validate reports) keep their source texts.
    ids = Counter(ref.id for ref in deck.cards)
    refused |= {card_id for card_id, count in ids.items() if count > 1}
    cards = []
    for ref in deck.cards:
        card = ref.card
        if by_card.get(ref.id) and ref.id not in refused:
            card, problems = _translated(deck.game.card, card, by_card[ref.id], catalog)
            diagnostics += problems
            refused |= {ref.id} if problems else set()
        cards.append(CardRef(card, ref.source, ref.index))
    translated_at = {(item.text.card_id, item.text.path):
                     (catalog.display, catalog.line_of(item.message), item.text.context)
                     for item in matches.items if item.translation is not None and item.text.card_id not in refused}
    untranslated = {(item.text.card_id, item.text.path): (_why_untranslated(item), catalog.display,
                                                          catalog.line_of(item.message))
                    for item in matches.items if item.translation is None}
    translated = replace(deck, manifest=manifest, cards=cards, diagnostics=[], translated_at=translated_at,
                         untranslated=untranslated)
    deck_labels(translated, lang, catalog)  # (from the catalog in hand: looked for later, it may be parsed again)
    return translated, diagnostics


def _why_untranslated(item: Match) -> str:
    """MISSING or FUZZY as `match` says, or STALE: an entry not flagged fuzzy whose msgid is not
    the text now (its source changed, and `deckctl i18n update` has not been run since)."""
    if item.state == FUZZY and "fuzzy" not in item.message.flags:
        return STALE
    return item.state


def _translated(model, original, items: list[Match], catalog: CatalogFile):
    """`original` with the items' translations, validated by `model`; on refusal the original
    and one error per refused translation."""
    from deckctl.core.deck_limits import MAX_TRANSLATED_TEXT_CHARS
    from deckctl.core.schema_facts import adapter

    # A translation takes its text's place on the card, in the bundle and on `play`'s screen: it is
    # held to what a bundle's text may be, so that whatever validate passes can be played.
    too_long = [item for item in items if item.translation and len(item.translation) > MAX_TRANSLATED_TEXT_CHARS]
    # GNU msgfmt -c refuses a catalog whose translation begins or ends with a line break where its
    # source text does not, or the other way round: held here, validate shows it at the msgstr.
    broken = [item for item in items if item not in too_long and _line_break_apart(item)]
    if too_long or broken:
        return original, [*(_too_long(catalog, item) for item in too_long),
                          *(_line_break_error(catalog, item) for item in broken)]
    data = original.model_dump(exclude_none=True)
    for item in items:
        _put(data, item.text.path, _value(item))
    try:
        return adapter(model).validate_python(data), []
    except ValidationError as exc:
        problems, seen = [], set()
        for error in exc.errors(include_url=False):
            item = _culprit(tuple(error["loc"]), items)
            if item is None or item.text.context in seen:
                continue
            seen.add(item.text.context)
            problems.append(_error(catalog, item, _wording(item, plain_message(error))))
        if not problems:
            problems.append(_error(catalog, items[0], f"the translations of this card are refused: {plain_message(exc.errors()[0])}"))
        return original, problems


def _value(item: Match):
    text = item.translation
    if item.text.kind == ACCEPT:
        return split_accept(text)
    if item.text.kind == LETTERS:
        return split_letters(text)
    return text


def _put(data, path: tuple, value) -> None:
    for step in path[:-1]:
        data = data[step]
    data[path[-1]] = value


def _culprit(loc: tuple, items: list[Match]) -> Match | None:
    for item in items:
        path = item.text.path
        if any(loc[i:i + len(path)] == path for i in range(len(loc))):
            return item
    return None


def _wording(item: Match, message: str) -> str:
    if item.text.kind == LETTERS:
        return f"`{shortened(item.translation)}` is not a letter value: use one letter A-E, or several separated by spaces"
    if item.text.kind == ACCEPT:
        return (f"accepted answers `{shortened(item.translation)}`: each one between the ` | ` separators needs text "
                f"({message})")
    return f"the translation is refused: {message}"


def _too_long(catalog: CatalogFile, item: Match) -> Diagnostic:
    from deckctl.core.deck_limits import MAX_TEXT_CHARS, MAX_TRANSLATED_TEXT_CHARS

    what = "the translated answers together are" if item.text.kind == ACCEPT else "the translation is"
    return _error(catalog, item, f"{what} {len(item.translation):,} characters long; a translation may have at "
                  f"most {MAX_TRANSLATED_TEXT_CHARS:,} (twice a card's own text, {MAX_TEXT_CHARS:,})",
                  hint=f"shorten the msgstr of `{item.text.context}`")


def _line_break_apart(item: Match) -> str | None:
    """"begins" or "ends" where the translation and its source text differ in having a line break
    there (as GNU msgfmt -c checks an entry), else None."""
    source, translation = item.text.source, item.translation or ""
    if not translation:
        return None
    if source.startswith("\n") != translation.startswith("\n"):
        return "begins"
    if source.endswith("\n") != translation.endswith("\n"):
        return "ends"
    return None


def _line_break_error(catalog: CatalogFile, item: Match) -> Diagnostic:
    where = _line_break_apart(item)
    has = item.text.source.startswith("\n") if where == "begins" else item.text.source.endswith("\n")
    first, then = ("the source text", "the translation") if has else ("the translation", "the source text")
    return _error(catalog, item, f"{first} {where[:-1]}s with a line break and {then} does not; GNU msgfmt -c "
                  f"refuses such a catalog",
                  hint=f"{'add' if has else 'remove'} the line break (\\n) at the {'start' if where == 'begins' else 'end'} "
                  f"of the msgstr of `{item.text.context}`")


def _error(catalog: CatalogFile, item: Match, message: str, hint: str | None = None) -> Diagnostic:
    line = catalog.line_of(item.message)
    where = item.text.context.split("/", 1)[1] if item.text.card_id else item.text.context
    return Diagnostic(catalog.display, line, 1 if line else 0, "bad-translation", f"{where}: {message}",
                      card_id=item.text.card_id, hint=hint or f"fix the msgstr of `{item.text.context}`",
                      extra={"context": item.text.context})


def _fallback_warnings(items: list[Match], catalog: CatalogFile, lang: str) -> list[Diagnostic]:
    """One warning per kind: the number of texts printed in the source language instead."""
    warnings = []
    total = len(items)
    for state, words, hint in (
        # (the catalog by its place in the deck: the warning names its file already, and a path
        # from the working folder would go into build/manifest.json, to be shown from elsewhere)
        (MISSING, "untranslated",
         f"translate them in {LOCALES}/{catalog.path.name} (`deckctl i18n status --strict` lists them)"),
        (FUZZY, "fuzzy (their source changed, or they await review)",
         "review them and remove the `fuzzy` flag (`deckctl i18n update` marks changed sources)"),
    ):
        found = [item for item in items if item.state == state]
        if not found:
            continue
        first = next((catalog.line_of(item.message) for item in found if catalog.line_of(item.message)), 0)
        warnings.append(Diagnostic(
            catalog.display, first if state == FUZZY else 0, 1 if first and state == FUZZY else 0, f"{state}-translations",
            f"{lang}: {len(found)} of {total} texts {words}; the source text is used for them",
            severity=Severity.WARNING, hint=hint, extra={"language": lang, "count": len(found), "total": total}))
    return warnings


def _out_of_date_warning(items: list[Match], catalog: CatalogFile, lang: str, deck: Deck) -> list[Diagnostic]:
    """The pseudo-locale's one warning: its texts that no longer match the deck's (the deck changed
    since `deckctl i18n pseudo` wrote the catalog). Not fuzzy nor untranslated: nobody translates
    or reviews a generated catalog, it is written again."""
    found = [item for item in items if item.state != TRANSLATED]
    if not found:
        return []
    first = next((catalog.line_of(item.message) for item in found if catalog.line_of(item.message)), 0)
    return [Diagnostic(
        catalog.display, first, 1 if first else 0, "pseudo-out-of-date",
        f"{lang}: {len(found)} of {len(items)} texts out of date (the deck changed since `deckctl i18n pseudo` "
        "wrote the catalog); the source text is used for them", severity=Severity.WARNING,
        # (the deck from the repository's top: build keeps the hint in build/manifest.json)
        hint=regenerate_hint(from_repository(deck.path)),
        extra={"language": lang, "count": len(found), "total": len(items)}).naming(from_repository(deck.path))]
