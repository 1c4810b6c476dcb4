"""io.source.load_source, the reader of every deck file, neither waits on nor reads a named pipe
or a device, whichever caller hands it one (each command judges the files first; a file can be
swapped after that)."""

from __future__ import annotations

import os
import threading

import pytest

from deckctl.io.source import load_source


@pytest.mark.parametrize(("planted", "kind"), [("named pipe", "a named pipe"), ("link to /dev/zero", "a device")])
def test_a_card_file_that_is_no_file_is_unreadable_not_read(tmp_path, planted, kind):
    path = tmp_path / "cards.yaml"
    if planted == "named pipe":
        os.mkfifo(path)
    else:
        path.symlink_to("/dev/zero")
    found: list = []
    loading = threading.Thread(target=lambda: found.append(load_source(path, "cards/cards.yaml")), daemon=True)
    loading.start()
    loading.join(20)  # (the old code waited on the pipe for ever, and read /dev/zero until memory ran out)
    assert found, "load_source did not return"
    [error] = found[0].diagnostics
    assert found[0].data is None
    assert (error.file, error.code) == ("cards/cards.yaml", "unreadable")
    assert error.message == f"the file is not read: it is {kind}, not a file" and error.hint
