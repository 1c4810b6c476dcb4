"""A `locales/<lang>.po` that is not a file (a folder, a named pipe) is an `unreadable-catalog`
error in every command that reads the deck's catalogs, as validate reports it: lint and proof had
ended with an internal error (`CatalogMissing`, exit 70), and none may block on the pipe."""

from __future__ import annotations

import os

import pytest


@pytest.fixture
def deck_with_odd_catalogs(make_deck, tmp_path):
    (tmp_path / ".git").mkdir()  # the deck's repository: tmp_path
    deck = make_deck()
    (deck / "locales" / "xx.po").mkdir(parents=True)
    os.mkfifo(deck / "locales" / "yy.po")  # (reading it would never end)
    return deck


@pytest.mark.parametrize("command", ["validate", "lint", "proof"])
def test_a_catalog_that_is_a_folder_or_a_named_pipe_is_an_error_not_an_internal_one(
        cli, deck_with_odd_catalogs, tmp_path, command):
    extra = ["--out", tmp_path / "site", "-j", "1"] if command == "proof" else []
    run = cli(command, deck_with_odd_catalogs, *extra, cwd=tmp_path)
    assert run.exception is None and run.exit_code == 1, run.stdout + run.stderr
    if command != "proof":  # (the proof shows its errors on the cards)
        assert "locales/xx.po: error: the catalog is not read: it is a folder, not a file" in run.stdout, run.stdout
        assert "locales/yy.po: error: the catalog is not read: it is a named pipe, not a file" in run.stdout


def test_localizing_into_a_catalog_that_is_not_a_file_gives_the_deck_back_with_the_error(deck_with_odd_catalogs):
    from deckctl.validate.deck import load_deck
    from deckctl.i18n.apply import localize

    deck = load_deck(deck_with_odd_catalogs)
    for lang in ("xx", "yy"):
        translated, problems = localize(deck, lang)
        assert translated is deck and [p.code for p in problems] == ["unreadable-catalog"]
