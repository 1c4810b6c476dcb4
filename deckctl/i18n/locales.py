"""Where a deck keeps its catalogs: `locales/<lang>.po`, one per language it is translated into.

Only paths and names here (no catalog is read), so that asking which languages a deck has does
not import Babel.
"""

from __future__ import annotations

import re
from pathlib import Path

from deckctl.core.deck import Deck
from deckctl.core.language_tags import canonical, same_language
from deckctl.io.discover import LOCALES, catalog_file_paths, display_path
from deckctl.io.shell_word import shell_word


def language_tag(name: str) -> str:
    """The BCP 47 tag a catalog's name stands for, in its usual case, as deckctl writes tags in
    output folders and bundles (`de-at.po` is de-AT; Poedit and Weblate name files `pt_BR.po`). A
    name that is no tag (validate's `catalog-name` error) only has `_` read as `-`."""
    return canonical(name) or name.replace("_", "-")


class CatalogMissing(Exception):
    """No `locales/<lang>.po` for the language asked for (the CLI makes this a usage error)."""

    def __init__(self, path: Path, lang: str):
        super().__init__(f"no translation catalog {display_path(path)} for `{lang}`")
        self.path = path
        self.lang = lang


# The pseudo-locale (deckctl.i18n.pseudo): a catalog deckctl writes whole from the deck's texts,
# never edited or updated. Named here, with the advice for it, so that whatever tells how a
# catalog stands (status, build, the proof's notes, validate) can tell it apart without Babel.
PSEUDO = "en-XA"  # the tag Android and Chrome use for their accented, longer pseudo-locale


def is_generated(lang: str) -> bool:
    """Whether `lang`'s catalog is the pseudo-locale's, which `deckctl i18n pseudo` makes."""
    return language_tag(lang).lower() == PSEUDO.lower()


def regenerate_hint(deck_folder: str) -> str:
    """What to do when the pseudo-locale's catalog no longer matches the deck's texts: write it
    again (never edit it, nor `i18n update` it: a `fuzzy` flag would be kept in a generated file)."""
    return (f"run `deckctl i18n pseudo {shell_word(deck_folder)}` again: deckctl writes {LOCALES}/{PSEUDO}.po from the deck's "
            "texts (never edit it)")


def catalog_path(deck: Deck, lang: str) -> Path:
    """`locales/<lang>.po`, or the existing `pt_BR.po` spelling of `pt-BR` (either way round), or
    an existing file naming it in another case (`de-de.po` for `de-DE`: tags ignore case)."""
    folder = deck.path / LOCALES
    tag = language_tag(lang)
    for name in (tag, tag.replace("-", "_")):
        if (folder / f"{name}.po").is_file():
            return folder / f"{name}.po"
    for path in catalog_file_paths(deck.path):
        if language_tag(path.stem).lower() == tag.lower():
            return path
    return folder / f"{tag}.po"


CATALOG_NAME = re.compile(r"[a-z]{2,3}([-_][A-Za-z0-9]{2,8})*")  # `pt_BR.po`, as Poedit and Weblate name it, is pt-BR


def is_catalog_name(stem: str) -> bool:
    """Whether a catalog's name (without `.po`) is a language tag `--lang` takes, as catalogs are
    named (validate's `catalog-name` error says why one is not)."""
    return CATALOG_NAME.fullmatch(stem) is not None and canonical(stem) is not None


def languages(deck: Deck) -> list[str]:
    """The languages a deck has catalogs for, as tags in name order (its own language excluded);
    a catalog whose name is none (`x.po`, `de-12.po`: validate's error) has no edition."""
    found = sorted({language_tag(p.stem) for p in catalog_file_paths(deck.path) if is_catalog_name(p.stem)})
    return [lang for lang in found if not same_language(lang, deck.manifest.language)]


_PSEUDO_REGIONS = ("XA", "XB")  # (pseudo-locales, en-XA: no one's language)


def is_pseudo(lang: str) -> bool:
    """Whether `lang` is a pseudo-locale (`en-XA`, `ar-XB`): no one's language, so never the same
    language as its first subtag's (a catalog for it is no catalog for `en`, nor `en`'s for it)."""
    return language_tag(lang).upper().rsplit("-", 1)[-1] in _PSEUDO_REGIONS


def catalogs_of_its_language(deck: Deck, lang: str) -> list[Path]:
    """When `locales/<lang>.po` is not there yet: the deck's catalogs for the same language under
    another tag (`de.po` or `de-AT.po` for `de-DE`), which `--lang de_DE`, a system locale's
    spelling, was likely meant to update rather than start a second catalog beside."""
    if catalog_path(deck, lang).is_file():
        return []
    primary = _primary(lang)
    return [path for path in catalog_file_paths(deck.path)
            if _primary(language_tag(path.stem)) == primary
            and not is_pseudo(path.stem)]


def _primary(tag: str) -> str:
    return tag.split("-", 1)[0].lower()
