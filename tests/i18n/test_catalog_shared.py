"""A deck's catalog is parsed once per process for the commands that only read it (checking,
translating, printing), and parsed again as soon as its bytes change."""

from __future__ import annotations

import re
import shutil

from deckfactory import DECKS

from deckctl.i18n import catalog, limits


def test_the_same_bytes_give_the_same_catalog_and_new_bytes_a_new_one(tmp_path, monkeypatch):
    po = tmp_path / "de.po"
    shutil.copy(DECKS / "you-know-it-starter" / "locales" / "de.po", po)
    parsed = []
    parse = catalog._parsed
    monkeypatch.setattr(catalog, "_parsed", lambda *args: parsed.append(args[0]) or parse(*args))
    catalog._shared.cache_clear()
    first = catalog.shared_catalog(po, "de.po")
    assert catalog.shared_catalog(po, "de.po") is first and len(parsed) == 1
    text = po.read_text(encoding="utf-8")
    po.write_text(text.replace('msgstr "', 'msgstr "X', 1), encoding="utf-8")  # same mtime tick, maybe: bytes count
    second = catalog.shared_catalog(po, "de.po")
    assert second is not first and len(parsed) == 2
    assert catalog.read_catalog(po, "de.po") is not second  # (read_catalog: always a catalog of its own)
    assert catalog.shared_catalog(tmp_path / "gone.po", "gone.po").diagnostics[0].code == "unreadable-catalog"


def test_kept_localizations_translate_a_deck_once_until_its_catalog_changes(tmp_path):
    """The proof checks, draws and lints each deck in a row: one translated deck for all three,
    made again for a changed catalog, another deck object, or once the proof is done with it."""
    from deckctl.i18n.apply import kept_localizations, localize
    from deckctl.validate.deck import load_deck

    folder = tmp_path / "deck"
    shutil.copytree(DECKS / "you-know-it-starter", folder)
    with kept_localizations():
        deck = load_deck(folder)  # (validate's catalog check translates it first)
        first, problems = localize(deck, "de")
        again, _ = localize(deck, "de")
        assert again is first and first is not deck and not problems
        problems.append("a caller's own list")
        assert localize(deck, "de")[1] == []
        assert localize(load_deck(folder), "de")[0] is not first
        po = folder / "locales" / "de.po"
        po.write_text(re.sub(r'msgstr "(?=[^"])', 'msgstr "X', po.read_text(encoding="utf-8"), count=1),
                      encoding="utf-8")  # (the first translation, the title, not the header)
        changed, _ = localize(deck, "de")
        assert str(changed.manifest.title) == "XYou Know It! Startdeck" != str(first.manifest.title)
    assert localize(deck, "de")[0] is not changed


def test_a_deck_with_more_catalogs_than_are_kept_parses_each_once(tmp_path, monkeypatch):
    """Checking a deck's catalogs, translating it and printing its labels, in a row (the proof's
    deck task, `diff --html`): with more catalogs than `shared_catalog` keeps, each was parsed
    again for every step after the check (a deck of ten 1.3 MB catalogs: 61 parses, 76 s for a
    card diff), and the translations kept hold every catalog's parse at once. Each is parsed once
    now, and only the catalogs shared_catalog keeps stay in memory."""
    import gc

    from deckctl.i18n.apply import kept_localizations
    from deckctl.i18n.editions import editions
    from deckctl.i18n.printed import deck_labels
    from deckctl.validate.deck import load_deck

    folder = tmp_path / "deck"
    shutil.copytree(DECKS / "you-know-it-starter", folder)
    german = (folder / "locales" / "de.po").read_text(encoding="utf-8")
    languages = ["da", "de", "es", "fi", "fr", "it", "nl"]
    size = len((folder / "locales" / "de.po").read_bytes())
    monkeypatch.setattr(limits, "MAX_CATALOG_BYTES", 4 * size + 100)  # (fewer than the deck has are kept)
    for language in languages:
        (folder / "locales" / f"{language}.po").write_text(
            german.replace('"Language: de\\n"', f'"Language: {language}\\n"'), encoding="utf-8")
    parsed = []
    parse = catalog._parsed

    def counted(path, display, data):
        # (the deck's catalogs only: deckctl's own German labels, deckctl/i18n/labels/de.po, are
        # parsed too, once a process, here when no test before this one printed German labels)
        if path.parent == folder / "locales":
            parsed.append(path.stem)
        return parse(path, display, data)

    monkeypatch.setattr(catalog, "_parsed", counted)
    catalog._shared.cache_clear()
    with kept_localizations():
        deck = load_deck(folder)
        assert not [d for d in deck.diagnostics if d.is_error]
        for language, edition in editions(deck):
            deck_labels(edition, language)
        gc.collect()
        alive = [o for o in gc.get_objects() if isinstance(o, catalog.CatalogFile)]
        assert len(alive) <= 4
    assert sorted(parsed) == languages
