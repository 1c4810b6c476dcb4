"""A deckctl.toml deckctl does not read got the hint 'keep the deck's files inside its repository as
plain files (not links leading out of it)' whatever stood there: a named pipe is no link, and a
link to nothing leads nowhere. Each now gets the hint that fits it, as card files and catalogs do;
a link leading out of the repository keeps the hint about links."""

from __future__ import annotations

import os

import pytest

LINKS_HINT = "keep the deck's files inside its repository as plain files (not links leading out of it)"


def _linted(cli, make_deck, tmp_path, put) -> str:
    (tmp_path / ".git").mkdir()
    deck = make_deck()
    put(tmp_path / "deckctl.toml")
    run = cli("lint", deck, cwd=tmp_path)
    assert run.exception is None and run.exit_code == 1, run.stdout + run.stderr
    return run.stdout


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes")
def test_a_named_pipe_is_told_to_make_way_for_a_plain_file(cli, make_deck, tmp_path):
    out = _linted(cli, make_deck, tmp_path, os.mkfifo)
    assert "deckctl.toml: error: the lint settings are not read: it is a named pipe, not a file [lint-config]" in out
    assert ("hint: deckctl.toml is a plain file of settings: remove the named pipe, and put the file in its place "
            "(with none there, lint uses its defaults)") in out, out
    assert "links" not in out


def test_a_link_to_nothing_is_told_to_point_at_a_file(cli, make_deck, tmp_path):
    out = _linted(cli, make_deck, tmp_path, lambda path: path.symlink_to("settings.toml"))
    assert "the lint settings are not read: it is a symbolic link leading to no file (" in out, out
    assert "it cannot be read" not in out
    assert "hint: point the link at a file inside the deck's repository, or remove it to lint with the defaults" in out


def test_a_link_leading_out_of_the_repository_keeps_the_hint_about_links(cli, make_deck, tmp_path):
    outside = tmp_path.parent / f"{tmp_path.name}-settings.toml"
    outside.write_text("[lint]\n", encoding="utf-8")
    out = _linted(cli, make_deck, tmp_path, lambda path: path.symlink_to(outside))
    assert "it is a symbolic link leading outside the deck's repository" in out and LINKS_HINT in out, out
