"""Catalog checks `deckctl validate` runs on every deck with `locales/`.

Errors: a catalog that cannot be parsed, repeats a msgctxt or is not named `<language tag>.po`,
a translation the card models refuse (a letter value not in A-E, an empty accepted answer).
Warnings: an entry for no text of the deck (a deleted card, a plural entry, an entry without
msgctxt), which `deckctl i18n update` would mark obsolete; looked for only in a deck without
errors, where every card loaded; translations of the deck's texts in a catalog of its own
language, which are not used. Missing and fuzzy translations are
not findings here: `deckctl i18n status` counts them, and `build` summarises them.

A catalog's findings come all in one run, in file order, as a card file's do: entries refused
for a control character leave the others' translations checked (`CatalogFile.checkable`).
"""

from __future__ import annotations

import os
import re
from dataclasses import replace
from difflib import get_close_matches

from deckctl.core.deck import Deck
from deckctl.core.diagnostics import MORE, Diagnostic, Severity
from deckctl.core.finding_cap import MAX_PER_KIND
from deckctl.core.language_tags import MAX_LANGUAGE_TAG_CHARS, canonical, same_language
from deckctl.core.quoted import shortened
from deckctl.i18n.apply import localize
from deckctl.i18n.catalog import shared_catalog
from deckctl.i18n.labels import PREFIX as LABEL_PREFIX
from deckctl.i18n.locales import LOCALES, is_catalog_name, is_generated, language_tag, regenerate_hint
from deckctl.i18n.match import match
from deckctl.i18n.printed import label_diagnostics, label_texts
from deckctl.i18n.texts import deck_texts
from deckctl.io.discover import catalog_file_paths, display_path, too_many_catalogs
from deckctl.io.paths import from_repository
from deckctl.io.shell_word import shell_word

LANGUAGE_TAG = re.compile(r"[a-z]{2,3}(-[A-Za-z0-9]{2,8})*")  # as deck.yaml's `language`
# Entries for no text are named one by one up to here, then counted in one more warning: a deck
# that lost a few cards gets each entry named, a catalog of strangers no flood of warnings.
STALE_NAMED = MAX_PER_KIND  # (as any finding: deckctl/core/finding_cap.py)
# Card ids looked up for a "did you mean" (difflib against every card id of the deck, per id).
SUGGESTED = 50


def check_catalogs(deck: Deck) -> list[Diagnostic]:
    folder = deck.path / LOCALES
    if deck.manifest is None or not os.path.lexists(folder):  # (one that is no folder: too_many_catalogs says so)
        return []
    too_many = too_many_catalogs(deck.path)
    if too_many is not None:  # (before any is read: each costs a parse here and an edition in `build`)
        return [too_many]
    texts = None
    cards_complete = deck.ok  # checked before the catalogs' own findings are added
    diagnostics: list[Diagnostic] = []
    seen: dict[str, str] = {}
    for path in catalog_file_paths(deck.path):  # (not a hidden `.de.po`: an editor's file)
        # (a language tag as `--lang` takes one, too: `de-12.po`, `de-AT-AT.po` or a name of 70
        # characters had passed, and built an edition no `--lang` could ask for)
        if not is_catalog_name(path.stem):
            diagnostics.append(_misnamed(path))
            continue
        lang = language_tag(path.stem)
        # Tags ignore case, and a catalog's name is its outputs' folder (build/<deck>/<language>/):
        # `de-de.po` and `de-DE.po` are one language, in one folder on a case-insensitive disk.
        if lang.lower() in seen:
            first = seen[lang.lower()]
            diagnostics.append(Diagnostic(display_path(path), 0, 0, "catalog-name",
                                          f"`{path.name}` and `{first}` are both catalogs for `{canonical(lang) or lang}`"
                                          + (" (language tags ignore case)" if _spelled(first.rsplit(".", 1)[0]) != _spelled(path.stem) else ""),
                                          hint="keep one of them (merge the translations into it first)",
                                          ).naming(path.name, first))  # (the names apart from any other: NAMES)
            continue
        seen[lang.lower()] = path.name
        catalog = shared_catalog(path, display_path(path))
        # (a catalog read has only warnings of its own: a header's charset that is not UTF-8)
        found = list(catalog.diagnostics) if catalog.catalog is None else [d for d in catalog.diagnostics
                                                                            if not d.is_error]
        if catalog.catalog is None and catalog.checkable is not None:
            # Some entries refused (a control character): the others' translations are still
            # checked, so that the catalog's every error is told in one run (no digest: `localize`
            # keeps what it makes of it for no reader that asks by the file).
            catalog = replace(catalog, catalog=catalog.checkable, checkable=None, diagnostics=[], digest="")
        if catalog.catalog is not None and cards_complete:  # (a card that did not load would make its every entry look stale)
            if texts is None:
                texts = deck_texts(deck) + label_texts(deck, None)  # a label entry is welcome in any catalog
            found += _translations_checked(deck, lang, catalog, texts)
        diagnostics += sorted(found, key=lambda d: (d.line, d.col))  # (in file order, as a card file's)
    return diagnostics


