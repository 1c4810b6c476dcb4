"""A file deckctl rewrites keeps its permission bits (a card file kept private, a catalog a group
edits, an executable); a new file, and every output written with `exact_mode` (build/), is 0o644
whatever the umask."""

from __future__ import annotations

import os
import shutil
import stat

import pytest
from deckfactory import DECKS

from deckctl.io import atomic


def mode(path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.mark.parametrize("old", [0o600, 0o664, 0o755, 0o444])
def test_a_replaced_file_keeps_its_mode(tmp_path, old):
    path = tmp_path / "cards.yaml"
    path.write_text("old")
    path.chmod(old)
    atomic.write_atomic(path, b"new")
    assert path.read_bytes() == b"new" and mode(path) == old


def test_a_new_file_and_an_exact_one_are_0644_whatever_the_umask(tmp_path):
    kept = os.umask(0o077)
    try:
        atomic.write_atomic(tmp_path / "new.yaml", b"new")
        output = tmp_path / "manifest.json"
        output.write_text("old")
        output.chmod(0o600)
        atomic.write_atomic(output, b"new", exact_mode=True)
    finally:
        os.umask(kept)
    assert mode(tmp_path / "new.yaml") == 0o644 and mode(output) == 0o644


def test_fmt_and_i18n_update_keep_the_mode_of_what_they_rewrite(tmp_path, cli):
    deck = tmp_path / "quiz"
    shutil.copytree(DECKS / "knowledge-starter", deck)
    card_file = sorted((deck / "cards").glob("*.yaml"))[0]
    card_file.write_bytes(card_file.read_bytes().replace(b"\n", b"   \n", 1))  # (not in the layout: fmt rewrites it)
    card_file.chmod(0o600)
    catalog = deck / "locales" / "de.po"
    catalog.write_bytes(catalog.read_bytes().replace(b'msgstr "', b'msgstr "x', 1))  # (the header: update rewrites it)
    catalog.chmod(0o664)
    before = catalog.read_bytes()
    assert cli("fmt", deck).exit_code == 0
    assert b"   \n" not in card_file.read_bytes() and mode(card_file) == 0o600
    assert cli("i18n", "update", deck, "--lang", "de").exit_code == 0
    assert catalog.read_bytes() != before and mode(catalog) == 0o664
