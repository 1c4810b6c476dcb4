"""The line ends and byte-order mark a file was saved with, which in-place edits keep."""

from __future__ import annotations

import pytest

from deckctl.io.line_ends import Saved


CASES = [
    (b"- id: a\n  b: c\n", "\n", False),
    (b"- id: a\r\n  b: c\r\n", "\r\n", False),
    (b"- id: a\r\n  b: c", "\r\n", False),  # a last line without its end
    (b"- id: a\r\n  b: c\n", "\n", False),  # mixed: LF, as the merge driver counts it
    (b"\xef\xbb\xbf- id: a\r\n", "\r\n", True),
    (b"", "\n", False),
]


@pytest.mark.parametrize("raw, newline, bom", CASES)
def test_a_file_is_written_back_as_it_was_saved(raw, newline, bom):
    saved = Saved.of(raw)
    assert (saved.newline, saved.bom) == (newline, bom)
    text = saved.plain(raw.decode("utf-8"))
    assert not text.startswith("\ufeff") and ("\r" not in text or newline == "\n")
    assert saved.encode(text) == raw
    assert saved.encode(text + "- id: z\n").endswith(f"- id: z{newline}".encode())


@pytest.mark.parametrize("raw, newline, bom", CASES)
def test_a_loaded_file_tells_how_it_was_saved_without_a_second_read(tmp_path, raw, newline, bom):
    from deckctl.io.source import load_source

    path = tmp_path / "cards.yaml"
    path.write_bytes(raw)
    assert Saved.of_source(load_source(path)) == Saved(newline, bom)
