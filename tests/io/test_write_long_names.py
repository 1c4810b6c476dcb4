"""A file whose name is near the file system's limit (255 bytes on most) could not be rewritten:
the temporary file beside it, and the old file kept aside, were named after it and 14 bytes longer
(`fmt` of a card file named 245 `b`s had failed with 'File name too long', exit 74). Such a name now falls back to
a short hidden one (`.deckctl-<hex>.tmp`, `.deckctl-<hex>.old`); a shorter name keeps the name
that says whose a leftover is."""

from __future__ import annotations

import os

from deckctl.io import atomic

LONG = "b" * 245 + ".yaml"  # (250 bytes: the file system holds it)


def _leftovers(folder):
    return sorted(name for name in os.listdir(folder) if name.startswith("."))


def test_a_file_named_near_the_limit_is_rewritten(tmp_path):
    path = tmp_path / LONG
    path.write_text("old")
    atomic.write_atomic(path, b"new")
    assert path.read_bytes() == b"new" and _leftovers(tmp_path) == []


def test_a_replacement_keeps_and_puts_back_such_a_file(tmp_path):
    path = tmp_path / LONG
    path.write_text("old")
    with atomic.Replacement() as replacement:
        replacement.write(path, b"new")
        assert path.read_bytes() == b"new"
        assert [name.startswith(f".{atomic.SHORT_PREFIX}") for name in _leftovers(tmp_path)] == [True]
        replacement.undo()
    assert path.read_bytes() == b"old" and _leftovers(tmp_path) == []


def test_a_short_name_keeps_its_named_temporary(tmp_path, monkeypatch):
    made = []
    mkstemp = atomic.tempfile.mkstemp

    def noted(**kwargs):
        made.append(kwargs["prefix"])
        return mkstemp(**kwargs)

    monkeypatch.setattr(atomic.tempfile, "mkstemp", noted)
    atomic.write_atomic(tmp_path / "q.yaml", b"new")
    atomic.write_atomic(tmp_path / LONG, b"new")
    assert made == [".q.yaml.", f".{LONG}.", f".{atomic.SHORT_PREFIX}"]

