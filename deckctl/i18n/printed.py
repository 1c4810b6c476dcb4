"""The labels a deck's cards print in one language: deckctl's built-in ones, overridden or
completed by the deck's own catalog (`label/<key>` entries), and a warning naming those that
print in English."""

from __future__ import annotations

from typing import TYPE_CHECKING

from deckctl.core.diagnostics import Diagnostic
from deckctl.i18n import labels as builtin_labels
from deckctl.i18n.labels.template import fill
from deckctl.i18n.texts import LABEL, Text
from deckctl.i18n.locales import LOCALES, is_generated, regenerate_hint
from deckctl.io.discover import display_path
from deckctl.io.paths import from_repository
from deckctl.io.shell_word import shell_word

if TYPE_CHECKING:  # (reading catalogs needs Babel: imported only when a deck has one)
    from deckctl.i18n.catalog import CatalogFile


def game_labels(deck) -> tuple[str, ...]:
    """The label keys the deck's game prints."""
    return tuple(getattr(deck.game, "labels", ()) or ())


def _catalog(deck, lang: str) -> CatalogFile | None:
    if not (deck.path / "locales").is_dir():  # (no catalogs: Babel, behind catalog_path, stays unimported)
        return None
    from deckctl.i18n.locales import catalog_path

    path = catalog_path(deck, lang)
    if not path.is_file():
        return None
    from deckctl.i18n.catalog import shared_catalog

    return shared_catalog(path, display_path(path))


def labels_for(deck, lang: str, catalog: CatalogFile | None = None) -> dict[str, str]:
    """Every label to print for `deck` in `lang` (English where neither deckctl nor the deck has one)."""
    catalog = catalog or _catalog(deck, lang)
    own = builtin_labels.usable(catalog) if catalog is not None and catalog.catalog is not None else {}
    return builtin_labels.resolve(lang, (), own)[0]


class PrintedLabel(str):
    """A label's text that remembers its key, so a label that does not fit is named and located."""

    key: str

    @classmethod
    def of(cls, key: str, text: str) -> PrintedLabel:
        label = cls(text)
        label.key = key
        return label

    # what faces do to a label before printing it keeps its key
    def upper(self) -> PrintedLabel:
        return PrintedLabel.of(self.key, str.upper(self))

    def format(self, **values) -> PrintedLabel:
        """The label with its placeholders filled in: a plain substitution, never `str.format`
        (a catalog wrote this text; `labels.template` says what it may hold)."""
        return PrintedLabel.of(self.key, fill(self, values))


def deck_labels(deck, lang: str, catalog: CatalogFile | None = None) -> dict[str, PrintedLabel]:
    """`labels_for(deck, lang)`, worked out once per deck and language: every side of every card
    asks for them, and each time would look for the catalog on disk (`catalog`: the deck's for
    `lang`, read already: a translation is given its labels as it is made, `i18n.apply`)."""
    kept = deck.__dict__.get("_printed_labels")
    if kept is None:
        kept = deck._printed_labels = {}
    labels = kept.get(lang)
    if labels is None:
        labels = kept[lang] = {key: PrintedLabel.of(key, word) for key, word in labels_for(deck, lang, catalog).items()}
    return labels


def label_entries(deck, lang: str) -> dict[str, tuple[str, int]]:
    """Where the deck's own catalog for `lang` gives each label it prints: (catalog, msgstr line)."""
    catalog = _catalog(deck, lang)
    if catalog is None or catalog.catalog is None:
        return {}
    entries = catalog.entries
    return {key: (catalog.display, catalog.line_of(entries[builtin_labels.context(key)]))
            for key in builtin_labels.usable(catalog)}


def label_diagnostics(deck, lang: str, catalog: CatalogFile | None = None) -> list[Diagnostic]:
    """Refused label translations (errors), then one warning listing the labels printed in English."""
    keys = game_labels(deck)
    catalog = catalog or _catalog(deck, lang)
    readable = catalog is not None and catalog.catalog is not None
    own = builtin_labels.usable(catalog) if readable else {}
    problems = builtin_labels.refused(catalog, keys) if readable else []
    _, missing = builtin_labels.resolve(lang, keys, own)
    if missing:
        where = catalog.display if catalog is not None else display_path(deck.manifest_source.path)
        if lang == deck.manifest.language:
            hint = (f"deckctl has no built-in labels for `{lang}`: the deck's own language prints them in English "
                    "(docs/i18n.md, \"Printed labels\")")
        elif is_generated(lang):
            hint = regenerate_hint(from_repository(deck.path))
        else:
            hint = _missing_labels_hint(deck, lang, catalog if readable else None, missing)
        problems.append(builtin_labels.missing_warning(lang, missing, where, hint))
    return problems


def _missing_labels_hint(deck, lang: str, catalog: CatalogFile | None, missing: list[str]) -> str:
    """What to do about labels printed in English, as the catalog has them: entries it lacks (or
    has for an older English text) `i18n update` adds; those it has, untranslated or fuzzy, are
    for a translator. (The catalog by its place in the deck, the deck from the repository's top:
    build keeps this hint in build/manifest.json and shows it again from any working folder.)"""
    update = f"`deckctl i18n update {shell_word(from_repository(deck.path))} --lang {lang}`"
    if catalog is None:
        return f"{update} writes the language's catalog with their `label/...` entries, to translate there"
    place = f"{LOCALES}/{catalog.path.name}"
    absent, fuzzy, untranslated = [], [], []
    for key in missing:
        entry = catalog.entries.get(builtin_labels.context(key))
        if entry is None or entry.id != builtin_labels.ENGLISH[key]:
            absent.append(key)
        else:
            (fuzzy if "fuzzy" in entry.flags else untranslated).append(key)
    alone = sum(1 for found in (absent, fuzzy, untranslated) if found) == 1
    said = []
    if absent:
        said.append(f"{update} adds {'their' if alone else 'the missing'} `label/...` entries to {place}, "
                    "to translate there")
    if untranslated:
        said.append(f"translate {'their' if alone else 'the untranslated'} `label/...` entries in {place}")
    if fuzzy:
        said.append(f"review {'their' if alone else 'the fuzzy'} `label/...` entries in {place} "
                    "and remove the `fuzzy` flag")
    return "; ".join(said)


def label_texts(deck, lang: str | None, present=()) -> list[Text]:
    """The label entries a deck's catalog for `lang` holds: every label of its game when deckctl
    has none built in for `lang`, else those the catalog already has (`present`: its msgctxts),
    which override the built-in ones. `lang=None`: every label of the game, to recognise entries."""
    shipped = lang is not None and builtin_labels.builtin(lang) is not None
    return [Text(builtin_labels.context(key), builtin_labels.ENGLISH[key], LABEL, ("label", key), "", "")
            for key in game_labels(deck) if not shipped or builtin_labels.context(key) in present]
