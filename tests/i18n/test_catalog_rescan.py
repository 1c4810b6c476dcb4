"""`shared_catalog` over more catalogs than it keeps, read again in the same order (`diff --html`
reads a deck's catalogs to compare, then for the old side's deck, then for the new side's): the
one used longest ago, which went first, was the very one asked for next, so every catalog was
parsed again each round. Those that fit are kept for the next round now."""

from __future__ import annotations

import shutil

import pytest
from deckfactory import DECKS

from deckctl.i18n import catalog, limits

LANGUAGES = ["da", "de", "es", "fi", "fr", "it", "nl"]
FIT = 4  # catalogs within the lowered bound


@pytest.fixture
def parsed(monkeypatch) -> list[str]:
    """The name of each catalog Babel parsed, in order."""
    names: list[str] = []
    parse = catalog._parsed
    monkeypatch.setattr(catalog, "_parsed", lambda path, display, data: names.append(display) or parse(path, display, data))
    catalog._shared.cache_clear()
    yield names
    catalog._shared.cache_clear()  # (none of this test's parses left for another's)


def catalogs(folder, languages: list[str], monkeypatch) -> list:
    """A catalog of the starter deck's for each language (each its own bytes), FIT of them within
    the bound on the parses kept."""
    german = (DECKS / "you-know-it-starter" / "locales" / "de.po").read_text(encoding="utf-8")
    folder.mkdir()
    paths = []
    for language in languages:
        path = folder / f"{language}.po"
        path.write_text(german.replace('"Language: de\\n"', f'"Language: {language}\\n"'), encoding="utf-8")
        paths.append(path)
    size = max(len(path.read_bytes()) for path in paths)
    monkeypatch.setattr(limits, "MAX_CATALOG_BYTES", FIT * size + 100)
    return paths


def test_a_second_and_third_round_over_the_same_catalogs_parse_only_what_does_not_fit(tmp_path, monkeypatch, parsed):
    paths = catalogs(tmp_path / "locales", LANGUAGES, monkeypatch)
    rounds = []
    for _ in range(3):
        before = len(parsed)
        for path in paths:
            catalog.shared_catalog(path, path.name)
        rounds.append(len(parsed) - before)
    # (7 each round before: the oldest let go of was always the next one asked for)
    assert rounds[0] == len(LANGUAGES)
    assert rounds[1] <= len(LANGUAGES) - FIT + 1 and rounds[2] <= len(LANGUAGES) - FIT + 1, rounds
    assert sum(rounds) < 3 * len(LANGUAGES), rounds


def test_other_catalogs_that_fit_take_the_place_of_those_read_before(tmp_path, monkeypatch, parsed):
    """Catalogs read for the first time push out the ones used longest ago, as before: after going
    round one deck's catalogs again, another deck's (a few, that fit) are kept, not parsed again."""
    first = catalogs(tmp_path / "first", LANGUAGES, monkeypatch)
    for _ in range(2):
        for path in first:
            catalog.shared_catalog(path, path.name)
    german = (DECKS / "you-know-it-starter" / "locales" / "de.po").read_text(encoding="utf-8")
    (tmp_path / "second").mkdir()
    second = []
    for language in ("pt", "sv"):
        path = tmp_path / "second" / f"{language}.po"
        path.write_text(german.replace('"Language: de\\n"', f'"Language: {language}\\n"') + "\n", encoding="utf-8")
        second.append(path)
    for _ in range(2):
        before = len(parsed)
        for path in second:
            catalog.shared_catalog(path, path.name)
    assert len(parsed) == before
