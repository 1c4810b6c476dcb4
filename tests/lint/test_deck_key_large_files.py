"""A deck's cache key reads no file larger than any command reads (MAX_HASHED_BYTES): such a file is
only ever refused for its size, so its size and time stand for it. Every file of a deck folder had
been hashed whole: an 8 GB sparse file among them took every `validate` 54 s."""

from __future__ import annotations

import importlib

import pytest
from deckfactory import write_deck

from deckctl.core import content
from deckctl.lint import cache


def test_a_file_larger_than_any_read_is_keyed_by_its_size_unread(tmp_path, monkeypatch):
    monkeypatch.setattr(content, "MAX_HASHED_BYTES", 100)
    deck = write_deck(tmp_path / "decks", name="k")
    big = deck / "junk" / "big.bin"
    big.parent.mkdir()
    big.write_bytes(b"a" * 200)
    assert content.input_hash(big).startswith("size 200 ")
    key = cache.deck_key(deck, "q")
    assert cache.deck_key(deck, "q") == key  # (unchanged: still answered from the cache)
    big.write_bytes(b"a" * 201)
    assert cache.deck_key(deck, "q") != key
    small = deck / "junk" / "small.bin"
    small.write_bytes(b"a" * 100)
    assert content.input_hash(small) == content.file_hash(small)  # (within the limit: its bytes)


@pytest.mark.parametrize("module, name", [
    ("deckctl.export.pdf.art", "MAX_ART_BYTES"), ("deckctl.export.pdf.icc", "MAX_PROFILE_BYTES"),
    ("deckctl.export.pdf.art_limits", "MAX_SVG_BYTES"), ("deckctl.i18n.limits", "MAX_CATALOG_BYTES"),
    ("deckctl.io.source", "MAX_FILE_BYTES"), ("deckctl.core.bounded_json", "MAX_BYTES"),
    ("deckctl.sheet.limits", "MAX_FILE_BYTES")])
def test_every_file_a_command_reads_is_hashed_whole(module, name):
    assert getattr(importlib.import_module(module), name) <= content.MAX_HASHED_BYTES