def _spelled(stem: str) -> str:
    """A catalog's name as written, `_` read as `-` (`pt_BR` and `pt-BR` are spelled alike, `de-at`
    and `de-AT` differ only in case)."""
    return stem.replace("_", "-")


def misnamed_catalog(path: Path, display: str) -> Diagnostic | None:
    """The `catalog-name` error of a catalog whose name is no language tag as deckctl takes one (a
    file `diff` reads from git, shown as `display`), None for a good name."""
    if is_catalog_name(path.stem):
        return None
    return replace(_misnamed(path), file=display)


def _misnamed(path) -> Diagnostic:
    """The error for a catalog whose name is no catalog name: why, and the name to give it where
    there is one. A name in another case (`DE.po`) or with a private-use part (`-x-southern`) is a
    valid language tag, but not one deckctl names catalogs with: the name is the folder a
    language's outputs go to and what `--lang` asks for, in one spelling (`DE.po` beside `de.po`
    would be two folders for one language, or one on a case-insensitive disk), and no `--lang`
    or deck.yaml `language:` takes a private-use part."""
    stem, found = path.stem, None
    spelled = canonical(stem)
    if len(stem) > MAX_LANGUAGE_TAG_CHARS:
        what = (f"`{shortened(path.name)}` is named with {len(stem):,} characters; a language tag has at most "
                f"{MAX_LANGUAGE_TAG_CHARS}, and a catalog is named after one: outputs go to build/<deck>/<language>/")
        hint = "name it <language tag>.po, like de.po, de-AT.po or pt_BR.po"
    elif spelled is not None:
        what = (f"`{path.name}` names the language `{spelled}` with capitals in its first part: a catalog's name "
                f"is the folder its outputs go to (build/<deck>/{spelled}/) and what `--lang` asks for, so deckctl takes "
                f"one spelling of it")
        hint = f"rename it `{spelled}.po`"
    elif "x" in (parts := stem.replace("_", "-").lower().split("-")):
        before, private = "-".join(parts[:parts.index("x")]), parts[parts.index("x") + 1:]
        what = (f"`{path.name}` has a private-use part (`-x-…`): deckctl's language tags have none (no `--lang` or "
                f"deck.yaml `language:` takes one), so no command could ask for this catalog")
        found = canonical(before) if before else None
        variant = canonical(f"{before}-{'-'.join(private)}") if found and private else None
        hint = (f"name it after the language without it, `{found}.po`"
                + (f", or as a variant, `{variant}.po`" if variant else "")) if found else \
            "name it <language tag>.po, like de.po, de-AT.po or pt_BR.po"
    else:
        what = f"`{path.name}` is not named after a language: outputs go to build/<deck>/<language>/"
        hint = "name it <language tag>.po, like de.po, de-AT.po or pt_BR.po"
    return Diagnostic(display_path(path), 0, 0, "catalog-name", what, hint=hint).naming(path.name)  # (NAMES)


