"""A committed build/manifest.json is measured before it is parsed: its size (MAX_MANIFEST_BYTES)
and its count of values (MAX_MANIFEST_VALUES). 250 MB of `[0,0,...]` had been parsed whole (24 s,
1.6 GB) before it was found not to be a manifest, and ignored."""

from __future__ import annotations

import json

import pytest

from deckctl.build import cache


def never_parsed(*args, **kwargs):
    raise AssertionError("the manifest was parsed before it was measured")


def test_a_manifest_of_too_many_values_is_refused_unparsed(tmp_path, monkeypatch):
    (tmp_path / cache.MANIFEST_NAME).write_bytes(b"[" + b"0," * cache.MAX_MANIFEST_VALUES + b"0]")
    monkeypatch.setattr(json, "loads", never_parsed)
    with pytest.raises(cache.ManifestUnusable, match=f"values; deckctl reads up to {cache.MAX_MANIFEST_VALUES:,}"):
        cache.load_manifest(tmp_path, tmp_path)


def test_the_limits_leave_room_for_the_largest_deck_in_every_language():
    """3,000 cards as images (two a card) and bundle, PDF and images/manifest.csv, in 33 editions
    (its own language and 32 catalogs): one value and ~120 bytes a file."""
    files = 33 * (2 * 3_000 + 3)
    assert files < cache.MAX_MANIFEST_VALUES and files * 120 < cache.MAX_MANIFEST_BYTES


def test_the_bytes_limit_is_not_reached_before_the_values_limit():
    """A file's line takes ~117 bytes: a manifest build writes reaches MAX_MANIFEST_VALUES first
    (32 MiB had been passed at 290,000 files, well within the 400,000 values then)."""
    assert cache.MAX_MANIFEST_VALUES * 125 <= cache.MAX_MANIFEST_BYTES
