"""A deck has at most MAX_CATALOGS catalogs (languages). Each was read by validate and built by
`build` as a whole edition: the Knowledge? starter deck with 100 header-only catalogs took
`build -j 1` 26 to 32 s. One more is one located error, found before any catalog is read."""

from __future__ import annotations

import itertools
import string

from deckfactory import write_deck

from deckctl.core.deck_limits import MAX_CATALOGS
from deckctl.i18n import check
from deckctl.io.discover import catalog_file_paths

HEADER = 'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n"Language: {}\\n"\n'


def _deck_with_catalogs(tmp_path, count: int):
    deck = write_deck(tmp_path, "knowledge")
    (deck / "locales").mkdir()
    for first, second in itertools.islice(itertools.product(string.ascii_lowercase, repeat=2), count):
        (deck / "locales" / f"{first}{second}.po").write_text(HEADER.format(first + second), encoding="utf-8")
    return deck


def test_a_deck_at_the_limit_is_valid(cli, tmp_path):
    deck = _deck_with_catalogs(tmp_path, MAX_CATALOGS)
    run = cli("validate", deck)
    assert run.exit_code == 0, run.stdout
    assert len(catalog_file_paths(deck)) == MAX_CATALOGS


def test_one_catalog_more_is_one_located_error_and_none_is_read(cli, tmp_path, monkeypatch):
    deck = _deck_with_catalogs(tmp_path, MAX_CATALOGS + 5)
    read = []
    monkeypatch.setattr(check, "shared_catalog", lambda *args: read.append(args) or [][0])
    run = cli("validate", "deck", cwd=tmp_path)
    assert run.exit_code == 1, run.stdout
    first_past = sorted((deck / "locales").iterdir())[MAX_CATALOGS].name
    [error] = [line for line in run.stdout.splitlines() if "error:" in line]
    assert error.startswith(f"deck/locales/{first_past}: error: the deck has more than {MAX_CATALOGS} catalogs")
    assert error.endswith("[too-many-catalogs]") and "hint: " in run.stdout
    assert read == []
    assert len(catalog_file_paths(deck)) == MAX_CATALOGS  # (what every other command sees meanwhile)


def test_build_stops_before_building_any_language(cli, tmp_path):
    deck = _deck_with_catalogs(tmp_path, MAX_CATALOGS + 1)
    run = cli("build", deck, "-j", "1", "-o", tmp_path / "out")
    assert run.exit_code == 1 and "[too-many-catalogs]" in run.stdout + run.stderr
    assert not (tmp_path / "out").exists() or not any((tmp_path / "out").rglob("*.pdf"))