def _translations_checked(deck: Deck, lang: str, catalog, texts) -> list[Diagnostic]:
    """The warnings for entries for no text of the deck, and the errors of translations its card
    models refuse."""
    # (the deck from the repository's top: build keeps the hint and shows it again)
    hint = (regenerate_hint(from_repository(deck.path)) if is_generated(lang)
            else f"deckctl i18n update {shell_word(from_repository(deck.path))} --lang {lang} marks it obsolete, or gives its "
                 "translation, marked fuzzy, to a new text that is the same or alike (a renamed card's)")
    diagnostics = _stale_warnings(match(texts, catalog).stale, catalog, {ref.id for ref in deck.cards}, hint)
    if not deck.ok:
        return diagnostics
    if not same_language(lang, deck.manifest.language):
        _, problems = localize(deck, lang, catalog)
    else:  # (the deck's own language: only its printed labels come from the catalog)
        problems = label_diagnostics(deck, lang, catalog)
        diagnostics += _own_language_warning(deck, lang, catalog)
    return diagnostics + [d for d in problems if d.is_error]


def _own_language_warning(deck: Deck, lang: str, catalog) -> list[Diagnostic]:
    """A warning at the first entry of a catalog in the deck's own language that translates one
    of its texts: only its `label/` entries are used (the deck's texts are its card files'), so
    the translations a user put there would otherwise be left out without a word."""
    translated = [message for message in catalog.entries.values()
                  if not message.context.startswith(LABEL_PREFIX) and message.string]
    if not translated:
        return []
    first = min(translated, key=lambda message: catalog.line_of(message))
    line = catalog.line_of(first)
    count = f"its {len(translated):,} translations" if len(translated) > 1 else "its translation"
    name = catalog.display.rsplit("/", 1)[-1]
    return [Diagnostic(catalog.display, line, 1 if line else 0, "own-language-catalog",
                       f"`{name}` is in the deck's own language (`{deck.manifest.language}`): {count} of the deck's "
                       f"texts are not used, only its `{LABEL_PREFIX}` entries (the labels printed on the cards)",
                       severity=Severity.WARNING,
                       hint=f"change the texts in the card files themselves; for another variety of the language, "
                            f"name the catalog after it (like `{_variety(deck.manifest.language)}.po`)")]


def _variety(language: str) -> str:
    primary = language.split("-", 1)[0].lower()
    return {"en": "en-GB", "de": "de-AT", "fr": "fr-CA", "pt": "pt-BR", "es": "es-MX"}.get(primary, f"{primary}-<REGION>")


def _stale_warnings(stale, catalog, known_cards: set[str], hint: str) -> list[Diagnostic]:
    """One warning per entry for no text of the deck, the first STALE_NAMED of them; one for the rest."""
    warnings, suggested = [], {}
    for message in stale[:STALE_NAMED]:
        line = message.lineno or 0
        warnings.append(Diagnostic(catalog.display, line, 1 if line else 0, "unknown-context",
                                   _stale(message, known_cards, suggested), severity=Severity.WARNING, hint=hint))
    rest = stale[STALE_NAMED:]
    if rest:
        line = rest[0].lineno or 0
        warnings.append(Diagnostic(catalog.display, line, 1 if line else 0, "unknown-context",
                                   f"{len(rest):,} more entries for no text of the deck, from this line on",
                                   severity=Severity.WARNING, hint=hint.replace("marks it", "marks them").replace("gives its translation",
                                                                                                  "gives each one's"),
                                   extra={MORE: len(rest)}))  # (counted as that many in the summary)
    return warnings


def _stale(message, known_cards: set[str], suggested: dict[str, str]) -> str:
    """Why an active entry stands for no text of the deck."""
    if message.context is None:
        return "an entry without msgctxt: deckctl finds each text by its msgctxt (`<card id>/<field>`)"
    if not isinstance(message.id, str):
        return f"{message.context}: a plural entry; deck texts have no plural forms"
    card_id = message.context.split("/", 1)[0]
    context = shortened(message.context)
    if card_id in ("deck", "areas"):
        return f"{context}: the deck has no text `{context}`"
    if card_id in known_cards:
        return f"{context}: card `{card_id}` has no text `{context}`"
    if card_id not in suggested and len(suggested) < SUGGESTED:
        close = get_close_matches(card_id, sorted(known_cards), n=1)
        suggested[card_id] = f" (did you mean `{close[0]}`?)" if close else ""
    return f"{context}: no card `{shortened(card_id)}` in the deck" + suggested.get(card_id, "")
