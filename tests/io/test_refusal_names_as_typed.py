"""io.paths names a file it refuses (not a regular file, too large) as typed: a byte of its name
that is not UTF-8 as `\\xff`, never Python's `\\udcff`, whichever command passes the message on."""

import os

import pytest

from deckctl.io.paths import Refused, TooLarge, read_regular


def test_a_refused_file_is_named_as_typed(tmp_path):
    pipe = tmp_path / os.fsdecode(b"p\xff.csv")
    os.mkfifo(pipe)
    with pytest.raises(Refused) as refused:
        read_regular(pipe, 100)
    assert "p\\xff.csv is a named pipe" in refused.value.message


def test_a_file_too_large_is_named_as_typed(tmp_path):
    large = tmp_path / os.fsdecode(b"l\xff.yaml")
    large.write_bytes(b"x" * 200)
    with pytest.raises(TooLarge) as refused:
        read_regular(large, 100)
    assert "l\\xff.yaml is 200 bytes" in refused.value.message and "\\udcff" not in refused.value.message
