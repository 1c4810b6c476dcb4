"""A deck's catalogs together hold at most MAX_DECK_CATALOG_BYTES: each may have MAX_CATALOG_BYTES,
and 8 catalogs of 16 MiB had taken `validate` 57 s and 273 MB (32 would take some 4 minutes). The
catalog that takes them over it is one located error, found from the files' sizes before any
catalog is read, and the catalogs from it on are read by no command."""

from __future__ import annotations

import os

from deckfactory import write_deck

from deckctl.core.deck_limits import MAX_DECK_CATALOG_BYTES
from deckctl.i18n import check
from deckctl.io.discover import catalog_file_paths

SIZE = 12 * 1024 * 1024  # (sparse files: never read, so never written either)


def _deck_with_catalogs(tmp_path, count: int):
    deck = write_deck(tmp_path, "knowledge")
    (deck / "locales").mkdir()
    for lang in ("da", "de", "es", "fi", "fr", "it")[:count]:
        with open(deck / "locales" / f"{lang}.po", "wb") as catalog:
            catalog.truncate(SIZE)
    return deck


def test_the_catalog_past_the_total_is_one_located_error_and_none_is_read(cli, tmp_path, monkeypatch):
    within = MAX_DECK_CATALOG_BYTES // SIZE
    deck = _deck_with_catalogs(tmp_path, within + 2)
    read = []
    monkeypatch.setattr(check, "shared_catalog", lambda *args: read.append(args) or [][0])
    run = cli("validate", "deck", cwd=tmp_path)
    assert run.exception is None and run.exit_code == 1, run.stdout + run.stderr
    first_past = sorted((deck / "locales").iterdir())[within].name
    [error] = [line for line in run.stdout.splitlines() if "error:" in line]
    assert error.startswith(f"deck/locales/{first_past}: error: the deck's catalogs hold more than "
                            f"{MAX_DECK_CATALOG_BYTES:,} bytes together"), error
    assert error.endswith("[catalogs-too-large]") and "hint: " in run.stdout
    assert read == []
    assert len(catalog_file_paths(deck)) == within  # (what every other command reads meanwhile)


def test_catalogs_within_the_total_are_all_listed(tmp_path):
    within = MAX_DECK_CATALOG_BYTES // SIZE
    assert len(catalog_file_paths(_deck_with_catalogs(tmp_path, within))) == within
