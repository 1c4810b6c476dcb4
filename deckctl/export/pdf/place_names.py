"""Names of places, which a card's text never hyphenates (`linebreak`).

German capitalises every noun, so a capital alone does not tell `Amerika` from `Quadratmeter`;
and at a sentence's start no language's capital tells `Australia` from `Afterwards`. The names
asked about most are those of countries, regions and continents, which the Unicode CLDR has in
every language (Babel's locale data: the card's language and English), and of the cities that
name time zones (Babel's list of them, so that a text breaks the same on every machine). Only one-word names are taken: a name of several words is a run of capitalised
words, which `linebreak` already keeps whole, and its words alone are often common nouns
(`Vereinigte Staaten`).
"""

from __future__ import annotations

from functools import lru_cache

from deckctl.core.handover import handed


def is_place(word: str, language: str) -> bool:
    """Whether `word` (letters only, capitalised) is, or is the genitive of, a place's name."""
    names = _names(language)
    return word in names or (word.endswith("s") and word[:-1] in names)


def _locales(language: str):
    """Babel's locale of `language` (if it has one) and English's."""
    from babel import Locale, UnknownLocaleError

    for tag in dict.fromkeys((language.replace("-", "_"), "en")):
        try:
            yield Locale.parse(tag)
        except (UnknownLocaleError, ValueError):
            continue


@handed
@lru_cache(maxsize=8)
def _names(language: str) -> frozenset[str]:
    from babel.core import get_global

    found: set[str] = set()
    for locale in _locales(language):
        found.update(locale.territories.values())
        found.update(zone.get("city", "") for zone in locale.time_zones.values())
    # (the time zones Babel knows, not the system's: the same names, so the same lines, everywhere)
    found.update(zone.rsplit("/", 1)[-1].replace("_", " ") for zone in get_global("zone_territories") if "/" in zone)
    return frozenset(name for name in found if name.isalpha() and name[:1].isupper())


@handed
@lru_cache(maxsize=8)
def months(language: str) -> frozenset[str]:
    """The months' names, in `language` and English, as a date writes them (`July`, `Oktober`,
    French `juillet`; CLDR's wide names, both forms, and capitalised at a sentence's start), which
    `linebreak` keeps with a year after them."""
    found: set[str] = set()
    for locale in _locales(language):
        for context in ("format", "stand-alone"):
            for name in locale.months[context]["wide"].values():
                found.update((name, name[:1].upper() + name[1:]))
    return frozenset(found)


def prepare(language: str) -> None:
    """Read the names of places and months in `language` (Babel's locale data, 0.015 s for German),
    as a worker's first text in it would."""
    _names(language)
    months(language)
