"""An unreadable catalog's error fits what is in its place: every one's hint spoke of links leading
out of the repository, even for a folder or a named pipe, and a link to nothing read "the catalog
is not read: it cannot be read: No such file or directory"."""

from __future__ import annotations

import os

import pytest

from deckfactory import write_deck

SAYS = {
    "folder": ("the catalog is not read: it is a folder, not a file",
               "remove the folder, and put the catalog in its place"),
    "named pipe": ("the catalog is not read: it is a named pipe, not a file",
                   "remove the named pipe, and put the catalog in its place"),
    "link to nothing": ("the catalog is a symbolic link leading to no file (No such file or directory)",
                        "point the link at a catalog inside the deck's repository, or remove it"),
    "link leading out": ("the catalog is not read: it is a symbolic link leading outside the deck's repository",
                         "keep the deck's catalogs inside its repository as plain files (not links leading out of it)"),
}


@pytest.mark.parametrize("kind", SAYS)
def test_the_hint_fits_what_is_in_the_catalogs_place(tmp_path, cli, kind):
    (tmp_path / "repo" / ".git").mkdir(parents=True)
    outside = tmp_path / "outside.po"
    outside.write_text('msgid ""\nmsgstr ""\n', encoding="utf-8")
    deck = write_deck(tmp_path / "repo", name="deck")
    catalog = deck / "locales" / "xx.po"
    catalog.parent.mkdir(exist_ok=True)
    if kind == "folder":
        catalog.mkdir()
    elif kind == "named pipe":
        os.mkfifo(catalog)
    else:
        catalog.symlink_to(outside if kind == "link leading out" else deck / "locales" / "gone.po")
    run = cli("validate", "deck", cwd=deck.parent)
    message, hint = SAYS[kind]
    assert run.exit_code == 1, run.stdout + run.stderr
    assert f"deck/locales/xx.po: error: {message} [unreadable-catalog]" in run.stdout, run.stdout
    assert hint in " ".join(run.stdout.split()), run.stdout
    assert "read: it cannot be read" not in run.stdout
    if kind != "link leading out":
        assert "not links leading out" not in run.stdout
