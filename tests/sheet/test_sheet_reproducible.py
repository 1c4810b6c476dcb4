"""An XLSX export is the same bytes for the same deck, whatever the clock and the time zone: its one
date is SOURCE_DATE_EPOCH's, else 2000-01-01 00:00 UTC, as in a PDF (docs/pdf.md)."""

from __future__ import annotations

import time
import zipfile

import pytest

from deckfactory import VALID_CARDS


@pytest.fixture
def zone(monkeypatch):
    def set_zone(name: str) -> None:
        monkeypatch.setenv("TZ", name)
        time.tzset()

    yield set_zone
    monkeypatch.undo()
    time.tzset()


def _export(cli, deck, path):
    assert cli("export", "sheet", deck, "-o", path).exit_code == 0
    return path.read_bytes()


def test_the_same_deck_gives_the_same_xlsx_in_any_time_zone(cli, make_deck, tmp_path, zone, monkeypatch):
    deck = make_deck("knowledge", VALID_CARDS["knowledge"])
    monkeypatch.delenv("SOURCE_DATE_EPOCH", raising=False)
    zone("UTC")
    first = _export(cli, deck, tmp_path / "a.xlsx")
    zone("Pacific/Kiritimati")  # UTC+14: another local date than UTC's at any hour
    assert _export(cli, deck, tmp_path / "b.xlsx") == first
    with zipfile.ZipFile(tmp_path / "a.xlsx") as package:
        core = package.read("docProps/core.xml").decode()
        assert {entry.date_time for entry in package.infolist()} == {(2000, 1, 1, 0, 0, 0)}
    assert core.count(">2000-01-01T00:00:00Z<") == 2  # created and modified


def test_source_date_epoch_is_the_date_of_an_xlsx(cli, make_deck, tmp_path, monkeypatch):
    deck = make_deck("knowledge", VALID_CARDS["knowledge"])
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")  # 2023-11-14 22:13:20 UTC
    _export(cli, deck, tmp_path / "a.xlsx")
    with zipfile.ZipFile(tmp_path / "a.xlsx") as package:
        core = package.read("docProps/core.xml").decode()
        assert {entry.date_time for entry in package.infolist()} == {(2023, 11, 14, 22, 13, 20)}
    assert core.count(">2023-11-14T22:13:20Z<") == 2
    run = cli("import", "sheet", tmp_path / "a.xlsx", deck)
    assert run.exit_code == 0 and "0 cards changed" in run.stderr, run.stdout + run.stderr  # it reads back
