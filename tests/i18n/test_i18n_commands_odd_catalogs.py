"""The i18n commands with a catalog's path holding a folder, a named pipe or a link leading out of
the repository: one `unreadable-catalog` error, as validate reports it, exit 1, nothing written.
status had counted such a catalog as missing (exit 0), update said it would start a second
catalog beside itself, extract and pseudo failed to write (exit 74); none may block on the pipe."""

from __future__ import annotations

import os

import pytest

from deckctl.core import exit_codes
from deckfactory import write_deck

KINDS = ["folder", "named pipe", "link"]
SAYS = {"folder": "it is a folder, not a file", "named pipe": "it is a named pipe, not a file",
        "link": "it is a symbolic link leading outside the deck's repository"}


@pytest.fixture
def deck(tmp_path):
    (tmp_path / "repo" / ".git").mkdir(parents=True)
    (tmp_path / "elsewhere").mkdir()
    (tmp_path / "elsewhere" / "outside.po").write_text('msgid ""\nmsgstr ""\n', encoding="utf-8")
    return write_deck(tmp_path / "repo", name="deck")


def occupy(deck, name: str, kind: str) -> str:
    """Put `kind` at `locales/<name>`; its path as the findings name it."""
    path = deck / "locales" / name
    path.parent.mkdir(exist_ok=True)
    if kind == "folder":
        path.mkdir()
    elif kind == "named pipe":
        os.mkfifo(path)  # (reading it would never end)
    else:
        path.symlink_to(deck.parent.parent / "elsewhere" / "outside.po")
    return f"deck/locales/{name}"


def the_one_error(run, catalog: str, kind: str) -> None:
    assert run.exception is None and run.exit_code == exit_codes.INVALID, run.stdout + run.stderr
    errors = [line for line in run.stdout.splitlines() if ": error: " in line]
    assert errors == [f"{catalog}: error: the catalog is not read: {SAYS[kind]} [unreadable-catalog]"], run.stdout


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("only", [[], ["--lang", "xx"]])
def test_status_says_the_catalog_cannot_be_read_not_that_it_is_missing(cli, deck, kind, only):
    catalog = occupy(deck, "xx.po", kind)
    run = cli("i18n", "status", "deck", *only, cwd=deck.parent)
    the_one_error(run, catalog, kind)
    assert "xx       the catalog cannot be read (see above)" in run.stdout and "missing" not in run.stdout


@pytest.mark.parametrize("kind", KINDS)
def test_update_says_the_catalog_cannot_be_read(cli, deck, kind):
    catalog = occupy(deck, "xx.po", kind)
    run = cli("i18n", "update", "deck", "--lang", "xx", cwd=deck.parent)
    the_one_error(run, catalog, kind)
    assert "would start another" not in run.stdout + run.stderr and "not updated: nothing written" in run.stderr


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("command, name", [("extract", "test-deck.pot"), ("pseudo", "en-XA.po")])
def test_extract_and_pseudo_say_the_catalog_cannot_be_read_and_write_nothing(cli, deck, kind, command, name):
    catalog = occupy(deck, name, kind)
    run = cli("i18n", command, "deck", cwd=deck.parent)
    the_one_error(run, catalog, kind)
    assert sorted(os.listdir(deck / "locales")) == [name]
    assert (deck.parent.parent / "elsewhere" / "outside.po").read_text(encoding="utf-8") == 'msgid ""\nmsgstr ""\n'
