"""A deck's catalog is parsed once per process for the commands that only read it (checking,
translating, printing), and parsed again as soon as its bytes change."""

from __future__ import annotations

import shutil

from deckfactory import DECKS

from deckctl.i18n import catalog


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
