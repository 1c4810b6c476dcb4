"""The search of a card drawn without pictures (proof, diff --html) finds it by its translations
too, which the first such card of a deck reads from all the deck's catalogs. Those whose parse
`shared_catalog` keeps are read first now (parsing the others let some go before they were
read), and a catalog of the same bytes as one of the deck asked last (the other side of a diff)
is not read again."""

from __future__ import annotations

import shutil
from types import SimpleNamespace

import pytest
from deckfactory import DECKS

from deckctl.i18n import catalog, limits
from deckctl.proof import page

LANGUAGES = ("da", "es", "fi", "fr", "it", "nl")  # (and the starter's German: seven)
FIT = 4  # catalogs within the lowered bound on the parses kept


def deck_folder(folder):
    shutil.copytree(DECKS / "you-know-it-starter", folder)
    german = (folder / "locales" / "de.po").read_text(encoding="utf-8")
    for language in LANGUAGES:
        (folder / "locales" / f"{language}.po").write_text(
            german.replace('"Language: de\\n"', f'"Language: {language}\\n"'), encoding="utf-8")
    return folder


@pytest.fixture
def parsed(monkeypatch) -> list[str]:
    names: list[str] = []
    parse = catalog._parsed
    monkeypatch.setattr(catalog, "_parsed", lambda path, display, data: names.append(display) or parse(path, display, data))
    monkeypatch.setattr(page, "_by_catalog", {}, raising=False)  # (the deck asked last: none)
    page._translations_by_card.cache_clear()
    catalog._shared.cache_clear()
    yield names
    page._translations_by_card.cache_clear()
    catalog._shared.cache_clear()


def expected(folder, card_id: str) -> list[str]:
    """The card's translations as the search took them before: catalog by catalog, entry by entry."""
    from deckctl.io.discover import catalog_file_paths

    return [message.string for path in catalog_file_paths(folder)
            for context, message in catalog.read_catalog(path, path.name).entries.items()
            if context.split("/", 1)[0] == card_id and isinstance(message.string, str) and message.string]


def test_the_search_reads_the_kept_catalogs_first_and_the_other_side_s_same_bytes_once(tmp_path, monkeypatch, parsed):
    from deckctl.io.discover import catalog_file_paths, display_path

    old, new = deck_folder(tmp_path / "old"), deck_folder(tmp_path / "new")
    size = max(len(path.read_bytes()) for path in (old / "locales").glob("*.po"))
    monkeypatch.setattr(limits, "MAX_CATALOG_BYTES", FIT * size + 100)
    for path in catalog_file_paths(new):  # (as the drawing read them, in the deck's order)
        catalog.shared_catalog(path, display_path(path))
    drawn = len(parsed)

    texts = page.translated_texts(SimpleNamespace(path=new), "card-001")
    # (4 before: the kept ones after the first let go of for the others)
    assert len(parsed) - drawn == len(LANGUAGES) + 1 - FIT

    searched = len(parsed)
    assert page.translated_texts(SimpleNamespace(path=old), "card-001") == texts
    assert len(parsed) == searched  # (the old side's copies, the same bytes: 3 parses before)
    assert texts == expected(new, "card-001") and "Canberra" in texts
